// The request's budget of upstream calls: an attempt past it fails with kind 'budget' before any call.

import type { ForgeCall, Wrapper } from '../call.js';
import { ForgeError } from '../errors.js';

/** Throws kind 'budget' when the session has spent its budget of calls (its own and joined ones). */
export function checkBudget(call: Pick<ForgeCall, 'method' | 'route' | 'session'>): void {
  const { session, method, route } = call;
  const budget = session.init.budget;
  if (budget !== undefined && session.calls + session.shared >= budget) {
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
  return next(call);
};
