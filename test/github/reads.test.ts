// Reads through /api/graphql as GitHub's clients send them: data as the forge has it, the forge
// calls made, GitHub's error shape, and what GitHub accepts that graphql-js alone would refuse.

import { describe, expect, it } from 'vitest';
import { countRoutes } from '../helpers/harness.js';
import { useGithubFace } from './post.js';

const { harness, post, forge } = useGithubFace();

describe('GitHub-shaped reads', () => {
  it('answer a repository as the forge describes it, with one forge call', async () => {
    const answer = await post(`{ repository(owner: "alice", name: "hello") {
      name nameWithOwner isPrivate visibility viewerPermission stargazerCount forkCount
      mergeCommitAllowed squashMergeAllowed rebaseMergeAllowed deleteBranchOnMerge defaultBranchRef { name } } }`);
    const rest = await forge<Record<string, unknown>>('/repos/alice/hello');
    harness().resetCalls();
    const again = await post(
      '{ repository(owner: "alice", name: "hello") { nameWithOwner stargazerCount } }',
    );
    expect(countRoutes(harness().routes())).toEqual({ 'GET /repos/{owner}/{repo}': 1 });
    expect(again.body.data.repository.nameWithOwner).toBe('alice/hello');
    expect(answer.body.data.repository).toEqual({
      name: 'hello',
      nameWithOwner: 'alice/hello',
      isPrivate: false,
      visibility: 'PUBLIC',
      viewerPermission: 'ADMIN',
      stargazerCount: rest.stars_count,
      forkCount: rest.forks_count,
      mergeCommitAllowed: rest.allow_merge_commits,
      squashMergeAllowed: rest.allow_squash_merge,
      rebaseMergeAllowed: rest.allow_rebase,
      deleteBranchOnMerge: rest.default_delete_branch_after_merge,
      defaultBranchRef: { name: rest.default_branch },
    });
  });

  it('answer a missing repository with GitHub’s error: type, path, locations and message', async () => {
    const answer = await post('{ repository(owner: "alice", name: "nope") { id } }');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ repository: null });
    expect(answer.body.errors).toEqual([
      {
        type: 'NOT_FOUND',
        path: ['repository'],
        locations: [{ line: 1, column: 3 }],
        message: "Could not resolve to a Repository with the name 'alice/nope'.",
        extensions: { code: 'NOT_FOUND' },
      },
    ]);
  });

  it('accept one field name with two types under two inline fragments, as GitHub does', async () => {
    const answer = await post(`{ repository(owner: "alice", name: "hello") {
      a: issueOrPullRequest(number: 1) { __typename ... on Issue { state } ... on PullRequest { state } }
      b: issueOrPullRequest(number: 3) { __typename ... on Issue { state } ... on PullRequest { state } } } }`);
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data.repository).toEqual({
      a: { __typename: 'Issue', state: 'OPEN' },
      b: { __typename: 'PullRequest', state: 'OPEN' },
    });
  });

  it('answer GitHub’s media types, feature headers and undeclared variables rather than refusing them', async () => {
    const answer = await post(
      'query { viewer { login } }',
      { stray: 1 },
      { accept: 'application/vnd.github.v4.idl' },
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ data: { viewer: { login: 'alice' } } });
  });

  it('answer gh’s introspection probe with the fields served', async () => {
    const answer = await post(
      'query Issue_fields{Issue: __type(name: "Issue"){fields(includeDeprecated: true){name}}}',
    );
    const names = answer.body.data.Issue.fields.map((f: { name: string }) => f.name);
    expect(names).toEqual(
      expect.arrayContaining(['number', 'title', 'state', 'stateReason', 'labels', 'reactionGroups']),
    );
  });

  it('read every node again by its id', async () => {
    const first = await post(`{ repository(owner: "alice", name: "hello") { id
      issue(number: 1) { id labels(first: 1) { nodes { id name } } milestone { id title } comments(first: 1) { nodes { id body } } }
      pullRequest(number: 3) { id title } owner { id login } } }`);
    const r = first.body.data.repository;
    const ids = [
      r.id,
      r.issue.id,
      r.issue.labels.nodes[0].id,
      r.issue.milestone.id,
      r.issue.comments.nodes[0].id,
      r.pullRequest.id,
      r.owner.id,
    ];
    const again = await post(
      `query($ids: [ID!]!) { nodes(ids: $ids) { __typename id
        ... on Repository { nameWithOwner } ... on Issue { number } ... on Label { name } ... on Milestone { title }
        ... on IssueComment { body } ... on PullRequest { title } ... on User { login } } }`,
      { ids },
    );
    expect(again.body.errors).toBeUndefined();
    expect(again.body.data.nodes.map((n: { __typename: string }) => n.__typename)).toEqual([
      'Repository',
      'Issue',
      'Label',
      'Milestone',
      'IssueComment',
      'PullRequest',
      'User',
    ]);
    expect(again.body.data.nodes.map((n: { id: string }) => n.id)).toEqual(ids);
  });

  it('search issues by GitHub’s qualifiers through the forge’s repository issue list', async () => {
    harness().resetCalls();
    const answer = await post(
      '{ search(query: "repo:alice/hello is:issue is:open label:bug", type: ISSUE, first: 10) { issueCount nodes { ... on Issue { number title } } } }',
    );
    const rest = await forge<{ number: number }[]>(
      '/repos/alice/hello/issues?type=issues&state=open&labels=bug',
    );
    expect(answer.body.data.search.nodes.map((n: { number: number }) => n.number)).toEqual(
      rest.map((i) => i.number),
    );
    expect(answer.body.data.search.issueCount).toBe(rest.length);
  });

  it('refuse a qualifier the forge cannot filter by, naming it', async () => {
    const answer = await post(
      '{ search(query: "is:issue author:bob", type: ISSUE, first: 5) { issueCount } }',
    );
    expect(answer.body.errors?.[0]).toMatchObject({ type: 'UNPROCESSABLE', path: ['search'] });
    expect(answer.body.errors?.[0]?.message).toContain('author');
  });
});
