// Pull requests, their reviews, files and commits, and commit statuses (routers/api/v1/api.go, the
// /repos/{owner}/{repo}/pulls group behind mustAllowPulls, and /statuses).
import { mustAllowPulls, mustNotBeArchived, repoAssignment, reqRepoWriter, reqToken } from '../../guards.js';
import type { RouteRow } from '../../route-row.js';
import { listPullCommits, listPullFiles } from './pull-diff.js';
import {
  createReview,
  dismissReview,
  getReview,
  getReviewComments,
  listReviews,
  requestReviewers,
  submitReview,
} from './pull-reviews.js';
import { createPull, editPull, mergePull } from './pull-writes.js';
import { getPull, listPulls } from './pulls.js';
import { createStatus, getCombinedStatus, listStatuses } from './statuses.js';

const pulls = [repoAssignment, mustAllowPulls];
const signedIn = [...pulls, reqToken];
const pullWrites = [...pulls, reqToken, mustNotBeArchived];

export const pullRoutes: RouteRow[] = [
  { route: 'GET /repos/{owner}/{repo}/pulls', guards: pulls, handler: listPulls },
  { route: 'POST /repos/{owner}/{repo}/pulls', guards: pullWrites, handler: createPull },
  { route: 'GET /repos/{owner}/{repo}/pulls/{index}', guards: pulls, handler: getPull },
  { route: 'PATCH /repos/{owner}/{repo}/pulls/{index}', guards: signedIn, handler: editPull },
  { route: 'POST /repos/{owner}/{repo}/pulls/{index}/merge', guards: pullWrites, handler: mergePull },
  { route: 'GET /repos/{owner}/{repo}/pulls/{index}/files', guards: pulls, handler: listPullFiles },
  { route: 'GET /repos/{owner}/{repo}/pulls/{index}/commits', guards: pulls, handler: listPullCommits },
  { route: 'GET /repos/{owner}/{repo}/pulls/{index}/reviews', guards: pulls, handler: listReviews },
  { route: 'POST /repos/{owner}/{repo}/pulls/{index}/reviews', guards: signedIn, handler: createReview },
  { route: 'GET /repos/{owner}/{repo}/pulls/{index}/reviews/{id}', guards: pulls, handler: getReview },
  { route: 'POST /repos/{owner}/{repo}/pulls/{index}/reviews/{id}', guards: signedIn, handler: submitReview },
  {
    route: 'GET /repos/{owner}/{repo}/pulls/{index}/reviews/{id}/comments',
    guards: pulls,
    handler: getReviewComments,
  },
  {
    route: 'POST /repos/{owner}/{repo}/pulls/{index}/reviews/{id}/dismissals',
    guards: signedIn,
    handler: dismissReview,
  },
  {
    route: 'POST /repos/{owner}/{repo}/pulls/{index}/requested_reviewers',
    guards: signedIn,
    handler: requestReviewers,
  },
  // commit statuses
  {
    route: 'GET /repos/{owner}/{repo}/commits/{ref}/status',
    guards: [repoAssignment],
    handler: getCombinedStatus,
  },
  { route: 'GET /repos/{owner}/{repo}/statuses/{sha}', guards: [repoAssignment], handler: listStatuses },
  {
    route: 'POST /repos/{owner}/{repo}/statuses/{sha}',
    guards: [repoAssignment, reqToken, reqRepoWriter],
    handler: createStatus,
  },
];
