// Two gateway instances sharing a real redis-server: a delivery that reaches instance A reaches
// subscribers on instance B (over SSE and over WebSocket), replays are caught across instances, and
// Redis going away ends subscriptions with a coded error, without a crash, and leaves the instances
// ready: queries go on, /readyz and /metrics report live updates degraded.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Sandbox, startSandbox } from '../../src/sandbox/server.js';
import {
  eventually,
  type LiveGateway,
  liveReady,
  metric,
  postGraphQL,
  type RedisServer,
  startLiveGateway,
  startRedis,
  subscribeSse,
} from '../helpers/live.js';
import { liveOperation } from '../helpers/live-operations.js';
import { webSocketClient } from '../helpers/sse-client.js';

let redis: RedisServer;
let sandbox: Sandbox;
let a: LiveGateway;
let b: LiveGateway;

beforeAll(async () => {
  redis = await startRedis();
  sandbox = await startSandbox();
  a = await startLiveGateway(sandbox.url, { redisUrl: redis.url });
  b = await startLiveGateway(sandbox.url, { redisUrl: redis.url, maxSubscriptionsPerConnection: 1 });
  for (const instance of [a, b]) {
    await eventually(() => liveReady(instance.origin));
  }
  const enabled = await gql(
    a,
    liveOperation('EnableLiveUpdates'),
    { input: { owner: 'alice', repo: 'hello' } },
    'alice',
  );
  expect(enabled.data?.enableLiveUpdates).toMatchObject({
    created: true,
    hook: { url: `${a.origin}/webhooks/forge` },
  });
}, 30_000);
afterAll(async () => {
  await a.close();
  await b.close();
  await sandbox.close();
  await redis.stop();
});

const gql = postGraphQL;

const changeFiles = (path: string) =>
  gql(
    a,
    'mutation($input: ChangeFilesInput!) { changeFiles(input: $input) { ... on ChangeFilesPayload { commit { sha } } } }',
    { input: { owner: 'alice', repo: 'hello', files: [{ operation: 'CREATE', path, text: path }] } },
    'alice',
  );

const PUSHES =
  'subscription { repositoryEvents(owner: "alice", name: "hello", kinds: [PUSH]) { ... on PushEvent { after } } }';

describe('two instances sharing Redis', () => {
  it('a changeFiles through instance A reaches a subscriber on instance B within one second', async () => {
    const subscription = await subscribeSse(b.url, PUSHES, {}, 'carol');
    const started = Date.now();
    const sha = (await changeFiles('from-a.md')).data?.changeFiles.commit.sha;
    const event = await subscription.next(1_000);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(event.data).toEqual({ repositoryEvents: { after: sha } });
    // the delivery went to A (its hook's URL), not to B
    expect(sandbox.deliveries.at(-1)).toMatchObject({ url: `${a.origin}/webhooks/forge`, status: 200 });
    subscription.close();
  });

  it('a delivery replayed to the other instance is acknowledged and not published again', async () => {
    const subscription = await subscribeSse(b.url, PUSHES, {}, 'carol');
    await changeFiles('replayed.md');
    await subscription.next(1_000);
    const original = sandbox.deliveries.at(-1);
    if (!original) throw new Error('no delivery');
    const replay = await fetch(`${b.origin}/webhooks/forge`, {
      method: 'POST',
      headers: original.requestHeaders,
      body: original.payload,
    });
    expect(await replay.json()).toEqual({ status: 'duplicate' });
    await expect(subscription.next(300)).rejects.toThrow(/no event/);
    subscription.close();
  });

  it('serves graphql-ws on B, with the per-connection cap', async () => {
    const client = webSocketClient(b.url, 'carol');
    try {
      const events = client.iterate({ query: PUSHES });
      const refused = client.iterate({ query: PUSHES });
      const first = events.next();
      const second = await refused.next();
      expect(second.value?.errors).toMatchObject([{ extensions: { code: 'TOO_MANY_SUBSCRIPTIONS' } }]);
      await eventually(() => b.gateway.live.runtime.openStreams === 1);
      const sha = (await changeFiles('over-ws.md')).data?.changeFiles.commit.sha;
      expect((await first).value).toEqual({ data: { repositoryEvents: { after: sha } } });
      await events.return?.();
    } finally {
      await client.dispose();
    }
  });

  it('Redis going away ends subscriptions with a coded error and leaves the instance ready for queries', async () => {
    const subscription = await subscribeSse(b.url, PUSHES, {}, 'carol');
    expect(await metric(b, 'live_bus_up ')).toBe(1);
    await redis.stop();
    const end = await subscription.next(3_000);
    expect(end.errors).toMatchObject([{ extensions: { code: 'LIVE_UPDATES_UNAVAILABLE' } }]);
    expect(await subscription.completed()).toBe(true);
    const ready = await fetch(`${b.origin}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({
      status: 'ok',
      forge: { version: expect.any(String) },
      live: { status: 'degraded', error: expect.stringMatching(/^Redis is not reachable/) },
    });
    expect(await metric(b, 'live_bus_up ')).toBe(0);
    const viewer = await gql(b, '{ viewer { login } }', {}, 'carol');
    expect(viewer).toEqual({ data: { viewer: { login: 'carol' } }, extensions: expect.anything() });
    const refused = await subscribeSse(b.url, PUSHES, {}, 'carol');
    expect((await refused.next()).errors).toMatchObject([
      { extensions: { code: 'LIVE_UPDATES_UNAVAILABLE' } },
    ]);
    const write = await changeFiles('while-down.md');
    expect(write.data?.changeFiles.commit.sha).toMatch(/^[0-9a-f]{40}$/);
    await sandbox.settleDeliveries();
    expect(sandbox.deliveries.at(-1)).toMatchObject({ url: `${a.origin}/webhooks/forge`, status: 200 });
    expect((await fetch(`${a.origin}/healthz`)).status).toBe(200);
    // back again: the instances reconnect by themselves
    redis = await startRedis(redis.port);
    await eventually(() => liveReady(b.origin), 10_000);
  }, 20_000);
});
