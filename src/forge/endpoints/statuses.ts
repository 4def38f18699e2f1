// Commit statuses (routers/api/v1/repo/status.go).

import type { PageArgs, RepoArgs } from '../routes/endpoint.js';
import { endpoint, forwarded, pagedEndpoint } from '../routes/endpoint.js';

/**
 * 200 CombinedStatus of a branch, tag or sha: the newest status of each context and their worst
 * state. The statuses in it are paged (default 30, at most 50) and counted in X-Total-Count.
 */
export const getCombinedStatus = pagedEndpoint('GET /repos/{owner}/{repo}/commits/{ref}/status');

export type StatusSort = 'oldest' | 'recentupdate' | 'leastupdate' | 'leastindex' | 'highestindex';

/** 200 CommitStatus[] + X-Total-Count: every status of a sha, newest first unless sorted */
export const listCommitStatuses = endpoint('GET /repos/{owner}/{repo}/statuses/{sha}', {
  query: (args: RepoArgs & PageArgs & { sha: string; sort?: StatusSort; state?: string }) =>
    forwarded(args, 'sort', 'state', 'page', 'limit'),
});

/** 201 CommitStatus; writers of the code only (403) */
export const createCommitStatus = endpoint('POST /repos/{owner}/{repo}/statuses/{sha}');
