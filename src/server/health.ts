// Probes for orchestrators, answered before GraphQL and without any caller's credentials:
// GET /healthz says the process serves requests; GET /readyz says it can serve queries, which needs
// the forge to answer (GET /version). Live updates across instances (Redis) are a detail of /readyz,
// never a reason to be unready: every replica shares the one Redis, so all of them would leave the
// load balancer together and queries would go down with it, though only live updates need it.
// Degraded live updates show in that detail, in live_bus_up and in subscriptions' own errors.
// Both are Yoga's readiness plugin, whose check may answer a whole response: Yoga's own health check
// (at /health) answers an empty 200, where /healthz answers `{"status":"ok"}` as probes and docs expect.

import { type FetchAPI, type Plugin, useReadinessCheck } from 'graphql-yoga';
import { jsonResponse } from '../base/json-response.js';
import type { ForgeClient } from '../forge/client.js';
import { getVersion } from '../forge/endpoints/index.js';
import type { LiveHealth } from '../live/index.js';

/** A probe must answer well within an orchestrator's timeout, whatever the forge call timeout is. */
export const READINESS_TIMEOUT_MS = 3_000;

async function readiness(
  client: ForgeClient,
  liveHealth: () => LiveHealth | undefined,
  fetchAPI: FetchAPI,
): Promise<Response> {
  const live = liveHealth();
  const detail = live ? { live } : {};
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`the forge did not answer within ${READINESS_TIMEOUT_MS} ms`)),
      READINESS_TIMEOUT_MS,
    );
  });
  try {
    const { data } = await Promise.race([getVersion(client.session()), deadline]);
    return jsonResponse(fetchAPI, 200, { status: 'ok', forge: { version: data.version }, ...detail });
  } catch (error) {
    // ForgeError messages name the route and status only, never credentials or bodies.
    return jsonResponse(fetchAPI, 503, { status: 'unavailable', error: (error as Error).message, ...detail });
  } finally {
    clearTimeout(timer);
  }
}

export function useHealthChecks(
  client: ForgeClient,
  liveHealth: () => LiveHealth | undefined = () => undefined,
): Plugin[] {
  return [
    useReadinessCheck({
      endpoint: '/healthz',
      check: ({ fetchAPI }) => jsonResponse(fetchAPI, 200, { status: 'ok' }),
    }),
    useReadinessCheck({
      endpoint: '/readyz',
      check: ({ fetchAPI }) => readiness(client, liveHealth, fetchAPI),
    }),
  ];
}
