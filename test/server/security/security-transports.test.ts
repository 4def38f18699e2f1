// One gate for every transport: each request the gateway refuses over HTTP is refused the same way
// (same `extensions.code`, no forge call) over GraphQL over SSE and over WebSocket (graphql-ws):
// a browser Origin that may not call it, persisted-only mode, introspection switched off, the
// document limits, the body size limit, and credentials that cannot be sent. WebSocket operations
// write the same request log line and metrics as HTTP requests.

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readManifest } from '../../../src/persisted/manifest.js';
import { type Sandbox, startSandbox } from '../../../src/sandbox/server.js';
import { tokenOf } from '../../helpers/harness.js';
import { eventually, type LiveGateway, startLiveGateway, subscribeSse } from '../../helpers/live.js';
import { type CapturedLog, captureLog } from '../../helpers/log-capture.js';
import { startShippedHarness } from '../../helpers/shipped.js';
import { webSocketClient } from '../../helpers/sse-client.js';
import {
  type Answer,
  overHttp,
  overSse,
  overWebSocket,
  type Sent,
  upgrade,
} from '../../helpers/transports.js';

const APP_ORIGIN = 'https://app.example.com';
const EVIL_ORIGIN = 'https://evil.example';
const LIMITS = {
  maxDepth: 4,
  maxAliases: 3,
  maxTokens: 300,
  maxCost: 2,
  maxDirectives: 3,
  maxBodyBytes: 3_000,
};

let sandbox: Sandbox;
/** default switches, small limits, one CORS origin */
let open: LiveGateway;
/** persisted-only */
let strict: LiveGateway;
/** introspection off */
let closed: LiveGateway;
let log: CapturedLog;

beforeAll(async () => {
  sandbox = await startSandbox();
  log = captureLog();
  [open, strict, closed] = await Promise.all([
    startLiveGateway(sandbox.url, {}, { limits: LIMITS, corsOrigins: [APP_ORIGIN], logger: log.logger }),
    startLiveGateway(sandbox.url, {}, { persistedOnly: true }),
    startLiveGateway(sandbox.url, {}, { introspection: false, graphiql: false }),
  ]);
});
afterAll(async () => {
  await Promise.all([open.close(), strict.close(), closed.close()]);
  await sandbox.close();
});
beforeEach(() => {
  sandbox.clearCalls();
  log.clear();
});

const routes = () => sandbox.calls.map((call) => call.route);

/** The same request over the three transports. */
async function everyTransport(target: LiveGateway, sent: Sent) {
  return {
    http: await overHttp(target.url, sent),
    sse: await overSse(target.url, sent),
    webSocket: await overWebSocket(target.url, sent),
  };
}

/**
 * Asserts that HTTP refused with `code` alone (once per error it found) and that every other
 * transport answered exactly as HTTP did, WebSocket with an `error` message (a request error).
 */
function expectRefused(answers: Record<string, Answer>, code: string, beforeExecution = true) {
  const http = answers.http?.codes ?? [];
  expect(http.length).toBeGreaterThan(0);
  expect(new Set(http)).toEqual(new Set([code]));
  for (const [transport, answer] of Object.entries(answers)) {
    expect({ transport, codes: answer.codes, data: answer.data }).toEqual({
      transport,
      codes: http,
      data: [],
    });
  }
  // The cost is estimated with the variables, once the document is valid: over WebSocket it comes as
  // an answer of errors only, where a refused document comes as graphql-ws' error message.
  expect(answers.webSocket?.refused ?? false).toBe(beforeExecution);
}

const HELLO = '{ repository(owner: "alice", name: "hello") { name } }';
const SECRET = '{ repository(owner: "alice", name: "secret") { name private } }';
const EVENTS = 'subscription { repositoryEvents(owner: "alice", name: "hello") { kind } }';

/** A graphql-ws socket to `url` whose connection the gateway acknowledged, with every message it received. */
async function acknowledgedSocket(url: string) {
  const { socket } = await upgrade(url);
  if (!socket) throw new Error('the upgrade was refused');
  const received: string[] = [];
  socket.on('message', (data) => received.push(String(data)));
  socket.send(JSON.stringify({ type: 'connection_init' }));
  await eventually(() => received.includes('{"type":"connection_ack"}'));
  return { socket, received };
}

describe('the Origin of a browser page', () => {
  async function preflight(origin: string, headers: string) {
    const response = await fetch(open.url, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': headers },
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  }

  it('refuses a page of another site with CORS_ORIGIN_NOT_ALLOWED over HTTP, SSE and WebSocket alike', async () => {
    // A browser sends a JSON POST (and an SSE POST) cross-site only once its preflight is granted;
    // a WebSocket has no preflight, so its upgrade request itself is refused.
    const http = await preflight(EVIL_ORIGIN, 'content-type');
    const sse = await preflight(EVIL_ORIGIN, 'content-type, accept');
    const webSocket = await upgrade(open.url, EVIL_ORIGIN);
    for (const answer of [http, sse, webSocket]) {
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ errors: [{ extensions: { code: 'CORS_ORIGIN_NOT_ALLOWED' } }] });
    }
    expect(webSocket.body?.errors[0].message).toMatch(/--cors-origins https:\/\/evil\.example/);
    expect(routes()).toEqual([]);
  });

  it('logs and counts a refused upgrade like any refused request', async () => {
    await upgrade(open.url, EVIL_ORIGIN);
    const lines = log.entries('request');
    expect(lines).toEqual([
      expect.objectContaining({
        method: 'GET',
        path: '/graphql',
        status: 403,
        errorCodes: ['CORS_ORIGIN_NOT_ALLOWED'],
      }),
    ]);
    const metrics = await (await fetch(`${open.origin}/metrics`)).text();
    expect(metrics).toMatch(/graphql_errors_total\{code="CORS_ORIGIN_NOT_ALLOWED"\} [1-9]/);
  });

  it('lets a WebSocket open without an Origin, from the gateway’s own origin (GraphiQL) and from a CORS origin', async () => {
    for (const origin of [undefined, open.origin, APP_ORIGIN]) {
      const { status, socket } = await upgrade(open.url, origin);
      expect({ origin, status }).toEqual({ origin, status: 101 });
      socket?.close();
    }
    const answer = await overWebSocket(open.url, { query: HELLO }, { origin: open.origin });
    expect(answer).toMatchObject({ codes: [], data: [{ repository: { name: 'hello' } }] });
  });

  it('takes the gateway’s own origin from the Host header, not from a path that looks like another host', async () => {
    const { status } = await upgrade(`${open.origin}//evil.example/graphql`, 'http://evil.example');
    expect(status).toBe(403);
  });
});

describe('persisted-only mode', () => {
  it('refuses an arbitrary query with PERSISTED_OPERATION_ONLY over every transport, with no forge call', async () => {
    expectRefused(
      await everyTransport(strict, { query: SECRET, authorization: tokenOf('alice') }),
      'PERSISTED_OPERATION_ONLY',
    );
    expect(routes()).toEqual([]);
  });

  it('refuses an arbitrary subscription over SSE and WebSocket as over HTTP', async () => {
    expectRefused(await everyTransport(strict, { query: EVENTS }), 'PERSISTED_OPERATION_ONLY');
    expect(routes()).toEqual([]);
  });

  it('runs a listed operation by its id over WebSocket as over HTTP', async () => {
    const viewer = readManifest()?.operations.find((operation) => operation.name === 'Viewer');
    const sent = {
      query: '',
      extensions: { persistedQuery: { version: 1, sha256Hash: viewer?.id } },
      authorization: tokenOf('alice'),
    };
    const http = await overHttp(strict.url, sent);
    const webSocket = await overWebSocket(strict.url, sent);
    expect(http).toMatchObject({ codes: [], data: [{ viewer: { login: 'alice' } }] });
    expect(webSocket).toMatchObject({ codes: [], data: [{ viewer: { login: 'alice' } }] });
  });
});

describe('introspection switched off', () => {
  it('refuses __schema and __type over every transport as over HTTP, with no forge call', async () => {
    expectRefused(
      await everyTransport(closed, { query: '{ __schema { types { name } } }' }),
      'GRAPHQL_VALIDATION_FAILED',
    );
    expectRefused(
      await everyTransport(closed, { query: '{ __type(name: "Repository") { name } }' }),
      'GRAPHQL_VALIDATION_FAILED',
    );
    expect(routes()).toEqual([]);
  });

  it('still answers ordinary operations over WebSocket', async () => {
    expect(await overWebSocket(closed.url, { query: HELLO })).toMatchObject({
      codes: [],
      data: [{ repository: { name: 'hello' } }],
    });
  });
});

describe('the document limits', () => {
  const nested = (depth: number) => `${'parent { '.repeat(depth)}name${' }'.repeat(depth)}`;
  const cases: [string, string, string][] = [
    ['too deep', `{ repository(owner: "alice", name: "hello") { ${nested(6)} } }`, 'QUERY_TOO_DEEP'],
    [
      'with too many aliases',
      `{ ${['a', 'b', 'c', 'd'].map((alias) => `${alias}: repository(owner: "alice", name: "hello") { name }`).join(' ')} }`,
      'TOO_MANY_ALIASES',
    ],
    [
      'with too many tokens',
      `{ repository(owner: "alice", name: "hello") { ${'name '.repeat(400)}} }`,
      'QUERY_TOO_LARGE',
    ],
    [
      'too costly',
      '{ repository(owner: "alice", name: "hello") { issues(first: 100) { nodes { title body } } } }',
      'QUERY_TOO_COSTLY',
    ],
    [
      'with too many directives',
      `{ repository(owner: "alice", name: "hello") { ${['name', 'description', 'private', 'fork'].map((field) => `${field} @include(if: true)`).join(' ')} } }`,
      'TOO_MANY_DIRECTIVES',
    ],
  ];

  for (const [what, query, code] of cases) {
    it(`refuses a document ${what} with ${code} over every transport, with no forge call`, async () => {
      expectRefused(await everyTransport(open, { query }), code, code !== 'QUERY_TOO_COSTLY');
      expect(routes()).toEqual([]);
    });
  }

  it('refuses a subscription too deep over WebSocket before it subscribes', async () => {
    const deep = `subscription { repositoryEvents(owner: "alice", name: "hello") { repository { ${nested(6)} } } }`;
    expect(await overWebSocket(open.url, { query: deep })).toMatchObject({
      codes: ['QUERY_TOO_DEEP'],
      refused: true,
    });
    expect(routes()).toEqual([]);
    expect(open.gateway.live.runtime.openStreams).toBe(0);
  });
});

describe('the size of a request', () => {
  const oversized = `# ${'x'.repeat(LIMITS.maxBodyBytes)}\n${HELLO}`;

  it('refuses a body over MAX_BODY_BYTES with 413 BODY_TOO_LARGE over HTTP and SSE', async () => {
    const http = await overHttp(open.url, { query: oversized });
    const sse = await overSse(open.url, { query: oversized });
    for (const answer of [http, sse])
      expect(answer).toMatchObject({ status: 413, codes: ['BODY_TOO_LARGE'] });
    expect(routes()).toEqual([]);
  });

  it('closes a WebSocket whose message is over the same limit with 1009 and BODY_TOO_LARGE, without reading it', async () => {
    const { socket, received } = await acknowledgedSocket(open.url);
    const closed = new Promise<{ code: number; reason: string }>((resolve) =>
      socket.once('close', (code, reason) => resolve({ code, reason: String(reason) })),
    );
    socket.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query: oversized } }));
    expect(await closed).toEqual({
      code: 1009,
      reason: `BODY_TOO_LARGE: a message may hold at most ${LIMITS.maxBodyBytes} bytes`,
    });
    expect(received).toEqual(['{"type":"connection_ack"}']);
    expect(routes()).toEqual([]);
    await eventually(() =>
      log
        .entries('request')
        .some((line) => line.status === 413 && String(line.errorCodes) === 'BODY_TOO_LARGE'),
    );
  });

  it('takes a message just under the limit', async () => {
    const padded = `# ${'x'.repeat(LIMITS.maxBodyBytes - 200)}\n${HELLO}`;
    expect(await overWebSocket(open.url, { query: padded })).toMatchObject({
      data: [{ repository: { name: 'hello' } }],
    });
  });
});

describe('variables nested too deep', () => {
  // 8,000 levels (16 KB, under the default body limit); JSON.stringify itself overflows the stack on it
  const deep = `${'['.repeat(8_000)}${']'.repeat(8_000)}`;

  it('refuses them with VARIABLES_TOO_DEEP over WebSocket, as over HTTP, with no forge call', async () => {
    const { socket, received } = await acknowledgedSocket(closed.url);
    socket.send(
      `{"id":"1","type":"subscribe","payload":{"query":${JSON.stringify(HELLO)},"variables":{"y":${deep}}}}`,
    );
    await eventually(() => received.length > 1);
    const [, refusal = '{}'] = received;
    expect(JSON.parse(refusal)).toMatchObject({
      id: '1',
      type: 'error',
      payload: [{ extensions: { code: 'VARIABLES_TOO_DEEP' } }],
    });
    socket.close();
    expect(routes()).toEqual([]);
  });

  it('refuses them over SSE as over HTTP', async () => {
    const body = `{"query":${JSON.stringify(HELLO)},"variables":{"y":${deep}}}`;
    for (const accept of ['application/json', 'text/event-stream']) {
      const response = await fetch(closed.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept },
        body,
      });
      expect(await response.text()).toContain('VARIABLES_TOO_DEEP');
    }
    expect(routes()).toEqual([]);
  });
});

describe('credentials that cannot be sent', () => {
  it('refuses them with BAD_CREDENTIALS over every transport, before any forge call', async () => {
    // Over HTTP a line break cannot even be sent (the client refuses it, and Node's parser would cut
    // the header there): what reaches the gateway is the UTF-8 bytes of `Ā`, read as Latin-1.
    const overTheWire = 'token bob-token Sudo: alice \u00c4\u0080';
    const http = await overHttp(open.url, { query: HELLO, authorization: overTheWire });
    const sse = await overSse(open.url, { query: HELLO, authorization: overTheWire });
    const webSocket = await overWebSocket(open.url, {
      query: HELLO,
      authorization: 'token bob-token\r\nSudo: alice Ā',
    });
    expectRefused({ http, sse, webSocket }, 'BAD_CREDENTIALS');
    expect(http.status).toBe(400);
    for (const value of [
      'token bob\u0000-token',
      'token bob-token\u007f',
      'token bob-token\tx',
      'token bob-tokén',
    ]) {
      expect(await overWebSocket(open.url, { query: HELLO, authorization: value })).toMatchObject({
        codes: ['BAD_CREDENTIALS'],
        refused: true,
      });
    }
    expect(routes()).toEqual([]);
  });

  it('refuses a subscription with them over WebSocket before it subscribes', async () => {
    const answer = await overWebSocket(open.url, {
      query: EVENTS,
      authorization: 'token carol-token\nSudo: alice',
    });
    expect(answer).toMatchObject({ codes: ['BAD_CREDENTIALS'], refused: true });
    expect(routes()).toEqual([]);
  });
});

describe('observability of WebSocket operations', () => {
  it('writes the request log line of an HTTP request for each WebSocket operation, and counts it', async () => {
    const query = 'query HelloOverTheWire { repository(owner: "alice", name: "hello") { name } }';
    await overHttp(open.url, { query, authorization: tokenOf('alice') });
    await overWebSocket(open.url, { query, authorization: tokenOf('alice') });
    const [http, webSocket] = log.entries('request');
    const shape = {
      method: 'POST',
      path: '/graphql',
      status: 200,
      operation: 'HelloOverTheWire',
      operationType: 'query',
      upstreamCalls: 1,
      errorCodes: [],
    };
    expect(http).toMatchObject(shape);
    expect(webSocket).toMatchObject(shape);
    expect(Object.keys(webSocket ?? {}).sort()).toEqual(Object.keys(http ?? {}).sort());
    expect(webSocket?.requestId).not.toBe(http?.requestId);
    const metrics = await (await fetch(`${open.origin}/metrics`)).text();
    expect(metrics).toContain('graphql_requests_total{operation="HelloOverTheWire",status="200"} 2');
  });

  it('logs a refused WebSocket operation with the code that refused it', async () => {
    await overWebSocket(open.url, {
      query: `query Deep { repository(owner: "alice", name: "hello") { ${'parent { '.repeat(6)}name${' }'.repeat(6)} } }`,
    });
    expect(log.entries('request')).toEqual([
      expect.objectContaining({
        path: '/graphql',
        status: 400,
        upstreamCalls: 0,
        errorCodes: ['QUERY_TOO_DEEP'],
      }),
    ]);
  });

  it('logs one line when a subscription opens over WebSocket, as over SSE', async () => {
    const pushes = 'subscription Pushes { repositoryEvents(owner: "alice", name: "hello") { kind } }';
    const sse = await subscribeSse(open.url, pushes, {});
    const client = webSocketClient(open.url);
    const events = client.iterate({ query: pushes });
    const first = events.next().catch(() => undefined);
    try {
      await eventually(() => open.gateway.live.runtime.openStreams === 2);
      const lines = log.entries('request');
      expect(
        lines.map((line) => [line.operation, line.operationType, line.status, line.upstreamCalls]),
      ).toEqual([
        ['Pushes', 'subscription', 200, 1],
        ['Pushes', 'subscription', 200, 1],
      ]);
    } finally {
      sse.close();
      await events.return?.();
      await first;
      await client.dispose();
    }
    await eventually(() => open.gateway.live.runtime.openStreams === 0);
  });
});

describe('the shipped bundle', () => {
  it('guards its WebSocket transport the same way: Origin, persisted-only, credentials and message size', async () => {
    const shipped = await startShippedHarness({
      gateway: {
        persistedOnly: true,
        corsOrigins: [APP_ORIGIN],
        limits: { maxBodyBytes: LIMITS.maxBodyBytes },
      },
    });
    try {
      expect(await upgrade(shipped.url, EVIL_ORIGIN)).toMatchObject({
        status: 403,
        body: { errors: [{ extensions: { code: 'CORS_ORIGIN_NOT_ALLOWED' } }] },
      });
      expect(
        await overWebSocket(shipped.url, { query: SECRET, authorization: tokenOf('alice') }),
      ).toMatchObject({
        codes: ['PERSISTED_OPERATION_ONLY'],
        refused: true,
      });
      expect(
        await overWebSocket(shipped.url, { query: SECRET, authorization: 'token alice-token\r\nX: y' }),
      ).toMatchObject({ codes: ['BAD_CREDENTIALS'], refused: true });
      const { socket } = await upgrade(shipped.url, APP_ORIGIN);
      if (!socket) throw new Error('the upgrade was refused');
      const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
      socket.send('x'.repeat(LIMITS.maxBodyBytes + 1));
      expect(await closed).toBe(1009);
      expect(shipped.routes()).toEqual([]);
    } finally {
      await shipped.close();
    }
  });
});
