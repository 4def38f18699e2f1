// A profile screen's lists: a user's contribution heatmap and watched repositories, and the activity
// feeds of a repository and a team (an organization's is `activities` on RepositoryOwner, activity.ts).

import {
  getUserHeatmap,
  listMyWatched,
  listRepoActivityFeeds,
  listTeamActivityFeeds,
  listUserWatched,
} from '../../forge/endpoints/index.js';
import type { Activity, Team, UserHeatmapData } from '../../forge/types/index.js';
import { builder } from '../kit/builder.js';
import { type Context, memoize } from '../kit/context.js';
import { forgeNumberField } from '../kit/forge-numbers.js';
import { expectList, listConnection, listField, pagedList } from '../kit/paged-field.js';
import { prefetch } from '../kit/prefetch.js';
import { type RepoRef, RepositoryRef, repoListKey, repoRefOf } from '../kit/refs/repository.js';
import { fromUnixSeconds } from '../kit/values.js';
import { type ActivityArgs, ActivityConnection, checkFeedDate } from './activity.js';
import { TeamRef } from './organization.js';
import { type OwnerRef, ownerKey } from './owner.js';
import { UserRef } from './user.js';
import { userOrViewerRepositories } from './user-repository-lists.js';

const ContributionRef = builder.objectRef<UserHeatmapData>('Contribution').implement({
  description:
    'What a user did in one 15-minute slot (the forge counts per 900 seconds, so a client can shift slots to its time zone).',
  fields: (t) => ({
    at: t.field({
      type: 'DateTime',
      description:
        'The start of the slot (the forge’s `timestamp`, Unix seconds); null with UPSTREAM_ERROR when the forge sent a number no date of years 0 to 9999 has.',
      resolve: (c) => fromUnixSeconds(c.timestamp),
    }),
    contributions: forgeNumberField(t, 'Int', (c) => c.contributions ?? 0, {
      description:
        'Actions in the slot; null with UPSTREAM_ERROR when the forge sent no 32-bit whole number (its int64 can hold more).',
    }),
  }),
});

export const WatchedRepositoryConnection = builder.connectionObject(
  { type: RepositoryRef, name: 'WatchedRepositoryConnection', description: 'Repositories a user watches.' },
  { name: 'WatchedRepositoryEdge' },
);

const watched = userOrViewerRepositories(listUserWatched, listMyWatched);

const HEATMAP_ROUTE = 'GET /users/{username}/heatmap';

const heatmapOf = (context: Context, ref: OwnerRef) =>
  memoize(context, `${HEATMAP_ROUTE}:${ownerKey(ref)}`, async () => {
    const { data } = await getUserHeatmap(context.forge, { username: ref.login });
    return expectList<UserHeatmapData>(data, HEATMAP_ROUTE);
  });

builder.objectFields(UserRef, (t) => ({
  heatmap: t.field({
    type: [ContributionRef],
    description:
      'The contribution heatmap: actions per 15-minute slot over the last 373 days (a year and the week that starts it), oldest first, in one call (GET /users/{username}/heatmap, whole, unpaged). Only actions in repositories the caller may read count; a user who keeps activity private shows others an empty list. Null with the error when the call fails, the user kept.',
    extensions: prefetch<OwnerRef>((context, ref) => heatmapOf(context, ref)),
    resolve: (user, _args, context) => heatmapOf(context, { login: user.login }),
  }),
  watchedRepositories: t.field({
    type: WatchedRepositoryConnection,
    description:
      'Repositories the user watches, by id (GET /users/{username}/subscriptions; under `viewer`, GET /user/subscriptions). Private ones appear only when the user is the caller; totalCount counts what is listed. Each repository’s `permissions` are the watching user’s. Signed-in callers only: an anonymous caller gets UNAUTHENTICATED without a call.',
    args: t.arg.connectionArgs(),
    ...watched,
  }),
}));

type FeedArgs = Pick<ActivityArgs, 'date'>;
const feedFilters = (args: FeedArgs) => [args.date ?? undefined];

const repositoryFeed = pagedList<RepoRef, FeedArgs, Activity>({
  endpoint: listRepoActivityFeeds,
  key: repoListKey,
  check: checkFeedDate,
  filters: feedFilters,
  fetch: (context, ref, args, page) =>
    listRepoActivityFeeds(context.forge, { ...ref, date: args.date ?? undefined, ...page }),
});

const teamFeed = pagedList<{ id: number }, FeedArgs, Activity>({
  endpoint: listTeamActivityFeeds,
  key: (ref) => String(ref.id),
  check: checkFeedDate,
  filters: feedFilters,
  fetch: (context, ref, args, page) =>
    listTeamActivityFeeds(context.forge, { id: ref.id, date: args.date ?? undefined, ...page }),
});

builder.objectFields(RepositoryRef, (t) => ({
  activities: listConnection(
    t,
    ActivityConnection,
    listField(repositoryFeed, repoRefOf),
    'What happened in the repository, newest first (GET /repos/{owner}/{repo}/activities/feeds, one call per page): every reader sees every item, private repository or not, except those of actors who keep their activity private.',
    { date: t.arg.string({ description: 'One day, YYYY-MM-DD, in the forge’s timezone.' }) },
  ),
}));

builder.objectFields(TeamRef, (t) => ({
  activities: listConnection(
    t,
    ActivityConnection,
    listField(teamFeed, (team: Team) => ({ id: team.id })),
    'What happened in the team’s repositories, newest first (GET /teams/{id}/activities/feeds, one call per page). Only the team’s members, the organization’s owners and site administrators may read it: other members get FORBIDDEN.',
    { date: t.arg.string({ description: 'One day, YYYY-MM-DD, in the forge’s timezone.' }) },
  ),
}));
