// A repository's issue and pull request lists with GitHub's arguments, as the forge's list routes
// take them: states, labels, the author, assignee and mentioned filters and the base branch go to
// the forge; what its routes cannot filter (merged or not, the head branch) is filtered here over
// at most FILTERED_PAGES pages of the forge's largest size.

import {
  listIssues,
  listLabels,
  listPullRequests,
  type PullRequestSort,
} from '../../forge/endpoints/index.js';
import type { Issue, Label, PullRequest } from '../../forge/types/index.js';
import type { ConnectionArgs } from '../../graphql/kit/connection.js';
import { memoize } from '../../graphql/kit/context.js';
import type { GithubContext } from '../context.js';
import { type ConnectionResult, pagedList, wholeList } from './connection.js';
import type { IssueFiltersInput, OrderArg } from './enums.js';
import { type InRepo, type IssueShape, inRepo, type PullRequestShape } from './shapes.js';

const PAGE = 50;
const FILTERED_PAGES = 10;

/** GitHub's list of states as the forge's one `state`: both or none is `all`. */
export function forgeState(states: readonly string[] | null | undefined): 'open' | 'closed' | 'all' {
  const open = !states || states.length === 0 || states.includes('OPEN');
  const closed = !states || states.length === 0 || states.includes('CLOSED') || states.includes('MERGED');
  return open && closed ? 'all' : open ? 'open' : 'closed';
}

export interface IssueListArgs extends ConnectionArgs {
  states?: readonly string[] | null;
  labels?: readonly string[] | null;
  filterBy?: typeof IssueFiltersInput.$inferInput | null;
}

export function listRepositoryIssues(
  context: GithubContext,
  where: InRepo,
  args: IssueListArgs,
): Promise<ConnectionResult<IssueShape>> {
  const filter = args.filterBy ?? {};
  const labels = [...(args.labels ?? []), ...(filter.labels ?? [])];
  const milestone = filter.milestoneNumber ?? filter.milestone;
  return pagedList(context, args, async (page, limit) => {
    const response = await listIssues(context.forge, {
      ...where,
      state: forgeState(args.states ?? filter.states),
      labels: labels.length > 0 ? labels : undefined,
      milestones: milestone ? [milestone] : undefined,
      createdBy: filter.createdBy ?? undefined,
      assignedBy: filter.assignee ?? undefined,
      mentionedBy: filter.mentioned ?? undefined,
      since: filter.since ?? undefined,
      page,
      limit,
    });
    const items = (response.data as Issue[]).map((issue) => inRepo('Issue', where, issue));
    return { items, totalCount: response.paging.totalCount, paging: response.paging };
  });
}

export interface PullListArgs extends ConnectionArgs {
  states?: readonly string[] | null;
  labels?: readonly string[] | null;
  baseRefName?: string | null;
  headRefName?: string | null;
  orderBy?: OrderArg | null;
}

const SORT: Record<string, PullRequestSort | undefined> = {
  'CREATED_AT ASC': 'oldest',
  'UPDATED_AT DESC': 'recentupdate',
  'UPDATED_AT ASC': 'leastupdate',
  'COMMENTS DESC': 'mostcomment',
  'COMMENTS ASC': 'leastcomment',
};

/** The forge's ids of labels named by the caller (its pull request list filters by id). */
async function labelIds(context: GithubContext, where: InRepo, names: readonly string[]): Promise<number[]> {
  const all = await memoize(context, `github:labels:${where.owner}/${where.repo}`, () =>
    listLabels(context.forge, { ...where, limit: PAGE }).then((r) => r.data as Label[]),
  );
  const wanted = new Set(names.map((name) => name.toLowerCase()));
  return all.filter((label) => wanted.has((label.name ?? '').toLowerCase())).map((label) => label.id ?? 0);
}

export async function listRepositoryPulls(
  context: GithubContext,
  where: InRepo,
  args: PullListArgs,
): Promise<ConnectionResult<PullRequestShape>> {
  const labels = args.labels?.length ? await labelIds(context, where, args.labels) : undefined;
  if (args.labels?.length && labels?.length === 0) return wholeList(context, args, []);
  const states = args.states ?? [];
  const query = {
    ...where,
    state: forgeState(states),
    sort: args.orderBy ? SORT[`${args.orderBy.field} ${args.orderBy.direction}`] : undefined,
    labels,
    baseBranch: args.baseRefName ?? undefined,
  };
  const fetchPage = async (page: number, limit: number) => {
    const response = await listPullRequests(context.forge, { ...query, page, limit });
    const items = (response.data as PullRequest[]).map((pull) => inRepo('PullRequest', where, pull));
    return { items, totalCount: response.paging.totalCount, paging: response.paging };
  };
  const mergedOnly = states.includes('MERGED') && !states.includes('CLOSED');
  const unmergedClosed = states.includes('CLOSED') && !states.includes('MERGED');
  if (!args.headRefName && !mergedOnly && !unmergedClosed) return pagedList(context, args, fetchPage);
  const keep = (pull: PullRequestShape) =>
    (!args.headRefName || pull.head?.ref === args.headRefName) &&
    (pull.state !== 'closed' ||
      (mergedOnly ? pull.merged === true : unmergedClosed ? pull.merged !== true : true)) &&
    (!mergedOnly || pull.merged === true);
  const kept: PullRequestShape[] = [];
  for (let page = 1; page <= FILTERED_PAGES; page++) {
    const { items } = await fetchPage(page, PAGE);
    kept.push(...items.filter(keep));
    if (items.length < PAGE) break;
  }
  return wholeList(context, args, kept);
}
