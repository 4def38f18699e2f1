// One HTTP exchange with the forge over the shared pool: the request goes out with its own deadline,
// and the answer comes back with its body still to be read (or discarded, for a redirect) within it.

import { readText } from './body.js';
import type { CallTrace, ForgeCall } from './call.js';
import { Deadline } from './deadline.js';
import { type Dispatcher, type Pool, request } from './undici.js';

export interface Answer {
  status: number;
  headers: Dispatcher.ResponseData['headers'];
  /** the body as text, refused past the size limit */
  text(): Promise<string>;
  /** the body read and dropped, so the connection can be reused */
  discard(): Promise<void>;
}

/** One hop: `path` is the request path under the origin (the API base included). */
export type Exchange = (call: ForgeCall, path: string) => Promise<Answer>;

export interface ExchangeOptions {
  pool: Pool;
  timeoutMs: number;
  maxResponseBytes: number;
  headers: (call: ForgeCall) => Record<string, string>;
}

export function createExchange(options: ExchangeOptions): Exchange {
  return async (call, path) => {
    const deadline = new Deadline(options.timeoutMs);
    try {
      const response = await request(options.pool, {
        method: call.method as Dispatcher.HttpMethod,
        path,
        headers: options.headers(call),
        body: call.payload,
        signal: deadline.signal,
      });
      call.status = response.statusCode;
      if (call.trace) noteAnswer(call.trace, call.attempt, response.headers['content-length']);
      return {
        status: response.statusCode,
        headers: response.headers,
        text: () =>
          until(readText(response.body, options.maxResponseBytes, call.method, call.route), deadline),
        discard: () => until(response.body.dump(), deadline),
      };
    } catch (error) {
      deadline.clear();
      throw error;
    }
  };
}

/** What a traced call's span reports of the answer (wrappers/trace.ts). */
function noteAnswer(trace: CallTrace, attempt: number, contentLength: string | string[] | undefined): void {
  trace.attempts = attempt;
  const bytes = typeof contentLength === 'string' ? Number.parseInt(contentLength, 10) : Number.NaN;
  trace.bytes = Number.isNaN(bytes) ? undefined : bytes;
}

/** The deadline covers the body too: it is cleared once the body is read or has failed. */
async function until<T>(pending: Promise<T>, deadline: Deadline): Promise<T> {
  try {
    return await pending;
  } finally {
    deadline.clear();
  }
}
