// The per-hop timeout. `AbortSignal.timeout` leaves its timer pending for the whole timeout (10 s)
// after the call is done, tied to the signal through a WeakRef and a FinalizationRegistry; under
// load that is thousands of live timers and extra GC work. This one is cleared when the hop ends.

export class Deadline {
  private readonly controller = new AbortController();
  private readonly timer: NodeJS.Timeout;

  constructor(ms: number) {
    this.timer = setTimeout(() => {
      // The same reason AbortSignal.timeout gives, so the transport reports kind 'timeout'.
      this.controller.abort(new DOMException('The operation was aborted due to timeout', 'TimeoutError'));
    }, ms);
    // Like AbortSignal.timeout's timer: a pending call's deadline alone does not keep the process up.
    this.timer.unref();
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  clear(): void {
    clearTimeout(this.timer);
  }
}
