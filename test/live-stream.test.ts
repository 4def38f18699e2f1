// One subscriber's stream on its own: the bounded buffer and the access check before private events.

import { describe, expect, it } from 'vitest';
import type { LiveEvent } from '../src/live/events.js';
import { isStreamEnd, SubscriberStream } from '../src/live/stream.js';

const event = (n: number): LiveEvent => ({
  deliveryId: `d-${n}`,
  eventType: 'push',
  kind: 'PUSH',
  action: null,
  repository: { owner: 'alice', name: 'hello', key: 'alice/hello', private: false },
  receivedAt: new Date(0).toISOString(),
  payload: {},
});

function stream(
  options: { bufferSize?: number; recheckMs?: number; allowed?: () => boolean; isPrivate?: boolean } = {},
) {
  const closed: string[] = [];
  const delivered: string[] = [];
  const subscriber = new SubscriberStream(
    {
      bufferSize: options.bufferSize ?? 10,
      recheckMs: options.recheckMs ?? 60_000,
      checkAccess: async () => options.allowed?.() ?? true,
      onClose: (reason) => closed.push(reason),
      onDeliver: (e) => delivered.push(e.deliveryId),
    },
    () => options.isPrivate ?? false,
  );
  return { subscriber, closed, delivered };
}

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

  it('checks access again before an event of a private repository when the last check is stale', async () => {
    // The periodic checks meet a forge that cannot answer (the stream stays), then access is gone.
    let access: 'unreachable' | 'revoked' = 'unreachable';
    const { subscriber, delivered, closed } = stream({
      recheckMs: 20,
      isPrivate: true,
      allowed: () => {
        if (access === 'unreachable') throw new Error('forge down');
        return false;
      },
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    access = 'revoked';
    subscriber.push(event(1));
    const first = (await subscriber.next()).value;
    expect(isStreamEnd(first) && first.code).toBe('FORBIDDEN');
    expect(delivered).toEqual([]);
    expect(closed).toEqual(['access_revoked']);
  });

  it('hands an event of a public repository over without a check', async () => {
    const { subscriber, delivered } = stream({ recheckMs: 20, allowed: () => false });
    subscriber.push(event(1));
    expect((await subscriber.next()).value).toMatchObject({ deliveryId: 'd-1' });
    expect(delivered).toEqual(['d-1']);
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
