// What one request's forge calls came to, as its forge session reports them (the session's
// observer, forge/http/call.ts CallObserver): the calls that went out, the reads that joined another
// request's call or were answered from the cache, whether an answer was the caller's own, the shared
// answers the response was built from and the caller's rate-limit window. The request's trace holds
// one (request-trace.ts); its log line, metrics, span, cache headers and response cache read it.

import { ResponseSources, type SharedRead } from '../forge/cache/responses.js';
import type { CachedCall, CallObserver, RateLimitState } from '../forge/http/call.js';
import type { SharedCall, UpstreamCall } from '../forge/session.js';

export class ForgeCallLog implements CallObserver {
  /** every upstream attempt, retries included */
  readonly calls: UpstreamCall[] = [];
  /** reads that joined another request's identical call in flight: not calls of this request */
  readonly joined: SharedCall[] = [];
  /** reads answered from the shared cache: no forge call */
  readonly cached: CachedCall[] = [];
  /** a read answered for this caller alone: the response is no public one (no ETag, not kept) */
  personal = false;
  /** the shared forge answers the response was built from (server/response-cache.ts) */
  readonly sources = new ResponseSources();
  /** the caller's window of forge calls after the last call that spent it (x-ratelimit-* headers) */
  rateLimit: RateLimitState | undefined;

  onCall(call: UpstreamCall): void {
    this.calls.push(call);
  }

  onJoined(call: SharedCall): void {
    this.joined.push(call);
  }

  onCached(call: CachedCall): void {
    this.cached.push(call);
  }

  onPersonal(): void {
    this.personal = true;
    this.sources.unshared = true;
  }

  onSharedRead(read: SharedRead): void {
    this.sources.add(read);
  }

  onUnshared(): void {
    this.sources.unshared = true;
  }

  onRateLimit(state: RateLimitState): void {
    this.rateLimit = state;
  }
}
