// Commit statuses (Gitea's modules/structs/status.go): CommitStatus, CombinedStatus, and the resolvers
// that any commit-like type attaches: `combinedStatusOf` (GET /repos/{o}/{r}/commits/{ref}/status,
// one call per repository and sha in a request) and `commitStatusesOf` (GET /repos/{o}/{r}/statuses/{sha}).

import { GraphQLError } from 'graphql';
import { getCombinedStatus, listCommitStatuses, type StatusSort } from '../../forge/endpoints/index.js';
import type { CombinedStatus, CommitStatus } from '../../forge/types/commits.js';
import { builder } from '../kit/builder.js';
import { type ConnectionArgs, connectionArgsOf, resolvePagedConnection } from '../kit/connection.js';
import { connectionType } from '../kit/connection-type.js';
import { type Context, memoize } from '../kit/context.js';
import { commonFields, forgeFields } from '../kit/forge-fields.js';
import { forgeNodeRef, withDatabaseId } from '../kit/forge-node.js';
import { forgeNumberField } from '../kit/forge-numbers.js';
import { baseKey, expectObject, nodeKey, repoKey, splitRepoKey } from '../kit/loaders.js';
import { expectList } from '../kit/paged-field.js';
import { type RepoRef, RepositoryRef } from '../kit/refs/repository.js';
import { FIELDS } from './fields.js';

// The domain's other modules import these enums from here.
export { CommitStatusSort, CommitStatusState } from '../kit/enums.js';

/** An id that names nothing the forge has: NOT_FOUND on the field, as for a missing object. */
const notFound = (message: string) => new GraphQLError(message, { extensions: { code: 'NOT_FOUND' } });

/** A status as the graph keeps it: the forge's object and the repository and sha it was read under. */
export type CommitStatusNode = CommitStatus & { commitKey: string };

/** `owner/name@sha`: what a status list and a status's refetch need. */
export const commitKey = (ref: RepoRef, sha: string) =>
  `${repoKey(ref.owner, ref.repo)}@${sha.toLowerCase()}`;

function splitCommitKey(key: string): RepoRef & { sha: string } {
  const at = key.lastIndexOf('@');
  return { ...splitRepoKey(key.slice(0, at)), sha: key.slice(at + 1) };
}

const statusKeyOf = (status: CommitStatusNode) => `${status.commitKey}/${status.id}`;

/** The forge has no single-status route: a refetch reads the sha's statuses, 50 a page, until it finds the id. */
async function refetchStatus(context: Context, key: string): Promise<CommitStatusNode | Error> {
  const slash = key.lastIndexOf('/');
  const commit = baseKey(key.slice(0, slash));
  const id = Number(key.slice(slash + 1));
  const { owner, repo, sha } = splitCommitKey(commit);
  try {
    for (let page = 1; ; page++) {
      const route = 'GET /repos/{owner}/{repo}/statuses/{sha}';
      const { data, paging } = await listCommitStatuses(context.forge, { owner, repo, sha, page, limit: 50 });
      const list = expectList<CommitStatus>(data, route);
      const found = list.find((status) => status.id === id);
      if (found) return { ...found, commitKey: commit };
      const total = paging.totalCount ?? 0;
      if (list.length < 50 || page * 50 >= total) {
        return notFound(`Could not resolve to a CommitStatus with the id ${id} on ${owner}/${repo}@${sha}.`);
      }
    }
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

export const CommitStatusRef = forgeNodeRef<CommitStatusNode>('CommitStatus', {
  keyOf: statusKeyOf,
  read: refetchStatus,
});

CommitStatusRef.implement({
  description:
    'A status a CI system or tool reported for a commit (GET /repos/{owner}/{repo}/statuses/{sha}). The forge has no route for one status: `node(id:)` reads the commit’s statuses 50 at a time until it finds this one (one call for up to 50 statuses of the commit).',
  fields: withDatabaseId((t) => ({
    ...commonFields(t, 'url'),
    ...forgeFields(t, FIELDS.CommitStatus),
    sha: t.string({
      nullable: false,
      description: 'The commit the status is reported on.',
      resolve: (s) => splitCommitKey(s.commitKey).sha,
    }),
    repository: t.field({
      type: RepositoryRef,
      description: 'The repository (one read, shared across the query).',
      resolve: (s, _args, context) => {
        const { owner, repo } = splitCommitKey(s.commitKey);
        return nodeKey(context, repoKey(owner, repo));
      },
    }),
    ...commonFields(t, 'createdAt', 'updatedAt'),
  })),
});

/** A combined status and the commit key its statuses were read under. */
export type CombinedStatusNode = CombinedStatus & { commitKey: string };

export const CombinedStatusRef = builder.objectRef<CombinedStatusNode>('CombinedStatus').implement({
  description:
    'The newest status of each context of a commit and their combined state, the worst of them (GET /repos/{owner}/{repo}/commits/{ref}/status). A value object: it is a view of its commit.',
  fields: (t) => ({
    ...forgeFields(t, FIELDS.CombinedStatus),
    totalCount: forgeNumberField(t, 'Int', (c) => c.total_count, {
      description: 'How many contexts reported (one status each).',
      required: { absent: 0 },
    }),
    statuses: t.field({
      type: [CommitStatusRef],
      nullable: false,
      description: 'The newest status of each context (the first 50 contexts: the forge pages this list).',
      resolve: (c) => (c.statuses ?? []).map((status) => ({ ...status, commitKey: c.commitKey })),
    }),
    repository: t.field({
      type: RepositoryRef,
      description: 'The repository, as the forge embeds it, or read when it does not.',
      resolve: (c, _args, context) =>
        c.repository ?? nodeKey(context, c.commitKey.slice(0, c.commitKey.lastIndexOf('@'))),
    }),
    ...commonFields(t, 'url'),
  }),
});

/**
 * The combined status of `sha` in a repository, or null when nothing reported on it (Gitea then
 * answers a zero CombinedStatus). One call per repository and sha per request, however many fields
 * (pull requests sharing a head, aliases) ask: the request's memo is keyed by both, and distinct
 * keys are read in parallel.
 */
export function combinedStatusOf(
  context: Context,
  ref: RepoRef,
  sha: string,
): Promise<CombinedStatusNode | null> {
  const key = commitKey(ref, sha);
  return memoize(context, `combined-status:${key}`, async () => {
    const route = 'GET /repos/{owner}/{repo}/commits/{ref}/status';
    const { data } = await getCombinedStatus(context.forge, { ...ref, ref: sha, limit: 50 });
    const combined = expectObject<CombinedStatus>(data, route, 'total_count');
    if (!combined.statuses?.length && !combined.state) return null;
    return { ...combined, commitKey: key };
  });
}

export const CommitStatusConnection = connectionType(CommitStatusRef, 'CommitStatus');

export interface StatusesArgs extends ConnectionArgs {
  sort?: StatusSort | null;
  state?: string | null;
}

/** Every status of `sha` (GET /repos/{owner}/{repo}/statuses/{sha}) as a connection, X-Total-Count counted. */
export function commitStatusesOf(context: Context, ref: RepoRef, sha: string, args: StatusesArgs) {
  const key = commitKey(ref, sha);
  const relay = connectionArgsOf(args as Record<string, unknown>);
  const memo = `statuses:${key}:${JSON.stringify([args.sort ?? null, args.state ?? null, relay])}`;
  return memoize(context, memo, () =>
    resolvePagedConnection(relay, context.settings, async (page, limit) => {
      const { data, paging } = await listCommitStatuses(context.forge, {
        ...ref,
        sha,
        sort: args.sort ?? undefined,
        state: args.state ?? undefined,
        page,
        limit,
      });
      const items = expectList<CommitStatus>(data, 'GET /repos/{owner}/{repo}/statuses/{sha}');
      return {
        items: items.map((status) => ({ ...status, commitKey: key })),
        totalCount: paging.totalCount,
        paging,
      };
    }),
  );
}
