import { milestoneJson } from '../../convert/issues.js';
import type { RequestContext } from '../../http/context.js';
import { jsonReply, type Reply } from '../../http/errors.js';
import { pagedReply } from '../../http/paging.js';
import type { MilestoneRec, RepoRec } from '../../model/records.js';
import { CreateMilestoneOption, EditMilestoneOption } from './forms.js';

/** FindMilestoneOptions' default order: earliest due date first, those without one last, then by id */
function byDeadline(a: MilestoneRec, b: MilestoneRec): number {
  const due = (m: MilestoneRec) => m.dueOn?.getTime() ?? Number.MAX_SAFE_INTEGER;
  return due(a) - due(b) || a.id - b.id;
}

/**
 * GET /repos/{owner}/{repo}/milestones (GetMilestonesOption.toCond): `state` closed lists the closed ones,
 * `all` every one, anything else (no state included) the open ones; `name` matches part of the title,
 * case-insensitively. 200 Milestone[] + X-Total-Count.
 */
export function listMilestones(ctx: RequestContext): Reply {
  const { repo } = ctx.repo();
  const state = ctx.form('state');
  const name = ctx.form('name').toLowerCase();
  const milestones = ctx.store.milestones
    .filter((m) => m.repoId === repo.id)
    .filter((m) => state === 'all' || m.state === (state === 'closed' ? 'closed' : 'open'))
    .filter((m) => name === '' || m.title.toLowerCase().includes(name))
    .sort(byDeadline);
  return pagedReply(ctx, milestones, (m) => milestoneJson(ctx, m), { link: false });
}

/** getMilestoneByIDOrName: a number is tried as an id first, then the text as a title; 404 otherwise */
function milestoneOf(ctx: RequestContext, repo: RepoRec): MilestoneRec {
  const key = ctx.param('id');
  const mine = ctx.store.milestones.filter((m) => m.repoId === repo.id);
  const byId = /^\d+$/.test(key) ? mine.find((m) => m.id === Number(key)) : undefined;
  const found = byId ?? mine.find((m) => m.title === key);
  if (!found) throw ctx.notFound();
  return found;
}

/** GET /repos/{owner}/{repo}/milestones/{id} */
export function getMilestone(ctx: RequestContext): Reply {
  const { repo } = ctx.repo();
  return jsonReply(200, milestoneJson(ctx, milestoneOf(ctx, repo)));
}

/** POST /repos/{owner}/{repo}/milestones: reqToken (401), reqRepoWriter (403), binding (422); 201 */
export function createMilestone(ctx: RequestContext): Reply {
  const rc = ctx.repo();
  const form = ctx.bind(CreateMilestoneOption);
  const now = ctx.store.now();
  const closed = form.state === 'closed';
  const milestone: MilestoneRec = {
    id: ctx.store.nextId(ctx.store.milestones),
    repoId: rc.repo.id,
    title: form.title ?? '',
    description: form.description ?? '',
    state: closed ? 'closed' : 'open',
    createdAt: now,
    updatedAt: now,
    closedAt: closed ? now : null,
    dueOn: form.due_on ?? null,
  };
  ctx.store.milestones.push(milestone);
  return jsonReply(201, milestoneJson(ctx, milestone));
}

/**
 * PATCH /repos/{owner}/{repo}/milestones/{id}: an empty title keeps the old one, a zero date keeps the
 * due date, `state` closed closes (setting closed_at) and any other value opens. 200 Milestone.
 */
export function editMilestone(ctx: RequestContext): Reply {
  const rc = ctx.repo();
  const form = ctx.bind(EditMilestoneOption);
  const milestone = milestoneOf(ctx, rc.repo);
  if (form.title) milestone.title = form.title;
  if (form.description !== undefined) milestone.description = form.description;
  if (form.due_on && form.due_on.getTime() > 0) milestone.dueOn = form.due_on;
  if (form.state !== undefined) {
    const closed = form.state === 'closed';
    if (closed && milestone.state !== 'closed') milestone.closedAt = ctx.store.now();
    if (!closed) milestone.closedAt = null;
    milestone.state = closed ? 'closed' : 'open';
  }
  milestone.updatedAt = ctx.store.now();
  return jsonReply(200, milestoneJson(ctx, milestone));
}

/**
 * DELETE /repos/{owner}/{repo}/milestones/{id} (milestone.go DeleteMilestone): reqToken, reqRepoWriter
 * (403); an id or a title, 404 otherwise; its issues keep no milestone. 204.
 */
export function deleteMilestone(ctx: RequestContext): Reply {
  const rc = ctx.repo();
  const milestone = milestoneOf(ctx, rc.repo);
  ctx.store.milestones.splice(ctx.store.milestones.indexOf(milestone), 1);
  for (const issue of ctx.store.issues) {
    if (issue.milestoneId === milestone.id) issue.milestoneId = null;
  }
  return { status: 204 };
}
