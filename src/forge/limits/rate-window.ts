// Per-caller windows of forge calls: each caller (the user the forge resolves, or an anonymous
// client address) may spend `limit` calls per `windowMs`; the window restarts whole (a fixed window,
// as GitHub's REST limits and the x-ratelimit-* headers describe). In process, or in Redis so every
// instance counts against the same window (redis-window.ts, loaded only when REDIS_URL is set).

import { type RateWindows, stateOf, type Taken } from './window-state.js';

export type { RateWindows, Taken } from './window-state.js';

export interface RateLimitOptions {
  /** forge calls per window and caller; 0 switches the limit off */
  limit: number;
  windowMs: number;
  redisUrl?: string;
}

export function createRateWindows(options: RateLimitOptions): RateWindows {
  if (!options.redisUrl) return new MemoryWindows(options.limit, options.windowMs);
  const url = options.redisUrl;
  const fallback = new MemoryWindows(options.limit, options.windowMs);
  const loading = import('./redis-window.js').then(
    ({ RedisWindows }) => new RedisWindows(url, options.limit, options.windowMs),
  );
  return {
    // Redis down: this instance still counts on its own rather than letting every call through
    take: async (caller) => (await loading).take(caller).catch(() => fallback.take(caller)),
    close: async () => (await loading).close(),
  };
}

class MemoryWindows implements RateWindows {
  private readonly windows = new Map<string, { used: number; ends: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  async take(caller: string): Promise<Taken> {
    const now = Date.now();
    let window = this.windows.get(caller);
    if (!window || window.ends <= now) {
      if (this.windows.size > 100_000) this.sweep(now);
      window = { used: 0, ends: now + this.windowMs };
      this.windows.set(caller, window);
    }
    if (window.used < this.limit) window.used++;
    else return { ...stateOf(this.limit, this.limit, window.ends - now), allowed: false };
    return stateOf(this.limit, window.used, window.ends - now);
  }

  /** Forgets windows that ended, so a stream of new client addresses holds bounded memory. */
  private sweep(now: number): void {
    for (const [caller, window] of this.windows) if (window.ends <= now) this.windows.delete(caller);
  }

  async close(): Promise<void> {}
}
