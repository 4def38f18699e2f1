// Repository and the `repository(owner:, name:)` root: GitHub's fields from the forge's repository
// object (GET /repos/{owner}/{repo}), its lists from the forge's list routes.

import type { ArgBuilder } from '@pothos/core';
import {
  getLatestRelease,
  getMilestone,
  getReleaseByTag,
  listAssignees,
  listLabels,
  listMilestones,
  listReleases,
  listSubscribers,
} from '../../forge/endpoints/index.js';
import { ForgeError } from '../../forge/errors.js';
import type { Label, Milestone, Release, Repository, User } from '../../forge/types/index.js';
import type { GithubContext } from '../context.js';
import { builder } from './builder.js';
import { pagedList, pagingArgs, wholeList } from './connection.js';
import {
  IssueConnectionRef,
  issueListArgs,
  LabelConnectionRef,
  MilestoneConnectionRef,
  PullRequestConnectionRef,
  pullListArgs,
  ReleaseConnectionRef,
  UserConnectionRef,
} from './connections.js';
import {
  IssueFiltersInput,
  LabelOrderInput,
  MergeMethodEnum,
  MilestoneOrderInput,
  MilestoneStateEnum,
  ReleaseOrderInput,
  RepositoryPermissionEnum,
  RepositoryVisibilityEnum,
} from './enums.js';
import { forgeState, listRepositoryIssues, listRepositoryPulls } from './lists.js';
import { registerNodeReader } from './node.js';
import { readIssue, readIssueOrPullShape, readOwner, readPull, readRepository } from './reads.js';
import {
  IssueOrPullRequestRef,
  IssueRef,
  LabelRef,
  MilestoneRef,
  nodeType,
  PullRequestRef,
  ReleaseRef,
  RepositoryOwnerRef,
  RepositoryRef,
} from './refs.js';
import { type InRepo, inRepo, type RepositoryShape, tag } from './shapes.js';

export const whereOf = (repository: Repository): InRepo => {
  const [owner = repository.owner?.login ?? '', repo = repository.name ?? ''] = (
    repository.full_name ?? ''
  ).split('/');
  return { owner, repo };
};

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

/** `number`, the issue or pull request `issue(number:)`, `pullRequest(number:)` and the like read. */
const numberArg = (arg: ArgBuilder<Types>) => arg.int({ required: true });

/** A resolver of a repository's issue or pull request by the `number` argument. */
const byNumber =
  <Shape>(read: (context: GithubContext, where: InRepo, number: number) => Promise<Shape>) =>
  (repository: Repository, args: { number: number }, context: GithubContext) =>
    read(context, whereOf(repository), args.number);

/** The caller's permission from the forge's `permissions` (admin, push, pull); null when it sent none. */
function permissionOf(repository: Repository): 'ADMIN' | 'WRITE' | 'READ' | null {
  const p = repository.permissions;
  if (!p) return null;
  return p.admin ? 'ADMIN' : p.push ? 'WRITE' : p.pull ? 'READ' : null;
}

const MERGE_METHOD: Record<string, 'MERGE' | 'REBASE' | 'SQUASH'> = {
  merge: 'MERGE',
  rebase: 'REBASE',
  'rebase-merge': 'REBASE',
  squash: 'SQUASH',
};

function pageOf<T, R>(
  response: { data: unknown; paging: { totalCount: number | null } },
  wrap: (item: T) => R,
) {
  return {
    items: ((response.data as T[] | null) ?? []).map(wrap),
    totalCount: response.paging.totalCount,
    paging: response.paging as never,
  };
}

export const labelShape = (where: InRepo, label: Label) => inRepo('Label', where, label);
export const milestoneShape = (where: InRepo, milestone: Milestone) => inRepo('Milestone', where, milestone);
export const releaseShape = (where: InRepo, release: Release) => inRepo('Release', where, release);

RepositoryRef.implement({
  ...nodeType('Repository', 'A repository contains the content for a project.'),
  fields: (t) => ({
    databaseId: t.int({ resolve: (r) => r.id ?? null }),
    name: t.string({ nullable: false, resolve: (r) => r.name ?? '' }),
    nameWithOwner: t.string({ nullable: false, resolve: (r) => r.full_name ?? '' }),
    owner: t.field({
      type: RepositoryOwnerRef,
      nullable: false,
      resolve: (r, _args, context) => readOwner(context, whereOf(r).owner),
    }),
    description: t.string({ resolve: (r) => r.description || null }),
    homepageUrl: t.field({ type: 'URI', resolve: (r) => r.website || null }),
    url: t.field({ type: 'URI', nullable: false, resolve: (r) => r.html_url ?? '' }),
    resourcePath: t.field({ type: 'URI', nullable: false, resolve: (r) => `/${r.full_name ?? ''}` }),
    visibility: t.field({
      type: RepositoryVisibilityEnum,
      nullable: false,
      resolve: (r) => (r.private ? 'PRIVATE' : r.internal ? 'INTERNAL' : 'PUBLIC'),
    }),
    isPrivate: t.boolean({ nullable: false, resolve: (r) => r.private === true }),
    isFork: t.boolean({ nullable: false, resolve: (r) => r.fork === true }),
    isArchived: t.boolean({ nullable: false, resolve: (r) => r.archived === true }),
    isEmpty: t.boolean({ nullable: false, resolve: (r) => r.empty === true }),
    isMirror: t.boolean({ nullable: false, resolve: (r) => r.mirror === true }),
    isTemplate: t.boolean({ nullable: false, resolve: (r) => r.template === true }),
    // the forge has no repository locks
    isLocked: t.boolean({ nullable: false, resolve: () => false }),
    mirrorUrl: t.field({ type: 'URI', resolve: (r) => (r.mirror && r.original_url) || null }),
    hasIssuesEnabled: t.boolean({ nullable: false, resolve: (r) => r.has_issues === true }),
    hasWikiEnabled: t.boolean({ nullable: false, resolve: (r) => r.has_wiki === true }),
    hasProjectsEnabled: t.boolean({ nullable: false, resolve: (r) => r.has_projects === true }),
    stargazerCount: t.int({ nullable: false, resolve: (r) => r.stars_count ?? 0 }),
    forkCount: t.int({ nullable: false, resolve: (r) => r.forks_count ?? 0 }),
    diskUsage: t.int({ resolve: (r) => r.size ?? null }),
    mergeCommitAllowed: t.boolean({ nullable: false, resolve: (r) => r.allow_merge_commits === true }),
    squashMergeAllowed: t.boolean({ nullable: false, resolve: (r) => r.allow_squash_merge === true }),
    rebaseMergeAllowed: t.boolean({ nullable: false, resolve: (r) => r.allow_rebase === true }),
    deleteBranchOnMerge: t.boolean({
      nullable: false,
      resolve: (r) => r.default_delete_branch_after_merge === true,
    }),
    viewerDefaultMergeMethod: t.field({
      type: MergeMethodEnum,
      nullable: false,
      resolve: (r) => MERGE_METHOD[r.default_merge_style ?? ''] ?? 'MERGE',
    }),
    viewerPermission: t.field({ type: RepositoryPermissionEnum, resolve: permissionOf }),
    viewerCanAdminister: t.boolean({ nullable: false, resolve: (r) => r.permissions?.admin === true }),
    createdAt: t.field({ type: 'DateTime', nullable: false, resolve: (r) => r.created_at ?? '' }),
    updatedAt: t.field({ type: 'DateTime', nullable: false, resolve: (r) => r.updated_at ?? '' }),
    // the forge keeps no push time apart from the update time
    pushedAt: t.field({ type: 'DateTime', resolve: () => null }),
    parent: t.field({
      type: RepositoryRef,
      resolve: (r) => (r.parent ? tag('Repository', r.parent as Repository) : null),
    }),
    watchers: t.field({
      type: UserConnectionRef,
      nullable: false,
      args: pagingArgs(t.arg),
      resolve: (r, args, context) =>
        pagedList(context, args, async (page, limit) =>
          pageOf(await listSubscribers(context.forge, { ...whereOf(r), page, limit }), (u: User) =>
            tag('User', u),
          ),
        ),
    }),
    assignableUsers: t.field({
      type: UserConnectionRef,
      nullable: false,
      args: { ...pagingArgs(t.arg), query: t.arg.string() },
      resolve: async (r, args, context) => {
        const response = await listAssignees(context.forge, whereOf(r));
        const query = args.query?.toLowerCase();
        const users = ((response.data as User[] | null) ?? [])
          .filter((u) => !query || `${u.login} ${u.full_name}`.toLowerCase().includes(query))
          .map((u) => tag('User', u));
        return wholeList(context, args, users);
      },
    }),
    issues: t.field({
      type: IssueConnectionRef,
      nullable: false,
      args: {
        ...issueListArgs(t.arg),
        filterBy: t.arg({ type: IssueFiltersInput }),
        labels: t.arg.stringList(),
      },
      resolve: (r, args, context) => listRepositoryIssues(context, whereOf(r), args),
    }),
    pullRequests: t.field({
      type: PullRequestConnectionRef,
      nullable: false,
      args: { ...pullListArgs(t.arg), labels: t.arg.stringList() },
      resolve: (r, args, context) => listRepositoryPulls(context, whereOf(r), args),
    }),
    issue: t.field({ type: IssueRef, args: { number: numberArg(t.arg) }, resolve: byNumber(readIssue) }),
    pullRequest: t.field({
      type: PullRequestRef,
      args: { number: numberArg(t.arg) },
      resolve: byNumber(readPull),
    }),
    issueOrPullRequest: t.field({
      type: IssueOrPullRequestRef,
      args: { number: numberArg(t.arg) },
      resolve: byNumber(readIssueOrPullShape),
    }),
    labels: t.field({
      type: LabelConnectionRef,
      args: {
        ...pagingArgs(t.arg),
        orderBy: t.arg({ type: LabelOrderInput, defaultValue: { direction: 'ASC', field: 'CREATED_AT' } }),
        query: t.arg.string(),
      },
      resolve: async (r, args, context) => {
        const where = whereOf(r);
        if (!args.query && args.orderBy?.field !== 'NAME') {
          return pagedList(context, args, async (page, limit) =>
            pageOf(await listLabels(context.forge, { ...where, page, limit }), (l: Label) =>
              labelShape(where, l),
            ),
          );
        }
        const all = await everyLabel(context, where);
        const query = args.query?.toLowerCase() ?? '';
        const kept = all.filter((l) => `${l.name} ${l.description}`.toLowerCase().includes(query));
        if (args.orderBy?.field === 'NAME') kept.sort((a, b) => (a.name ?? '').localeCompare(b.name ?? ''));
        if (args.orderBy?.direction === 'DESC') kept.reverse();
        return wholeList(context, args, kept);
      },
    }),
    label: t.field({
      type: LabelRef,
      args: { name: t.arg.string({ required: true }) },
      resolve: async (r, args, context) => {
        const all = await everyLabel(context, whereOf(r));
        return all.find((l) => l.name?.toLowerCase() === args.name.toLowerCase()) ?? null;
      },
    }),
    milestones: t.field({
      type: MilestoneConnectionRef,
      args: {
        ...pagingArgs(t.arg),
        orderBy: t.arg({ type: MilestoneOrderInput }),
        query: t.arg.string(),
        states: t.arg({ type: [MilestoneStateEnum] }),
      },
      resolve: (r, args, context) => {
        const where = whereOf(r);
        return pagedList(context, args, async (page, limit) =>
          pageOf(
            await listMilestones(context.forge, {
              ...where,
              state: forgeState(args.states),
              name: args.query ?? undefined,
              page,
              limit,
            }),
            (m: Milestone) => milestoneShape(where, m),
          ),
        );
      },
    }),
    milestone: t.field({
      type: MilestoneRef,
      args: { number: t.arg.int({ required: true }) },
      resolve: (r, args, context) =>
        getMilestone(context.forge, { ...whereOf(r), id: String(args.number) })
          .then((m) => milestoneShape(whereOf(r), m.data as Milestone))
          .catch(notFoundAsNull),
    }),
    releases: t.field({
      type: ReleaseConnectionRef,
      nullable: false,
      args: { ...pagingArgs(t.arg), orderBy: t.arg({ type: ReleaseOrderInput }) },
      resolve: (r, args, context) => {
        const where = whereOf(r);
        return pagedList(context, args, async (page, limit) =>
          pageOf(await listReleases(context.forge, { ...where, page, limit }), (x: Release) =>
            releaseShape(where, x),
          ),
        );
      },
    }),
    latestRelease: t.field({
      type: ReleaseRef,
      resolve: (r, _args, context) =>
        getLatestRelease(context.forge, whereOf(r))
          .then((x) => releaseShape(whereOf(r), x.data as Release))
          .catch(notFoundAsNull),
    }),
    release: t.field({
      type: ReleaseRef,
      args: { tagName: t.arg.string({ required: true }) },
      resolve: (r, args, context) =>
        getReleaseByTag(context.forge, { ...whereOf(r), tag: args.tagName })
          .then((x) => releaseShape(whereOf(r), x.data as Release))
          .catch(notFoundAsNull),
    }),
  }),
});

/** GitHub answers a missing milestone or release with null: the forge's 404 is that null. */
export function notFoundAsNull(error: unknown): null {
  if (error instanceof ForgeError && error.kind === 'not-found') return null;
  throw error;
}

function everyLabel(context: GithubContext, where: InRepo) {
  return pagedList(context, { first: context.settings.maxPageSize }, async (page, limit) =>
    pageOf(await listLabels(context.forge, { ...where, page, limit }), (l: Label) => labelShape(where, l)),
  ).then((c) => c.edges.map((e) => e.node));
}

registerNodeReader('Repository', (context, [fullName = '']) => {
  const [owner = '', repo = ''] = fullName.split('/');
  return readRepository(context, owner, repo);
});

builder.queryFields((t) => ({
  repository: t.field({
    type: RepositoryRef,
    description: 'Lookup a given repository by the owner and repository name.',
    args: {
      owner: t.arg.string({ required: true }),
      name: t.arg.string({ required: true }),
      followRenames: t.arg.boolean({ defaultValue: true }),
    },
    resolve: (_root, args, context): Promise<RepositoryShape> =>
      readRepository(context, args.owner, args.name),
  }),
}));
