// Per-caller rate limits counted in forge calls, and the gateway's ceiling of forge calls per second:
// the window in x-ratelimit-* headers, RATE_LIMITED with retry-after past it (an anonymous caller
// counted by its client address), and FORGE_OVERLOADED once the ceiling's queue is full.

import { describe, expect, it } from 'vitest';
import type { Json } from '../../helpers/mutations.js';
import { useHarness } from '../../helpers/use-harness.js';

const NAME = 'query($name: String!) { repository(owner: "alice", name: $name) { name } }';

async function post(url: string, query: string, variables: Record<string, unknown>, token?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `token ${token}`;
  const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
  return { response, body: (await response.json()) as { data?: Json | null; errors?: Json[] } };
}

describe('per-caller rate limits', () => {
  const harness = useHarness({ gateway: { rateLimit: { limit: 2, windowMs: 60_000 } } });

  it('tells an anonymous caller its window, then refuses its calls past it with RATE_LIMITED and retry-after', async () => {
    const { url, sandbox } = harness();
    const first = await post(url, NAME, { name: 'hello' });
    expect(first.body.data?.repository.name).toBe('hello');
    expect(first.response.headers.get('x-ratelimit-limit')).toBe('2');
    expect(first.response.headers.get('x-ratelimit-remaining')).toBe('1');
    expect(Number(first.response.headers.get('x-ratelimit-reset'))).toBeGreaterThan(55);
    await post(url, NAME, { name: 'hello' });
    sandbox.clearCalls();
    const refused = await post(url, NAME, { name: 'hello' });
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED' });
    expect(refused.body.errors?.[0]?.extensions?.retryAfter).toBeGreaterThan(55);
    expect(Number(refused.response.headers.get('retry-after'))).toBeGreaterThan(55);
    expect(refused.response.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(sandbox.calls).toEqual([]);
  });

  it('gives a signed-in caller a window of its own, named by the user the forge resolves', async () => {
    const { url, sandbox } = harness();
    sandbox.clearCalls();
    const first = await post(url, NAME, { name: 'hello' }, 'carol-token');
    expect(first.body.data?.repository.name).toBe('hello');
    expect(first.response.headers.get('x-ratelimit-remaining')).toBe('1');
    expect(sandbox.calls.map((call) => call.route)).toEqual(['GET /user', 'GET /repos/{owner}/{repo}']);
  });
});

describe('the ceiling of forge calls per second', () => {
  const harness = useHarness({ gateway: { ceiling: { perSecond: 1, queueSize: 1 } } });

  it('lets one call through, queues one, and refuses the rest at once with FORGE_OVERLOADED', async () => {
    const { url, sandbox } = harness();
    const aliased = `{
      a: repository(owner: "alice", name: "hello") { name }
      b: repository(owner: "acme", name: "template") { name }
      c: repository(owner: "acme", name: "legacy") { name }
    }`;
    const answer = await post(url, aliased, {});
    const codes = (answer.body.errors ?? []).map((error) => error.extensions?.code);
    expect(codes).toEqual(['FORGE_OVERLOADED']);
    expect(answer.response.headers.get('retry-after')).toBe('1');
    expect(sandbox.calls.map((call) => call.route)).toEqual([
      'GET /repos/{owner}/{repo}',
      'GET /repos/{owner}/{repo}',
    ]);
  });
});
