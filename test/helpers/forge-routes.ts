// The forge routes the tests expect in the sandbox's call log, each spelled once: the route template
// the sandbox records for a call (src/sandbox/http/routes.ts), as Gitea's swagger names the path; and
// the call log read by route.

import { countRoutes, type Harness } from './harness.js';

export const REPO = 'GET /repos/{owner}/{repo}';

// Issues and their comments
export const ISSUES = 'GET /repos/{owner}/{repo}/issues';
export const ISSUE = 'GET /repos/{owner}/{repo}/issues/{index}';
export const CREATE_ISSUE = 'POST /repos/{owner}/{repo}/issues';
export const EDIT_ISSUE = 'PATCH /repos/{owner}/{repo}/issues/{index}';
export const ISSUE_COMMENTS = 'GET /repos/{owner}/{repo}/issues/{index}/comments';
export const ISSUE_TIMELINE = 'GET /repos/{owner}/{repo}/issues/{index}/timeline';
export const ADD_COMMENT = 'POST /repos/{owner}/{repo}/issues/{index}/comments';
export const EDIT_COMMENT = 'PATCH /repos/{owner}/{repo}/issues/comments/{id}';
export const DELETE_COMMENT = 'DELETE /repos/{owner}/{repo}/issues/comments/{id}';
export const ADD_ISSUE_REACTION = 'POST /repos/{owner}/{repo}/issues/{index}/reactions';

// Labels and milestones
export const ADD_ISSUE_LABELS = 'POST /repos/{owner}/{repo}/issues/{index}/labels';
export const REMOVE_ISSUE_LABEL = 'DELETE /repos/{owner}/{repo}/issues/{index}/labels/{id}';
export const LABEL = 'GET /repos/{owner}/{repo}/labels/{id}';
export const CREATE_LABEL = 'POST /repos/{owner}/{repo}/labels';
export const CREATE_MILESTONE = 'POST /repos/{owner}/{repo}/milestones';
export const EDIT_MILESTONE = 'PATCH /repos/{owner}/{repo}/milestones/{id}';

// Tracked time
export const ISSUE_TIMES = 'GET /repos/{owner}/{repo}/issues/{index}/times';
export const ADD_ISSUE_TIME = 'POST /repos/{owner}/{repo}/issues/{index}/times';
export const REPO_TIMES = 'GET /repos/{owner}/{repo}/times';
export const MY_TIMES = 'GET /user/times';

// Pins and subscriptions
export const PINNED_ISSUES = 'GET /repos/{owner}/{repo}/issues/pinned';
export const PINNED_PULLS = 'GET /repos/{owner}/{repo}/pulls/pinned';
export const NEW_PIN_ALLOWED = 'GET /repos/{owner}/{repo}/new_pin_allowed';
export const PIN_ISSUE = 'POST /repos/{owner}/{repo}/issues/{index}/pin';
export const UNPIN_ISSUE = 'DELETE /repos/{owner}/{repo}/issues/{index}/pin';
export const MOVE_PIN = 'PATCH /repos/{owner}/{repo}/issues/{index}/pin/{position}';
export const SUBSCRIPTION_CHECK = 'GET /repos/{owner}/{repo}/issues/{index}/subscriptions/check';
export const SUBSCRIBERS = 'GET /repos/{owner}/{repo}/issues/{index}/subscriptions';
export const SUBSCRIBE_USER = 'PUT /repos/{owner}/{repo}/issues/{index}/subscriptions/{user}';
export const UNSUBSCRIBE_USER = 'DELETE /repos/{owner}/{repo}/issues/{index}/subscriptions/{user}';

// Attachments of issues, comments and releases
export const ISSUE_UPLOAD = 'POST /repos/{owner}/{repo}/issues/{index}/assets';
export const ISSUE_ATTACHMENT_RENAME = 'PATCH /repos/{owner}/{repo}/issues/{index}/assets/{attachment_id}';
export const ISSUE_ATTACHMENT_DELETE = 'DELETE /repos/{owner}/{repo}/issues/{index}/assets/{attachment_id}';
export const COMMENT_UPLOAD = 'POST /repos/{owner}/{repo}/issues/comments/{id}/assets';
export const COMMENT_ATTACHMENT_RENAME =
  'PATCH /repos/{owner}/{repo}/issues/comments/{id}/assets/{attachment_id}';
export const COMMENT_ATTACHMENT_DELETE =
  'DELETE /repos/{owner}/{repo}/issues/comments/{id}/assets/{attachment_id}';
export const RELEASE_UPLOAD = 'POST /repos/{owner}/{repo}/releases/{id}/assets';
export const RELEASE_ATTACHMENT_RENAME = 'PATCH /repos/{owner}/{repo}/releases/{id}/assets/{attachment_id}';
export const RELEASE_ATTACHMENT_DELETE = 'DELETE /repos/{owner}/{repo}/releases/{id}/assets/{attachment_id}';

// Pull requests
export const PULL = 'GET /repos/{owner}/{repo}/pulls/{index}';
export const PULL_REVIEWS = 'GET /repos/{owner}/{repo}/pulls/{index}/reviews';
export const PULL_REVIEW = 'GET /repos/{owner}/{repo}/pulls/{index}/reviews/{id}';
export const REVIEW_COMMENTS = 'GET /repos/{owner}/{repo}/pulls/{index}/reviews/{id}/comments';
export const PULL_FILES = 'GET /repos/{owner}/{repo}/pulls/{index}/files';
export const PULL_COMMITS = 'GET /repos/{owner}/{repo}/pulls/{index}/commits';
export const UPDATE_PULL_BRANCH = 'POST /repos/{owner}/{repo}/pulls/{index}/update';
export const MERGE_PULL = 'POST /repos/{owner}/{repo}/pulls/{index}/merge';
export const CANCEL_AUTO_MERGE = 'DELETE /repos/{owner}/{repo}/pulls/{index}/merge';

// Branches, tags, forks, commits and their diffs
export const CREATE_BRANCH = 'POST /repos/{owner}/{repo}/branches';
export const DELETE_BRANCH = 'DELETE /repos/{owner}/{repo}/branches/{branch}';
export const CREATE_TAG = 'POST /repos/{owner}/{repo}/tags';
export const FORK = 'POST /repos/{owner}/{repo}/forks';
export const GIT_COMMIT = 'GET /repos/{owner}/{repo}/git/commits/{sha}';
export const COMMIT_DIFF = 'GET /repos/{owner}/{repo}/git/commits/{sha}.{diffType}';
export const PULL_DIFF = 'GET /repos/{owner}/{repo}/pulls/{index}.{diffType}';
export const COMPARE = 'GET /repos/{owner}/{repo}/compare/{basehead}';

// Commit statuses
export const COMBINED_STATUS = 'GET /repos/{owner}/{repo}/commits/{ref}/status';
export const STATUSES = 'GET /repos/{owner}/{repo}/statuses/{sha}';

// Actions
export const RUNS = 'GET /repos/{owner}/{repo}/actions/runs';
export const RUN = 'GET /repos/{owner}/{repo}/actions/runs/{run}';
export const RUN_JOBS = 'GET /repos/{owner}/{repo}/actions/runs/{run}/jobs';
export const REPO_JOBS = 'GET /repos/{owner}/{repo}/actions/jobs';
export const WORKFLOWS = 'GET /repos/{owner}/{repo}/actions/workflows';

// Wiki and markup
export const WIKI_PAGES = 'GET /repos/{owner}/{repo}/wiki/pages';
export const WIKI_PAGE = 'GET /repos/{owner}/{repo}/wiki/page/{pageName}';
export const NEW_WIKI_PAGE = 'POST /repos/{owner}/{repo}/wiki/new';
export const EDIT_WIKI_PAGE = 'PATCH /repos/{owner}/{repo}/wiki/page/{pageName}';
export const DELETE_WIKI_PAGE = 'DELETE /repos/{owner}/{repo}/wiki/page/{pageName}';
export const MARKUP = 'POST /markup';

/** The harness's call log read by route: the calls of each route, and the query of a route's first call. */
export function callLog(harness: Harness) {
  return {
    calls: () => countRoutes(harness.routes()),
    queryOf: (route: string) => harness.sandbox.calls.find((call) => call.route === route)?.query,
  };
}
