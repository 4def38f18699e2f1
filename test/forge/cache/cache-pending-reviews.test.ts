// A pull request's reviews through the shared cache for signed-in readers. A pending review is shown
// only to its author and site admins, so a page of reviews is every reader's when a site admin's read
// of it (FORGE_ADMIN_TOKEN) holds no pending review, and a review an anonymous reader got is every
// reader's; a pending review still reaches its author, and nobody else.

import { describe, expect, it } from 'vitest';
import { bannerLines } from '../../../src/start/banner.js';
import { parseCommandLine } from '../../../src/start/cli.js';
import { read, useCachingGateway } from '../../helpers/cache.js';
import type { DemoUser } from '../../helpers/harness.js';
import { captureLog } from '../../helpers/log-capture.js';
import type { Json } from '../../helpers/mutations.js';

const ADMIN_TOKEN = 'admin-token';
const log = captureLog();
const withAdmin = useCachingGateway({ cache: { adminToken: ADMIN_TOKEN }, logger: log.logger });
/** TTL of what no event reports, short enough to wait for */
const SHORT_TTL_MS = 4_000;
const shortTtl = useCachingGateway({
  cache: { adminToken: ADMIN_TOKEN, untrackedTtlMs: SHORT_TTL_MS, visibilityTtlMs: 60_000 },
});
const withoutAdmin = useCachingGateway();
const revoked = useCachingGateway({ cache: { adminToken: 'revoked-token' } });

const REVIEWS = `query Reviews($number: Int!) {
  repository(owner: "alice", name: "hello") {
    pullRequest(number: $number) {
      reviews(first: 20) { totalCount nodes { id databaseId state body author { login email } } }
    }
  }
}`;
const REVIEW = `query Review($id: ID!) {
  node(id: $id) { ... on PullReview { databaseId state body comments(first: 5) { nodes { body } } } }
}`;

const LIST = 'GET /repos/{owner}/{repo}/pulls/{index}/reviews';
const ONE = 'GET /repos/{owner}/{repo}/pulls/{index}/reviews/{id}';
const COMMENTS = 'GET /repos/{owner}/{repo}/pulls/{index}/reviews/{id}/comments';
const RECORD = 'GET /repos/{owner}/{repo}';
const PULL = 'GET /repos/{owner}/{repo}/pulls/{index}';
/** every answer the admin gateway gave, to prove its credential is in none */
const answers: string[] = [];

type Started = ReturnType<typeof withAdmin>;
async function reviewsOf(started: Started, number: number, as?: DemoUser) {
  const answer = await read(started.sandbox, started.gateway, REVIEWS, { number }, { as });
  answers.push(JSON.stringify(answer.body));
  const reviews = answer.body.data?.repository.pullRequest.reviews;
  return { ...answer, reviews, states: (reviews?.nodes as Json[] | undefined)?.map((r) => r.state) };
}

/** A PENDING review of `as` on alice/hello's pull request `number`, made at the forge itself. */
async function pendingReviewAtForge(started: Started, number: number, as: DemoUser): Promise<void> {
  const made = await fetch(`${started.sandbox.url}/repos/alice/hello/pulls/${number}/reviews`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `token ${as}-token` },
    body: JSON.stringify({ event: 'PENDING', body: `${as} is still reading` }),
  });
  if (made.status !== 200) throw new Error(`the forge answered the review with ${made.status}`);
  await started.sandbox.settleDeliveries();
}

describe('signed-in readers of a pull request’s reviews, with a site admin’s token', () => {
  it('share a page without a pending review: one anonymous read and one admin read for three callers', async () => {
    const alice = await reviewsOf(withAdmin(), 4, 'alice');
    expect(alice.states).toEqual(['REQUEST_CHANGES', 'COMMENT', 'REQUEST_REVIEW']);
    expect(alice.calls).toEqual([`${RECORD} as anonymous`, `${LIST} as admin`, `${LIST} as anonymous`]);
    const bob = await reviewsOf(withAdmin(), 4, 'bob');
    expect(bob.body.data).toEqual(alice.body.data);
    // no read asked the forge, so the pull request's own record proves it exists (shared too)
    expect(bob.calls).toEqual([`${PULL} as anonymous`]);
    const carol = await reviewsOf(withAdmin(), 4, 'carol');
    expect(carol.body.data).toEqual(alice.body.data);
    expect(carol.calls).toEqual([]);
    // the anonymous reader's copy: users as nobody in particular sees them, never as the admin does
    const anonymous = await reviewsOf(withAdmin(), 4);
    expect(anonymous.body.data).toEqual(alice.body.data);
    expect(anonymous.calls).toEqual([]);
    expect(alice.reviews.nodes[0].author).toEqual({ login: 'alice', email: 'alice@noreply.localhost' });
  });

  it('read a page holding someone’s pending review as themselves: its author sees it, others do not', async () => {
    // carol's seeded pending review is on #3
    const alice = await reviewsOf(withAdmin(), 3, 'alice');
    expect(alice.states).toEqual(['APPROVED']);
    expect(alice.calls).toEqual([`${LIST} as admin`, `${LIST} as alice`]);
    const carol = await reviewsOf(withAdmin(), 3, 'carol');
    expect(carol.states).toEqual(['APPROVED', 'PENDING']);
    expect(carol.calls).toEqual([`${LIST} as carol`]);
  });

  it('show a pending review made through the gateway to its author at once, and to nobody else', async () => {
    await reviewsOf(withAdmin(), 4, 'bob');
    const made = await read(
      withAdmin().sandbox,
      withAdmin().gateway,
      `mutation($input: CreatePullReviewInput!) {
        createPullReview(input: $input) { __typename ... on CreatePullReviewPayload { pullReview { state } } }
      }`,
      { input: { owner: 'alice', repo: 'hello', number: 4, event: 'PENDING', body: 'Half way through.' } },
      { as: 'alice' },
    );
    expect(made.body.data?.createPullReview.pullReview.state).toBe('PENDING');
    // the write dropped the repository's entries: the admin read tells of the pending review
    const alice = await reviewsOf(withAdmin(), 4, 'alice');
    expect(alice.states).toEqual(['REQUEST_CHANGES', 'COMMENT', 'REQUEST_REVIEW', 'PENDING']);
    expect(alice.calls).toEqual([`${RECORD} as anonymous`, `${LIST} as admin`, `${LIST} as alice`]);
    const bob = await reviewsOf(withAdmin(), 4, 'bob');
    expect(bob.states).toEqual(['REQUEST_CHANGES', 'COMMENT', 'REQUEST_REVIEW']);
    expect(bob.calls).toEqual([`${LIST} as bob`]);
    const anonymous = await reviewsOf(withAdmin(), 4);
    expect(anonymous.states).toEqual(['REQUEST_CHANGES', 'COMMENT', 'REQUEST_REVIEW']);
    expect(anonymous.calls).toEqual([`${LIST} as anonymous`]);
    // the forge counts every row, the pending one too, for every reader
    expect([alice, bob, anonymous].map((answer) => answer.reviews.totalCount)).toEqual([4, 4, 4]);
  });

  it('show a pending review made at the forge to its author within the untracked TTL', async () => {
    const before = Date.now();
    const first = await reviewsOf(shortTtl(), 4, 'alice');
    expect(first.calls).toEqual([`${RECORD} as anonymous`, `${LIST} as admin`, `${LIST} as anonymous`]);
    const filled = Date.now();
    // no event tells of a pending review (Gitea notifies on submission only)
    await pendingReviewAtForge(shortTtl(), 4, 'bob');
    const stale = await reviewsOf(shortTtl(), 4, 'bob');
    expect(Date.now() - before).toBeLessThan(SHORT_TTL_MS);
    expect(stale.states).toEqual(first.states);
    expect(stale.calls).toEqual([`${PULL} as anonymous`]);
    await new Promise((resolve) => setTimeout(resolve, filled + SHORT_TTL_MS + 20 - Date.now()));
    const bob = await reviewsOf(shortTtl(), 4, 'bob');
    expect(bob.states).toEqual(['REQUEST_CHANGES', 'COMMENT', 'REQUEST_REVIEW', 'PENDING']);
    expect(bob.calls).toEqual([`${LIST} as admin`, `${LIST} as bob`]);
    const alice = await reviewsOf(shortTtl(), 4, 'alice');
    expect(alice.states).toEqual(first.states);
    expect(alice.calls).toEqual([`${LIST} as alice`]);
    const anonymous = await reviewsOf(shortTtl(), 4);
    expect(anonymous.states).toEqual(first.states);
    expect(anonymous.calls).toEqual([]);
  });
});

describe('one review and its line comments', () => {
  it('go to a signed-in reader from an anonymous reader’s copy, without a call', async () => {
    const { sandbox, gateway } = withAdmin();
    const id = (await reviewsOf(withAdmin(), 3, 'alice')).reviews.nodes[0].id;
    const anonymous = await read(sandbox, gateway, REVIEW, { id });
    expect(anonymous.body.data?.node).toEqual({
      databaseId: 3,
      state: 'APPROVED',
      body: 'Looks good to me.',
      comments: { nodes: [{ body: 'Nice and short.' }] },
    });
    expect(anonymous.calls).toEqual([`${ONE} as anonymous`, `${COMMENTS} as anonymous`]);
    const bob = await read(sandbox, gateway, REVIEW, { id }, { as: 'bob' });
    expect(bob.body.data).toEqual(anonymous.body.data);
    expect(bob.calls).toEqual([]);
  });

  it('read a pending review as the caller: NOT_FOUND to another, the review to its author', async () => {
    const { sandbox, gateway } = withAdmin();
    const id = (await reviewsOf(withAdmin(), 3, 'carol')).reviews.nodes[1].id;
    const alice = await read(sandbox, gateway, REVIEW, { id }, { as: 'alice' });
    expect(alice.body.data?.node).toBeNull();
    expect(alice.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    // the anonymous reader's 404 is kept for anonymous readers, never handed to a signed-in one
    expect(alice.calls).toEqual([`${ONE} as anonymous`, `${ONE} as alice`]);
    const carol = await read(sandbox, gateway, REVIEW, { id }, { as: 'carol' });
    expect(carol.body.data?.node).toMatchObject({ databaseId: 4, state: 'PENDING', body: 'Still reading.' });
    expect(carol.calls).toEqual([`${ONE} as carol`, `${COMMENTS} as anonymous`, `${COMMENTS} as carol`]);
    const anonymous = await read(sandbox, gateway, REVIEW, { id });
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(anonymous.calls).toEqual([]);
  });
});

describe('the site admin’s token', () => {
  it('appears in no answer and no log line', () => {
    expect(answers.length).toBeGreaterThan(5);
    expect(log.raw.length).toBeGreaterThan(5);
    for (const text of [...answers, ...log.raw]) expect(text).not.toContain(ADMIN_TOKEN);
  });
});

describe('without a site admin’s token', () => {
  it('signed-in readers read a pull request’s reviews as themselves, every time', async () => {
    const bob = await reviewsOf(withoutAdmin(), 4, 'bob');
    expect(bob.states).toEqual(['REQUEST_CHANGES', 'COMMENT', 'REQUEST_REVIEW']);
    // the list depends on the caller: asked at once, without a word on the repository's visibility
    expect(bob.calls).toEqual([`${LIST} as bob`]);
    const carol = await reviewsOf(withoutAdmin(), 4, 'carol');
    expect(carol.calls).toEqual([`${LIST} as carol`]);
    const again = await reviewsOf(withoutAdmin(), 4, 'bob');
    expect(again.body.data).toEqual(bob.body.data);
    expect(again.calls).toEqual([`${LIST} as bob`]);
  });
});

describe('with a site admin’s token the forge refuses', () => {
  it('signed-in readers read as themselves, and the forge is asked as admin once, not on every read', async () => {
    const bob = await reviewsOf(revoked(), 4, 'bob');
    expect(bob.states).toEqual(['REQUEST_CHANGES', 'COMMENT', 'REQUEST_REVIEW']);
    // the forge refuses the token (401): the call log names no user for it
    expect(bob.calls).toEqual([
      `${RECORD} as anonymous`,
      `${LIST} as anonymous`,
      `${LIST} as bob`,
      `${PULL} as anonymous`,
    ]);
    const carol = await reviewsOf(revoked(), 4, 'carol');
    expect(carol.body.data).toEqual(bob.body.data);
    expect(carol.calls).toEqual([`${LIST} as carol`]);
  });
});

describe('the setting', () => {
  const cacheOf = (argv: string[], env: Record<string, string>) => {
    const command = parseCommandLine(argv, env);
    return command.kind === 'serve' ? command.config.cache : undefined;
  };

  it('is read from FORGE_ADMIN_TOKEN or --forge-admin-token, and is absent unless given', () => {
    expect(cacheOf([], { FORGE_ADMIN_TOKEN: 'secret-one' })).toMatchObject({ adminToken: 'secret-one' });
    expect(cacheOf(['--forge-admin-token', 'secret-two'], { FORGE_ADMIN_TOKEN: 'secret-one' })).toMatchObject(
      {
        adminToken: 'secret-two',
      },
    );
    expect(cacheOf([], {})).not.toHaveProperty('adminToken');
  });

  it('is named by the start-up banner when the cache keeps public answers, never shown', () => {
    const lines = (pendingReviewsChecked: boolean, cacheMode: 'sha-only' | 'public-with-hooks') =>
      bannerLines({
        demo: false,
        corsOrigins: [],
        persistedOnly: false,
        demoQuery: '',
        cacheMode,
        pendingReviewsChecked,
      });
    const line =
      'Pull requests’ reviews: a site admin’s token (--forge-admin-token) checks each page for pending reviews, so signed-in readers share the pages without one.';
    expect(lines(true, 'public-with-hooks')).toContain(line);
    expect(lines(false, 'public-with-hooks')).not.toContain(line);
    expect(lines(true, 'sha-only')).not.toContain(line);
  });
});
