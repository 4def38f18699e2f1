// The shape every piece of the forge session shares: a call on its way to the forge, the function
// that sends one (`Send`), and a wrapper, which takes the next Send and returns one (Octokit's
// request hooks are the model). The session is the composition of small wrappers (wrappers/*.ts)
// around the HTTP transport (http/*.ts), so a cache, a rate limit or tracing is one more file.

import type { Readable } from 'node:stream';
import type { SharedRead } from '../cache/responses.js';
import type { PathParams } from '../routes/route.js';
import type { Paging } from './paging.js';

export interface SessionInit {
  /** the caller's Authorization header, passed to the forge unchanged */
  authorization?: string;
  /** sent upstream as X-Request-Id so forge logs can be joined with ours */
  requestId?: string;
  /** at most this many upstream calls for the session; further calls fail with kind 'budget' */
  budget?: number;
  /** the caller whose rate limit the session's calls spend (wrappers/rate-limit.ts); none: no limit */
  caller?: RateLimited;
  /** told of every call's outcome on its way back (logs, metrics, cache headers, tests); none: no one */
  observer?: CallObserver;
  /** where this session's calls hang in the request's trace (wrappers/trace.ts); absent when untraced */
  traceScope?: TraceScope;
}

/** Who spends a rate limit: the key its window counts under, resolved when a call first spends it. */
export interface RateLimited {
  key(): Promise<string>;
}

/**
 * The one way a call's outcome travels back from the forge: a hook per thing that can happen to a
 * call (Envelop's plugin hooks are the model), each optional, so an observer implements only what it
 * keeps. The request's forge call log (observability/forge-call-log.ts) implements them all.
 */
export interface CallObserver {
  /** an upstream attempt went out and ended (wrappers/observe.ts), retries each on their own */
  onCall?(call: UpstreamCall): void;
  /** a read joined another request's identical call in flight (wrappers/in-flight.ts): no call of its own */
  onJoined?(call: SharedCall): void;
  /** a read was answered from the shared cache (wrappers/cache.ts): no call */
  onCached?(call: CachedCall): void;
  /** a read's answer is this caller's own, not shared: the response is no public one */
  onPersonal?(): void;
  /** a read the shared cache answered or filled: one of the answers the response is built from */
  onSharedRead?(read: SharedRead): void;
  /** a call the shared cache neither shared nor kept for the caller (a write, a failed read) */
  onUnshared?(): void;
  /** the caller's rate-limit window after a call it spent (wrappers/rate-limit.ts) */
  onRateLimit?(state: RateLimitState): void;
}

/** A read answered from the shared cache. */
export interface CachedCall {
  method: string;
  route: string;
}

/** A caller's window of forge calls, as the x-ratelimit-* headers show it. */
export interface RateLimitState {
  limit: number;
  remaining: number;
  /** seconds until the window starts again */
  resetSeconds: number;
}

/**
 * The span a call starts now is a child of `parent` (the tracing's own context object): the request's
 * span, or for the moment a loader batch starts its calls, that batch's span. A plain field set and
 * restored around synchronous code, not an AsyncLocalStorage: on Node 20 one of those makes every
 * promise of the process dearer (2.4 times in a loop of awaits), tracing or not.
 */
export interface TraceScope {
  parent: unknown;
}

export interface UpstreamCall {
  method: string;
  route: string;
  status: number | null;
  durationMs: number;
  attempt: number;
}

/** A read answered by joining an identical call another request had in flight: no upstream call of its own. */
export interface SharedCall {
  method: string;
  route: string;
  /** the shared call's status, null when it failed without a response */
  status: number | null;
  /** how long this read waited for the shared answer */
  durationMs: number;
}

export interface ForgeResponse<T> {
  status: number;
  data: T;
  paging: Paging;
}

/** What one caller's session has spent: its own upstream attempts and the reads it joined. */
export interface SessionState {
  readonly init: SessionInit;
  /** `init.observer`, or one that keeps nothing */
  readonly observer: CallObserver;
  calls: number;
  shared: number;
}

/** One call on its way through the wrappers. */
export interface ForgeCall {
  method: string;
  /** the route template, e.g. 'GET /repos/{owner}/{repo}': what errors, logs and metrics name */
  route: string;
  /** the expanded path with its query, below the API base */
  path: string;
  params: PathParams | undefined;
  /** the JSON body, serialised before the call starts (or a raw text body, an encoded multipart
   * form, or an upload's multipart stream, which is read once: see contentType) */
  payload: string | Uint8Array | Readable | undefined;
  /** the body's type when it is not JSON */
  contentType?: string;
  /** the answer is text (a diff, rendered HTML), handed on as a string instead of parsed as JSON */
  text?: boolean;
  session: SessionState;
  /** 1 for the first attempt; the retry wrapper counts up */
  attempt: number;
  /** the status of the forge's answer to this attempt (its last redirect hop); null until one arrives */
  status: number | null;
  /** what a traced call records on its way (wrappers/trace.ts); absent when tracing is off */
  trace?: CallTrace;
}

/**
 * One traced call, shared by reference with every attempt (the retry wrapper copies the call, not
 * this): the headers that carry the trace to the forge, and what the call's span reports.
 */
export interface CallTrace {
  readonly headers: Readonly<Record<string, string>>;
  /** attempts that reached the forge (the retry wrapper's count of the last one) */
  attempts: number;
  /** answered by joining an identical read in flight (wrappers/in-flight.ts): no call of its own */
  shared: boolean;
  /** answered from the shared cache (wrappers/cache.ts): no call of its own */
  cached: boolean;
  /** the size of the last answer's body as its Content-Length declared it */
  bytes: number | undefined;
}

export type Send = (call: ForgeCall) => Promise<ForgeResponse<unknown>>;
export type Wrapper = (next: Send) => Send;

/** The wrappers around `send`, the first one outermost. */
export function compose(wrappers: readonly Wrapper[], send: Send): Send {
  return wrappers.reduceRight((next, wrap) => wrap(next), send);
}
