// Payload builders for pushes, reviews, releases and new repositories (services/webhook/notifier.go:
// PushCommits, CreateRef, PullRequestReview, NewRelease, CreateRepository), on top of emitRepositoryEvent.

import { rfc3339 } from '../convert/format.js';
import { releaseJson } from '../convert/misc.js';
import { pullJson } from '../convert/pulls.js';
import { repoHtmlUrl } from '../convert/repos.js';
import { userAnonymous } from '../convert/users.js';
import type { GitCommit, GitSignature } from '../git/objects.js';
import type { ChangeOperation } from '../git/repository.js';
import type { RequestContext } from '../http/context.js';
import type { IssueRec, PullRec, ReleaseRec, RepoRec, ReviewState } from '../model/records.js';
import { emitRepositoryEvent, type HookEventType } from './emit.js';

const EMPTY_SHA = '0000000000000000000000000000000000000000';

export interface PushedCommit {
  /** the branch pushed to, without refs/heads/ */
  branch: string;
  /** the branch's commit before the push; '' when the push created the branch */
  before: string;
  commit: GitCommit;
  added: string[];
  removed: string[];
  modified: string[];
}

function payloadUser(ctx: RequestContext, sig: GitSignature) {
  const user = ctx.store.users.find((u) => u.email.toLowerCase() === sig.email.toLowerCase());
  return { name: sig.name, email: sig.email, username: user?.login ?? '' };
}

/** A commit pushed through the contents API (change files, delete a file): `create` for a new branch, then `push`. */
export function emitPush(ctx: RequestContext, repo: RepoRec, push: PushedCommit): void {
  const html = repoHtmlUrl(ctx, repo);
  const { commit } = push;
  const before = push.before || EMPTY_SHA;
  if (!push.before) {
    emitRepositoryEvent(ctx, repo, 'create', { sha: commit.sha, ref: push.branch, ref_type: 'branch' });
  }
  const payloadCommit = {
    id: commit.sha,
    message: commit.message,
    url: `${html}/commit/${commit.sha}`,
    author: payloadUser(ctx, commit.author),
    committer: payloadUser(ctx, commit.committer),
    verification: null,
    timestamp: rfc3339(commit.author.date),
    added: push.added,
    removed: push.removed,
    modified: push.modified,
  };
  const pusher = ctx.user ? userAnonymous(ctx, ctx.user) : undefined;
  emitRepositoryEvent(ctx, repo, 'push', {
    ref: `refs/heads/${push.branch}`,
    before,
    after: commit.sha,
    compare_url: push.before ? `${html}/compare/${push.before}...${commit.sha}` : '',
    commits: [payloadCommit],
    total_commits: 1,
    head_commit: payloadCommit,
    pusher,
  });
}

const REVIEW_TYPES: Partial<Record<ReviewState, HookEventType>> = {
  APPROVED: 'pull_request_review_approved',
  REQUEST_CHANGES: 'pull_request_review_rejected',
  COMMENT: 'pull_request_review_comment',
};

/** A submitted review; a pending one fires nothing. */
export function emitReview(
  ctx: RequestContext,
  repo: RepoRec,
  issue: IssueRec,
  pull: PullRec,
  review: { state: ReviewState; body: string },
): void {
  const type = REVIEW_TYPES[review.state];
  if (!type) return;
  emitRepositoryEvent(ctx, repo, type, {
    action: 'reviewed',
    number: issue.index,
    pull_request: pullJson(ctx, pull),
    commit_id: '',
    review: { type, content: review.body },
  });
}

/** A published release; drafts fire nothing until published. */
export function emitRelease(ctx: RequestContext, repo: RepoRec, release: ReleaseRec, action: string): void {
  if (release.draft) return;
  emitRepositoryEvent(ctx, repo, 'release', { action, release: releaseJson(ctx, release) });
}

/** A new repository (generated or created in an organization): only its owner's hooks can listen yet. */
export function emitRepositoryCreated(ctx: RequestContext, repo: RepoRec): void {
  const owner = ctx.store.user(repo.ownerId);
  emitRepositoryEvent(ctx, repo, 'repository', {
    action: 'created',
    organization: userAnonymous(ctx, owner),
  });
}

/** The added / removed / modified lists of a PayloadCommit from the contents API's operations. */
export function changedPaths(operations: readonly ChangeOperation[]) {
  const added: string[] = [];
  const removed: string[] = [];
  const modified: string[] = [];
  for (const op of operations) {
    if (op.operation === 'delete') removed.push(op.path);
    else if (op.operation === 'update') modified.push(op.path);
    else if (op.operation === 'rename') {
      removed.push(op.fromPath);
      added.push(op.path);
    } else added.push(op.path);
  }
  return { added, removed, modified };
}
