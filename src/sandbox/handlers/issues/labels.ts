// A repository's labels (routers/api/v1/repo/label.go) and an organization's (org/label.go): the two
// route sets read, create, edit and delete labels the same way, each within its owner's labels.
import type { Label } from '../../../forge/types/index.js';
import { labelJson } from '../../convert/issues.js';
import type { RequestContext } from '../../http/context.js';
import { jsonReply, type Reply } from '../../http/errors.js';
import { pagedReply } from '../../http/paging.js';
import type { LabelRec, RepoRec, UserRec } from '../../model/records.js';
import { CreateLabelOption, EditLabelOption } from './forms.js';

/** The labels of one repository or one organization: which are theirs, what a new one records, how one is shown. */
export interface LabelScope {
  holds(label: LabelRec): boolean;
  owner: Pick<LabelRec, 'repoId' | 'orgId'>;
  json(label: LabelRec): Label;
}

export const repoLabels = (ctx: RequestContext, repo: RepoRec): LabelScope => ({
  holds: (label) => label.repoId === repo.id,
  owner: { repoId: repo.id },
  json: (label) => labelJson(ctx, label, repo),
});

/** an organization's labels have no repository (repoId 0) */
export const orgLabels = (ctx: RequestContext, org: UserRec): LabelScope => ({
  holds: (label) => label.orgId === org.id,
  owner: { repoId: 0, orgId: org.id },
  json: (label) => labelJson(ctx, label),
});

/** GetLabelsByRepoID's orders; alphabetical by default */
function labelSorter(sort: string): (a: LabelRec, b: LabelRec) => number {
  const byName = (a: LabelRec, b: LabelRec) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id);
  if (sort === 'reversealphabetically') return (a, b) => -byName(a, b);
  return byName;
}

/** 200 Label[] + X-Total-Count, paged; ListLabels sets only the count (ctx.SetTotalCountHeader), no Link */
function listIn(ctx: RequestContext, scope: LabelScope): Reply {
  const labels = ctx.store.labels.filter(scope.holds).sort(labelSorter(ctx.form('sort')));
  return pagedReply(ctx, labels, scope.json, { link: false });
}

/** `id` as a number is an id, anything else a name; 404 when the scope has no such label */
function getIn(ctx: RequestContext, scope: LabelScope): Reply {
  const key = ctx.param('id');
  const label = /^-?\d+$/.test(key)
    ? ctx.store.labels.find((l) => scope.holds(l) && l.id === Number(key))
    : ctx.store.labels.find((l) => scope.holds(l) && l.name === key);
  if (!label) throw ctx.notFound();
  return jsonReply(200, scope.json(label));
}

/** Gitea's label.NormalizeColor: `#rgb`, `#rrggbb` with or without `#`, stored lower-case with `#` */
export function normalizeColor(color: string): string | undefined {
  const trimmed = color.trim();
  const hex = /^#?([0-9a-fA-F]{6}|[0-9a-fA-F]{3})$/.exec(trimmed)?.[1];
  if (!hex) return undefined;
  const six = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  return `#${six.toLowerCase()}`;
}

/** A color as the form gives it, or 422 `bad color code` like the handlers' ColorPattern check. */
function colorOf(ctx: RequestContext, color: string): string {
  const normalized = normalizeColor(color);
  if (!normalized) throw ctx.error(422, `bad color code: ${color.trim()}`);
  return normalized;
}

/** binding (422), color (422); 201 Label */
export function createIn(ctx: RequestContext, scope: LabelScope): Reply {
  const form = ctx.bind(CreateLabelOption);
  const label: LabelRec = {
    id: ctx.store.nextId(ctx.store.labels),
    ...scope.owner,
    name: form.name,
    color: colorOf(ctx, form.color),
    description: form.description ?? '',
    exclusive: form.exclusive ?? false,
    archived: form.is_archived ?? false,
  };
  ctx.store.labels.push(label);
  return jsonReply(201, scope.json(label));
}

/** The `id` path parameter as GetLabelInRepoByID and GetLabelInOrgByID read it: a number, 0 otherwise (no names). */
function idParam(ctx: RequestContext): number {
  const raw = ctx.param('id');
  return /^\d+$/.test(raw) ? Number(raw) : 0;
}

/**
 * binding (422), 404 for an id the scope lacks, 422 for a bad color. Absent fields stay, except that an
 * absent `is_archived` unarchives (SetArchived(form.IsArchived != nil && *form.IsArchived)). 200 Label.
 */
export function editIn(ctx: RequestContext, scope: LabelScope): Reply {
  const form = ctx.bind(EditLabelOption);
  const id = idParam(ctx);
  const label = ctx.store.labels.find((l) => scope.holds(l) && l.id === id);
  if (!label) throw ctx.notFound();
  const color = form.color === undefined ? label.color : colorOf(ctx, form.color);
  if (form.name !== undefined) label.name = form.name;
  if (form.exclusive !== undefined) label.exclusive = form.exclusive;
  if (form.description !== undefined) label.description = form.description;
  label.color = color;
  label.archived = form.is_archived === true;
  return jsonReply(200, scope.json(label));
}

/**
 * issues_model.DeleteLabel: 204, also for an id the scope has no label with (the model returns nil);
 * the label leaves every issue that carried it.
 */
export function deleteIn(ctx: RequestContext, scope: LabelScope): Reply {
  const id = idParam(ctx);
  const at = ctx.store.labels.findIndex((l) => scope.holds(l) && l.id === id);
  if (at >= 0) {
    ctx.store.labels.splice(at, 1);
    for (const issue of ctx.store.issues) issue.labelIds = issue.labelIds.filter((other) => other !== id);
  }
  return { status: 204 };
}

/** GET /repos/{owner}/{repo}/labels */
export const listLabels = (ctx: RequestContext): Reply => listIn(ctx, repoLabels(ctx, ctx.repo().repo));

/** GET /repos/{owner}/{repo}/labels/{id}: an id or a name */
export const getLabel = (ctx: RequestContext): Reply => getIn(ctx, repoLabels(ctx, ctx.repo().repo));

/** POST /repos/{owner}/{repo}/labels: reqToken, reqRepoWriter (403), then as createIn */
export const createLabel = (ctx: RequestContext): Reply => createIn(ctx, repoLabels(ctx, ctx.repo().repo));

/** PATCH /repos/{owner}/{repo}/labels/{id} (label.go EditLabel): reqToken, reqRepoWriter (403), then as editIn */
export const editLabel = (ctx: RequestContext): Reply => editIn(ctx, repoLabels(ctx, ctx.repo().repo));

/** DELETE /repos/{owner}/{repo}/labels/{id} */
export const deleteLabel = (ctx: RequestContext): Reply => deleteIn(ctx, repoLabels(ctx, ctx.repo().repo));

/** GET /orgs/{org}/labels */
export const listOrgLabels = (ctx: RequestContext): Reply => listIn(ctx, orgLabels(ctx, ctx.org()));

/** GET /orgs/{org}/labels/{id}: reqToken (401 for anonymous callers); an id or a name */
export const getOrgLabel = (ctx: RequestContext): Reply => getIn(ctx, orgLabels(ctx, ctx.org()));
