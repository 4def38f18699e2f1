// One subscriber's stream on its own: the bounded buffer, and access checks that fail closed.

import { describe, expect, it } from 'vitest';
import type { LiveEvent } from '../../src/live/events.js';
import { type AccessAnswer, isStreamEnd, SubscriberStream } from '../../src/live/stream.js';

const event = (n: number, isPrivate = false): LiveEvent => ({
  deliveryId: `d-${n}`,
  eventType: 'push',
  kind: 'PUSH',
  action: null,
  repository: { owner: 'alice', name: 'hello', key: 'alice/hello', private: isPrivate },
  receivedAt: new Date(0).toISOString(),
  payload: {},
});

function stream(
  options: {
    bufferSize?: number;
    recheckMs?: number;
    access?: () => AccessAnswer;
    subscribedPrivate?: boolean;
  } = {},
) {
  const closed: string[] = [];
  const delivered: string[] = [];
  const checks: number[] = [];
  const subscriber = new SubscriberStream(
    {
      bufferSize: options.bufferSize ?? 10,
      recheckMs: options.recheckMs ?? 60_000,
      checkAccess: async () => {
        checks.push(Date.now());
        return options.access?.() ?? { allowed: true, private: false };
      },
      uncheckable: (error) => ({ code: 'UPSTREAM_ERROR', message: `unchecked: ${(error as Error).message}` }),
      onClose: (reason) => closed.push(reason),
      onDeliver: (e) => delivered.push(e.deliveryId),
    },
    { private: options.subscribedPrivate ?? false },
  );
  return { subscriber, closed, delivered, checks };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a subscriber stream', () => {
  it('hands events over in order', async () => {
    const { subscriber, delivered } = stream();
    subscriber.push(event(1));
    subscriber.push(event(2));
    expect((await subscriber.next()).value).toMatchObject({ deliveryId: 'd-1' });
    expect((await subscriber.next()).value).toMatchObject({ deliveryId: 'd-2' });
    expect(delivered).toEqual(['d-1', 'd-2']);
    await subscriber.return();
  });

  it('ends a subscriber that falls more than its buffer behind, instead of growing', async () => {
    const { subscriber, closed } = stream({ bufferSize: 2 });
    for (const n of [1, 2, 3, 4]) subscriber.push(event(n));
    const end = (await subscriber.next()).value;
    expect(isStreamEnd(end) && end.code).toBe('SUBSCRIBER_TOO_SLOW');
    expect((await subscriber.next()).done).toBe(true);
    expect(closed).toEqual(['too_slow']);
  });

  it('ends the stream with the coded error when a periodic check meets a forge that cannot answer', async () => {
    const { subscriber, delivered, closed } = stream({
      recheckMs: 20,
      access: () => {
        throw new Error('forge answered 500');
      },
    });
    await sleep(50);
    subscriber.push(event(1));
    const first = (await subscriber.next()).value;
    expect(isStreamEnd(first) && [first.code, first.message]).toEqual([
      'UPSTREAM_ERROR',
      'unchecked: forge answered 500',
    ]);
    expect((await subscriber.next()).done).toBe(true);
    expect(delivered).toEqual([]);
    expect(closed).toEqual(['access_unverified']);
  });

  it('checks access again before an event of a private repository when the last check is stale', async () => {
    const { subscriber, delivered, closed, checks } = stream({
      recheckMs: 60_000,
      subscribedPrivate: true,
      access: () => ({ allowed: false, private: true }),
    });
    subscriber.push(event(1, true));
    expect((await subscriber.next()).value).toMatchObject({ deliveryId: 'd-1' });
    expect(checks).toEqual([]);
    const stale = stream({
      recheckMs: 20,
      subscribedPrivate: true,
      access: () => ({ allowed: false, private: true }),
    });
    await sleep(25);
    stale.subscriber.push(event(2, true));
    const end = (await stale.subscriber.next()).value;
    expect(isStreamEnd(end) && end.code).toBe('FORBIDDEN');
    expect(stale.delivered).toEqual([]);
    expect(stale.closed).toEqual(['access_revoked']);
    expect(delivered).toEqual(['d-1']);
    await subscriber.return();
    expect(closed).toEqual(['client_closed']);
  });

  it('checks at once when an event shows a public repository turned private, and hands it to no one who may not read it', async () => {
    const { subscriber, delivered, closed, checks } = stream({
      access: () => ({ allowed: false, private: true }),
    });
    const pending = subscriber.next();
    subscriber.observe({ private: true });
    subscriber.push(event(1, true));
    const end = (await pending).value;
    expect(isStreamEnd(end) && end.code).toBe('FORBIDDEN');
    expect(checks).toHaveLength(1);
    expect(delivered).toEqual([]);
    expect(closed).toEqual(['access_revoked']);
  });

  it('starts that check on a message its filter drops, before any event arrives', async () => {
    const { subscriber, closed, checks } = stream({ access: () => ({ allowed: false, private: true }) });
    subscriber.observe({ private: true });
    await sleep(5);
    expect(checks).toHaveLength(1);
    expect(closed).toEqual(['access_revoked']);
    const end = (await subscriber.next()).value;
    expect(isStreamEnd(end) && end.code).toBe('FORBIDDEN');
  });

  it('hands a repository turned private to a subscriber who may still read it, after one check', async () => {
    const { subscriber, delivered, checks } = stream({ access: () => ({ allowed: true, private: true }) });
    subscriber.observe({ private: true });
    subscriber.push(event(1, true));
    subscriber.observe({ private: true });
    subscriber.push(event(2, true));
    expect((await subscriber.next()).value).toMatchObject({ deliveryId: 'd-1' });
    expect((await subscriber.next()).value).toMatchObject({ deliveryId: 'd-2' });
    expect(checks).toHaveLength(1);
    expect(delivered).toEqual(['d-1', 'd-2']);
    await subscriber.return();
  });

  it('hands an event of a public repository over without a check', async () => {
    const { subscriber, delivered, checks } = stream({
      recheckMs: 60_000,
      access: () => ({ allowed: false, private: false }),
    });
    subscriber.push(event(1));
    expect((await subscriber.next()).value).toMatchObject({ deliveryId: 'd-1' });
    expect(delivered).toEqual(['d-1']);
    expect(checks).toEqual([]);
    await subscriber.return();
  });

  it('completes without an error on shutdown, and counts the close once', async () => {
    const { subscriber, closed } = stream();
    const pending = subscriber.next();
    subscriber.complete('shutdown');
    subscriber.complete('shutdown');
    expect(await pending).toEqual({ done: true, value: undefined });
    await subscriber.return();
    expect(closed).toEqual(['shutdown']);
  });
});
