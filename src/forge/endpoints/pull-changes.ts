// What a pull request changes and how it lands: its files and commits, create, edit and merge
// (routers/api/v1/repo/pull.go).

import type { PageArgs } from '../routes/endpoint.js';
import { endpoint, forwarded, pagedEndpoint } from '../routes/endpoint.js';
import type { PullArgs } from './pull-reviews.js';

/** 200 ChangedFile[] + X-Total-Count: the diff between the merge base and the head */
export const listPullRequestFiles = pagedEndpoint('GET /repos/{owner}/{repo}/pulls/{index}/files');

/**
 * 200 Commit[] + X-Total-Count, newest first. `verification` and `files` default to true upstream
 * and cost the forge a signature check and a diff per commit: the gateway asks for them only when
 * the query selects them.
 */
export const listPullRequestCommits = endpoint('GET /repos/{owner}/{repo}/pulls/{index}/commits', {
  query: (args: PullArgs & PageArgs & { verification?: boolean; files?: boolean }) =>
    forwarded(args, 'page', 'limit', 'verification', 'files'),
});

/**
 * The pull request's changes from the merge base to its head as `git diff` writes them, binary files
 * as "Binary files … differ"; 404 when no pull request has that number (pull.go DownloadPullDiffOrPatch).
 */
export const getPullRequestDiff = endpoint('GET /repos/{owner}/{repo}/pulls/{index}.{diffType}', {
  params: (args: PullArgs) => ({ ...args, diffType: 'diff' }),
  text: true,
});

/** 201 PullRequest; 409 when an open one has the same head and base; 422 when head = base */
export const createPullRequest = endpoint('POST /repos/{owner}/{repo}/pulls');

/** 201 (not 200) PullRequest; 412 when the state of a merged pull request is changed */
export const editPullRequest = endpoint('PATCH /repos/{owner}/{repo}/pulls/{index}');

/** 200 with an empty body; 405 when it cannot be merged (already merged, not allowed, WIP); 409 when the head moved */
export const mergePullRequest = endpoint('POST /repos/{owner}/{repo}/pulls/{index}/merge');
