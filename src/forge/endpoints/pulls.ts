// Pull requests and reviews (spec ops 12, 13 and the supporting read).

import type { PageArgs, RepoArgs } from '../endpoint.js';
import { endpoint, forwarded } from '../endpoint.js';

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

export const getPullRequest = endpoint('GET /repos/{owner}/{repo}/pulls/{index}');

/** spec: op 12; facts: parameter names `state`, `sort`, `milestone`, repeated `labels`, `poster`, `base_branch` */
export const listPullRequests = endpoint('GET /repos/{owner}/{repo}/pulls', {
  query: (args: ListPullRequestsArgs) =>
    forwarded(args, 'state', 'sort', 'milestone', 'labels', 'poster', 'baseBranch', 'page', 'limit'),
});

/** spec: op 13; facts: answers 200 */
export const createPullReview = endpoint('POST /repos/{owner}/{repo}/pulls/{index}/reviews');

/** 200 PullRequest, the newest from `head` (a branch, or `owner:branch` of a fork) into `base`; 404 for none */
export const getPullRequestByBranches = endpoint('GET /repos/{owner}/{repo}/pulls/{base}/{head}');

/** 200 PullRequest whose merge commit is `sha`; 404 when no merged pull request made it */
export const getCommitPullRequest = endpoint('GET /repos/{owner}/{repo}/commits/{sha}/pull');
