// The three ways to execute a workload operation: through the gateway, through the naive gateway
// (both over HTTP, as a client would), and straight against the forge with the direct client.

import { Pool } from 'undici';
import { ForgeClient } from '../../src/forge/client.js';
import type { GraphQLRequest, WorkloadOperation } from '../workload.js';

/** Every operation runs as alice, who can see everything the workload reads. */
export const AUTHORIZATION = 'token alice-token';

export type Runner = (operation: WorkloadOperation, tag: string) => Promise<unknown[]>;

export const graphqlHeaders = { 'content-type': 'application/json', authorization: AUTHORIZATION };

interface GraphQLBody {
  data?: Record<string, unknown> | null;
  errors?: { message: string; path?: unknown[] }[];
}

/** Posts each request of the operation in turn; any GraphQL error or failed mutation throws. */
export function gatewayRunner(url: string): { run: Runner; close(): Promise<void> } {
  const target = new URL(url);
  const pool = new Pool(target.origin, { connections: 4, pipelining: 1 });
  const send = async (request: GraphQLRequest) => {
    const response = await pool.request({
      method: 'POST',
      path: target.pathname,
      headers: graphqlHeaders,
      body: JSON.stringify(request),
    });
    const body = (await response.body.json()) as GraphQLBody;
    if (response.statusCode !== 200 || body.errors?.length) {
      throw new Error(`gateway answered ${response.statusCode}: ${JSON.stringify(body.errors ?? body)}`);
    }
    for (const value of Object.values(body.data ?? {})) {
      const typename = (value as { __typename?: string } | null)?.__typename;
      if (typename && !typename.endsWith('Payload'))
        throw new Error(`mutation failed: ${JSON.stringify(value)}`);
    }
    return body.data;
  };
  return {
    run: async (operation, tag) => {
      const results: unknown[] = [];
      for (const request of operation.requests(tag)) results.push(await send(request));
      return results;
    },
    close: () => pool.close(),
  };
}

/** The hand-written minimum: our forge client, one session per execution like the gateway's. */
export function directRunner(forgeUrl: string): { run: Runner; close(): Promise<void> } {
  // No in-flight sharing: a plain REST client sends every call its caller asks for.
  const client = new ForgeClient({ baseUrl: forgeUrl, shareInFlight: false });
  return {
    run: (operation, tag) => operation.direct(client.session({ authorization: AUTHORIZATION }), tag),
    close: () => client.close(),
  };
}

let executions = 0;
const runId = Date.now().toString(36);

/** Unique per execution, so that every changeFiles commits onto a branch of its own. */
export const nextTag = () => `${runId}-${++executions}`;
