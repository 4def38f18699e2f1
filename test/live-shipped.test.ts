// Live updates through the shipped bundle (dist/main.js in a child process): the forge's hook, made
// by enableLiveUpdates, delivers to the bundle's webhook receiver, and a subscriber over SSE and one
// over WebSocket each receive the push a mutation made.

import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { tokenOf } from './helpers/harness.js';
import { eventually, freePort, SECRET, subscribeSse } from './helpers/live.js';
import { liveOperation } from './helpers/live-operations.js';
import { type ShippedHarness, startShippedHarness } from './helpers/shipped.js';

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
    const client = createClient({
      url: shipped.url.replace('http', 'ws'),
      webSocketImpl: WebSocket,
      connectionParams: { Authorization: tokenOf('carol') },
      retryAttempts: 0,
    });
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
