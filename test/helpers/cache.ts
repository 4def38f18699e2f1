// Gateways with the shared read cache over a sandbox forge, and a reader that answers what a query
// returned together with the forge calls it cost (the sandbox's call log).

import type { Sandbox } from '../../src/sandbox/server.js';
import type { GatewayOptions } from '../../src/server/gateway.js';
import { type DemoUser, tokenOf } from './harness.js';
import { type LiveGateway, startLiveGateway } from './live.js';
import type { Json } from './mutations.js';

export interface Read {
  status: number;
  headers: Headers;
  body: { data?: Json | null; errors?: Json[] };
  /** route templates of the forge calls the query made, with the caller the forge saw */
  calls: string[];
}

/** A gateway with the cache on, its webhook receiver and public URL set (live updates possible). */
export function startCachingGateway(
  sandbox: Sandbox,
  options: Partial<GatewayOptions> = {},
  live: Parameters<typeof startLiveGateway>[1] = {},
): Promise<LiveGateway> {
  return startLiveGateway(sandbox.url, live, { cache: {}, ...options });
}

/** POSTs (or GETs, with `get`) a query as `as` and reports the forge calls it made. */
export async function read(
  sandbox: Sandbox,
  gateway: LiveGateway,
  query: string,
  variables: Json = {},
  options: { as?: DemoUser; get?: boolean; headers?: Record<string, string> } = {},
): Promise<Read> {
  sandbox.clearCalls();
  const headers: Record<string, string> = { ...options.headers };
  if (options.as) headers.authorization = tokenOf(options.as);
  const response = options.get
    ? await fetch(`${gateway.url}?${new URLSearchParams({ query, variables: JSON.stringify(variables) })}`, {
        headers: { accept: 'application/graphql-response+json', ...headers },
      })
    : await fetch(gateway.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ query, variables }),
      });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: text ? JSON.parse(text) : {},
    calls: sandbox.calls.map((call) => `${call.route} as ${call.user ?? 'anonymous'}`),
  };
}

export const ISSUE_TITLE = `query IssueTitle($owner: String!, $name: String!, $number: Int!) {
  repository(owner: $owner, name: $name) { issue(number: $number) { title } }
}`;

/** Lets the forge deliver `owner/repo`'s events to the gateway (enableLiveUpdates, as its admin). */
export async function enableLiveUpdates(
  sandbox: Sandbox,
  gateway: LiveGateway,
  owner: string,
  repo: string,
  as: DemoUser,
): Promise<void> {
  const answer = await read(
    sandbox,
    gateway,
    'mutation($input: EnableLiveUpdatesInput!) { enableLiveUpdates(input: $input) { __typename } }',
    { input: { owner, repo } },
    { as },
  );
  if (answer.body.data?.enableLiveUpdates?.__typename !== 'EnableLiveUpdatesPayload') {
    throw new Error(`live updates not enabled: ${JSON.stringify(answer.body)}`);
  }
}
