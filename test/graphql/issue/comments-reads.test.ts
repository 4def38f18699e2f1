// Issue.comments and PullRequest.comments over HTTP against the sandbox forge: the comments as the
// forge lists them (all in one call, counted), the time filters, Relay windows served from that
// one call, the call discipline of many issues at once, node(id:) for a comment, and failures that
// stay on the field.

import { describe, expect, it } from 'vitest';
import { encodeGlobalID } from '../../../src/graphql/kit/global-id.js';
import { ISSUE, ISSUE_COMMENTS, ISSUE_TIMELINE, PULL } from '../../helpers/forge-routes.js';
import type { Json } from '../../helpers/mutations.js';
import { useFileHarness } from '../../helpers/use-harness.js';
import { writesOf } from '../../helpers/writes.js';

const harness = useFileHarness();

const { calls, query } = writesOf(() => harness);

async function issueQuery(selection: string, number = 1, as: 'alice' | 'carol' | undefined = 'alice') {
  const response = await harness.query<Json>(
    `query ($number: Int!) { repository(owner: "alice", name: "hello") { issue(number: $number) { ${selection} } } }`,
    { number },
    as ? { as } : {},
  );
  return { ...response, issue: response.data?.repository?.issue };
}

describe('Issue.comments', () => {
  it('lists the comments of #1 oldest first with the forge’s count, in one call beside the issue', async () => {
    const { issue, errors } = await issueQuery(
      'commentCount comments(first: 10) { totalCount pageInfo { hasNextPage } nodes { databaseId body author { login } issue { number } } }',
    );
    expect(errors).toBeUndefined();
    expect(issue.commentCount).toBe(3);
    expect(issue.comments.totalCount).toBe(3);
    expect(issue.comments.pageInfo.hasNextPage).toBe(false);
    expect(issue.comments.nodes.map((c: Json) => [c.author.login, c.body])).toEqual([
      ['bob', 'I can reproduce this with an empty name.'],
      ['alice', 'Confirmed: `greet()` drops the name before printing.'],
      ['carol', 'Same here on Windows.'],
    ]);
    expect(issue.comments.nodes[0].issue.number).toBe(1);
    expect(calls()).toEqual({ [ISSUE]: 1, [ISSUE_COMMENTS]: 1 });
  });

  it('starts the comments call together with the timeline, reading neither the repository nor the issue: one round trip', async () => {
    harness.sandbox.faults.setLatency('*', 500);
    const started = performance.now();
    const { issue } = await issueQuery(
      'comments(first: 5) { totalCount } timeline(first: 3) { nodes { type } }',
    );
    // Two round trips would need 1000 ms.
    expect(performance.now() - started).toBeLessThan(950);
    expect(issue.comments.totalCount).toBe(3);
    expect(calls()).toEqual({
      [ISSUE_COMMENTS]: 1,
      [ISSUE_TIMELINE]: 1,
    });
  });

  it('serves any window from the one answer: first/after and last', async () => {
    const { issue } = await issueQuery(
      'page1: comments(first: 1) { pageInfo { endCursor hasNextPage } nodes { body } } tail: comments(last: 1) { totalCount nodes { author { login } } }',
    );
    expect(issue.page1.nodes).toHaveLength(1);
    expect(issue.page1.pageInfo.hasNextPage).toBe(true);
    expect(issue.tail).toMatchObject({ totalCount: 3, nodes: [{ author: { login: 'carol' } }] });
    const after = issue.page1.pageInfo.endCursor;
    harness.resetCalls();
    const next = await issueQuery(`comments(first: 5, after: "${after}") { nodes { author { login } } }`);
    expect(next.issue.comments.nodes.map((c: Json) => c.author.login)).toEqual(['alice', 'carol']);
    expect(calls()[ISSUE_COMMENTS]).toBe(1);
  });

  it('passes `since` and `until` to the forge as its `since` and `before` (update times)', async () => {
    const { issue } = await issueQuery(
      'comments(since: "2026-01-02T16:30:00Z", until: "2026-01-02T18:00:00Z") { totalCount nodes { author { login } } }',
    );
    expect(issue.comments).toEqual({ totalCount: 1, nodes: [{ author: { login: 'carol' } }] });
    const call = harness.sandbox.calls.find((c) => c.route === ISSUE_COMMENTS);
    expect(call?.query).toEqual({ since: '2026-01-02T16:30:00.000Z', before: '2026-01-02T18:00:00.000Z' });
  });

  it('answers anonymous callers on a public repository', async () => {
    const { issue } = await issueQuery('comments { totalCount }', 2, undefined);
    expect(issue.comments.totalCount).toBe(2);
  });

  it('reads the comments of several aliased issues with one call each', async () => {
    const { data } = await query(`{ repository(owner: "alice", name: "hello") {
          a: issue(number: 1) { comments(first: 5) { totalCount } }
          b: issue(number: 2) { comments(first: 5) { totalCount } }
          c: issue(number: 4) { comments(first: 5) { totalCount } } } }`);
    expect(
      [data?.repository.a, data?.repository.b, data?.repository.c].map((i) => i.comments.totalCount),
    ).toEqual([3, 2, 2]);
    expect(calls()).toEqual({ [ISSUE_COMMENTS]: 3 });
  });

  it('keeps `first` over the maximum on the field: its siblings and the issue keep their data, no call', async () => {
    const { issue, errors } = await issueQuery('title comments(first: 500) { totalCount }');
    expect(issue).toEqual({ title: 'Greeting ignores the name', comments: null });
    expect(errors).toEqual([
      expect.objectContaining({
        message: '`first` may be at most 100, got 500',
        extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }),
      }),
    ]);
    expect(calls()[ISSUE_COMMENTS]).toBeUndefined();
  });

  it('turns a forge failure of the list into an error on the field alone', async () => {
    harness.sandbox.faults.injectStatus(ISSUE_COMMENTS, 500);
    const { issue, errors } = await issueQuery('number comments { totalCount }');
    expect(issue).toEqual({ number: 1, comments: null });
    expect(errors?.[0]).toMatchObject({
      path: ['repository', 'issue', 'comments'],
      extensions: { code: 'UPSTREAM_ERROR', upstream: { status: 500, route: ISSUE_COMMENTS } },
    });
  });
});

describe('PullRequest.comments', () => {
  it('are the comments of the pull request’s issue', async () => {
    const { data } = await query(
      '{ repository(owner: "alice", name: "hello") { pullRequest(number: 3) { commentCount comments { totalCount nodes { body author { login } } } } } }',
      'bob',
    );
    expect(data?.repository.pullRequest).toEqual({
      commentCount: 1,
      comments: { totalCount: 1, nodes: [{ body: 'Looks good to me.', author: { login: 'bob' } }] },
    });
    expect(calls()).toEqual({ [PULL]: 1, [ISSUE_COMMENTS]: 1 });
  });

  it('cost 1 + N calls in two round trips for a page of N pull requests', async () => {
    const document = `{ repository(owner: "alice", name: "many-prs") {
        pullRequests(first: 8, state: ALL) { nodes { number commentCount comments(first: 5) { totalCount nodes { body } } } } } }`;
    const { data } = await query(document);
    const nodes = data?.repository.pullRequests.nodes as Json[];
    expect(nodes).toHaveLength(8);
    for (const pr of nodes) expect(pr.comments.totalCount).toBe(pr.commentCount);
    expect(nodes.map((pr) => pr.comments.totalCount)).toEqual(nodes.map((pr) => pr.number % 4));
    expect(calls()).toEqual({ 'GET /repos/{owner}/{repo}/pulls': 1, [ISSUE_COMMENTS]: 8 });

    // With every forge call taking 500 ms, three round trips would need 1500 ms.
    harness.sandbox.faults.setLatency('*', 500);
    const started = performance.now();
    await query(document);
    expect(performance.now() - started).toBeLessThan(1400);
  });
});

describe('Comment as a Node', () => {
  it('refetches a comment by its id with one call', async () => {
    const id = encodeGlobalID('Comment', 'alice/hello#1:1');
    const { data } = await harness.query<Json>(
      'query ($id: ID!) { node(id: $id) { id ... on Comment { body author { login } issue { title } } } }',
      { id },
      { as: 'carol' },
    );
    expect(data?.node).toEqual({
      id,
      body: 'I can reproduce this with an empty name.',
      author: { login: 'bob' },
      issue: { title: 'Greeting ignores the name' },
    });
    expect(calls()).toEqual({ 'GET /repos/{owner}/{repo}/issues/comments/{id}': 1, [ISSUE]: 1 });
  });

  it('gives a listed comment the same id node(id:) answers to', async () => {
    const { issue } = await issueQuery('comments(first: 1) { nodes { id } }');
    const { data } = await harness.query<Json>(
      'query ($id: ID!) { node(id: $id) { ... on Comment { databaseId } } }',
      { id: issue.comments.nodes[0].id },
    );
    expect(data?.node).toEqual({ databaseId: 1 });
  });

  it('gives comments met in an activity feed the same id, from their URL', async () => {
    const { data } = await query(
      '{ user(login: "alice") { activities(first: 50) { nodes { opType comment { id body } } } } }',
    );
    const item = data?.user.activities.nodes.find((a: Json) => a.comment);
    expect(item.comment).toEqual({
      id: encodeGlobalID('Comment', 'alice/hello#1:1'),
      body: 'I can reproduce this with an empty name.',
    });
  });

  it('hides a private repository’s comments from those who cannot read it', async () => {
    const secret = harness.sandbox.store.comments.find((c) => c.body === 'Staging keys are rotated.');
    const id = encodeGlobalID('Comment', `alice/secret#1:${secret?.id}`);
    const query = 'query ($id: ID!) { node(id: $id) { ... on Comment { body issue { title } } } }';
    const owner = await harness.query<Json>(query, { id }, { as: 'alice' });
    expect(owner.data?.node).toEqual({
      body: 'Staging keys are rotated.',
      issue: { title: 'Rotate the keys' },
    });
    const stranger = await harness.query<Json>(query, { id }, { as: 'carol' });
    expect(stranger.data?.node).toBeNull();
    expect(stranger.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('answers NOT_FOUND for a comment that does not exist', async () => {
    const { data, errors } = await harness.query<Json>('query ($id: ID!) { node(id: $id) { id } }', {
      id: encodeGlobalID('Comment', 'alice/hello#1:9999'),
    });
    expect(data?.node).toBeNull();
    expect(errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
