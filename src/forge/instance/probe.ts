// At start the gateway asks the forge for `GET /version`: it learns the version for the capabilities and tells the operator at once when the
// forge cannot be reached. The gateway serves either way; fields answer UPSTREAM_UNAVAILABLE meanwhile.

import type { ForgeClient } from '../client.js';
import { getVersion } from '../endpoints/index.js';

export type ForgeProbe = { reachable: true; version: string } | { reachable: false; reason: string };

/** A start-up probe must not hold the start back for the forge's whole call timeout. */
export const PROBE_TIMEOUT_MS = 3_000;

export async function probeForge(client: ForgeClient, timeoutMs = PROBE_TIMEOUT_MS): Promise<ForgeProbe> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    timer.unref();
  });
  try {
    // Without any caller's credentials: /version is public on every Gitea and Forgejo.
    const { data } = await Promise.race([getVersion(client.session()), deadline]);
    const version = typeof data?.version === 'string' ? data.version : '';
    if (!version) return { reachable: false, reason: 'GET /version answered no version' };
    client.capabilities.version = version;
    return { reachable: true, version };
  } catch (error) {
    // ForgeError messages name the route and status only, never credentials or bodies.
    return { reachable: false, reason: (error as Error).message };
  } finally {
    clearTimeout(timer);
  }
}

/** The one warning line printed at start when the forge cannot be reached. */
export function unreachableWarning(forgeUrl: string, reason: string): string {
  return `warning: the forge at ${forgeUrl} cannot be reached (${reason}); serving anyway, forge fields fail with UPSTREAM_UNAVAILABLE until it answers`;
}
