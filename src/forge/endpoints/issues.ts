// Issues (spec ops 10, 11, 19 and supporting reads).

import type { ForgeResponse, ForgeSession } from '../session.js';
import type { EditIssueOption, Issue, IssueMeta, TrackedTime } from '../types.js';
import type { RepoArgs } from './repos.js';

export type IssueArgs = RepoArgs & { index: number };

const issueParams = (args: IssueArgs) => ({ owner: args.owner, repo: args.repo, index: args.index });

export const getIssue = (forge: ForgeSession, args: IssueArgs): Promise<ForgeResponse<Issue>> =>
  forge.request('GET /repos/{owner}/{repo}/issues/{index}', { params: issueParams(args) });

/** facts: op 11 "the Gitea way" — `assignees` replaces the whole list */
export const editIssue = (
  forge: ForgeSession,
  args: IssueArgs,
  body: EditIssueOption,
): Promise<ForgeResponse<Issue>> =>
  forge.request('PATCH /repos/{owner}/{repo}/issues/{index}', { params: issueParams(args), body });

/** spec: op 10 — the URL issue becomes blocked by the body issue; answers the URL issue */
export const addIssueDependency = (
  forge: ForgeSession,
  args: IssueArgs,
  body: IssueMeta,
): Promise<ForgeResponse<Issue>> =>
  forge.request('POST /repos/{owner}/{repo}/issues/{index}/dependencies', {
    params: issueParams(args),
    body,
  });

/** spec: op 11 — absent from real Gitea (plain-text 404 there) */
export const removeIssueAssignees = (
  forge: ForgeSession,
  args: IssueArgs,
  body: { assignees: string[] },
): Promise<ForgeResponse<Issue>> =>
  forge.request('DELETE /repos/{owner}/{repo}/issues/{index}/assignees', {
    params: issueParams(args),
    body,
  });

/** spec: op 19 (deprecated upstream, no paging) */
export const listUserTrackedTimes = (
  forge: ForgeSession,
  args: RepoArgs & { user: string },
): Promise<ForgeResponse<TrackedTime[]>> =>
  forge.request('GET /repos/{owner}/{repo}/times/{user}', {
    params: { owner: args.owner, repo: args.repo, user: args.user },
  });
