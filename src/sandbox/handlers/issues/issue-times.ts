import { trackedTimeJson } from '../../convert/misc.js';
import type { RepoContext, RequestContext } from '../../http/context.js';
import { jsonReply, type Reply } from '../../http/errors.js';
import { pagedReply } from '../../http/paging.js';
import { Access, type IssueRec, type TrackedTimeRec, type UserRec } from '../../model/records.js';
import { AddTimeOption } from './forms.js';
import { beforeSince, canWriteIssue, oldestFirst, pathIssue, within } from './issue-scope.js';

/**
 * The `user`, `since` and `before` of a time list (ListTrackedTimes, ListTrackedTimesByRepository): an
 * unknown user is a 404; callers who are neither site admins nor writers of issues get their own entries
 * (userId 0 means everyone's), and a 403 when they name someone else.
 */
export function timeQuery(ctx: RequestContext, rc: RepoContext, doer: UserRec) {
  let userId = 0;
  const name = ctx.form('user').trim();
  if (name !== '') {
    const user = ctx.store.userByName(name);
    if (!user) throw ctx.error(404, `user does not exist [uid: 0, name: ${name}]`);
    userId = user.id;
  }
  const window = beforeSince(ctx);
  if (!doer.isAdmin && userId !== doer.id && rc.mode < Access.write) {
    if (userId !== 0) throw ctx.error(403, 'query by user not allowed; not enough rights');
    userId = doer.id;
  }
  return { userId, window };
}

/** GET .../issues/{index}/times: paged with X-Total-Count; 404 when time tracking is off. */
export function listIssueTimes(ctx: RequestContext): Reply {
  const rc = ctx.repo();
  const doer = ctx.doer;
  if (!rc.repo.timeTracking) throw ctx.notFound(undefined, ['Timetracker is disabled']);
  const issue = pathIssue(ctx, rc, 'not-found');
  const { userId, window } = timeQuery(ctx, rc, doer);
  const times = ctx.store.trackedTimes
    .filter(
      (t) =>
        !t.deleted &&
        t.issueId === issue.id &&
        (userId === 0 || t.userId === userId) &&
        within(t.created, window),
    )
    .sort(oldestFirst<TrackedTimeRec>((t) => t.created));
  return pagedReply(ctx, times, (t) => trackedTimeJson(ctx, t));
}

/** Repo.CanUseTimetracker: tracking on, and either open to all readers or the caller writes or is involved. */
export function canUseTimetracker(rc: RepoContext, issue: IssueRec, doer: UserRec): boolean {
  if (!rc.repo.timeTracking) return false;
  if (!rc.repo.onlyContributorsTrackTime) return true;
  return canWriteIssue(rc, issue) || issue.posterId === doer.id || issue.assigneeIds.includes(doer.id);
}

/**
 * POST .../issues/{index}/times (AddTime): 200 TrackedTime (not 201); 400 `time tracking disabled`;
 * 403 (empty) for callers who may not track time; only repo and site admins may name another user.
 * Gitea also writes an `add_time_manual` row into the timeline.
 */
export function addIssueTime(ctx: RequestContext): Reply {
  const rc = ctx.repo();
  const doer = ctx.doer;
  const form = ctx.bind(AddTimeOption);
  const issue = pathIssue(ctx, rc, 'not-found');
  if (!canUseTimetracker(rc, issue, doer)) {
    if (!rc.repo.timeTracking) throw ctx.error(400, 'time tracking disabled');
    return { status: 403 };
  }
  let user = doer;
  const named = form.user_name ?? '';
  if (named !== '' && ((rc.mode >= Access.admin && doer.login !== named) || doer.isAdmin)) {
    const found = ctx.store.userByName(named);
    if (!found) throw ctx.error(500, doer.isAdmin ? `user does not exist [uid: 0, name: ${named}]` : '');
    user = found;
  }
  const { store } = ctx;
  const created = form.created ?? store.now();
  const time: TrackedTimeRec = {
    id: store.nextId(store.trackedTimes),
    issueId: issue.id,
    userId: user.id,
    time: form.time,
    created,
    deleted: false,
  };
  store.trackedTimes.push(time);
  store.comments.push({
    id: store.nextId(store.comments),
    issueId: issue.id,
    posterId: user.id,
    body: `|${form.time}`,
    createdAt: created,
    updatedAt: created,
    type: 'add_time_manual',
    event: { trackedTimeId: time.id },
  });
  return jsonReply(200, trackedTimeJson(ctx, time));
}
