// Subscriptions fed by the sandbox's real webhook deliveries: what arrives, from which payload fields,
// with whose credentials, and who never sees what.

import { beforeAll, describe, expect, it } from 'vitest';
import { RequestContext } from '../../src/sandbox/http/context.js';
import { Access } from '../../src/sandbox/model/records.js';
import { emitCommentEvent } from '../../src/sandbox/webhooks/emit.js';
import type { DemoUser } from '../helpers/harness.js';
import {
  eventually,
  forgeWrite,
  postGraphQL,
  startLiveGateway,
  subscribeSse,
  useLiveGateway,
} from '../helpers/live.js';
import { liveOperation } from '../helpers/live-operations.js';

const { sandbox, live } = useLiveGateway({ accessRecheckMs: 60_000 });

beforeAll(async () => {
  for (const repo of ['hello', 'secret']) {
    const enabled = await gql(
      live,
      liveOperation('EnableLiveUpdates'),
      { input: { owner: 'alice', repo } },
      'alice',
    );
    expect(enabled.data?.enableLiveUpdates).toMatchObject({
      __typename: 'EnableLiveUpdatesPayload',
      created: true,
    });
  }
});

const gql = postGraphQL;
const forge = (method: string, path: string, as: DemoUser, body?: unknown) =>
  forgeWrite(sandbox.url, method, path, as, body);

const callsBy = (login: string) =>
  sandbox.calls.filter((call) => call.user === login).map((call) => call.route);

const CHANGE_FILES = `mutation($input: ChangeFilesInput!) { changeFiles(input: $input) { __typename ... on ChangeFilesPayload { commit { sha } } } }`;

describe('repositoryEvents', () => {
  it('delivers a changeFiles push made through the gateway, from the payload alone, to a reader', async () => {
    const subscription = await subscribeSse(
      live.url,
      `subscription { repositoryEvents(owner: "alice", name: "hello", kinds: [PUSH]) {
        __typename kind eventType action sender { login } repository { fullName permissions { admin push } }
        ... on PushEvent { ref commits { sha message author { name email } } headCommit { sha } pusher { login } }
      } }`,
      {},
      'carol',
    );
    // who carol is (for her subscription cap; once per credential and minute), then the one read
    expect(callsBy('carol')).toEqual(['GET /user', 'GET /repos/{owner}/{repo}']);
    sandbox.clearCalls();
    const started = Date.now();
    const write = await gql(
      live,
      CHANGE_FILES,
      {
        input: {
          owner: 'alice',
          repo: 'hello',
          message: 'Live note',
          files: [{ operation: 'CREATE', path: 'live.md', text: 'hi' }],
        },
      },
      'alice',
    );
    const sha = write.data?.changeFiles.commit.sha;
    expect(sha).toMatch(/^[0-9a-f]{40}$/);
    const event = await subscription.next(1_000);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(event.data?.repositoryEvents).toEqual({
      __typename: 'PushEvent',
      kind: 'PUSH',
      eventType: 'push',
      action: null,
      sender: { login: 'alice' },
      repository: { fullName: 'alice/hello', permissions: { admin: false, push: false } },
      ref: 'refs/heads/main',
      commits: [
        { sha, message: 'Live note\n', author: { name: 'Alice Anderson', email: 'alice@example.com' } },
      ],
      headCommit: { sha },
      pusher: { login: 'alice' },
    });
    expect(callsBy('carol')).toEqual([]);
    subscription.close();
  });

  it('resolves fields the payload lacks through the loaders, with the subscriber’s own credentials', async () => {
    const subscription = await subscribeSse(
      live.url,
      `subscription { repositoryEvents(owner: "alice", name: "hello", kinds: [RELEASE]) {
        ... on ReleaseChangedEvent { release { tagName } repository { releases(first: 1) { totalCount } } }
      } }`,
      {},
      'bob',
    );
    sandbox.clearCalls();
    await forge('POST', '/repos/alice/hello/releases', 'alice', { tag_name: 'v2.0', name: 'Two' });
    const event = await subscription.next();
    expect(event.data?.repositoryEvents).toMatchObject({
      release: { tagName: 'v2.0' },
      repository: { releases: { totalCount: 2 } },
    });
    expect(callsBy('bob')).toEqual(['GET /repos/{owner}/{repo}/releases']);
    subscription.close();
  });

  it('refuses a repository the subscriber may not read with NOT_FOUND, after one read', async () => {
    const subscription = await subscribeSse(
      live.url,
      'subscription { repositoryEvents(owner: "alice", name: "secret") { kind } }',
      {},
      'bob',
    );
    const answer = await subscription.next();
    // a refused subscription has no data at all (the GraphQL specification's source stream errors)
    expect(answer.data).toBeUndefined();
    expect(answer.errors).toMatchObject([{ extensions: { code: 'NOT_FOUND' }, path: ['repositoryEvents'] }]);
    expect(await subscription.completed()).toBe(true);
    expect(callsBy('bob')).toEqual(['GET /repos/{owner}/{repo}']);
  });

  it('never hands bob an event of alice/secret, while alice gets it', async () => {
    const ofBob = await subscribeSse(
      live.url,
      'subscription { repositoryEvents(owner: "alice", name: "hello") { repository { fullName } } }',
      {},
      'bob',
    );
    const ofAlice = await subscribeSse(
      live.url,
      'subscription { repositoryEvents(owner: "alice", name: "secret") { repository { fullName private } } }',
      {},
      'alice',
    );
    await forge('POST', '/repos/alice/secret/contents', 'alice', {
      files: [{ operation: 'create', path: 'hidden.md', content: '' }],
    });
    expect((await ofAlice.next()).data?.repositoryEvents).toEqual({
      repository: { fullName: 'alice/secret', private: true },
    });
    await expect(ofBob.next(300)).rejects.toThrow(/no event/);
    ofBob.close();
    ofAlice.close();
  });
});

describe('issueEvents and pullRequestEvents', () => {
  it('issueEvents(number: 1) gets the edits of issue #1 only, with the old title', async () => {
    const subscription = await subscribeSse(
      live.url,
      liveOperation('IssueEvents'),
      { owner: 'alice', name: 'hello', number: 1 },
      'carol',
    );
    await forge('PATCH', '/repos/alice/hello/issues/2', 'alice', { title: 'Not this one' });
    await forge('PATCH', '/repos/alice/hello/issues/1', 'alice', { title: 'Greeting ignores the name!' });
    const event = await subscription.next();
    expect(event.data?.issueEvents).toMatchObject({
      __typename: 'IssueChangedEvent',
      action: 'edited',
      issue: {
        title: 'Greeting ignores the name!',
        state: 'OPEN',
        assignees: [{ login: 'alice' }, { login: 'bob' }],
      },
      changes: { titleFrom: 'Greeting ignores the name', bodyFrom: null },
    });
    await expect(subscription.next(300)).rejects.toThrow(/no event/);
    subscription.close();
  });

  it('pullRequestEvents(number: 4) gets a review submitted through the gateway', async () => {
    const subscription = await subscribeSse(
      live.url,
      liveOperation('PullRequestEvents'),
      { owner: 'alice', name: 'hello', number: 4 },
      'carol',
    );
    const review = await gql(
      live,
      'mutation($input: CreatePullReviewInput!) { createPullReview(input: $input) { __typename } }',
      {
        input: { owner: 'alice', repo: 'hello', number: 4, event: 'REQUEST_CHANGES', body: 'Please rename' },
      },
      'alice',
    );
    expect(review.data?.createPullReview.__typename).toBe('CreatePullReviewPayload');
    const event = await subscription.next();
    expect(event.data?.pullRequestEvents).toEqual({
      __typename: 'PullRequestReviewedEvent',
      action: 'reviewed',
      verdict: 'CHANGES_REQUESTED',
      reviewBody: 'Please rename',
      sender: { login: 'alice' },
    });
    subscription.close();
  });
});

describe('enableLiveUpdates and disableLiveUpdates', () => {
  it('enabling again finds the gateway’s hook with one read and no write', async () => {
    const again = await gql(
      live,
      liveOperation('EnableLiveUpdates'),
      { input: { owner: 'alice', repo: 'hello' } },
      'alice',
    );
    expect(again.data?.enableLiveUpdates).toMatchObject({
      __typename: 'EnableLiveUpdatesPayload',
      created: false,
      hook: { url: `${live.origin}/webhooks/forge`, active: true },
      repository: { fullName: 'alice/hello' },
    });
    expect(callsBy('alice')).toEqual(['GET /repos/{owner}/{repo}/hooks', 'GET /repos/{owner}/{repo}']);
  });

  it('answers ForbiddenError to bob after the one read', async () => {
    const answer = await gql(
      live,
      liveOperation('EnableLiveUpdates'),
      { input: { owner: 'alice', repo: 'hello' } },
      'bob',
    );
    expect(answer.data?.enableLiveUpdates).toMatchObject({
      __typename: 'ForbiddenError',
      upstreamStatus: 403,
    });
    expect(callsBy('bob')).toEqual(['GET /repos/{owner}/{repo}/hooks']);
  });

  it('answers NotFoundError for a repository that does not exist', async () => {
    const answer = await gql(
      live,
      liveOperation('EnableLiveUpdates'),
      { input: { owner: 'alice', repo: 'nope' } },
      'alice',
    );
    expect(answer.data?.enableLiveUpdates).toMatchObject({
      __typename: 'NotFoundError',
      upstreamStatus: 404,
    });
  });

  it('answers LiveUpdatesNotConfiguredError before any call on a gateway without a public URL', async () => {
    const bare = await startLiveGateway(sandbox.url, { publicUrl: undefined });
    try {
      const answer = await gql(
        bare,
        liveOperation('EnableLiveUpdates'),
        { input: { owner: 'alice', repo: 'hello' } },
        'alice',
      );
      expect(answer.data?.enableLiveUpdates).toMatchObject({
        __typename: 'LiveUpdatesNotConfiguredError',
        message: expect.stringMatching(/--public-url/),
      });
      expect(sandbox.calls).toEqual([]);
    } finally {
      await bare.close();
    }
  });

  it('disabling removes the hook (one read, one delete); disabling again is NotFoundError after the read', async () => {
    await gql(
      live,
      liveOperation('EnableLiveUpdates'),
      { input: { owner: 'alice', repo: 'many-prs' } },
      'alice',
    );
    sandbox.clearCalls();
    const removed = await gql(
      live,
      liveOperation('DisableLiveUpdates'),
      { input: { owner: 'alice', repo: 'many-prs' } },
      'alice',
    );
    expect(removed.data?.disableLiveUpdates).toMatchObject({
      __typename: 'DisableLiveUpdatesPayload',
      deletedHookId: expect.any(String),
      repository: { fullName: 'alice/many-prs' },
    });
    expect(callsBy('alice')).toEqual([
      'GET /repos/{owner}/{repo}/hooks',
      'DELETE /repos/{owner}/{repo}/hooks/{id}',
      'GET /repos/{owner}/{repo}',
    ]);
    sandbox.clearCalls();
    const again = await gql(
      live,
      liveOperation('DisableLiveUpdates'),
      { input: { owner: 'alice', repo: 'many-prs' } },
      'alice',
    );
    expect(again.data?.disableLiveUpdates).toMatchObject({
      __typename: 'NotFoundError',
      upstreamStatus: null,
    });
    expect(callsBy('alice')).toEqual(['GET /repos/{owner}/{repo}/hooks']);
  });
});

describe('access over time, limits and shutdown', () => {
  it('ends the stream of a subscriber whose access is revoked, with FORBIDDEN', async () => {
    const quick = await startLiveGateway(sandbox.url, { accessRecheckMs: 150 });
    const secret = sandbox.store.repos.find((r) => r.name === 'secret');
    secret?.collaborators.set(4, Access.read);
    try {
      const subscription = await subscribeSse(
        quick.url,
        'subscription { repositoryEvents(owner: "alice", name: "secret") { kind } }',
        {},
        'carol',
      );
      secret?.collaborators.delete(4);
      const end = await subscription.next(2_000);
      expect(end.data).toBeNull();
      expect(end.errors).toMatchObject([
        { extensions: { code: 'FORBIDDEN' }, message: expect.stringMatching(/may no longer read/) },
      ]);
      expect(await subscription.completed()).toBe(true);
    } finally {
      secret?.collaborators.delete(4);
      await quick.close();
    }
  });

  it('refuses a subscription past the per-caller cap with TOO_MANY_SUBSCRIPTIONS, and frees the slot when one ends', async () => {
    const capped = await startLiveGateway(sandbox.url, { maxSubscriptionsPerCaller: 1 });
    try {
      const doc = 'subscription { repositoryEvents(owner: "alice", name: "hello") { kind } }';
      const first = await subscribeSse(capped.url, doc, {}, 'carol');
      const second = await subscribeSse(capped.url, doc, {}, 'carol');
      expect((await second.next()).errors).toMatchObject([
        { extensions: { code: 'TOO_MANY_SUBSCRIPTIONS' } },
      ]);
      const other = await subscribeSse(capped.url, doc, {}, 'bob');
      await expect(other.next(200)).rejects.toThrow(/no event/);
      first.close();
      other.close();
      await eventually(() => capped.gateway.live.runtime.openStreams === 0);
      const third = await subscribeSse(capped.url, doc, {}, 'carol');
      await expect(third.next(200)).rejects.toThrow(/no event/);
      third.close();
    } finally {
      await capped.close();
    }
  });

  it('counts open subscriptions and delivered events in the metrics', async () => {
    const metrics = async () => (await fetch(`${live.origin}/metrics`)).text();
    const subscription = await subscribeSse(
      live.url,
      'subscription { repositoryEvents(owner: "alice", name: "hello", kinds: [ISSUES]) { kind } }',
      {},
      'carol',
    );
    expect(await metrics()).toMatch(/^live_subscriptions_open [1-9]/m);
    await forge('PATCH', '/repos/alice/hello/issues/2', 'alice', { title: 'Counted' });
    await subscription.next();
    expect(await metrics()).toMatch(/^live_events_delivered_total\{kind="ISSUES"\} [1-9]/m);
    subscription.close();
  });

  it('ends every stream cleanly on shutdown', async () => {
    const closing = await startLiveGateway(sandbox.url);
    const subscription = await subscribeSse(
      closing.url,
      'subscription { repositoryEvents(owner: "alice", name: "hello") { kind } }',
      {},
      'carol',
    );
    closing.gateway.live.drain();
    expect(await subscription.completed()).toBe(true);
    await expect(subscription.next(100)).rejects.toThrow(/ended/);
    await closing.close();
  });
});

describe('comments', () => {
  /** What a comment route does after storing the comment (the sandbox has no comment route yet). */
  function commentOn(number: number, body: string) {
    const store = sandbox.store;
    const repo = store.repos.find((r) => r.name === 'hello' && r.ownerId === 2);
    const issue = repo && store.issueByIndex(repo.id, number);
    if (!repo || !issue) throw new Error('no such issue');
    const now = store.now();
    const comment = {
      id: store.nextId(store.comments),
      issueId: issue.id,
      posterId: 3,
      body,
      createdAt: now,
      updatedAt: now,
    };
    store.comments.push(comment);
    const ctx = new RequestContext({
      runtime: { store, origin: sandbox.origin, options: sandbox.options, profile: sandbox.profile },
      method: 'POST',
      path: `/repos/alice/hello/issues/${number}/comments`,
      query: new URLSearchParams(),
      params: {},
      headers: {},
      body: Buffer.alloc(0),
      user: store.userByName('bob') ?? null,
    });
    emitCommentEvent(ctx, repo, issue, comment, 'created');
  }

  it('issueEvents gets a comment on the issue, and the issue the payload primed costs no call', async () => {
    const subscription = await subscribeSse(
      live.url,
      `subscription { issueEvents(owner: "alice", name: "hello", number: 2) {
        __typename action ... on IssueCommentChangedEvent { isPullRequest pullRequest { number }
          comment { body author { login } } issue { number } repository { issue(number: 2) { title } } } } }`,
      {},
      'carol',
    );
    sandbox.clearCalls();
    commentOn(2, 'Me too');
    const event = await subscription.next();
    expect(event.data?.issueEvents).toEqual({
      __typename: 'IssueCommentChangedEvent',
      action: 'created',
      isPullRequest: false,
      pullRequest: null,
      comment: { body: 'Me too', author: { login: 'bob' } },
      issue: { number: 2 },
      repository: { issue: { title: expect.any(String) } },
    });
    expect(callsBy('carol')).toEqual([]);
    subscription.close();
  });

  it('pullRequestEvents gets a comment on the pull request; its pullRequest field is one read', async () => {
    const subscription = await subscribeSse(
      live.url,
      `subscription { pullRequestEvents(owner: "alice", name: "hello", number: 4) {
        __typename ... on IssueCommentChangedEvent { isPullRequest comment { body } pullRequest { number title } } } }`,
      {},
      'carol',
    );
    sandbox.clearCalls();
    commentOn(4, 'Rebased');
    const event = await subscription.next();
    expect(event.data?.pullRequestEvents).toMatchObject({
      __typename: 'IssueCommentChangedEvent',
      isPullRequest: true,
      comment: { body: 'Rebased' },
      pullRequest: { number: 4 },
    });
    expect(callsBy('carol')).toEqual(['GET /repos/{owner}/{repo}/pulls/{index}']);
    subscription.close();
  });
});
