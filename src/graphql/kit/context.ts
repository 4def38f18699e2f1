// Per-request context: a forge session bound to THIS caller's Authorization header, and the
// per-request loaders. Pothos' dataloader plugin keys its loaders on this object, so a fresh
// context per request means nothing is cached across requests or callers.

import type { IncomingMessage } from 'node:http';
import type { ForgeClient } from '../../forge/client.js';
import type { ForgeSession, SharedCall, UpstreamCall } from '../../forge/session.js';
import { traceOf } from '../../observability/request-trace.js';
import type { BatchTracer } from '../../observability/tracing-types.js';
import { FileLoaders } from './file-loader.js';

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
  forge: ForgeSession;
  settings: GatewaySettings;
  files: FileLoaders;
  /** memo of in-flight list calls, so a lookahead prefetch and the field's resolver share one call */
  memo: Map<string, Promise<unknown>>;
  /** every upstream attempt of this request, for logs and metrics */
  upstreamCalls: UpstreamCall[];
  /** every read of this request that joined another request's identical call in flight */
  sharedCalls: SharedCall[];
  /** spans for loader batches (loader-tracing.ts); undefined when tracing is off */
  tracing: BatchTracer | undefined;
}

/** The key a caller's rate limit counts under (live/runtime.ts callerKey), from its credentials and connection. */
export type CallerOf = (
  authorization: string | undefined,
  req: Pick<IncomingMessage, 'socket' | 'headers'> | undefined,
  requestId: string,
) => Promise<string>;

export function createContextFactory(client: ForgeClient, settings: GatewaySettings, callerOf?: CallerOf) {
  return ({ request, req }: { request: Request; req?: IncomingMessage }): Context => {
    // The request's trace: its id goes to the forge, its call log feeds the request's log line and metrics.
    const trace = traceOf(request);
    const upstreamCalls: UpstreamCall[] = trace.upstreamCalls;
    const sharedCalls: SharedCall[] = trace.sharedCalls;
    const authorization = request.headers.get('authorization') ?? undefined;
    // Resolved on the first call that spends the limit: a request answered from the cache never asks.
    let caller: Promise<string> | undefined;
    const forge = client.session({
      authorization,
      requestId: trace.requestId,
      budget: settings.upstreamCallBudget,
      onCall: (call) => upstreamCalls.push(call),
      onShare: (call) => sharedCalls.push(call),
      onCached: (call) => trace.cachedCalls.push(call),
      onPersonal: () => {
        trace.personal = true;
        trace.sources.unshared = true;
      },
      onShared: (read) => trace.sources.add(read),
      onUnshared: () => {
        trace.sources.unshared = true;
      },
      ...(callerOf && client.rateWindows
        ? {
            caller: () => {
              caller ??= callerOf(authorization, req, trace.requestId);
              return caller;
            },
            onRateLimit: (state) => {
              trace.rateLimit = state;
            },
          }
        : {}),
      ...(trace.span ? { traceScope: trace.span.scope } : {}),
    });
    // the request's span when tracing is on (observability/tracing-plugin.ts)
    const tracing = trace.span;
    return {
      forge,
      settings,
      files: new FileLoaders(forge, settings.naive, tracing),
      memo: new Map(),
      upstreamCalls,
      sharedCalls,
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
