// What the gateway records about one HTTP request while it runs: its id, when it started, the
// operation, what its forge calls came to and the error codes. The Yoga plugin fills it in; the
// context factory hands its id and its forge call log (the session's observer) to the forge session.
// Keyed by the Request object, so it lives exactly as long as the request does.

import { randomUUID } from 'node:crypto';
import { ForgeCallLog } from './forge-call-log.js';
import type { QueryCost, RequestSpan } from './tracing-types.js';

export type { QueryCost } from './tracing-types.js';

export interface RequestTrace {
  requestId: string;
  startedAt: number;
  /** the URL's path, as Yoga parsed it on arrival */
  path?: string;
  operationName: string | null;
  operationType: string | null;
  /** what the request's forge calls came to, as its forge session told it */
  readonly forgeCalls: ForgeCallLog;
  errorCodes: string[];
  /** the whole answer came from the response cache */
  cachedResponse?: boolean;
  /** the request id of the identical query this request took its result from (graphql/shared-execution.ts) */
  sharedExecution?: string;
  /** a WebSocket upgrade the gate let through (live/websocket-gate.ts): its operations are the requests */
  webSocketUpgrade?: 'accepted';
  /**
   * An answer in parts (@defer, @stream): its log line waits for the last part (plugin.ts), which
   * `write` then receives; `ended` once the parts are done, whichever of the two comes first.
   */
  parts?: { ended: boolean; write?: () => void };
  /** the forge calls the operation was estimated to cost and made (server/limits/call-budget.ts) */
  cost?: QueryCost;
  /** the request's span when tracing is on (tracing-plugin.ts) */
  span?: RequestSpan;
}

const traces = new WeakMap<Request, RequestTrace>();

/**
 * A caller's X-Request-Id is kept only when it is short and plain: it goes into our logs, a
 * response header and the forge's request headers, where newlines or megabytes do harm.
 */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

export function requestIdFrom(header: string | null): string {
  return header && SAFE_REQUEST_ID.test(header) ? header : randomUUID();
}

/** The request's trace, started on first use. */
export function traceOf(request: Request): RequestTrace {
  let trace = traces.get(request);
  if (!trace) {
    trace = {
      requestId: requestIdFrom(request.headers.get('x-request-id')),
      startedAt: performance.now(),
      operationName: null,
      operationType: null,
      forgeCalls: new ForgeCallLog(),
      errorCodes: [],
    };
    traces.set(request, trace);
  }
  return trace;
}
