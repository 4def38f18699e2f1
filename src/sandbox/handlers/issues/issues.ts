// Issue reads and edits (Gitea's routers/api/v1/repo/issue.go GetIssue, EditIssue) and removing assignees,
// a sandbox extension the gateway uses.

import { issueJson } from '../../convert/issues.js';
import type { RequestContext } from '../../http/context.js';
import { jsonReply, type Reply } from '../../http/errors.js';
import { formInt } from '../../http/paging.js';
import { repoAccess } from '../../model/access.js';
import { Access, type IssueRec, type RepoRec, type UserRec } from '../../model/records.js';
import { emitIssueEdits, pick } from '../../webhooks/issue-edits.js';
import { EditIssueOption, IssueAssigneesOption } from './forms.js';

/** Go's ctx.PathParamInt64: a non-number is 0, which no issue has */
export function pathIndex(ctx: RequestContext): number {
  return formInt(ctx.param('index'));
}

export function issueNotExist(ctx: RequestContext, repo: RepoRec, index: number) {
  return ctx.notFound('IsErrIssueNotExist', [
    `issue does not exist [id: 0, repo_id: ${repo.id}, index: ${index}]`,
  ]);
}

/** GET /repos/{owner}/{repo}/issues/{index}: pull request indexes work too */
export function getIssue(ctx: RequestContext): Reply {
  const { repo } = ctx.repo();
  const issue = ctx.store.issueByIndex(repo.id, pathIndex(ctx));
  if (!issue) throw ctx.notFound();
  return jsonReply(200, issueJson(ctx, issue));
}

/** Gitea's EditIssue keeps only the day of a due date: 23:59:59 of it (UTC here) */
export function endOfDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), 23, 59, 59));
}

/** Assignees must exist and be able to write issues or pulls (Gitea's CanBeAssigned). */
function assignable(ctx: RequestContext, repo: RepoRec, logins: string[]): UserRec[] {
  const users: UserRec[] = [];
  for (const login of logins) {
    if (login === '') continue;
    const user = ctx.store.userByName(login);
    if (!user || user.isOrg) throw ctx.error(422, `user does not exist [uid: 0, name: ${login}]`);
    if (repoAccess(ctx.store, repo, user) < Access.write) {
      throw ctx.error(422, `user doesn't have access to repo [user_id: ${user.id}, repo_name: ${repo.name}]`);
    }
    if (!users.some((u) => u.id === user.id)) users.push(user);
  }
  return users;
}

/**
 * changeIssueStatus: closing fails with a 412 while the repository has dependencies enabled and an issue
 * this one depends on is still open (ErrDependenciesLeft, as routers/api/v1/repo/issue.go words it).
 */
export function mustHaveNoOpenDependencies(ctx: RequestContext, issue: IssueRec, repo: RepoRec): void {
  const blocking = issue.blockedBy.some((id) => ctx.store.issueById(id)?.state === 'open');
  if (repo.dependencies && blocking) {
    throw ctx.error(412, 'cannot close this issue or pull request because it still has open dependencies');
  }
}

/**
 * closeOrReopenIssue: 412 for a merged pull request and for a state other than open and closed; closing
 * checks the dependencies.
 */
function setState(ctx: RequestContext, issue: IssueRec, repo: RepoRec, state: string): void {
  if (issue.isPull && ctx.store.pullOf(issue.id)?.merged) {
    throw ctx.error(412, 'cannot change state of this pull request, it was already merged');
  }
  if (state !== 'open' && state !== 'closed') throw ctx.error(412, `unknown state: ${state}`);
  if (issue.state === state) return;
  if (state === 'closed') mustHaveNoOpenDependencies(ctx, issue, repo);
  issue.state = state;
  issue.closedAt = state === 'closed' ? ctx.store.now() : null;
}

/**
 * PATCH /repos/{owner}/{repo}/issues/{index} (EditIssue): 201 Issue; assignees replace the list but only
 * for writers (silently ignored otherwise); neither poster nor writer → 403, empty body. The due date
 * changes only for writers: `unset_due_date` removes it, and `unset_due_date: false` without a
 * `due_date` is a 400.
 */
export function editIssue(ctx: RequestContext): Reply {
  const rc = ctx.repo();
  const doer = ctx.doer;
  const form = ctx.bind(EditIssueOption);
  const issue = ctx.store.issueByIndex(rc.repo.id, pathIndex(ctx));
  if (!issue) throw ctx.notFound();
  const canWrite = rc.mode >= Access.write;
  if (issue.posterId !== doer.id && !canWrite) return { status: 403 };
  const before = { title: issue.title, body: issue.body, state: issue.state, ...pick(issue) };
  if (form.title) issue.title = form.title;
  if (form.body !== undefined) {
    issue.body = form.body;
    issue.contentVersion += 1;
  }
  if (form.ref !== undefined) issue.ref = form.ref;
  // routers/api/v1/repo/issue.go EditIssue: the due date changes only for writers
  if (canWrite && (form.due_date !== undefined || form.unset_due_date !== undefined)) {
    if (!form.unset_due_date && form.due_date === undefined)
      throw ctx.error(400, 'The due_date cannot be empty');
    issue.deadline = form.unset_due_date || !form.due_date ? null : endOfDay(form.due_date);
  }
  if (canWrite && (form.assignees !== undefined || form.assignee !== undefined)) {
    // Gitea's UpdateAssignees appends the deprecated single `assignee` to the list
    const logins = [...(form.assignees ?? []), ...(form.assignee ? [form.assignee] : [])];
    issue.assigneeIds = assignable(ctx, rc.repo, logins).map((u) => u.id);
  }
  if (canWrite && form.milestone !== undefined) {
    const milestone = ctx.store.milestoneById(form.milestone);
    if (form.milestone !== 0 && milestone?.repoId !== rc.repo.id) {
      throw ctx.error(422, `milestone does not exist [id: ${form.milestone}, repo_id: ${rc.repo.id}]`);
    }
    issue.milestoneId = form.milestone === 0 ? null : form.milestone;
  }
  if (form.state !== undefined) setState(ctx, issue, rc.repo, form.state);
  issue.updatedAt = ctx.store.now();
  emitIssueEdits(ctx, rc.repo, issue, before);
  return jsonReply(201, issueJson(ctx, issue));
}

/**
 * DELETE .../issues/{index}/assignees — not a Gitea route; served as a sandbox extension with Gitea's
 * conventions: 200 Issue, 403 without issue write, 422 binding, ErrNF for the issue.
 */
export function removeAssignees(ctx: RequestContext): Reply {
  const rc = ctx.repo();
  const form = ctx.bind(IssueAssigneesOption);
  const index = pathIndex(ctx);
  const issue = ctx.store.issueByIndex(rc.repo.id, index);
  if (!issue) throw issueNotExist(ctx, rc.repo, index);
  const removed = new Set<number>();
  for (const login of form.assignees) {
    const user = ctx.store.userByName(login);
    if (!user || user.isOrg) throw ctx.error(422, `user does not exist [uid: 0, name: ${login}]`);
    removed.add(user.id);
  }
  const before = pick(issue);
  issue.assigneeIds = issue.assigneeIds.filter((id) => !removed.has(id));
  issue.updatedAt = ctx.store.now();
  emitIssueEdits(ctx, rc.repo, issue, {
    title: issue.title,
    body: issue.body,
    state: issue.state,
    ...before,
  });
  return jsonReply(200, issueJson(ctx, issue));
}
