// The circuit breaker on its own, with a clock the test moves: what opens it, what does not, and
// how it lets one probe through after the cool-down.

import { describe, expect, it } from 'vitest';
import { CircuitBreaker } from '../src/forge/breaker.js';
import { ForgeError } from '../src/forge/errors.js';

function breakerAt() {
  const clock = { now: 0 };
  const breaker = new CircuitBreaker({ threshold: 3, windowMs: 1_000, cooldownMs: 5_000 }, () => clock.now);
  const call = (answered: boolean) => breaker.record(breaker.admit('GET', 'GET /user'), answered);
  return { clock, breaker, call };
}

describe('circuit breaker', () => {
  it('opens after 3 failures in a row and then refuses calls with an unavailable ForgeError', () => {
    const { breaker, call } = breakerAt();
    call(false);
    call(false);
    expect(breaker.state).toBe('closed');
    call(false);
    expect(breaker.state).toBe('open');
    expect(breaker.opened).toBe(1);
    expect(() => breaker.admit('GET', 'GET /user')).toThrow(ForgeError);
    try {
      breaker.admit('GET', 'GET /user');
    } catch (error) {
      expect(error).toMatchObject({ kind: 'unavailable', status: null, route: 'GET /user' });
    }
  });

  it('does not add up failures further apart than the window, nor failures an answer came between', () => {
    const { clock, breaker, call } = breakerAt();
    call(false);
    call(false);
    clock.now += 1_500;
    call(false);
    call(false);
    expect(breaker.state).toBe('closed');
    call(true);
    call(false);
    call(false);
    expect(breaker.state).toBe('closed');
  });

  it('lets one probe through after the cool-down: its failure reopens, its answer closes', () => {
    const { clock, breaker, call } = breakerAt();
    for (let i = 0; i < 3; i++) call(false);
    clock.now += 5_000;
    expect(breaker.state).toBe('half-open');
    const probe = breaker.admit('GET', 'GET /user');
    expect(probe).toEqual({ probe: true });
    expect(() => breaker.admit('GET', 'GET /user')).toThrow(/paused/);
    breaker.record(probe, false);
    expect(breaker.state).toBe('open');
    expect(breaker.opened).toBe(2);
    clock.now += 5_000;
    call(true);
    expect(breaker.state).toBe('closed');
    expect(breaker.admit('GET', 'GET /user')).toEqual({ probe: false });
  });
});
