// Tracked time beyond one issue's list (routers/api/v1/repo/issue_tracked_time.go): a repository's
// entries, the caller's, and removing entries. In Gitea 1.22 and Forgejo alike.

import { endpoint, forwarded, type PageArgs, type RepoArgs } from '../routes/endpoint.js';
import type { TimeWindow } from './comments.js';

type TimeFilters = TimeWindow & PageArgs;

/** paged with X-Total-Count; 400 when time tracking is off; non-writers see only their own entries */
export const listRepoTrackedTimes = endpoint('GET /repos/{owner}/{repo}/times', {
  query: (args: RepoArgs & TimeFilters & { user?: string }) =>
    forwarded(args, 'user', 'since', 'before', 'page', 'limit'),
});

/** the caller's entries in every repository, paged with X-Total-Count */
export const listMyTrackedTimes = endpoint('GET /user/times', {
  query: (args: TimeFilters) => forwarded(args, 'since', 'before', 'page', 'limit'),
});

/** 204: the caller's own entries on the issue are deleted; 404 when there are none */
export const resetIssueTrackedTime = endpoint('DELETE /repos/{owner}/{repo}/issues/{index}/times');

/** 204; only the entry's user or a site admin (an empty 403); 404 for an unknown or deleted entry */
export const deleteIssueTrackedTime = endpoint('DELETE /repos/{owner}/{repo}/issues/{index}/times/{id}');
