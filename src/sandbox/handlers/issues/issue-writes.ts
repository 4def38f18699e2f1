import { issueJson, labelJson } from '../../convert/issues.js';
import type { RequestContext } from '../../http/context.js';
import { jsonReply, type Reply } from '../../http/errors.js';
import { refuseBlocked } from '../../model/blocking.js';
import { newIssueRecord, postedFields } from '../../model/issue-records.js';
import { recordLabelEvent } from '../../model/label-events.js';
import { Access, type IssueRec, type LabelRec, type RepoRec } from '../../model/records.js';
import { emitIssueEvent } from '../../webhooks/emit.js';
import { CreateIssueOption } from './forms.js';
import { pathIndex } from './issues.js';
import { assigneesToAdd } from './new-issue.js';

/** a label an issue of `repo` may carry: the repository's own, or its organization's (newIssueLabel) */
export function labelFits(label: LabelRec, repo: RepoRec): boolean {
  return label.repoId === repo.id || (label.orgId !== undefined && label.orgId === repo.ownerId);
}

/** `scope/name` labels marked exclusive replace the issue's other labels of that scope */
function scopeOf(label: LabelRec): string | undefined {
  const slash = label.name.lastIndexOf('/');
  return label.exclusive && slash > 0 ? label.name.slice(0, slash) : undefined;
}

/** newIssueLabels: each label the issue gains is a `label` row of its timeline, and so is each it loses */
export function addLabelsTo(ctx: RequestContext, issue: IssueRec, labels: LabelRec[]): void {
  const { store } = ctx;
  const repo = store.repo(issue.repoId);
  for (const label of labels) {
    if (!labelFits(label, repo) || issue.labelIds.includes(label.id)) continue;
    const scope = scopeOf(label);
    if (scope !== undefined) {
      issue.labelIds = issue.labelIds.filter((id) => {
        const other = store.labelById(id);
        if (!other || scopeOf(other) !== scope) return true;
        recordLabelEvent(store, issue, other, ctx.doer.id, false);
        return false;
      });
    }
    issue.labelIds.push(label.id);
    recordLabelEvent(store, issue, label, ctx.doer.id, true);
  }
}

/** deleteIssueLabel for every label of the issue */
function removeLabels(ctx: RequestContext, issue: IssueRec, ids: number[]): void {
  for (const id of ids) {
    const label = ctx.store.labelById(id);
    if (label) recordLabelEvent(ctx.store, issue, label, ctx.doer.id, false);
  }
  issue.labelIds = issue.labelIds.filter((id) => !ids.includes(id));
}

/**
 * POST /repos/{owner}/{repo}/issues: reqToken (401), mustNotBeArchived (423), binding (422), read access
 * to issues (403). Labels, milestone, assignees and the due date count only for writers; other callers
 * get a plain issue. Labels of other repositories and unknown milestones are dropped. 201 Issue.
 */
export function createIssue(ctx: RequestContext): Reply {
  const rc = ctx.repo();
  const doer = ctx.doer;
  const form = ctx.bind(CreateIssueOption);
  if (!rc.repo.units.issues) {
    throw ctx.error(403, 'user should have specific read permission or be a repo admin or a site admin');
  }
  const { store } = ctx;
  const writer = rc.mode >= Access.write;
  const assignees = writer ? assigneesToAdd(ctx, rc.repo, form, false) : [];
  // issue_service.NewIssue: a poster the repository's owner blocked
  refuseBlocked(ctx, doer, rc.repo.ownerId);
  const milestone = writer && form.milestone ? store.milestoneById(form.milestone) : undefined;
  const issue = newIssueRecord(store, {
    ...postedFields(store, rc.repo.id, doer.id, form),
    milestoneId: milestone?.repoId === rc.repo.id ? milestone.id : null,
    assigneeIds: assignees.map((u) => u.id),
    ref: form.ref ?? '',
    deadline: writer ? (form.due_date ?? null) : null,
  });
  if (writer) {
    const labels = (form.labels ?? []).flatMap((id) => store.labelById(id) ?? []);
    addLabelsTo(ctx, issue, labels);
  }
  if (form.closed) {
    issue.state = 'closed';
    issue.closedAt = issue.createdAt;
  }
  // services/webhook/notifier.go NewIssue: `issues` opened
  emitIssueEvent(ctx, rc.repo, issue, 'issues', 'opened');
  return jsonReply(201, issueJson(ctx, issue));
}

/** The issue's labels as Gitea lists them after a change (GetLabelsByIssueID: by name). */
function labelList(ctx: RequestContext, issue: IssueRec) {
  const repo = ctx.store.repo(issue.repoId);
  return issue.labelIds
    .flatMap((id) => ctx.store.labelById(id) ?? [])
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .map((label) => labelJson(ctx, label, repo));
}

/** IssueLabelsOption.labels is `[]any`: Go decodes numbers as float64 and strings as themselves */
function labelValues(ctx: RequestContext): unknown[] {
  ctx.bind<Record<string, never>>({ name: 'IssueLabelsOption', fields: [] });
  const text = ctx.body.toString('utf8').trim();
  const parsed = text === '' ? {} : (JSON.parse(text) as Record<string, unknown> | null);
  const labels = parsed && typeof parsed === 'object' ? parsed.labels : undefined;
  if (labels === undefined || labels === null) return [];
  if (!Array.isArray(labels)) {
    const kind = typeof labels === 'object' ? 'object' : typeof labels;
    throw ctx.error(
      422,
      `[]: json: cannot unmarshal ${kind} into Go struct field IssueLabelsOption.labels of type []interface {}`,
    );
  }
  return labels;
}

/**
 * prepareForReplaceOrAdd (issue_label.go): 404 for the issue, 403 without write access, 400 when ids and
 * names are mixed; names resolve in the repository (and its organization); unknown ids and names are dropped.
 */
function prepareForReplaceOrAdd(ctx: RequestContext): { issue: IssueRec; labels: LabelRec[] } {
  const rc = ctx.repo();
  const values = labelValues(ctx);
  const issue = ctx.store.issueByIndex(rc.repo.id, pathIndex(ctx));
  if (!issue) throw ctx.notFound();
  if (rc.mode < Access.write) throw ctx.error(403, 'write permission is required');
  const ids = values.filter((v): v is number => typeof v === 'number').map(Math.trunc);
  const names = values.filter((v): v is string => typeof v === 'string');
  if (ids.length > 0 && names.length > 0) {
    throw ctx.error(400, 'labels should be an array of strings or integers');
  }
  const byName = ctx.store.labels.filter((l) => names.includes(l.name) && labelFits(l, rc.repo));
  return { issue, labels: [...ids.flatMap((id) => ctx.store.labelById(id) ?? []), ...byName] };
}

/** POST /repos/{owner}/{repo}/issues/{index}/labels: adds to the issue's labels; 200 with all of them */
export function addIssueLabels(ctx: RequestContext): Reply {
  const { issue, labels } = prepareForReplaceOrAdd(ctx);
  addLabelsTo(ctx, issue, labels);
  issue.updatedAt = ctx.store.now();
  return jsonReply(200, labelList(ctx, issue));
}

/** PUT /repos/{owner}/{repo}/issues/{index}/labels: the given labels replace the issue's; 200 with them */
export function replaceIssueLabels(ctx: RequestContext): Reply {
  const { issue, labels } = prepareForReplaceOrAdd(ctx);
  const repo = ctx.store.repo(issue.repoId);
  const wanted = new Set(labels.filter((label) => labelFits(label, repo)).map((label) => label.id));
  // ReplaceIssueLabels: the new labels first, then the ones no longer wanted go
  addLabelsTo(
    ctx,
    issue,
    labels.filter((label) => !issue.labelIds.includes(label.id)),
  );
  removeLabels(
    ctx,
    issue,
    issue.labelIds.filter((id) => !wanted.has(id)),
  );
  issue.updatedAt = ctx.store.now();
  return jsonReply(200, labelList(ctx, issue));
}

/** GET /repos/{owner}/{repo}/issues/{index}/labels (ListIssueLabels): 404 for the issue; by name, no paging */
export function listIssueLabels(ctx: RequestContext): Reply {
  const rc = ctx.repo();
  const issue = ctx.store.issueByIndex(rc.repo.id, pathIndex(ctx));
  if (!issue) throw ctx.notFound();
  return jsonReply(200, labelList(ctx, issue));
}

/** DELETE /repos/{owner}/{repo}/issues/{index}/labels (ClearIssueLabels): 404, 403 (empty body) for non-writers, 204 */
export function clearIssueLabels(ctx: RequestContext): Reply {
  const rc = ctx.repo();
  const issue = ctx.store.issueByIndex(rc.repo.id, pathIndex(ctx));
  if (!issue) throw ctx.notFound();
  if (rc.mode < Access.write) return { status: 403 };
  if (issue.labelIds.length > 0) {
    removeLabels(ctx, issue, [...issue.labelIds]);
    issue.updatedAt = ctx.store.now();
  }
  return { status: 204 };
}

/**
 * DELETE /repos/{owner}/{repo}/issues/{index}/labels/{id}: 404 for the issue, 403 (empty body) without
 * write access, 422 for a label that does not exist; 204 whether or not the issue carried it.
 */
export function deleteIssueLabel(ctx: RequestContext): Reply {
  const rc = ctx.repo();
  const issue = ctx.store.issueByIndex(rc.repo.id, pathIndex(ctx));
  if (!issue) throw ctx.notFound();
  if (rc.mode < Access.write) return { status: 403 };
  const raw = ctx.param('id');
  const id = /^\d+$/.test(raw) ? Number(raw) : 0;
  const label = ctx.store.labelById(id);
  if (!label) throw ctx.error(422, `label does not exist [label_id: ${id}]`);
  if (issue.labelIds.includes(id)) {
    removeLabels(ctx, issue, [id]);
    issue.updatedAt = ctx.store.now();
  }
  return { status: 204 };
}
