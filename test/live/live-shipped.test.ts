// Live updates through the shipped bundle (dist/main.js in a child process): the forge's hook, made
// by enableLiveUpdates, delivers to the bundle's webhook receiver, and a subscriber over SSE and one
// over WebSocket each receive the push a mutation made.

import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, freePort, SECRET, subscribeSse } from '../helpers/live.js';
import { liveOperation } from '../helpers/live-operations.js';
import { type ShippedHarness, startShippedHarness } from '../helpers/shipped.js';
import {
  type RawSubscription,
  subscribeRaw,
  webSocketClient,
  webSocketOutcome,
} from '../helpers/sse-client.js';

let shipped: ShippedHarness;

beforeAll(async () => {
  const port = await freePort();
  shipped = await startShippedHarness({
    gateway: { live: { webhookSecret: SECRET, publicUrl: `http://127.0.0.1:${port}` } },
    env: { PORT: String(port) },
  });
  const enabled = await shipped.query(
    liveOperation('EnableLiveUpdates'),
    { input: { owner: 'alice', repo: 'hello' } },
    { as: 'alice' },
  );
  expect(enabled.data?.enableLiveUpdates).toMatchObject({
    __typename: 'EnableLiveUpdatesPayload',
    created: true,
  });
});
afterAll(() => shipped.close());

const PUSHES =
  'subscription { repositoryEvents(owner: "alice", name: "hello", kinds: [PUSH]) { kind ... on PushEvent { commits { message } } } }';
const CHANGE_FILES =
  'mutation($input: ChangeFilesInput!) { changeFiles(input: $input) { __typename ... on ChangeFilesPayload { commit { sha } } } }';

const push = (message: string, path: string) =>
  shipped.query(
    CHANGE_FILES,
    { input: { owner: 'alice', repo: 'hello', message, files: [{ operation: 'CREATE', path, text: 'hi' }] } },
    { as: 'alice' },
  );

describe('live updates from the shipped bundle', () => {
  it('deliver a push made through the gateway to a subscriber over SSE', async () => {
    const subscription = await subscribeSse(shipped.url, PUSHES, {}, 'carol');
    expect(subscription.status).toBe(200);
    expect((await push('Over SSE', 'sse.md')).data?.changeFiles).toMatchObject({
      __typename: 'ChangeFilesPayload',
    });
    expect((await subscription.next(3_000)).data).toEqual({
      repositoryEvents: { kind: 'PUSH', commits: [{ message: 'Over SSE\n' }] },
    });
    subscription.close();
  });

  it('deliver a push made through the gateway to a subscriber over WebSocket', async () => {
    shipped.resetCalls();
    const client = webSocketClient(shipped.url, 'carol');
    try {
      const events = client.iterate({ query: PUSHES });
      const first = events.next();
      // the subscription is open once the gateway has read the repository as carol
      await eventually(() =>
        shipped.sandbox.calls.some(
          (call) => call.user === 'carol' && call.route === 'GET /repos/{owner}/{repo}',
        ),
      );
      await push('Over WebSocket', 'ws.md');
      expect((await first).value).toEqual({
        data: { repositoryEvents: { kind: 'PUSH', commits: [{ message: 'Over WebSocket\n' }] } },
      });
      await events.return?.();
    } finally {
      await client.dispose();
    }
  });
});

describe('anonymous subscribers of the shipped bundle', () => {
  const HELLO = 'subscription { repositoryEvents(owner: "alice", name: "hello") { kind } }';
  const outcome = (subscription: RawSubscription) =>
    subscription.next(300).then(
      (answer) => String(answer.errors?.[0]?.extensions?.code),
      () => 'open',
    );

  it('count per client address with the default caps: 100 from one address do not lock out another, over SSE or WebSocket', async () => {
    const opened: RawSubscription[] = [];
    try {
      for (let i = 0; i < 100; i++)
        opened.push(await subscribeRaw(shipped.url, HELLO, { localAddress: '127.0.0.1' }));
      expect(await Promise.all(opened.map(outcome))).toEqual(Array(100).fill('open'));
      const oneMore = await subscribeRaw(shipped.url, HELLO, { localAddress: '127.0.0.1' });
      opened.push(oneMore);
      expect(await outcome(oneMore)).toBe('TOO_MANY_SUBSCRIPTIONS');
      const elsewhere = await subscribeRaw(shipped.url, HELLO, { localAddress: '127.0.0.2' });
      opened.push(elsewhere);
      expect(await outcome(elsewhere)).toBe('open');
      expect(await webSocketOutcome(shipped.url, HELLO, '127.0.0.3')).toBe('open');
    } finally {
      for (const subscription of opened) subscription.close();
    }
  });
});

describe('subscribers who leave while their subscription is set up', () => {
  it('hold nothing once gone: neither the caps of their address nor a place on the bus', async () => {
    const openNow = async () =>
      Number(
        /^live_subscriptions_open (\d+)/m.exec(await (await fetch(`${shipped.origin}/metrics`)).text())?.[1],
      );
    // the subscribers of the tests before have all left
    await eventually(async () => (await openNow()) === 0);
    const body = JSON.stringify({
      query: 'subscription { repositoryEvents(owner: "alice", name: "hello") { kind } }',
    });
    // 300 subscribers, each leaving 0 to 4 ms after it sent its request: at every step of the setup
    for (let i = 0; i < 300; i++) {
      await new Promise<void>((resolve) => {
        const sent = request(shipped.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
          localAddress: '127.0.0.4',
        });
        sent.on('error', () => resolve());
        sent.end(body);
        setTimeout(() => {
          sent.destroy();
          resolve();
        }, i % 5);
      });
    }
    await eventually(async () => (await openNow()) === 0, 3_000);
  });
});
