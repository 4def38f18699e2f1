// The forge session is a chain of one-file wrappers around the transport: each is tested here on a
// stub transport, so its contract (order, counts, outcomes) holds whatever the HTTP side does.

import { describe, expect, it } from 'vitest';
import { ForgeError } from '../../src/forge/errors.js';
import {
  compose,
  type ForgeCall,
  type Send,
  type UpstreamCall,
  type Wrapper,
} from '../../src/forge/http/call.js';
import { CircuitBreaker } from '../../src/forge/limits/breaker.js';
import { breakerGuard } from '../../src/forge/wrappers/breaker.js';
import { budget } from '../../src/forge/wrappers/budget.js';
import { credentials } from '../../src/forge/wrappers/credentials.js';
import { observe } from '../../src/forge/wrappers/observe.js';
import { retry } from '../../src/forge/wrappers/retry.js';

const paging = { totalCount: null, links: {} };

function callOf(method: string, init: ForgeCall['session']['init'] = {}): ForgeCall {
  return {
    method,
    route: `${method} /repos/{owner}/{repo}`,
    path: '/repos/alice/hello',
    params: { owner: 'alice', repo: 'hello' },
    payload: undefined,
    session: { init, observer: init.observer ?? {}, calls: 0, shared: 0 },
    attempt: 1,
    status: null,
  };
}

/** A transport that answers `status` (failing as the real one does for 4xx and 5xx), counting its calls. */
function transport(status: number | (() => never)) {
  const seen: ForgeCall[] = [];
  const send: Send = async (call) => {
    seen.push(call);
    if (typeof status === 'function') return status();
    call.status = status;
    if (status >= 400) {
      throw new ForgeError({
        kind: 'upstream',
        status,
        method: call.method,
        route: call.route,
        message: 'no',
      });
    }
    return { status, data: { id: 1 }, paging };
  };
  return { send, seen };
}

describe('the session wrappers', () => {
  it('run outermost first and unwind in reverse, so a new concern is one more wrapper in the list', async () => {
    const order: string[] = [];
    const named =
      (name: string): Wrapper =>
      (next) =>
      async (call) => {
        order.push(`${name} in`);
        try {
          return await next(call);
        } finally {
          order.push(`${name} out`);
        }
      };
    const { send } = transport(200);
    await compose([named('a'), named('b')], send)(callOf('GET'));
    expect(order).toEqual(['a in', 'b in', 'b out', 'a out']);
  });

  it('retry a GET on 503 with the attempt numbered, and never retry a write', async () => {
    const get = transport(503);
    await expect(compose([retry(2)], get.send)(callOf('GET'))).rejects.toMatchObject({ status: 503 });
    expect(get.seen.map((call) => call.attempt)).toEqual([1, 2, 3]);
    const post = transport(503);
    await expect(compose([retry(2)], post.send)(callOf('POST'))).rejects.toMatchObject({ status: 503 });
    expect(post.seen).toHaveLength(1);
  });

  it('name the path parameters on a failure, so a message can say what was not found', async () => {
    const { send } = transport(404);
    await expect(compose([retry(2)], send)(callOf('GET'))).rejects.toMatchObject({
      status: 404,
      params: { owner: 'alice', repo: 'hello' },
    });
  });

  it('spend the budget per attempt and refuse the attempt past it without a call', async () => {
    const { send, seen } = transport(503);
    const calls: UpstreamCall[] = [];
    const call = callOf('GET', { budget: 2, observer: { onCall: (upstream) => calls.push(upstream) } });
    await expect(compose([retry(2), budget, observe], send)(call)).rejects.toMatchObject({ kind: 'budget' });
    expect(seen).toHaveLength(2);
    expect(call.session.calls).toBe(2);
    expect(calls.map((upstream) => [upstream.attempt, upstream.status])).toEqual([
      [1, 503],
      [2, 503],
    ]);
  });

  it('refuse a malformed credential before the breaker and count no call', async () => {
    const breaker = new CircuitBreaker({ threshold: 1 });
    const { send, seen } = transport(200);
    const call = callOf('GET', { authorization: 'token caf\u00e9' });
    await expect(compose([credentials, breakerGuard(breaker), observe], send)(call)).rejects.toMatchObject({
      kind: 'unauthenticated',
    });
    expect(seen).toHaveLength(0);
    expect(call.session.calls).toBe(0);
    expect(breaker.state).toBe('closed');
  });

  it('record the forge’s 5xx as failed, its 4xx and a value never sent as neutral', async () => {
    const failing = new CircuitBreaker({ threshold: 1 });
    await expect(compose([breakerGuard(failing)], transport(500).send)(callOf('GET'))).rejects.toThrow();
    expect(failing.state).toBe('open');

    const neutral = new CircuitBreaker({ threshold: 1 });
    await expect(compose([breakerGuard(neutral)], transport(404).send)(callOf('GET'))).rejects.toThrow();
    const refused = transport(() => {
      throw new ForgeError({ kind: 'validation', status: null, method: 'GET', route: 'GET /', message: 'x' });
    });
    await expect(compose([breakerGuard(neutral)], refused.send)(callOf('GET'))).rejects.toThrow();
    expect(neutral.state).toBe('closed');
  });

  it('count no call the open breaker refuses', async () => {
    const breaker = new CircuitBreaker({ threshold: 1 });
    await expect(compose([breakerGuard(breaker)], transport(502).send)(callOf('GET'))).rejects.toThrow();
    const { send, seen } = transport(200);
    const call = callOf('GET');
    await expect(compose([breakerGuard(breaker), observe], send)(call)).rejects.toMatchObject({
      kind: 'unavailable',
    });
    expect(seen).toHaveLength(0);
    expect(call.session.calls).toBe(0);
  });
});
