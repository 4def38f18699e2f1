// A session's calls made as another caller: as an anonymous reader (the copy the shared cache keeps
// for every reader) or as the site admin of FORGE_ADMIN_TOKEN (whether a pending review is on a page).
// The calls still count as the session's own: its budget, its rate limit, its counters.

import type { SessionState } from '../http/call.js';

/** `session` with `authorization` (none: anonymous) instead of the caller's. */
export function sessionAs(session: SessionState, authorization: string | undefined): SessionState {
  return {
    init: { ...session.init, authorization },
    observer: session.observer,
    get calls() {
      return session.calls;
    },
    set calls(value: number) {
      session.calls = value;
    },
    get shared() {
      return session.shared;
    },
    set shared(value: number) {
      session.shared = value;
    },
  };
}
