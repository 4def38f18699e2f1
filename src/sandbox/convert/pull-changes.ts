// ChangedFile, Commit, PullReviewComment, CommitStatus and CombinedStatus JSON (Gitea's
// services/convert/pull.go ToChangedFile, convert.go ToCommit, pull_review.go ToPullReviewCommentList,
// status.go ToCommitStatus and ToCombinedStatus).
import type { CombinedStatus, Commit, CommitStatus } from '../../forge/types/commits.js';
import type { ChangedFile, PullReviewComment } from '../../forge/types/pulls.js';
import { diffCommits, type FileChange } from '../git/compare.js';
import { changedFiles, type GitCommit } from '../git/repository.js';
import type { RequestContext } from '../http/context.js';
import { repoAccess } from '../model/access.js';
import type { CommitStatusRec, IssueRec, RepoRec, ReviewCodeComment, ReviewRec } from '../model/records.js';
import { commitUser, UNSIGNED } from './contents.js';
import { pathEscapeSegments, rfc3339 } from './format.js';
import { issueHtmlUrl } from './issues.js';
import { repoApiUrl, repoHtmlUrl, repoJson } from './repos.js';
import { userFor } from './users.js';

export function changedFileJson(
  ctx: RequestContext,
  repo: RepoRec,
  change: FileChange,
  headSha: string,
): ChangedFile {
  const html = repoHtmlUrl(ctx, repo);
  const path = pathEscapeSegments(change.filename);
  return {
    filename: change.filename,
    status: change.status,
    additions: change.additions,
    deletions: change.deletions,
    changes: change.additions + change.deletions,
    html_url: `${html}/src/commit/${headSha}/${path}`,
    contents_url: `${repoApiUrl(ctx, repo)}/contents/${path}?ref=${headSha}`,
    raw_url: `${html}/raw/commit/${headSha}/${path}`,
  };
}

/** The account a commit signature's email belongs to, as Gitea matches it (null when none) */
function userByEmail(ctx: RequestContext, email: string) {
  const user = ctx.store.users.find((u) => u.email.toLowerCase() === email.toLowerCase() && !u.isOrg);
  return user ? userFor(ctx, user) : null;
}

export function commitJson(
  ctx: RequestContext,
  repo: RepoRec,
  commit: GitCommit,
  options: { files: boolean; verification: boolean },
): Commit {
  const api = repoApiUrl(ctx, repo);
  const stats = { total: 0, additions: 0, deletions: 0 };
  const parent = commit.parents[0] ?? null;
  for (const change of diffCommits(repo.git, parent, commit.sha)) {
    stats.additions += change.additions;
    stats.deletions += change.deletions;
  }
  stats.total = stats.additions + stats.deletions;
  return {
    url: `${api}/git/commits/${commit.sha}`,
    sha: commit.sha,
    created: rfc3339(commit.committer.date),
    html_url: `${repoHtmlUrl(ctx, repo)}/commit/${commit.sha}`,
    commit: {
      url: `${api}/git/commits/${commit.sha}`,
      author: commitUser(commit.author),
      committer: commitUser(commit.committer),
      message: commit.message,
      tree: {
        url: `${api}/git/trees/${commit.tree}`,
        sha: commit.tree,
        created: rfc3339(commit.committer.date),
      },
      verification: options.verification ? UNSIGNED : null,
    },
    author: userByEmail(ctx, commit.author.email),
    committer: userByEmail(ctx, commit.committer.email),
    parents: commit.parents.map((sha) => ({ url: `${api}/git/commits/${sha}`, sha, created: '' })),
    files: options.files
      ? (changedFiles(repo.git, commit.sha) ?? []).map((f) => ({ filename: f.path, status: f.status }))
      : null,
    stats,
  };
}

export function reviewCommentJson(
  ctx: RequestContext,
  review: ReviewRec,
  issue: IssueRec,
  comment: ReviewCodeComment,
): PullReviewComment {
  const html = issueHtmlUrl(ctx, issue);
  const line = Math.abs(comment.line);
  const commitId = comment.commitId ?? review.commitId;
  const created = rfc3339(comment.createdAt ?? review.createdAt);
  return {
    id: comment.id ?? 0,
    body: comment.body,
    user: userFor(ctx, ctx.store.user(review.reviewerId)),
    resolver: null,
    pull_request_review_id: review.id,
    created_at: created,
    updated_at: created,
    path: comment.path,
    commit_id: commitId,
    original_commit_id: commitId,
    diff_hunk: '',
    // Gitea: position is the new line, original_position the old one
    position: comment.line > 0 ? line : 0,
    original_position: comment.line < 0 ? line : 0,
    html_url: `${html}/files#issuecomment-${comment.id ?? 0}`,
    pull_request_url: html,
  };
}

export function statusJson(ctx: RequestContext, repo: RepoRec, status: CommitStatusRec): CommitStatus {
  return {
    id: status.id,
    state: status.state,
    target_url: status.targetUrl,
    description: status.description,
    url: `${repoApiUrl(ctx, repo)}/statuses/${status.sha}`,
    context: status.context,
    creator: userFor(ctx, ctx.store.user(status.creatorId)),
    created_at: rfc3339(status.createdAt),
    updated_at: rfc3339(status.updatedAt),
  };
}

/** modules/structs/commit_status.go (1.22): the worst state wins, error < failure < warning < pending < success */
const PRIORITY: Record<string, number> = { error: 0, failure: 1, warning: 2, pending: 3, success: 4 };

export function combinedState(statuses: readonly CommitStatusRec[]): string {
  let worst = 'success';
  for (const { state } of statuses) if ((PRIORITY[state] ?? 5) < (PRIORITY[worst] ?? 5)) worst = state;
  return worst;
}

export function combinedJson(
  ctx: RequestContext,
  repo: RepoRec,
  sha: string,
  latest: readonly CommitStatusRec[],
  page: readonly CommitStatusRec[],
): CombinedStatus {
  const api = repoApiUrl(ctx, repo);
  return {
    state: combinedState(latest),
    sha,
    total_count: latest.length,
    statuses: page.map((s) => statusJson(ctx, repo, s)),
    repository: repoJson(ctx, repo, repoAccess(ctx.store, repo, ctx.user)),
    commit_url: `${api}/commits/${sha}`,
    url: `${api}/commits/${sha}/status`,
  };
}
