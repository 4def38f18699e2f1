// Repository hooks (routers/api/v1/repo/hook.go, routers/api/v1/utils/hook.go) and GET /user/hooks/{id}
// (routers/api/v1/user/hook.go). The /hooks group sits behind repoAssignment (an unreadable repository is
// a 404 first), then reqToken (401), then reqAdmin (403): only a repository admin, its owner or a site
// admin manages its hooks.

import { hookJson } from '../../convert/misc.js';
import type { RepoContext, RequestContext } from '../../http/context.js';
import { jsonReply, type Reply } from '../../http/errors.js';
import { formInt, pagedReply } from '../../http/paging.js';
import type { HookRec } from '../../model/records.js';
import { applyHookEdit, newHook } from './hooks.js';

/** api.go: `m.Group("/hooks", ..., reqToken(), reqAdmin(), reqWebhooksEnabled())` */

/** utils.GetRepoHook: a hook of another repository is as absent as one that never existed */
export function repoHook(ctx: RequestContext, rc: RepoContext): HookRec {
  const id = formInt(ctx.param('id'));
  const hook = ctx.store.hooks.find((h) => h.id === id && h.repoId === rc.repo.id);
  if (!hook) throw ctx.notFound();
  return hook;
}

/** ListHooks: paged (default 30, max 50) with X-Total-Count, oldest first */
export function listRepoHooks(ctx: RequestContext): Reply {
  const rc = ctx.repo();
  const rows = ctx.store.hooks.filter((h) => h.repoId === rc.repo.id).sort((a, b) => a.id - b.id);
  return pagedReply(ctx, rows, hookJson);
}

/** GetHook → 200 Hook, 404 */
export function getRepoHook(ctx: RequestContext): Reply {
  const rc = ctx.repo();
  return jsonReply(200, hookJson(repoHook(ctx, rc)));
}

/** CreateHook → 201 Hook; the checks and defaults of POST /user/hooks (`active` false, events ["push"]) */
export function createRepoHook(ctx: RequestContext): Reply {
  const rc = ctx.repo();
  const hook = newHook(ctx, rc.repo.ownerId, rc.repo.id);
  ctx.store.hooks.push(hook);
  return jsonReply(201, hookJson(hook));
}

/** EditHook → 200 Hook (utils.editHook, hooks.ts applyHookEdit) */
export function editRepoHook(ctx: RequestContext): Reply {
  const rc = ctx.repo();
  return jsonReply(200, hookJson(applyHookEdit(ctx, repoHook(ctx, rc))));
}

/** DeleteHook → 204, 404 when the repository has no such hook */
export function deleteRepoHook(ctx: RequestContext): Reply {
  const rc = ctx.repo();
  const hook = repoHook(ctx, rc);
  const { hooks } = ctx.store;
  hooks.splice(hooks.indexOf(hook), 1);
  return { status: 204 };
}

/** user.GetHook → 200 Hook of the caller's own account, 404 for any other hook */
export function getUserHook(ctx: RequestContext): Reply {
  const user = ctx.doer;
  const id = formInt(ctx.param('id'));
  const hook = ctx.store.hooks.find((h) => h.id === id && h.ownerId === user.id && h.repoId === undefined);
  if (!hook) throw ctx.notFound();
  return jsonReply(200, hookJson(hook));
}
