// In-flight sharing of identical queries (graphql/shared-execution.ts), over real HTTP: one caller's
// identical queries in flight at once execute once and get the same answer; other credentials, other
// variables, mutations, and queries that arrive after an answer never share. The forge is slowed so
// that requests overlap.

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLE_QUERY } from '../../src/server/gateway.js';
import { countRoutes, type Harness, startHarness, tokenOf } from '../helpers/harness.js';
import { captureLog } from '../helpers/log-capture.js';

/** Long enough that the requests sent at once are all in flight before the first call answers. */
const FORGE_LATENCY_MS = 400;

interface LogLine {
  requestId: string;
  upstreamCalls: number;
  sharedCalls: number;
  sharedExecutionOf?: string;
}

const log = captureLog();
let harness: Harness;

beforeAll(async () => {
  harness = await startHarness({ gateway: { logger: log.logger } });
});
afterAll(() => harness.close());
afterEach(() => {
  harness.sandbox.faults.clear();
  harness.resetCalls();
  log.clear();
});

const requestLines = () => log.entries('request') as unknown as LogLine[];
const times = <T>(n: number, make: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => make(i)));
const REPOSITORY = 'query Repo($name: String!) { repository(owner: "alice", name: $name) { fullName } }';

describe('one caller sending the same query many times at once', () => {
  it('executes it once: 16 requests, the forge calls of one, the same answer for all', async () => {
    harness.sandbox.faults.setLatency('*', FORGE_LATENCY_MS);
    const answers = await times(16, () => harness.query(EXAMPLE_QUERY, undefined, { as: 'alice' }));
    expect(countRoutes(harness.routes())).toEqual({
      'GET /repos/{owner}/{repo}': 1,
      'GET /repos/{owner}/{repo}/pulls': 1,
      'GET /repos/{owner}/{repo}/file-contents': 1,
    });
    expect(answers.every((answer) => answer.status === 200 && answer.errors === undefined)).toBe(true);
    expect(new Set(answers.map((answer) => JSON.stringify(answer.data))).size).toBe(1);
    expect(answers[0]?.data).toMatchObject({ repository: { fullName: 'alice/hello' } });
  });

  it('logs every request, naming the request whose execution the others took their answer from', async () => {
    harness.sandbox.faults.setLatency('*', FORGE_LATENCY_MS);
    await times(8, () => harness.query(EXAMPLE_QUERY, undefined, { as: 'alice' }));
    const lines = requestLines();
    expect(lines).toHaveLength(8);
    const leaders = lines.filter((line) => line.sharedExecutionOf === undefined);
    expect(leaders).toHaveLength(1);
    expect(leaders[0]?.upstreamCalls).toBe(3);
    for (const line of lines.filter((one) => one !== leaders[0])) {
      expect(line).toMatchObject({
        upstreamCalls: 0,
        sharedCalls: 0,
        sharedExecutionOf: leaders[0]?.requestId,
      });
    }
    expect(new Set(lines.map((line) => line.requestId)).size).toBe(8);
  });

  it('counts shared executions in the metrics', async () => {
    const own = await startHarness();
    try {
      own.sandbox.faults.setLatency('*', FORGE_LATENCY_MS);
      await times(4, () => own.query('query Me { viewer { login } }', undefined, { as: 'bob' }));
      const text = await (await fetch(own.url.replace('/graphql', '/metrics'))).text();
      expect(text).toContain('graphql_shared_executions_total{operation="Me"} 3');
      expect(text).toContain('forge_calls_total{route="GET /user",status="200"} 1');
    } finally {
      await own.close();
    }
  });

  it('answers each sharing request in the format it asked for: JSON, and an SSE stream', async () => {
    harness.sandbox.faults.setLatency('*', FORGE_LATENCY_MS);
    const ask = (accept: string) =>
      fetch(harness.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept, authorization: tokenOf('alice') },
        body: JSON.stringify({ query: REPOSITORY, variables: { name: 'hello' } }),
      }).then(async (response) => ({
        type: response.headers.get('content-type'),
        text: await response.text(),
      }));
    const [json, sse] = await Promise.all([
      ask('application/graphql-response+json'),
      ask('text/event-stream'),
    ]);
    expect(harness.routes()).toEqual(['GET /repos/{owner}/{repo}']);
    const data = '{"data":{"repository":{"fullName":"alice/hello"}}}';
    expect(json).toEqual({ type: 'application/graphql-response+json; charset=utf-8', text: data });
    expect(sse.type).toMatch(/^text\/event-stream/);
    expect(sse.text).toContain(`event: next\ndata: ${data}\n\n`);
    expect(requestLines().filter((line) => line.sharedExecutionOf !== undefined)).toHaveLength(1);
  });

  it('hands an error to every request that shared it, each with its code and path', async () => {
    harness.sandbox.faults.setLatency('*', FORGE_LATENCY_MS);
    const answers = await times(4, () => harness.query(REPOSITORY, { name: 'nope' }, { as: 'alice' }));
    expect(harness.routes()).toEqual(['GET /repos/{owner}/{repo}']);
    for (const answer of answers) {
      expect(answer.data).toEqual({ repository: null });
      expect(answer.errors).toEqual([
        expect.objectContaining({
          path: ['repository'],
          extensions: expect.objectContaining({ code: 'NOT_FOUND' }),
        }),
      ]);
    }
  });
});

describe('what never shares an execution', () => {
  it('another caller: 4 requests as alice and 4 as bob execute twice', async () => {
    harness.sandbox.faults.setLatency('*', FORGE_LATENCY_MS);
    await times(8, (i) => harness.query('{ viewer { login } }', undefined, { as: i % 2 ? 'alice' : 'bob' }));
    expect(harness.sandbox.calls.map((call) => call.user).sort()).toEqual(['alice', 'bob']);
    const logins = requestLines().filter((line) => line.sharedExecutionOf !== undefined);
    expect(logins).toHaveLength(6);
  });

  it('other variables: the same document for two repositories executes twice', async () => {
    harness.sandbox.faults.setLatency('*', FORGE_LATENCY_MS);
    const answers = await Promise.all([
      harness.query(REPOSITORY, { name: 'hello' }, { as: 'alice' }),
      harness.query(REPOSITORY, { name: 'many-prs' }, { as: 'alice' }),
    ]);
    expect(harness.routes()).toHaveLength(2);
    expect(
      answers.map((answer) => (answer.data as { repository: { fullName: string } | null }).repository),
    ).toEqual([{ fullName: 'alice/hello' }, expect.anything()]);
    expect(requestLines().every((line) => line.sharedExecutionOf === undefined)).toBe(true);
  });

  it('a mutation: two identical addComment mutations in flight write two comments', async () => {
    harness.sandbox.faults.setLatency('*', FORGE_LATENCY_MS);
    const mutation = `mutation { addComment(input: { owner: "alice", repo: "hello", number: 1, body: "twice" }) {
      __typename ... on AddCommentPayload { comment { databaseId } } } }`;
    const answers = await times(2, () => harness.query(mutation, undefined, { as: 'alice' }));
    expect(countRoutes(harness.routes())).toEqual({
      'POST /repos/{owner}/{repo}/issues/{index}/comments': 2,
    });
    const ids = answers.map(
      (answer) =>
        (answer.data as { addComment: { comment: { databaseId: number } } }).addComment.comment.databaseId,
    );
    expect(new Set(ids).size).toBe(2);
  });

  it('an answered query: the same query sent after the answer executes again', async () => {
    await harness.query(EXAMPLE_QUERY, undefined, { as: 'alice' });
    await harness.query(EXAMPLE_QUERY, undefined, { as: 'alice' });
    expect(harness.routes()).toHaveLength(6);
    expect(requestLines().every((line) => line.sharedExecutionOf === undefined)).toBe(true);
  });

  it('a gateway with sharing switched off: 4 identical queries execute 4 times', async () => {
    const own = await startHarness({ gateway: { shareInFlight: false } });
    try {
      own.sandbox.faults.setLatency('*', 100);
      await times(4, () =>
        own.query('{ viewer { login } }', undefined, { headers: { authorization: tokenOf('bob') } }),
      );
      expect(own.sandbox.calls).toHaveLength(4);
    } finally {
      await own.close();
    }
  });
});
