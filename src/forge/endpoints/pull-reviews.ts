// Pull request reviews beyond creating one: list, get, a review's line comments, submit a pending review,
// dismiss one, request reviewers (routers/api/v1/repo/pull_review.go).

import type { RepoArgs } from '../routes/endpoint.js';
import { endpoint, pagedEndpoint } from '../routes/endpoint.js';

export type PullArgs = RepoArgs & { index: number };
export type ReviewArgs = PullArgs & { id: number };

/** 200 PullReview[] + X-Total-Count; another user's PENDING reviews are left out */
export const listPullReviews = pagedEndpoint('GET /repos/{owner}/{repo}/pulls/{index}/reviews');

export const getPullReview = endpoint('GET /repos/{owner}/{repo}/pulls/{index}/reviews/{id}');

/** 200 PullReviewComment[], the whole list: the forge does not page it */
export const listPullReviewComments = endpoint(
  'GET /repos/{owner}/{repo}/pulls/{index}/reviews/{id}/comments',
);

/** 200 PullReview: submits the caller's PENDING review with an event */
export const submitPullReview = endpoint('POST /repos/{owner}/{repo}/pulls/{index}/reviews/{id}');

/** 200 PullReview; repository admins only */
export const dismissPullReview = endpoint('POST /repos/{owner}/{repo}/pulls/{index}/reviews/{id}/dismissals');

/** 201 PullReview[]: one REQUEST_REVIEW review per requested user or team */
export const createPullReviewRequests = endpoint(
  'POST /repos/{owner}/{repo}/pulls/{index}/requested_reviewers',
);

/** 204; the same checks as asking (a writer, the author or the reviewer themself may withdraw) */
export const deletePullReviewRequests = endpoint(
  'DELETE /repos/{owner}/{repo}/pulls/{index}/requested_reviewers',
);

/** 204; only the reviewer and site admins (403 for anyone else) */
export const deletePullReview = endpoint('DELETE /repos/{owner}/{repo}/pulls/{index}/reviews/{id}');

/** 200 PullReview; repository admins only */
export const undismissPullReview = endpoint(
  'POST /repos/{owner}/{repo}/pulls/{index}/reviews/{id}/undismissals',
);

/** 200 User[]: who may be asked for a review (the caller left out), the whole list */
export const listReviewerCandidates = endpoint('GET /repos/{owner}/{repo}/reviewers');
