// Activity feeds of a user, a repository, an organization and a team, and a user's heatmap: one filter,
// Gitea's activityQueryCondition (models/activities/action.go), applied to the store's feed items.

import { dayOf } from '../../convert/format.js';
import { activityJson } from '../../convert/misc.js';
import { teamRepoIds } from '../../convert/people.js';
import type { RequestContext } from '../../http/context.js';
import { jsonReply, type Reply } from '../../http/errors.js';
import { pagedReply } from '../../http/paging.js';
import { isOrgMember, repoAccess } from '../../model/access.js';
import { Access, type ActivityRec, type UserRec } from '../../model/records.js';
import { teamOfRequest } from './orgs.js';

interface FeedScope {
  /** private items (is_private) are shown: a privileged caller, a repository's readers, an organization's members */
  includePrivate: boolean;
  /** the feed's owner, for `user_id` in each item (0 when the feed is a repository's) */
  receiverId: number;
  /** a user's own feed read by that user: nothing is filtered out */
  privileged?: boolean;
}

/** A signed-in site administrator skips the actor and repository filters, as in activityQueryCondition. */
const isAdmin = (ctx: RequestContext) => ctx.user?.isAdmin === true;

/** What any caller may see of a feed: readable repositories, and actors who do not keep their activity private. */
function visibleItems(ctx: RequestContext, rows: ActivityRec[], scope: FeedScope): ActivityRec[] {
  const { store } = ctx;
  const doer = ctx.user;
  const actorVisible = (actor: UserRec) =>
    actor.id === doer?.id ||
    (!actor.keepActivityPrivate &&
      (actor.visibility === 'public' || (actor.visibility === 'limited' && !!doer)));
  // `date`: YYYY-MM-DD in the server's time zone (UTC here); anything unparsable is ignored
  const date = ctx.form('date');
  const day = /^\d{4}-\d{2}-\d{2}$/.test(date) && !Number.isNaN(Date.parse(`${date}T00:00:00Z`)) ? date : '';
  return rows
    .filter((a) => day === '' || dayOf(a.created) === day)
    .filter((a) => {
      if (isAdmin(ctx) || scope.privileged) return true;
      const repo = store.repoById(a.repoId);
      const readable = repo ? repoAccess(store, repo, doer) > Access.none : true;
      return (scope.includePrivate || !a.isPrivate) && readable && actorVisible(store.user(a.actUserId));
    })
    .sort((a, b) => b.created.getTime() - a.created.getTime() || b.id - a.id);
}

/** A page of feed items with X-Total-Count only (ctx.SetTotalCountHeader). */
export function feedReply(ctx: RequestContext, rows: ActivityRec[], scope: FeedScope): Reply {
  const items = visibleItems(ctx, rows, scope);
  return pagedReply(ctx, items, (a) => activityJson(ctx, a, scope.receiverId), { link: false });
}

/** Gitea inserts a copy of every action in an organization's repository for the organization itself. */
const inReposOf = (ctx: RequestContext, ownerId: number) =>
  ctx.store.activities.filter((a) => ctx.store.repoById(a.repoId)?.ownerId === ownerId);

/** GET /repos/{owner}/{repo}/activities/feeds (repoAssignment): every item of the repository, IncludePrivate */
export function listRepoActivityFeeds(ctx: RequestContext): Reply {
  const { repo } = ctx.repo();
  const rows = ctx.store.activities.filter((a) => a.repoId === repo.id);
  return feedReply(ctx, rows, { includePrivate: true, receiverId: 0 });
}

/** GET /orgs/{org}/activities/feeds (orgAssignment): private items for members and administrators only */
export function listOrgActivityFeeds(ctx: RequestContext): Reply {
  const org = ctx.org();
  const doer = ctx.user;
  const includePrivate = !!doer && (doer.isAdmin || isOrgMember(ctx.store, org.id, doer.id));
  return feedReply(ctx, inReposOf(ctx, org.id), { includePrivate, receiverId: org.id });
}

/** GET /teams/{id}/activities/feeds (reqToken, reqTeamMembership): the organization's items in the team's repositories */
export function listTeamActivityFeeds(ctx: RequestContext): Reply {
  const team = teamOfRequest(ctx);
  const repoIds = new Set(teamRepoIds(ctx, team));
  const rows = inReposOf(ctx, team.orgId).filter((a) => repoIds.has(a.repoId));
  return feedReply(ctx, rows, { includePrivate: true, receiverId: team.orgId });
}

/** (366 + 7) days: the year the heatmap shows and the week that starts it */
const HEATMAP_SECONDS = (366 + 7) * 86400;
/** 15 minutes: a client shifts the buckets to its own time zone (UTC+5:30 and UTC+12:45 exist) */
const BUCKET_SECONDS = 900;

/**
 * GET /users/{username}/heatmap (GetUserHeatmapDataByUser in 1.22): what the user did (for an organization,
 * what was done in its repositories) in the last 373 days in readable repositories, counted per 15 minutes,
 * oldest first; an empty list when the user keeps activity private from this caller (ActivityReadable).
 */
export function getUserHeatmap(ctx: RequestContext): Reply {
  const user = ctx.contextUser();
  const doer = ctx.user;
  const readable = !user.keepActivityPrivate || (!!doer && (doer.isAdmin || doer.id === user.id));
  if (!readable) return jsonReply(200, []);
  const cutoff = ctx.store.now().getTime() / 1000 - HEATMAP_SECONDS;
  const own = user.isOrg
    ? inReposOf(ctx, user.id)
    : ctx.store.activities.filter((a) => a.actUserId === user.id && a.receiverIds.includes(user.id));
  const counts = new Map<number, number>();
  for (const item of own) {
    const seconds = Math.floor(item.created.getTime() / 1000);
    const repo = ctx.store.repoById(item.repoId);
    if (seconds <= cutoff) continue;
    if (!isAdmin(ctx) && repo && repoAccess(ctx.store, repo, doer) === Access.none) continue;
    const bucket = Math.floor(seconds / BUCKET_SECONDS) * BUCKET_SECONDS;
    counts.set(bucket, (counts.get(bucket) ?? 0) + 1);
  }
  const data = [...counts]
    .sort(([a], [b]) => a - b)
    .map(([timestamp, contributions]) => ({ timestamp, contributions }));
  return jsonReply(200, data);
}
