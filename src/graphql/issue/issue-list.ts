// Lists of issues: Repository.issues (GET /repos/{owner}/{repo}/issues?type=issues) and
// Query.searchIssues (GET /repos/issues/search). Each issue arrives whole, with its author, labels,
// milestone and assignees embedded, and primes the Issue loader: a page costs one call, and
// `repository.issue(number:)` for an issue of that page costs none.

import type { ArgBuilder } from '@pothos/core';
import { type IssueStateParam, listIssues, searchIssues } from '../../forge/endpoints/index.js';
import type { ForgeResponse } from '../../forge/session.js';
import type { Issue } from '../../forge/types/index.js';
import { argTable } from '../kit/arg-table.js';
import { builder } from '../kit/builder.js';
import type { ConnectionArgs } from '../kit/connection.js';
import { connectionType } from '../kit/connection-type.js';
import type { Context } from '../kit/context.js';
import { IssueStateFilter, IssueTypeFilter } from '../kit/enums.js';
import { repoKey, splitRepoKey } from '../kit/loaders.js';
import { listConnection, listField, pagedList } from '../kit/paged-field.js';
import { IssueRef, issueKeyOf } from '../kit/refs/issue.js';
import { type RepoRef, RepositoryRef, repoListKey, repoRefOf } from '../kit/refs/repository.js';
import { trackIssueList } from './issue-lists-in-flight.js';
import { MilestoneRef, milestoneRepositoryOf } from './milestone.js';

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

export const IssueConnection = connectionType(IssueRef, 'Issue');

/** The state filter of every issue list: open issues unless asked otherwise, as the forge lists them. */
const issueStateArg = (t: { arg: ArgBuilder<Types> }) =>
  t.arg({
    type: IssueStateFilter,
    defaultValue: 'open',
    description: 'Which issues to list: open (the default), closed or all.',
  });

/** The filters of GET /repos/{owner}/{repo}/issues beside `state`. */
const REPOSITORY_ISSUE_FILTERS = {
  labels: ['[String]', 'Label names: issues with any of them (names the repository lacks are ignored).'],
  milestones: ['[String]', 'Milestone titles or ids: issues in any of them (unknown ones are ignored).'],
  createdBy: 'Login of the author.',
  assignedTo: 'Login of an assignee.',
  mentioned: 'Login of a user @mentioned.',
  since: ['DateTime', 'Updated at or after.'],
  updatedBefore: ['DateTime', 'Updated at or before (the forge’s `before`; Relay’s `before` is the cursor).'],
  query: 'Words in the title, text or comments.',
} as const;

/** The filters of GET /repos/issues/search beside `state` and the caller's part. */
const ISSUE_SEARCH_FILTERS = {
  type: [IssueTypeFilter, 'Issues or pull requests only; both when absent.'],
  labels: ['[String]', 'Label names: items with any of them.'],
  milestones: ['[String]', 'Milestone titles: items in any of them.'],
  query: 'Words in the title, text or comments.',
  priorityRepositoryId: ['BigInt', 'A repository to list first (forges from 1.22 on ignore it).'],
  since: ['DateTime', 'Updated at or after.'],
  updatedBefore: ['DateTime', 'Updated at or before.'],
  owner: 'Login of the user or organization owning the repositories.',
  team: 'A team of `owner` (an organization): its repositories only.',
} as const;

/** The search's filters by the caller's part in an item. */
const VIEWER_FILTERS = {
  assignedToViewer: ['Boolean', 'Only items assigned to the caller.'],
  createdByViewer: ['Boolean', 'Only items the caller opened.'],
  mentionsViewer: ['Boolean', 'Only items that @mention the caller.'],
  reviewRequestedFromViewer: ['Boolean', 'Only pull requests awaiting the caller’s review.'],
  reviewedByViewer: ['Boolean', 'Only pull requests the caller reviewed.'],
} as const;

/** Every issue of a page primes the Issue loader (by `owner/name#number`). */
export async function primed(context: Context, call: Promise<ForgeResponse<Issue[]>>) {
  const response = await call;
  if (Array.isArray(response.data)) {
    const loader = IssueRef.getDataloader(context);
    for (const issue of response.data) {
      if (issue && typeof issue === 'object' && issue.repository) loader.prime(issueKeyOf(issue), issue);
    }
  }
  return response;
}

const iso = (date?: Date | null) => (date ? date.toISOString() : undefined);
const list = (values?: readonly string[] | null) => (values && values.length > 0 ? values : undefined);

interface IssueListArgs {
  state?: IssueStateParam | null;
  labels?: readonly string[] | null;
  milestones?: readonly string[] | null;
  createdBy?: string | null;
  assignedTo?: string | null;
  mentioned?: string | null;
  since?: Date | null;
  updatedBefore?: Date | null;
  query?: string | null;
}

const repositoryIssues = pagedList<RepoRef, IssueListArgs, Issue>({
  endpoint: listIssues,
  key: repoListKey,
  filters: (args) => [
    args.state ?? 'open',
    args.labels ?? null,
    args.milestones ?? null,
    args.createdBy ?? null,
    args.assignedTo ?? null,
    args.mentioned ?? null,
    iso(args.since) ?? null,
    iso(args.updatedBefore) ?? null,
    args.query ?? null,
  ],
  fetch: (context, ref, args, page) => {
    const call = primed(
      context,
      listIssues(context.forge, {
        ...ref,
        ...page,
        state: args.state ?? 'open',
        labels: list(args.labels),
        milestones: list(args.milestones),
        createdBy: args.createdBy ?? undefined,
        assignedBy: args.assignedTo ?? undefined,
        mentionedBy: args.mentioned ?? undefined,
        since: iso(args.since),
        before: iso(args.updatedBefore),
        q: args.query ?? undefined,
      }),
    );
    trackIssueList(context, repoKey(ref.owner, ref.repo), call);
    return call;
  },
});

builder.objectFields(RepositoryRef, (t) => ({
  issues: listConnection(
    t,
    IssueConnection,
    listField(repositoryIssues, repoRefOf),
    'Issues (not pull requests), newest first, with authors, labels, milestone and assignees: one call per page (GET /repos/{owner}/{repo}/issues?type=issues).',
    { state: issueStateArg(t), ...argTable(t, REPOSITORY_ISSUE_FILTERS) },
  ),
}));

/** A milestone's issues: the repository's issue list filtered by the milestone's id. */
const milestoneIssues = pagedList<
  { repository: string; id: number },
  { state?: IssueStateParam | null },
  Issue
>({
  endpoint: listIssues,
  key: (ref) => `${ref.repository}:${ref.id}`,
  filters: (args) => [args.state ?? 'open'],
  fetch: (context, ref, args, page) => {
    const call = primed(
      context,
      listIssues(context.forge, {
        ...splitRepoKey(ref.repository),
        ...page,
        state: args.state ?? 'open',
        milestones: [String(ref.id)],
      }),
    );
    trackIssueList(context, ref.repository, call);
    return call;
  },
});

builder.objectFields(MilestoneRef, (t) => ({
  issues: t.field({
    type: IssueConnection,
    description:
      'Issues in this milestone, newest first: one call per page (GET /repos/{owner}/{repo}/issues?type=issues&milestones={id}).',
    args: { ...t.arg.connectionArgs(), state: issueStateArg(t) },
    resolve: (milestone, args, context) => {
      const repository = milestoneRepositoryOf(milestone);
      return repository ? milestoneIssues(context, { repository, id: milestone.id }, args) : null;
    },
  }),
}));

interface SearchArgs {
  state?: IssueStateParam | null;
  type?: 'issues' | 'pulls' | null;
  labels?: readonly string[] | null;
  milestones?: readonly string[] | null;
  query?: string | null;
  priorityRepositoryId?: number | bigint | null;
  since?: Date | null;
  updatedBefore?: Date | null;
  assignedToViewer?: boolean | null;
  createdByViewer?: boolean | null;
  mentionsViewer?: boolean | null;
  reviewRequestedFromViewer?: boolean | null;
  reviewedByViewer?: boolean | null;
  owner?: string | null;
  team?: string | null;
}

const search = pagedList<object, SearchArgs, Issue>({
  endpoint: searchIssues,
  key: () => 'viewer',
  filters: (args) => [
    args.state ?? 'open',
    args.type ?? null,
    args.labels ?? null,
    args.milestones ?? null,
    args.query ?? null,
    args.priorityRepositoryId == null ? null : Number(args.priorityRepositoryId),
    iso(args.since) ?? null,
    iso(args.updatedBefore) ?? null,
    args.assignedToViewer ?? null,
    args.createdByViewer ?? null,
    args.mentionsViewer ?? null,
    args.reviewRequestedFromViewer ?? null,
    args.reviewedByViewer ?? null,
    args.owner ?? null,
    args.team ?? null,
  ],
  fetch: (context, _ref, args, page) =>
    primed(
      context,
      searchIssues(context.forge, {
        ...page,
        state: args.state ?? 'open',
        type: args.type ?? undefined,
        labels: list(args.labels),
        milestones: list(args.milestones),
        q: args.query ?? undefined,
        priorityRepoId: args.priorityRepositoryId == null ? undefined : Number(args.priorityRepositoryId),
        since: iso(args.since),
        before: iso(args.updatedBefore),
        assigned: args.assignedToViewer ?? undefined,
        created: args.createdByViewer ?? undefined,
        mentioned: args.mentionsViewer ?? undefined,
        reviewRequested: args.reviewRequestedFromViewer ?? undefined,
        reviewed: args.reviewedByViewer ?? undefined,
        owner: args.owner ?? undefined,
        team: args.team ?? undefined,
      }),
    ),
});

builder.queryFields((t) => ({
  searchIssues: t.field({
    type: IssueConnection,
    description:
      'Issues and pull requests across every repository the caller may read, newest first (GET /repos/issues/search: one call per page).',
    args: {
      ...t.arg.connectionArgs(),
      state: issueStateArg(t),
      ...argTable(t, ISSUE_SEARCH_FILTERS),
      ...argTable(t, VIEWER_FILTERS),
    },
    resolve: (_root, args, context) => search(context, {}, args as SearchArgs & ConnectionArgs),
  }),
}));
