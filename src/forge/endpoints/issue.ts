// What hand code adds to the issue rows (Gitea's routers/api/v1/repo/issue.go, issue_comment.go): issue
// lists and search, whose label and milestone filters are joined with commas, the timeline, whose
// query goes in its own order; and the argument shapes shared by the issue endpoints.

import { FORGE_OPERATIONS } from '../../../generated/forge-endpoints.js';
import type { PageArgs, RepoArgs } from '../routes/endpoint.js';
import { endpoint, forwarded, paged } from '../routes/endpoint.js';

const { issue } = FORGE_OPERATIONS;

export type IssueArgs = RepoArgs & { index: number };

export type CommentArgs = RepoArgs & { id: number };

export interface TimeWindow {
  /** RFC 3339: updated at or after */
  since?: string;
  /** RFC 3339: updated at or before */
  before?: string;
}

export type IssueStateParam = 'open' | 'closed' | 'all';

/** The filters a repository's issue list and the issue search both take. */
export interface IssueFilters extends TimeWindow {
  /** the forge's default is open */
  state?: IssueStateParam;
  /** label names, joined with commas */
  labels?: readonly string[];
  /** milestone titles or ids, joined with commas */
  milestones?: readonly string[];
  q?: string;
}

export interface ListIssuesArgs extends RepoArgs, PageArgs, IssueFilters {
  createdBy?: string;
  assignedBy?: string;
  mentionedBy?: string;
  /** pulls: the pull requests as issues; both: issues and pull requests (the default: issues only) */
  type?: 'issues' | 'pulls' | 'both';
}

const joined = (values?: readonly string[]) => (values && values.length > 0 ? values.join(',') : undefined);

/** routers/api/v1/repo/issue.go ListIssues; `type=issues` (the default here) keeps pull requests out. X-Total-Count + Link */
export const listIssues = endpoint(issue.issueListIssues, {
  query: (args: ListIssuesArgs) => ({
    type: args.type === 'both' ? undefined : (args.type ?? 'issues'),
    state: args.state,
    labels: joined(args.labels),
    milestones: joined(args.milestones),
    ...forwarded(args, 'createdBy', 'assignedBy', 'mentionedBy', 'since', 'before', 'q', 'page', 'limit'),
  }),
});

export interface SearchIssuesArgs extends PageArgs, IssueFilters {
  type?: 'issues' | 'pulls';
  priorityRepoId?: number;
  assigned?: boolean;
  created?: boolean;
  mentioned?: boolean;
  reviewRequested?: boolean;
  reviewed?: boolean;
  owner?: string;
  team?: string;
}

/** routers/api/v1/repo/issue.go SearchIssues: the caller's readable repositories. X-Total-Count + Link */
export const searchIssues = endpoint(issue.issueSearchIssues, {
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

/** paged; X-Total-Count counts the page answered, not the whole timeline */
export const listIssueTimeline = endpoint(issue.issueGetCommentsAndTimeline, {
  query: (args: TimeWindow & PageArgs) => ({ since: args.since, before: args.before, ...paged(args) }),
  nullAsEmpty: true,
});
