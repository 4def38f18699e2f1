// A span per forge call, when tracing is on (src/observability/tracing.ts): outermost, so that a
// read answered from the cache or joined to another's call in flight gets a span too (marked cached
// or shared), and one span covers all the attempts of a retried GET. The span is a child of the
// session's trace scope (the request, or the loader batch that asked), and its trace context goes to
// the forge as a W3C traceparent header.

import { ForgeError } from '../errors.js';
import type { CallTrace, TraceScope, Wrapper } from '../http/call.js';

/** What a finished call reports to its span. */
export interface CallOutcome {
  /** the forge's status, null when no answer arrived */
  status: number | null;
  attempts: number;
  shared: boolean;
  cached: boolean;
  bytes: number | undefined;
  /** the kind of ForgeError the call failed with */
  errorKind?: string;
}

/** One call's span: the headers that continue its trace upstream, and its end. */
export interface CallSpan {
  readonly headers: Readonly<Record<string, string>>;
  end(outcome: CallOutcome): void;
}

/** Starts a call's span as a child of the scope's parent, or as a root (the tracing side implements it). */
export interface CallTracer {
  startCall(method: string, route: string, scope: TraceScope | undefined): CallSpan;
}

export function trace(tracer: CallTracer): Wrapper {
  return (next) => async (call) => {
    const span = tracer.startCall(call.method, call.route, call.session.init.traceScope);
    const record: CallTrace = {
      headers: span.headers,
      attempts: 0,
      shared: false,
      cached: false,
      bytes: undefined,
    };
    let status: number | null = null;
    let errorKind: string | undefined;
    try {
      const response = await next({ ...call, trace: record });
      status = response.status;
      return response;
    } catch (error) {
      status = error instanceof ForgeError ? error.status : null;
      errorKind = error instanceof ForgeError ? error.kind : 'unexpected';
      throw error;
    } finally {
      span.end({
        status,
        attempts: record.attempts,
        shared: record.shared,
        cached: record.cached,
        bytes: record.bytes,
        ...(errorKind ? { errorKind } : {}),
      });
    }
  };
}
