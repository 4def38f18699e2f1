// Removing tracked time (routers/api/v1/repo/issue_tracked_time.go ResetIssueTime, DeleteTime;
// models/issues/tracked_time.go): entries are marked deleted, and the timeline gets a
// `delete_time_manual` row with the seconds removed.
import type { RequestContext } from '../../http/context.js';
import { Halt, type Reply } from '../../http/errors.js';
import type { IssueRec, TrackedTimeRec } from '../../model/records.js';
import { pathInt, pathIssue } from './issue-scope.js';
import { canUseTimetracker } from './issue-times.js';

/** the issue of the path, when the caller may use its time tracker: else 400 (tracking off) or an empty 403 */
function trackableIssue(ctx: RequestContext): IssueRec {
  const rc = ctx.repo();
  const issue = pathIssue(ctx, rc, 'not-found');
  if (!canUseTimetracker(rc, issue, ctx.doer)) {
    if (!rc.repo.timeTracking) throw ctx.error(400, 'time tracking disabled');
    throw new Halt({ status: 403 });
  }
  return issue;
}

function deleted(ctx: RequestContext, issue: IssueRec, times: TrackedTimeRec[]): Reply {
  const { store } = ctx;
  const now = store.now();
  let seconds = 0;
  for (const time of times) {
    time.deleted = true;
    seconds += time.time;
  }
  store.comments.push({
    id: store.nextId(store.comments),
    issueId: issue.id,
    posterId: ctx.doer.id,
    body: `|${seconds}`,
    createdAt: now,
    updatedAt: now,
    type: 'delete_time_manual',
  });
  return { status: 204 };
}

/** DELETE .../issues/{index}/times: the caller's own entries on the issue; 404 when there are none */
export function resetIssueTime(ctx: RequestContext): Reply {
  const issue = trackableIssue(ctx);
  const mine = ctx.store.trackedTimes.filter(
    (t) => !t.deleted && t.issueId === issue.id && t.userId === ctx.doer.id,
  );
  if (mine.length === 0) throw ctx.error(404, 'tracked_time does not exist');
  return deleted(ctx, issue, mine);
}

/**
 * DELETE .../issues/{index}/times/{id}: an entry of another issue is as missing as an unknown one (a
 * 404), so no issue's path reaches another issue's times; a deleted entry is a 404; only its user or a
 * site admin may delete it (an empty 403).
 */
export function deleteIssueTime(ctx: RequestContext): Reply {
  const issue = trackableIssue(ctx);
  const id = pathInt(ctx, 'id');
  const time = ctx.store.trackedTimes.find((t) => t.id === id && t.issueId === issue.id);
  if (!time) throw ctx.notFound(undefined, [`tracked_time does not exist [id: ${id}]`]);
  if (time.deleted) throw ctx.notFound(undefined, ['tracked time was already deleted']);
  if (!ctx.doer.isAdmin && time.userId !== ctx.doer.id) throw new Halt({ status: 403 });
  return deleted(ctx, issue, [time]);
}
