// Milestone as a refetchable Node, and Repository.milestones / Repository.milestone.
// The forge's milestone JSON names neither id's repository nor a url, so the repository comes from
// where the milestone was read: an issue's or pull request's repository, or the repository listed.

import { GraphQLError } from 'graphql';
import { getMilestone, listMilestones } from '../../forge/endpoints/index.js';
import type { Milestone } from '../../forge/types/index.js';
import { renderedField, repoOfKey } from '../content/markdown.js';
import { builder } from '../kit/builder.js';
import { connectionType } from '../kit/connection-type.js';
import { type Context, memoize } from '../kit/context.js';
import { forgeEnum } from '../kit/enum-values.js';
import { badInput } from '../kit/errors.js';
import { commonFields, forgeFields } from '../kit/forge-fields.js';
import { forgeNodeRef, readBy, withDatabaseId } from '../kit/forge-node.js';
import { expectObject, nodeKey, repoKey, splitRepoKey } from '../kit/loaders.js';
import { listConnection, listField, pagedList } from '../kit/paged-field.js';
import { fromRef } from '../kit/prefetch.js';
import { type RepoRef, RepositoryRef, repoListKey, repoRefOf } from '../kit/refs/repository.js';
import { FIELDS } from './fields.js';

/** The repository (`owner/name`) each milestone object was read under. */
const readUnder = new WeakMap<object, string>();

/** Remembers the repository a milestone was read under (its id needs it); returns the milestone. */
export function milestoneUnder<M extends Milestone | null | undefined>(milestone: M, repository: string): M {
  if (milestone && typeof milestone === 'object') readUnder.set(milestone, repository);
  return milestone;
}

/** `owner/name` of the repository the milestone was read under, when known. */
export const milestoneRepositoryOf = (milestone: Milestone): string | undefined => readUnder.get(milestone);

export const milestoneKeyOf = (milestone: Milestone): string =>
  `${readUnder.get(milestone) ?? ''}:${milestone.id}`;

function splitMilestoneKey(key: string) {
  const colon = key.lastIndexOf(':');
  return { ...splitRepoKey(key.slice(0, colon)), id: Number(key.slice(colon + 1)) };
}

/** A milestone read by its key remembers the repository it was read under, as its id carries it. */
const readUnderKey = (milestone: Milestone, key: string) => {
  const { owner, repo } = splitMilestoneKey(key);
  return milestoneUnder(milestone, repoKey(owner, repo));
};

export const MilestoneRef = forgeNodeRef<Milestone>('Milestone', {
  keyOf: milestoneKeyOf,
  read: readBy(getMilestone, splitMilestoneKey, 'id', readUnderKey),
});

MilestoneRef.implement({
  description:
    'A milestone of a repository. Its id carries the repository it was read under, so `node(id:)` reads it again with one call (GET /repos/{owner}/{repo}/milestones/{id}).',
  fields: withDatabaseId((t) => ({
    ...commonFields(t, 'createdAt', 'updatedAt', 'closedAt'),
    ...forgeFields(t, FIELDS.Milestone),
    descriptionHTML: renderedField(
      t,
      (m) => m.description,
      (m) => repoOfKey(milestoneKeyOf(m)),
    ),
    repository: t.field({
      type: RepositoryRef,
      description: 'The repository it belongs to (one read, shared with every other use in the query).',
      resolve: (m, _args, context) => {
        const repository = readUnder.get(m);
        return repository ? nodeKey(context, repository) : null;
      },
    }),
  })),
});

export const MilestoneConnection = connectionType(MilestoneRef, 'Milestone');

export const MilestoneStateFilter = forgeEnum('MilestoneStateFilter');

interface MilestoneListArgs {
  state?: 'open' | 'closed' | 'all' | null;
  query?: string | null;
}

const milestones = pagedList<RepoRef, MilestoneListArgs, Milestone>({
  endpoint: listMilestones,
  key: repoListKey,
  filters: (args) => [args.state ?? 'all', args.query ?? null],
  fetch: async (context, ref, args, page) => {
    const response = await listMilestones(context.forge, {
      ...ref,
      ...page,
      // milestone.go ListMilestones lists only the open ones when `state` is not given
      state: args.state ?? 'all',
      name: args.query ?? undefined,
    });
    if (Array.isArray(response.data)) {
      for (const milestone of response.data) milestoneUnder(milestone, repoKey(ref.owner, ref.repo));
    }
    return response;
  },
});

interface MilestoneLookup {
  databaseId?: number | bigint | null;
  title?: string | null;
}

/** One milestone by id or by title: one call, shared by the lookahead and the field. */
function milestoneOf(context: Context, ref: RepoRef, args: MilestoneLookup) {
  const byId = args.databaseId != null;
  if (byId === (args.title != null)) throw badInput('give `databaseId` or `title`, exactly one of them');
  const id = byId ? Number(args.databaseId) : String(args.title);
  const where = repoKey(ref.owner, ref.repo);
  return memoize(context, `Repository.milestone:${where}:${JSON.stringify(id)}`, async () => {
    const { data } = await getMilestone(context.forge, { ...ref, id });
    const milestone = expectObject<Milestone>(data, 'GET /repos/{owner}/{repo}/milestones/{id}', 'id');
    // The forge tries a title made only of digits as an id first: another milestone is not the one asked for.
    if (!byId && milestone.title !== id) {
      throw new GraphQLError(
        `Could not resolve to a Milestone with the title '${id}' in the repository '${ref.owner}/${ref.repo}'.`,
        { extensions: { code: 'NOT_FOUND' } },
      );
    }
    return milestoneUnder(milestone, where);
  });
}

builder.objectFields(RepositoryRef, (t) => ({
  milestones: listConnection(
    t,
    MilestoneConnection,
    listField(milestones, repoRefOf),
    'Milestones, earliest due date first, those without one last (GET /repos/{owner}/{repo}/milestones; all states unless `state` says otherwise).',
    {
      state: t.arg({
        type: MilestoneStateFilter,
        defaultValue: 'all',
        description: 'Which milestones to list: open, closed or all.',
      }),
      query: t.arg.string({ description: 'Part of the title, case-insensitive.' }),
    },
  ),
  milestone: t.field({
    type: MilestoneRef,
    description:
      'A milestone by `databaseId` or by exact `title` (GET /repos/{owner}/{repo}/milestones/{id}: one call; the forge tries a title made only of digits as an id first).',
    args: {
      databaseId: t.arg({ description: 'The milestone’s `databaseId`; give it or `title`.', type: 'BigInt' }),
      title: t.arg.string({ description: 'The milestone’s title; give it or `databaseId`.' }),
    },
    ...fromRef(milestoneOf, repoRefOf),
  }),
}));
