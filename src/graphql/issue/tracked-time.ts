// TrackedTime, an issue's `trackedTimes` (GET .../issues/{index}/times) and the
// Repository field `trackedTimes` (GET /repos/{owner}/{repo}/times/{user}).

import { listIssueTrackedTimes, listUserTrackedTimes } from '../../forge/endpoints/index.js';
import type { TrackedTime } from '../../forge/types/index.js';
import { builder } from '../kit/builder.js';
import { connectionType } from '../kit/connection-type.js';
import { type Context, memoize } from '../kit/context.js';
import { readsForge } from '../kit/forge-calls.js';
import { forgeFields } from '../kit/forge-fields.js';
import { forgeNodeRef, withDatabaseId } from '../kit/forge-node.js';
import { baseKey, issueKey, nodeKey, repoKey } from '../kit/loaders.js';
import { listConnection, listField, pagedList } from '../kit/paged-field.js';
import { fromRef } from '../kit/prefetch.js';
import { type RepoRef, RepositoryRef, repoRefOf } from '../kit/refs/repository.js';
import { UserRef } from '../people/user.js';
import { FIELDS } from './fields.js';
import { issueAndPullFields } from './issue-and-pull.js';
import { findUnderIssue, type IssueParent, parentKey } from './issue-parent.js';
import { everyTrackedTime } from './time-pages.js';

const TIMES_ROUTE = 'GET /repos/{owner}/{repo}/issues/{index}/times';

/** `owner/name#index:id`: the issue's time list is the only way back to one entry. */
const trackedTimeKeyOf = (time: TrackedTime): string => {
  const repository = time.issue?.repository;
  const issue =
    repository && time.issue ? issueKey(repository.owner, repository.name, time.issue.number) : '';
  return `${issue}:${time.id}`;
};

/** Gitea has no route for one tracked time: the entry is found in its issue's whole list. */
const refetchTrackedTime = (context: Context, key: string) =>
  findUnderIssue(TIMES_ROUTE, 'TrackedTime', key, async (issue, id) => {
    const times = await everyTrackedTime(TIMES_ROUTE, (page) =>
      listIssueTrackedTimes(context.forge, { ...issue, ...page }),
    );
    return times.find((time) => time.id === id);
  });

export const TrackedTimeRef = forgeNodeRef<TrackedTime>('TrackedTime', {
  keyOf: trackedTimeKeyOf,
  read: (context, key) => refetchTrackedTime(context, baseKey(key)),
});

/** An id the forge still sends but deprecates in favour of the object it names. */

TrackedTimeRef.implement({
  description:
    'Time someone spent on an issue. Gitea has no route for one entry: node(id:) reads the issue’s time list, one call per 50 entries the caller may see (one call for most issues).',
  fields: withDatabaseId((t) => ({
    ...forgeFields(t, FIELDS.TrackedTime),
    user: t.field({
      extensions: readsForge(),
      type: UserRef,
      description: 'The user who tracked the time (one read, shared across the query).',
      resolve: (x, _args, context) => (x.user_name ? nodeKey(context, x.user_name.toLowerCase()) : null),
    }),
  })),
});

export const TrackedTimeConnection = connectionType(TrackedTimeRef, 'TrackedTime');

// ---- a user's times in a repository (not paged upstream)

const userTimes = (context: Context, ref: RepoRef, user: string) =>
  memoize(context, `times:${repoKey(ref.owner, ref.repo)}:${user.toLowerCase()}`, async () => {
    const { data } = await listUserTrackedTimes(context.forge, { ...ref, user });
    return Array.isArray(data) ? data : [];
  });

builder.objectFields(RepositoryRef, (t) => ({
  trackedTimes: t.field({
    type: [TrackedTimeRef],
    description:
      'All times a user tracked in this repository. Forge: GET /repos/{owner}/{repo}/times/{user}, one call (the forge does not page it).',
    args: {
      user: t.arg.string({
        required: true,
        description: 'The login of the user whose tracked times to list.',
      }),
    },
    ...fromRef(
      (context, ref: RepoRef, args: { user: string }) => userTimes(context, ref, String(args.user)),
      repoRefOf,
    ),
  }),
}));

// ---- an issue's or pull request's times

interface TimeFilters {
  user?: string | null;
  since?: Date | null;
  until?: Date | null;
}

const issueTimes = () =>
  pagedList<IssueParent, TimeFilters, TrackedTime>({
    endpoint: listIssueTrackedTimes,
    key: parentKey,
    filters: (args) => [
      args.user ?? null,
      args.since?.toISOString() ?? null,
      args.until?.toISOString() ?? null,
    ],
    fetch: (context, parent, args, page) =>
      listIssueTrackedTimes(context.forge, {
        ...parent,
        user: args.user ?? undefined,
        since: args.since?.toISOString(),
        before: args.until?.toISOString(),
        ...page,
      }),
  });

issueAndPullFields((t, parentOf) => ({
  trackedTimes: listConnection(
    t,
    TrackedTimeConnection,
    listField(issueTimes(), parentOf),
    'Time tracked on this issue, oldest first (GET /repos/{owner}/{repo}/issues/{index}/times). Needs a signed-in caller; the forge shows callers who cannot write issues only their own entries, and answers NOT_FOUND when time tracking is off.',
    {
      user: t.arg.string({ description: 'Only this user’s entries (writers and admins may name others).' }),
      since: t.arg({ type: 'DateTime', description: 'Only entries created at or after this time.' }),
      until: t.arg({ type: 'DateTime', description: 'Only entries created at or before this time.' }),
    },
  ),
}));
