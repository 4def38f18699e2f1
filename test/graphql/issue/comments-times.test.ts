// Issue.trackedTimes and TrackedTime as a Node over HTTP against the sandbox forge: who sees which
// entries (the forge shows non-writers only their own), the filters, paging with the forge's count,
// failures on the field, and node(id:) without a single-entry route.

import { describe, expect, it } from 'vitest';
import { encodeGlobalID } from '../../../src/graphql/kit/global-id.js';
import { ISSUE, ISSUE_TIMES } from '../../helpers/forge-routes.js';
import { countRoutes, type DemoUser } from '../../helpers/harness.js';
import type { Json } from '../../helpers/mutations.js';
import { useFileHarness } from '../../helpers/use-harness.js';

const harness = useFileHarness();

const calls = () => countRoutes(harness.routes());

async function times(args: string, as?: DemoUser, repo = 'hello', number = 1) {
  const response = await harness.query<Json>(
    `query ($repo: String!, $number: Int!) { repository(owner: "alice", name: $repo) { issue(number: $number) {
        title trackedTimes${args} { totalCount pageInfo { hasNextPage } nodes { id databaseId time createdAt user { login } issue { number } } } } } }`,
    { repo, number },
    as ? { as } : {},
  );
  return { ...response, issue: response.data?.repository?.issue };
}

describe('Issue.trackedTimes', () => {
  it('lists every entry of #1 for the repository’s owner, with the forge’s count', async () => {
    const { issue } = await times('(first: 10)', 'alice');
    expect(issue.trackedTimes.totalCount).toBe(2);
    expect(
      issue.trackedTimes.nodes.map((t: Json) => [t.time, t.user.login, t.issue.number, t.createdAt]),
    ).toEqual([
      [3600, 'alice', 1, '2026-01-02T13:00:00.000Z'],
      [1800, 'alice', 1, '2026-01-03T13:00:00.000Z'],
    ]);
    expect(calls()).toMatchObject({ [ISSUE_TIMES]: 1, [ISSUE]: 1 });
  });

  it('shows a reader who cannot write issues only their own entries (the forge filters)', async () => {
    expect((await times('', 'carol')).issue.trackedTimes).toMatchObject({ totalCount: 0, nodes: [] });
    expect((await times('', 'bob')).issue.trackedTimes.totalCount).toBe(2);
  });

  it('filters by user and pages with first/after', async () => {
    const all = await times('(first: 1)', 'alice', 'many-prs');
    expect(all.issue.trackedTimes.totalCount).toBe(2);
    expect(all.issue.trackedTimes.pageInfo.hasNextPage).toBe(true);
    const bobs = await times('(user: "bob")', 'alice', 'many-prs');
    expect(bobs.issue.trackedTimes.nodes.map((t: Json) => [t.user.login, t.time])).toEqual([['bob', 600]]);
    const call = harness.sandbox.calls.filter((c) => c.route === ISSUE_TIMES).at(-1);
    expect(call?.query).toMatchObject({ user: 'bob' });
  });

  it('passes `since` and `until` as the forge’s `since` and `before`', async () => {
    const { issue } = await times('(since: "2026-01-03T00:00:00Z", until: "2026-01-04T00:00:00Z")', 'alice');
    expect(issue.trackedTimes.nodes.map((t: Json) => t.time)).toEqual([1800]);
  });

  it('keeps failures on the field: anonymous callers, another user’s entries, tracking switched off', async () => {
    const anonymous = await times('');
    expect(anonymous.issue).toEqual({ title: 'Greeting ignores the name', trackedTimes: null });
    expect(anonymous.errors?.[0]).toMatchObject({
      path: ['repository', 'issue', 'trackedTimes'],
      extensions: { code: 'UNAUTHENTICATED' },
    });
    const nosy = await times('(user: "alice")', 'carol');
    expect(nosy.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const hello = harness.sandbox.store.repos.find((r) => r.name === 'hello');
    if (!hello) throw new Error('no alice/hello in the seed');
    hello.timeTracking = false;
    try {
      const off = await times('', 'alice');
      expect(off.issue.trackedTimes).toBeNull();
      expect(off.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    } finally {
      hello.timeTracking = true;
    }
  });

  it('is on pull requests too', async () => {
    const { data } = await harness.query<Json>(
      '{ repository(owner: "alice", name: "hello") { pullRequest(number: 3) { trackedTimes { nodes { time user { login } } } } } }',
      {},
      { as: 'admin' },
    );
    expect(data?.repository.pullRequest.trackedTimes.nodes).toEqual([
      { time: 1200, user: { login: 'admin' } },
    ]);
  });
});

describe('TrackedTime as a Node', () => {
  it('refetches an entry from its issue’s list: one call for an issue with up to 50 entries', async () => {
    const { issue } = await times('', 'alice');
    const [first] = issue.trackedTimes.nodes;
    harness.resetCalls();
    const { data } = await harness.query<Json>(
      'query ($id: ID!) { node(id: $id) { id ... on TrackedTime { time user { login } } } }',
      { id: first.id },
      { as: 'alice' },
    );
    expect(data?.node).toEqual({ id: first.id, time: 3600, user: { login: 'alice' } });
    expect(calls()).toEqual({ [ISSUE_TIMES]: 1, 'GET /users/{username}': 1 });
    expect(harness.sandbox.calls[0]?.query).toEqual({ page: '1', limit: '50' });
  });

  it('reads the further pages in parallel when the issue has more entries', async () => {
    const { store } = harness.sandbox;
    const issue = store.issues.find((i) => i.repoId === 2 && i.index === 7);
    if (!issue) throw new Error('no alice/many-prs#7 in the seed');
    for (let i = 0; i < 120; i++) {
      store.trackedTimes.push({
        id: store.nextId(store.trackedTimes),
        issueId: issue.id,
        userId: 2,
        time: 60 + i,
        created: new Date(Date.UTC(2026, 1, 1, 0, i)),
        deleted: false,
      });
    }
    const last = store.trackedTimes.at(-1);
    const { data } = await harness.query<Json>(
      'query ($id: ID!) { node(id: $id) { ... on TrackedTime { time } } }',
      { id: encodeGlobalID('TrackedTime', `alice/many-prs#7:${last?.id}`) },
      { as: 'alice' },
    );
    expect(data?.node).toEqual({ time: 179 });
    expect(calls()).toEqual({ [ISSUE_TIMES]: 3 });
  });

  it('answers NOT_FOUND for an entry its issue does not list', async () => {
    const { data, errors } = await harness.query<Json>(
      'query ($id: ID!) { node(id: $id) { id } }',
      { id: encodeGlobalID('TrackedTime', 'alice/hello#1:3') },
      { as: 'alice' },
    );
    expect(data?.node).toBeNull();
    expect(errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
