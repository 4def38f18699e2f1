// PullRequest and PullReview JSON (Gitea's services/convert/pull.go, pull_review.go).
import type { PullRequest, PullReview } from '../../forge/types/index.js';
import type { RequestContext } from '../http/context.js';
import { repoAccess } from '../model/access.js';
import { pinOrderOf } from '../model/issue-pins.js';
import type { IssueRec, PullRec, ReviewRec } from '../model/records.js';
import { rfc3339, timeOrNull } from './format.js';
import { isDraftTitle, issueHtmlUrl, issueJson } from './issues.js';
import { repoJson } from './repos.js';
import { teamJson, userAnonymous, userFor } from './users.js';

export function pullJson(ctx: RequestContext, pull: PullRec): PullRequest {
  const { store } = ctx;
  const issue = store.issue(pull.issueId);
  const base = store.repo(issue.repoId);
  const head = store.repoById(pull.headRepoId);
  const apiIssue = issueJson(ctx, issue);
  const html = issueHtmlUrl(ctx, issue);
  const baseSha = base.git.branches.get(pull.baseBranch) ?? '';
  const headSha = head?.git.branches.get(pull.headBranch);
  return {
    id: pull.id,
    // Gitea fills `url` with the web URL of the pull request
    url: html,
    number: issue.index,
    user: apiIssue.user ?? null,
    title: issue.title,
    body: issue.body,
    labels: apiIssue.labels ?? [],
    milestone: apiIssue.milestone ?? null,
    assignee: apiIssue.assignee ?? null,
    assignees: apiIssue.assignees ?? null,
    requested_reviewers: requestedReviewers(ctx, issue),
    requested_reviewers_teams: requestedTeams(ctx, issue),
    state: issue.state,
    draft: isDraftTitle(issue.title),
    is_locked: issue.isLocked,
    comments: issue.numComments,
    review_comments: store.reviews
      .filter((r) => r.issueId === issue.id)
      .reduce((n, r) => n + r.codeComments.length, 0),
    additions: pull.additions,
    deletions: pull.deletions,
    changed_files: pull.changedFiles,
    html_url: html,
    diff_url: `${html}.diff`,
    patch_url: `${html}.patch`,
    mergeable: issue.state === 'open' && !pull.merged,
    merged: pull.merged,
    merged_at: timeOrNull(pull.mergedAt),
    merge_commit_sha: pull.merged ? pull.mergeCommitSha : null,
    merged_by: pull.mergedById === null ? null : userAnonymous(ctx, store.user(pull.mergedById)),
    allow_maintainer_edit: pull.allowMaintainerEdit,
    base: {
      label: pull.baseBranch,
      ref: pull.baseBranch,
      sha: baseSha,
      repo_id: base.id,
      repo: repoJson(ctx, base, repoAccess(store, base, ctx.user)),
    },
    // a deleted head repository leaves Gitea's placeholder ref and repo_id -1
    head:
      head && headSha !== undefined
        ? {
            label: pull.headBranch,
            ref: pull.headBranch,
            sha: headSha,
            repo_id: head.id,
            repo: repoJson(ctx, head, repoAccess(store, head, ctx.user)),
          }
        : {
            label: pull.headBranch,
            ref: `refs/pull/${issue.index}/head`,
            sha: pull.mergeCommitSha ?? '',
            repo_id: -1,
          },
    merge_base: baseSha,
    due_date: null,
    created_at: rfc3339(issue.createdAt),
    updated_at: rfc3339(issue.updatedAt),
    closed_at: timeOrNull(issue.closedAt),
    pin_order: pinOrderOf(ctx.store, issue),
  };
}

export function reviewJson(ctx: RequestContext, review: ReviewRec, issue: IssueRec): PullReview {
  const html = issueHtmlUrl(ctx, issue);
  return {
    id: review.id,
    user: review.teamId ? null : userFor(ctx, ctx.store.user(review.reviewerId)),
    team: teamOf(ctx, review),
    state: review.state,
    body: review.body,
    commit_id: review.commitId,
    stale: review.stale,
    official: review.official,
    dismissed: review.dismissed,
    comments_count: review.codeComments.length,
    submitted_at: rfc3339(review.createdAt),
    updated_at: rfc3339(review.updatedAt),
    html_url: `${html}#issuecomment-${review.commentId}`,
    pull_request_url: html,
  };
}

function teamOf(ctx: RequestContext, review: ReviewRec) {
  const team = review.teamId ? ctx.store.teams.find((t) => t.id === review.teamId) : undefined;
  return team ? teamJson(ctx, team) : null;
}

/** Teams asked for a review (Gitea's LoadRequestedReviewersTeams) */
function requestedTeams(ctx: RequestContext, issue: IssueRec) {
  const asked = ctx.store.reviews.filter(
    (r) => r.issueId === issue.id && r.teamId && r.state === 'REQUEST_REVIEW',
  );
  return asked.flatMap((review) => teamOf(ctx, review) ?? []);
}

/** Users whose newest review of the pull request is a review request (Gitea's LoadRequestedReviewers) */
function requestedReviewers(ctx: RequestContext, issue: IssueRec) {
  const latest = new Map<number, ReviewRec>();
  for (const review of ctx.store.reviews) {
    if (review.issueId === issue.id && !review.teamId) latest.set(review.reviewerId, review);
  }
  return [...latest.values()]
    .filter((review) => review.state === 'REQUEST_REVIEW')
    .map((review) => userAnonymous(ctx, ctx.store.user(review.reviewerId)));
}
