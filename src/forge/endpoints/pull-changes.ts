// What a pull request changes and how it lands: its files and commits, create, edit and merge
// (routers/api/v1/repo/pull.go).

import type { ForgeResponse, ForgeSession } from '../session.js';
import type { PullRequest } from '../types.js';
import type {
  ChangedFile,
  Commit,
  CreatePullRequestOption,
  EditPullRequestOption,
  MergePullRequestOption,
} from '../types-area-pulls.js';
import type { PullArgs } from './pull-reviews.js';
import type { RepoArgs } from './repos.js';
import type { PageArgs } from './users.js';

const pullParams = (args: PullArgs) => ({ owner: args.owner, repo: args.repo, index: args.index });

/** 200 ChangedFile[] + X-Total-Count: the diff between the merge base and the head */
export const listPullRequestFiles = (
  forge: ForgeSession,
  args: PullArgs & PageArgs,
): Promise<ForgeResponse<ChangedFile[]>> =>
  forge.request('GET /repos/{owner}/{repo}/pulls/{index}/files', {
    params: pullParams(args),
    query: { page: args.page, limit: args.limit },
  });

/**
 * 200 Commit[] + X-Total-Count, newest first. `verification` and `files` default to true upstream
 * and cost the forge a signature check and a diff per commit: the gateway asks for them only when
 * the query selects them.
 */
export const listPullRequestCommits = (
  forge: ForgeSession,
  args: PullArgs & PageArgs & { verification?: boolean; files?: boolean },
): Promise<ForgeResponse<Commit[]>> =>
  forge.request('GET /repos/{owner}/{repo}/pulls/{index}/commits', {
    params: pullParams(args),
    query: { page: args.page, limit: args.limit, verification: args.verification, files: args.files },
  });

/** 201 PullRequest; 409 when an open one has the same head and base; 422 when head = base */
export const createPullRequest = (
  forge: ForgeSession,
  args: RepoArgs,
  body: CreatePullRequestOption,
): Promise<ForgeResponse<PullRequest>> =>
  forge.request('POST /repos/{owner}/{repo}/pulls', { params: { owner: args.owner, repo: args.repo }, body });

/** 201 (not 200) PullRequest; 412 when the state of a merged pull request is changed */
export const editPullRequest = (
  forge: ForgeSession,
  args: PullArgs,
  body: EditPullRequestOption,
): Promise<ForgeResponse<PullRequest>> =>
  forge.request('PATCH /repos/{owner}/{repo}/pulls/{index}', { params: pullParams(args), body });

/** 200 with an empty body; 405 when it cannot be merged (already merged, not allowed, WIP); 409 when the head moved */
export const mergePullRequest = (
  forge: ForgeSession,
  args: PullArgs,
  body: MergePullRequestOption,
): Promise<ForgeResponse<unknown>> =>
  forge.request('POST /repos/{owner}/{repo}/pulls/{index}/merge', { params: pullParams(args), body });
