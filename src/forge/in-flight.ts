// In-flight sharing of identical reads across requests. When a GET whose path (query included) and
// Authorization equal one already on its way to the forge is asked for, it joins that call instead
// of sending another: a dashboard opened in many tabs, or a server-rendered frontend with one
// service token, then costs the forge one call per distinct read at a time rather than one per
// request. It is not a cache: an entry lives only while its call is in flight and is gone before
// its answer reaches anyone, so a read that starts after an answer always goes to the forge.
// Keys carry the Authorization header, so two callers never share (what one may see, the other
// may not), and only GETs are shared (a write is never joined or sent once for two callers).

import type { ForgeResponse } from './session.js';

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
