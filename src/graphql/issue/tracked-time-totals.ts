// Time totals and the lists behind them (routers/api/v1/repo/issue_tracked_time.go): the seconds tracked
// on an issue, in a repository and by the caller, a repository's entries (GET /repos/{owner}/{repo}/times)
// and the caller's (GET /user/times), and deleteTrackedTime / resetIssueTime. Gitea answers no sums:
// a total reads its whole list, one call per 50 entries.

import {
  deleteIssueTrackedTime,
  listIssueTrackedTimes,
  listMyTrackedTimes,
  listRepoTrackedTimes,
  resetIssueTrackedTime,
} from '../../forge/endpoints/index.js';
import type { ForgeResponse, ForgeSession } from '../../forge/session.js';
import type { TrackedTime } from '../../forge/types/index.js';
import { builder } from '../kit/builder.js';
import { type Context, memoize } from '../kit/context.js';
import { requiredInt } from '../kit/inputs.js';
import { issueKey } from '../kit/loaders.js';
import { defineMutation, type PayloadFields, readAfterWrite } from '../kit/mutation.js';
import { listConnection, listField, pagedList } from '../kit/paged-field.js';
import { fromRef, prefetch } from '../kit/prefetch.js';
import { IssueRef } from '../kit/refs/issue.js';
import { PullRequestRef } from '../kit/refs/pull-request.js';
import { type RepoRef, RepositoryRef, repoListKey, repoRefOf } from '../kit/refs/repository.js';
import { requireSignedIn } from '../kit/signed-in.js';
import { isViewer, type UserListRef, VIEWER_REF, viewerOnly } from '../kit/viewer.js';
import { UserRef } from '../people/user.js';
import { issueAndPullFields } from './issue-and-pull.js';
import { issueOrPullFields, issueOrPullOf } from './issue-or-pull-fields.js';
import { type IssueParent, parentKey } from './issue-parent.js';
import { everyTrackedTime, type TimePage, totalSeconds } from './time-pages.js';
import { TimelineItemRef } from './timeline.js';
import { TrackedTimeConnection, TrackedTimeRef } from './tracked-time.js';

interface Window {
  user?: string | null;
  since?: Date | null;
  until?: Date | null;
}

/** the forge's query of a time window: `since` and `before`, both inclusive */
const windowQuery = (args: Window) => ({
  since: args.since?.toISOString(),
  before: args.until?.toISOString(),
});
const windowKey = (args: Window) => [
  args.user ?? null,
  args.since?.toISOString() ?? null,
  args.until?.toISOString() ?? null,
];

type TimeQuery = ReturnType<typeof windowQuery> & { page: number; limit: number };

/**
 * One list route with its window: a Relay connection and a total, read from the same pages. The
 * three routes differ only in what names the list (`argsOf`); the window and the page are the same.
 */
function timeList<Ref, Args extends object>(
  endpoint: ((forge: ForgeSession, args: Args & TimeQuery) => Promise<ForgeResponse<unknown>>) & {
    route: string;
  },
  key: (ref: Ref) => string,
  argsOf: (ref: Ref, args: Window) => Args,
) {
  const spec = {
    route: endpoint.route,
    key,
    page:
      (context: Context, ref: Ref, args: Window): TimePage =>
      (page) =>
        endpoint(context.forge, { ...argsOf(ref, args), ...windowQuery(args), ...page }),
  };
  const list = pagedList<Ref, Window, TrackedTime>({
    endpoint,
    key: spec.key,
    filters: windowKey,
    fetch: (context, ref, args, page) => {
      requireSignedIn(context);
      return spec.page(context, ref, args)(page);
    },
  });
  const total = (context: Context, ref: Ref, args: Window) =>
    memoize(
      context,
      `time-total:${spec.route}:${spec.key(ref)}:${JSON.stringify(windowKey(args))}`,
      async () => {
        requireSignedIn(context);
        return totalSeconds(await everyTrackedTime(spec.route, spec.page(context, ref, args)));
      },
    );
  return { list, total };
}

/** an issue's or a repository's list, narrowed to one user's entries when `user` is given */
const namedBy = <Ref extends object>(ref: Ref, args: Window) => ({ ...ref, user: args.user ?? undefined });

const issueTimes = timeList(listIssueTrackedTimes, parentKey, namedBy<IssueParent>);
const repositoryTimes = timeList(listRepoTrackedTimes, repoListKey, namedBy<RepoRef>);
const viewerTimes = timeList(
  listMyTrackedTimes,
  (_ref: UserListRef) => '@viewer',
  () => ({}),
);

const COST = 'one call per 50 entries (one for most)';
const VISIBILITY =
  'Needs a signed-in caller (UNAUTHENTICATED without a call); callers who cannot write issues count only their own entries.';

issueAndPullFields((t, parentOf) => ({
  totalTrackedTime: t.field({
    type: 'BigInt',
    description: `Seconds tracked on it in all, optionally by one user (the sum of GET /repos/{owner}/{repo}/issues/{index}/times, ${COST}). ${VISIBILITY}`,
    args: {
      user: t.arg.string({ description: 'Only this user’s entries (writers and admins may name others).' }),
    },
    ...listField(issueTimes.total, parentOf),
  }),
}));

const windowArgs = builder.args((t) => ({
  since: t.field({ type: 'DateTime', description: 'Only entries created at or after this time.' }),
  until: t.field({ type: 'DateTime', description: 'Only entries created at or before this time.' }),
}));
const userArg = builder.args((t) => ({
  user: t.string({
    description: 'Only this user’s entries (writers and admins may name others, else FORBIDDEN).',
  }),
}));

builder.objectFields(RepositoryRef, (t) => ({
  allTrackedTimes: listConnection(
    t,
    TrackedTimeConnection,
    listField(repositoryTimes.list, repoRefOf),
    `Every time tracked in the repository, oldest first (GET /repos/{owner}/{repo}/times, one call per page; totalCount their number). ${VISIBILITY} BAD_USER_INPUT when time tracking is off.`,
    { ...userArg, ...windowArgs },
  ),
  totalTrackedTime: t.field({
    type: 'BigInt',
    description: `Seconds tracked in the repository in all (the sum of GET /repos/{owner}/{repo}/times, ${COST}). ${VISIBILITY}`,
    args: { ...userArg, ...windowArgs },
    ...fromRef(repositoryTimes.total, repoRefOf),
  }),
}));

/** the caller's lists exist on `viewer` only: another user's are FORBIDDEN without a call */
const viewerField = <R>(
  name: string,
  run: (context: Context, ref: UserListRef, args: Window) => Promise<R>,
) => ({
  extensions: prefetch<UserListRef>(
    (context, _ref, args) => run(context, VIEWER_REF, args as Window),
    'viewer',
  ),
  resolve: (user: object, args: Window, context: Context) => {
    if (!isViewer(user)) throw viewerOnly(name);
    return run(context, VIEWER_REF, args);
  },
});

builder.objectFields(UserRef, (t) => ({
  trackedTimes: t.field({
    type: TrackedTimeConnection,
    description:
      'The caller’s tracked times in every repository, oldest first (GET /user/times, one call per page). Only on `viewer`.',
    args: { ...t.arg.connectionArgs(), ...windowArgs },
    ...viewerField('trackedTimes', viewerTimes.list),
  }),
  totalTrackedTime: t.field({
    type: 'BigInt',
    description: `Seconds the caller tracked in all (the sum of GET /user/times, ${COST}). Only on \`viewer\`.`,
    args: windowArgs,
    ...viewerField('totalTrackedTime', viewerTimes.total),
  }),
}));

// Both removals change the issue's times and timeline, and answer the issue, read only when selected.
const removal = {
  changes: [IssueRef, PullRequestRef, TrackedTimeRef, TimelineItemRef],
  outputFields: (t: PayloadFields<TimePayload>) => ({
    issue: readAfterWrite(t, IssueRef, 'issue', 'The issue, read only when selected.'),
  }),
};

interface TimePayload {
  issue: string;
}

/** the issue of the input, after `call` removed its time */
async function removeTime(
  input: { owner: string; repo: string; number: number },
  call: (target: RepoRef & { index: number }) => Promise<unknown>,
): Promise<TimePayload> {
  const target = issueOrPullOf(input);
  await call(target);
  return { issue: issueKey(target.owner, target.repo, target.index) };
}

defineMutation('deleteTrackedTime', {
  ...removal,
  input: 'A tracked time and its issue or pull request.',
  inputFields: (t) => ({
    ...issueOrPullFields(t),
    databaseId: requiredInt(t, 'The tracked time’s databaseId.'),
  }),
  description:
    'Deletes one tracked time (DELETE …/issues/{index}/times/{id}, one call); the timeline records the seconds removed. Only its user or a site admin may (ForbiddenError); NotFoundError for an unknown or already deleted entry, or one of another issue; ValidationError when time tracking is off.',
  write: (input, context) =>
    removeTime(input, (target) => deleteIssueTrackedTime(context.forge, { ...target, id: input.databaseId })),
  payload: 'The issue or pull request the time was tracked on.',
});

defineMutation('resetIssueTime', {
  ...removal,
  input: 'The issue or pull request whose time the caller tracked.',
  inputFields: (t) => ({ ...issueOrPullFields(t) }),
  description:
    'Deletes every time the caller tracked on an issue or pull request (DELETE …/issues/{index}/times, one call); others’ entries stay. NotFoundError when the caller tracked none; ForbiddenError for callers who may not track time.',
  write: (input, context) => removeTime(input, (target) => resetIssueTrackedTime(context.forge, target)),
  payload: 'The issue or pull request whose time was reset.',
});
