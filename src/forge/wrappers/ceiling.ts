// The global ceiling of forge calls per second (../limits/ceiling.ts) around each attempt: a call
// waits in the bounded queue for its turn, or fails at once with kind 'overloaded' past it.

import { ForgeError } from '../errors.js';
import type { Wrapper } from '../http/call.js';
import type { Ceiling } from '../limits/ceiling.js';

export function ceiling(limit: Ceiling): Wrapper {
  return (next) => async (call) => {
    if (!(await limit.acquire())) {
      throw new ForgeError({
        kind: 'overloaded',
        status: null,
        method: call.method,
        route: call.route,
        message: `the gateway sends at most ${limit.perSecond} forge calls per second and ${limit.queueSize} are waiting: try again shortly`,
        retryAfterSeconds: 1,
      });
    }
    return next(call);
  };
}
