// Pull requests: one, the list, by branches or merge commit, and creating a review.

import type { PageArgs, RepoArgs } from '../routes/endpoint.js';
import { endpoint, forwarded } from '../routes/endpoint.js';

export type PullRequestSort =
  | 'oldest'
  | 'recentupdate'
  | 'recentclose'
  | 'leastupdate'
  | 'mostcomment'
  | 'leastcomment'
  | 'priority';

export interface ListPullRequestsArgs extends RepoArgs, PageArgs {
  /** omitted: every state (Gitea's default, though its swagger says `open`) */
  state?: 'open' | 'closed' | 'all';
  sort?: PullRequestSort;
  milestone?: number;
  labels?: readonly number[];
  poster?: string;
  baseBranch?: string;
}

export const getPullRequest = endpoint('GET /repos/{owner}/{repo}/pulls/{index}');

/** Query parameters as Gitea names them: `state`, `sort`, `milestone`, repeated `labels`, `poster`, `base_branch` */
export const listPullRequests = endpoint('GET /repos/{owner}/{repo}/pulls', {
  query: (args: ListPullRequestsArgs) =>
    forwarded(args, 'state', 'sort', 'milestone', 'labels', 'poster', 'baseBranch', 'page', 'limit'),
});

/** Answers 200, not 201 (routers/api/v1/repo/pull_review.go) */
export const createPullReview = endpoint('POST /repos/{owner}/{repo}/pulls/{index}/reviews');

/** 200 PullRequest, the newest from `head` (a branch, or `owner:branch` of a fork) into `base`; 404 for none */
export const getPullRequestByBranches = endpoint('GET /repos/{owner}/{repo}/pulls/{base}/{head}');

/** 200 PullRequest whose merge commit is `sha`; 404 when no merged pull request made it */
export const getCommitPullRequest = endpoint('GET /repos/{owner}/{repo}/commits/{sha}/pull');
