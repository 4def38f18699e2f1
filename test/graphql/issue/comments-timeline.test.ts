// What else hangs under an issue, over HTTP against the sandbox forge: the timeline (paged, no total,
// refetchable items), reactions (paged and counted on issues, whole on comments), the dependency
// lists (paged, no total, filtered by visibility) and attachments (embedded, or read where a record
// carries none), with node(id:) for timeline items and attachments.

import { describe, expect, it } from 'vitest';
import { encodeGlobalID } from '../../../src/graphql/kit/global-id.js';
import { ISSUE, ISSUE_COMMENTS, ISSUE_TIMELINE } from '../../helpers/forge-routes.js';
import { countRoutes, type DemoUser } from '../../helpers/harness.js';
import type { Json } from '../../helpers/mutations.js';
import { useFileHarness } from '../../helpers/use-harness.js';

const harness = useFileHarness();

const calls = () => countRoutes(harness.routes());

async function onIssue(selection: string, number = 1, as: DemoUser | undefined = 'alice', repo = 'hello') {
  const response = await harness.query<Json>(
    `query ($number: Int!, $repo: String!) { repository(owner: "alice", name: $repo) { issue(number: $number) { ${selection} } } }`,
    { number, repo },
    as ? { as } : {},
  );
  return { ...response, issue: response.data?.repository?.issue };
}

describe('Issue.timeline', () => {
  it('tells what happened to #2: a comment, closing and reopening, another comment', async () => {
    const { issue } = await onIssue(
      'timeline { totalCount nodes { type author { login } body comment { body } } }',
      2,
    );
    expect(issue.timeline.totalCount).toBeNull();
    expect(issue.timeline.nodes.map((i: Json) => [i.type, i.author.login])).toEqual([
      ['comment', 'alice'],
      ['close', 'bob'],
      ['reopen', 'alice'],
      ['comment', 'bob'],
    ]);
    expect(issue.timeline.nodes[0].comment).toEqual({ body: 'Good idea; #3 does it.' });
    expect(issue.timeline.nodes[1].comment).toBeNull();
    expect(calls()).toEqual({ [ISSUE_TIMELINE]: 1 });
  });

  it('pages with first/after over the forge’s pages and tells when more may follow', async () => {
    const first = await onIssue('timeline(first: 3) { pageInfo { hasNextPage endCursor } nodes { type } }');
    expect(first.issue.timeline.nodes.map((i: Json) => i.type)).toEqual(['label', 'assignees', 'assignees']);
    expect(first.issue.timeline.pageInfo.hasNextPage).toBe(true);
    const after = first.issue.timeline.pageInfo.endCursor;
    const next = await onIssue(
      `timeline(first: 10, after: "${after}") { pageInfo { hasNextPage } nodes { type } }`,
    );
    expect(next.issue.timeline.nodes.map((i: Json) => i.type)).toEqual([
      'milestone',
      'comment',
      'comment',
      'comment',
      'add_dependency',
    ]);
    expect(next.issue.timeline.pageInfo.hasNextPage).toBe(false);
    const timelineCall = harness.sandbox.calls.filter((c) => c.route === ISSUE_TIMELINE).at(-1);
    expect(timelineCall?.query).toMatchObject({ page: '1', limit: '13' });
  });

  it('needs `before` for `last`, since the forge reports no total', async () => {
    const { issue, errors } = await onIssue('number timeline(last: 2) { nodes { type } }');
    expect(issue).toEqual({ number: 1, timeline: null });
    expect(errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('shows time tracking and the dependency events with their objects', async () => {
    const { issue } = await onIssue('timeline { nodes { type trackedTime { time user { login } } } }', 3);
    expect(issue.timeline.nodes).toEqual([
      { type: 'comment', trackedTime: null },
      { type: 'add_time_manual', trackedTime: { time: 1200, user: { login: 'admin' } } },
    ]);
  });

  it('is on pull requests too, with their dependency lists', async () => {
    const { data } = await harness.query<Json>(
      `{ repository(owner: "alice", name: "hello") { pullRequest(number: 5) {
          timeline { nodes { type } } blocks { nodes { number } } dependencies { nodes { number } } } } }`,
      {},
      { as: 'alice' },
    );
    expect(data?.repository.pullRequest).toEqual({
      timeline: { nodes: [] },
      blocks: { nodes: [{ number: 1 }] },
      dependencies: { nodes: [] },
    });
    expect(calls()).toEqual({
      [ISSUE_TIMELINE]: 1,
      'GET /repos/{owner}/{repo}/issues/{index}/blocks': 1,
      'GET /repos/{owner}/{repo}/issues/{index}/dependencies': 1,
    });
  });

  it('refetches an item by its id, reading the timeline until it finds it', async () => {
    const { issue } = await onIssue('timeline { nodes { id type } }', 2);
    const reopen = issue.timeline.nodes.find((i: Json) => i.type === 'reopen');
    harness.resetCalls();
    const { data } = await harness.query<Json>(
      'query ($id: ID!) { node(id: $id) { id ... on TimelineItem { type author { login } } } }',
      { id: reopen.id },
      { as: 'carol' },
    );
    expect(data?.node).toEqual({ id: reopen.id, type: 'reopen', author: { login: 'alice' } });
    expect(calls()).toEqual({ [ISSUE_TIMELINE]: 1 });
  });

  it('answers NOT_FOUND for an item the timeline does not hold', async () => {
    const { data, errors } = await harness.query<Json>('query ($id: ID!) { node(id: $id) { id } }', {
      id: encodeGlobalID('TimelineItem', 'alice/hello#2:9999'),
    });
    expect(data?.node).toBeNull();
    expect(errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('reactions', () => {
  it('lists an issue’s reactions in pages with the forge’s count', async () => {
    const { issue } = await onIssue(
      'reactions(first: 2) { totalCount pageInfo { hasNextPage } nodes { content user { login } createdAt } }',
    );
    expect(issue.reactions.totalCount).toBe(3);
    expect(issue.reactions.pageInfo.hasNextPage).toBe(true);
    expect(issue.reactions.nodes).toEqual([
      { content: '+1', user: { login: 'bob' }, createdAt: '2026-01-02T15:05:00.000Z' },
      { content: '+1', user: { login: 'carol' }, createdAt: '2026-01-02T17:05:00.000Z' },
    ]);
    expect(calls()).toEqual({
      'GET /repos/{owner}/{repo}/issues/{index}/reactions': 1,
    });
  });

  it('answers an issue without reactions (the forge sends null) with an empty list', async () => {
    const { issue } = await onIssue('reactions { totalCount nodes { content } }', 2);
    expect(issue.reactions).toEqual({ totalCount: 0, nodes: [] });
  });

  it('lists a comment’s reactions from one call, and a pull request’s', async () => {
    const { data } = await harness.query<Json>(
      `{ repository(owner: "alice", name: "hello") {
          issue(number: 1) { comments(first: 1) { nodes { reactions { totalCount nodes { content user { login } } } } } }
          pullRequest(number: 3) { reactions { nodes { content user { login } } } } } }`,
      {},
      { as: 'alice' },
    );
    expect(data?.repository.issue.comments.nodes[0].reactions).toEqual({
      totalCount: 1,
      nodes: [{ content: 'heart', user: { login: 'alice' } }],
    });
    expect(data?.repository.pullRequest.reactions.nodes).toEqual([
      { content: 'hooray', user: { login: 'bob' } },
    ]);
    expect(calls()['GET /repos/{owner}/{repo}/issues/comments/{id}/reactions']).toBe(1);
  });
});

describe('dependencies and blocks', () => {
  const LINKS =
    'dependencies { totalCount nodes { number repository { fullName } } } blocks { nodes { number } }';

  it('names the issues that block #1, in other repositories too, without a total', async () => {
    const { issue } = await onIssue(LINKS);
    expect(issue.dependencies.totalCount).toBeNull();
    expect(issue.dependencies.nodes).toEqual([
      { number: 1, repository: { fullName: 'alice/secret' } },
      { number: 5, repository: { fullName: 'alice/hello' } },
    ]);
    expect(issue.blocks.nodes).toEqual([]);
  });

  it('leaves out what the caller may not read', async () => {
    const { issue } = await onIssue('dependencies { nodes { number } }', 1, 'carol');
    expect(issue.dependencies.nodes).toEqual([{ number: 5 }]);
  });

  it('lists what an issue blocks, and pages it', async () => {
    const { issue } = await onIssue(
      'blocks(first: 1) { pageInfo { hasNextPage } nodes { number title } }',
      1,
      'alice',
      'many-prs',
    );
    expect(issue.blocks).toEqual({
      pageInfo: { hasNextPage: true },
      nodes: [{ number: 2, title: 'Change number 2' }],
    });
    const blocksCall = harness.sandbox.calls.find(
      (c) => c.route === 'GET /repos/{owner}/{repo}/issues/{index}/blocks',
    );
    expect(blocksCall?.query).toMatchObject({ page: '1', limit: '1' });
  });

  it('is NOT_FOUND on the field when the repository has dependencies switched off', async () => {
    const hello = harness.sandbox.store.repos.find((r) => r.name === 'hello');
    if (!hello) throw new Error('no alice/hello in the seed');
    hello.dependencies = false;
    try {
      const { issue, errors } = await onIssue('title dependencies { nodes { number } }');
      expect(issue).toEqual({ title: 'Greeting ignores the name', dependencies: null });
      expect(errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    } finally {
      hello.dependencies = true;
    }
  });
});

describe('attachments', () => {
  it('come embedded in issues and comments at no cost', async () => {
    const { issue } = await onIssue(
      'attachments { name size downloadCount browserDownloadUrl } comments(first: 1) { nodes { attachments { name } } }',
    );
    expect(issue.attachments).toEqual([
      {
        name: 'screenshot.png',
        size: 48213,
        downloadCount: 0,
        browserDownloadUrl: `${harness.sandbox.origin}/attachments/a1b2c3d4-0001-4000-8000-000000000001`,
      },
    ]);
    expect(issue.comments.nodes[0].attachments).toEqual([{ name: 'trace.txt' }]);
    expect(calls()).toEqual({
      [ISSUE]: 1,
      [ISSUE_COMMENTS]: 1,
    });
  });

  it('are read from the forge for a pull request and a timeline comment, which carry none', async () => {
    const { data } = await harness.query<Json>(
      `{ repository(owner: "alice", name: "hello") {
          pullRequest(number: 4) { attachments { name } }
          issue(number: 1) { timeline { nodes { comment { attachments { name } } } } } } }`,
      {},
      { as: 'alice' },
    );
    expect(data?.repository.pullRequest.attachments).toEqual([]);
    const comments = data?.repository.issue.timeline.nodes.filter((n: Json) => n.comment);
    expect(comments.map((n: Json) => n.comment.attachments.map((a: Json) => a.name))).toEqual([
      ['trace.txt'],
      [],
      [],
    ]);
    expect(calls()).toMatchObject({
      'GET /repos/{owner}/{repo}/issues/{index}/assets': 1,
      'GET /repos/{owner}/{repo}/issues/comments/{id}/assets': 3,
    });
  });

  it('are Nodes that name their parent: node(id:) reads each with one call', async () => {
    const { data } = await harness.query<Json>(
      `{ repository(owner: "alice", name: "hello") {
          issue(number: 1) { attachments { id } comments(first: 1) { nodes { attachments { id } } } }
          releases(first: 1) { nodes { assets { id name } } } } }`,
      {},
      { as: 'alice' },
    );
    const ids = [
      data?.repository.issue.attachments[0].id,
      data?.repository.issue.comments.nodes[0].attachments[0].id,
      data?.repository.releases.nodes[0].assets[0].id,
    ];
    harness.resetCalls();
    const { data: nodes } = await harness.query<Json>(
      'query ($ids: [ID!]!) { nodes(ids: $ids) { id ... on Attachment { name } } }',
      { ids },
      { as: 'bob' },
    );
    expect(nodes?.nodes).toEqual([
      { id: ids[0], name: 'screenshot.png' },
      { id: ids[1], name: 'trace.txt' },
      { id: ids[2], name: 'hello-1.0.tar.gz' },
    ]);
    expect(calls()).toEqual({
      'GET /repos/{owner}/{repo}/issues/{index}/assets/{attachment_id}': 1,
      'GET /repos/{owner}/{repo}/issues/comments/{id}/assets/{attachment_id}': 1,
      'GET /repos/{owner}/{repo}/releases/{id}/assets/{attachment_id}': 1,
    });
  });

  it('answers NOT_FOUND for an attachment that is not its parent’s', async () => {
    const { data, errors } = await harness.query<Json>('query ($id: ID!) { node(id: $id) { id } }', {
      id: encodeGlobalID('Attachment', 'issue:alice/hello#2@1'),
    });
    expect(data?.node).toBeNull();
    expect(errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
