// In-flight sharing of identical reads across requests. When a GET whose path (query included) and
// Authorization equal one already on its way to the forge is asked for, it joins that call instead
// of sending another: a dashboard opened in many tabs, or a server-rendered frontend with one
// service token, then costs the forge one call per distinct read at a time rather than one per
// request. It is not a cache: an entry lives only while its call is in flight and is gone before
// its answer reaches anyone, so a read that starts after an answer always goes to the forge.
// Keys carry the Authorization header, so two callers never share (what one may see, the other
// may not), and only GETs are shared (a write is never joined or sent once for two callers).

import { ForgeError } from '../errors.js';
import type { ForgeResponse, Wrapper } from '../http/call.js';
import type { CircuitBreaker } from '../limits/breaker.js';
import { checkBudget } from './budget.js';

export class InFlightReads {
  private readonly pending = new Map<string, Promise<ForgeResponse<unknown>>>();

  /** The key of a GET: the full path with its query, then the caller's credentials. */
  static key(path: string, authorization: string | undefined): string {
    // A newline cannot occur in a path nor in a header value, so no two (path, credentials) pairs collide.
    return authorization === undefined ? path : `${path}\n${authorization}`;
  }

  /** The call in flight under `key`, if any. */
  find(key: string): Promise<ForgeResponse<unknown>> | undefined {
    return this.pending.get(key);
  }

  /**
   * Sends `call` and lets others join it until it settles. The entry is removed before the
   * outcome is handed on, so no continuation of this call (nor anything after it) can join it.
   */
  lead<T>(key: string, call: () => Promise<ForgeResponse<T>>): Promise<ForgeResponse<T>> {
    const shared = (async () => {
      try {
        return await call();
      } finally {
        this.pending.delete(key);
      }
    })();
    this.pending.set(key, shared as Promise<ForgeResponse<unknown>>);
    return shared;
  }

  /** Reads in flight now (for tests and the benchmark). */
  get size(): number {
    return this.pending.size;
  }
}

/**
 * Plain GETs join an identical call in flight, or lead one others may join. A GET with a body is
 * no plain read: its key would not say all it asks.
 */
export function shareInFlight(inFlight: InFlightReads, breaker: CircuitBreaker | undefined): Wrapper {
  return (next) => async (call) => {
    if (call.method !== 'GET' || call.payload !== undefined) return next(call);
    const { session } = call;
    const key = InFlightReads.key(call.path, session.init.authorization);
    // Only while the breaker is closed: when it is open or probing, a read is refused at once
    // (breaker.ts) rather than waiting on a probe that may hang until its timeout.
    const joined = !breaker || breaker.state === 'closed' ? inFlight.find(key) : undefined;
    if (!joined) {
      // Checked before leading, so that no other request joins a call this one may not make.
      checkBudget(call);
      return inFlight.lead(key, () => next(call));
    }
    // A joined read still spends this request's budget: whether a query stays within its budget
    // must not depend on what other requests happen to have in flight.
    checkBudget(call);
    session.shared++;
    if (call.trace) call.trace.shared = true;
    const started = performance.now();
    let status: number | null = null;
    try {
      const response = await joined;
      status = response.status;
      // A copy of the envelope, so that nothing one request does to it reaches another.
      return { status: response.status, data: response.data, paging: response.paging };
    } catch (error) {
      status = error instanceof ForgeError ? error.status : null;
      // The leader's own budget ran out during its retries: that is no answer for this request.
      if (error instanceof ForgeError && error.kind === 'budget') return next(call);
      throw error;
    } finally {
      session.observer.onJoined?.({
        method: call.method,
        route: call.route,
        status,
        durationMs: performance.now() - started,
      });
    }
  };
}
