// The request's budget of upstream calls: an attempt past it fails with kind 'budget' before any call.
// Attempts are counted here, as they pass, not when they reach the forge: a wrapper further in may
// make them wait (the ceiling's queue, the rate limit's window), and calls started together must not
// all pass the check before the first of them is counted.

import { ForgeError } from '../errors.js';
import type { ForgeCall, SessionState, Wrapper } from '../http/call.js';

/** Attempts that passed the check, per session (its init identifies it across the wrappers' copies of a call). */
const attempts = new WeakMap<SessionState['init'], number>();

/** Throws kind 'budget' when the session has spent its budget of calls (its own and joined ones). */
export function checkBudget(call: Pick<ForgeCall, 'method' | 'route' | 'session'>): void {
  const { session, method, route } = call;
  const budget = session.init.budget;
  const spent = Math.max(session.calls, attempts.get(session.init) ?? 0) + session.shared;
  if (budget !== undefined && spent >= budget) {
    throw new ForgeError({
      kind: 'budget',
      status: null,
      method,
      route,
      message: `upstream call budget of ${budget} calls for this request is spent`,
    });
  }
}

/** Checked on every attempt, retries included. */
export const budget: Wrapper = (next) => async (call) => {
  checkBudget(call);
  const { init } = call.session;
  attempts.set(init, (attempts.get(init) ?? 0) + 1);
  return next(call);
};
