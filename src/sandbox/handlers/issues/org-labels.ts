// Writes to an organization's labels (routers/api/v1/org/label.go): the routes sit behind reqToken and
// reqOrgOwnership, so only the organization's owners reach these handlers.

import { labelJson } from '../../convert/issues.js';
import type { RequestContext } from '../../http/context.js';
import { jsonReply, type Reply } from '../../http/errors.js';
import type { LabelRec } from '../../model/records.js';
import { CreateLabelOption, EditLabelOption } from './forms.js';
import { normalizeColor } from './labels.js';

/** The `id` path parameter as GetLabelInOrgByID reads it: a number, 0 otherwise. */
const idParam = (ctx: RequestContext) => {
  const raw = ctx.param('id');
  return /^\d+$/.test(raw) ? Number(raw) : 0;
};

/** A color as the form gives it, or 422 `bad color code` like the handler's ColorPattern check. */
function colorOf(ctx: RequestContext, color: string): string {
  const normalized = normalizeColor(color);
  if (!normalized) throw ctx.error(422, `bad color code: ${color.trim()}`);
  return normalized;
}

/** POST /orgs/{org}/labels: binding (422), color (422); 201 Label */
export function createOrgLabel(ctx: RequestContext): Reply {
  const org = ctx.org();
  const form = ctx.bind(CreateLabelOption);
  const label: LabelRec = {
    id: ctx.store.nextId(ctx.store.labels),
    repoId: 0,
    orgId: org.id,
    name: form.name,
    color: colorOf(ctx, form.color),
    description: form.description ?? '',
    exclusive: form.exclusive ?? false,
    archived: form.is_archived ?? false,
  };
  ctx.store.labels.push(label);
  return jsonReply(201, labelJson(ctx, label));
}

/**
 * PATCH /orgs/{org}/labels/{id}: 404 for an id the organization lacks (names are not looked up here),
 * 422 for a bad color; absent fields stay, except an absent `is_archived`, which unarchives. 200 Label.
 */
export function editOrgLabel(ctx: RequestContext): Reply {
  const org = ctx.org();
  const form = ctx.bind(EditLabelOption);
  const id = idParam(ctx);
  const label = ctx.store.labels.find((l) => l.orgId === org.id && l.id === id);
  if (!label) throw ctx.notFound();
  const color = form.color === undefined ? label.color : colorOf(ctx, form.color);
  if (form.name !== undefined) label.name = form.name;
  if (form.exclusive !== undefined) label.exclusive = form.exclusive;
  if (form.description !== undefined) label.description = form.description;
  label.color = color;
  label.archived = form.is_archived === true;
  return jsonReply(200, labelJson(ctx, label));
}

/** DELETE /orgs/{org}/labels/{id}: 204, also for an id the organization does not have; off every issue */
export function deleteOrgLabel(ctx: RequestContext): Reply {
  const org = ctx.org();
  const id = idParam(ctx);
  const at = ctx.store.labels.findIndex((l) => l.orgId === org.id && l.id === id);
  if (at >= 0) {
    ctx.store.labels.splice(at, 1);
    for (const issue of ctx.store.issues) issue.labelIds = issue.labelIds.filter((other) => other !== id);
  }
  return { status: 204 };
}
