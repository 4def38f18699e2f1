// Every subscription of operations/ through its typed document over SSE, with the example variables
// of operations/variables.json, each receiving an event made through the sandbox.

import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  IssueEventsDocument,
  type IssueEventsSubscription,
  PullRequestEventsDocument,
  type PullRequestEventsSubscription,
  RepositoryEventsDocument,
  type RepositoryEventsSubscription,
} from '../../generated/client/graphql.js';
import { exampleFiles } from '../../src/graphiql/examples.js';
import { buildManifest } from '../../src/persisted/manifest.js';
import { type Sandbox, startSandbox } from '../../src/sandbox/server.js';
import { tokenOf } from '../helpers/harness.js';
import { type LiveGateway, startLiveGateway, subscribeSse } from '../helpers/live.js';
import { liveOperation } from '../helpers/live-operations.js';
import { exampleOf, operationName } from '../helpers/typed.js';

let sandbox: Sandbox;
let live: LiveGateway;
const ran = new Set<string>();

beforeAll(async () => {
  sandbox = await startSandbox();
  live = await startLiveGateway(sandbox.url);
  const response = await fetch(live.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: tokenOf('alice') },
    body: JSON.stringify({
      query: liveOperation('EnableLiveUpdates'),
      variables: { input: { owner: 'alice', repo: 'hello' } },
    }),
  });
  expect(response.status).toBe(200);
});
afterAll(async () => {
  await live.close();
  await sandbox.close();
});

async function forge(method: string, path: string, body: unknown, as: 'alice' | 'bob' = 'alice') {
  const response = await fetch(`${sandbox.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: tokenOf(as) },
    body: JSON.stringify(body),
  });
  expect(response.status).toBeLessThan(300);
}

// biome-ignore lint/suspicious/noExplicitAny: any typed document
async function subscribe<R>(document: any, variables: Record<string, unknown>) {
  ran.add(operationName(document));
  const subscription = await subscribeSse(live.url, print(document), variables, 'carol');
  return {
    next: async () => (await subscription.next()).data as R | undefined,
    close: () => subscription.close(),
  };
}

describe('typed subscriptions', () => {
  it('RepositoryEvents streams a push', async () => {
    const events = await subscribe<RepositoryEventsSubscription>(
      RepositoryEventsDocument,
      exampleOf(RepositoryEventsDocument),
    );
    await forge('POST', '/repos/alice/hello/contents', {
      files: [{ operation: 'create', path: 'typed.md', content: '' }],
    });
    const event = (await events.next())?.repositoryEvents;
    expect(event?.__typename).toBe('PushEvent');
    if (event?.__typename === 'PushEvent') expect(event.ref).toBe('refs/heads/main');
    events.close();
  });

  it('IssueEvents streams an edit of issue #1', async () => {
    const events = await subscribe<IssueEventsSubscription>(
      IssueEventsDocument,
      exampleOf(IssueEventsDocument),
    );
    await forge('PATCH', '/repos/alice/hello/issues/1', { body: 'Edited while watched' });
    const event = (await events.next())?.issueEvents;
    expect(event).toMatchObject({
      __typename: 'IssueChangedEvent',
      action: 'edited',
      changes: { bodyFrom: expect.any(String) },
    });
    events.close();
  });

  it('PullRequestEvents streams a review of #4', async () => {
    const events = await subscribe<PullRequestEventsSubscription>(
      PullRequestEventsDocument,
      exampleOf(PullRequestEventsDocument),
    );
    await forge('POST', '/repos/alice/hello/pulls/4/reviews', { event: 'COMMENT', body: 'Noted' }, 'alice');
    expect((await events.next())?.pullRequestEvents).toEqual({
      __typename: 'PullRequestReviewedEvent',
      action: 'reviewed',
      verdict: 'COMMENTED',
      reviewBody: 'Noted',
      sender: { login: 'alice' },
    });
    events.close();
  });

  it('cover every subscription of operations/', () => {
    const subscriptions = buildManifest(exampleFiles()).operations.filter((o) => o.type === 'subscription');
    expect([...ran].sort()).toEqual(subscriptions.map((o) => o.name).sort());
  });
});
