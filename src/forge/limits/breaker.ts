// A circuit breaker in front of the forge. When the forge stops answering, every call would wait
// for its own timeout and requests would pile up; after `threshold` consecutive failures of the
// forge itself (network errors, timeouts, 5xx answers; each within `windowMs` of the previous one)
// the breaker opens and calls fail at once for `cooldownMs`. Then one probe goes through: a healthy
// answer closes the breaker, a failure reopens it.
// The breaker is shared by every caller, so nothing a caller controls may move it: a call the
// gateway refused to send (a header value the HTTP client rejects) and the forge's answers about the
// caller (401, 403, 404, 422, 423 …) neither add to the failures nor clear them.

import { ForgeError } from '../errors.js';

export interface BreakerOptions {
  /** consecutive failures of the forge (network errors, timeouts, 5xx) that open the breaker, default 5 */
  threshold?: number;
  /** failures further apart than this do not add up, default 10 s */
  windowMs?: number;
  /** how long an open breaker refuses calls before it lets one probe through, default 5 s */
  cooldownMs?: number;
}

export const DEFAULT_BREAKER: Required<BreakerOptions> = {
  threshold: 5,
  windowMs: 10_000,
  cooldownMs: 5_000,
};

export type BreakerState = 'closed' | 'open' | 'half-open';

/**
 * How an admitted call ended, as far as the forge's health goes: `healthy` (a 2xx or 3xx answer),
 * `failed` (no answer, a timeout, or a 5xx), `neutral` (a 4xx about the caller, or never sent).
 */
export type CallOutcome = 'healthy' | 'failed' | 'neutral';

/** The outcome of a call the forge answered with `status`. */
export function outcomeOfStatus(status: number): CallOutcome {
  if (status >= 500) return 'failed';
  return status >= 400 ? 'neutral' : 'healthy';
}

export class CircuitBreaker {
  readonly threshold: number;
  readonly windowMs: number;
  readonly cooldownMs: number;
  /** times the breaker opened, for metrics and tests */
  opened = 0;
  private failures = 0;
  private lastFailureAt = 0;
  private openedAt = 0;
  private probing = false;
  private current: BreakerState = 'closed';

  constructor(
    options: BreakerOptions = {},
    private readonly now: () => number = () => performance.now(),
  ) {
    this.threshold = options.threshold ?? DEFAULT_BREAKER.threshold;
    this.windowMs = options.windowMs ?? DEFAULT_BREAKER.windowMs;
    this.cooldownMs = options.cooldownMs ?? DEFAULT_BREAKER.cooldownMs;
  }

  get state(): BreakerState {
    if (this.current === 'open' && this.now() - this.openedAt >= this.cooldownMs) return 'half-open';
    return this.current;
  }

  /**
   * Lets a call through, saying whether it is the probe, or throws an 'unavailable' ForgeError
   * without touching the network.
   */
  admit(method: string, route: string): { probe: boolean } {
    const state = this.state;
    if (state === 'closed') return { probe: false };
    if (state === 'half-open' && !this.probing) {
      this.current = 'half-open';
      this.probing = true;
      return { probe: true };
    }
    throw new ForgeError({
      kind: 'unavailable',
      status: null,
      method,
      route,
      message: `the forge is unreachable; calls are paused for up to ${this.cooldownMs} ms`,
    });
  }

  /** Reports how an admitted call ended. */
  record(ticket: { probe: boolean }, outcome: CallOutcome): void {
    if (ticket.probe) this.probing = false;
    // Tells nothing about the forge: the next call (or probe) decides.
    if (outcome === 'neutral') return;
    if (outcome === 'healthy') {
      this.failures = 0;
      this.current = 'closed';
      return;
    }
    const at = this.now();
    this.failures = at - this.lastFailureAt <= this.windowMs ? this.failures + 1 : 1;
    this.lastFailureAt = at;
    if (ticket.probe || (this.current === 'closed' && this.failures >= this.threshold)) {
      this.current = 'open';
      this.openedAt = at;
      this.opened++;
    }
  }
}
