// Probes for orchestrators, answered before GraphQL and without any caller's credentials:
// GET /healthz says the process serves requests; GET /readyz says the forge answers (GET /version).

import type { FetchAPI, Plugin } from 'graphql-yoga';
import { jsonResponse } from '../base/json-response.js';
import type { ForgeClient } from '../forge/client.js';
import { getVersion } from '../forge/endpoints/users.js';

/** A probe must answer well within an orchestrator's timeout, whatever the forge call timeout is. */
export const READINESS_TIMEOUT_MS = 3_000;

async function readiness(
  client: ForgeClient,
  liveProblem: () => string | null,
  fetchAPI: FetchAPI,
): Promise<Response> {
  // Live updates that cannot work (Redis gone) make the instance unready, whatever the forge says.
  const problem = liveProblem();
  if (problem) return jsonResponse(fetchAPI, 503, { status: 'unavailable', error: problem });
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`the forge did not answer within ${READINESS_TIMEOUT_MS} ms`)),
      READINESS_TIMEOUT_MS,
    );
  });
  try {
    const { data } = await Promise.race([getVersion(client.session()), deadline]);
    return jsonResponse(fetchAPI, 200, { status: 'ok', forge: { version: data.version } });
  } catch (error) {
    // ForgeError messages name the route and status only, never credentials or bodies.
    return jsonResponse(fetchAPI, 503, { status: 'unavailable', error: (error as Error).message });
  } finally {
    clearTimeout(timer);
  }
}

export function useHealthChecks(client: ForgeClient, liveProblem: () => string | null = () => null): Plugin {
  return {
    async onRequest({ request, url, endResponse, fetchAPI }) {
      if (request.method !== 'GET') return;
      if (url.pathname === '/healthz') endResponse(jsonResponse(fetchAPI, 200, { status: 'ok' }));
      else if (url.pathname === '/readyz') endResponse(await readiness(client, liveProblem, fetchAPI));
    },
  };
}
