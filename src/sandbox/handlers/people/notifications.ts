// Notification threads of the caller (Gitea's routers/api/v1/notify/user.go, threads.go, repo.go
// status helpers, notifications.go getFindNotificationOptions; models/activities/notification.go).

import { notificationJson } from '../../convert/people.js';
import type { RequestContext } from '../../http/context.js';
import { jsonReply, type Reply } from '../../http/errors.js';
import { formInt, pagedReply } from '../../http/paging.js';
import { type NotificationRec, type NotificationStatus, peopleOf } from '../../model/people-state.js';
import { formBool, formStrings } from '../query.js';

const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/** Go's time.Parse(time.RFC3339, value): the error text names the layout */
function parseTime(value: string): Date | string {
  const time = RFC3339.test(value) ? new Date(value) : null;
  if (time && !Number.isNaN(time.getTime())) return time;
  return `parsing time ${JSON.stringify(value)} as "2006-01-02T15:04:05Z07:00": cannot parse ${JSON.stringify(value)} as "2006"`;
}

/** statusStringToNotificationStatus: unknown strings are dropped */
function statusOf(value: string): NotificationStatus | undefined {
  const status = value.trim().toLowerCase();
  return status === 'unread' || status === 'read' || status === 'pinned' ? status : undefined;
}

function statusesOf(ctx: RequestContext, defaults: NotificationStatus[]): NotificationStatus[] {
  const given = formStrings(ctx.query, 'status-types');
  return (given.length > 0 ? given : defaults).map(statusOf).filter((s): s is NotificationStatus => !!s);
}

/** subjectToSource: issue, pull, commit, repository (release has no notifications here) */
const SOURCES = new Set(['issue', 'pull', 'commit', 'repository']);

const newestFirst = (a: NotificationRec, b: NotificationRec) =>
  b.updatedAt.getTime() - a.updatedAt.getTime() || b.id - a.id;

/** The caller's threads, of the repository of the path on the /repos/{owner}/{repo}/notifications routes. */
function threadsOf(ctx: RequestContext, repoId: number | undefined): NotificationRec[] {
  const doer = ctx.doer;
  return peopleOf(ctx.store).notifications.filter(
    (n) => n.userId === doer.id && (repoId === undefined || n.repoId === repoId),
  );
}

/** GET /notifications: unread and pinned by default (`all` for every status); X-Total-Count only */
export const listNotifications = (ctx: RequestContext): Reply => listThreads(ctx, undefined);

/** GET /repos/{owner}/{repo}/notifications (notify/repo.go ListRepoNotifications): the same, of one repository */
export const listRepoNotifications = (ctx: RequestContext): Reply => listThreads(ctx, ctx.repo().repo.id);

function listThreads(ctx: RequestContext, repoId: number | undefined): Reply {
  // utils.GetQueryBeforeSince: a bad time is a 422
  const bounds: Record<'since' | 'before', Date | undefined> = { since: undefined, before: undefined };
  for (const name of ['since', 'before'] as const) {
    const raw = ctx.form(name);
    if (raw === '') continue;
    const parsed = parseTime(raw);
    if (typeof parsed === 'string') throw ctx.error(422, parsed);
    bounds[name] = parsed;
  }
  const statuses = formBool(ctx.query.get('all')) ? null : statusesOf(ctx, ['unread', 'pinned']);
  const subjects = formStrings(ctx.query, 'subject-type')
    .map((s) => s.toLowerCase())
    .filter((s) => SOURCES.has(s));
  const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
  const rows = threadsOf(ctx, repoId)
    .filter((n) => statuses === null || statuses.includes(n.status))
    .filter((n) => formStrings(ctx.query, 'subject-type').length === 0 || subjects.includes(n.source))
    .filter((n) => !bounds.since || seconds(n.updatedAt) >= seconds(bounds.since))
    .filter((n) => !bounds.before || seconds(n.updatedAt) <= seconds(bounds.before))
    .sort(newestFirst);
  return pagedReply(ctx, rows, (n) => notificationJson(ctx, n), { link: false });
}

/**
 * PUT /notifications: the caller's threads in `status-types` (default unread; every status with
 * `all`) updated up to `last_read_at` move to `to-status` (default read); 205 with the changed threads.
 */
export const readNotifications = (ctx: RequestContext): Reply => readThreads(ctx, undefined);

/** PUT /repos/{owner}/{repo}/notifications (ReadRepoNotifications): the same, of one repository */
export const readRepoNotifications = (ctx: RequestContext): Reply => readThreads(ctx, ctx.repo().repo.id);

function readThreads(ctx: RequestContext, repoId: number | undefined): Reply {
  let lastRead = 0;
  const raw = ctx.form('last_read_at').trim();
  if (raw !== '') {
    const parsed = parseTime(raw);
    if (typeof parsed === 'string') throw ctx.error(400, parsed);
    lastRead = Math.floor(parsed.getTime() / 1000);
  }
  const statuses = formBool(ctx.query.get('all')) ? null : statusesOf(ctx, ['unread']);
  const target = statusOf(ctx.form('to-status')) ?? 'read';
  const now = ctx.store.now();
  const changed = threadsOf(ctx, repoId)
    .filter((n) => lastRead === 0 || Math.floor(n.updatedAt.getTime() / 1000) <= lastRead)
    .filter((n) => statuses === null || statuses.includes(n.status))
    .sort(newestFirst);
  for (const n of changed) {
    // SetNotificationStatus: the xorm `updated` column moves with every status change
    n.status = target;
    n.updatedAt = now;
  }
  return jsonReply(
    205,
    changed.map((n) => notificationJson(ctx, n)),
  );
}

/** getThread: ErrNF-like 404 for an unknown id, 403 for another user's thread (admins pass) */
function threadOf(ctx: RequestContext): NotificationRec {
  const doer = ctx.doer;
  const id = formInt(ctx.param('id'));
  const thread = peopleOf(ctx.store).notifications.find((n) => n.id === id);
  if (!thread) throw ctx.error(404, `notification does not exist [id: ${id}]`);
  if (thread.userId !== doer.id && !doer.isAdmin) {
    throw ctx.error(403, `only user itself and admin are allowed to read/change this thread ${thread.id}`);
  }
  return thread;
}

export function getNotificationThread(ctx: RequestContext): Reply {
  return jsonReply(200, notificationJson(ctx, threadOf(ctx)));
}

/** PATCH /notifications/threads/{id}: `to-status` (default read), 205 with the thread */
export function readNotificationThread(ctx: RequestContext): Reply {
  const thread = threadOf(ctx);
  thread.status = statusOf(ctx.form('to-status')) ?? 'read';
  thread.updatedAt = ctx.store.now();
  return jsonReply(205, notificationJson(ctx, thread));
}

/** GET /notifications/new: how many threads are unread */
export function countNewNotifications(ctx: RequestContext): Reply {
  const doer = ctx.doer;
  const count = peopleOf(ctx.store).notifications.filter(
    (n) => n.userId === doer.id && n.status === 'unread',
  );
  return jsonReply(200, { new: count.length });
}
