// Starts the sandbox forge and the gateway on loopback ports, both over real HTTP, and offers
// helpers to query the gateway as a demo user and to read the sandbox's call log.

import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Sandbox, type SandboxOptions, startSandbox } from '../../src/sandbox/server.js';
import { createGateway, type Gateway, type GatewayOptions } from '../../src/server/gateway.js';
import { createGatewayServer } from '../../src/server/http-server.js';
import { DEFAULT_LIMITS } from '../../src/server/limits/limits.js';

export type DemoUser = 'admin' | 'alice' | 'bob' | 'carol';

export interface GraphQLResponse<T = Record<string, unknown>> {
  status: number;
  data?: T | null;
  errors?: { message: string; path?: (string | number)[]; extensions?: Record<string, unknown> }[];
}

export interface Harness {
  sandbox: Sandbox;
  gateway: Gateway;
  url: string;
  /** POSTs a document to /graphql as `as` (token auth), or anonymously. */
  query<T = Record<string, unknown>>(
    document: string,
    variables?: Record<string, unknown>,
    options?: { as?: DemoUser; headers?: Record<string, string> },
  ): Promise<GraphQLResponse<T>>;
  /** Route templates of the calls the sandbox saw since the last reset. */
  routes(): string[];
  resetCalls(): void;
  close(): Promise<void>;
}

export const tokenOf = (user: DemoUser) => `token ${user}-token`;

/** `Harness.query` for the gateway at `url`: a POST of the document as JSON, token auth for `as`. */
export function queryAt(url: string): Harness['query'] {
  return async (document, variables, queryOptions = {}) => {
    const headers: Record<string, string> = { 'content-type': 'application/json', ...queryOptions.headers };
    if (queryOptions.as) headers.authorization = tokenOf(queryOptions.as);
    const response = await fetch(url, {
      method: 'POST',
      headers,
      body: JSON.stringify({ query: document, variables }),
    });
    const body = (await response.json()) as GraphQLResponse<never>;
    return { ...body, status: response.status };
  };
}

export async function startHarness(
  options: { sandbox?: SandboxOptions; gateway?: Partial<GatewayOptions> } = {},
): Promise<Harness> {
  const sandbox = await startSandbox(options.sandbox);
  // Answers without `extensions.cost` unless a test asks for it (screens-calls.test.ts does).
  const gateway = createGateway({ forgeUrl: sandbox.url, reportCost: false, ...options.gateway });
  const server: Server = createGatewayServer(gateway.handler, {
    ...DEFAULT_LIMITS,
    ...options.gateway?.limits,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
  return {
    sandbox,
    gateway,
    url,
    query: queryAt(url),
    routes: () => sandbox.calls.map((call) => call.route),
    resetCalls: () => sandbox.clearCalls(),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await gateway.close();
      await sandbox.close();
    },
  };
}

/** Counts of each route template, e.g. { 'GET /repos/{owner}/{repo}': 1 }. */
export function countRoutes(routes: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const route of routes) counts[route] = (counts[route] ?? 0) + 1;
  return counts;
}
