// Issue lists and search, issue creation and edits, and the labels of an issue.

import type { PageArgs, RepoArgs } from '../endpoint.js';
import { endpoint, forwarded } from '../endpoint.js';

export type IssueStateParam = 'open' | 'closed' | 'all';

export interface ListIssuesArgs extends RepoArgs, PageArgs {
  /** the forge's default is open */
  state?: IssueStateParam;
  /** label names, joined with commas */
  labels?: readonly string[];
  /** milestone titles or ids, joined with commas */
  milestones?: readonly string[];
  createdBy?: string;
  assignedBy?: string;
  mentionedBy?: string;
  /** RFC 3339: updated at or after */
  since?: string;
  /** RFC 3339: updated at or before */
  before?: string;
  q?: string;
  /** pulls: the pull requests as issues; both: issues and pull requests (the default: issues only) */
  type?: 'issues' | 'pulls' | 'both';
}

const joined = (values?: readonly string[]) => (values && values.length > 0 ? values.join(',') : undefined);

/** routers/api/v1/repo/issue.go ListIssues; `type=issues` (the default here) keeps pull requests out. X-Total-Count + Link */
export const listIssues = endpoint('GET /repos/{owner}/{repo}/issues', {
  query: (args: ListIssuesArgs) => ({
    type: args.type === 'both' ? undefined : (args.type ?? 'issues'),
    state: args.state,
    labels: joined(args.labels),
    milestones: joined(args.milestones),
    ...forwarded(args, 'createdBy', 'assignedBy', 'mentionedBy', 'since', 'before', 'q', 'page', 'limit'),
  }),
});

export interface SearchIssuesArgs extends PageArgs {
  state?: IssueStateParam;
  type?: 'issues' | 'pulls';
  labels?: readonly string[];
  milestones?: readonly string[];
  q?: string;
  priorityRepoId?: number;
  since?: string;
  before?: string;
  assigned?: boolean;
  created?: boolean;
  mentioned?: boolean;
  reviewRequested?: boolean;
  reviewed?: boolean;
  owner?: string;
  team?: string;
}

/** routers/api/v1/repo/issue.go SearchIssues: the caller's readable repositories. X-Total-Count + Link */
export const searchIssues = endpoint('GET /repos/issues/search', {
  query: (args: SearchIssuesArgs) => ({
    state: args.state,
    type: args.type,
    labels: joined(args.labels),
    milestones: joined(args.milestones),
    ...forwarded(args, 'q', 'priorityRepoId', 'since', 'before'),
    assigned: args.assigned || undefined,
    created: args.created || undefined,
    mentioned: args.mentioned || undefined,
    review_requested: args.reviewRequested || undefined,
    reviewed: args.reviewed || undefined,
    ...forwarded(args, 'owner', 'team', 'page', 'limit'),
  }),
});

/** 201 */
export const createIssue = endpoint('POST /repos/{owner}/{repo}/issues');

/** 201; fields a caller may not change are silently kept */
export const updateIssue = endpoint('PATCH /repos/{owner}/{repo}/issues/{index}');

/** 200 with all the labels of the issue */
export const addIssueLabels = endpoint('POST /repos/{owner}/{repo}/issues/{index}/labels');

/** 204 */
export const removeIssueLabel = endpoint('DELETE /repos/{owner}/{repo}/issues/{index}/labels/{id}');

/** 200 Label[] by name, the whole list */
export const listIssueLabels = endpoint('GET /repos/{owner}/{repo}/issues/{index}/labels');

/** 200 with the labels the issue now has: the given ones replace the rest */
export const replaceIssueLabels = endpoint('PUT /repos/{owner}/{repo}/issues/{index}/labels');

/** 204; 403 without write access */
export const clearIssueLabels = endpoint('DELETE /repos/{owner}/{repo}/issues/{index}/labels');
