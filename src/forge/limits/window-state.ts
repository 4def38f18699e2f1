// A caller's window of forge calls as both counters answer it (rate-window.ts in process,
// redis-window.ts in Redis), in a module of its own so that the Redis one, loaded on demand, and the
// loader that loads it do not import each other.

import type { RateLimitState } from '../http/call.js';

export interface Taken extends RateLimitState {
  allowed: boolean;
}

export interface RateWindows {
  /** spends one call of `caller`'s window, if one is left */
  take(caller: string): Promise<Taken>;
  close(): Promise<void>;
}

export function stateOf(limit: number, used: number, resetMs: number): Taken {
  return {
    allowed: used <= limit,
    limit,
    remaining: Math.max(0, limit - used),
    resetSeconds: Math.max(1, Math.ceil(resetMs / 1000)),
  };
}
