// Who follows an issue (routers/api/v1/repo/issue_subscription.go): in Gitea 1.22 and Forgejo alike.

import { endpoint, pagedEndpoint } from '../routes/endpoint.js';

/** the explicit subscribers, by user id; X-Total-Count is their number */
export const listIssueSubscribers = pagedEndpoint('GET /repos/{owner}/{repo}/issues/{index}/subscriptions');

/** reqToken; WatchInfo whose `subscribed` also counts repository watchers and the issue's participants */
export const checkIssueSubscription = endpoint(
  'GET /repos/{owner}/{repo}/issues/{index}/subscriptions/check',
);

/** 201 when it changed, 200 when it already was; 403 for another user unless a site admin */
export const subscribeUserToIssue = endpoint('PUT /repos/{owner}/{repo}/issues/{index}/subscriptions/{user}');

export const unsubscribeUserFromIssue = endpoint(
  'DELETE /repos/{owner}/{repo}/issues/{index}/subscriptions/{user}',
);
