// One pooled undici client to the forge, shared by every request of the process. Per-caller state
// (the Authorization header, the request id, the call budget) lives in a ForgeSession, so nothing
// about one caller can leak into another's calls.

import { type CacheOptions, SharedCache } from './cache/index.js';
import { compose, type Send, type SessionInit, type Wrapper } from './http/call.js';
import { createTransport } from './http/transport.js';
import { createPool, type Pool } from './http/undici.js';
import { ForgeCapabilities } from './instance/capabilities.js';
import { type BreakerOptions, CircuitBreaker } from './limits/breaker.js';
import { Ceiling } from './limits/ceiling.js';
import { createRateWindows, type RateLimitOptions, type RateWindows } from './limits/rate-window.js';
import { ForgeSession } from './session.js';
import { breakerGuard } from './wrappers/breaker.js';
import { budget } from './wrappers/budget.js';
import { cache } from './wrappers/cache.js';
import { ceiling } from './wrappers/ceiling.js';
import { credentials } from './wrappers/credentials.js';
import { InFlightReads, shareInFlight } from './wrappers/in-flight.js';
import { observe } from './wrappers/observe.js';
import { rateLimit } from './wrappers/rate-limit.js';
import { retry } from './wrappers/retry.js';
import { type CallTracer, trace } from './wrappers/trace.js';

export interface ForgeClientOptions {
  /** API base, e.g. 'https://gitea.example.com/api/v1' */
  baseUrl: string;
  /** whole-call timeout in ms (headers and body), default 10 s */
  timeoutMs?: number;
  /** keep-alive connections in the pool, default 32 */
  connections?: number;
  /** extra attempts for idempotent GETs on network errors and 502/503/504, default 2 */
  retries?: number;
  /** responses larger than this are refused, default 32 MiB */
  maxResponseBytes?: number;
  userAgent?: string;
  /** fail fast while the forge is unreachable (see breaker.ts); false switches it off */
  breaker?: BreakerOptions | false;
  /** identical GETs of one caller in flight at once share one call (see in-flight.ts), default true */
  shareInFlight?: boolean;
  /** a span per call (see wrappers/trace.ts); absent when tracing is off, so the chain has no such step */
  tracer?: CallTracer;
  /** the shared read cache (cache/index.ts); absent or false: none */
  cache?: CacheOptions | false;
  /** per-caller windows of forge calls (limits/rate-window.ts); absent or a limit of 0: none */
  rateLimit?: RateLimitOptions;
  /** at most this many forge calls per second, with a bounded queue (limits/ceiling.ts); absent: none */
  ceiling?: { perSecond: number; queueSize: number };
}

export interface ResolvedClientOptions {
  origin: string;
  basePath: string;
  timeoutMs: number;
  retries: number;
  maxResponseBytes: number;
  userAgent: string;
}

export class ForgeClient {
  readonly options: ResolvedClientOptions;
  readonly pool: Pool;
  /** shared by every session, since the forge's health is the same for every caller */
  readonly breaker: CircuitBreaker | undefined;
  /** the routes the forge lacks, learnt once for the process: a route's absence is the same for every caller */
  readonly capabilities = new ForgeCapabilities();
  /** identical reads in flight, shared across the requests of one caller; undefined when switched off */
  readonly inFlight: InFlightReads | undefined;
  /** the shared read cache; undefined when switched off */
  readonly cache: SharedCache | undefined;
  readonly rateWindows: RateWindows | undefined;
  readonly ceiling: Ceiling | undefined;
  /** every session's calls go through this chain: the wrappers, outermost first, around the transport */
  readonly send: Send;

  constructor(options: ForgeClientOptions) {
    const url = new URL(options.baseUrl);
    this.options = {
      origin: url.origin,
      basePath: url.pathname.replace(/\/+$/, ''),
      timeoutMs: options.timeoutMs ?? 10_000,
      retries: options.retries ?? 2,
      maxResponseBytes: options.maxResponseBytes ?? 32 * 1024 * 1024,
      userAgent: options.userAgent ?? 'forge-graphql-gateway',
    };
    this.pool = createPool(url.origin, {
      connections: options.connections ?? 32,
      keepAliveTimeout: 10_000,
      keepAliveMaxTimeout: 60_000,
      pipelining: 1,
    });
    this.breaker = options.breaker === false ? undefined : new CircuitBreaker(options.breaker);
    this.inFlight = options.shareInFlight === false ? undefined : new InFlightReads();
    this.cache = options.cache && options.cache.memoryMb > 0 ? new SharedCache(options.cache) : undefined;
    this.rateWindows = options.rateLimit?.limit ? createRateWindows(options.rateLimit) : undefined;
    this.ceiling = options.ceiling?.perSecond
      ? new Ceiling(options.ceiling.perSecond, options.ceiling.queueSize)
      : undefined;
    this.send = compose(this.wrappers(options.tracer), createTransport(this.pool, this.options));
  }

  /**
   * In this order: a traced call's span covers the whole call, kept, shared or retried; a kept
   * answer and a shared read need no attempt of their own; each attempt of a
   * retried GET spends the budget; a malformed credential is refused before the breaker can count
   * it; an attempt spends the caller's rate limit, then waits its turn under the ceiling; only what
   * the breaker admits is counted and reported as an upstream call.
   */
  private wrappers(tracer: CallTracer | undefined): Wrapper[] {
    const wrappers: (Wrapper | undefined)[] = [
      tracer && trace(tracer),
      this.cache && cache(this.cache),
      this.inFlight && shareInFlight(this.inFlight, this.breaker),
      retry(this.options.retries),
      budget,
      credentials,
      this.rateWindows && rateLimit(this.rateWindows),
      this.ceiling && ceiling(this.ceiling),
      this.breaker && breakerGuard(this.breaker),
      observe,
    ];
    return wrappers.filter((wrapper) => wrapper !== undefined);
  }

  get baseUrl(): string {
    return this.options.origin + this.options.basePath;
  }

  /** A per-request view of the client bound to one caller. */
  session(init: SessionInit = {}): ForgeSession {
    return new ForgeSession(this, init);
  }

  async close(): Promise<void> {
    await this.cache?.close();
    await this.rateWindows?.close();
    await this.pool.close();
  }
}
