// Gateways with the shared read cache over a sandbox forge, and a reader that answers what a query
// returned together with the forge calls it cost (the sandbox's call log).

import { afterAll, beforeAll } from 'vitest';
import { type Sandbox, startSandbox } from '../../src/sandbox/server.js';
import type { GatewayOptions } from '../../src/server/gateway.js';
import { type DemoUser, tokenOf } from './harness.js';
import {
  eventually,
  type LiveGateway,
  liveReady,
  type RedisServer,
  startLiveGateway,
  startRedis,
} from './live.js';
import type { Json } from './mutations.js';

export interface Read {
  status: number;
  headers: Headers;
  body: { data?: Json | null; errors?: Json[] };
  /** route templates of the forge calls the query made, with the caller the forge saw */
  calls: string[];
}

/**
 * How long these gateways trust the forge's word that a repository is public: a minute, so that a
 * test counting forge calls on a loaded machine never meets the default second's recheck of the
 * record by chance. The tests of that bound give their own (test/forge/cache/cache-visibility.test.ts).
 */
export const TRUSTED_VISIBILITY_MS = 60_000;

/** A gateway with the cache on, its webhook receiver and public URL set (live updates possible). */
export function startCachingGateway(
  sandbox: Sandbox,
  options: Partial<GatewayOptions> = {},
  live: Parameters<typeof startLiveGateway>[1] = {},
): Promise<LiveGateway> {
  return startLiveGateway(sandbox.url, live, {
    ...options,
    cache: { visibilityTtlMs: TRUSTED_VISIBILITY_MS, ...options.cache },
  });
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

/** The forge calls of ISSUE_TITLE asked anonymously with nothing kept: the repository, then its issue. */
export const ISSUE_TITLE_CALLS = [
  'GET /repos/{owner}/{repo} as anonymous',
  'GET /repos/{owner}/{repo}/issues/{index} as anonymous',
];

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

/** Two caching gateways sharing Redis at `redisUrl`, both ready. */
export async function startSharingPair(
  sandbox: Sandbox,
  redisUrl: string,
  options: Partial<GatewayOptions> = {},
): Promise<[LiveGateway, LiveGateway]> {
  const pair = await Promise.all([0, 1].map(() => startCachingGateway(sandbox, options, { redisUrl })));
  for (const instance of pair) {
    await eventually(() => liveReady(instance.origin));
  }
  return pair as [LiveGateway, LiveGateway];
}

/** Renames an issue at the forge itself, as its owner, and waits until its webhooks are delivered. */
export async function renameIssueAtForge(
  sandbox: Sandbox,
  repository: string,
  number: number,
  title: string,
): Promise<void> {
  const owner = repository.split('/')[0];
  const edited = await fetch(`${sandbox.url}/repos/${repository}/issues/${number}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `token ${owner}-token` },
    body: JSON.stringify({ title }),
  });
  if (edited.status !== 201) throw new Error(`the forge answered the edit with ${edited.status}`);
  await sandbox.settleDeliveries();
}

export interface RedisPair {
  redis: RedisServer;
  sandbox: Sandbox;
  /** the instance the forge's hook of alice/hello delivers to */
  a: LiveGateway;
  b: LiveGateway;
}

/** A real redis-server, a sandbox and two caching gateways sharing it, for the file's tests. */
export function useRedisPair(options: Partial<GatewayOptions> = {}): () => RedisPair {
  let pair: RedisPair | undefined;
  beforeAll(async () => {
    const redis = await startRedis();
    const sandbox = await startSandbox();
    const [a, b] = await startSharingPair(sandbox, redis.url, options);
    await enableLiveUpdates(sandbox, a, 'alice', 'hello', 'alice');
    pair = { redis, sandbox, a, b };
  }, 30_000);
  afterAll(async () => {
    if (!pair) return;
    await Promise.all([pair.a.close(), pair.b.close()]);
    await pair.sandbox.close();
    await pair.redis.stop();
  });
  return () => {
    if (!pair) throw new Error('the pair starts in beforeAll');
    return pair;
  };
}

/** A sandbox and one caching gateway hearing alice/hello's events, for the file's tests. */
export function useCachingGateway(
  options: Partial<GatewayOptions> = {},
): () => { sandbox: Sandbox; gateway: LiveGateway } {
  let started: { sandbox: Sandbox; gateway: LiveGateway } | undefined;
  beforeAll(async () => {
    const sandbox = await startSandbox();
    const gateway = await startCachingGateway(sandbox, options);
    await enableLiveUpdates(sandbox, gateway, 'alice', 'hello', 'alice');
    started = { sandbox, gateway };
  });
  afterAll(async () => {
    await started?.gateway.close();
    await started?.sandbox.close();
  });
  return () => {
    if (!started) throw new Error('the gateway starts in beforeAll');
    return started;
  };
}

/** Edits issue `number` of alice/hello through the gateway, as alice. */
export async function editIssueThroughGateway(
  sandbox: Sandbox,
  gateway: LiveGateway,
  number: number,
  title: string,
): Promise<void> {
  const edit = await read(
    sandbox,
    gateway,
    'mutation($input: UpdateIssueInput!) { updateIssue(input: $input) { __typename } }',
    { input: { owner: 'alice', repo: 'hello', number, title } },
    { as: 'alice' },
  );
  if (edit.body.data?.updateIssue.__typename !== 'UpdateIssuePayload') {
    throw new Error(`issue not edited: ${JSON.stringify(edit.body)}`);
  }
}
