// Helpers of the live-update tests: gateways that listen with their WebSocket transport and know their
// own public URL, an SSE subscriber that reads GraphQL over SSE as a browser would, and a real
// redis-server on a free loopback port.

import { type ChildProcess, spawn } from 'node:child_process';
import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { type AddressInfo, createServer as createNetServer } from 'node:net';
import { afterAll, beforeAll, beforeEach, expect, vi } from 'vitest';
import type { LiveSettings } from '../../src/live/settings.js';
import { type Sandbox, startSandbox } from '../../src/sandbox/server.js';
import { createGateway, type Gateway, type GatewayOptions } from '../../src/server/gateway.js';
import type { Json } from './examples.js';
import { forwardTo } from './forward.js';
import { type DemoUser, tokenOf } from './harness.js';

export const SECRET = 'live-test-secret';

export interface LiveGateway {
  gateway: Gateway;
  /** http://127.0.0.1:<port> */
  origin: string;
  url: string;
  close(): Promise<void>;
}

/** A gateway on a loopback port whose PUBLIC_URL is itself, with graphql-ws attached. */
export async function startLiveGateway(
  forgeUrl: string,
  live: Partial<LiveSettings> = {},
  options: Partial<GatewayOptions> = {},
): Promise<LiveGateway> {
  let handler: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.end();
  const server: Server = createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const gateway = createGateway({
    forgeUrl,
    ...options,
    live: { webhookSecret: SECRET, publicUrl: origin, ...live },
  });
  handler = gateway.handler;
  gateway.live.attach(server, gateway.yoga);
  return {
    gateway,
    origin,
    url: `${origin}/graphql`,
    async close() {
      gateway.live.drain();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await gateway.close();
    },
  };
}

/**
 * For a file of live tests: a sandbox and a live gateway over it with `settings`, started before the
 * tests and closed after them, the sandbox's call log cleared before each test.
 */
export function useLiveGateway(settings: Partial<LiveSettings> = {}): {
  sandbox: Sandbox;
  live: LiveGateway;
} {
  let running: { sandbox: Sandbox; live: LiveGateway } | undefined;
  beforeAll(async () => {
    const sandbox = await startSandbox();
    running = { sandbox, live: await startLiveGateway(sandbox.url, settings) };
  });
  afterAll(async () => {
    await running?.live.close();
    await running?.sandbox.close();
  });
  beforeEach(() => running?.sandbox.clearCalls());
  const current = () => {
    if (!running) throw new Error('the live gateway starts in beforeAll');
    return running;
  };
  return { sandbox: forwardTo(() => current().sandbox), live: forwardTo(() => current().live) };
}

/** An `issues` delivery of alice/hello's issue #2 edited by alice, with `title`, its author bob as `author`. */
export const issueEditedDelivery = (title: string, author: Json = { id: 3, login: 'bob' }) => ({
  action: 'edited',
  number: 2,
  issue: { id: 2, number: 2, title, state: 'open', user: author },
  repository: {
    id: 1,
    name: 'hello',
    full_name: 'alice/hello',
    private: false,
    owner: { id: 2, login: 'alice' },
  },
  sender: { id: 2, login: 'alice' },
});

export interface DeliveryOptions {
  /** signs with this secret instead of the gateway's */
  secret?: string;
  /** sent as X-Gitea-Signature instead of the body's signature; null sends none */
  signature?: string | null;
  id?: string;
  /** X-Gitea-Event and X-Gitea-Event-Type, `issues` unless given */
  event?: string;
  /** sent as the body instead of `body`'s JSON */
  raw?: string;
}

/** POSTs a delivery to the gateway's webhook receiver, as the forge does (a fresh delivery id unless given). */
export function deliverWebhook(target: LiveGateway, body: unknown, options: DeliveryOptions = {}) {
  const text = options.raw ?? JSON.stringify(body);
  const signature =
    options.signature === undefined
      ? createHmac('sha256', options.secret ?? SECRET)
          .update(text)
          .digest('hex')
      : options.signature;
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-gitea-delivery': options.id ?? randomUUID(),
    'x-gitea-event': options.event ?? 'issues',
    'x-gitea-event-type': options.event ?? 'issues',
  };
  if (signature !== null) headers['x-gitea-signature'] = signature;
  return fetch(`${target.origin}/webhooks/forge`, { method: 'POST', headers, body: text });
}

export interface SseResult {
  data?: Record<string, unknown> | null;
  errors?: { message: string; path?: (string | number)[]; extensions?: Record<string, unknown> }[];
}

export interface SseSubscription {
  /** the HTTP status of the stream's response */
  status: number;
  /** the next `next` event's payload, or rejects after `timeoutMs` */
  next(timeoutMs?: number): Promise<SseResult>;
  /** resolves true once the server completed the stream */
  completed(timeoutMs?: number): Promise<boolean>;
  close(): void;
}

/** A GraphQL-over-SSE subscription (Yoga's default transport), read event by event. */
/**
 * Takes the complete server-sent event blocks off `buffer`: each `next` event's result into `results`;
 * answers what is left of the buffer and whether a `complete` event came.
 */
export function drainSse(buffer: string, results: SseResult[]): { rest: string; complete: boolean } {
  let rest = buffer;
  let complete = false;
  for (let end = rest.indexOf('\n\n'); end >= 0; end = rest.indexOf('\n\n')) {
    const lines = rest.slice(0, end).split('\n');
    rest = rest.slice(end + 2);
    const event = lines
      .find((l) => l.startsWith('event:'))
      ?.slice(6)
      .trim();
    const data = lines
      .filter((l) => l.startsWith('data:'))
      .map((l) => l.slice(5).trim())
      .join('\n');
    if (event === 'next') results.push(JSON.parse(data) as SseResult);
    if (event === 'complete') complete = true;
  }
  return { rest, complete };
}

export async function subscribeSse(
  url: string,
  query: string,
  variables: Record<string, unknown>,
  as?: DemoUser,
): Promise<SseSubscription> {
  const controller = new AbortController();
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'text/event-stream' };
  if (as) headers.authorization = tokenOf(as);
  const response = await fetch(url, {
    method: 'POST',
    headers,
    body: JSON.stringify({ query, variables }),
    signal: controller.signal,
  });
  const results: SseResult[] = [];
  const waiters: (() => void)[] = [];
  let done = false;
  const wake = () => {
    for (const waiter of waiters.splice(0)) waiter();
  };
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        const drained = drainSse(buffer, results);
        buffer = drained.rest;
        if (drained.complete) done = true;
        wake();
      }
    } catch {
      // aborted by close()
    }
    done = true;
    wake();
  })();
  const waitFor = (ready: () => boolean, timeoutMs: number, what: string) =>
    new Promise<void>((resolve, reject) => {
      if (ready()) return resolve();
      const timer = setTimeout(() => reject(new Error(`no ${what} within ${timeoutMs} ms`)), timeoutMs);
      const check = () => {
        if (ready()) {
          clearTimeout(timer);
          resolve();
        } else waiters.push(check);
      };
      waiters.push(check);
    });
  return {
    status: response.status,
    async next(timeoutMs = 2_000) {
      await waitFor(() => results.length > 0 || done, timeoutMs, 'event');
      const result = results.shift();
      if (!result) throw new Error('the stream ended without another event');
      return result;
    },
    async completed(timeoutMs = 2_000) {
      await waitFor(() => done, timeoutMs, 'completion');
      return true;
    },
    close: () => controller.abort(),
  };
}

export async function freePort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export interface RedisServer {
  url: string;
  port: number;
  stop(): Promise<void>;
}

/** A real redis-server (Debian's package) on a free loopback port, without persistence. */
export async function startRedis(port?: number): Promise<RedisServer> {
  const chosen = port ?? (await freePort());
  const child: ChildProcess = spawn(
    'redis-server',
    ['--port', String(chosen), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`redis-server did not start: ${output}`)), 10_000);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  return {
    url: `redis://127.0.0.1:${chosen}`,
    port: chosen,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Resolves once `check` holds, polling; rejects after `timeoutMs`. */
/** The value of the first series of the instance's /metrics whose line starts with `line` (0 when none). */
export async function metric(target: { origin: string }, line: string): Promise<number> {
  const text = await (await fetch(`${target.origin}/metrics`)).text();
  const found = text.split('\n').find((l) => l.startsWith(line));
  return found ? Number(found.split(' ').at(-1)) : 0;
}

/** The instance is ready and its live updates reach Redis (GET /readyz's `live` detail). */
export async function liveReady(origin: string): Promise<boolean> {
  const response = await fetch(`${origin}/readyz`);
  const body = (await response.json()) as { live?: { status: string } };
  return response.status === 200 && body.live?.status === 'ok';
}

/** The first truthy value of `check`, asked again every 10 ms until then (vitest's waitFor). */
export function eventually<T>(
  check: () => T | undefined | false | Promise<T | undefined | false>,
  timeoutMs = 2_000,
): Promise<T> {
  return vi.waitFor(
    async () => {
      // awaited: a check that asks over HTTP returns a promise, which is always truthy
      const value = await check();
      if (!value) throw new Error(`not true within ${timeoutMs} ms`);
      return value;
    },
    { timeout: timeoutMs, interval: 10 },
  );
}

/** POSTs a GraphQL document to a live gateway as `as` (anonymously when absent). */
export async function postGraphQL(target: LiveGateway, query: string, variables: Json = {}, as?: DemoUser) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (as) headers.authorization = tokenOf(as);
  const response = await fetch(target.url, {
    method: 'POST',
    headers,
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data?: Json; errors?: Json[] };
}

/** A write at the forge itself as `as`, which must succeed; answers the forge's JSON. */
export async function forgeWrite(
  forgeUrl: string,
  method: string,
  path: string,
  as: DemoUser,
  body?: unknown,
) {
  const response = await fetch(`${forgeUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: tokenOf(as) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status).toBeLessThan(300);
  return response.json() as Promise<Json>;
}
