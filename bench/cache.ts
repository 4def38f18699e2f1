// The cache run: readers of one public repository at 64 connections on three screens (repository
// home, issue view, pull request view), anonymous or each request a distinct signed-in caller, through
// a gateway with the shared read cache on and one with it off, beside the direct client making the
// screen's REST calls itself and a bare Node server sending the same bytes (those three in interleaved
// rounds). For each: forge calls per request (the sandbox's log), req/s and p99;
// then write → visible: an issue edited at the forge, its webhook delivered, until an anonymous
// reader of the cached issue view sees the new title. Wired into run.ts; alone: `npx tsx bench/cache.ts`.

import autocannon from 'autocannon';
import { Pool } from 'undici';
import { readManifest } from '../src/persisted/manifest.js';
import { LARGE_SEED } from '../src/sandbox/seed/large.js';
import { distinctAuthorization } from './measure/load.js';
import { quantile } from './measure/stats.js';
import { Child } from './processes/ipc.js';
import type { CallSummary, Ready } from './processes/protocol.js';

const CONNECTIONS = 64;
/** rounds of the anonymous reader, the bare server and the direct client, interleaved */
const RATIO_ROUNDS = 3;

/** One measured run: its response times, failures and the forge calls made during it. */
interface Round {
  times: number[];
  failed: number;
  calls: number;
}
const SECRET = 'bench-cache-secret';
const { owner, bigRepo: name } = LARGE_SEED;

export interface CacheRun {
  screen: string;
  callers: 'anonymous' | 'signed-in distinct';
  /** `ceiling`: a bare Node server answering the kept bytes (processes/ceiling.ts) */
  cache: 'on' | 'off' | 'direct' | 'ceiling';
  rps: number;
  p99Ms: number;
  callsPerRequest: number;
}

export interface CacheBenchResult {
  runs: CacheRun[];
  /** PATCH answered → the anonymous reader sees the new title, ms */
  writeToVisibleMs: { p50: number; max: number };
}

const operation = (operationName: string) => {
  const found = readManifest()?.operations.find((candidate) => candidate.name === operationName);
  if (!found) throw new Error(`operations/manifest.json has no operation ${operationName}`);
  return found.body;
};

async function post(url: string, body: unknown, authorization?: string) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  // biome-ignore lint/suspicious/noExplicitAny: the screens' answers are walked untyped
  return { ...(JSON.parse(text) as { data?: Record<string, any> | null; errors?: unknown[] }), text };
}

function fire(url: string, body: string, seconds: number, signedIn: boolean) {
  const times: number[] = [];
  let spelling = 0;
  let failed = 0;
  const headers = { 'content-type': 'application/json' };
  return new Promise<{ times: number[]; failed: number }>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration: seconds,
        method: 'POST',
        headers,
        body,
        requests: signedIn
          ? [
              {
                setupRequest: (request: { headers: Record<string, string> }) => {
                  request.headers = { ...headers, authorization: distinctAuthorization(spelling++) };
                  return request;
                },
              },
            ]
          : undefined,
      },
      (error) => (error ? reject(error) : resolve({ times, failed })),
    );
    instance.on('response', (_client, status, _bytes, ms) => {
      if (status === 200) times.push(ms);
      else failed++;
    });
  });
}

/** The direct client: the screen's REST calls (as the gateway made them once), in parallel, at 64 connections. */
async function fireDirect(forgeUrl: string, paths: string[], seconds: number) {
  const origin = new URL(forgeUrl).origin;
  const pool = new Pool(origin, { connections: CONNECTIONS });
  const times: number[] = [];
  const until = performance.now() + seconds * 1000;
  const worker = async () => {
    while (performance.now() < until) {
      const started = performance.now();
      await Promise.all(
        paths.map(async (path) => {
          const response = await pool.request({ method: 'GET', path });
          await response.body.dump();
        }),
      );
      times.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  await pool.close();
  return times;
}

/** One measured run from its response times, added to `runs`. */
function record(
  runs: CacheRun[],
  what: Pick<CacheRun, 'screen' | 'callers' | 'cache'>,
  times: number[],
  seconds: number,
  callsPerRequest: number,
): CacheRun {
  const run = { ...what, rps: times.length / seconds, p99Ms: quantile(times, 0.99), callsPerRequest };
  runs.push(run);
  return run;
}

export async function measureCache(
  sandbox: Child<Ready>,
  options: { log: (message: string) => void; seconds?: number },
): Promise<CacheBenchResult> {
  const seconds = options.seconds ?? 5;
  const forgeUrl = sandbox.ready.url;
  const script = new URL('./processes/cache-gateway.ts', import.meta.url);
  const [on, off, ceiling] = await Promise.all([
    Child.start<Ready>(script, { args: [forgeUrl, SECRET, 'on'] }),
    Child.start<Ready>(script, { args: [forgeUrl, SECRET, 'off'] }),
    Child.start<Ready>(new URL('./processes/ceiling.ts', import.meta.url)),
  ]);
  try {
    const alice = 'token alice-token';
    const enabled = await post(
      on.ready.url,
      {
        query:
          'mutation($input: EnableLiveUpdatesInput!) { enableLiveUpdates(input: $input) { __typename } }',
        variables: { input: { owner, repo: name } },
      },
      alice,
    );
    if (enabled.data?.enableLiveUpdates?.__typename !== 'EnableLiveUpdatesPayload') {
      throw new Error(`live updates not enabled: ${JSON.stringify(enabled)}`);
    }
    const pulls = (await (await fetch(`${forgeUrl}/repos/${owner}/${name}/pulls?limit=1`)).json()) as {
      number: number;
    }[];
    const screens = [
      // the screens' own documents (operations/screens/), as a frontend writes them
      { screen: 'repository home', query: operation('ScreenRepositoryHome'), variables: { owner, name } },
      { screen: 'issue view', query: operation('ScreenIssueView'), variables: { owner, name, number: 1 } },
      {
        screen: 'pull request view',
        query: operation('ScreenPullRequest'),
        variables: { owner, name, number: pulls[0]?.number ?? 1 },
      },
    ];
    const runs: CacheRun[] = [];
    for (const { screen, query, variables } of screens) {
      const body = JSON.stringify({ query, variables });
      // the screen's REST calls, as the gateway without cache makes them once
      await sandbox.call('clearCalls');
      const checked = await post(off.ready.url, { query, variables });
      if (checked.errors?.length) throw new Error(`${screen}: ${JSON.stringify(checked.errors)}`);
      const { paths } = await sandbox.call<{ paths: string[] }>('paths');
      // through a gateway: its rate, p99 and the forge calls per request the sandbox logged
      const throughGateway = async (gateway: Child<Ready>, signedIn: boolean) => {
        await sandbox.call('clearCalls');
        const { times, failed } = await fire(gateway.ready.url, body, seconds, signedIn);
        await new Promise((resolve) => setTimeout(resolve, 200));
        const { total } = await sandbox.call<CallSummary>('calls');
        return { times, failed, calls: total };
      };
      const logRun = (run: CacheRun, failed: number) =>
        options.log(
          `cache ${screen}, ${run.callers}, cache ${run.cache}: ${run.rps.toFixed(0)} req/s, p99 ${run.p99Ms.toFixed(1)} ms, ` +
            `${run.callsPerRequest.toFixed(3)} forge calls/request${failed ? `, ${failed} failed` : ''}`,
        );
      // warm: each cache filled once, as a running gateway's would be
      for (const gateway of [on, off]) await post(gateway.ready.url, { query, variables });
      for (const [callers, cache, gateway] of [
        ['anonymous', 'off', off],
        ['signed-in distinct', 'on', on],
        ['signed-in distinct', 'off', off],
      ] as const) {
        const { times, failed, calls } = await throughGateway(gateway, callers !== 'anonymous');
        logRun(
          record(runs, { screen, callers, cache }, times, seconds, calls / Math.max(1, times.length)),
          failed,
        );
      }
      // The ratio's three parts (anonymous readers with the cache on, the bare server sending the same
      // bytes, the direct client) side by side in interleaved rounds: the machine is shared and its speed
      // drifts within a minute, so each is its median round, taken beside the others'.
      await ceiling.call('answer', checked.text);
      const rounds: { on: Round[]; ceiling: Round[]; direct: Round[] } = { on: [], ceiling: [], direct: [] };
      for (let round = 0; round < RATIO_ROUNDS; round++) {
        rounds.on.push(await throughGateway(on, false));
        rounds.ceiling.push({ ...(await fire(ceiling.ready.url, body, seconds, false)), calls: 0 });
        if (paths.length) {
          const times = await fireDirect(forgeUrl, paths, seconds);
          rounds.direct.push({ times, failed: 0, calls: paths.length * times.length });
        }
      }
      const perRequest = (of: Round[]) =>
        of.reduce((sum, r) => sum + r.calls, 0) /
        Math.max(
          1,
          of.reduce((sum, r) => sum + r.times.length, 0),
        );
      // the median round of `of`, recorded
      const recordMedian = (cache: CacheRun['cache'], of: Round[], callsPerRequest: number) => {
        const round = [...of].sort((a, b) => a.times.length - b.times.length)[of.length >> 1];
        if (!round) return undefined;
        const what = { screen, callers: 'anonymous', cache } as const;
        return { run: record(runs, what, round.times, seconds, callsPerRequest), failed: round.failed };
      };
      const kept = recordMedian('on', rounds.on, perRequest(rounds.on));
      if (kept) logRun(kept.run, kept.failed);
      const bare = recordMedian('ceiling', rounds.ceiling, 0);
      if (bare)
        options.log(`cache ${screen}, bare Node server, same bytes: ${bare.run.rps.toFixed(0)} req/s`);
      const direct = recordMedian('direct', rounds.direct, paths.length);
      if (direct) {
        const { run } = direct;
        options.log(
          `cache ${screen}, direct client: ${run.rps.toFixed(0)} screens/s, p99 ${run.p99Ms.toFixed(1)} ms, ${paths.length} calls/screen`,
        );
      }
    }
    const writeToVisibleMs = await writeToVisible(on.ready.url, forgeUrl);
    options.log(
      `cache write → visible through the webhook: p50 ${writeToVisibleMs.p50.toFixed(1)} ms, max ${writeToVisibleMs.max.toFixed(1)} ms`,
    );
    return { runs, writeToVisibleMs };
  } finally {
    await Promise.all([on.stop(), off.stop(), ceiling.stop()]);
  }
}

/** Edits issue #1 at the forge and polls the cached issue view until its new title shows. */
async function writeToVisible(gatewayUrl: string, forgeUrl: string): Promise<{ p50: number; max: number }> {
  const query =
    'query($o: String!, $n: String!) { repository(owner: $o, name: $n) { issue(number: 1) { title } } }';
  const variables = { o: owner, n: name };
  const samples: number[] = [];
  for (let i = 0; i < 10; i++) {
    await post(gatewayUrl, { query, variables });
    const title = `Cache bench edit ${Date.now()}-${i}`;
    const response = await fetch(`${forgeUrl}/repos/${owner}/${name}/issues/1`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: 'token alice-token' },
      body: JSON.stringify({ title }),
    });
    if (response.status !== 201) throw new Error(`edit answered ${response.status}`);
    const written = performance.now();
    for (;;) {
      const seen = await post(gatewayUrl, { query, variables });
      if (seen.data?.repository?.issue?.title === title) break;
      if (performance.now() - written > 10_000)
        throw new Error('the edit did not become visible within 10 s');
    }
    samples.push(performance.now() - written);
  }
  return { p50: quantile(samples, 0.5), max: Math.max(...samples) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const sandbox = await Child.start<Ready>(new URL('./processes/sandbox.ts', import.meta.url));
  try {
    await measureCache(sandbox, { log: (message) => process.stderr.write(`${message}\n`) });
  } finally {
    await sandbox.stop();
  }
}
