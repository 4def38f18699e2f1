// Which forge answers may be shared between callers, and what makes each one stale. Derived from
// Gitea's visibility code: a repository is readable by anyone when it is neither private nor
// internal and its owner's visibility is public (models/repo/repo.go, models/perm/access
// GetUserRepoPermission, routers/api/v1/api.go repoAssignment); everything else depends on who asks.
// Only routes below /repos/{owner}/{repo} are ever shared. Among them:
// - `everyone`: what a public repository holds is there for every reader (issues, pulls' diffs and
//   files, contents, git objects, a release, labels, ...), so signed-in readers share it; they are
//   handed the copy an anonymous reader gets (users in it as convert.ToUser shows them to nobody in
//   particular: placeholder emails), never one a signed-in caller filled with its own view;
// - `anonymous`: the answer depends on the caller's rights (the repository record's `permissions`,
//   pull requests embedding their repositories with `permissions`, branches' `user_can_push`,
//   releases' drafts for writers, pending reviews for their authors), so only anonymous readers
//   share it; a pull request's reviews are the one exception (`signedIn`): a pending review is the
//   only part of them that depends on the caller, so a signed-in reader is handed the anonymous copy
//   when it cannot hold one: a review or its comments that an anonymous reader got (Gitea answers a
//   pending review 404 to anyone but its author and site admins, prepareSingleReview), a page of the
//   list that a site admin's read of the same page (FORGE_ADMIN_TOKEN) shows without one (Gitea pages
//   the rows first, then leaves out the pending ones the caller may not see, convert.ToPullReviewList);
// - not listed: answers that hold the caller's own data or need rights beyond reading (hooks,
//   collaborators, tracked times, subscriptions, stopwatches, Actions): never shared.

import type { ForgeCall } from '../http/call.js';

/** What an event can change; each cached answer names the area whose events make it stale. */
export type Area = 'code' | 'issues' | 'pulls' | 'releases' | 'repository' | 'untracked';

/** The kinds of forge events (Gitea's webhook event families, src/live/events.ts) that drop cached answers. */
export const EVENT_KINDS = [
  'PUSH',
  'CREATE',
  'DELETE',
  'ISSUES',
  'ISSUE_COMMENT',
  'PULL_REQUEST',
  'PULL_REQUEST_REVIEW',
  'RELEASE',
  'REPOSITORY',
] as const;
export type DroppingEvent = (typeof EVENT_KINDS)[number];

/**
 * One shared route: everything the cache does with its answers. docs/cache-and-limits.md shows these
 * rows as a table (`npm run codegen` writes it, test/project/doc-tables.test.ts compares).
 */
export interface CacheRule {
  /** shared with signed-in readers too, or with anonymous readers only */
  audience: 'everyone' | 'anonymous';
  /** when signed-in readers share an `anonymous` answer all the same */
  signedIn?: SignedInSharing;
  /** what a signed-in reader's copy goes without: the record's `permissions`, or its pull requests' repositories' */
  stripped?: 'permissions' | 'repositories-permissions';
  /** the tag its answers carry below their repository's: what `droppedBy` drops */
  area: Area;
  /** the events of its repository that drop its answers (any write to the repository does too) */
  droppedBy: readonly DroppingEvent[];
  /** how long an answer lives when nothing drops it: until evicted, or a configured TTL */
  lives: 'until-dropped' | 'visibility-ttl' | 'untracked-ttl';
  /** addressed by a full sha in this parameter (`ref` in the query): never changes, kept until evicted */
  pinnedBy?: 'sha' | 'ref' | 'basehead';
}

export interface Sharing extends Pick<CacheRule, 'audience' | 'area' | 'lives' | 'stripped' | 'signedIn'> {
  /** `owner/repo`, lower case */
  repo: string;
  owner: string;
  /** addressed by a full sha: never changes, kept until evicted */
  immutable: boolean;
}

/**
 * `when-found`: an anonymous reader's 200 is every reader's answer (its 404 is not: the caller asks as
 * itself); `without-pending`: the answer is every reader's when a site admin's read of the same path
 * holds no PENDING review (known for `untrackedTtlMs` at most: no event tells of a pending review made).
 */
export type SignedInSharing = 'when-found' | 'without-pending';

const R = 'GET /repos/{owner}/{repo}';

// The areas: what moves a repository's code, issues, pull requests, releases and record.
// A push moves branches, so pull requests' heads, files and compare answers with them; a pull request
// is an issue too (the issue list and timeline show it) and a merge moves a branch; a repository
// event (created or deleted) takes everything the repository had.
const code = {
  area: 'code',
  droppedBy: ['PUSH', 'CREATE', 'DELETE', 'PULL_REQUEST', 'RELEASE', 'REPOSITORY'],
  lives: 'until-dropped',
} as const;
const issues = {
  area: 'issues',
  droppedBy: ['ISSUES', 'ISSUE_COMMENT', 'PULL_REQUEST', 'PULL_REQUEST_REVIEW', 'REPOSITORY'],
  lives: 'until-dropped',
} as const;
const pulls = {
  area: 'pulls',
  droppedBy: [
    'PUSH',
    'DELETE',
    'ISSUES',
    'ISSUE_COMMENT',
    'PULL_REQUEST',
    'PULL_REQUEST_REVIEW',
    'REPOSITORY',
  ],
  lives: 'until-dropped',
} as const;
const releases = {
  area: 'releases',
  droppedBy: ['DELETE', 'RELEASE', 'REPOSITORY'],
  lives: 'until-dropped',
} as const;
// The repository's record is the one route of its area, so its row is whole here: its `permissions`
// are the caller's, and it says whether the repository is public, so it is trusted no longer than that word.
const record = {
  audience: 'anonymous',
  stripped: 'permissions',
  area: 'repository',
  droppedBy: ['PUSH', 'CREATE', 'DELETE', 'ISSUES', 'PULL_REQUEST', 'RELEASE', 'REPOSITORY'],
  lives: 'visibility-ttl',
} as const;
// no event tells of these: kept for the short TTL only
const untracked = { area: 'untracked', droppedBy: ['REPOSITORY'], lives: 'untracked-ttl' } as const;

/** Route tails below `GET /repos/{owner}/{repo}`, one row each: how their answers are shared and kept. */
export const CACHE_RULES: Readonly<Record<string, CacheRule>> = {
  '': record,
  // user_can_push and user_can_merge: the caller's (convert.ToBranch)
  '/branches': { audience: 'anonymous', ...code },
  '/branches/{branch}': { audience: 'anonymous', ...code },
  '/tags': { audience: 'everyone', ...code },
  '/tags/{tag}': { audience: 'everyone', ...code },
  '/commits': { audience: 'everyone', ...code },
  '/compare/{basehead}': { audience: 'everyone', ...code, pinnedBy: 'basehead' },
  '/contents': { audience: 'everyone', ...code, pinnedBy: 'ref' },
  '/contents/{filepath}': { audience: 'everyone', ...code, pinnedBy: 'ref' },
  '/contents-ext/{filepath}': { audience: 'everyone', ...code, pinnedBy: 'ref' },
  '/file-contents': { audience: 'everyone', ...code, pinnedBy: 'ref' },
  '/languages': { audience: 'everyone', ...code },
  '/git/commits/{sha}': { audience: 'everyone', ...code, pinnedBy: 'sha' },
  '/git/commits/{sha}.{diffType}': { audience: 'everyone', ...code, pinnedBy: 'sha' },
  '/git/tags/{sha}': { audience: 'everyone', ...code, pinnedBy: 'sha' },
  '/git/trees/{sha}': { audience: 'everyone', ...code, pinnedBy: 'sha' },
  '/issues': { audience: 'everyone', ...issues },
  '/issues/{index}': { audience: 'everyone', ...issues },
  '/issues/{index}/comments': { audience: 'everyone', ...issues },
  '/issues/{index}/timeline': { audience: 'everyone', ...issues },
  '/issues/{index}/reactions': { audience: 'everyone', ...issues },
  '/issues/{index}/blocks': { audience: 'everyone', ...issues },
  '/issues/{index}/dependencies': { audience: 'everyone', ...issues },
  '/issues/comments/{id}': { audience: 'everyone', ...issues },
  '/issues/comments/{id}/reactions': { audience: 'everyone', ...issues },
  // pull requests embed their base and head repositories with the caller's `permissions`
  '/pulls': { audience: 'anonymous', stripped: 'repositories-permissions', ...pulls },
  '/pulls/{index}': { audience: 'anonymous', stripped: 'repositories-permissions', ...pulls },
  '/pulls/{index}.{diffType}': { audience: 'everyone', ...pulls },
  '/pulls/{index}/commits': { audience: 'everyone', ...pulls },
  '/pulls/{index}/files': { audience: 'everyone', ...pulls },
  // a pending review is its author's (convert.ToPullReviewList, prepareSingleReview)
  '/pulls/{index}/reviews': { audience: 'anonymous', signedIn: 'without-pending', ...pulls },
  '/pulls/{index}/reviews/{id}': { audience: 'anonymous', signedIn: 'when-found', ...pulls },
  '/pulls/{index}/reviews/{id}/comments': { audience: 'anonymous', signedIn: 'when-found', ...pulls },
  // a draft is its repository's writers' only (ListReleases' IncludeDrafts; GetRelease and
  // GetReleaseByTag answer anyone else 404); the latest release is never a draft
  '/releases': { audience: 'anonymous', ...releases },
  '/releases/latest': { audience: 'everyone', ...releases },
  '/releases/tags/{tag}': { audience: 'anonymous', ...releases },
  '/releases/{id}': { audience: 'anonymous', ...releases },
  '/labels': { audience: 'everyone', ...untracked },
  '/labels/{id}': { audience: 'everyone', ...untracked },
  '/milestones': { audience: 'everyone', ...untracked },
  '/milestones/{id}': { audience: 'everyone', ...untracked },
  '/stargazers': { audience: 'everyone', ...untracked },
  '/subscribers': { audience: 'everyone', ...untracked },
  '/topics': { audience: 'everyone', ...untracked },
  '/forks': { audience: 'anonymous', ...untracked },
  '/assignees': { audience: 'everyone', ...untracked },
  '/wiki/pages': { audience: 'everyone', ...untracked },
  '/wiki/page/{pageName}': { audience: 'everyone', ...untracked },
  '/wiki/revisions/{pageName}': { audience: 'everyone', ...untracked },
};

/**
 * The forge's word on whether a repository is public (read from its record, `vis:` in the stores): no
 * event but a repository's own says it changed, so it lives `visibilityTtlMs` at most.
 */
export const VISIBILITY_RULE = {
  area: 'visibility',
  droppedBy: ['REPOSITORY'],
  lives: 'visibility-ttl',
} as const;

/** The route of a tail of CACHE_RULES. */
export const ruleRoute = (tail: string) => `${R}${tail}`;

const FULL_SHA = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;

/** How `call` (a GET) may be shared, or undefined when it never is. */
export function sharingOf(call: Pick<ForgeCall, 'route' | 'params' | 'path'>): Sharing | undefined {
  if (!call.route.startsWith(R)) return undefined;
  const rule = CACHE_RULES[call.route.slice(R.length)];
  const owner = call.params?.owner;
  const name = call.params?.repo;
  if (!rule || typeof owner !== 'string' || typeof name !== 'string') return undefined;
  return {
    repo: `${owner}/${name}`.toLowerCase(),
    owner: owner.toLowerCase(),
    audience: rule.audience,
    area: rule.area,
    lives: rule.lives,
    immutable: isPinned(rule, call),
    ...(rule.stripped ? { stripped: rule.stripped } : {}),
    ...(rule.signedIn ? { signedIn: rule.signedIn } : {}),
  };
}

function isPinned(rule: CacheRule, call: Pick<ForgeCall, 'params' | 'path'>): boolean {
  switch (rule.pinnedBy) {
    case 'sha':
      return FULL_SHA.test(String(call.params?.sha ?? ''));
    case 'basehead': {
      const [base, head] = String(call.params?.basehead ?? '').split('...');
      return FULL_SHA.test(base ?? '') && FULL_SHA.test(head ?? '');
    }
    case 'ref': {
      const query = call.path.indexOf('?');
      const ref = query < 0 ? null : new URLSearchParams(call.path.slice(query + 1)).get('ref');
      return ref !== null && FULL_SHA.test(ref);
    }
    default:
      return false;
  }
}

/** Tags: what invalidations address. */
export const repoTag = (repo: string) => `repo:${repo}`;
export const areaTag = (repo: string, area: Area | 'visibility') => `repo:${repo}#${area}`;
export const ownerTag = (owner: string) => `owner:${owner}`;
export const EVERYTHING = 'all';

/** The tags of a shared answer: immutable ones carry none but `all` (an event cannot change them). */
export function tagsOf(sharing: Sharing): string[] {
  if (sharing.immutable) return [EVERYTHING];
  return [EVERYTHING, repoTag(sharing.repo), areaTag(sharing.repo, sharing.area), ownerTag(sharing.owner)];
}
