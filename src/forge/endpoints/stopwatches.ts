// Stopwatches on issues (routers/api/v1/repo/issue_stopwatch.go): in Gitea 1.22 and Forgejo alike.

import { endpoint, pagedEndpoint } from '../routes/endpoint.js';

/** 201; 403 (empty) for callers who may not write issues or track time; 409 when one runs already */
export const startIssueStopwatch = endpoint('POST /repos/{owner}/{repo}/issues/{index}/stopwatch/start');

/** 201: the elapsed time becomes a tracked time; 409 when none runs */
export const stopIssueStopwatch = endpoint('POST /repos/{owner}/{repo}/issues/{index}/stopwatch/stop');

/** 204: nothing is tracked; 409 when none runs */
export const cancelIssueStopwatch = endpoint('DELETE /repos/{owner}/{repo}/issues/{index}/stopwatch/delete');

/** the caller's running stopwatches; X-Total-Count their number */
export const listMyStopwatches = pagedEndpoint('GET /user/stopwatches');
