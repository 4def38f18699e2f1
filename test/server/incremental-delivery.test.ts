// @defer and @stream against the shipped bundle: the quick part of a page arrives in the first
// payload, the slow part (a forge route held back by the sandbox's latency knob) in a later one,
// over multipart/mixed and over SSE, and each part costs the forge calls it would cost at once.

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { countRoutes, tokenOf } from '../helpers/harness.js';
import { type ShippedHarness, startShippedHarness } from '../helpers/shipped.js';

let gateway: ShippedHarness;
beforeAll(async () => {
  gateway = await startShippedHarness({ gateway: { reportCost: true } });
  // a first answer warms the bundle up, so that the timings below are the forge's
  await payloadsOf(DEFERRED_PULLS, 'multipart/mixed');
});
afterAll(() => gateway.close());
afterEach(() => gateway.sandbox.faults.clear());

const SLOW_MS = 1_500;

interface Payload {
  /** milliseconds from the request to the arrival of this payload */
  at: number;
  body: Record<string, unknown>;
}

/** Posts a document and reads its answer part by part, noting when each part arrived. */
async function payloadsOf(
  document: string,
  accept: string,
): Promise<{ type: string | null; payloads: Payload[] }> {
  const start = performance.now();
  const response = await fetch(gateway.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept, authorization: tokenOf('alice') },
    body: JSON.stringify({ query: document }),
  });
  const payloads: Payload[] = [];
  const decoder = new TextDecoder();
  let buffered = '';
  // A multipart part is its headers, a blank line and its JSON; an SSE event is `data: <JSON>`.
  const complete = accept.includes('multipart')
    ? /Content-Type: application\/json[^\r]*\r\n(?:[^\r]+\r\n)*\r\n(\{.*?\})\r\n---/s
    : /event: next\ndata: (.*)\n\n/;
  for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
    buffered += decoder.decode(chunk, { stream: true });
    for (let match = complete.exec(buffered); match; match = complete.exec(buffered)) {
      payloads.push({ at: performance.now() - start, body: JSON.parse(match[1] as string) });
      buffered = buffered.slice(
        (match.index ?? 0) + match[0].length - (accept.includes('multipart') ? 3 : 0),
      );
    }
  }
  return { type: response.headers.get('content-type'), payloads };
}

const DEFERRED_PULLS = `query RepositoryHome {
  repository(owner: "alice", name: "hello") {
    fullName
    description
    ... @defer(label: "pulls") { pullRequests(first: 5) { totalCount nodes { number title } } }
  }
}`;

describe('a repository page whose pull requests are deferred', () => {
  for (const [transport, accept, type] of [
    ['multipart/mixed', 'multipart/mixed', 'multipart/mixed'],
    ['server-sent events', 'text/event-stream', 'text/event-stream'],
  ] as const) {
    it(`sends the header at once and the pull requests later, over ${transport}`, async () => {
      gateway.sandbox.faults.setLatency('GET /repos/{owner}/{repo}/pulls', SLOW_MS);
      gateway.resetCalls();
      const answer = await payloadsOf(DEFERRED_PULLS, accept);
      expect(answer.type).toContain(type);
      const [first, second] = answer.payloads;
      expect(answer.payloads).toHaveLength(2);
      expect(first?.body).toMatchObject({
        data: { repository: { fullName: 'alice/hello', description: expect.any(String) } },
        hasNext: true,
      });
      expect(first?.body.data).not.toHaveProperty('repository.pullRequests');
      expect(second?.body).toMatchObject({
        incremental: [
          {
            label: 'pulls',
            path: ['repository'],
            data: { pullRequests: { totalCount: expect.any(Number), nodes: expect.any(Array) } },
          },
        ],
        hasNext: false,
      });
      // the header did not wait for the slow route; the deferred part did
      expect(second?.at).toBeGreaterThanOrEqual(SLOW_MS);
      expect((second?.at ?? 0) - (first?.at ?? 0)).toBeGreaterThan(SLOW_MS / 2);
      expect(countRoutes(gateway.routes())).toEqual({
        'GET /repos/{owner}/{repo}': 1,
        'GET /repos/{owner}/{repo}/pulls': 1,
      });
    });
  }

  it('streams a GET in parts too, with no ETag (a tag would need the whole body first)', async () => {
    gateway.resetCalls();
    const response = await fetch(`${gateway.url}?query=${encodeURIComponent(DEFERRED_PULLS)}`, {
      headers: { accept: 'multipart/mixed' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('multipart/mixed');
    expect(response.headers.get('etag')).toBeNull();
    const text = await response.text();
    expect(text).toContain('"hasNext":true');
    expect(text).toContain('"incremental":[{"data":{"pullRequests"');
    expect(countRoutes(gateway.routes())).toEqual({
      'GET /repos/{owner}/{repo}': 1,
      'GET /repos/{owner}/{repo}/pulls': 1,
    });
  });

  it('reports its cost in each payload, the last one counting both calls', async () => {
    gateway.resetCalls();
    const { payloads } = await payloadsOf(DEFERRED_PULLS, 'multipart/mixed');
    const costs = payloads.map((payload) => (payload.body.extensions as { cost: unknown }).cost);
    expect(costs).toHaveLength(2);
    expect(costs.at(-1)).toEqual({ estimated: 2, actual: 2 });
  });

  it('refuses with 406 a client that accepts only one JSON answer, before any forge call', async () => {
    gateway.resetCalls();
    const response = await fetch(gateway.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        authorization: tokenOf('alice'),
      },
      body: JSON.stringify({ query: DEFERRED_PULLS }),
    });
    expect(response.status).toBe(406);
    const body = (await response.json()) as { errors: { extensions: { code: string } }[] };
    expect(body.errors.map((error) => error.extensions.code)).toEqual(['NOT_ACCEPTABLE']);
    expect(gateway.routes()).toEqual([]);
  });
});

describe('a list streamed with @stream(initialCount: 1)', () => {
  it('sends the first pull request in the first payload and the others after it, from one list call', async () => {
    gateway.resetCalls();
    const { payloads } = await payloadsOf(
      `query Pulls {
        repository(owner: "alice", name: "hello") {
          pullRequests(first: 5) { nodes @stream(initialCount: 1) { number title } }
        }
      }`,
      'multipart/mixed',
    );
    expect(payloads.map((payload) => payload.body)).toEqual([
      {
        data: { repository: { pullRequests: { nodes: [{ number: 5, title: 'Fix typo in guide' }] } } },
        hasNext: true,
        extensions: { cost: { estimated: 2, actual: 1 } },
      },
      {
        incremental: [
          {
            items: [{ number: 4, title: 'Document the greeting' }],
            path: ['repository', 'pullRequests', 'nodes', 1],
          },
          {
            items: [{ number: 3, title: 'Add a farewell function' }],
            path: ['repository', 'pullRequests', 'nodes', 2],
          },
        ],
        hasNext: false,
        extensions: { cost: { estimated: 2, actual: 1 } },
      },
    ]);
    // no repository field is asked for, so the list is the one call
    expect(countRoutes(gateway.routes())).toEqual({ 'GET /repos/{owner}/{repo}/pulls': 1 });
  });
});
