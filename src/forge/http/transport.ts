// The innermost Send: the caller's headers, the exchange with its redirects, the answer interpreted,
// and every failure turned into one ForgeError (timeouts and unreachable forges included).

import { ForgeError } from '../errors.js';
import type { ForgeCall, Send } from './call.js';
import { createExchange } from './exchange.js';
import { interpret } from './interpret.js';
import { UploadTooLargeError } from './multipart.js';
import { followRedirects } from './redirects.js';
import type { Pool } from './undici.js';

export interface TransportOptions {
  origin: string;
  basePath: string;
  timeoutMs: number;
  maxResponseBytes: number;
  userAgent: string;
}

export function createTransport(pool: Pool, options: TransportOptions): Send {
  const exchange = followRedirects(
    options.origin,
    createExchange({ pool, ...options, headers: (call) => headersOf(call, options.userAgent) }),
  );
  return async (call) => {
    try {
      const answer = await exchange(call, options.basePath + call.path);
      return interpret(call, answer, await answer.text());
    } catch (error) {
      if (call.status === null && isRefusedBeforeSending(error)) {
        // Nothing reached the forge: the HTTP client found a value it will not send.
        throw new ForgeError({
          kind: 'validation',
          status: null,
          method: call.method,
          route: call.route,
          message: 'the request holds a value that cannot be sent to the forge',
        });
      }
      throw asForgeError(error, call);
    }
  };
}

/**
 * The caller's Authorization header unchanged, the request id so forge logs can be joined with ours,
 * and the trace context of a traced call (W3C traceparent), so the forge's spans join the trace.
 */
function headersOf(call: ForgeCall, userAgent: string): Record<string, string> {
  const accept = call.text ? 'text/plain, text/html' : 'application/json';
  const headers: Record<string, string> = { accept, 'user-agent': userAgent };
  const { authorization, requestId } = call.session.init;
  if (authorization) headers.authorization = authorization;
  if (requestId) headers['x-request-id'] = requestId;
  if (call.payload !== undefined) headers['content-type'] = call.contentType ?? 'application/json';
  if (call.trace) Object.assign(headers, call.trace.headers);
  return headers;
}

function asForgeError(error: unknown, call: ForgeCall): ForgeError {
  if (error instanceof ForgeError) return error;
  // an upload that outgrew its limit on the way: the caller's fault, not the forge's (no breaker failure)
  if (error instanceof UploadTooLargeError) {
    return new ForgeError({
      kind: 'validation',
      status: null,
      method: call.method,
      route: call.route,
      message: error.message,
    });
  }
  const name = (error as { name?: string; code?: string })?.name ?? '';
  const code = (error as { code?: string })?.code ?? '';
  const timedOut =
    name === 'TimeoutError' ||
    code === 'UND_ERR_HEADERS_TIMEOUT' ||
    code === 'UND_ERR_BODY_TIMEOUT' ||
    code === 'UND_ERR_CONNECT_TIMEOUT';
  return new ForgeError({
    kind: timedOut ? 'timeout' : 'network',
    status: null,
    method: call.method,
    route: call.route,
    message: timedOut
      ? 'the forge did not answer in time'
      : `the forge could not be reached (${code || name})`,
  });
}

/** undici's refusal of a request it will not send (an invalid header value, …): nothing went out. */
function isRefusedBeforeSending(error: unknown): boolean {
  return (error as { code?: string })?.code === 'UND_ERR_INVALID_ARG';
}
