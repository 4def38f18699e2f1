// A GraphQL-over-SSE subscriber over node:http, for what fetch cannot choose: the exact
// Authorization spelling, extra headers (X-Forwarded-For) and the local address the client binds
// (127.0.0.2 is another client on the loopback network); and its twin over graphql-ws.

import { request } from 'node:http';
import { type Client, createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { type DemoUser, tokenOf } from './harness.js';
import { drainSse, type SseResult } from './live.js';

export interface RawSubscription {
  status: number;
  /** the next `next` payload; rejects after `timeoutMs` or when the stream ended without one */
  next(timeoutMs?: number): Promise<SseResult>;
  /** resolves once the server ended the stream */
  ended(timeoutMs?: number): Promise<void>;
  close(): void;
}

export function subscribeRaw(
  url: string,
  query: string,
  options: { authorization?: string; localAddress?: string; headers?: Record<string, string> } = {},
): Promise<RawSubscription> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'text/event-stream',
    ...options.headers,
  };
  if (options.authorization !== undefined) headers.authorization = options.authorization;
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', headers, localAddress: options.localAddress }, (res) => {
      const results: SseResult[] = [];
      const waiters: (() => void)[] = [];
      let done = false;
      let buffer = '';
      const wake = () => {
        for (const waiter of waiters.splice(0)) waiter();
      };
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        const drained = drainSse(buffer + chunk, results);
        buffer = drained.rest;
        if (drained.complete) done = true;
        wake();
      });
      const finish = () => {
        done = true;
        wake();
      };
      res.on('end', finish);
      res.on('close', finish);
      res.on('error', finish);
      const waitFor = (ready: () => boolean, timeoutMs: number, what: string) =>
        new Promise<void>((ok, fail) => {
          const timer = setTimeout(() => fail(new Error(`no ${what} within ${timeoutMs} ms`)), timeoutMs);
          const check = () => {
            if (ready()) {
              clearTimeout(timer);
              ok();
            } else waiters.push(check);
          };
          check();
        });
      resolve({
        status: res.statusCode ?? 0,
        async next(timeoutMs = 2_000) {
          await waitFor(() => results.length > 0 || done, timeoutMs, 'event');
          const result = results.shift();
          if (!result) throw new Error('the stream ended without another event');
          return result;
        },
        ended: (timeoutMs = 2_000) => waitFor(() => done, timeoutMs, 'end'),
        close: () => req.destroy(),
      });
    });
    req.on('error', reject);
    req.end(JSON.stringify({ query }));
  });
}

/** Opens one subscription over graphql-ws from `localAddress`: 'open' when nothing refused it within 300 ms. */
export async function webSocketOutcome(url: string, query: string, localAddress: string): Promise<string> {
  class BoundWebSocket extends WebSocket {
    constructor(address: string | URL, protocols?: string | string[]) {
      super(address, protocols, { localAddress });
    }
  }
  const client = createClient({
    url: url.replace('http:', 'ws:'),
    webSocketImpl: BoundWebSocket,
    retryAttempts: 0,
  });
  try {
    return await new Promise<string>((resolve) => {
      const timer = setTimeout(() => resolve('open'), 300);
      client.subscribe(
        { query },
        {
          next: (answer) => {
            clearTimeout(timer);
            resolve(String((answer.errors?.[0] as { extensions?: { code?: string } })?.extensions?.code));
          },
          error: (error) => {
            clearTimeout(timer);
            const first = Array.isArray(error) ? error[0] : error;
            resolve(String((first as { extensions?: { code?: string } })?.extensions?.code ?? first));
          },
          complete: () => undefined,
        },
      );
    });
  } finally {
    await client.dispose();
  }
}

/** A graphql-ws client of the gateway at `url` that never retries, authenticated as `as` when given. */
export function webSocketClient(url: string, as?: DemoUser): Client {
  return createClient({
    url: url.replace('http', 'ws'),
    webSocketImpl: WebSocket,
    ...(as ? { connectionParams: { Authorization: tokenOf(as) } } : {}),
    retryAttempts: 0,
  });
}
