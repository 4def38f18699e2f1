// The circuit breaker on its own, with a clock the test moves: what opens it (the forge's own
// failures), what does not (answers about the caller, calls never sent), and how it lets one probe
// through after the cool-down.

import { describe, expect, it } from 'vitest';
import { ForgeError } from '../../../src/forge/errors.js';
import { type CallOutcome, CircuitBreaker, outcomeOfStatus } from '../../../src/forge/limits/breaker.js';

function breakerAt() {
  const clock = { now: 0 };
  const breaker = new CircuitBreaker({ threshold: 3, windowMs: 1_000, cooldownMs: 5_000 }, () => clock.now);
  const call = (outcome: CallOutcome) => breaker.record(breaker.admit('GET', 'GET /user'), outcome);
  return { clock, breaker, call };
}

describe('circuit breaker', () => {
  it('opens after 3 failures in a row and then refuses calls with an unavailable ForgeError', () => {
    const { breaker, call } = breakerAt();
    call('failed');
    call('failed');
    expect(breaker.state).toBe('closed');
    call('failed');
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
    call('failed');
    call('failed');
    clock.now += 1_500;
    call('failed');
    call('failed');
    expect(breaker.state).toBe('closed');
    call('healthy');
    call('failed');
    call('failed');
    expect(breaker.state).toBe('closed');
  });

  it('lets one probe through after the cool-down: its failure reopens, its healthy answer closes', () => {
    const { clock, breaker, call } = breakerAt();
    for (let i = 0; i < 3; i++) call('failed');
    clock.now += 5_000;
    expect(breaker.state).toBe('half-open');
    const probe = breaker.admit('GET', 'GET /user');
    expect(probe).toEqual({ probe: true });
    expect(() => breaker.admit('GET', 'GET /user')).toThrow(/paused/);
    breaker.record(probe, 'failed');
    expect(breaker.state).toBe('open');
    expect(breaker.opened).toBe(2);
    clock.now += 5_000;
    call('healthy');
    expect(breaker.state).toBe('closed');
    expect(breaker.admit('GET', 'GET /user')).toEqual({ probe: false });
  });

  it('counts 5xx answers as failures of the forge, and 4xx answers and unsent calls as neither', () => {
    expect([200, 204, 301, 304].map(outcomeOfStatus)).toEqual(['healthy', 'healthy', 'healthy', 'healthy']);
    expect([400, 401, 403, 404, 409, 422, 423].map(outcomeOfStatus)).toEqual(Array(7).fill('neutral'));
    expect([500, 502, 503, 504].map(outcomeOfStatus)).toEqual(['failed', 'failed', 'failed', 'failed']);
  });

  it('neither opens nor clears on neutral calls: a caller cannot move the shared breaker', () => {
    const { breaker, call } = breakerAt();
    for (let i = 0; i < 50; i++) call('neutral');
    expect(breaker.state).toBe('closed');
    call('failed');
    call('failed');
    // a caller's 401s between the forge's failures do not hide them
    for (let i = 0; i < 10; i++) call('neutral');
    call('failed');
    expect(breaker.state).toBe('open');
    expect(breaker.opened).toBe(1);
  });

  it('keeps probing after a neutral probe: it said nothing about the forge', () => {
    const { clock, breaker, call } = breakerAt();
    for (let i = 0; i < 3; i++) call('failed');
    clock.now += 5_000;
    const probe = breaker.admit('GET', 'GET /user');
    breaker.record(probe, 'neutral');
    expect(breaker.state).toBe('half-open');
    expect(breaker.admit('GET', 'GET /user')).toEqual({ probe: true });
  });
});
