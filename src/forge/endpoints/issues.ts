// Issues: edits, dependencies and blocks, deadlines, assignee removal and tracked times.

import type { RepoArgs } from '../routes/endpoint.js';
import { endpoint } from '../routes/endpoint.js';

export type IssueArgs = RepoArgs & { index: number };

export const getIssue = endpoint('GET /repos/{owner}/{repo}/issues/{index}');

/** `assignees` replaces the whole list: the way Gitea removes assignees (routers/api/v1/repo/issue.go) */
export const editIssue = endpoint('PATCH /repos/{owner}/{repo}/issues/{index}');

/** The URL issue becomes blocked by the body issue; answers the URL issue */
export const addIssueDependency = endpoint('POST /repos/{owner}/{repo}/issues/{index}/dependencies');

/** 201 Issue (the URL issue) although the swagger says 200; 500 when there is no such dependency */
export const removeIssueDependency = endpoint('DELETE /repos/{owner}/{repo}/issues/{index}/dependencies');

/** 201 Issue (the URL issue): the body issue becomes blocked by the URL issue */
export const addIssueBlock = endpoint('POST /repos/{owner}/{repo}/issues/{index}/blocks');

/** 201 Issue (the URL issue): the body issue is no longer blocked by it */
export const removeIssueBlock = endpoint('DELETE /repos/{owner}/{repo}/issues/{index}/blocks');

/** 204; repository admins only (403 for everyone else, the poster included) */
export const deleteIssue = endpoint('DELETE /repos/{owner}/{repo}/issues/{index}');

/** 201 IssueDeadline; `due_date` null removes the deadline, a time keeps only its day */
export const setIssueDeadline = endpoint('POST /repos/{owner}/{repo}/issues/{index}/deadline');

/** Absent from Gitea, which answers a plain-text 404; kept for forges that serve it */
export const removeIssueAssignees = endpoint('DELETE /repos/{owner}/{repo}/issues/{index}/assignees');

/** Deprecated in Gitea, not paged (routers/api/v1/repo/issue_tracked_time.go) */
export const listUserTrackedTimes = endpoint('GET /repos/{owner}/{repo}/times/{user}');
