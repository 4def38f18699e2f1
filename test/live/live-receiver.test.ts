// POST /webhooks/forge: signature, replay, size and event-type handling, and what reaches subscribers.

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Sandbox, startSandbox } from '../../src/sandbox/server.js';
import {
  deliverWebhook,
  issueEditedDelivery,
  type LiveGateway,
  metric,
  type SseSubscription,
  startLiveGateway,
  subscribeSse,
} from '../helpers/live.js';

let sandbox: Sandbox;
let live: LiveGateway;
let off: LiveGateway;

beforeAll(async () => {
  sandbox = await startSandbox();
  live = await startLiveGateway(sandbox.url, { webhookMaxBodyBytes: 20_000 });
  off = await startLiveGateway(sandbox.url, { webhookSecret: undefined });
});
afterAll(async () => {
  await live.close();
  await off.close();
  await sandbox.close();
});

const ISSUE_EVENT = issueEditedDelivery('Delivered');
const deliver = deliverWebhook;

const SUBSCRIPTION = `subscription { repositoryEvents(owner: "alice", name: "hello") {
  __typename deliveryId ... on IssueChangedEvent { issue { title } } } }`;

async function nothingArrives(subscription: SseSubscription) {
  await expect(subscription.next(300)).rejects.toThrow(/no event/);
}

describe('the webhook receiver', () => {
  it('publishes a signed delivery to the repository’s subscribers and answers 200 at once', async () => {
    const subscription = await subscribeSse(live.url, SUBSCRIPTION, {}, 'bob');
    const id = randomUUID();
    const response = await deliver(live, ISSUE_EVENT, { id });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'accepted' });
    expect(await subscription.next()).toEqual({
      data: {
        repositoryEvents: { __typename: 'IssueChangedEvent', deliveryId: id, issue: { title: 'Delivered' } },
      },
    });
    subscription.close();
  });

  it('answers 401 and publishes nothing for a forged or missing signature', async () => {
    const subscription = await subscribeSse(live.url, SUBSCRIPTION, {}, 'bob');
    const before = await metric(live, 'live_webhook_deliveries_total{outcome="rejected_signature"}');
    const forged = await deliver(live, ISSUE_EVENT, { secret: 'not-the-secret' });
    expect(forged.status).toBe(401);
    expect(await forged.json()).toEqual({ error: 'missing or wrong X-Gitea-Signature' });
    expect((await deliver(live, ISSUE_EVENT, { signature: null })).status).toBe(401);
    expect((await deliver(live, ISSUE_EVENT, { signature: 'zz' })).status).toBe(401);
    await nothingArrives(subscription);
    expect(await metric(live, 'live_webhook_deliveries_total{outcome="rejected_signature"}')).toBe(
      before + 3,
    );
    subscription.close();
  });

  it('acknowledges a replayed delivery without publishing it again', async () => {
    const subscription = await subscribeSse(live.url, SUBSCRIPTION, {}, 'bob');
    const id = randomUUID();
    // a body of its own: the same body under another delivery id is a replay too (security-live.test.ts)
    const body = { ...ISSUE_EVENT, issue: { ...ISSUE_EVENT.issue, title: 'Sent twice' } };
    expect((await deliver(live, body, { id })).status).toBe(200);
    expect((await subscription.next()).data).toMatchObject({ repositoryEvents: { deliveryId: id } });
    const replay = await deliver(live, body, { id });
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ status: 'duplicate' });
    await nothingArrives(subscription);
    expect(await metric(live, 'live_webhook_deliveries_total{outcome="duplicate"}')).toBeGreaterThanOrEqual(
      1,
    );
    subscription.close();
  });

  it('answers 413 to a body over the limit, without reading it whole', async () => {
    const big = { ...ISSUE_EVENT, issue: { ...ISSUE_EVENT.issue, body: 'x'.repeat(30_000) } };
    const response = await deliver(live, big);
    expect(response.status).toBe(413);
    expect(await metric(live, 'live_webhook_deliveries_total{outcome="too_large"}')).toBe(1);
  });

  it('acknowledges and counts an event type it does not serve', async () => {
    const response = await deliver(live, { ...ISSUE_EVENT, action: 'created' }, { event: 'wiki' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ignored' });
    expect(await metric(live, 'live_webhook_deliveries_total{outcome="unknown_event"}')).toBe(1);
  });

  it('answers 400 to a signed body that is not JSON or names no repository', async () => {
    expect((await deliver(live, null, { raw: 'payload=%7B%7D' })).status).toBe(400);
    expect((await deliver(live, { action: 'edited' })).status).toBe(400);
  });

  it('is off (404) without a webhook secret, and only answers POST', async () => {
    expect((await deliver(off, ISSUE_EVENT)).status).toBe(404);
    const get = await fetch(`${live.origin}/webhooks/forge`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
  });
});
