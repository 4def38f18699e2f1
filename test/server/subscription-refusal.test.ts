// A subscription refused before its stream starts answers over SSE as the same refusal in a query
// does: HTTP 200 with the coded error, logged with that status. Against the shipped bundle.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ShippedHarness, startShippedHarness } from '../helpers/shipped.js';

let gateway: ShippedHarness;
beforeAll(async () => {
  gateway = await startShippedHarness({
    gateway: { live: { webhookSecret: 'refusal-test-secret', publicUrl: 'http://127.0.0.1:9' } },
    log: true,
  });
});
afterAll(() => gateway.close());

const SUBSCRIPTION = 'subscription Secret { repositoryEvents(owner: "alice", name: "secret") { kind } }';
const QUERY = 'query Secret { repository(owner: "alice", name: "secret") { name } }';

async function post(document: string, headers: Record<string, string>) {
  const response = await fetch(gateway.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query: document }),
  });
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
}

/** The JSON of each `event: next` of an SSE body. */
const nextEvents = (text: string) =>
  [...text.matchAll(/event: next\ndata: (.*)\n/g)].map((match) => JSON.parse(match[1] as string));

describe('a subscription to a repository the caller may not see, over SSE', () => {
  for (const [who, headers] of [
    ['carol', { authorization: 'token carol-token' }],
    ['an anonymous caller', {}],
  ] as const) {
    it(`answers ${who} with status 200 and NOT_FOUND, as the same query does, and logs 200`, async () => {
      gateway.log.clear();
      const query = await post(QUERY, headers);
      const subscription = await post(SUBSCRIPTION, { ...headers, accept: 'text/event-stream' });
      expect(query.status).toBe(200);
      expect(JSON.parse(query.text).errors[0].extensions.code).toBe('NOT_FOUND');
      expect(subscription.status).toBe(200);
      expect(subscription.type).toMatch(/^text\/event-stream/);
      const [event, ...more] = nextEvents(subscription.text);
      expect(more).toEqual([]);
      expect(event.errors).toHaveLength(1);
      expect(event.errors[0]).toMatchObject({
        path: ['repositoryEvents'],
        extensions: { code: 'NOT_FOUND' },
      });
      expect(subscription.text).toMatch(/event: complete/);
      const lines = await gateway.log.waitFor('request', 2);
      expect(lines.map((line) => [line.operationType, line.status, line.errorCodes])).toEqual([
        ['query', 200, ['NOT_FOUND']],
        ['subscription', 200, ['NOT_FOUND']],
      ]);
    });
  }

  it('still streams for alice, who may see it', async () => {
    const controller = new AbortController();
    const response = await fetch(gateway.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream',
        authorization: 'token alice-token',
      },
      body: JSON.stringify({ query: SUBSCRIPTION }),
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    controller.abort();
  });
});
