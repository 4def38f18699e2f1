// The REST routes under /api/v3 run in the forge session a GraphQL request gets (the caller's rate
// limit, the request log line and metrics), and the gateway over HTTPS still serves GraphQL over
// WebSocket (wss://).

import { createClient } from 'graphql-ws';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { useGhHarness } from '../helpers/gh.js';

const CALLS_PER_WINDOW = 3;

const h = useGhHarness({
  env: { RATE_LIMIT_CALLS: String(CALLS_PER_WINDOW), RATE_LIMIT_WINDOW_MS: '600000' },
  log: true,
});

describe('a REST request', () => {
  it('writes the request log line a GraphQL request writes, named by its route', async () => {
    h.shipped.log.clear();
    const result = await h.gh(['api', 'user'], 'alice');
    expect(result.code).toBe(0);
    const [line] = await h.shipped.log.waitFor('request');
    expect(line).toMatchObject({
      method: 'GET',
      path: '/api/v3/user',
      status: 200,
      operation: 'RestViewer',
      operationType: 'rest',
      upstreamCalls: 1,
    });
  });

  it('spends the caller’s forge calls, and past the limit answers GitHub’s 429 with Retry-After', async () => {
    for (let i = 0; i < CALLS_PER_WINDOW; i++) expect((await h.gh(['api', 'user'], 'carol')).code).toBe(0);
    const refused = await h.gh(['api', '-i', 'user'], 'carol');
    expect(refused.code).toBe(1);
    expect(refused.stdout).toMatch(/^HTTP\/1\.1 429 Too Many Requests/);
    expect(refused.stdout).toMatch(/^Retry-After: \d+$/m);
    expect(refused.stdout).toContain('"message":"API rate limit exceeded"');
    // another caller's window is its own
    expect((await h.gh(['api', 'user'], 'bob')).code).toBe(0);
  });
});

describe('the gateway over HTTPS', () => {
  it('answers GraphQL over a wss:// WebSocket', async () => {
    const ca = h.certificate;
    class TrustingWebSocket extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { ca });
      }
    }
    const client = createClient({
      url: `wss://${h.host}/graphql`,
      webSocketImpl: TrustingWebSocket,
      connectionParams: { Authorization: 'token alice-token' },
      retryAttempts: 0,
    });
    try {
      const answers = client.iterate({ query: '{ viewer { login } }' });
      expect((await answers.next()).value).toEqual({ data: { viewer: { login: 'alice' } } });
    } finally {
      await client.dispose();
    }
  });
});
