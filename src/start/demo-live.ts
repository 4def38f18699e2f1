// Live updates in demo mode (no FORGE_URL): the embedded sandbox forge delivers its webhooks to this
// gateway, signed with a secret made for this run, so that a newcomer who opens a subscription tab
// in GraphiQL and runs a mutation tab sees the event at once, with nothing to configure.

import { randomBytes } from 'node:crypto';
import type { LiveSettings } from '../live/settings.js';
import { connectSystemHook } from '../live/system-hook.js';
import type { PersistedManifest } from '../persisted/manifest.js';
import type { Gateway } from '../server/gateway.js';

/** The repository whose changes the demo delivers: the one every example tab works on. */
export const DEMO_LIVE_REPOSITORY = { owner: 'alice', repo: 'hello' } as const;

/** The demo's live settings: a random webhook secret unless one was configured. */
export function demoLiveSettings(live: LiveSettings): LiveSettings {
  return { ...live, webhookSecret: live.webhookSecret || randomBytes(32).toString('hex') };
}

/** The gateway's own origin as the sandbox, on this machine, reaches it. */
export function ownOrigin(host: string, port: number, scheme: 'http' | 'https' = 'http'): string {
  const local = host === '' || host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return `${scheme}://${local.includes(':') ? `[${local}]` : local}:${port}`;
}

const ENABLE = `mutation DemoLiveUpdates($input: EnableLiveUpdatesInput!) {
  enableLiveUpdates(input: $input) { __typename ... on Error { message } }
}`;

/**
 * The request that runs EnableLiveUpdates: by its id when the manifest lists it (so that it runs in
 * persisted-only mode too), else as a document of its own.
 */
function enableRequest(manifest: PersistedManifest | undefined) {
  const variables = { input: DEMO_LIVE_REPOSITORY };
  const listed = manifest?.operations.find((operation) => operation.name === 'EnableLiveUpdates');
  return listed ? { documentId: `sha256:${listed.id}`, variables } : { query: ENABLE, variables };
}

/**
 * Points the sandbox's hook of the demo repository at this gateway, once it listens (only then is
 * its port known: PORT may be 0). It runs the EnableLiveUpdates mutation as alice, as a user would;
 * the answer is the mutation's `__typename` (or the refusal's message).
 */
export async function enableDemoLiveUpdates(
  gateway: Gateway,
  origin: string,
  manifest: PersistedManifest | undefined,
): Promise<string> {
  // The public URL is the gateway's own, learned now; the receiver and the mutation read it per request.
  gateway.live.runtime.settings.publicUrl ||= origin;
  try {
    const response = await gateway.yoga.fetch(`${origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'token alice-token' },
      body: JSON.stringify(enableRequest(manifest)),
    });
    const body = (await response.json()) as {
      data?: { enableLiveUpdates?: { __typename: string; message?: string } };
      errors?: { message: string }[];
    };
    const answer = body.data?.enableLiveUpdates;
    if (answer?.__typename === 'EnableLiveUpdatesPayload') return answer.__typename;
    return answer?.message ?? body.errors?.[0]?.message ?? `HTTP ${response.status}`;
  } catch (error) {
    // The demo still serves queries; the banner says why its live updates are off.
    return error instanceof Error ? error.message : String(error);
  }
}

/**
 * The demo forge's system webhook, made as its site admin (the token FORGE_ADMIN_TOKEN holds in the
 * demo) once the gateway listens: every repository's events reach the gateway, so the cache keeps every
 * public repository's answers. When the forge refuses, the cache keeps those of the repositories whose
 * live updates are on, and the banner says so.
 */
export async function connectDemoSystemHook(gateway: Gateway, adminToken: string): Promise<void> {
  await connectSystemHook(gateway.client, gateway.live.runtime.settings, `token ${adminToken}`).catch(
    () => undefined,
  );
}
