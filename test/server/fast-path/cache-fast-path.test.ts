// The fast path: an anonymous query whose whole answer is kept is answered before Yoga runs, with the
// very bytes and headers the slow path sent for it, a 304 to a matching If-None-Match, its own request
// id, log line and metrics; an invalidated answer is never sent again, and a request with a credential
// always takes the slow path.

import { describe, expect, it } from 'vitest';
import {
  editIssueThroughGateway,
  ISSUE_TITLE,
  ISSUE_TITLE_CALLS,
  renameIssueAtForge,
  useCachingGateway,
} from '../../helpers/cache.js';
import { captureLog } from '../../helpers/log-capture.js';
import type { Json } from '../../helpers/mutations.js';

const log = captureLog();
// long enough that no answer goes stale while the file runs: only events drop them
const started = useCachingGateway({
  logger: log.logger,
  corsOrigins: ['https://app.example'],
  cache: { visibilityTtlMs: 60_000, untrackedTtlMs: 60_000 },
});

interface Answer {
  status: number;
  headers: Record<string, string>;
  bytes: Buffer;
  /** forge calls the request made, with the caller the forge saw */
  calls: string[];
  /** the gateway's fast-path answers so far */
  fast: number;
}

/** The value of the metric named (with its labels) `series`. */
const metric = async (series: string) => {
  const text = await (await fetch(`${started().gateway.origin}/metrics`)).text();
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return Number(line?.slice(series.length + 1) ?? 0);
};
const fastAnswers = () => metric('graphql_fast_path_answers_total');
const ANONYMOUS_OK = 'graphql_requests_total{operation="(anonymous)",status="200"}';

/** Sends `query` as a JSON POST (or a GET) with `headers`, and tells what came back and what it cost. */
async function send(
  query: string,
  variables: Json,
  options: { get?: boolean; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const { sandbox, gateway } = started();
  sandbox.clearCalls();
  const response = options.get
    ? await fetch(`${gateway.url}?${new URLSearchParams({ query, variables: JSON.stringify(variables) })}`, {
        headers: { accept: 'application/graphql-response+json', ...options.headers },
      })
    : await fetch(gateway.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...options.headers },
        body: JSON.stringify({ query, variables }),
      });
  const bytes = Buffer.from(await response.arrayBuffer());
  const headers = Object.fromEntries(response.headers);
  return {
    status: response.status,
    headers,
    bytes,
    calls: sandbox.calls.map((call) => `${call.route} as ${call.user ?? 'anonymous'}`),
    fast: await fastAnswers(),
  };
}

/** The headers two answers must share: all but the request's id and the date. */
const comparable = (headers: Record<string, string>) => {
  const { 'x-request-id': _id, date: _date, ...rest } = headers;
  return rest;
};

const issue = (number: number) => ({ owner: 'alice', name: 'hello', number });

describe('an anonymous query whose answer is kept', () => {
  it('is answered by the fast path with the slow path’s bytes and headers, its own request id and log line', async () => {
    expect((await send(ISSUE_TITLE, issue(1))).calls).toEqual(ISSUE_TITLE_CALLS);
    const before = await fastAnswers();
    const kept = await send(ISSUE_TITLE, issue(1));
    expect(kept.calls).toEqual([]);
    // the response cache answered it on the slow path, which the fast path records
    expect(kept.fast).toBe(before);
    log.clear();
    const requests = await metric(ANONYMOUS_OK);
    const fast = await send(ISSUE_TITLE, issue(1), { headers: { 'x-request-id': 'fast-1' } });
    expect(fast.fast).toBe(kept.fast + 1);
    expect(fast.calls).toEqual([]);
    expect(fast.status).toBe(200);
    expect(fast.bytes.equals(kept.bytes)).toBe(true);
    expect(comparable(fast.headers)).toEqual(comparable(kept.headers));
    expect(fast.headers['x-request-id']).toBe('fast-1');
    expect(log.entries('request').at(-1)).toMatchObject({
      requestId: 'fast-1',
      method: 'POST',
      path: '/graphql',
      status: 200,
      operationType: 'query',
      upstreamCalls: 0,
      cached: 0,
      cachedResponse: true,
      errorCodes: [],
    });
    // as on the slow path, an answer not executed is counted under the operation name the client sent
    expect(await metric(ANONYMOUS_OK)).toBe(requests + 1);
  });

  it('carries the ETag of the slow path over GET and answers 304 to it, as the slow path does', async () => {
    const etag = (await send(ISSUE_TITLE, issue(2), { get: true })).headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const revalidate = { get: true, headers: { 'if-none-match': etag } };
    log.clear();
    const slow304 = await send(ISSUE_TITLE, issue(2), revalidate);
    expect(slow304.status).toBe(304);
    const kept = await send(ISSUE_TITLE, issue(2), { get: true });
    const fast = await send(ISSUE_TITLE, issue(2), { get: true });
    expect([slow304.fast, kept.fast, fast.fast]).toEqual([kept.fast, fast.fast - 1, fast.fast]);
    expect(fast.bytes.equals(kept.bytes)).toBe(true);
    expect(comparable(fast.headers)).toEqual(comparable(kept.headers));
    expect(fast.headers['cache-control']).toBe('public, no-cache');
    expect(fast.headers.etag).toBe(etag);
    const fast304 = await send(ISSUE_TITLE, issue(2), revalidate);
    expect(fast304.fast).toBe(fast.fast + 1);
    expect(fast304.status).toBe(304);
    expect(fast304.bytes.length).toBe(0);
    expect(fast304.calls).toEqual([]);
    expect(comparable(fast304.headers)).toEqual(comparable(slow304.headers));
    // both log the 304 they sent
    const lines = log.entries('request');
    expect([lines[0]?.status, lines.at(-1)?.status]).toEqual([304, 304]);
  });

  it('answers each Origin with the CORS headers the slow path gave it', async () => {
    const app = { origin: 'https://app.example' };
    await send(ISSUE_TITLE, issue(3), { headers: app });
    const kept = await send(ISSUE_TITLE, issue(3), { headers: app });
    const fast = await send(ISSUE_TITLE, issue(3), { headers: app });
    expect(fast.fast).toBe(kept.fast + 1);
    expect(fast.headers['access-control-allow-origin']).toBe('https://app.example');
    expect(comparable(fast.headers)).toEqual(comparable(kept.headers));
    // another origin is another request: the slow path answers it first
    const other = await send(ISSUE_TITLE, issue(3), { headers: { origin: 'https://other.example' } });
    expect(other.fast).toBe(fast.fast);
  });

  it('is never sent again once a forge event dropped it: the next answer is fresh', async () => {
    await send(ISSUE_TITLE, issue(4));
    await send(ISSUE_TITLE, issue(4));
    const fast = await send(ISSUE_TITLE, issue(4));
    expect(fast.fast).toBeGreaterThan(0);
    await renameIssueAtForge(started().sandbox, 'alice/hello', 4, 'Renamed behind the fast path');
    const after = await send(ISSUE_TITLE, issue(4));
    expect(after.fast).toBe(fast.fast);
    expect(JSON.parse(after.bytes.toString()).data.repository.issue.title).toBe(
      'Renamed behind the fast path',
    );
    // the issues event drops the repository's issues: the issue is read again, the record stays
    expect(after.calls).toEqual(['GET /repos/{owner}/{repo}/issues/{index} as anonymous']);
  });
  it('sends an answer with characters beyond ASCII byte for byte as the slow path sent it', async () => {
    const title = 'Größe ✓ 🚀 — naïve';
    await renameIssueAtForge(started().sandbox, 'alice/hello', 3, title);
    await send(ISSUE_TITLE, issue(3));
    const kept = await send(ISSUE_TITLE, issue(3));
    const fast = await send(ISSUE_TITLE, issue(3));
    expect(fast.fast).toBe(kept.fast + 1);
    expect(fast.bytes.equals(kept.bytes)).toBe(true);
    expect(fast.headers['content-length']).toBe(String(kept.bytes.length));
    expect(JSON.parse(fast.bytes.toString('utf8')).data.repository.issue.title).toBe(title);
  });
});

describe('a kept answer after a write through the gateway', () => {
  it('is never sent again: the write drops it before it answers', async () => {
    await send(ISSUE_TITLE, issue(5));
    await send(ISSUE_TITLE, issue(5));
    const fast = await send(ISSUE_TITLE, issue(5));
    expect(fast.calls).toEqual([]);
    const { sandbox, gateway } = started();
    await editIssueThroughGateway(sandbox, gateway, 5, 'Written past the fast path');
    const after = await send(ISSUE_TITLE, issue(5));
    expect(after.fast).toBe(fast.fast);
    expect(JSON.parse(after.bytes.toString()).data.repository.issue.title).toBe('Written past the fast path');
    // a write below the repository drops the whole repository's answers
    expect(after.calls).toEqual(ISSUE_TITLE_CALLS);
  });
});

describe('what never takes the fast path', () => {
  it('a request with a credential, even one the forge refuses, or a form post', async () => {
    await send(ISSUE_TITLE, issue(1));
    const before = (await send(ISSUE_TITLE, issue(1))).fast;
    const alice = await send(ISSUE_TITLE, issue(1), { headers: { authorization: 'token alice-token' } });
    expect(alice.fast).toBe(before);
    // executed for alice: below the response cache she shares the forge answers kept for everyone
    expect(alice.calls).toEqual([]);
    const malformed = await send(ISSUE_TITLE, issue(1), { headers: { authorization: 'token caf\u00e9' } });
    expect(malformed.fast).toBe(before);
    expect(malformed.status).toBe(400);
    expect(JSON.parse(malformed.bytes.toString()).errors[0].extensions.code).toBe('BAD_CREDENTIALS');
    const form = await fetch(started().gateway.url, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ query: ISSUE_TITLE, variables: issue(1) }),
    });
    expect(form.status).toBe(403);
    expect(((await form.json()) as { errors: Json[] }).errors[0]?.extensions?.code).toBe(
      'CSRF_HEADER_REQUIRED',
    );
    expect(await fastAnswers()).toBe(before);
  });
});
