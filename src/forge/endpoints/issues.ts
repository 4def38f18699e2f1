// Issues (spec ops 10, 11, 19 and supporting reads).

import type { RepoArgs } from '../endpoint.js';
import { endpoint } from '../endpoint.js';

export type IssueArgs = RepoArgs & { index: number };

export const getIssue = endpoint('GET /repos/{owner}/{repo}/issues/{index}');

/** facts: op 11 "the Gitea way" — `assignees` replaces the whole list */
export const editIssue = endpoint('PATCH /repos/{owner}/{repo}/issues/{index}');

/** spec: op 10 — the URL issue becomes blocked by the body issue; answers the URL issue */
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

/** spec: op 11 — absent from real Gitea (plain-text 404 there) */
export const removeIssueAssignees = endpoint('DELETE /repos/{owner}/{repo}/issues/{index}/assignees');

/** spec: op 19 (deprecated upstream, no paging) */
export const listUserTrackedTimes = endpoint('GET /repos/{owner}/{repo}/times/{user}');
