// One GraphQL request sent over each transport the gateway serves, read back as the error codes and
// data a client sees: a JSON POST, a POST read as GraphQL over SSE, and a graphql-ws operation over
// WebSocket (the `ws` client). The tests of the transports' common gate send every case through all three.

import { createClient } from 'graphql-ws';
import WebSocket from 'ws';

// biome-ignore lint/suspicious/noExplicitAny: assertions walk untyped response JSON
export type Json = Record<string, any>;

export interface Answer {
  /** the HTTP status (WebSocket: the upgrade's, 101 when accepted) */
  status: number;
  /** `extensions.code` of every error, in order */
  codes: string[];
  /** the data of every result */
  data: unknown[];
  /** WebSocket: whether the operation was refused with an `error` message (a request error) */
  refused?: boolean;
}

export interface Sent {
  query?: string;
  variables?: Json;
  extensions?: Json;
  /** the Authorization header (HTTP, SSE) or connection param (WebSocket) */
  authorization?: string;
}

const codesOf = (errors: unknown): string[] =>
  Array.isArray(errors) ? errors.map((error: Json) => String(error?.extensions?.code)) : [];

function bodyOf(sent: Sent): string {
  return JSON.stringify({ query: sent.query, variables: sent.variables, extensions: sent.extensions });
}

function headersOf(sent: Sent, accept: string): Record<string, string> {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept };
  if (sent.authorization !== undefined) headers.authorization = sent.authorization;
  return headers;
}

export async function overHttp(url: string, sent: Sent): Promise<Answer> {
  const response = await fetch(url, {
    method: 'POST',
    headers: headersOf(sent, 'application/json'),
    body: bodyOf(sent),
  });
  const body = (await response.json()) as Json;
  return { status: response.status, codes: codesOf(body.errors), data: 'data' in body ? [body.data] : [] };
}

/** GraphQL over SSE (Yoga's distinct-connections mode), read to the stream's end or the first `limit` events. */
export async function overSse(url: string, sent: Sent, limit = 1): Promise<Answer> {
  const controller = new AbortController();
  const response = await fetch(url, {
    method: 'POST',
    headers: headersOf(sent, 'text/event-stream'),
    body: bodyOf(sent),
    signal: controller.signal,
  });
  if (!response.headers.get('content-type')?.startsWith('text/event-stream')) {
    const body = (await response.json()) as Json;
    return { status: response.status, codes: codesOf(body.errors), data: 'data' in body ? [body.data] : [] };
  }
  const answer: Answer = { status: response.status, codes: [], data: [] };
  const decoder = new TextDecoder();
  let buffer = '';
  let events = 0;
  try {
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      buffer += decoder.decode(chunk, { stream: true });
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const lines = buffer.slice(0, end).split('\n');
        buffer = buffer.slice(end + 2);
        if (!lines.includes('event: next')) continue;
        const result = JSON.parse(
          lines
            .filter((line) => line.startsWith('data:'))
            .map((line) => line.slice(5))
            .join('\n'),
        ) as Json;
        answer.codes.push(...codesOf(result.errors));
        if ('data' in result) answer.data.push(result.data);
        if (++events >= limit) {
          controller.abort();
          return answer;
        }
      }
    }
  } catch (error) {
    if (!controller.signal.aborted) throw error;
  }
  return answer;
}

/** A `ws` client whose upgrade request carries `origin` (a browser always sends one). */
function webSocketFrom(origin: string | undefined): typeof WebSocket {
  class WithOrigin extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, origin ? { origin } : {});
    }
  }
  // graphql-ws only ever calls it with an address and protocols
  return WithOrigin as unknown as typeof WebSocket;
}

/** One graphql-ws operation on a connection of its own; the first `limit` results or its refusal. */
export async function overWebSocket(
  url: string,
  sent: Sent,
  options: { origin?: string; limit?: number } = {},
): Promise<Answer> {
  const limit = options.limit ?? 1;
  const client = createClient({
    url: url.replace(/^http/, 'ws'),
    webSocketImpl: webSocketFrom(options.origin),
    connectionParams: sent.authorization === undefined ? {} : { Authorization: sent.authorization },
    retryAttempts: 0,
    lazy: true,
  });
  const answer: Answer = { status: 101, codes: [], data: [] };
  try {
    await new Promise<void>((resolve, reject) => {
      const stop = client.subscribe(
        { query: sent.query ?? '', variables: sent.variables, extensions: sent.extensions },
        {
          next(result) {
            answer.codes.push(...codesOf(result.errors));
            if ('data' in result) answer.data.push(result.data);
            if (answer.data.length + answer.codes.length >= limit) {
              stop();
              resolve();
            }
          },
          error(error) {
            if (Array.isArray(error)) {
              answer.refused = true;
              answer.codes.push(...codesOf(error));
              resolve();
            } else reject(error);
          },
          complete: () => resolve(),
        },
      );
    });
  } finally {
    await client.dispose();
  }
  return answer;
}

export interface RawUpgrade {
  status: number;
  body: Json | null;
  /** the socket, when the upgrade was accepted */
  socket?: WebSocket;
}

/** A bare WebSocket upgrade with the graphql-ws subprotocol: its HTTP answer, or the open socket. */
export function upgrade(url: string, origin?: string): Promise<RawUpgrade> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(
      url.replace(/^http/, 'ws'),
      'graphql-transport-ws',
      origin ? { origin } : {},
    );
    socket.once('unexpected-response', (_request, response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => {
        text += chunk.toString();
      });
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body: text ? (JSON.parse(text) as Json) : null }),
      );
    });
    socket.once('open', () => resolve({ status: 101, body: null, socket }));
    socket.once('error', (error) => {
      if (!/Unexpected server response/.test(error.message)) reject(error);
    });
  });
}
