import { labelJson } from '../../convert/issues.js';
import type { RequestContext } from '../../http/context.js';
import { jsonReply, type Reply } from '../../http/errors.js';
import { pagedReply } from '../../http/paging.js';
import type { LabelRec } from '../../model/records.js';
import { CreateLabelOption, EditLabelOption } from './forms.js';

/** GetLabelsByRepoID's orders; alphabetical by default */
function labelSorter(sort: string): (a: LabelRec, b: LabelRec) => number {
  const byName = (a: LabelRec, b: LabelRec) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id);
  if (sort === 'reversealphabetically') return (a, b) => -byName(a, b);
  return byName;
}

/** GET /repos/{owner}/{repo}/labels: 200 Label[] + X-Total-Count, paged */
export function listLabels(ctx: RequestContext): Reply {
  const { repo } = ctx.repo();
  const labels = ctx.store.labels.filter((l) => l.repoId === repo.id).sort(labelSorter(ctx.form('sort')));
  // ListLabels sets only the count (ctx.SetTotalCountHeader), no Link
  return pagedReply(ctx, labels, (l) => labelJson(ctx, l, repo), { link: false });
}

/** GET /repos/{owner}/{repo}/labels/{id}: a number is an id, anything else a name; 404 when not in the repo */
export function getLabel(ctx: RequestContext): Reply {
  const { repo } = ctx.repo();
  const key = ctx.param('id');
  const label = /^-?\d+$/.test(key)
    ? ctx.store.labels.find((l) => l.repoId === repo.id && l.id === Number(key))
    : ctx.store.labels.find((l) => l.repoId === repo.id && l.name === key);
  if (!label) throw ctx.notFound();
  return jsonReply(200, labelJson(ctx, label, repo));
}

/** Gitea's label.NormalizeColor: `#rgb`, `#rrggbb` with or without `#`, stored lower-case with `#` */
export function normalizeColor(color: string): string | undefined {
  const trimmed = color.trim();
  const hex = /^#?([0-9a-fA-F]{6}|[0-9a-fA-F]{3})$/.exec(trimmed)?.[1];
  if (!hex) return undefined;
  const six = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  return `#${six.toLowerCase()}`;
}

/** POST /repos/{owner}/{repo}/labels: reqToken, reqRepoWriter (403), binding (422), color (422); 201 Label */
export function createLabel(ctx: RequestContext): Reply {
  const rc = ctx.repo();
  const form = ctx.bind(CreateLabelOption);
  const color = normalizeColor(form.color);
  if (!color) throw ctx.error(422, `bad color code: ${form.color.trim()}`);
  const label: LabelRec = {
    id: ctx.store.nextId(ctx.store.labels),
    repoId: rc.repo.id,
    name: form.name,
    color,
    description: form.description ?? '',
    exclusive: form.exclusive ?? false,
    archived: form.is_archived ?? false,
  };
  ctx.store.labels.push(label);
  return jsonReply(201, labelJson(ctx, label, rc.repo));
}

/** GET /orgs/{org}/labels: 200 Label[] + X-Total-Count, paged */
export function listOrgLabels(ctx: RequestContext): Reply {
  const org = ctx.org();
  const labels = ctx.store.labels.filter((l) => l.orgId === org.id).sort(labelSorter(ctx.form('sort')));
  return pagedReply(ctx, labels, (l) => labelJson(ctx, l), { link: false });
}

/** GET /orgs/{org}/labels/{id}: reqToken (401 for anonymous callers); an id or a name, 404 otherwise */
export function getOrgLabel(ctx: RequestContext): Reply {
  const org = ctx.org();
  const key = ctx.param('id');
  const label = /^-?\d+$/.test(key)
    ? ctx.store.labels.find((l) => l.orgId === org.id && l.id === Number(key))
    : ctx.store.labels.find((l) => l.orgId === org.id && l.name === key);
  if (!label) throw ctx.notFound();
  return jsonReply(200, labelJson(ctx, label));
}

/** GetLabelInRepoByID: the id of a label of this repository (no names here), else 404 */
function repoLabelById(ctx: RequestContext, repo: { id: number }): LabelRec {
  const raw = ctx.param('id');
  const id = /^\d+$/.test(raw) ? Number(raw) : 0;
  const label = ctx.store.labels.find((l) => l.repoId === repo.id && l.id === id);
  if (!label) throw ctx.notFound();
  return label;
}

/**
 * PATCH /repos/{owner}/{repo}/labels/{id} (label.go EditLabel): reqToken, reqRepoWriter (403), binding
 * (422), 404 for a label of another repository, 422 for a bad color. Absent fields stay, except that an
 * absent `is_archived` unarchives (SetArchived(form.IsArchived != nil && *form.IsArchived)). 200 Label.
 */
export function editLabel(ctx: RequestContext): Reply {
  const rc = ctx.repo();
  const form = ctx.bind(EditLabelOption);
  const label = repoLabelById(ctx, rc.repo);
  let color = label.color;
  if (form.color !== undefined) {
    const normalized = normalizeColor(form.color);
    if (!normalized) throw ctx.error(422, `bad color code: ${form.color.trim()}`);
    color = normalized;
  }
  if (form.name !== undefined) label.name = form.name;
  if (form.exclusive !== undefined) label.exclusive = form.exclusive;
  if (form.description !== undefined) label.description = form.description;
  label.color = color;
  label.archived = form.is_archived === true;
  return jsonReply(200, labelJson(ctx, label, rc.repo));
}

/**
 * DELETE /repos/{owner}/{repo}/labels/{id} (issues_model.DeleteLabel): 204, also for an id no label of the
 * repository has (the model returns nil); the label leaves every issue that carried it.
 */
export function deleteLabel(ctx: RequestContext): Reply {
  const { repo } = ctx.repo();
  const raw = ctx.param('id');
  const id = /^\d+$/.test(raw) ? Number(raw) : 0;
  const at = ctx.store.labels.findIndex((l) => l.repoId === repo.id && l.id === id);
  if (at >= 0) {
    ctx.store.labels.splice(at, 1);
    for (const issue of ctx.store.issues) issue.labelIds = issue.labelIds.filter((other) => other !== id);
  }
  return { status: 204 };
}
