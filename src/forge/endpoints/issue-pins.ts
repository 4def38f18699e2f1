// Pinned issues and pull requests (routers/api/v1/repo/issue_pin.go): in Gitea 1.22 and Forgejo alike.

import { endpoint } from '../routes/endpoint.js';

/** the pinned issues in pin order, whole (no paging; at most setting.Repository.Issue.MaxPinned) */
export const listPinnedIssues = endpoint('GET /repos/{owner}/{repo}/issues/pinned');

/** the pinned pull requests in pin order, whole */
export const listPinnedPullRequests = endpoint('GET /repos/{owner}/{repo}/pulls/pinned');

/** whether one more issue, and one more pull request, may be pinned */
export const getNewPinAllowed = endpoint('GET /repos/{owner}/{repo}/new_pin_allowed');

/** 204; repository admins only (403); 400 when the kind's pins are at their maximum */
export const pinIssue = endpoint('POST /repos/{owner}/{repo}/issues/{index}/pin');

/** 204, also when it was not pinned */
export const unpinIssue = endpoint('DELETE /repos/{owner}/{repo}/issues/{index}/pin');

/** 204; an issue that is not pinned, or a position below 1, fails with 500 */
export const moveIssuePin = endpoint('PATCH /repos/{owner}/{repo}/issues/{index}/pin/{position}');
