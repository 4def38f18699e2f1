// The gateway never loads Node's own fetch (an internal copy of undici, 12–17 MB of RSS): Yoga and
// its plugins use Yoga's fetch API, and @whatwg-node/server's one read of `globalThis.Request` sees a
// stand-in (src/without-node-fetch.ts). Checked in a fresh process after every kind of request the
// gateway answers: a query, health probes, metrics, GraphiQL, a refused preflight, GitHub's GraphQL
// and REST faces, a webhook.

import { type ChildProcess, fork } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let child: ChildProcess;
let origin: string;

function next<T>(): Promise<T> {
  return new Promise((resolve) => child.once('message', (message) => resolve(message as T)));
}

beforeAll(async () => {
  child = fork(new URL('../helpers/gateway-child.ts', import.meta.url), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  ({ url: origin } = await next<{ url: string }>());
}, 30_000);
afterAll(() => {
  child.send({ stop: true });
});

describe('Node’s own fetch', () => {
  it('is not loaded once the gateway has answered every kind of request', async () => {
    const query = await fetch(`${origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'token alice-token' },
      body: JSON.stringify({ query: '{ viewer { login } }' }),
    });
    // the shipped bundle reports extensions.cost: compare the data
    expect(await query.json()).toMatchObject({ data: { viewer: { login: 'alice' } } });
    expect((await fetch(`${origin}/healthz`)).status).toBe(200);
    expect((await fetch(`${origin}/readyz`)).status).toBe(200);
    expect(await (await fetch(`${origin}/metrics`)).text()).toContain('graphql_requests_total');
    const page = await fetch(`${origin}/graphql`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    const preflight = await fetch(`${origin}/graphql`, {
      method: 'OPTIONS',
      headers: { origin: 'https://elsewhere.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(403);
    const github = await fetch(`${origin}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'token alice-token' },
      body: JSON.stringify({ query: '{ viewer { login } }' }),
    });
    expect(await github.json()).toMatchObject({ data: { viewer: { login: 'alice' } } });
    const rest = await fetch(`${origin}/api/v3/user`, { headers: { authorization: 'token alice-token' } });
    expect(await rest.json()).toMatchObject({ login: 'alice' });
    const webhook = await fetch(`${origin}/webhooks/forge`, { method: 'POST', body: '{}' });
    expect(webhook.status).toBe(401);

    child.send({ check: 'node-fetch' });
    expect(await next<{ nodeFetchLoaded: boolean }>()).toEqual({ nodeFetchLoaded: false });
  });
});
