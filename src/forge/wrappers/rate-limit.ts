// Per-caller rate limits counted in forge calls (../limits/rate-window.ts): each attempt that would
// go to the forge spends one call of the caller's window; past it the call fails with kind
// 'rate-limited' and the seconds until the window restarts. Inside the cache and in-flight sharing,
// so a kept answer or a joined read costs the caller nothing.

import { ForgeError } from '../errors.js';
import type { Wrapper } from '../http/call.js';
import type { RateWindows } from '../limits/rate-window.js';

export function rateLimit(windows: RateWindows): Wrapper {
  return (next) => async (call) => {
    const caller = call.session.init.caller;
    if (!caller) return next(call);
    const taken = await windows.take(await caller.key());
    call.session.observer.onRateLimit?.(taken);
    if (!taken.allowed) {
      throw new ForgeError({
        kind: 'rate-limited',
        status: null,
        method: call.method,
        route: call.route,
        message: `rate limit of ${taken.limit} forge calls per window reached: try again in ${taken.resetSeconds} s`,
        retryAfterSeconds: taken.resetSeconds,
      });
    }
    return next(call);
  };
}
