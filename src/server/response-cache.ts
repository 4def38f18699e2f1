// The response cache: the whole answer of an anonymous query built only from shared forge answers
// (the condition cache-headers.ts gives an ETag on), kept by the shared cache (forge/cache/responses.ts)
// and handed to the next anonymous caller asking the same before any parsing, validation or
// execution. Keyed by the printed document (a persisted id arrives here as its text), the operation
// name and the variables. Only anonymous callers: everything an execution depends on besides those is
// the caller's credentials (graphql/kit/caller.ts), and a signed-in caller's answer may name them (the
// viewer, rights, what only they may read), so theirs is never kept nor served from here. It runs
// before the request has a context, so it asks the request's credentials (credentialsOf).
// An answer is kept only when it is a query's, has no error, every forge call it made was a shared
// read, no invalidation came while it was built, and none of its sources is stale; it is dropped
// with the first of them (tags, deadline).

import { getOperationAST, parse, print } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { ResponseCache } from '../forge/cache/index.js';
import { credentialsOf } from '../graphql/kit/caller.js';
import { traceOf } from '../observability/request-trace.js';
import { sizeRefusalOf } from './limits/response-size.js';

interface Pending {
  key: string;
  epoch: number;
}

/** Printed documents by their text as sent: parsed once per text, and a bounded number of texts. */
const PRINTED_TEXTS = 1000;

/** An answer handed out from the cache: its key, the cache's epoch then, the operation name the client gave. */
export interface HandedOut {
  key: string;
  epoch: number;
  operationName: string | null;
}

/** Told of each answer handed out, with the request's server context (server/fast-path/). */
export type ResponseCacheHit = (serverContext: object, handedOut: HandedOut) => void;

export function useResponseCache(cache: ResponseCache, onHit?: ResponseCacheHit): Plugin {
  const printed = new Map<string, string | null>();
  const printedOf = (query: string): string | null => {
    let text = printed.get(query);
    if (text === undefined) {
      try {
        const document = parse(query);
        text = getOperationAST(document)?.operation === 'mutation' ? null : print(document);
      } catch {
        text = null;
      }
      if (printed.size >= PRINTED_TEXTS) printed.clear();
      printed.set(query, text);
    }
    return text;
  };
  const pending = new WeakMap<Request, Pending>();
  return {
    onParams({ params, request, setResult, context }) {
      if (credentialsOf(request) !== undefined || typeof params.query !== 'string') return;
      const document = printedOf(params.query);
      if (document === null) return;
      // a newline occurs in neither the operation name nor, as JSON, the variables
      const key = `${params.operationName ?? ''}\n${JSON.stringify(params.variables ?? {})}\n${document}`;
      const kept = cache.get(key);
      if (kept === undefined) {
        pending.set(request, { key, epoch: cache.epoch });
        return;
      }
      const trace = traceOf(request);
      trace.cachedResponse = true;
      trace.operationType = 'query';
      onHit?.(context, { key, epoch: cache.epoch, operationName: trace.operationName });
      setResult(kept);
    },
    onExecutionResult({ request, result }) {
      const waiting = pending.get(request);
      if (!waiting) return;
      pending.delete(request);
      const trace = traceOf(request);
      if (trace.operationType !== 'query' || trace.forgeCalls.personal || trace.sharedExecution) return;
      if (!result || typeof result !== 'object' || Symbol.asyncIterator in result) return;
      if ((result as { errors?: unknown[] }).errors?.length) return;
      // written once here (response-size.ts): every later answer sends the same bytes
      const { stringify } = result as { stringify?: (value: unknown) => Buffer | string };
      if (typeof stringify !== 'function' || sizeRefusalOf(result) !== undefined) return;
      const bytes = stringify(result).length;
      cache.set(waiting.key, result, bytes, trace.forgeCalls.sources, waiting.epoch);
    },
  };
}
