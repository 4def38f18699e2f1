// Amplification: a small request must not make a large answer or hold the process. Each case is
// one an anonymous caller could send with the default limits, refused now with its own code.

import { connect } from 'node:net';
import { getIntrospectionQuery } from 'graphql';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { encodeGlobalID } from '../../../src/graphql/kit/global-id.js';
import { type Harness, startHarness } from '../../helpers/harness.js';
import { startLiveGateway } from '../../helpers/live.js';
import { captureLog } from '../../helpers/log-capture.js';
import { overWebSocket } from '../../helpers/transports.js';

const log = captureLog();
let h: Harness;
beforeAll(async () => {
  // A cost limit above 300 calls, so that 300 ids reach the call budget at run time.
  h = await startHarness({ gateway: { logger: log.logger, limits: { maxCost: 1_000 } } });
});
afterAll(() => h.close());
beforeEach(() => {
  h.resetCalls();
  log.clear();
});

const codes = (response: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  (response.errors ?? []).map((error) => error.extensions?.code);

/** POSTs a document (or a body already written) and returns the answer's size along with its parsed body. */
async function post(url: string, body: unknown) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, bytes: Buffer.byteLength(text), body: JSON.parse(text) };
}

describe('introspection', () => {
  const full = getIntrospectionQuery();
  const fragments = full.slice(full.indexOf('fragment '));
  // the selection of `query IntrospectionQuery { … }`: between its first `{` and its last `}`
  const operation = full.slice(0, full.indexOf('fragment '));
  const selection = operation.slice(operation.indexOf('{') + 1, operation.lastIndexOf('}'));

  it('refuses 49 aliased full introspections with TOO_MANY_INTROSPECTIONS and a small answer, and answers one', async () => {
    const aliases = Array.from({ length: 49 }, (_, i) => `i${i}: ${selection.trim()}`).join('\n');
    const answer = await post(h.url, { query: `{ ${aliases} }\n${fragments}` });
    expect(codes(answer.body)).toEqual(['TOO_MANY_INTROSPECTIONS']);
    expect(answer.bytes).toBeLessThan(2_000);
    // as GraphiQL sends it
    const one = await post(h.url, { query: getIntrospectionQuery() });
    expect(one.body.errors).toBeUndefined();
    expect(one.body.data.__schema.queryType.name).toBe('Query');
  });

  it('refuses two introspections hidden in fragments spread twice', async () => {
    const answer = await post(h.url, {
      query: '{ ...Twice ...Twice } fragment Twice on Query { s: __schema { queryType { name } } }',
    });
    expect(codes(answer.body)).toEqual(['TOO_MANY_INTROSPECTIONS']);
  });
});

describe('aliases', () => {
  it('counts __typename aliases: 51 of them are TOO_MANY_ALIASES', async () => {
    const aliases = Array.from({ length: 51 }, (_, i) => `t${i}: __typename`).join(' ');
    const response = await h.query(`{ ${aliases} }`);
    expect(codes(response)).toEqual(['TOO_MANY_ALIASES']);
    expect(response.data ?? null).toBeNull();
  });
});

describe('nodes(ids:)', () => {
  const hello = encodeGlobalID('Repository', 'alice/hello');

  it('refuses 101 IDs with BAD_USER_INPUT and no forge call', async () => {
    const response = await h.query('query ($ids: [ID!]!) { nodes(ids: $ids) { id } }', {
      ids: Array.from({ length: 101 }, () => hello),
    });
    expect(codes(response)).toEqual(['BAD_USER_INPUT']);
    expect(response.errors?.[0]?.message).toContain('at most 100 IDs, got 101');
    expect(h.routes()).toEqual([]);
  });

  it('charges every ID to the call budget, even 300 copies of one repository read once', async () => {
    const ids = Array.from({ length: 100 }, () => hello);
    const response = await h.query<Record<string, unknown[]>>(
      'query ($ids: [ID!]!) { a: nodes(ids: $ids) { id } b: nodes(ids: $ids) { id } c: nodes(ids: $ids) { id } }',
      { ids },
    );
    expect(['a', 'b', 'c'].map((alias) => response.data?.[alias]?.filter(Boolean).length)).toEqual([
      100, 100, 0,
    ]);
    expect(codes(response)).toEqual(Array.from({ length: 100 }, () => 'UPSTREAM_CALL_BUDGET_EXCEEDED'));
    expect(h.routes()).toEqual(['GET /repos/{owner}/{repo}']);
  });

  it('counts the IDs in the cost: 30 aliases of 100 IDs with a small selection are QUERY_TOO_COSTLY', async () => {
    const aliases = Array.from(
      { length: 30 },
      (_, i) => `n${i}: nodes(ids: $ids) { ... on Repository { fullName description owner { login } } }`,
    );
    const response = await h.query(`query ($ids: [ID!]!) { ${aliases.join('\n')} }`, {
      ids: Array.from({ length: 100 }, () => hello),
    });
    expect(codes(response)).toEqual(['QUERY_TOO_COSTLY']);
    expect(h.routes()).toEqual([]);
  });
});

describe('the answer size', () => {
  it('ends an answer larger than MAX_RESPONSE_BYTES with RESPONSE_TOO_LARGE instead of sending it', async () => {
    const small = await startHarness({ gateway: { limits: { maxResponseBytes: 5_000 } } });
    try {
      const answer = await post(small.url, { query: getIntrospectionQuery() });
      expect(codes(answer.body)).toEqual(['RESPONSE_TOO_LARGE']);
      expect(answer.body.data).toBeUndefined();
      expect(answer.bytes).toBeLessThan(500);
      const within = await post(small.url, {
        query: '{ repository(owner: "alice", name: "hello") { fullName } }',
      });
      expect(within.body).toEqual({ data: { repository: { fullName: 'alice/hello' } } });
    } finally {
      await small.close();
    }
  });

  it('ends an answer over WebSocket larger than MAX_RESPONSE_BYTES with RESPONSE_TOO_LARGE, as over HTTP', async () => {
    const small = await startLiveGateway(h.sandbox.url, {}, { limits: { maxResponseBytes: 5_000 } });
    try {
      const large = await overWebSocket(small.url, { query: getIntrospectionQuery() });
      expect(large).toMatchObject({ codes: ['RESPONSE_TOO_LARGE'], data: [] });
      const within = await overWebSocket(small.url, {
        query: '{ repository(owner: "alice", name: "hello") { fullName } }',
      });
      expect(within).toMatchObject({ codes: [], data: [{ repository: { fullName: 'alice/hello' } }] });
    } finally {
      await small.close();
    }
  });

  it('ends every copy of a shared answer that is too large, one identical query in flight or several', async () => {
    const small = await startHarness({ gateway: { limits: { maxResponseBytes: 100 } } });
    try {
      const query =
        '{ repository(owner: "alice", name: "hello") { fullName description owner { login avatarUrl } } }';
      const answers = await Promise.all(Array.from({ length: 4 }, () => post(small.url, { query })));
      for (const answer of answers) expect(codes(answer.body)).toEqual(['RESPONSE_TOO_LARGE']);
    } finally {
      await small.close();
    }
  });
});

describe('variables', () => {
  it('refuses an unused variable nested 8,000 levels with VARIABLES_TOO_DEEP, logging no error', async () => {
    // written by hand: JSON.stringify itself overflows the stack on it
    const deep = `${'{"a":'.repeat(8_000)}"leaf"${'}'.repeat(8_000)}`;
    const answer = await post(h.url, `{"query":"{ __typename }","variables":{"deep":${deep}}}`);
    expect(codes(answer.body)).toEqual(['VARIABLES_TOO_DEEP']);
    expect(log.entries().filter((entry) => (entry.level as number) >= 50)).toEqual([]);
  });

  it('accepts variables nested to the limit and refuses one level more', async () => {
    const nested = (levels: number) => {
      let value: unknown = 1;
      for (let i = 0; i < levels; i++) value = [value];
      return value;
    };
    const within = await post(h.url, { query: '{ __typename }', variables: { v: nested(32) } });
    expect(within.body).toEqual({ data: { __typename: 'Query' } });
    const past = await post(h.url, { query: '{ __typename }', variables: { v: nested(33) } });
    expect(codes(past.body)).toEqual(['VARIABLES_TOO_DEEP']);
  });
});

describe('a request that trickles', () => {
  it('is cut with HTTP 408 after REQUEST_TIMEOUT_MS instead of being held for minutes', async () => {
    const slow = await startHarness({ gateway: { limits: { requestTimeoutMs: 500 } } });
    const { hostname, port } = new URL(slow.url);
    const socket = connect(Number(port), hostname);
    try {
      const started = Date.now();
      const answer = await new Promise<string>((resolve) => {
        let received = '';
        socket.on('data', (chunk) => {
          received += chunk.toString();
        });
        socket.on('close', () => resolve(received));
        socket.write(
          'POST /graphql HTTP/1.1\r\nHost: x\r\ncontent-type: application/json\r\ncontent-length: 100\r\n\r\n{',
        );
        // one byte every 100 ms: the body would take 10 s
        const drip = setInterval(() => socket.writable && socket.write(' '), 100);
        socket.on('close', () => clearInterval(drip));
      });
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
      expect(Date.now() - started).toBeLessThan(3_000);
    } finally {
      socket.destroy();
      await slow.close();
    }
  });
});
