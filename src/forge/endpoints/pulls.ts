// Pull requests and reviews (spec ops 12, 13 and the supporting read).

import type { ForgeResponse, ForgeSession } from '../session.js';
import type { CreatePullReviewOptions, PullRequest, PullReview } from '../types.js';
import type { RepoArgs } from './repos.js';
import type { PageArgs } from './users.js';

export type PullRequestSort =
  | 'oldest'
  | 'recentupdate'
  | 'recentclose'
  | 'leastupdate'
  | 'mostcomment'
  | 'leastcomment'
  | 'priority';

export interface ListPullRequestsArgs extends RepoArgs, PageArgs {
  /** facts: omitted = every state */
  state?: 'open' | 'closed' | 'all';
  sort?: PullRequestSort;
  milestone?: number;
  labels?: readonly number[];
  poster?: string;
  baseBranch?: string;
}

export const getPullRequest = (
  forge: ForgeSession,
  args: RepoArgs & { index: number },
): Promise<ForgeResponse<PullRequest>> =>
  forge.request('GET /repos/{owner}/{repo}/pulls/{index}', {
    params: { owner: args.owner, repo: args.repo, index: args.index },
  });

/** spec: op 12; facts: parameter names `state`, `sort`, `milestone`, repeated `labels`, `poster`, `base_branch` */
export const listPullRequests = (
  forge: ForgeSession,
  args: ListPullRequestsArgs,
): Promise<ForgeResponse<PullRequest[]>> =>
  forge.request('GET /repos/{owner}/{repo}/pulls', {
    params: { owner: args.owner, repo: args.repo },
    query: {
      state: args.state,
      sort: args.sort,
      milestone: args.milestone,
      labels: args.labels,
      poster: args.poster,
      base_branch: args.baseBranch,
      page: args.page,
      limit: args.limit,
    },
  });

/** spec: op 13; facts: answers 200 */
export const createPullReview = (
  forge: ForgeSession,
  args: RepoArgs & { index: number },
  body: CreatePullReviewOptions,
): Promise<ForgeResponse<PullReview>> =>
  forge.request('POST /repos/{owner}/{repo}/pulls/{index}/reviews', {
    params: { owner: args.owner, repo: args.repo, index: args.index },
    body,
  });
