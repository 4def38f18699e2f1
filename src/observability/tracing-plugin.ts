// The Yoga plugin that gives every GraphQL request over HTTP its span (tracing.ts), the parent of
// the request's loader batches and forge calls: started as the request arrives and kept in its trace
// (request-trace.ts), where the context factory finds it for the forge session and the loaders; named
// and ended as the response leaves, from what the observability plugin recorded meanwhile. An
// operation over WebSocket is a request of its own (server/websocket/websocket.ts); the upgrade that
// opened its connection is none.

import type { Plugin } from 'graphql-yoga';
import { traceOf } from './request-trace.js';
import type { Tracing } from './tracing-types.js';

export function useTracing(tracing: Tracing, graphqlEndpoint: string): Plugin {
  return {
    onRequest({ request, url }) {
      // Health probes, metrics and GraphiQL's assets are no GraphQL requests, nor is a WebSocket upgrade.
      if (url.pathname !== graphqlEndpoint || request.headers.has('upgrade')) return;
      traceOf(request).span = tracing.startRequest(request);
    },
    onResponse({ request, response }) {
      const trace = traceOf(request);
      const span = trace.span;
      if (!span) return;
      trace.span = undefined;
      span.nameOperation(trace.operationType, trace.operationName);
      span.end({
        status: response.status,
        errorCodes: trace.errorCodes,
        forgeCalls: trace.forgeCalls.calls.length,
        sharedCalls: trace.forgeCalls.joined.length,
        requestId: trace.requestId,
        cost: trace.cost,
      });
    },
  };
}
