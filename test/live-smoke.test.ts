import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Sandbox, startSandbox } from '../src/sandbox/server.js';
import { tokenOf } from './helpers/harness.js';
import { type LiveGateway, startLiveGateway, subscribeSse } from './helpers/live.js';

let sandbox: Sandbox;
let live: LiveGateway;

beforeAll(async () => {
  sandbox = await startSandbox();
  live = await startLiveGateway(sandbox.url);
});
afterAll(async () => {
  await live.close();
  await sandbox.close();
});

async function gql(query: string, variables: Record<string, unknown>, as: 'alice' | 'bob') {
  const response = await fetch(live.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: tokenOf(as) },
    body: JSON.stringify({ query, variables }),
  });
  return response.json() as Promise<{ data?: Record<string, unknown>; errors?: unknown[] }>;
}

describe('smoke', () => {
  it('works', async () => {
    const enabled = await gql(
      'mutation($input: EnableLiveUpdatesInput!) { enableLiveUpdates(input: $input) { __typename ... on EnableLiveUpdatesPayload { created hook { id url events } } ... on Error { message } } }',
      { input: { owner: 'alice', repo: 'hello' } },
      'alice',
    );
    console.log(JSON.stringify(enabled));
    const sub = await subscribeSse(
      live.url,
      'subscription($o: String!, $n: String!) { issueEvents(owner: $o, name: $n, number: 1) { __typename kind action ... on IssueChangedEvent { issue { title } changes { titleFrom } } } }',
      { o: 'alice', n: 'hello' },
      'bob',
    );
    const response = await fetch(`${sandbox.url}/repos/alice/hello/issues/1`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: tokenOf('alice') },
      body: JSON.stringify({ title: 'A new title' }),
    });
    expect(response.status).toBe(201);
    const event = await sub.next();
    console.log(JSON.stringify(event), JSON.stringify(sandbox.deliveries.map((d) => [d.status, d.error, d.eventType])));
    sub.close();
  });
});
