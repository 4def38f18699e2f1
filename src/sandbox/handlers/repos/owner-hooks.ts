// The hooks of an account, an organization's or the caller's own (routers/api/v1/org/hook.go,
// user/hook.go, utils/hook.go ListOwnerHooks, GetOwnerHook, AddOwnerHook, EditOwnerHook, DeleteOwnerHook).
// One set of handlers serves both owners; the route rows name whose hooks they are. An organization's sit
// behind reqToken and reqOrgOwnership, the caller's behind the /user group's reqToken.

import { hookJson } from '../../convert/misc.js';
import type { RequestContext } from '../../http/context.js';
import { jsonReply, type Reply } from '../../http/errors.js';
import { formInt, pagedReply } from '../../http/paging.js';
import type { HookRec } from '../../model/records.js';
import { applyHookEdit, newHook } from './hooks.js';

type OwnerOf = (ctx: RequestContext) => number;

/** an organization's hooks, or the caller's */
export const organizationOwner: OwnerOf = (ctx) => ctx.org().id;
export const callerOwner: OwnerOf = (ctx) => ctx.doer.id;

const ownerHooks = (ctx: RequestContext, ownerId: number) =>
  ctx.store.hooks.filter((h) => h.ownerId === ownerId && h.repoId === undefined);

/** GetOwnerHook: a hook of another owner, or of a repository, is as absent as one that never existed */
function ownerHook(ctx: RequestContext, ownerId: number): HookRec {
  const id = formInt(ctx.param('id'));
  const hook = ownerHooks(ctx, ownerId).find((h) => h.id === id);
  if (!hook) throw ctx.notFound();
  return hook;
}

/** The handlers of one owner's hooks. */
export const ownerHookHandlers = (ownerOf: OwnerOf) => ({
  /** ListOwnerHooks: paged, oldest first, with X-Total-Count (SetTotalCountHeader, no Link) */
  list: (ctx: RequestContext): Reply =>
    pagedReply(
      ctx,
      ownerHooks(ctx, ownerOf(ctx)).sort((a, b) => a.id - b.id),
      hookJson,
      { link: false },
    ),
  get: (ctx: RequestContext): Reply => jsonReply(200, hookJson(ownerHook(ctx, ownerOf(ctx)))),
  /** AddOwnerHook: 201, the checks and defaults of every hook creation */
  create: (ctx: RequestContext): Reply => {
    const hook = newHook(ctx, ownerOf(ctx), undefined);
    ctx.store.hooks.push(hook);
    return jsonReply(201, hookJson(hook));
  },
  /** EditOwnerHook: 200 Hook */
  edit: (ctx: RequestContext): Reply =>
    jsonReply(200, hookJson(applyHookEdit(ctx, ownerHook(ctx, ownerOf(ctx))))),
  /** DeleteOwnerHook: 204; 404 when the owner has no such hook */
  remove: (ctx: RequestContext): Reply => {
    const hook = ownerHook(ctx, ownerOf(ctx));
    ctx.store.hooks.splice(ctx.store.hooks.indexOf(hook), 1);
    return { status: 204 };
  },
});
