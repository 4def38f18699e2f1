// Traces from the shipped bundle (test/helpers/shipped.ts) to an OTLP/HTTP receiver the test runs
// (test/helpers/otlp-receiver.ts), configured by the standard OTEL_* variables only: the tree of a
// nested query (request → loader batches → forge calls), the caller's traceparent continued, the
// traceparent each forge call carries, errors on their spans, and no trace at all when unasked.

import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTracing, tracingSettingsFrom } from '../../src/observability/tracing.js';
import { ensureBundle } from '../helpers/bundle.js';
import { type OtlpReceiver, type ReceivedSpan, startOtlpReceiver } from '../helpers/otlp-receiver.js';
import { launch } from '../helpers/process.js';
import { BUNDLE, SHIPPED, type ShippedHarness, startShippedHarness } from '../helpers/shipped.js';
import { overWebSocket } from '../helpers/transports.js';

const SPAN_KIND = { internal: 1, server: 2, client: 3 } as const;
const ERROR = 2;

const CALLER_TRACE = '0af7651916cd43dd8448eb211c80319c';
const CALLER_SPAN = 'b7ad6b7169203331';
const CALLER_TRACEPARENT = `00-${CALLER_TRACE}-${CALLER_SPAN}-01`;
/** a second caller's trace, so that one test's spans never mingle with another's */
const OTHER_TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';

let receiver: OtlpReceiver;
let harness: ShippedHarness;
beforeAll(async () => {
  receiver = await startOtlpReceiver();
  harness = await startShippedHarness({
    env: {
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OTEL_SERVICE_NAME: 'gateway-under-test',
      // exported 50 ms after they end, so the test need not wait the SDK's default 5 s
      OTEL_BSP_SCHEDULE_DELAY: '50',
    },
  });
});
afterAll(async () => {
  await harness.close();
  await receiver.close();
});
beforeEach(() => {
  harness.resetCalls();
  harness.sandbox.faults.clear();
});

const REPO_HOME = `query RepoHome {
  repository(owner: "alice", name: "hello") {
    fullName
    pullRequests(first: 3) { nodes { number author { login } } }
    readme: file(path: "README.md") { text }
    guide: file(path: "docs/guide.md") { text }
    issue(number: 1) { title }
  }
}`;

/** The spans of the trace whose request span is named `name` (an operation sent without a request id). */
async function traceNamed(name: string, count: number) {
  return receiver.waitFor((spans) => {
    const request = spans.find((span) => span.kind === SPAN_KIND.server && span.name === name);
    const trace = request && spans.filter((span) => span.traceId === request.traceId);
    return request && trace && trace.length >= count && { request, trace };
  });
}

/** One line per span, indented under its parent, siblings sorted: what a trace viewer draws. */
function drawTree(spans: ReceivedSpan[], root: ReceivedSpan, depth = 0): string[] {
  const { attributes } = root;
  const detail =
    root.kind === SPAN_KIND.client
      ? ` → ${attributes['http.response.status_code']}`
      : attributes['loader.keys'] !== undefined
        ? ` (${attributes['loader.keys']} keys)`
        : '';
  const children = spans
    .filter((span) => span.parentSpanId === root.spanId)
    .map((span) => drawTree(spans, span, depth + 1))
    .sort((a, b) => (a[0] as string).localeCompare(b[0] as string));
  return [`${'  '.repeat(depth)}${root.name}${detail}`, ...children.flat()];
}

/** The spans of the request whose request id is `requestId`, once its trace has `count` spans. */
async function traceOfRequest(requestId: string, count: number) {
  return receiver.waitFor((spans) => {
    const request = spans.find((span) => span.attributes['gateway.request_id'] === requestId);
    const trace = request && spans.filter((span) => span.traceId === request.traceId);
    return request && trace && trace.length >= count && { request, trace };
  });
}

describe('the trace of a nested query', () => {
  it('continues the caller’s traceparent: request → loader batches → forge calls with route templates and statuses', async () => {
    const result = await harness.query(
      REPO_HOME,
      {},
      {
        as: 'alice',
        headers: { traceparent: CALLER_TRACEPARENT, 'x-request-id': 'trace-1' },
      },
    );
    expect(result.errors).toBeUndefined();
    expect(harness.routes().sort()).toEqual([
      'GET /repos/{owner}/{repo}',
      'GET /repos/{owner}/{repo}/file-contents',
      'GET /repos/{owner}/{repo}/issues/{index}',
      'GET /repos/{owner}/{repo}/pulls',
    ]);
    const { request, trace } = await traceOfRequest('trace-1', 8);
    expect(trace).toHaveLength(8);
    expect(request).toMatchObject({
      traceId: CALLER_TRACE,
      parentSpanId: CALLER_SPAN,
      kind: SPAN_KIND.server,
    });
    expect(drawTree(trace, request)).toEqual([
      'query RepoHome',
      '  batch File (2 keys)',
      '    GET /repos/{owner}/{repo}/file-contents → 200',
      '  batch Issue (1 keys)',
      '    GET /repos/{owner}/{repo}/issues/{index} → 200',
      '  batch Repository (1 keys)',
      '    GET /repos/{owner}/{repo} → 200',
      '  GET /repos/{owner}/{repo}/pulls → 200',
    ]);
    expect(request.attributes).toMatchObject({
      'graphql.operation.type': 'query',
      'graphql.operation.name': 'RepoHome',
      'http.response.status_code': 200,
      'forge.calls': 4,
      'forge.shared_calls': 0,
      'graphql.error.count': 0,
    });
    expect(request.resource['service.name']).toBe('gateway-under-test');
  });

  it('sends each forge call a traceparent naming that call’s span in the same trace', async () => {
    await harness.query(
      REPO_HOME,
      {},
      {
        as: 'alice',
        headers: { traceparent: `00-${OTHER_TRACE}-${CALLER_SPAN}-01`, 'x-request-id': 'trace-2' },
      },
    );
    const { trace } = await traceOfRequest('trace-2', 8);
    expect(trace).toHaveLength(8);
    const calls = harness.sandbox.calls;
    expect(calls).toHaveLength(4);
    for (const call of calls) {
      const span = trace.find((one) => one.kind === SPAN_KIND.client && one.name === call.route);
      expect(span?.attributes).toMatchObject({
        'http.request.method': 'GET',
        'url.template': call.route.slice('GET '.length),
        'forge.shared_in_flight': false,
        'forge.cached': false,
        'http.response.body.size': expect.any(Number),
      });
      expect(call.traceparent).toBe(`00-${OTHER_TRACE}-${span?.spanId}-01`);
    }
  });

  it('starts a trace of its own when the caller sends none', async () => {
    await harness.query('{ viewer { login } }', {}, { as: 'bob', headers: { 'x-request-id': 'trace-3' } });
    const { request, trace } = await traceOfRequest('trace-3', 2);
    expect(request.parentSpanId).toBe('');
    expect(request.traceId).not.toBe(CALLER_TRACE);
    expect(drawTree(trace, request)).toEqual(['query', '  GET /user → 200']);
    expect(harness.sandbox.calls.map((call) => call.traceparent)).toEqual([
      `00-${request.traceId}-${trace.find((span) => span.name === 'GET /user')?.spanId}-01`,
    ]);
  });
});

describe('what a forge call span tells', () => {
  it('counts the resends of a retried read on its one span, whose traceparent every attempt carries', async () => {
    harness.sandbox.faults.injectStatus('GET /user', 503, { times: 1 });
    await harness.query('{ viewer { login } }', {}, { as: 'alice', headers: { 'x-request-id': 'trace-5' } });
    const { request, trace } = await traceOfRequest('trace-5', 2);
    expect(drawTree(trace, request)).toEqual(['query', '  GET /user → 200']);
    const call = trace.find((span) => span.kind === SPAN_KIND.client);
    expect(call?.attributes['http.request.resend_count']).toBe(1);
    expect(harness.sandbox.calls.map((one) => [one.status, one.traceparent])).toEqual([
      [503, `00-${request.traceId}-${call?.spanId}-01`],
      [200, `00-${request.traceId}-${call?.spanId}-01`],
    ]);
  });

  it('marks a read that joined an identical call in flight as shared, and only the leader’s goes out', async () => {
    harness.sandbox.faults.setLatency('GET /user', 300);
    try {
      await Promise.all([
        harness.query(
          'query Login { viewer { login } }',
          {},
          { as: 'alice', headers: { 'x-request-id': 'trace-6' } },
        ),
        harness.query(
          'query Name { viewer { fullName } }',
          {},
          { as: 'alice', headers: { 'x-request-id': 'trace-7' } },
        ),
      ]);
    } finally {
      harness.sandbox.faults.setLatency('GET /user', 0);
    }
    expect(harness.routes()).toEqual(['GET /user']);
    const traces = [await traceOfRequest('trace-6', 2), await traceOfRequest('trace-7', 2)];
    const calls = traces.map(({ trace }) => trace.find((span) => span.kind === SPAN_KIND.client));
    expect(calls.map((call) => call?.attributes['forge.shared_in_flight']).sort()).toEqual([false, true]);
    expect(traces.map(({ request }) => request.attributes['forge.shared_calls']).sort()).toEqual([0, 1]);
    const leader = calls.find((call) => call?.attributes['forge.shared_in_flight'] === false);
    expect(harness.sandbox.calls[0]?.traceparent).toBe(`00-${leader?.traceId}-${leader?.spanId}-01`);
  });
});

describe('the other batches', () => {
  it('traces the batch of Markdown renderings, whose calls are its children', async () => {
    await harness.query(
      'query Rendered { repository(owner: "alice", name: "hello") { issue(number: 2) { bodyHTML } } }',
      {},
      { as: 'alice', headers: { 'x-request-id': 'trace-8' } },
    );
    // the repository root is a reference: the call proves it exists, no record read
    expect(harness.routes().sort()).toEqual(['GET /repos/{owner}/{repo}/issues/{index}', 'POST /markup']);
    const { request, trace } = await traceOfRequest('trace-8', 5);
    // drawn as a trace viewer draws it
    expect(drawTree(trace, request).join('\n')).toBe(
      `query Rendered
  batch Issue (1 keys)
    GET /repos/{owner}/{repo}/issues/{index} → 200
  batch Markdown (1 keys)
    POST /markup → 200`,
    );
  });
});

const TOO_COSTLY = `{ user(login: "alice") { repositories(first: 100) {
  nodes { pullRequests(first: 100) { totalCount } } } } }`;

/** A request span refused by the cost limit: its estimate past the limit of 200, no call made. */
function expectRefusedForItsCost(request: ReceivedSpan) {
  expect(request.attributes['cost.estimated']).toBeGreaterThan(200);
  expect(request).toMatchObject({
    statusCode: ERROR,
    attributes: { 'cost.actual': 0, 'forge.calls': 0, 'graphql.error.codes': ['QUERY_TOO_COSTLY'] },
  });
}

describe('the cost of a request', () => {
  it('puts the estimated and the actual forge calls on the request span, though answers leave extensions.cost out', async () => {
    // the shipped harness starts the gateway with REPORT_COST=false
    const result = await harness.query(
      REPO_HOME,
      {},
      { as: 'alice', headers: { 'x-request-id': 'trace-9' } },
    );
    expect('extensions' in result).toBe(false);
    expect(harness.routes()).toHaveLength(4);
    const { request } = await traceOfRequest('trace-9', 8);
    // the estimate is a bound made before execution, the actual count what the forge was asked
    expect(request.attributes).toMatchObject({ 'cost.estimated': 5, 'cost.actual': 4, 'forge.calls': 4 });
  });

  it('reports the estimate of a query refused for its cost, which made no call', async () => {
    const result = await harness.query(
      `query TooCostly ${TOO_COSTLY}`,
      {},
      { as: 'alice', headers: { 'x-request-id': 'trace-10' } },
    );
    expect(result.errors?.map((error) => error.extensions?.code)).toEqual(['QUERY_TOO_COSTLY']);
    expect(harness.routes()).toEqual([]);
    const { request } = await traceOfRequest('trace-10', 1);
    expectRefusedForItsCost(request);
  });
});

describe('operations over WebSocket', () => {
  it('gives each operation a request span of its own, parent of its forge calls, with its cost', async () => {
    const answer = await overWebSocket(harness.url, {
      query: 'query OverWebSocket { viewer { login } }',
      authorization: 'token carol-token',
    });
    expect(answer).toMatchObject({ codes: [], data: [{ viewer: { login: 'carol' } }] });
    expect(harness.routes()).toEqual(['GET /user']);
    const { request, trace } = await traceNamed('query OverWebSocket', 2);
    expect(drawTree(trace, request)).toEqual(['query OverWebSocket', '  GET /user → 200']);
    expect(request.attributes).toMatchObject({
      'graphql.operation.type': 'query',
      'forge.calls': 1,
      'cost.estimated': 1,
      'cost.actual': 1,
      'graphql.error.count': 0,
    });
  });

  it('marks an operation over WebSocket refused for its cost as failed, with its estimate and no forge call', async () => {
    const answer = await overWebSocket(harness.url, {
      query: `query TooCostlyOverWebSocket ${TOO_COSTLY}`,
      authorization: 'token alice-token',
    });
    expect(answer.codes).toEqual(['QUERY_TOO_COSTLY']);
    expect(harness.routes()).toEqual([]);
    const { request } = await traceNamed('query TooCostlyOverWebSocket', 1);
    expectRefusedForItsCost(request);
  });

  it('gives the upgrade request no span of its own: only its operations are requests', async () => {
    await overWebSocket(harness.url, {
      query: 'query AfterUpgrade { viewer { login } }',
      authorization: 'token carol-token',
    });
    await traceNamed('query AfterUpgrade', 2);
    const spans = await receiver.waitFor((all) => all);
    const requests = spans.filter((span) => span.kind === SPAN_KIND.server);
    expect(requests.filter((span) => span.attributes['http.request.method'] === 'GET')).toEqual([]);
  });
});

describe('errors on spans', () => {
  it('marks the forge call and the request as failed, with the status and the error codes', async () => {
    const result = await harness.query(
      'query Secret { repository(owner: "alice", name: "secret") { fullName } }',
      {},
      { as: 'bob', headers: { 'x-request-id': 'trace-4' } },
    );
    expect(result.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(harness.routes()).toEqual(['GET /repos/{owner}/{repo}']);
    const { request, trace } = await traceOfRequest('trace-4', 3);
    expect(drawTree(trace, request)).toEqual([
      'query Secret',
      '  batch Repository (1 keys)',
      '    GET /repos/{owner}/{repo} → 404',
    ]);
    const call = trace.find((span) => span.kind === SPAN_KIND.client);
    expect(call).toMatchObject({ statusCode: ERROR, attributes: { 'error.type': 'not-found' } });
    expect(request).toMatchObject({
      statusCode: ERROR,
      attributes: { 'graphql.error.count': 1, 'graphql.error.codes': ['NOT_FOUND'] },
    });
  });
});

describe('tracing off', () => {
  it('sends no traceparent to the forge when no OTEL_* variable asks for traces', async () => {
    const untraced = await startShippedHarness();
    try {
      await untraced.query(
        '{ viewer { login } }',
        {},
        { as: 'alice', headers: { traceparent: CALLER_TRACEPARENT } },
      );
      expect(untraced.sandbox.calls).toHaveLength(1);
      expect(untraced.sandbox.calls[0]?.traceparent).toBeUndefined();
    } finally {
      await untraced.close();
    }
  });

  it('keeps the OpenTelemetry SDK in a chunk of the bundle that only a dynamic import reaches', async () => {
    await ensureBundle();
    const directory = dirname(BUNDLE);
    const chunks = readdirSync(directory).filter((name) => name.endsWith('.js'));
    const text = (name: string) => readFileSync(join(directory, name), 'utf8');
    const sdk = chunks.filter((name) => text(name).includes('BatchSpanProcessor'));
    expect(sdk).toHaveLength(1);
    for (const name of chunks) expect(text(name)).not.toContain(`from"./${sdk[0]}"`);
    expect(text('main.js')).toContain(`import("./${sdk[0]}")`);
  });

  it('is on only when an OTLP endpoint or exporter is named, and never when disabled', async () => {
    expect(tracingSettingsFrom({})).toBeUndefined();
    expect(tracingSettingsFrom({ OTEL_SERVICE_NAME: 'gateway' })).toBeUndefined();
    expect(tracingSettingsFrom({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toEqual({
      sampler: 'parentbased_always_on',
      ratio: 1,
      batch: {},
    });
    expect(tracingSettingsFrom({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://c/v1/traces' })).toBeDefined();
    expect(tracingSettingsFrom({ OTEL_TRACES_EXPORTER: 'otlp' })).toBeDefined();
    expect(
      tracingSettingsFrom({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318', OTEL_SDK_DISABLED: 'true' }),
    ).toBeUndefined();
    expect(
      tracingSettingsFrom({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318', OTEL_TRACES_EXPORTER: 'none' }),
    ).toBeUndefined();
    expect(await startTracing({})).toBeUndefined();
  });

  it('reads the sampler and the batch settings, and refuses values it cannot use', () => {
    const endpoint = { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318' };
    expect(
      tracingSettingsFrom({
        ...endpoint,
        OTEL_TRACES_SAMPLER: 'parentbased_traceidratio',
        OTEL_TRACES_SAMPLER_ARG: '0.25',
        OTEL_BSP_SCHEDULE_DELAY: '200',
      }),
    ).toEqual({ sampler: 'parentbased_traceidratio', ratio: 0.25, batch: { scheduledDelayMillis: 200 } });
    expect(() => tracingSettingsFrom({ ...endpoint, OTEL_TRACES_SAMPLER: 'sometimes' })).toThrow(
      /OTEL_TRACES_SAMPLER must be one of/,
    );
    expect(() => tracingSettingsFrom({ ...endpoint, OTEL_TRACES_SAMPLER_ARG: '2' })).toThrow(
      /ratio from 0 to 1/,
    );
    expect(() => tracingSettingsFrom({ ...endpoint, OTEL_BSP_MAX_QUEUE_SIZE: 'lots' })).toThrow(
      /whole number/,
    );
  });

  it('stops the shipped gateway at start, exit code 2, on a sampler it does not know', async () => {
    const gateway = launch(SHIPPED, {
      FORGE_URL: harness.sandbox.url,
      PORT: '0',
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OTEL_TRACES_SAMPLER: 'sometimes',
    });
    expect(await gateway.exited).toBe(2);
    expect(gateway.output().stderr.trim()).toMatch(
      /^configuration error: OTEL_TRACES_SAMPLER must be one of always_on, .*; got 'sometimes'$/,
    );
  });
});
