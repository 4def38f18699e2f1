// Branch, tag, commit and tree JSON (Gitea's services/convert/convert.go ToBranch and ToTag,
// services/convert/git_commit.go ToCommit and ToPayloadCommit, services/repository/files/tree.go).

import type {
  AnnotatedTag,
  Branch,
  Commit,
  GitTreeResponse,
  PayloadCommit,
  Tag,
} from '../../forge/types/git.js';
import type { PayloadUser } from '../../forge/types/index.js';
import { affectedFiles, commitStats, type TagInfo, type TreeListing } from '../git/history.js';
import type { GitTag } from '../git/objects.js';
import type { GitCommit } from '../git/repository.js';
import type { RepoContext, RequestContext } from '../http/context.js';
import { canMerge, canPush, protectionFor } from '../model/branch-protection.js';
import type { RepoRec, UserRec } from '../model/records.js';
import { commitUser, UNSIGNED } from './contents.js';
import { pathEscape, rfc3339, ZERO_TIME } from './format.js';
import { repoApiUrl, repoHtmlUrl } from './repos.js';
import { userFor } from './users.js';

/** user_model.GetUserByEmail: the account whose address the commit names, if any. */
function userByEmail(ctx: RequestContext, email: string): UserRec | undefined {
  const lower = email.toLowerCase();
  return ctx.store.users.find((user) => !user.isOrg && user.email.toLowerCase() === lower);
}

function payloadUser(ctx: RequestContext, name: string, email: string): PayloadUser {
  return { name, email, username: userByEmail(ctx, email)?.login ?? '' };
}

/** ToPayloadCommit: the head commit a branch embeds. */
export function payloadCommitJson(ctx: RequestContext, repo: RepoRec, commit: GitCommit): PayloadCommit {
  return {
    id: commit.sha,
    message: commit.message,
    url: `${repoHtmlUrl(ctx, repo)}/commit/${commit.sha}`,
    author: payloadUser(ctx, commit.author.name, commit.author.email),
    committer: payloadUser(ctx, commit.committer.name, commit.committer.email),
    verification: UNSIGNED,
    timestamp: rfc3339(commit.author.date),
    added: null,
    removed: null,
    modified: null,
  };
}

/** ToBranch: protection fields from the first matching rule, push and merge rights of the caller. */
export function branchJson(ctx: RequestContext, rc: RepoContext, name: string, commit: GitCommit): Branch {
  const rule = protectionFor(ctx.store, rc.repo.id, name);
  return {
    name,
    commit: payloadCommitJson(ctx, rc.repo, commit),
    protected: rule !== null,
    required_approvals: rule?.requiredApprovals ?? 0,
    enable_status_check: rule?.enableStatusCheck ?? false,
    status_check_contexts: rule ? [...rule.statusCheckContexts] : [],
    user_can_push: canPush(rule, ctx.user, rc.mode),
    user_can_merge: canMerge(rule, ctx.user, rc.mode),
    effective_branch_protection_name: rule?.ruleName ?? '',
  };
}

export interface CommitOptions {
  stat: boolean;
  verification: boolean;
  files: boolean;
}

/** convert.ParseCommitOptions: each part is on unless its query parameter says false. */
export function commitOptionsOf(ctx: RequestContext): CommitOptions {
  const on = (name: string) => {
    const value = ctx.form(name);
    return value === '' || ['1', 't', 'T', 'true', 'TRUE', 'True'].includes(value);
  };
  return { stat: on('stat'), verification: on('verification'), files: on('files') };
}

/** ToCommit. Note Gitea's quirk, kept: `commit.tree.sha` is the commit's own id, not its tree's. */
export function commitJson(
  ctx: RequestContext,
  repo: RepoRec,
  commit: GitCommit,
  opts: CommitOptions,
): Commit {
  const api = repoApiUrl(ctx, repo);
  const self = `${api}/git/commits/${pathEscape(commit.sha)}`;
  const author = userByEmail(ctx, commit.author.email);
  const committer = userByEmail(ctx, commit.committer.email);
  const created = rfc3339(commit.committer.date);
  return {
    url: self,
    sha: commit.sha,
    created,
    html_url: `${repoHtmlUrl(ctx, repo)}/commit/${pathEscape(commit.sha)}`,
    commit: {
      url: self,
      author: commitUser(commit.author),
      committer: commitUser(commit.committer),
      message: commit.message,
      tree: { url: `${api}/git/trees/${pathEscape(commit.sha)}`, sha: commit.sha, created },
      verification: opts.verification ? UNSIGNED : null,
    },
    author: author ? userFor(ctx, author) : null,
    committer: committer ? userFor(ctx, committer) : null,
    // CommitMeta.created is a plain time.Time Gitea leaves unset for parents.
    parents: commit.parents.map((sha) => ({
      url: `${api}/git/commits/${pathEscape(sha)}`,
      sha,
      created: ZERO_TIME,
    })),
    files: opts.files ? affectedFiles(repo.git, commit.sha) : null,
    stats: opts.stat ? commitStats(repo.git, commit.sha) : null,
  };
}

/** ToTag: the message without its final newline; `commit.url` names the tag object (Gitea's quirk). */
export function tagJson(ctx: RequestContext, repo: RepoRec, tag: TagInfo): Tag {
  const html = repoHtmlUrl(ctx, repo);
  return {
    name: tag.name,
    message: tag.message.replace(/\n$/, ''),
    id: tag.id,
    commit: {
      sha: tag.commit.sha,
      url: `${repoApiUrl(ctx, repo)}/git/commits/${tag.id}`,
      created: rfc3339(tag.tagger.date),
    },
    zipball_url: `${html}/archive/${tag.name}.zip`,
    tarball_url: `${html}/archive/${tag.name}.tar.gz`,
  };
}

/** ToAnnotatedTag: the tag object, its tagger and the commit it names. */
export function annotatedTagJson(ctx: RequestContext, repo: RepoRec, tag: Readonly<GitTag>): AnnotatedTag {
  const api = repoApiUrl(ctx, repo);
  return {
    tag: tag.name,
    sha: tag.sha,
    url: `${api}/git/tags/${tag.sha}`,
    message: tag.message,
    tagger: commitUser(tag.tagger),
    object: { type: tag.objectType, url: `${api}/git/commits/${tag.object}`, sha: tag.object },
    verification: UNSIGNED,
  };
}

/** GetTreeBySHA: one page of the entries; `truncated` when entries follow this page. */
export function treeJson(
  ctx: RequestContext,
  repo: RepoRec,
  listing: TreeListing,
  page: number,
  perPage: number,
): GitTreeResponse {
  const api = repoApiUrl(ctx, repo);
  const response: GitTreeResponse = {
    sha: listing.sha,
    url: `${api}/git/trees/${pathEscape(listing.sha)}`,
    tree: null,
    truncated: false,
    page,
    total_count: listing.entries.length,
  };
  const start = perPage * (page - 1);
  if (start < 0 || start >= listing.entries.length) return response;
  const end = Math.min(start + perPage, listing.entries.length);
  response.truncated = end < listing.entries.length;
  response.tree = listing.entries.slice(start, end).map((entry) => ({
    path: entry.path,
    mode: entry.mode,
    type: entry.type,
    size: entry.size,
    sha: entry.sha,
    url:
      entry.type === 'tree'
        ? `${api}/git/trees/${entry.sha}`
        : entry.type === 'commit'
          ? ''
          : `${api}/git/blobs/${entry.sha}`,
  }));
  return response;
}
