// Commit statuses (routers/api/v1/repo/status.go).

import type { ForgeResponse, ForgeSession } from '../session.js';
import type { CombinedStatus, CommitStatus, CreateStatusOption } from '../types-area-pulls.js';
import type { RepoArgs } from './repos.js';
import type { PageArgs } from './users.js';

/**
 * 200 CombinedStatus of a branch, tag or sha: the newest status of each context and their worst
 * state. The statuses in it are paged (default 30, at most 50) and counted in X-Total-Count.
 */
export const getCombinedStatus = (
  forge: ForgeSession,
  args: RepoArgs & PageArgs & { ref: string },
): Promise<ForgeResponse<CombinedStatus>> =>
  forge.request('GET /repos/{owner}/{repo}/commits/{ref}/status', {
    params: { owner: args.owner, repo: args.repo, ref: args.ref },
    query: { page: args.page, limit: args.limit },
  });

export type StatusSort = 'oldest' | 'recentupdate' | 'leastupdate' | 'leastindex' | 'highestindex';

/** 200 CommitStatus[] + X-Total-Count: every status of a sha, newest first unless sorted */
export const listCommitStatuses = (
  forge: ForgeSession,
  args: RepoArgs & PageArgs & { sha: string; sort?: StatusSort; state?: string },
): Promise<ForgeResponse<CommitStatus[]>> =>
  forge.request('GET /repos/{owner}/{repo}/statuses/{sha}', {
    params: { owner: args.owner, repo: args.repo, sha: args.sha },
    query: { sort: args.sort, state: args.state, page: args.page, limit: args.limit },
  });

/** 201 CommitStatus; writers of the code only (403) */
export const createCommitStatus = (
  forge: ForgeSession,
  args: RepoArgs & { sha: string },
  body: CreateStatusOption,
): Promise<ForgeResponse<CommitStatus>> =>
  forge.request('POST /repos/{owner}/{repo}/statuses/{sha}', {
    params: { owner: args.owner, repo: args.repo, sha: args.sha },
    body,
  });
