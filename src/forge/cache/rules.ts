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

export interface Sharing {
  /** `owner/repo`, lower case */
  repo: string;
  owner: string;
  /** shared with signed-in readers too, or with anonymous readers only */
  audience: 'everyone' | 'anonymous';
  area: Area;
  /** addressed by a full sha: never changes, kept until evicted */
  immutable: boolean;
  /** when signed-in readers share an `anonymous` answer all the same */
  signedIn?: SignedInSharing;
}

/**
 * `when-found`: an anonymous reader's 200 is every reader's answer (its 404 is not: the caller asks as
 * itself); `without-pending`: the answer is every reader's when a site admin's read of the same path
 * holds no PENDING review (known for `untrackedTtlMs` at most: no event tells of a pending review made).
 */
export type SignedInSharing = 'when-found' | 'without-pending';

const R = 'GET /repos/{owner}/{repo}';

/** Route tails below `GET /repos/{owner}/{repo}` and how their answers are shared. */
export const SHARED_ROUTES: Readonly<
  Record<string, { audience: Sharing['audience']; area: Area; signedIn?: SignedInSharing }>
> = {
  '': { audience: 'anonymous', area: 'repository' },
  // user_can_push and user_can_merge: the caller's (convert.ToBranch)
  '/branches': { audience: 'anonymous', area: 'code' },
  '/branches/{branch}': { audience: 'anonymous', area: 'code' },
  '/tags': { audience: 'everyone', area: 'code' },
  '/tags/{tag}': { audience: 'everyone', area: 'code' },
  '/commits': { audience: 'everyone', area: 'code' },
  '/compare/{basehead}': { audience: 'everyone', area: 'code' },
  '/contents': { audience: 'everyone', area: 'code' },
  '/contents/{filepath}': { audience: 'everyone', area: 'code' },
  '/contents-ext/{filepath}': { audience: 'everyone', area: 'code' },
  '/file-contents': { audience: 'everyone', area: 'code' },
  '/languages': { audience: 'everyone', area: 'code' },
  '/git/commits/{sha}': { audience: 'everyone', area: 'code' },
  '/git/commits/{sha}.{diffType}': { audience: 'everyone', area: 'code' },
  '/git/tags/{sha}': { audience: 'everyone', area: 'code' },
  '/git/trees/{sha}': { audience: 'everyone', area: 'code' },
  '/issues': { audience: 'everyone', area: 'issues' },
  '/issues/{index}': { audience: 'everyone', area: 'issues' },
  '/issues/{index}/comments': { audience: 'everyone', area: 'issues' },
  '/issues/{index}/timeline': { audience: 'everyone', area: 'issues' },
  '/issues/{index}/reactions': { audience: 'everyone', area: 'issues' },
  '/issues/{index}/blocks': { audience: 'everyone', area: 'issues' },
  '/issues/{index}/dependencies': { audience: 'everyone', area: 'issues' },
  '/issues/comments/{id}': { audience: 'everyone', area: 'issues' },
  '/issues/comments/{id}/reactions': { audience: 'everyone', area: 'issues' },
  '/pulls': { audience: 'anonymous', area: 'pulls' },
  '/pulls/{index}': { audience: 'anonymous', area: 'pulls' },
  '/pulls/{index}.{diffType}': { audience: 'everyone', area: 'pulls' },
  '/pulls/{index}/commits': { audience: 'everyone', area: 'pulls' },
  '/pulls/{index}/files': { audience: 'everyone', area: 'pulls' },
  // a pending review is its author's (convert.ToPullReviewList, prepareSingleReview)
  '/pulls/{index}/reviews': { audience: 'anonymous', area: 'pulls', signedIn: 'without-pending' },
  '/pulls/{index}/reviews/{id}': { audience: 'anonymous', area: 'pulls', signedIn: 'when-found' },
  '/pulls/{index}/reviews/{id}/comments': { audience: 'anonymous', area: 'pulls', signedIn: 'when-found' },
  // a draft is its repository's writers' only (ListReleases' IncludeDrafts; GetRelease and
  // GetReleaseByTag answer anyone else 404); the latest release is never a draft
  '/releases': { audience: 'anonymous', area: 'releases' },
  '/releases/latest': { audience: 'everyone', area: 'releases' },
  '/releases/tags/{tag}': { audience: 'anonymous', area: 'releases' },
  '/releases/{id}': { audience: 'anonymous', area: 'releases' },
  // no event tells of these: kept for the short TTL only
  '/labels': { audience: 'everyone', area: 'untracked' },
  '/labels/{id}': { audience: 'everyone', area: 'untracked' },
  '/milestones': { audience: 'everyone', area: 'untracked' },
  '/milestones/{id}': { audience: 'everyone', area: 'untracked' },
  '/stargazers': { audience: 'everyone', area: 'untracked' },
  '/subscribers': { audience: 'everyone', area: 'untracked' },
  '/topics': { audience: 'everyone', area: 'untracked' },
  '/forks': { audience: 'anonymous', area: 'untracked' },
  '/assignees': { audience: 'everyone', area: 'untracked' },
  '/wiki/pages': { audience: 'everyone', area: 'untracked' },
  '/wiki/page/{pageName}': { audience: 'everyone', area: 'untracked' },
  '/wiki/revisions/{pageName}': { audience: 'everyone', area: 'untracked' },
};

const FULL_SHA = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
/** git object routes whose {sha} names the object itself */
const SHA_ROUTES = new Set([
  '/git/commits/{sha}',
  '/git/commits/{sha}.{diffType}',
  '/git/tags/{sha}',
  '/git/trees/{sha}',
]);
/** routes whose `ref` query parameter, when a full sha, pins the answer */
const REF_ROUTES = new Set([
  '/contents',
  '/contents/{filepath}',
  '/contents-ext/{filepath}',
  '/file-contents',
]);

/** How `call` (a GET) may be shared, or undefined when it never is. */
export function sharingOf(call: Pick<ForgeCall, 'route' | 'params' | 'path'>): Sharing | undefined {
  if (!call.route.startsWith(R)) return undefined;
  const tail = call.route.slice(R.length);
  const rule = SHARED_ROUTES[tail];
  const owner = call.params?.owner;
  const name = call.params?.repo;
  if (!rule || typeof owner !== 'string' || typeof name !== 'string') return undefined;
  return {
    repo: `${owner}/${name}`.toLowerCase(),
    owner: owner.toLowerCase(),
    audience: rule.audience,
    area: rule.area,
    immutable: isImmutable(tail, call),
    ...(rule.signedIn ? { signedIn: rule.signedIn } : {}),
  };
}

function isImmutable(tail: string, call: Pick<ForgeCall, 'params' | 'path'>): boolean {
  if (SHA_ROUTES.has(tail)) return FULL_SHA.test(String(call.params?.sha ?? ''));
  if (tail === '/compare/{basehead}') {
    const [base, head] = String(call.params?.basehead ?? '').split('...');
    return FULL_SHA.test(base ?? '') && FULL_SHA.test(head ?? '');
  }
  if (!REF_ROUTES.has(tail)) return false;
  const query = call.path.indexOf('?');
  const ref = query < 0 ? null : new URLSearchParams(call.path.slice(query + 1)).get('ref');
  return ref !== null && FULL_SHA.test(ref);
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
