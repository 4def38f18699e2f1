// What the handlers of comments, reactions, times, attachments and the dependency lists share:
// the issue group's middleware (mustEnableIssuesOrPulls), reading the issue of the path, Gitea's
// CanReadIssuesOrPulls / CanWriteIssuesOrPulls, and the `since`/`before` query of
// services/context GetQueryBeforeSince.
import type { RepoContext, RequestContext } from '../../http/context.js';
import { formInt } from '../../http/paging.js';
import { Access, type CommentRec, type IssueRec } from '../../model/records.js';

/** Go's ctx.PathParamInt64: a non-number is 0, which no issue or comment has */
export const pathInt = (ctx: RequestContext, name: string): number => formInt(ctx.param(name));

export function canReadIssue(rc: RepoContext, issue: IssueRec): boolean {
  return rc.mode >= Access.read && (issue.isPull ? rc.repo.units.pulls : rc.repo.units.issues);
}

export function canWriteIssue(rc: RepoContext, issue: IssueRec): boolean {
  return rc.mode >= Access.write && (issue.isPull ? rc.repo.units.pulls : rc.repo.units.issues);
}

/** A 500 as Gitea's APIErrorInternal answers it: the message only for site admins. */
export function internal(ctx: RequestContext, message: string) {
  return ctx.error(500, ctx.user?.isAdmin ? message : '');
}

/** The issue of `{index}`; handlers that call GetIssueByIndex without IsErrIssueNotExist answer 500. */
export function pathIssue(ctx: RequestContext, rc: RepoContext, missing: 'not-found' | 'internal'): IssueRec {
  const index = pathInt(ctx, 'index');
  const issue = ctx.store.issueByIndex(rc.repo.id, index);
  if (issue) return issue;
  const text = `issue does not exist [id: 0, repo_id: ${rc.repo.id}, index: ${index}]`;
  throw missing === 'internal' ? internal(ctx, text) : ctx.notFound(undefined, [text]);
}

/** The comment of `{id}`, or 404 with GetCommentByID's error. */
export function pathComment(ctx: RequestContext): CommentRec {
  const id = pathInt(ctx, 'id');
  const comment = ctx.store.commentById(id);
  if (!comment) throw ctx.notFound(undefined, [`comment does not exist [id: ${id}]`]);
  return comment;
}

const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/i;

/** GetQueryBeforeSince: RFC 3339 times, else 422 with Go's parse error. */
export function beforeSince(ctx: RequestContext): { since: Date | null; before: Date | null } {
  const parse = (name: string): Date | null => {
    const value = ctx.form(name);
    if (value === '') return null;
    if (!RFC3339.test(value) || Number.isNaN(Date.parse(value))) {
      throw ctx.error(
        422,
        `parsing time "${value}" as "2006-01-02T15:04:05Z07:00": cannot parse "${value}" as "2006"`,
      );
    }
    return new Date(value);
  };
  return { before: parse('before'), since: parse('since') };
}

/** The inclusive time window of FindCommentsOptions / FindTrackedTimesOptions. */
export function within(date: Date, window: { since: Date | null; before: Date | null }): boolean {
  const seconds = Math.floor(date.getTime() / 1000);
  if (window.since && seconds < Math.floor(window.since.getTime() / 1000)) return false;
  if (window.before && seconds > Math.floor(window.before.getTime() / 1000)) return false;
  return true;
}

/** Oldest first, as FindComments and GetTrackedTimes order them (created, then id). */
export const oldestFirst =
  <T extends { id: number }>(created: (item: T) => Date) =>
  (a: T, b: T) =>
    created(a).getTime() - created(b).getTime() || a.id - b.id;
