// Pull request reviews beyond op 13: list, get, a review's line comments, submit a pending review,
// dismiss one, request reviewers (routers/api/v1/repo/pull_review.go).

import type { ForgeResponse, ForgeSession } from '../session.js';
import type { PullReview } from '../types.js';
import type {
  DismissPullReviewOptions,
  PullReviewComment,
  PullReviewRequestOptions,
  SubmitPullReviewOptions,
} from '../types-area-pulls.js';
import type { RepoArgs } from './repos.js';
import type { PageArgs } from './users.js';

export type PullArgs = RepoArgs & { index: number };
export type ReviewArgs = PullArgs & { id: number };

const pullParams = (args: PullArgs) => ({ owner: args.owner, repo: args.repo, index: args.index });
const reviewParams = (args: ReviewArgs) => ({ ...pullParams(args), id: args.id });

/** 200 PullReview[] + X-Total-Count; another user's PENDING reviews are left out */
export const listPullReviews = (
  forge: ForgeSession,
  args: PullArgs & PageArgs,
): Promise<ForgeResponse<PullReview[]>> =>
  forge.request('GET /repos/{owner}/{repo}/pulls/{index}/reviews', {
    params: pullParams(args),
    query: { page: args.page, limit: args.limit },
  });

export const getPullReview = (forge: ForgeSession, args: ReviewArgs): Promise<ForgeResponse<PullReview>> =>
  forge.request('GET /repos/{owner}/{repo}/pulls/{index}/reviews/{id}', { params: reviewParams(args) });

/** 200 PullReviewComment[], the whole list: the forge does not page it */
export const listPullReviewComments = (
  forge: ForgeSession,
  args: ReviewArgs,
): Promise<ForgeResponse<PullReviewComment[]>> =>
  forge.request('GET /repos/{owner}/{repo}/pulls/{index}/reviews/{id}/comments', {
    params: reviewParams(args),
  });

/** 200 PullReview: submits the caller's PENDING review with an event */
export const submitPullReview = (
  forge: ForgeSession,
  args: ReviewArgs,
  body: SubmitPullReviewOptions,
): Promise<ForgeResponse<PullReview>> =>
  forge.request('POST /repos/{owner}/{repo}/pulls/{index}/reviews/{id}', {
    params: reviewParams(args),
    body,
  });

/** 200 PullReview; repository admins only */
export const dismissPullReview = (
  forge: ForgeSession,
  args: ReviewArgs,
  body: DismissPullReviewOptions,
): Promise<ForgeResponse<PullReview>> =>
  forge.request('POST /repos/{owner}/{repo}/pulls/{index}/reviews/{id}/dismissals', {
    params: reviewParams(args),
    body,
  });

/** 201 PullReview[]: one REQUEST_REVIEW review per requested user or team */
export const createPullReviewRequests = (
  forge: ForgeSession,
  args: PullArgs,
  body: PullReviewRequestOptions,
): Promise<ForgeResponse<PullReview[]>> =>
  forge.request('POST /repos/{owner}/{repo}/pulls/{index}/requested_reviewers', {
    params: pullParams(args),
    body,
  });
