// The gateway's ceiling of forge calls per second, whoever makes them: a token bucket refilled
// `perSecond` times a second (a burst of at most one second's worth), a bounded queue of calls
// waiting for a token, and past the queue a refusal at once (kind 'overloaded'), so that a crowd of
// callers can slow the forge's load but never raise it.

export class Ceiling {
  private tokens: number;
  private refilledAt = performance.now();
  private readonly waiting: (() => void)[] = [];
  private timer: NodeJS.Timeout | undefined;

  constructor(
    readonly perSecond: number,
    readonly queueSize: number,
  ) {
    this.tokens = perSecond;
  }

  /** Resolves when the call may go; false when the queue is full (the caller refuses the call). */
  acquire(): Promise<boolean> | boolean {
    this.refill();
    if (this.waiting.length === 0 && this.tokens >= 1) {
      this.tokens -= 1;
      return true;
    }
    if (this.waiting.length >= this.queueSize) return false;
    return new Promise<boolean>((resolve) => {
      this.waiting.push(() => resolve(true));
      this.schedule();
    });
  }

  get queued(): number {
    return this.waiting.length;
  }

  private refill(): void {
    const now = performance.now();
    this.tokens = Math.min(this.perSecond, this.tokens + ((now - this.refilledAt) * this.perSecond) / 1000);
    this.refilledAt = now;
  }

  private schedule(): void {
    if (this.timer) return;
    const wait = Math.max(1, Math.ceil(((1 - this.tokens) * 1000) / this.perSecond));
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.refill();
      while (this.waiting.length > 0 && this.tokens >= 1) {
        this.tokens -= 1;
        this.waiting.shift()?.();
      }
      if (this.waiting.length > 0) this.schedule();
    }, wait);
    this.timer.unref?.();
  }
}
