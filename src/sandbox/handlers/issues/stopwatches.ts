// Stopwatches (routers/api/v1/repo/issue_stopwatch.go; models/issues/stopwatch.go): one running
// stopwatch per user, started, stopped (into a tracked time) or cancelled on an issue.
import type { StopWatch } from '../../../forge/types/index.js';
import { rfc3339 } from '../../convert/format.js';
import type { RepoContext, RequestContext } from '../../http/context.js';
import { Halt, type Reply } from '../../http/errors.js';
import { pagedReply } from '../../http/paging.js';
import type { IssueRec, UserRec } from '../../model/records.js';
import type { Store } from '../../model/store.js';
import { storeSlot } from '../../model/store-slot.js';
import { canWriteIssue, pathIssue } from './issue-scope.js';
import { canUseTimetracker } from './issue-times.js';

export interface StopwatchRec {
  id: number;
  userId: number;
  issueId: number;
  created: Date;
}

export const stopwatchesOf = storeSlot<StopwatchRec[]>(() => []);

const running = (store: Store, userId: number, issueId: number) =>
  stopwatchesOf(store).find((s) => s.userId === userId && s.issueId === issueId);

/** A timeline row, as Gitea writes one for each stopwatch event */
function timelineRow(store: Store, issue: IssueRec, user: UserRec, type: string, body: string): void {
  const now = store.now();
  store.comments.push({
    id: store.nextId(store.comments),
    issueId: issue.id,
    posterId: user.id,
    body,
    createdAt: now,
    updatedAt: now,
    type,
  });
}

/** FinishIssueStopwatch: the elapsed seconds become a tracked time, and the stopwatch goes */
function finish(store: Store, user: UserRec, watch: StopwatchRec): void {
  const issue = store.issues.find((i) => i.id === watch.issueId);
  const seconds = Math.max(0, Math.floor((store.now().getTime() - watch.created.getTime()) / 1000));
  const slot = stopwatchesOf(store);
  slot.splice(slot.indexOf(watch), 1);
  if (!issue) return;
  const time = {
    id: store.nextId(store.trackedTimes),
    issueId: issue.id,
    userId: user.id,
    time: seconds,
    created: store.now(),
    deleted: false,
  };
  store.trackedTimes.push(time);
  timelineRow(store, issue, user, 'stop_tracking', `|${seconds}`);
}

/**
 * prepareIssueStopwatch: 404 for an unknown issue; 403 (empty) without write access to issues or pull
 * requests, or when the caller may not track time; 409 when a stopwatch is (not) running as expected.
 */
function prepare(
  ctx: RequestContext,
  rc: RepoContext,
  shouldExist: boolean,
): { issue: IssueRec; doer: UserRec } {
  const issue = pathIssue(ctx, rc, 'not-found');
  const doer = ctx.doer;
  if (!canWriteIssue(rc, issue) || !canUseTimetracker(rc, issue, doer)) throw new Halt({ status: 403 });
  if ((running(ctx.store, doer.id, issue.id) !== undefined) !== shouldExist)
    throw ctx.error(
      409,
      shouldExist
        ? 'cannot stop/cancel a non existent stopwatch'
        : 'cannot start a stopwatch again if it already exists',
    );
  return { issue, doer };
}

/** POST .../stopwatch/start: 201; a stopwatch running on another issue is finished first */
export function startStopwatch(ctx: RequestContext): Reply {
  const { issue, doer } = prepare(ctx, ctx.repo(), false);
  const { store } = ctx;
  const other = stopwatchesOf(store).find((s) => s.userId === doer.id);
  if (other) finish(store, doer, other);
  stopwatchesOf(store).push({
    id: store.nextId(stopwatchesOf(store)),
    userId: doer.id,
    issueId: issue.id,
    created: store.now(),
  });
  timelineRow(store, issue, doer, 'start_tracking', '');
  return { status: 201 };
}

/** POST .../stopwatch/stop: 201, the elapsed time tracked */
export function stopStopwatch(ctx: RequestContext): Reply {
  const { issue, doer } = prepare(ctx, ctx.repo(), true);
  finish(ctx.store, doer, running(ctx.store, doer.id, issue.id) as StopwatchRec);
  return { status: 201 };
}

/** DELETE .../stopwatch/delete: 204, nothing tracked */
export function cancelStopwatch(ctx: RequestContext): Reply {
  const { issue, doer } = prepare(ctx, ctx.repo(), true);
  const slot = stopwatchesOf(ctx.store);
  slot.splice(slot.indexOf(running(ctx.store, doer.id, issue.id) as StopwatchRec), 1);
  timelineRow(ctx.store, issue, doer, 'cancel_tracking', '');
  return { status: 204 };
}

/** Go's time.Duration String for whole seconds, as SecToTime's API form ("1h2m3s") */
function duration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `${h > 0 ? `${h}h` : ''}${h > 0 || m > 0 ? `${m}m` : ''}${s}s`;
}

/** GET /user/stopwatches (reqToken): the caller's running stopwatches, X-Total-Count their number */
export function listMyStopwatches(ctx: RequestContext): Reply {
  const { store } = ctx;
  const mine = stopwatchesOf(store).filter((s) => s.userId === ctx.doer.id);
  const toJson = (s: StopwatchRec): StopWatch => {
    const issue = store.issues.find((i) => i.id === s.issueId) as IssueRec;
    const repo = store.repo(issue.repoId);
    const seconds = Math.floor((store.now().getTime() - s.created.getTime()) / 1000);
    return {
      created: rfc3339(s.created),
      seconds,
      duration: duration(seconds),
      issue_index: issue.index,
      issue_title: issue.title,
      repo_owner_name: store.user(repo.ownerId).login,
      repo_name: repo.name,
    };
  };
  return pagedReply(ctx, mine, toJson, { link: false });
}
