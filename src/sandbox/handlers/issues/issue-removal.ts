// Deleting an issue and setting its deadline (routers/api/v1/repo/issue.go DeleteIssue and
// UpdateIssueDeadline).

import { timeOrNull } from '../../convert/format.js';
import type { RequestContext } from '../../http/context.js';
import { jsonReply, type Reply } from '../../http/errors.js';
import type { IssueRec } from '../../model/records.js';
import { EditDeadlineOption } from './forms.js';
import { canWriteIssue, pathIssue } from './issue-scope.js';
import { endOfDay } from './issues.js';

/** The records that hang off an issue and go with it (issue_service.DeleteIssue → deleteIssue). */
function removeWhere<T>(list: T[], gone: (item: T) => boolean): void {
  for (let i = list.length - 1; i >= 0; i--) if (gone(list[i] as T)) list.splice(i, 1);
}

function forget(ctx: RequestContext, issue: IssueRec): void {
  const { store } = ctx;
  const mine = (item: { issueId: number }) => item.issueId === issue.id;
  removeWhere(store.issues, (other) => other.id === issue.id);
  removeWhere(store.pulls, mine);
  removeWhere(store.reviews, mine);
  removeWhere(store.comments, mine);
  removeWhere(store.trackedTimes, mine);
  for (const other of store.issues) other.blockedBy = other.blockedBy.filter((id) => id !== issue.id);
}

/**
 * DELETE /repos/{owner}/{repo}/issues/{index}: reqToken, then reqAdmin (repository admins and site
 * admins; 403 for everyone else, the poster included), 404 for the issue; pull requests too. 204.
 */
export function deleteIssue(ctx: RequestContext): Reply {
  const rc = ctx.repo();
  const issue = pathIssue(ctx, rc, 'not-found');
  forget(ctx, issue);
  return { status: 204 };
}

/**
 * POST /repos/{owner}/{repo}/issues/{index}/deadline: 404 for the issue, 403 "Not repo writer" without
 * write access to issues (or pulls); the day of `due_date` at 23:59:59, or none when it is null.
 * 201 IssueDeadline.
 */
export function updateDeadline(ctx: RequestContext): Reply {
  const rc = ctx.repo();
  const form = ctx.bind(EditDeadlineOption);
  const issue = pathIssue(ctx, rc, 'not-found');
  if (!canWriteIssue(rc, issue)) throw ctx.error(403, 'Not repo writer');
  issue.deadline = form.due_date && form.due_date.getTime() > 0 ? endOfDay(form.due_date) : null;
  issue.updatedAt = ctx.store.now();
  return jsonReply(201, { due_date: timeOrNull(issue.deadline) });
}
