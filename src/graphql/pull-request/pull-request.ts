// PullRequest, its branches and reviews, and the
// Repository fields `pullRequests` and `pullRequest`.

import type { FieldNode, GraphQLResolveInfo } from 'graphql';
import { getPullRequest, type ListPullRequestsArgs, listPullRequests } from '../../forge/endpoints/pulls.js';
import type { PRBranchInfo, PullRequest } from '../../forge/types.js';
import { builder } from '../builder.js';
import { namedEnumValues } from '../common/enum-values.js';
import { OPEN_CLOSED, PullRequestState, PullRequestStateFilter } from '../common/enums.js';
import { forgeNodeRef, readBy, withDatabaseId } from '../common/forge-node.js';
import { connectionType } from '../connection-type.js';
import { renderedField, repoOfKey } from '../content/markdown.js';
import { type Context, memoize } from '../context.js';
import { forgeNumberField } from '../forge-numbers.js';
import { describedForgeValues, forgeValues } from '../forge-values.js';
import { LabelRef, labelsUnder } from '../issue/label.js';
import { MilestoneRef, milestoneUnder } from '../issue/milestone.js';
import { issueKey, nodeKey, splitIssueKey } from '../loaders.js';
import { listConnection, listField, pagedList } from '../paged-field.js';
import { TeamRef } from '../people/organization.js';
import { UserRef } from '../people/user.js';
import { prefetch } from '../prefetch.js';
import { referenceField } from '../reference-root.js';
import { type RepoRef, RepositoryRef, repoRefOf } from '../repository/repository.js';
import { repoListKey } from '../repository/repository-list.js';
import { toDateTime, toEnum, toInt64 } from '../values.js';

export const pullRequestKeyOf = (pr: PullRequest): string =>
  pr.base?.repo?.full_name ? `${pr.base.repo.full_name.toLowerCase()}#${pr.number}` : `#${pr.id}`;

export const PullRequestRef = forgeNodeRef<PullRequest>('PullRequest', {
  keyOf: pullRequestKeyOf,
  read: readBy(getPullRequest, splitIssueKey, 'number'),
});

export const PullRequestBranchRef = builder.objectRef<PRBranchInfo>('PullRequestBranch').implement({
  description: 'The base or head of a pull request.',
  fields: (t) => ({
    label: t.exposeString('label', { description: 'Display label.' }),
    ref: t.exposeString('ref', { nullable: false, description: 'Git ref.' }),
    sha: t.exposeString('sha', { description: 'Head commit SHA.' }),
    repositoryId: t.field({ type: 'BigInt', resolve: (b) => toInt64(b.repo_id) }),
    repository: t.field({
      type: RepositoryRef,
      description: 'The repository the branch is in.',
      resolve: (b) => b.repo ?? null,
    }),
  }),
});

PullRequestRef.implement({
  description: 'A pull request.',
  fields: withDatabaseId((t) => ({
    // Non-null: the number is how every caller names the pull request. A garbled one is UPSTREAM_ERROR.
    number: forgeNumberField(t, 'Int', (pr) => pr.number, { required: {} }),
    ...forgeValues(t, 'URL', 'url', 'html_url', 'diff_url', 'patch_url'),
    author: t.field({
      type: UserRef,
      description: 'Who opened the pull request.',
      resolve: (pr) => pr.user ?? null,
    }),
    title: t.exposeString('title', { nullable: false }),
    body: t.exposeString('body'),
    bodyHTML: renderedField(
      t,
      (pr) => pr.body,
      (pr) => repoOfKey(pullRequestKeyOf(pr)),
    ),
    labels: t.field({
      type: [LabelRef],
      resolve: (pr) => labelsUnder(pr.labels ?? [], pr.base?.repo?.full_name.toLowerCase() ?? ''),
    }),
    milestone: t.field({
      type: MilestoneRef,
      description: 'Its id names the base repository, which holds the milestone.',
      resolve: (pr) => milestoneUnder(pr.milestone ?? null, pr.base?.repo?.full_name.toLowerCase() ?? ''),
    }),
    assignee: t.field({ type: UserRef, resolve: (pr) => pr.assignee ?? null }),
    assignees: t.field({ type: [UserRef], resolve: (pr) => pr.assignees ?? [] }),
    requestedReviewers: t.field({ type: [UserRef], resolve: (pr) => pr.requested_reviewers ?? [] }),
    requestedReviewersTeams: t.field({
      type: [TeamRef],
      resolve: (pr) => pr.requested_reviewers_teams ?? [],
    }),
    state: t.field({ type: PullRequestState, resolve: (pr) => toEnum(OPEN_CLOSED, pr.state) }),
    draft: t.exposeBoolean('draft'),
    isLocked: t.exposeBoolean('is_locked'),
    commentCount: t.field({
      type: 'BigInt',
      description: 'The number of comments, as the pull request record counts them; costs no call.',
      resolve: (pr) => toInt64(pr.comments),
    }),
    ...describedForgeValues(t, 'BigInt', { review_comments: 'Number of review comments on the diff.' }),
    ...forgeValues(t, 'BigInt', 'additions', 'deletions', 'changed_files'),
    mergeable: t.exposeBoolean('mergeable'),
    merged: t.exposeBoolean('merged'),
    mergedAt: t.field({ type: 'DateTime', resolve: (pr) => toDateTime(pr.merged_at) }),
    mergeCommitSha: t.exposeString('merge_commit_sha'),
    mergedBy: t.field({ type: UserRef, resolve: (pr) => pr.merged_by ?? null }),
    allowMaintainerEdit: t.exposeBoolean('allow_maintainer_edit'),
    base: t.field({ type: PullRequestBranchRef, resolve: (pr) => pr.base ?? null }),
    head: t.field({ type: PullRequestBranchRef, resolve: (pr) => pr.head ?? null }),
    mergeBase: t.exposeString('merge_base'),
    ...forgeValues(t, 'DateTime', 'due_date', 'created_at', 'updated_at', 'closed_at'),
    ...forgeValues(t, 'BigInt', 'pin_order', 'content_version'),
  })),
});

export const PullRequestSort = builder.enumType('PullRequestSort', {
  description: 'Orders of the pull request list; the forge’s default is newest first.',
  values: namedEnumValues({
    OLDEST: 'oldest',
    RECENT_UPDATE: 'recentupdate',
    RECENT_CLOSE: 'recentclose',
    LEAST_UPDATE: 'leastupdate',
    MOST_COMMENT: 'mostcomment',
    LEAST_COMMENT: 'leastcomment',
    PRIORITY: 'priority',
  }),
});

export const PullRequestConnection = connectionType(PullRequestRef, 'PullRequest');

type PullFilters = Omit<ListPullRequestsArgs, 'owner' | 'repo' | 'page' | 'limit'>;

function filtersOf(args: Record<string, unknown>): PullFilters {
  return {
    state: (args.state ?? undefined) as PullFilters['state'],
    sort: (args.sort ?? undefined) as PullFilters['sort'],
    baseBranch: (args.baseBranch ?? undefined) as string | undefined,
    milestone: (args.milestone ?? undefined) as number | undefined,
    labels: (args.labels ?? undefined) as number[] | undefined,
    poster: (args.poster ?? undefined) as string | undefined,
  };
}

const pullRequests = pagedList<RepoRef, Record<string, unknown>, PullRequest>({
  route: 'GET /repos/{owner}/{repo}/pulls',
  key: repoListKey,
  filters: filtersOf,
  fetch: (context, ref, args, page) =>
    listPullRequests(context.forge, { ...ref, ...filtersOf(args), ...page }),
});

/**
 * The pull request, or a reference to it when its selection needs only owner, name and number
 * (reference-root.ts): shared by the lookahead and the resolver through the node it was selected by.
 */
function pullRequestOrReference(
  context: Context,
  ref: RepoRef & { index: number },
  info: GraphQLResolveInfo,
  node: FieldNode,
) {
  const key = issueKey(ref.owner, ref.repo, ref.index);
  return memoize(context, `pullRequest:${key}@${node.loc?.start ?? ''}`, async () => {
    const fullName = `${ref.owner}/${ref.repo}`;
    const stub = { number: ref.index, base: { repo: { full_name: fullName, name: ref.repo } } };
    const root = { typeName: 'PullRequest', ref, stub, from: 'parent' as const };
    const reference = await referenceField(root, context, info, node);
    return (
      (reference as PullRequest | undefined) ??
      PullRequestRef.getDataloader(context).load(nodeKey(context, key))
    );
  });
}

builder.objectFields(RepositoryRef, (t) => ({
  pullRequests: listConnection(
    t,
    PullRequestConnection,
    listField(pullRequests, repoRefOf),
    'Pull requests of the repository, of every state unless `state` is given. Forge: GET /repos/{owner}/{repo}/pulls, one call per page.',
    {
      state: t.arg({ type: PullRequestStateFilter }),
      sort: t.arg({ type: PullRequestSort }),
      baseBranch: t.arg.string({ description: 'Exact base branch name.' }),
      milestone: t.arg.int({ description: 'Milestone database id.' }),
      labels: t.arg.intList({ description: 'Label database ids; any of them matches.' }),
      poster: t.arg.string({ description: 'Login of the author.' }),
    },
  ),
  pullRequest: t.field({
    type: PullRequestRef,
    description: 'A pull request by number (GET /repos/{owner}/{repo}/pulls/{index}).',
    args: { number: t.arg.int({ required: true }) },
    // The pull request's issue lists (comments, timeline, ...) start from { owner, repo, index } as well.
    extensions: prefetch<RepoRef>((context, ref, args, info, node) =>
      pullRequestOrReference(context, { ...ref, index: Number(args.number) }, info, node),
    ),
    resolve: (repository, args, context, info) => {
      const { owner, repo } = repoRefOf(repository);
      const [node] = info.fieldNodes;
      // One node: the one the lookahead saw. Merged nodes read the record (their union may need it).
      if (!node || info.fieldNodes.length > 1) return nodeKey(context, issueKey(owner, repo, args.number));
      return pullRequestOrReference(context, { owner, repo, index: args.number }, info, node);
    },
  }),
}));
