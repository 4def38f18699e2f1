// Per-request context: who the caller is (caller.ts), a forge session bound to THIS caller's
// credentials, and the per-request loaders. Pothos' dataloader plugin keys its loaders on this
// object, so a fresh context per request means nothing is cached across requests or callers.

import type { IncomingMessage } from 'node:http';
import type { ForgeClient } from '../../forge/client.js';
import type { ForgeSession } from '../../forge/session.js';
import type { ForgeCallLog } from '../../observability/forge-call-log.js';
import { traceOf } from '../../observability/request-trace.js';
import type { BatchTracer } from '../../observability/tracing-types.js';
import { type Caller, type CallerOf, callerFor } from './caller.js';
import { FileLoaders } from './file-loader.js';

export type { Caller, CallerOf } from './caller.js';

export interface GatewaySettings {
  maxPageSize: number;
  defaultPageSize: number;
  upstreamCallBudget: number;
  /** the largest file an upload streams to the forge (MAX_UPLOAD_BYTES); counted as it streams */
  maxUploadBytes?: number;
  /**
   * Switches off every saving (dedupe, priming, file batching, lookahead, shared list calls) so
   * the benchmark can measure what a resolver-per-field gateway over the same schema would cost.
   */
  naive?: boolean;
}

export interface Context {
  /** who sent the request: anonymous or not, its credentials, its rate-limit key */
  caller: Caller;
  forge: ForgeSession;
  settings: GatewaySettings;
  files: FileLoaders;
  /** memo of in-flight list calls, so a lookahead prefetch and the field's resolver share one call */
  memo: Map<string, Promise<unknown>>;
  /** what the forge session's calls came to (its observer): the request's, or a live event's own */
  forgeCalls: ForgeCallLog;
  /** spans for loader batches (loader-tracing.ts); undefined when tracing is off */
  tracing: BatchTracer | undefined;
}

export function createContextFactory(client: ForgeClient, settings: GatewaySettings, keyOf?: CallerOf) {
  return ({ request, req }: { request: Request; req?: IncomingMessage }): Context => {
    // The request's trace: its id goes to the forge, its call log hears how every forge call went.
    const trace = traceOf(request);
    const caller = callerFor(request, req, trace.requestId, keyOf);
    const forge = client.session({
      authorization: caller.authorization,
      requestId: trace.requestId,
      budget: settings.upstreamCallBudget,
      observer: trace.forgeCalls,
      // its key is resolved on the first call that spends the limit: a request answered from the cache never asks
      ...(keyOf && client.rateWindows ? { caller } : {}),
      ...(trace.span ? { traceScope: trace.span.scope } : {}),
    });
    // the request's span when tracing is on (observability/tracing-plugin.ts)
    const tracing = trace.span;
    return {
      caller,
      forge,
      settings,
      files: new FileLoaders(forge, settings.naive, tracing),
      memo: new Map(),
      forgeCalls: trace.forgeCalls,
      tracing,
    };
  };
}

/** Runs `load` once per key within the request; later callers share the same promise. */
export function memoize<T>(context: Context, key: string, load: () => Promise<T>): Promise<T> {
  if (context.settings.naive) return load();
  let pending = context.memo.get(key) as Promise<T> | undefined;
  if (!pending) {
    pending = load();
    context.memo.set(key, pending);
  }
  return pending;
}
