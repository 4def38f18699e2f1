// The per-hop timeout. `AbortSignal.timeout` leaves its timer pending for the whole timeout (10 s)
// after the call is done, tied to the signal through a WeakRef and a FinalizationRegistry; under
// load that is thousands of live timers and extra GC work. This one is cleared when the hop ends.
//
// The deadline is itself the signal undici's `request` listens to, as an EventEmitter (which undici
// accepts in place of an AbortSignal: `aborted`, `reason` and an 'abort' event): an AbortController
// with its AbortSignal, an EventTarget, cost 15 µs per forge call against 1 µs for the emitter in a
// micro-benchmark of creating one, listening to it and clearing it, as each forge call does.
// test/project/fences.test.ts fails when undici stops aborting on such an emitter.

import { EventEmitter } from 'node:events';

export class Deadline extends EventEmitter {
  /** read by undici before it sends, as an AbortSignal's */
  aborted = false;
  /** what undici fails the request and its body with once aborted */
  reason: unknown;
  private readonly timer: NodeJS.Timeout;

  constructor(ms: number) {
    super();
    this.timer = setTimeout(() => {
      // The same reason AbortSignal.timeout gives, so the transport reports kind 'timeout'.
      this.reason = new DOMException('The operation was aborted due to timeout', 'TimeoutError');
      this.aborted = true;
      this.emit('abort');
    }, ms);
    // Like AbortSignal.timeout's timer: a pending call's deadline alone does not keep the process up.
    this.timer.unref();
  }

  get signal(): EventEmitter {
    return this;
  }

  clear(): void {
    clearTimeout(this.timer);
  }
}
