// A system webhook feeding the gateway: the forge delivers every repository's events to the receiver,
// so the shared cache may keep the public answers of every public repository, not only of those whose
// live updates were set up (mode `public-with-system-hook`). Made with a site admin's credentials:
// POST /admin/hooks with config `is_system_webhook` (routers/api/v1/admin/hooks.go). A hook of ours
// found first (GET /admin/hooks, same URL) is replaced, since the forge never shows a hook's secret and
// an older one may sign with another. The demo makes one at start (start/run.ts).

import type { ForgeClient } from '../forge/client.js';
import { createSystemHook, deleteSystemHook, listSystemHooks } from '../forge/endpoints/index.js';
import { LIVE_HOOK_EVENTS, type LiveSettings, webhookUrlOf } from './settings.js';

/**
 * Points a system webhook at this gateway with `authorization` (a site admin's) and tells the cache
 * that every repository's events arrive. Answers the hook's id; throws the ForgeError of a refusal
 * (401, 403) and refuses without a webhook secret or public URL (nothing could be received).
 */
export async function connectSystemHook(
  client: ForgeClient,
  settings: Pick<LiveSettings, 'webhookSecret' | 'publicUrl'>,
  authorization: string,
): Promise<number> {
  const { webhookSecret, publicUrl } = settings;
  if (!webhookSecret || !publicUrl) {
    throw new Error('a system webhook needs WEBHOOK_SECRET and PUBLIC_URL: the receiver is off without them');
  }
  const url = webhookUrlOf(publicUrl);
  const forge = client.session({ authorization });
  const { data: hooks } = await listSystemHooks(forge);
  for (const hook of Array.isArray(hooks) ? hooks : []) {
    if (hook.config?.url === url) await deleteSystemHook(forge, { id: hook.id });
  }
  const { data: created } = await createSystemHook(forge, {
    type: 'gitea',
    config: { url, content_type: 'json', secret: webhookSecret, is_system_webhook: 'true' },
    events: [...LIVE_HOOK_EVENTS],
    active: true,
  });
  await client.cache?.feedEveryRepository();
  return created.id;
}
