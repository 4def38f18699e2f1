// The site's webhooks (routers/api/v1/admin/hooks.go; routers/api/v1/utils/hook.go AddSystemHook and
// EditSystemHook; models/webhook GetSystemOrDefaultWebhook(s)), behind the /admin group's reqToken and
// reqSiteAdmin. A hook created with config `is_system_webhook` true is a system hook: it receives the
// events of every repository (webhooks/emit.ts). Otherwise it is a default hook, the template Gitea
// copies into each new repository; it receives nothing itself.

import { hookJson } from '../../convert/misc.js';
import type { RequestContext } from '../../http/context.js';
import { jsonReply, type Reply } from '../../http/errors.js';
import { formInt } from '../../http/paging.js';
import type { HookRec } from '../../model/records.js';
import { applyHookEdit, newHook } from '../repos/hooks.js';

/** GetSystemOrDefaultWebhook: a hook of the site (owner 0, no repository), else 404 */
function siteHook(ctx: RequestContext): HookRec {
  const id = formInt(ctx.param('id'));
  const hook = ctx.store.hooks.find((h) => h.id === id && h.isSystem !== undefined);
  if (!hook) throw ctx.notFound();
  return hook;
}

/**
 * ListHooks → 200, the whole list (no paging, no X-Total-Count, whatever `page` and `limit` say):
 * `type` system (the default), default, or all.
 */
export function listSystemHooks(ctx: RequestContext): Reply {
  const type = ctx.form('type');
  const rows = ctx.store.hooks
    .filter((h) => h.isSystem !== undefined)
    .filter((h) => (type === 'all' ? true : type === 'default' ? !h.isSystem : h.isSystem))
    .sort((a, b) => a.id - b.id);
  return jsonReply(200, rows.map(hookJson));
}

/** GetHook → 200 Hook, 404 */
export function getSystemHook(ctx: RequestContext): Reply {
  return jsonReply(200, hookJson(siteHook(ctx)));
}

/** CreateHook → 201 Hook: the checks and defaults of every hook (`active` false, events ["push"]) */
export function createSystemHook(ctx: RequestContext): Reply {
  const hook = newHook(ctx, 0, undefined);
  ctx.store.hooks.push(hook);
  return jsonReply(201, hookJson(hook));
}

/** EditHook → 200 Hook, 404 */
export function editSystemHook(ctx: RequestContext): Reply {
  return jsonReply(200, hookJson(applyHookEdit(ctx, siteHook(ctx))));
}

/** DeleteHook (DeleteDefaultSystemWebhook) → 204, 404 */
export function deleteSystemHook(ctx: RequestContext): Reply {
  const hook = siteHook(ctx);
  const { hooks } = ctx.store;
  hooks.splice(hooks.indexOf(hook), 1);
  return { status: 204 };
}
