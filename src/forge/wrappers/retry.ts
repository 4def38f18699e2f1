// Retries of transient failures (network errors, 502, 503, 504) with jittered backoff. Only GETs are
// retried: a write whose response was lost may have been applied (design: never retry mutations).

import { ForgeError } from '../errors.js';
import type { Wrapper } from '../http/call.js';

const TRANSIENT_STATUSES = new Set([502, 503, 504]);

export function retry(retries: number): Wrapper {
  return (next) => async (call) => {
    const attempts = call.method === 'GET' ? 1 + retries : 1;
    for (let attempt = 1; ; attempt++) {
      try {
        return await next({ ...call, attempt, status: null });
      } catch (error) {
        // so the gateway's message can name what was not found
        if (error instanceof ForgeError) error.params ??= call.params;
        const transient =
          error instanceof ForgeError &&
          (error.kind === 'network' || (error.status !== null && TRANSIENT_STATUSES.has(error.status)));
        if (!transient || attempt >= attempts) throw error;
        await sleep(backoffMs(attempt));
      }
    }
  };
}

function backoffMs(attempt: number): number {
  // Exponential with full jitter: spreads retries of concurrent requests apart.
  return Math.random() * 50 * 2 ** (attempt - 1);
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
