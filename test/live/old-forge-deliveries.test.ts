// What older forges send differently, with their real deliveries (test/fixtures/deliveries/): fields
// the schema declares non-null left out (completed from the forge, one read), no `is_pull` on a pull
// request's comment, no X-Gitea-Event-Type, the event named only by X-Gogs-Event or X-Forgejo-Event;
// and the receiver's answers to what it cannot use (form-encoded, unknown, malformed), which change
// nothing.

import { createHmac, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ISSUE_TITLE, read } from '../helpers/cache.js';
import { loadDeliveries, pointAtSandbox, postDelivery, useDeliveryReceiver } from '../helpers/deliveries.js';
import { SECRET, subscribeSse } from '../helpers/live.js';

const { sandbox, gateway, log } = useDeliveryReceiver();

const deliveries = loadDeliveries();
const delivery = (name: string) => {
  const found = deliveries.find((d) => d.name === name);
  if (!found) throw new Error(`no delivery ${name}`);
  return found;
};
const errorLines = () => log.entries().filter((entry) => Number(entry.level) >= 50);

async function receive(query: string, post: () => Promise<Response>, as: 'bob' | 'carol' = 'bob') {
  const subscription = await subscribeSse(gateway.url, query, {}, as);
  try {
    const answer = await post();
    expect(await answer.json()).toEqual({ status: 'accepted' });
    return await subscription.next(5_000);
  } finally {
    subscription.close();
  }
}

describe('a body that leaves out a field the schema declares non-null', () => {
  it('completes the sender of a push from the forge: `full_name` resolves, nothing fails', async () => {
    const push = delivery('woodpecker-gitea/push.json');
    const body = pointAtSandbox(push.body, 'alice', 'hello', { gordon: 'alice' });
    log.clear();
    sandbox.clearCalls();
    const event = await receive(
      'subscription { repositoryEvents(owner: "alice", name: "hello") { sender { login fullName } } }',
      () => postDelivery(gateway, body, push.headers),
    );
    expect(event).toEqual({
      data: { repositoryEvents: { sender: { login: 'alice', fullName: 'Alice Anderson' } } },
    });
    // one read of the user, with the subscriber's credentials
    expect(sandbox.calls.filter((c) => c.route === 'GET /users/{username}').map((c) => c.user)).toEqual([
      'bob',
    ]);
    expect(errorLines()).toEqual([]);
  });

  it('reads nothing from the forge when the subscription selects none of the fields the body left out', async () => {
    const push = delivery('woodpecker-gitea/push.json');
    const event = await receive(
      'subscription { repositoryEvents(owner: "alice", name: "hello") { sender { login } repository { fullName } } }',
      () => {
        sandbox.clearCalls();
        return postDelivery(
          gateway,
          pointAtSandbox(push.body, 'alice', 'hello', { gordon: 'alice' }),
          push.headers,
        );
      },
    );
    expect(event).toEqual({
      data: { repositoryEvents: { sender: { login: 'alice' }, repository: { fullName: 'alice/hello' } } },
    });
    expect(sandbox.calls.map((call) => call.route)).toEqual([]);
  });

  it('completes a pull request without `id` from the forge by its number', async () => {
    const opened = delivery('woodpecker-forgejo/pull_request-opened.json');
    const body: Record<string, unknown> = { ...pointAtSandbox(opened.body, 'alice', 'hello'), number: 3 };
    (body.pull_request as Record<string, unknown>).number = 3;
    const event = await receive(
      'subscription { repositoryEvents(owner: "alice", name: "hello") { ... on PullRequestChangedEvent { pullRequest { databaseId number title } } } }',
      () => postDelivery(gateway, body, opened.headers),
    );
    expect(event.errors).toBeUndefined();
    expect(event.data?.repositoryEvents).toEqual({
      pullRequest: {
        databaseId: expect.any(Number),
        number: 3,
        title: (opened.body.pull_request as { title: string }).title,
      },
    });
  });

  it('completes a repository without `private` from the forge, and checks access before handing it over', async () => {
    const approved = delivery('woodpecker-gitea/pull_request_review_approved-reviewed.json');
    const event = await receive(
      'subscription { repositoryEvents(owner: "alice", name: "hello") { repository { fullName private } ... on PullRequestReviewedEvent { verdict } } }',
      () => postDelivery(gateway, pointAtSandbox(approved.body, 'alice', 'hello'), approved.headers),
    );
    expect(event).toEqual({
      data: {
        repositoryEvents: { repository: { fullName: 'alice/hello', private: false }, verdict: 'APPROVED' },
      },
    });
  });

  it('fails only the missing field with UPSTREAM_ERROR when the forge cannot complete it either', async () => {
    const push = delivery('woodpecker-forgejo/push.json');
    log.clear();
    const event = await receive(
      'subscription { repositoryEvents(owner: "alice", name: "hello") { __typename sender { login fullName } } }',
      () => postDelivery(gateway, pointAtSandbox(push.body, 'alice', 'hello'), push.headers),
    );
    expect(event.data).toEqual({ repositoryEvents: { __typename: 'PushEvent', sender: null } });
    expect(event.errors).toMatchObject([
      { path: ['repositoryEvents', 'sender', 'fullName'], extensions: { code: 'UPSTREAM_ERROR' } },
    ]);
    expect(errorLines()).toEqual([]);
  });
});

describe('a forge that sends no `is_pull` nor X-Gitea-Event-Type', () => {
  const comment = delivery('go-scm-gitea/pull_request_comment-created.json');
  const onPullRequest = () => {
    const body = pointAtSandbox(comment.body, 'alice', 'hello');
    (body.issue as Record<string, unknown>).number = 4;
    return body;
  };

  it('routes a pull request’s comment to the pull request’s subscribers, not the issue’s', async () => {
    const ofIssue = await subscribeSse(
      gateway.url,
      'subscription { issueEvents(owner: "alice", name: "hello", number: 4) { __typename } }',
      {},
      'bob',
    );
    const event = await receive(
      'subscription { pullRequestEvents(owner: "alice", name: "hello", number: 4) { eventType ... on IssueCommentChangedEvent { isPullRequest pullRequest { number } } } }',
      () => postDelivery(gateway, onPullRequest(), comment.headers),
    );
    expect(event).toEqual({
      data: {
        pullRequestEvents: {
          eventType: 'pull_request_comment',
          isPullRequest: true,
          pullRequest: { number: 4 },
        },
      },
    });
    await expect(ofIssue.next(300)).rejects.toThrow(/no event/);
    ofIssue.close();
  });

  it('tells the event from X-Gogs-Event alone, or from X-Forgejo-Event alone', async () => {
    const labelled = delivery('woodpecker-forgejo/pull_request_label-label_updated-added.json');
    const query =
      'subscription { repositoryEvents(owner: "alice", name: "hello") { __typename kind eventType action } }';
    const expected = {
      __typename: 'PullRequestChangedEvent',
      kind: 'PULL_REQUEST',
      eventType: 'pull_request_label',
      action: 'label_updated',
    };
    const body = pointAtSandbox(labelled.body, 'alice', 'hello');
    for (const header of ['X-Gogs-Event', 'X-Forgejo-Event']) {
      const headers = { 'X-Gogs-Delivery': '{uuid}', [header]: 'pull_request' };
      const event = await receive(query, () => postDelivery(gateway, body, headers));
      expect(event).toEqual({ data: { repositoryEvents: expected } });
    }
  });

  it('tells a review from its family name and body: a review comment is no conversation comment', async () => {
    const reviewed = delivery('woodpecker-gitea/pull_request_review_comment-reviewed.json');
    const event = await receive(
      'subscription { repositoryEvents(owner: "alice", name: "hello") { __typename eventType ... on PullRequestReviewedEvent { verdict } } }',
      () =>
        postDelivery(gateway, pointAtSandbox(reviewed.body, 'alice', 'hello'), {
          'X-Gitea-Delivery': '{uuid}',
          'X-Gitea-Event': 'pull_request_comment',
        }),
    );
    expect(event).toEqual({
      data: {
        repositoryEvents: {
          __typename: 'PullRequestReviewedEvent',
          eventType: 'pull_request_review_comment',
          verdict: 'COMMENTED',
        },
      },
    });
  });
});

describe('what the receiver cannot use changes nothing', () => {
  const issues = delivery('go-scm-gitea/issues-opened.json');
  const body = JSON.stringify(pointAtSandbox(issues.body, 'alice', 'hello'));

  /** The issue read is kept before, and still kept after: no event dropped it. */
  async function nothingDropped(post: () => Promise<Response>) {
    const probe = [ISSUE_TITLE, { owner: 'alice', name: 'hello', number: 2 }] as const;
    await read(sandbox, gateway, ...probe);
    const subscription = await subscribeSse(
      gateway.url,
      'subscription { repositoryEvents(owner: "alice", name: "hello") { __typename } }',
      {},
      'bob',
    );
    const answer = await post();
    await expect(subscription.next(300)).rejects.toThrow(/no event/);
    subscription.close();
    expect((await read(sandbox, gateway, ...probe)).calls).toEqual([]);
    return answer;
  }

  it('answers a form-encoded delivery 400 with how to configure the hook, before the signature check', async () => {
    const answer = await nothingDropped(() =>
      fetch(`${gateway.origin}/webhooks/forge`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-gitea-delivery': randomUUID(),
          'x-gitea-event': 'issues',
          // Gitea signs the JSON, not the form body: this signature can never match the body
          'x-gitea-signature': createHmac('sha256', SECRET).update(body).digest('hex'),
        },
        body: new URLSearchParams({ payload: body }).toString(),
      }),
    );
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({
      error:
        'the hook sends form-encoded bodies (content type form): configure the hook with content type json',
    });
  });

  it('acknowledges an event type it does not serve with 200 `ignored`', async () => {
    const answer = await nothingDropped(() =>
      postDelivery(gateway, body, { 'X-Gitea-Delivery': '{uuid}', 'X-Gitea-Event': 'wiki' }),
    );
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ status: 'ignored', reason: 'event type wiki is not served' });
  });

  it('answers a signed body that is not JSON, or names no repository, 400', async () => {
    const headers = { 'X-Gitea-Delivery': '{uuid}', 'X-Gitea-Event': 'issues' };
    const notJson = await nothingDropped(() => postDelivery(gateway, '{"action": "opened"', headers));
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toEqual({
      error: 'the body is not JSON (configure the hook with content type json)',
    });
    const noRepository = await nothingDropped(() => postDelivery(gateway, { action: 'opened' }, headers));
    expect(noRepository.status).toBe(400);
    expect(await noRepository.json()).toEqual({
      error: 'the payload names no repository (`repository.full_name`)',
    });
  });
});
