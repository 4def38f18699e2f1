// In-flight sharing of identical reads across requests (forge/in-flight.ts), over real HTTP: one
// caller's identical GETs in flight at once make one forge call; different credentials, writes, and
// reads that start after an answer never share. The forge is slowed so that requests overlap.

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ForgeClient } from '../../src/forge/client.js';
import { createRelease } from '../../src/forge/endpoints/index.js';
import { ForgeError } from '../../src/forge/errors.js';
import * as forge from '../../src/forge/index.js';
import { createLogger } from '../../src/observability/logging.js';
import { EXAMPLE_QUERY } from '../../src/server/gateway.js';
import { countRoutes, type Harness, startHarness, tokenOf } from '../helpers/harness.js';
import { useForgeClient } from '../helpers/setup-tables.js';

/** Long enough that 16 requests sent at once are all in flight before the first call answers, on a busy machine too. */
const FORGE_LATENCY_MS = 400;

interface LogLine {
  msg: string;
  operation: string | null;
  upstreamCalls: number;
  sharedCalls: number;
}

const logLines: LogLine[] = [];
let harness: Harness;

beforeAll(async () => {
  harness = await startHarness({
    gateway: { logger: createLogger('info', { write: (line: string) => logLines.push(JSON.parse(line)) }) },
  });
});
afterAll(() => harness.close());
afterEach(() => {
  harness.sandbox.faults.clear();
  harness.resetCalls();
  logLines.length = 0;
});

const overview = (headers: Record<string, string>) => harness.query(EXAMPLE_QUERY, undefined, { headers });
const requestLines = () => logLines.filter((line) => line.msg === 'request');
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

async function callsOfOneOverview(): Promise<Record<string, number>> {
  const single = await overview({ authorization: tokenOf('alice') });
  expect(single.errors).toBeUndefined();
  const calls = countRoutes(harness.routes());
  harness.resetCalls();
  logLines.length = 0;
  return calls;
}

describe('one caller sending the same query many times at once', () => {
  it('makes the calls of one request for 16 identical requests in flight, with identical answers', async () => {
    const single = await callsOfOneOverview();
    expect(single).toEqual({
      'GET /repos/{owner}/{repo}': 1,
      'GET /repos/{owner}/{repo}/pulls': 1,
      'GET /repos/{owner}/{repo}/file-contents': 1,
    });
    harness.sandbox.faults.setLatency('*', FORGE_LATENCY_MS);
    const answers = await Promise.all(
      Array.from({ length: 16 }, () => overview({ authorization: tokenOf('alice') })),
    );
    expect(countRoutes(harness.routes())).toEqual(single);
    expect(answers.every((answer) => answer.errors === undefined)).toBe(true);
    expect(new Set(answers.map((answer) => JSON.stringify(answer.data))).size).toBe(1);
  });

  it('logs each request’s own upstream calls apart from the reads it shared with other queries', async () => {
    harness.sandbox.faults.setLatency('*', FORGE_LATENCY_MS);
    // 16 different documents (each its own alias), so that each executes and only the reads are shared
    await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        harness.query(EXAMPLE_QUERY.replace('repository(', `r${i}: repository(`), undefined, { as: 'alice' }),
      ),
    );
    const lines = requestLines();
    expect(lines).toHaveLength(16);
    expect(sum(lines.map((line) => line.upstreamCalls))).toBe(3);
    expect(sum(lines.map((line) => line.sharedCalls))).toBe(15 * 3);
    for (const line of lines) expect(line.upstreamCalls + line.sharedCalls).toBe(3);
  });

  it('counts shared reads in the metrics apart from forge calls', async () => {
    const own = await startHarness();
    try {
      own.sandbox.faults.setLatency('*', FORGE_LATENCY_MS);
      const queries = [1, 2, 3, 4].map((n) => `query Viewer${n} { viewer { login } }`);
      await Promise.all(queries.map((query) => own.query(query, undefined, { as: 'bob' })));
      const text = await (await fetch(own.url.replace('/graphql', '/metrics'))).text();
      expect(text).toContain('forge_calls_total{route="GET /user",status="200"} 1');
      expect(text).toContain('forge_shared_calls_total{route="GET /user"} 3');
    } finally {
      await own.close();
    }
  });
});

describe('what is never shared', () => {
  it('never shares between two callers: 8 requests as alice and 8 as bob make the calls of two', async () => {
    const single = await callsOfOneOverview();
    harness.sandbox.faults.setLatency('*', FORGE_LATENCY_MS);
    await Promise.all(
      Array.from({ length: 16 }, (_, i) => overview({ authorization: tokenOf(i % 2 ? 'alice' : 'bob') })),
    );
    const doubled = Object.fromEntries(Object.entries(single).map(([route, count]) => [route, 2 * count]));
    expect(countRoutes(harness.routes())).toEqual(doubled);
    expect(new Set(harness.sandbox.calls.map((call) => call.user))).toEqual(new Set(['alice', 'bob']));
  });

  it('never shares between two spellings of the same credentials (token and Basic)', async () => {
    harness.sandbox.faults.setLatency('*', FORGE_LATENCY_MS);
    const basic = `Basic ${Buffer.from('alice:alice-password').toString('base64')}`;
    await Promise.all([overview({ authorization: tokenOf('alice') }), overview({ authorization: basic })]);
    expect(harness.routes()).toHaveLength(6);
  });

  it('never shares an anonymous read with an authenticated one', async () => {
    harness.sandbox.faults.setLatency('*', FORGE_LATENCY_MS);
    await Promise.all([overview({}), overview({ authorization: tokenOf('alice') })]);
    expect(harness.sandbox.calls.map((call) => call.user).sort()).toEqual([
      'alice',
      'alice',
      'alice',
      null,
      null,
      null,
    ]);
  });

  it('does not reuse a call that has answered: the same query sent afterwards calls the forge again', async () => {
    await overview({ authorization: tokenOf('alice') });
    await overview({ authorization: tokenOf('alice') });
    expect(harness.routes()).toHaveLength(6);
    expect(sum(requestLines().map((line) => line.sharedCalls))).toBe(0);
  });
});

describe('the forge client', () => {
  const { sandbox, client } = useForgeClient({ retries: 1 });
  const alice = (budget?: number) => client.session({ authorization: tokenOf('alice'), budget });
  const hello = { owner: 'alice', repo: 'hello' };

  it('never shares a write: two identical POSTs in flight are two calls', async () => {
    sandbox.faults.setLatency('*', 200);
    const body = { tag_name: 'v-inflight', name: 'in flight', target_commitish: 'main' };
    const outcomes = await Promise.allSettled([
      createRelease(alice(), hello, body),
      createRelease(alice(), hello, body),
    ]);
    expect(sandbox.calls.map((call) => `${call.method} ${call.status}`).sort()).toEqual([
      'POST 201',
      'POST 409',
    ]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
  });

  it('sends a read again when it starts as the identical one answers, in that answer’s continuation', async () => {
    const second = forge.getRepository(alice(), hello).then(() => forge.getRepository(alice(), hello));
    await second;
    expect(sandbox.calls).toHaveLength(2);
    expect(client.inFlight?.size).toBe(0);
  });

  it('keys on the query too: the same route with other parameters is another call', async () => {
    sandbox.faults.setLatency('*', 200);
    await Promise.all([
      forge.listReleases(alice(), { ...hello, page: 1, limit: 1 }),
      forge.listReleases(alice(), { ...hello, page: 1, limit: 2 }),
      forge.listReleases(alice(), { ...hello, page: 1, limit: 2 }),
    ]);
    expect(sandbox.calls.map((call) => call.query.limit)).toEqual(['1', '2']);
  });

  it('hands the leader’s retried answer to those who joined: one 503 and one retry for three readers', async () => {
    sandbox.faults.setLatency('*', 100);
    sandbox.faults.injectStatus('GET /repos/{owner}/{repo}', 503, { times: 1 });
    const sessions = [alice(), alice(), alice()];
    const answers = await Promise.all(sessions.map((session) => forge.getRepository(session, hello)));
    expect(answers.map((answer) => answer.data.full_name)).toEqual([
      'alice/hello',
      'alice/hello',
      'alice/hello',
    ]);
    expect(sandbox.calls.map((call) => call.status)).toEqual([503, 200]);
    expect(sessions.map((session) => [session.calls, session.shared])).toEqual([
      [2, 0],
      [0, 1],
      [0, 1],
    ]);
  });

  it('hands the same error to those who joined: one 404 for three readers', async () => {
    sandbox.faults.setLatency('*', 100);
    const missing = { owner: 'alice', repo: 'nope' };
    const outcomes = await Promise.allSettled([1, 2, 3].map(() => forge.getRepository(alice(), missing)));
    expect(sandbox.calls).toHaveLength(1);
    for (const outcome of outcomes) {
      expect(outcome.status).toBe('rejected');
      const reason = (outcome as PromiseRejectedResult).reason as ForgeError;
      expect(reason).toBeInstanceOf(ForgeError);
      expect(reason).toMatchObject({ kind: 'not-found', status: 404 });
    }
  });

  it('spends the budget of a request that joins, so that its budget does not depend on other requests', async () => {
    sandbox.faults.setLatency('*', 100);
    const joiner = alice(1);
    const leading = forge.getRepository(alice(), hello);
    const joined = forge.getRepository(joiner, hello);
    await Promise.all([leading, joined]);
    const refused = await forge.getViewer(joiner).catch((error: unknown) => error);
    expect(refused).toMatchObject({ kind: 'budget' });
    expect(sandbox.calls).toHaveLength(1);
  });

  it('joins no call while the breaker is probing: the others are refused at once, as without sharing', async () => {
    const guarded = new ForgeClient({
      baseUrl: sandbox.url,
      retries: 0,
      timeoutMs: 150,
      breaker: { threshold: 1, cooldownMs: 100 },
    });
    try {
      sandbox.faults.setLatency('*', 1_000);
      const session = () => guarded.session({ authorization: tokenOf('alice') });
      await forge.getRepository(session(), hello).catch(() => undefined);
      expect(guarded.breaker?.state).toBe('open');
      await new Promise((resolve) => setTimeout(resolve, 120));
      const outcomes = await Promise.allSettled([1, 2, 3].map(() => forge.getRepository(session(), hello)));
      const kinds = outcomes.map((outcome) => ((outcome as PromiseRejectedResult).reason as ForgeError).kind);
      expect(kinds.sort()).toEqual(['timeout', 'unavailable', 'unavailable']);
      expect(sandbox.calls).toHaveLength(2);
    } finally {
      await guarded.close();
    }
  });

  it('shares nothing when switched off', async () => {
    const unshared = new ForgeClient({ baseUrl: sandbox.url, shareInFlight: false });
    try {
      sandbox.faults.setLatency('*', 100);
      const session = () => unshared.session({ authorization: tokenOf('alice') });
      await Promise.all([forge.getRepository(session(), hello), forge.getRepository(session(), hello)]);
      expect(sandbox.calls).toHaveLength(2);
    } finally {
      await unshared.close();
    }
  });
});
