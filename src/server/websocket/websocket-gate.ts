// How WebSocket traffic goes through the same gateway as an HTTP request. upgrade.ts sends each
// upgrade request through Yoga as a GET with an UpgradeVerdict in its server context: the plugin
// below refuses an Origin that may not connect (security.ts) with 403 CORS_ORIGIN_NOT_ALLOWED, logged
// and counted like any refusal, and names the size limit of a message (the HTTP body limit).
// websocket.ts turns each `subscribe` message into a POST to /graphql with an OperationOutcome in
// its server context: every plugin runs as for HTTP (request id, log line and metrics, credentials,
// body size, persisted-only, limits, introspection, error masking), and the plugin below takes the
// result before it would be written as an HTTP body, so that the transport sends it as graphql-ws
// messages instead.

import type { IncomingMessage } from 'node:http';
import type { ExecutionResult } from 'graphql';
import { isAsyncIterable, type Plugin } from 'graphql-yoga';
import { traceOf } from '../../observability/request-trace.js';
import { CORS_CODE, originMayConnect } from '../security.js';

export type OperationResult = ExecutionResult & { extensions?: Record<string, unknown> };

/** What the gate decided about one upgrade request. */
export class UpgradeVerdict {
  accepted = false;
  /** the largest message the connection may send: the HTTP body limit (MAX_BODY_BYTES) */
  maxMessageBytes = 0;
  /** the deepest nesting of an operation's variables (QUERY_MAX_VARIABLE_DEPTH) */
  maxVariableDepth = 0;
}

/** What one WebSocket operation's request came to. */
export class OperationOutcome {
  /** the result (one, or a stream for a subscription); undefined when a plugin answered early */
  result: OperationResult | AsyncIterable<OperationResult> | undefined;
  /** whether execution started: a result without it is a request error (refused before executing) */
  executed = false;
}

/** A host name, IPv4 or [IPv6] address and port: nothing that could change what the URL means. */
const PLAIN_HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

/**
 * The URL a request the transport sends through Yoga carries: the Host header the client sent (the
 * gateway's own origin, for the Origin check) and the upgrade's path, as the Node adapter builds an
 * HTTP request's URL. A Host that is no plain host name stands for none.
 */
export function gatewayUrlOf(request: IncomingMessage, path?: string): string {
  const host = request.headers.host;
  const pathname = path ?? new URL(request.url ?? '/', 'http://gateway').pathname;
  return `http://${host && PLAIN_HOST.test(host) ? host : 'host.invalid'}${pathname}`;
}

const SLOT = Symbol('websocket gate');

/**
 * The server context of a request the WebSocket transport sends through Yoga. The gateway's Yoga
 * declares none of its own (Node's adapter adds `req` and `res` to an HTTP request's unasked), hence
 * the type.
 */
export function gateContext(fields: object, slot: UpgradeVerdict | OperationOutcome): Record<string, never> {
  return Object.assign(fields, { [SLOT]: slot }) as Record<string, never>;
}

function slotIn(context: unknown): UpgradeVerdict | OperationOutcome | undefined {
  return (context as { [SLOT]?: UpgradeVerdict | OperationOutcome } | undefined)?.[SLOT];
}

/**
 * The status an HTTP client asking for `application/graphql-response+json` would have got, for the
 * log line and the metrics: the highest `extensions.http.status` of the errors, else 200.
 */
export function statusOf(result: OperationResult | AsyncIterable<OperationResult>): number {
  if (isAsyncIterable(result)) return 200;
  let status = 0;
  for (const error of result.errors ?? []) {
    const http = error.extensions?.http as { status?: unknown } | undefined;
    if (typeof http?.status === 'number' && http.status > status) status = http.status;
  }
  return status || 200;
}

export interface WebSocketGateOptions {
  /** browser origins allowed cross-origin (CORS_ORIGINS) */
  corsOrigins: readonly string[];
  /** the HTTP body limit, which every WebSocket message must keep to as well */
  maxMessageBytes: number;
  /** the deepest nesting of an operation's variables, as over HTTP */
  maxVariableDepth: number;
}

export function useWebSocketGate(options: WebSocketGateOptions): Plugin {
  const allowed = new Set(options.corsOrigins);
  const markExecuted = ({ args }: { args: { contextValue: unknown } }) => {
    const outcome = slotIn(args.contextValue);
    if (outcome instanceof OperationOutcome) outcome.executed = true;
  };
  return {
    onRequest({ request, url, serverContext, endResponse, fetchAPI }) {
      const verdict = slotIn(serverContext);
      if (!(verdict instanceof UpgradeVerdict)) return;
      const origin = request.headers.get('origin');
      if (originMayConnect(origin, url.host, allowed)) {
        verdict.accepted = true;
        verdict.maxMessageBytes = options.maxMessageBytes;
        verdict.maxVariableDepth = options.maxVariableDepth;
        traceOf(request).webSocketUpgrade = 'accepted';
        endResponse(new fetchAPI.Response(null, { status: 204 }));
        return;
      }
      traceOf(request).errorCodes.push(CORS_CODE);
      const message = `the origin ${origin} may not open a WebSocket to this gateway; start it with --cors-origins ${origin} (or CORS_ORIGINS=${origin}) to allow it`;
      endResponse(
        fetchAPI.Response.json({ errors: [{ message, extensions: { code: CORS_CODE } }] }, { status: 403 }),
      );
    },
    onExecute: markExecuted,
    onSubscribe: markExecuted,
    onResultProcess({ serverContext, setResultProcessor }) {
      const outcome = slotIn(serverContext);
      if (!(outcome instanceof OperationOutcome)) return;
      setResultProcessor((result, fetchAPI) => {
        // A WebSocket message carries one operation: never a batch.
        outcome.result = result as OperationResult | AsyncIterable<OperationResult>;
        return new fetchAPI.Response(null, { status: statusOf(outcome.result) });
      }, 'application/graphql-response+json');
    },
  };
}
