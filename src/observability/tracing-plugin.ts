// The Yoga plugin that gives every GraphQL request over HTTP its span (tracing.ts), the parent of
// the request's loader batches and forge calls. Its instrumentation wraps the whole handling of the
// request, so the span is active in every resolver and batch; the span is named and ended from the
// request's trace (request-trace.ts, filled by the observability plugin) as the response leaves.

import type { Plugin } from 'graphql-yoga';
import { traceOf } from './request-trace.js';
import type { RequestSpan, Tracing } from './tracing-types.js';

export function useTracing(tracing: Tracing, graphqlEndpoint: string): Plugin {
  const spans = new WeakMap<Request, RequestSpan>();
  return {
    instrumentation: {
      request({ request }, wrapped) {
        // Health probes, metrics and GraphiQL's assets are no GraphQL requests.
        if (new URL(request.url).pathname !== graphqlEndpoint) return wrapped();
        const span = tracing.startRequest(request);
        spans.set(request, span);
        return span.run(wrapped);
      },
    },
    onResponse({ request, response }) {
      const span = spans.get(request);
      if (!span) return;
      spans.delete(request);
      const trace = traceOf(request);
      span.nameOperation(trace.operationType, trace.operationName);
      span.end({
        status: response.status,
        errorCodes: trace.errorCodes,
        forgeCalls: trace.upstreamCalls.length,
        sharedCalls: trace.sharedCalls.length,
        requestId: trace.requestId,
      });
    },
  };
}
