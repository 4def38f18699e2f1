// Live updates as guarded as queries: streams fail closed when a repository turns private or
// access cannot be checked, payloads carry only what the subscriber could read, subscription caps
// count the forge's identity and the client's address, replayed deliveries and forged bus messages
// reach no one.

import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signMessage } from '../../../src/live/bus-signature.js';
import { ClientAddresses, parseTrustedProxies } from '../../../src/live/client-address.js';
import type { LiveEvent } from '../../../src/live/events.js';
import { createGateway } from '../../../src/server/gateway.js';
import { configFromEnv } from '../../../src/start/config.js';
import { type DemoUser, tokenOf } from '../../helpers/harness.js';
import {
  deliverWebhook,
  eventually,
  forgeWrite,
  issueEditedDelivery,
  type LiveGateway,
  liveReady,
  metric,
  postGraphQL,
  type RedisServer,
  SECRET,
  startLiveGateway,
  startRedis,
  useLiveGateway,
} from '../../helpers/live.js';
import { liveOperation } from '../../helpers/live-operations.js';
import type { Json } from '../../helpers/mutations.js';
import { type RawSubscription, subscribeRaw, webSocketOutcome } from '../../helpers/sse-client.js';

const { sandbox, live } = useLiveGateway({ accessRecheckMs: 60_000 });

const gql = postGraphQL;
const forge = (method: string, path: string, as: DemoUser, body?: unknown) =>
  forgeWrite(sandbox.url, method, path, as, body);

/** A public repository of alice's own, with the gateway's hook on it. */
async function freshRepository(target: LiveGateway = live): Promise<string> {
  const name = `live-${randomUUID().slice(0, 8)}`;
  await forge('POST', '/user/repos', 'alice', { name, private: false });
  const enabled = await gql(
    target,
    liveOperation('EnableLiveUpdates'),
    { input: { owner: 'alice', repo: name } },
    'alice',
  );
  expect(enabled.data?.enableLiveUpdates).toMatchObject({
    __typename: 'EnableLiveUpdatesPayload',
    created: true,
  });
  return name;
}

const issuesOf = (name: string) =>
  `subscription { repositoryEvents(owner: "alice", name: "${name}", kinds: [ISSUES]) {
    ... on IssueChangedEvent { issue { title } } } }`;

const callsBy = (login: string | null) =>
  sandbox.calls.filter((call) => call.user === login).map((call) => call.route);

/** A stream that ran and was ended: its last payload is the one coded error, without data. */
async function expectEndedWith(subscription: RawSubscription, code: string) {
  const end = await subscription.next();
  expect(end.data).toBeNull();
  expect(end.errors).toMatchObject([{ extensions: { code } }]);
  await subscription.ended();
}

/** A subscription refused when it was opened: no data at all (the GraphQL specification’s source stream errors). */
async function expectRefusedWith(subscription: RawSubscription, code: string) {
  const answer = await subscription.next();
  expect(answer.data).toBeUndefined();
  expect(answer.errors).toMatchObject([{ extensions: { code } }]);
  await subscription.ended();
}

describe('live updates fail closed', () => {
  it('ends the streams of carol and an anonymous caller when alice makes the repository private, and hands them not the next issue', async () => {
    const name = await freshRepository();
    const ofCarol = await subscribeRaw(live.url, issuesOf(name), { authorization: tokenOf('carol') });
    const ofAnonymous = await subscribeRaw(live.url, issuesOf(name));
    const ofAlice = await subscribeRaw(live.url, issuesOf(name), { authorization: tokenOf('alice') });
    // the forge itself (no webhook says a repository turned private), then a new issue
    await forge('PATCH', `/repos/alice/${name}`, 'alice', { private: true });
    sandbox.clearCalls();
    await forge('POST', `/repos/alice/${name}/issues`, 'alice', { title: 'After privatization' });
    expect((await ofAlice.next()).data).toEqual({
      repositoryEvents: { issue: { title: 'After privatization' } },
    });
    await expectEndedWith(ofCarol, 'FORBIDDEN');
    await expectEndedWith(ofAnonymous, 'FORBIDDEN');
    // each checked its access once, with its own credentials, before anything was handed over
    expect(callsBy('carol')).toEqual(['GET /repos/{owner}/{repo}']);
    expect(callsBy(null)).toEqual(['GET /repos/{owner}/{repo}']);
    ofAlice.close();
  });

  it('ends them at once when the gateway’s own updateRepository makes the repository private, before any event', async () => {
    const name = await freshRepository();
    const ofCarol = await subscribeRaw(live.url, issuesOf(name), { authorization: tokenOf('carol') });
    const ofAnonymous = await subscribeRaw(live.url, issuesOf(name));
    sandbox.clearCalls();
    const UPDATE = `mutation($input: UpdateRepositoryInput!) { updateRepository(input: $input) { __typename } }`;
    // bob may not edit it: the forge refuses, and nobody is asked to check again
    const refused = await gql(live, UPDATE, { input: { owner: 'alice', repo: name, private: true } }, 'bob');
    expect(refused.data?.updateRepository.__typename).not.toBe('UpdateRepositoryPayload');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(callsBy('carol')).toEqual([]);
    const made = await gql(live, UPDATE, { input: { owner: 'alice', repo: name, private: true } }, 'alice');
    expect(made.data?.updateRepository).toEqual({ __typename: 'UpdateRepositoryPayload' });
    await expectEndedWith(ofCarol, 'FORBIDDEN');
    await expectEndedWith(ofAnonymous, 'FORBIDDEN');
    expect(callsBy('carol')).toEqual(['GET /repos/{owner}/{repo}']);
  });

  it('ends a stream whose periodic check meets a forge 500, instead of delivering', async () => {
    const quick = await startLiveGateway(sandbox.url, { accessRecheckMs: 300 }, { breaker: false });
    try {
      const subscription = await subscribeRaw(quick.url, issuesOf('hello'), {
        authorization: tokenOf('carol'),
      });
      sandbox.faults.injectStatus('GET /repos/{owner}/{repo}', 500);
      const end = await subscription.next(3_000);
      expect(end.data).toBeNull();
      expect(end.errors).toMatchObject([
        {
          extensions: { code: 'UPSTREAM_ERROR' },
          message: expect.stringMatching(/could not be checked again \(HTTP 500\)/),
        },
      ]);
      await subscription.ended();
      expect(await metric(quick, 'live_subscriptions_ended_total{reason="access_unverified"}')).toBe(1);
    } finally {
      sandbox.faults.clear();
      await quick.close();
    }
  });

  it('shows an anonymous subscriber the author’s e-mail as the anonymous query does, and carol as hers does', async () => {
    const EMAIL = 'query { user(login: "alice") { email } }';
    const anonymousAnswer = (await gql(live, EMAIL)).data?.user.email;
    const carolAnswer = (await gql(live, EMAIL, {}, 'carol')).data?.user.email;
    expect(anonymousAnswer).toBe('alice@noreply.localhost');
    expect(carolAnswer).toBe('alice@example.com');
    const name = await freshRepository();
    const doc = `subscription { repositoryEvents(owner: "alice", name: "${name}", kinds: [ISSUES]) {
      sender { email } ... on IssueChangedEvent { issue { title author { login email } } } } }`;
    const ofAnonymous = await subscribeRaw(live.url, doc);
    const ofCarol = await subscribeRaw(live.url, doc, { authorization: tokenOf('carol') });
    sandbox.clearCalls();
    await forge('POST', `/repos/alice/${name}/issues`, 'alice', { title: 'Who wrote me' });
    const seen = (event: { data?: Json | null }) => event.data?.repositoryEvents;
    expect(seen(await ofAnonymous.next())).toEqual({
      sender: { email: anonymousAnswer },
      issue: { title: 'Who wrote me', author: { login: 'alice', email: anonymousAnswer } },
    });
    expect(seen(await ofCarol.next())).toEqual({
      sender: { email: carolAnswer },
      issue: { title: 'Who wrote me', author: { login: 'alice', email: carolAnswer } },
    });
    // one read of the payload's one user per subscriber, with the subscriber's own credentials
    expect(callsBy(null)).toEqual(['GET /users/{username}']);
    expect(callsBy('carol')).toEqual(['GET /users/{username}']);
    ofAnonymous.close();
    ofCarol.close();
  });
});

describe('subscription caps per identity and client', () => {
  const HELLO = issuesOf('hello');

  it('counts token, token with spaces and Bearer spellings of carol’s token as carol, asking the forge once per spelling', async () => {
    const capped = await startLiveGateway(sandbox.url, { maxSubscriptionsPerCaller: 2 });
    try {
      sandbox.clearCalls();
      const first = await subscribeRaw(capped.url, HELLO, { authorization: 'token carol-token' });
      const second = await subscribeRaw(capped.url, HELLO, { authorization: 'token   carol-token' });
      const third = await subscribeRaw(capped.url, HELLO, { authorization: 'Bearer carol-token' });
      await expectRefusedWith(third, 'TOO_MANY_SUBSCRIPTIONS');
      await expect(first.next(200)).rejects.toThrow(/no event/);
      await expect(second.next(100)).rejects.toThrow(/no event/);
      expect(callsBy('carol').filter((route) => route === 'GET /user')).toHaveLength(3);
      // bob is someone else
      const ofBob = await subscribeRaw(capped.url, HELLO, { authorization: tokenOf('bob') });
      await expect(ofBob.next(200)).rejects.toThrow(/no event/);
      for (const s of [first, second, ofBob]) s.close();
    } finally {
      await capped.close();
    }
  });

  it('counts credentials the forge treats as anonymous as the anonymous caller of their address, and one address cannot lock out another', async () => {
    const capped = await startLiveGateway(sandbox.url, { maxSubscriptionsPerCaller: 2 });
    try {
      const weird = await subscribeRaw(capped.url, HELLO, { authorization: 'Weird carol-token' });
      const other = await subscribeRaw(capped.url, HELLO, { authorization: 'Digest x' });
      await expect(weird.next(200)).rejects.toThrow(/no event/);
      await expect(other.next(100)).rejects.toThrow(/no event/);
      const third = await subscribeRaw(capped.url, HELLO, { localAddress: '127.0.0.1' });
      await expectRefusedWith(third, 'TOO_MANY_SUBSCRIPTIONS');
      // another client: over SSE and over WebSocket
      const elsewhere = await subscribeRaw(capped.url, HELLO, { localAddress: '127.0.0.2' });
      await expect(elsewhere.next(200)).rejects.toThrow(/no event/);
      const overWebSocket = await webSocketOutcome(capped.url, HELLO, '127.0.0.2');
      expect(overWebSocket).toBe('open');
      expect(await webSocketOutcome(capped.url, HELLO, '127.0.0.1')).toBe('TOO_MANY_SUBSCRIPTIONS');
      for (const s of [weird, other, elsewhere]) s.close();
    } finally {
      await capped.close();
    }
  });

  it('believes X-Forwarded-For only from a trusted proxy, from the right', async () => {
    const untrusting = await startLiveGateway(sandbox.url, { maxSubscriptionsPerCaller: 1 });
    const behindProxy = await startLiveGateway(sandbox.url, {
      maxSubscriptionsPerCaller: 1,
      trustedProxies: ['127.0.0.1'],
    });
    try {
      const opened: RawSubscription[] = [];
      const open = async (target: LiveGateway, forwarded?: string) => {
        const subscription = await subscribeRaw(target.url, HELLO, {
          headers: forwarded ? { 'x-forwarded-for': forwarded } : {},
        });
        opened.push(subscription);
        return subscription.next(200).then(
          (answer) => answer.errors?.[0]?.extensions?.code,
          () => 'open',
        );
      };
      expect(await open(untrusting, '10.0.0.1')).toBe('open');
      // the header is the client's to write: without a trusted proxy it changes nothing
      expect(await open(untrusting, '10.0.0.2')).toBe('TOO_MANY_SUBSCRIPTIONS');
      expect(await open(behindProxy, '10.0.0.1')).toBe('open');
      expect(await open(behindProxy, '10.0.0.2')).toBe('open');
      // a client that writes its own first hop is still the address the proxy saw
      expect(await open(behindProxy, '10.0.0.9, 10.0.0.1')).toBe('TOO_MANY_SUBSCRIPTIONS');
      for (const s of opened) s.close();
    } finally {
      await untrusting.close();
      await behindProxy.close();
    }
  });

  it('reads client addresses through trusted CIDR blocks, and refuses a TRUSTED_PROXIES entry that is no address', () => {
    const addresses = new ClientAddresses(parseTrustedProxies('10.0.0.0/8, ::1'));
    const request = (peer: string, forwarded?: string) => ({
      socket: { remoteAddress: peer },
      headers: forwarded ? { 'x-forwarded-for': forwarded } : {},
    });
    expect(addresses.of(request('::ffff:192.0.2.7', '198.51.100.1') as never)).toBe('192.0.2.7');
    expect(addresses.of(request('10.1.2.3', '198.51.100.1, 10.9.9.9') as never)).toBe('198.51.100.1');
    expect(addresses.of(request('::1', 'not-an-address, 10.0.0.5') as never)).toBe('10.0.0.5');
    expect(addresses.of(request('10.1.2.3') as never)).toBe('10.1.2.3');
    expect(() => configFromEnv({ TRUSTED_PROXIES: '10.0.0.0/33' })).toThrow(
      /TRUSTED_PROXIES: not an IP address or CIDR block: "10.0.0.0\/33"/,
    );
    expect(() => configFromEnv({ TRUSTED_PROXIES: 'proxy.local' })).toThrow(/TRUSTED_PROXIES/);
    expect(configFromEnv({ TRUSTED_PROXIES: '10.0.0.0/8,::1' }).live.trustedProxies).toEqual([
      '10.0.0.0/8',
      '::1',
    ]);
    expect(configFromEnv({}).live.trustedProxies).toEqual([]);
  });
});

describe('replayed deliveries', () => {
  const ISSUE = (title: string) => issueEditedDelivery(title, { id: 3, login: 'bob', email: '' });

  const deliver = (target: LiveGateway, body: unknown) => deliverWebhook(target, body);

  it('drops a signed body re-sent under a new delivery id within the window, answers 200 replayed, counts it, and takes it again after the window', async () => {
    const windowed = await startLiveGateway(sandbox.url, { webhookReplayWindowMs: 600 });
    try {
      const subscription = await subscribeRaw(windowed.url, issuesOf('hello'), {
        authorization: tokenOf('bob'),
      });
      const body = ISSUE(`Replayed ${randomUUID()}`);
      const first = await deliver(windowed, body);
      expect(await first.json()).toEqual({ status: 'accepted' });
      expect((await subscription.next()).data).toEqual({
        repositoryEvents: { issue: { title: body.issue.title } },
      });
      const replay = await deliver(windowed, body);
      expect(replay.status).toBe(200);
      expect(await replay.json()).toEqual({ status: 'replayed' });
      await expect(subscription.next(300)).rejects.toThrow(/no event/);
      expect(await metric(windowed, 'live_webhook_deliveries_total{outcome="replayed"}')).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 700));
      expect(await (await deliver(windowed, body)).json()).toEqual({ status: 'accepted' });
      expect((await subscription.next()).data).toEqual({
        repositoryEvents: { issue: { title: body.issue.title } },
      });
      subscription.close();
    } finally {
      await windowed.close();
    }
  });

  it('reads WEBHOOK_REPLAY_WINDOW_MS, ten minutes by default', () => {
    expect(configFromEnv({}).live.webhookReplayWindowMs).toBe(600_000);
    expect(configFromEnv({ WEBHOOK_REPLAY_WINDOW_MS: '5000' }).live.webhookReplayWindowMs).toBe(5_000);
    expect(() => configFromEnv({ WEBHOOK_REPLAY_WINDOW_MS: '0' })).toThrow(/WEBHOOK_REPLAY_WINDOW_MS/);
  });

  describe('on the Redis bus', () => {
    let redis: RedisServer;
    let a: LiveGateway;
    let b: LiveGateway;
    let intruder: Redis;

    beforeAll(async () => {
      redis = await startRedis();
      a = await startLiveGateway(sandbox.url, { redisUrl: redis.url });
      b = await startLiveGateway(sandbox.url, { redisUrl: redis.url, busSecret: 'bus-only-secret' });
      for (const instance of [a, b]) {
        await eventually(() => liveReady(instance.origin), 10_000);
      }
      intruder = new Redis(redis.url);
    }, 30_000);
    afterAll(async () => {
      intruder.disconnect();
      await a.close();
      await b.close();
      await redis.stop();
    });

    const event = (title: string, repository = 'alice/hello'): LiveEvent => {
      const [owner = '', name = ''] = repository.split('/');
      return {
        deliveryId: randomUUID(),
        eventType: 'issues',
        kind: 'ISSUES',
        action: 'edited',
        repository: { owner, name, key: repository, private: false },
        receivedAt: new Date().toISOString(),
        payload: ISSUE(title) as unknown as Record<string, unknown>,
      };
    };

    it('catches a replayed body across instances: A accepts it, B drops it under a new delivery id', async () => {
      const body = ISSUE(`Across ${randomUUID()}`);
      expect(await (await deliver(a, body)).json()).toEqual({ status: 'accepted' });
      expect(await (await deliver(b, body)).json()).toEqual({ status: 'replayed' });
    });

    it('drops an unsigned, forged, misrouted or replayed message, counts each, and hands a signed one over', async () => {
      const subscription = await subscribeRaw(a.url, issuesOf('hello'), { authorization: tokenOf('carol') });
      const topic = 'forge-live:repo:alice/hello';
      await intruder.publish(topic, JSON.stringify(event('Unsigned')));
      await intruder.publish(topic, signMessage('not-the-secret', topic, event('Forged')));
      const elsewhere = 'forge-live:repo:alice/secret';
      await intruder.publish(topic, signMessage(SECRET, elsewhere, event('Misrouted', 'alice/secret')));
      const genuine = signMessage(SECRET, topic, event('Signed'));
      await intruder.publish(topic, genuine);
      expect((await subscription.next()).data).toEqual({ repositoryEvents: { issue: { title: 'Signed' } } });
      await intruder.publish(topic, genuine);
      await expect(subscription.next(300)).rejects.toThrow(/no event/);
      const rejected = (reason: string) => metric(a, `live_bus_messages_rejected_total{reason="${reason}"}`);
      expect(await rejected('unsigned')).toBe(1);
      expect(await rejected('bad_signature')).toBe(1);
      expect(await rejected('wrong_topic')).toBe(1);
      expect(await rejected('replayed')).toBe(1);
      subscription.close();
    });

    it('signs with LIVE_BUS_SECRET when it is set: an instance with another secret drops what the other signs', async () => {
      const onB = await subscribeRaw(b.url, issuesOf('hello'), { authorization: tokenOf('carol') });
      const before = await metric(b, 'live_bus_messages_rejected_total{reason="bad_signature"}');
      await deliver(a, ISSUE(`Signed by A ${randomUUID()}`));
      await expect(onB.next(300)).rejects.toThrow(/no event/);
      expect(await metric(b, 'live_bus_messages_rejected_total{reason="bad_signature"}')).toBe(before + 1);
      const topic = 'forge-live:repo:alice/hello';
      await intruder.publish(topic, signMessage('bus-only-secret', topic, event('Signed for B')));
      expect((await onB.next()).data).toEqual({ repositoryEvents: { issue: { title: 'Signed for B' } } });
      onB.close();
      // closed streams unsubscribe from Redis before the instances disconnect
      await eventually(
        () => b.gateway.live.runtime.openStreams === 0 && a.gateway.live.runtime.openStreams === 0,
      );
    });

    it('refuses to start with Redis and no secret to sign with', () => {
      expect(() => configFromEnv({ REDIS_URL: redis.url })).toThrow(
        /REDIS_URL needs LIVE_BUS_SECRET or WEBHOOK_SECRET/,
      );
      expect(configFromEnv({ REDIS_URL: redis.url, LIVE_BUS_SECRET: 's' }).live.busSecret).toBe('s');
      expect(() => createGateway({ forgeUrl: sandbox.url, live: { redisUrl: redis.url } })).toThrow(
        /REDIS_URL needs LIVE_BUS_SECRET/,
      );
    });
  });
});
