// Writes on a pull request's branches and its merge state beyond the merge itself (Gitea's
// routers/api/v1/repo/pull.go UpdatePullRequest, IsPullRequestMerged, CancelScheduledAutoMerge).

import { endpoint } from '../routes/endpoint.js';

/** 200; `style` merge (default) or rebase; 403, 404, 409 conflict, 422 merged or closed */
export const updatePullRequest = endpoint('POST /repos/{owner}/{repo}/pulls/{index}/update', {
  query: (args: { style?: 'merge' | 'rebase' }) => ({ style: args.style }),
});

/** 204 merged, 404 not merged (or no such pull request) */
export const isPullRequestMerged = endpoint('GET /repos/{owner}/{repo}/pulls/{index}/merge');

/** 204; 404 when none is scheduled, 403 unless the caller scheduled it or administers the repository */
export const cancelScheduledAutoMerge = endpoint('DELETE /repos/{owner}/{repo}/pulls/{index}/merge');
