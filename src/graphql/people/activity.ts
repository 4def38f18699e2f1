// Activity feed items and the `activities` field of
// User and Organization.

import { listActivityFeeds, listOrgActivityFeeds } from '../../forge/endpoints/index.js';
import type { Activity } from '../../forge/types/index.js';
import { builder } from '../kit/builder.js';
import { connectionType } from '../kit/connection-type.js';
import type { Context } from '../kit/context.js';
import { badInput, NotFoundGatewayError } from '../kit/errors.js';
import { forgeFields } from '../kit/forge-fields.js';
import { forgeNodeRef, withDatabaseId } from '../kit/forge-node.js';
import { parseKey } from '../kit/loaders.js';
import { expectList, listConnection, listField, pagedList } from '../kit/paged-field.js';
import { FIELDS } from './fields.js';
import { type Owner, type OwnerRef, ownerKey, ownerLogin, RepositoryOwnerRef } from './owner.js';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The forge has no route that reads one activity. What the doer did on one day is a short list,
 * so an Activity node's key is its doer, its day (as the forge wrote its time) and its id.
 */
const activityKeyOf = (a: Activity) =>
  JSON.stringify([
    a.act_user?.login ?? '',
    typeof a.created === 'string' ? a.created.slice(0, 10) : '',
    a.id,
  ]);

const MAX_REFETCH_PAGES = 5;

async function refetchActivity(context: Context, key: string): Promise<Activity | Error> {
  const [login = '', day = '', id = ''] = parseKey(key);
  for (let page = 1; page <= MAX_REFETCH_PAGES; page++) {
    const { data } = await listActivityFeeds(context.forge, {
      username: login,
      onlyPerformedBy: true,
      date: DATE.test(day) ? day : undefined,
      page,
      limit: 50,
    });
    const items = expectList<Activity>(data, 'GET /users/{username}/activities/feeds');
    const found = items.find((item) => String(item.id) === id);
    if (found) return found;
    if (items.length < 50) break;
  }
  return new NotFoundGatewayError(`Could not resolve to an Activity with the id ${id}.`);
}

export const ActivityRef = forgeNodeRef<Activity>('Activity', {
  keyOf: activityKeyOf,
  read: refetchActivity,
});

ActivityRef.implement({
  description:
    'One item of an activity feed. The forge reads no single activity: `node(id:)` reads its doer’s feed of that day (one call; one more per 50 items that day).',
  fields: withDatabaseId((t) => forgeFields(t, FIELDS.Activity)),
});

export const ActivityConnection = connectionType(ActivityRef, 'Activity');

export interface ActivityArgs {
  onlyPerformedBy?: boolean | null;
  date?: string | null;
}

/** The forge silently ignores a bad `date`; we say so instead of returning an unfiltered feed. */
export const checkFeedDate = (args: ActivityArgs) => {
  if (args.date != null && !DATE.test(String(args.date))) throw badInput('`date` must be YYYY-MM-DD', 'date');
};

/** An organization's own feed (GET /orgs/{org}/activities/feeds) shows its members its private items too. */
const orgFeed = (owner: OwnerRef, args: ActivityArgs) => owner.isOrg === true && !args.onlyPerformedBy;

const activities = pagedList<OwnerRef, ActivityArgs, Activity>({
  endpoint: listActivityFeeds,
  key: (owner) => `${owner.isOrg ? 'org:' : ''}${ownerKey(owner)}`,
  check: checkFeedDate,
  filters: (args: ActivityArgs) => [args.onlyPerformedBy ?? undefined, args.date ?? undefined],
  fetch: (context, owner: OwnerRef, args: ActivityArgs, page) =>
    orgFeed(owner, args)
      ? listOrgActivityFeeds(context.forge, { org: owner.login, date: args.date ?? undefined, ...page })
      : listActivityFeeds(context.forge, {
          username: owner.login,
          onlyPerformedBy: args.onlyPerformedBy ?? undefined,
          date: args.date ?? undefined,
          ...page,
        }),
});

/** An Organization object has a `name` and no `login`. */
const feedOwnerOf = (owner: Owner): OwnerRef => ({ login: ownerLogin(owner), isOrg: !('login' in owner) });

builder.interfaceField(RepositoryOwnerRef, 'activities', (t) =>
  listConnection(
    t,
    ActivityConnection,
    listField(activities, feedOwnerOf),
    'What this account’s feed shows, newest first. Forge: GET /users/{username}/activities/feeds, or for an organization GET /orgs/{org}/activities/feeds (which shows its members the items of private repositories; `onlyPerformedBy` keeps the user route, as an organization performs nothing). One call per page.',
    {
      onlyPerformedBy: t.arg.boolean({ description: 'Only actions this account performed.' }),
      date: t.arg.string({ description: 'One day, YYYY-MM-DD, in the forge’s timezone.' }),
    },
  ),
);
