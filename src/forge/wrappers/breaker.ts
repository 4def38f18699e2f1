// The circuit breaker around each attempt (the state machine is ../breaker.ts): a call is admitted
// or refused at once with kind 'unavailable', and an admitted call's outcome is recorded: neutral
// when nothing reached the forge, failed when it could not be reached, answered too late or cut its
// body short, and otherwise the outcome of the status it answered.

import { ForgeError } from '../errors.js';
import type { ForgeCall, Wrapper } from '../http/call.js';
import { type CallOutcome, type CircuitBreaker, outcomeOfStatus } from '../limits/breaker.js';

export function breakerGuard(breaker: CircuitBreaker): Wrapper {
  return (next) => async (call) => {
    const ticket = breaker.admit(call.method, call.route);
    let outcome: CallOutcome = 'failed';
    try {
      const response = await next(call);
      outcome = outcomeOfAnswer(call);
      return response;
    } catch (error) {
      outcome = outcomeOfFailure(call, error);
      throw error;
    } finally {
      breaker.record(ticket, outcome);
    }
  };
}

function outcomeOfAnswer(call: ForgeCall): CallOutcome {
  return call.status === null ? 'failed' : outcomeOfStatus(call.status);
}

function outcomeOfFailure(call: ForgeCall, error: unknown): CallOutcome {
  if (error instanceof ForgeError) {
    // Below the breaker, only the transport refuses a value it will not send: nothing went out.
    if (error.kind === 'validation' && error.status === null && call.status === null) return 'neutral';
    // A body cut short or late fails the forge whatever its status said; one too large or not
    // JSON keeps the status's outcome.
    if (error.kind === 'network' || error.kind === 'timeout') return 'failed';
  }
  return outcomeOfAnswer(call);
}
