// PullRequest, its branches and reviews, and the
// Repository fields `pullRequests` and `pullRequest`.

import type { FieldNode, GraphQLResolveInfo } from 'graphql';
import { type ListPullRequestsArgs, listPullRequests } from '../../forge/endpoints/index.js';
import type { PRBranchInfo, PullRequest } from '../../forge/types/index.js';
import { renderedField, repoOfKey } from '../content/markdown.js';
import { LabelRef, labelsUnder } from '../issue/label.js';
import { MilestoneRef, milestoneUnder } from '../issue/milestone.js';
import { builder } from '../kit/builder.js';
import { type Context, memoize } from '../kit/context.js';
import { forgeEnum } from '../kit/enum-values.js';
import { PullRequestStateFilter } from '../kit/enums.js';
import { commonFields, forgeFields } from '../kit/forge-fields.js';
import { withDatabaseId } from '../kit/forge-node.js';
import { issueKey, nodeKey } from '../kit/loaders.js';
import { listConnection, listField, pagedList } from '../kit/paged-field.js';
import { prefetch } from '../kit/prefetch.js';
import { referenceField } from '../kit/reference-root.js';
import { PullRequestConnection, PullRequestRef, pullRequestKeyOf } from '../kit/refs/pull-request.js';
import { type RepoRef, RepositoryRef, repoListKey, repoRefOf } from '../kit/refs/repository.js';
import { rowObjects } from '../kit/row-object.js';
import { forgeLists } from '../kit/thread-fields.js';
import { TeamRef } from '../people/organization.js';
import { UserRef } from '../people/user.js';
import { FIELDS } from './fields.js';

const rowObject = rowObjects(FIELDS);

rowObject<PRBranchInfo>('PullRequestBranch', 'The base or head of a pull request.');

PullRequestRef.implement({
  description: 'A pull request.',
  fields: withDatabaseId((t) => ({
    ...forgeFields(t, FIELDS.PullRequest),
    ...commonFields(t, 'url', 'htmlUrl', 'createdAt', 'updatedAt', 'closedAt'),
    ...forgeLists(t, {
      assignees: ['assignees', UserRef, 'Who is assigned to the pull request.'],
      requestedReviewers: [
        'requested_reviewers',
        UserRef,
        'Users asked to review it who have not reviewed yet.',
      ],
      requestedReviewersTeams: ['requested_reviewers_teams', TeamRef, 'Teams asked to review it.'],
    }),
    bodyHTML: renderedField(
      t,
      (pr) => pr.body,
      (pr) => repoOfKey(pullRequestKeyOf(pr)),
    ),
    labels: t.field({
      description: 'The labels on the pull request.',
      type: [LabelRef],
      resolve: (pr) => labelsUnder(pr.labels ?? [], pr.base?.repo?.full_name.toLowerCase() ?? ''),
    }),
    milestone: t.field({
      type: MilestoneRef,
      description: 'Its id names the base repository, which holds the milestone.',
      resolve: (pr) => milestoneUnder(pr.milestone ?? null, pr.base?.repo?.full_name.toLowerCase() ?? ''),
    }),
  })),
});

export const PullRequestSort = forgeEnum('PullRequestSort');

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
  endpoint: listPullRequests,
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
      state: t.arg({
        type: PullRequestStateFilter,
        description: 'Which pull requests to list; all when absent.',
      }),
      sort: t.arg({
        type: PullRequestSort,
        description: 'The order of the list; the forge’s default (newest first) when absent.',
      }),
      baseBranch: t.arg.string({ description: 'Exact base branch name.' }),
      milestone: t.arg.int({ description: 'Milestone database id.' }),
      labels: t.arg.intList({ description: 'Label database ids; any of them matches.' }),
      poster: t.arg.string({ description: 'Login of the author.' }),
    },
  ),
  pullRequest: t.field({
    type: PullRequestRef,
    description: 'A pull request by number (GET /repos/{owner}/{repo}/pulls/{index}).',
    args: {
      number: t.arg.int({ description: 'The pull request’s number in the repository.', required: true }),
    },
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
