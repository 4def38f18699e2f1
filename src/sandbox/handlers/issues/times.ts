// A repository's and a user's tracked times (routers/api/v1/repo/issue_tracked_time.go):
// GET /repos/{owner}/{repo}/times/{user} (deprecated upstream), the repository's list and the caller's.

import { trackedTimeJson } from '../../convert/misc.js';
import type { RequestContext } from '../../http/context.js';
import { jsonReply, type Reply } from '../../http/errors.js';
import { pagedReply } from '../../http/paging.js';
import { Access, type TrackedTimeRec } from '../../model/records.js';
import { beforeSince, oldestFirst, within } from './issue-scope.js';
import { timeQuery } from './issue-times.js';

/** GET /repos/{owner}/{repo}/times/{user}: 200 TrackedTime[], all entries, no paging headers */
export function listUserTimes(ctx: RequestContext): Reply {
  const rc = ctx.repo();
  const doer = ctx.doer;
  if (!rc.repo.timeTracking) throw ctx.error(400, 'time tracking disabled');
  const name = ctx.param('user');
  const user = ctx.store.userByName(name);
  if (!user) throw ctx.notFound(undefined, [`user does not exist [uid: 0, name: ${name}]`]);
  if (rc.mode < Access.admin && !doer.isAdmin && doer.id !== user.id) {
    throw ctx.error(403, 'query by user not allowed; not enough rights');
  }
  const { store } = ctx;
  const times = store.trackedTimes
    .filter((t) => !t.deleted && t.userId === user.id && store.issueById(t.issueId)?.repoId === rc.repo.id)
    .sort((a, b) => a.id - b.id);
  return jsonReply(
    200,
    times.map((t) => trackedTimeJson(ctx, t)),
  );
}

/** times not deleted, matching `keep`, oldest first (GetTrackedTimes) */
function liveTimes(ctx: RequestContext, keep: (time: TrackedTimeRec) => boolean): TrackedTimeRec[] {
  return ctx.store.trackedTimes.filter((t) => !t.deleted && keep(t)).sort(oldestFirst((t) => t.created));
}

/**
 * GET /repos/{owner}/{repo}/times (ListTrackedTimesByRepository): 400 when tracking is off; `user`,
 * `since`, `before` filters; callers who cannot write issues see their own entries only, and a 403
 * when they name someone else. Paged, X-Total-Count.
 */
export function listRepoTimes(ctx: RequestContext): Reply {
  const rc = ctx.repo();
  const doer = ctx.doer;
  if (!rc.repo.timeTracking) throw ctx.error(400, 'time tracking disabled');
  const { userId, window } = timeQuery(ctx, rc, doer);
  const { store } = ctx;
  const times = liveTimes(
    ctx,
    (t) =>
      store.issueById(t.issueId)?.repoId === rc.repo.id &&
      (userId === 0 || t.userId === userId) &&
      within(t.created, window),
  );
  return pagedReply(ctx, times, (t) => trackedTimeJson(ctx, t));
}

/** GET /user/times (ListMyTrackedTimes): the caller's entries in every repository, paged */
export function listMyTimes(ctx: RequestContext): Reply {
  const doer = ctx.doer;
  const window = beforeSince(ctx);
  const times = liveTimes(ctx, (t) => t.userId === doer.id && within(t.created, window));
  return pagedReply(ctx, times, (t) => trackedTimeJson(ctx, t));
}
