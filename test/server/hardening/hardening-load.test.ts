// The gateway under concurrent load over HTTP, with the forge failing a fifth of the time (500s,
// 503s, connection resets) and latency spikes past the call timeout: every answer is well-formed
// GraphQL with typed errors, no write is applied twice, no caller sees another's private data,
// and the gateway still answers normally afterwards.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoUser, type Harness, startHarness, tokenOf } from '../../helpers/harness.js';
import { internalsIn, judge, runPool, seeded } from '../../helpers/load.js';
import { addRepo } from '../../helpers/mutations.js';
import { Tally } from '../../helpers/tally.js';
import { useFileHarness } from '../../helpers/use-harness.js';

let harness: Harness;
const tally = new Tally('Load: 400 requests, concurrency 20, forge failing ~20% of calls, latency spikes');
let unhandledRejections = 0;
const countRejection = () => unhandledRejections++;

beforeAll(async () => {
  process.on('unhandledRejection', countRejection);
  // A short cool-down, so that the breaker opened by a spike does not hide the other faults for long.
  harness = await startHarness({
    gateway: { upstreamTimeoutMs: 250, breaker: { threshold: 8, cooldownMs: 100 } },
  });
  addRepo(harness.sandbox.store, 'alice', 'load-writes', { 'README.md': '# writes\n' });
});
afterAll(async () => {
  process.off('unhandledRejection', countRejection);
  tally.print();
  await harness.close();
});

interface Step {
  label: string;
  as: DemoUser;
  query: string;
  variables?: Record<string, unknown>;
  /** text that must not be in this caller's answer */
  forbidden?: RegExp;
}

// Data of the private repository; the error message that echoes the caller's own question is no leak.
const SECRET = /"fullName":"alice\/secret"|"isPrivate":true/;

function step(index: number, random: () => number): Step {
  const as: DemoUser = index % 2 === 0 ? 'alice' : 'bob';
  const pick = Math.floor(random() * 6);
  const repository = '{ repository(owner: "alice", name: "secret") { fullName private } }';
  const feed = '{ user(login: "alice") { activities(first: 20) { nodes { isPrivate repo { fullName } } } } }';
  switch (pick) {
    case 0:
      return {
        label: 'private repository',
        as,
        query: repository,
        forbidden: as === 'bob' ? SECRET : undefined,
      };
    case 1:
      return { label: 'activity feed', as, query: feed, forbidden: as === 'bob' ? SECRET : undefined };
    case 2:
      return {
        label: 'repository overview',
        as,
        query: `{ repository(owner: "alice", name: "hello") {
          fullName pullRequests(first: 5) { totalCount nodes { number author { login } } }
          readme: file(path: "README.md") { text } issue(number: 1) { title }
        } }`,
      };
    case 3:
      return {
        label: 'pull request page',
        as,
        query:
          'query ($after: String) { repository(owner: "alice", name: "many-prs") { pullRequests(first: 20, after: $after) { nodes { number } } } }',
        variables: { after: null },
      };
    case 4:
      return { label: 'viewer', as, query: '{ viewer { login } }' };
    default:
      return {
        label: 'changeFiles',
        as: 'alice',
        query: `mutation ($input: ChangeFilesInput!) { changeFiles(input: $input) {
          __typename ... on ChangeFilesPayload { commit { sha } } ... on Error { message }
        } }`,
        variables: {
          input: {
            owner: 'alice',
            repo: 'load-writes',
            files: [{ operation: 'CREATE', path: `f${index}.txt`, text: `${index}\n` }],
          },
        },
      };
  }
}

describe('under load with forge faults', () => {
  it('answers every one of 400 requests with well-formed GraphQL and typed errors, applies no write twice, leaks nothing, and keeps serving', async () => {
    const { faults } = harness.sandbox;
    faults.resetConnection('*', { rate: 0.05 });
    faults.injectStatus('*', 500, { rate: 0.12 });
    faults.injectStatus('*', 503, { rate: 0.04 });
    // Spikes: every 400 ms, 30 ms during which the forge answers after 350 ms, past the 250 ms call timeout.
    const spikes = setInterval(() => {
      faults.setLatency('*', 350);
      setTimeout(() => faults.setLatency('*', 0), 30);
    }, 400);

    const random = seeded(6);
    const steps = Array.from({ length: 400 }, (_, index) => step(index, random));
    const writes: string[] = [];
    const codes = new Map<string, number>();
    const countCode = (code: unknown) => codes.set(String(code), (codes.get(String(code)) ?? 0) + 1);
    try {
      await runPool(steps.length, 20, async (index) => {
        const { label, as, query, variables, forbidden } = steps[index] as Step;
        const requestId = `load-${index}`;
        if (label === 'changeFiles') writes.push(requestId);
        let response: Response;
        try {
          response = await fetch(harness.url, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              authorization: tokenOf(as),
              'x-request-id': requestId,
            },
            body: JSON.stringify({ query, variables }),
          });
        } catch (error) {
          tally.add(label, { sent: 1, crashes: 1 });
          throw error;
        }
        expect(response.headers.get('x-request-id')).toBe(requestId);
        const judged = await judge(response);
        const text = JSON.stringify(judged.body);
        const union = judged.body?.data?.changeFiles as { __typename?: string } | undefined;
        const mutationError = union?.__typename?.endsWith('Error') ? 1 : 0;
        for (const error of judged.body?.errors ?? []) countCode(error.extensions?.code);
        if (mutationError) countCode(`${union?.__typename}`);
        const leaks =
          (forbidden?.test(text) ? 1 : 0) +
          internalsIn(JSON.stringify(judged.body?.errors ?? []), harness.sandbox.origin).length;
        const crashed = judged.status !== 200 || judged.malformed !== null || judged.untyped.length > 0;
        tally.add(label, { sent: 1, typed: judged.typed + mutationError, crashes: crashed ? 1 : 0, leaks });
        expect({ status: judged.status, malformed: judged.malformed, untyped: judged.untyped }).toEqual({
          status: 200,
          malformed: null,
          untyped: [],
        });
        expect(leaks, `${label} as ${as}: ${text.slice(0, 300)}`).toBe(0);
      });
    } finally {
      clearInterval(spikes);
    }

    const postsByRequest = new Map<string, number>();
    for (const call of harness.sandbox.calls) {
      if (call.method === 'POST' && call.requestId) {
        postsByRequest.set(call.requestId, (postsByRequest.get(call.requestId) ?? 0) + 1);
      }
    }
    const duplicates = writes.filter((id) => (postsByRequest.get(id) ?? 0) > 1).length;
    tally.add('changeFiles', { duplicates });
    expect(duplicates).toBe(0);
    const calls = harness.sandbox.calls;
    const failedCalls = calls.filter((call) => call.status === 0 || call.status >= 500).length;
    expect(failedCalls / calls.length).toBeGreaterThan(0.1);
    expect(unhandledRejections).toBe(0);
    tally.note(`the forge saw ${calls.length} calls; ${failedCalls} of them failed (500, 503 or reset)`);
    tally.note(`the circuit breaker opened ${harness.gateway.client.breaker?.opened ?? 0} times`);
    tally.note(`errors by code: ${[...codes].map(([code, n]) => `${code} ${n}`).join(', ')}`);

    faults.clear();
    // a call sent during the last spike times out 250 ms later and may pause calls for 100 ms more:
    // the gateway keeps serving once those have passed
    await new Promise((resolve) => setTimeout(resolve, 500));
    const after = await harness.query('{ viewer { login } }', undefined, { as: 'bob' });
    expect(after).toEqual({ status: 200, data: { viewer: { login: 'bob' } } });
  });
});

describe('two callers interleaved', () => {
  // a forge of its own: the load above adds commits to alice's feed and may leave the breaker open
  const own = useFileHarness();

  it('gives alice her private repository and feed and bob neither, across 300 interleaved requests', async () => {
    const queries = {
      repository: '{ repository(owner: "alice", name: "secret") { fullName } }',
      feed: '{ user(login: "alice") { activities(first: 50) { totalCount nodes { isPrivate } } } }',
    };
    const seen = { alice: { secret: 0, private: 0 }, bob: { secret: 0, private: 0, notFound: 0 } };
    await runPool(300, 20, async (index) => {
      const as: DemoUser = index % 2 === 0 ? 'alice' : 'bob';
      const kind = index % 4 < 2 ? 'repository' : 'feed';
      const response = await own.query<Record<string, never>>(queries[kind], undefined, { as });
      const text = JSON.stringify(response);
      if (SECRET.test(text)) seen[as].secret++;
      if (text.includes('"isPrivate":true')) seen[as].private++;
      if (as === 'bob' && response.errors?.[0]?.extensions?.code === 'NOT_FOUND') seen.bob.notFound++;
    });
    expect(seen).toEqual({
      alice: { secret: 150, private: 75 },
      bob: { secret: 0, private: 0, notFound: 75 },
    });
    tally.add('alice and bob interleaved', { sent: 300, leaks: seen.bob.secret });
  });
});
