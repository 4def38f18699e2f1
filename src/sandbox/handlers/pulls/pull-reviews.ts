// Reviews of a pull request: create, list, get, line comments, submit, dismiss and undismiss,
// delete. Status codes and bodies follow Gitea's routers/api/v1/repo/pull_review.go.

import { reviewCommentJson } from '../../convert/pull-changes.js';
import { reviewJson } from '../../convert/pulls.js';
import type { BodySchema } from '../../http/binding.js';
import type { RepoContext, RequestContext } from '../../http/context.js';
import { jsonReply, type Reply } from '../../http/errors.js';
import { formInt, pageOf, totalCountHeaders } from '../../http/paging.js';
import {
  Access,
  type IssueRec,
  type PullRec,
  type ReviewRec,
  type ReviewState,
} from '../../model/records.js';
import type { Store } from '../../model/store.js';
import { emitReview } from '../../webhooks/payloads.js';
import { CreatePullReviewOptions, DismissPullReviewOptions, SubmitPullReviewOptions } from './forms.js';
import { pullOrNotFound } from './pulls.js';

/** Code comments are Comment rows in Gitea: their ids continue the comments' sequence. */
export function nextCodeCommentId(store: Store): number {
  let max = store.nextId(store.comments) - 1;
  for (const review of store.reviews) {
    max = Math.max(max, review.commentId);
    for (const comment of review.codeComments) max = Math.max(max, comment.id ?? 0);
  }
  return max + 1;
}

/** A review request of a user (or of a team, reviewer 0): a REQUEST_REVIEW review row */
export function reviewRequest(
  store: Store,
  issueId: number,
  reviewerId: number,
  now: Date,
  teamId?: number,
): ReviewRec {
  return {
    id: store.nextId(store.reviews),
    issueId,
    reviewerId,
    ...(teamId ? { teamId } : {}),
    state: 'REQUEST_REVIEW',
    body: '',
    commitId: '',
    official: false,
    stale: false,
    dismissed: false,
    codeComments: [],
    commentId: nextCodeCommentId(store),
    createdAt: now,
    updatedAt: now,
  };
}

/** An author sees their own PENDING reviews; a site admin sees all (convert.ToPullReviewList) */
const canSee = (ctx: RequestContext, review: ReviewRec) =>
  review.state !== 'PENDING' || ctx.user?.isAdmin === true || ctx.user?.id === review.reviewerId;

/** prepareSingleReview: the pull request, the review, that it belongs to the pull, and its visibility */
function singleReview(ctx: RequestContext, rc: RepoContext) {
  const { issue, pull } = pullOrNotFound(ctx, rc);
  const id = formInt(ctx.param('id'));
  const review = ctx.store.reviews.find((r) => r.id === id);
  if (!review) throw ctx.notFound('GetReviewByID', [`review does not exist [id: ${id}]`]);
  if (review.issueId !== issue.id) throw ctx.notFound('ReviewNotInPR');
  if (!canSee(ctx, review)) throw ctx.notFound('GetReviewByID');
  return { issue, pull, review };
}

/** GET /repos/{owner}/{repo}/pulls/{index}/reviews → 200 PullReview[] + X-Total-Count */
export function listReviews(ctx: RequestContext): Reply {
  const { issue } = pullOrNotFound(ctx, ctx.repo());
  const all = ctx.store.reviews.filter((r) => r.issueId === issue.id);
  // Gitea pages the rows first, then drops others' pending reviews, and counts every row
  const page = pageOf(all, ctx.listOptions()).filter((r) => canSee(ctx, r));
  return jsonReply(
    200,
    page.map((r) => reviewJson(ctx, r, issue)),
    totalCountHeaders(all.length),
  );
}

/** GET /repos/{owner}/{repo}/pulls/{index}/reviews/{id} → 200 PullReview */
export function getReview(ctx: RequestContext): Reply {
  const { review, issue } = singleReview(ctx, ctx.repo());
  return jsonReply(200, reviewJson(ctx, review, issue));
}

/** GET .../reviews/{id}/comments → 200 PullReviewComment[] (not paged) */
export function getReviewComments(ctx: RequestContext): Reply {
  const { review, issue } = singleReview(ctx, ctx.repo());
  return jsonReply(
    200,
    review.codeComments.map((c) => reviewCommentJson(ctx, review, issue, c)),
  );
}

const headOf = (ctx: RequestContext, pull: PullRec) =>
  pull.headSha ?? ctx.store.repoById(pull.headRepoId)?.git.branches.get(pull.headBranch) ?? '';

/** the reviewer's earlier reviews of the pull request no longer count as official (Gitea clears them by
 * issue and reviewer, whatever the new review's own standing) */
function clearOfficial(reviews: ReviewRec[], issueId: number, reviewerId: number): void {
  for (const r of reviews) if (r.issueId === issueId && r.reviewerId === reviewerId) r.official = false;
}

/** POST .../reviews/{id} → 200 PullReview: submits the caller's PENDING review */
export function submitReview(ctx: RequestContext): Reply {
  const rc = ctx.repo();
  const form = ctx.bind(SubmitPullReviewOptions);
  const { review, issue, pull } = singleReview(ctx, rc);
  if (review.state !== 'PENDING') throw ctx.error(422, 'only a pending review can be submitted');
  const state = reviewState(ctx, issue, { ...form, comments: review.codeComments });
  if (state === 'PENDING') throw ctx.error(422, 'review stay pending');
  const decisive = state === 'APPROVED' || state === 'REQUEST_CHANGES';
  if (decisive && (issue.state === 'closed' || pull.merged)) {
    throw ctx.error(422, "can't submit review for a closed or merged PR");
  }
  const official = decisive && rc.mode >= Access.write;
  // SubmitReview: only a reviewer's latest approval or change request counts, so theirs are cleared
  if (decisive) clearOfficial(ctx.store.reviews, issue.id, review.reviewerId);
  const head = headOf(ctx, pull);
  Object.assign(review, {
    state,
    body: form.body ?? '',
    commitId: head,
    official,
    stale: false,
    updatedAt: ctx.store.now(),
  });
  return jsonReply(200, reviewJson(ctx, review, issue));
}

/**
 * dismissReview (pull_review.go) behind …/dismissals and …/undismissals: repository admins only (403),
 * approvals and change requests only (403), open pull requests only (403). 200 PullReview.
 */
function reviewDismissal(dismissed: boolean) {
  return (ctx: RequestContext): Reply => {
    const rc = ctx.repo();
    const form = dismissed ? ctx.bind(DismissPullReviewOptions) : { priors: false };
    if (rc.mode < Access.admin) throw ctx.error(403, 'Must be repo admin');
    const { review, issue, pull } = singleReview(ctx, rc);
    if (review.state !== 'APPROVED' && review.state !== 'REQUEST_CHANGES') {
      throw ctx.error(
        403,
        "not need to dismiss this review because it's type is not Approve or change request",
      );
    }
    // services/pull/review.go DismissReview: ErrDismissRequestOnClosedPR
    if (issue.state === 'closed' || pull.merged)
      throw ctx.error(403, "can't dismiss a review on a closed or merged PR");
    const now = ctx.store.now();
    // models/issues/review.go DismissReview changes the flag alone; `official` stays as it was
    const change = (r: ReviewRec) => Object.assign(r, { dismissed, updatedAt: now });
    change(review);
    if (form.priors) {
      for (const r of ctx.store.reviews) {
        const prior = r.issueId === issue.id && r.reviewerId === review.reviewerId && r.id < review.id;
        if (prior && (r.state === 'APPROVED' || r.state === 'REQUEST_CHANGES')) change(r);
      }
    }
    return jsonReply(200, reviewJson(ctx, review, issue));
  };
}

/** POST .../reviews/{id}/dismissals → 200 PullReview */
export const dismissReview = reviewDismissal(true);

/** POST .../reviews/{id}/undismissals (UnDismissPullReview) → 200 PullReview */
export const undismissReview = reviewDismissal(false);

/**
 * DELETE .../reviews/{id} (DeletePullReview): only site admins and the reviewer (403 "only admin and
 * user itself can delete a review"); 204.
 */
export function deleteReview(ctx: RequestContext): Reply {
  const rc = ctx.repo();
  const { review } = singleReview(ctx, rc);
  if (!ctx.doer.isAdmin && ctx.doer.id !== review.reviewerId) {
    throw ctx.error(403, 'only admin and user itself can delete a review');
  }
  const { store } = ctx;
  store.reviews.splice(store.reviews.indexOf(review), 1);
  return { status: 204 };
}

export interface ReviewBody {
  event?: string;
  body?: string;
  commit_id?: string;
  comments?: { path?: string; body?: string; old_position?: number; new_position?: number }[];
}

/** Gitea's preparePullReviewType */
export function reviewState(ctx: RequestContext, issue: IssueRec, form: ReviewBody): ReviewState {
  const event = form.event ?? '';
  const hasBody = (form.body ?? '').trim() !== '';
  const own = issue.posterId === ctx.user?.id;
  let state: ReviewState = 'PENDING';
  let needsBody = true;
  if (event === 'APPROVED') {
    if (own) throw ctx.error(422, 'approve your own pull is not allowed');
    state = 'APPROVED';
    needsBody = false;
  } else if (event === 'REQUEST_CHANGES') {
    if (own) throw ctx.error(422, 'reject your own pull is not allowed');
    state = 'REQUEST_CHANGES';
  } else if (event === 'COMMENT') {
    state = 'COMMENT';
    needsBody = false;
    if (!hasBody && (form.comments ?? []).length === 0) {
      throw ctx.error(422, `review event ${event} requires a body or a comment`);
    }
  }
  if (needsBody && !hasBody) throw ctx.error(422, `review event ${event} requires a body`);
  return state;
}

/** POST /repos/{owner}/{repo}/pulls/{index}/reviews → 200 PullReview, not 201 */
export function createReview(ctx: RequestContext): Reply {
  const rc = ctx.repo();
  const doer = ctx.doer;
  const form = ctx.bind<ReviewBody>(CreatePullReviewOptions as BodySchema);
  const { issue, pull } = pullOrNotFound(ctx, rc);
  const state = reviewState(ctx, issue, form);
  const decisive = state === 'APPROVED' || state === 'REQUEST_CHANGES';
  if (decisive && (issue.state === 'closed' || pull.merged)) {
    throw ctx.error(422, "can't submit review for a closed or merged PR");
  }
  const { store } = ctx;
  const head = store.repoById(pull.headRepoId)?.git.branches.get(pull.headBranch) ?? '';
  const commitId = form.commit_id || head;
  const now = store.now();
  const official = decisive && rc.mode >= Access.write;
  if (decisive) clearOfficial(store.reviews, issue.id, doer.id);
  // code comments share the comments' id space (Gitea stores them as Comment rows)
  let nextCommentId = nextCodeCommentId(store);
  const comments = (form.comments ?? []).map((c) => ({
    id: nextCommentId++,
    path: c.path ?? '',
    body: c.body ?? '',
    line: (c.old_position ?? 0) > 0 ? -(c.old_position ?? 0) : (c.new_position ?? 0),
    commitId,
    createdAt: now,
  }));
  // as Gitea does, an existing PENDING review of the caller is reused and submitted
  let review = store.reviews.find(
    (r) => r.issueId === issue.id && r.reviewerId === doer.id && r.state === 'PENDING',
  );
  if (review) {
    Object.assign(review, { state, body: form.body ?? '', commitId, official, updatedAt: now });
    review.codeComments.push(...comments);
  } else {
    const commentId = nextCodeCommentId(store);
    store.comments.push({
      id: commentId,
      issueId: issue.id,
      posterId: doer.id,
      body: form.body ?? '',
      createdAt: now,
      updatedAt: now,
    });
    review = {
      id: store.nextId(store.reviews),
      issueId: issue.id,
      reviewerId: doer.id,
      state,
      body: form.body ?? '',
      commitId,
      official,
      stale: commitId !== head,
      dismissed: false,
      codeComments: comments,
      commentId,
      createdAt: now,
      updatedAt: now,
    };
    store.reviews.push(review);
  }
  emitReview(ctx, rc.repo, issue, pull, review);
  return jsonReply(200, reviewJson(ctx, review, issue));
}
