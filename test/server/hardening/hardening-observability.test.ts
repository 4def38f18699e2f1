// Observability over HTTP, from the shipped bundle (test/helpers/shipped.ts): one JSON log line per
// request, request ids from the caller to the forge and back, and Prometheus metrics per operation and
// per forge route in a registry per gateway.

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ShippedHarness, type ShippedLog, startShippedHarness } from '../../helpers/shipped.js';

let harness: ShippedHarness;
let log: ShippedLog;
beforeAll(async () => {
  harness = await startShippedHarness({ log: true });
  log = harness.log;
});
afterAll(() => harness.close());
beforeEach(() => {
  harness.resetCalls();
  log.clear();
});

const metricsUrl = (h: ShippedHarness) => h.url.replace(/\/graphql$/, '/metrics');

async function post(body: unknown, headers: Record<string, string> = {}) {
  return fetch(harness.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

describe('request log', () => {
  it('writes one JSON line per request with its id, operation, status, duration, forge calls and error codes', async () => {
    await post(
      {
        query: `query RepositoryAndSecret {
          repository(owner: "alice", name: "hello") { fullName }
          secret: repository(owner: "alice", name: "secret") { fullName }
        }`,
      },
      { authorization: 'token bob-token', 'x-request-id': 'req-42' },
    );
    await post({ query: '{ viewer { login } }' }, { authorization: 'token alice-token' });
    const lines = await log.waitFor('request', 2);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      level: 30,
      requestId: 'req-42',
      method: 'POST',
      path: '/graphql',
      status: 200,
      operation: 'RepositoryAndSecret',
      operationType: 'query',
      upstreamCalls: 2,
      errorCodes: ['NOT_FOUND'],
      durationMs: expect.any(Number),
    });
    expect(lines[1]).toMatchObject({
      operation: null,
      operationType: 'query',
      upstreamCalls: 1,
      errorCodes: [],
    });
    expect(log.raw.join('')).not.toMatch(/bob-token|alice-token/);
  });

  it('logs refused requests too, with the code that refused them', async () => {
    await post({ query: '{ viewer { login } }', pad: 'x'.repeat(200_000) });
    await fetch(harness.url, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{}' });
    expect((await log.waitFor('request', 2)).map((line) => [line.status, line.errorCodes])).toEqual([
      [413, ['BODY_TOO_LARGE']],
      [403, ['CSRF_HEADER_REQUIRED']],
    ]);
  });
});

describe('the request log of an answer in parts', () => {
  it('writes its line when the last part leaves, with the forge calls of every part', async () => {
    const slowMs = 600;
    harness.sandbox.faults.setLatency('GET /repos/{owner}/{repo}/pulls', slowMs);
    try {
      const response = await post(
        {
          query: `query DeferredPulls { repository(owner: "alice", name: "hello") {
            fullName
            ... @defer { pullRequests(first: 5) { totalCount } }
          } }`,
        },
        { authorization: 'token alice-token', accept: 'text/event-stream' },
      );
      const events = [...(await response.text()).matchAll(/event: next\ndata: (.*)\n\n/g)];
      // the page, then the deferred pull requests
      expect(events).toHaveLength(2);
      const [line] = await log.waitFor('request', 1);
      expect(harness.routes().sort()).toEqual([
        'GET /repos/{owner}/{repo}',
        'GET /repos/{owner}/{repo}/pulls',
      ]);
      expect(line).toMatchObject({
        operation: 'DeferredPulls',
        status: 200,
        upstreamCalls: 2,
        errorCodes: [],
      });
      // the calls of both parts: the repository's with the first, the pull requests' with the second
      expect(line?.upstreamCalls).toBe(harness.routes().length);
      // written after the held-back part, not with the first one
      expect(line?.durationMs).toBeGreaterThanOrEqual(slowMs);
      expect(log.entries('request')).toHaveLength(1);
    } finally {
      harness.sandbox.faults.clear();
    }
  });
});

describe('request ids', () => {
  it('keeps the caller’s X-Request-Id, returns it and sends it to the forge with every call', async () => {
    const response = await post(
      {
        query:
          '{ repository(owner: "alice", name: "hello") { fullName pullRequests(first: 1) { totalCount } } }',
      },
      { 'x-request-id': 'trace-7f3a' },
    );
    expect(response.headers.get('x-request-id')).toBe('trace-7f3a');
    expect(harness.sandbox.calls).toHaveLength(2);
    expect(harness.sandbox.calls.map((call) => call.requestId)).toEqual(['trace-7f3a', 'trace-7f3a']);
  });

  it('makes one up when the caller sends none, or one too long or odd to pass on', async () => {
    const ids: (string | null)[] = [];
    for (const header of [undefined, 'x'.repeat(200), 'has spaces; and=more']) {
      const response = await post(
        { query: '{ user(login: "bob") { login } }' },
        header ? { 'x-request-id': header } : {},
      );
      ids.push(response.headers.get('x-request-id'));
    }
    for (const id of ids)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(new Set(ids).size).toBe(3);
    expect(harness.sandbox.calls.map((call) => call.requestId)).toEqual(ids);
  });
});

describe('metrics', () => {
  it('exposes request, error and forge call counters and latency histograms per operation and route', async () => {
    const own = await startShippedHarness();
    try {
      await own.query('query Viewer { viewer { login } }', undefined, { as: 'alice' });
      await own.query('query Viewer { viewer { login } }', undefined, { as: 'bob' });
      await own.query('query Missing { repository(owner: "alice", name: "nope") { name } }');
      const response = await fetch(metricsUrl(own));
      expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
      const text = await response.text();
      for (const line of [
        'graphql_requests_total{operation="Viewer",status="200"} 2',
        'graphql_requests_total{operation="Missing",status="200"} 1',
        'graphql_errors_total{code="NOT_FOUND"} 1',
        'forge_calls_total{route="GET /user",status="200"} 2',
        'forge_calls_total{route="GET /repos/{owner}/{repo}",status="404"} 1',
        'graphql_request_duration_seconds_count{operation="Viewer"} 2',
        'forge_call_duration_seconds_count{route="GET /user"} 2',
        'forge_breaker_state 0',
      ]) {
        expect(text).toContain(line);
      }
      expect(text).toMatch(/graphql_request_duration_seconds_bucket\{le="0\.1",operation="Viewer"\} \d/);
    } finally {
      await own.close();
    }
  });

  it('keeps one registry per gateway, so two gateways count apart', async () => {
    const other = await startShippedHarness();
    try {
      await other.query('query Lonely { viewer { login } }', undefined, { as: 'carol' });
      const mine = await (await fetch(metricsUrl(harness))).text();
      const theirs = await (await fetch(metricsUrl(other))).text();
      expect(theirs).toContain('graphql_requests_total{operation="Lonely",status="200"} 1');
      expect(mine).not.toContain('Lonely');
    } finally {
      await other.close();
    }
  });

  it('gives operation names past the first 200 one shared label, so clients cannot flood the registry', async () => {
    const own = await startShippedHarness();
    try {
      for (let i = 0; i < 205; i++) await own.query(`query Op${i} { __typename }`);
      const text = await (await fetch(metricsUrl(own))).text();
      expect(text).toContain('graphql_requests_total{operation="Op199",status="200"} 1');
      expect(text).not.toContain('operation="Op200"');
      expect(text).toContain('graphql_requests_total{operation="other",status="200"} 5');
    } finally {
      await own.close();
    }
  });

  it('is not served when switched off', async () => {
    const quiet = await startShippedHarness({ gateway: { metrics: false } });
    try {
      expect((await fetch(metricsUrl(quiet))).status).toBe(404);
    } finally {
      await quiet.close();
    }
  });
});
