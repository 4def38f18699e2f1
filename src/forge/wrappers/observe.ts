// Counts every upstream attempt against the session and reports it to the session's observer
// (onCall: logs, metrics per route, tests). Innermost, so only attempts that go out are counted:
// not those refused by the budget, the credentials check or the breaker.

import type { Wrapper } from '../http/call.js';

export const observe: Wrapper = (next) => async (call) => {
  const { session } = call;
  session.calls++;
  const started = performance.now();
  try {
    return await next(call);
  } finally {
    session.observer.onCall?.({
      method: call.method,
      route: call.route,
      status: call.status,
      durationMs: performance.now() - started,
      attempt: call.attempt,
    });
  }
};
