// Repository.issues, labels, milestones, label(name), milestone(...), Organization.labels, searchIssues
// and node(id:) for labels and milestones, over HTTP against the sandbox, with their exact forge calls.

import { describe, expect, it } from 'vitest';
import { ISSUE, ISSUES, LABEL, REPO } from '../../helpers/forge-routes.js';
import { nodeId } from '../../helpers/issue-examples.js';
import type { Json } from '../../helpers/mutations.js';
import { useFileHarness } from '../../helpers/use-harness.js';
import { writesOf } from '../../helpers/writes.js';

const harness = useFileHarness();

const { calls, query } = writesOf(() => harness);
const queryOf = (route: string) => harness.sandbox.calls.find((call) => call.route === route)?.query;

const VARIABLE_TYPES: Record<string, string> = {
  labels: '[String!]',
  since: 'DateTime',
  before: 'DateTime',
  after: 'String',
};

/** A query of alice/hello with `selection`, declaring just the variables given. */
async function hello(selection: string, variables: Json = {}, as: 'alice' | 'bob' | 'carol' = 'alice') {
  const declared = Object.keys(variables).map((name) => `$${name}: ${VARIABLE_TYPES[name]}`);
  const header = declared.length > 0 ? `query(${declared.join(', ')})` : 'query';
  return harness.query<Json>(
    `${header} { repository(owner: "alice", name: "hello") { fullName ${selection} } }`,
    variables,
    { as },
  );
}

/**
 * A test titled `title`: `selection` of alice/hello fails its `field` alone with BAD_USER_INPUT and
 * `message`, after the repository read and no call for the field.
 */
function itRefusesInput(title: string, selection: string, field: string, message: string): void {
  it(title, async () => {
    const { data, errors } = await hello(selection);
    expect(data?.repository).toEqual({ fullName: 'alice/hello', [field]: null });
    expect(errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    expect(calls()).toEqual({ [REPO]: 1 });
  });
}

const numbers = (connection: Json) => connection.nodes.map((issue: Json) => issue.number);

describe('Repository.issues', () => {
  it('lists the open issues newest first, with authors, labels, milestone and assignees, in one call', async () => {
    const { data, errors } = await hello(`issues(first: 10) {
      totalCount
      nodes { number title author { login } labels { name } milestone { title } assignees { login } }
    }`);
    expect(errors).toBeUndefined();
    const issues = data?.repository.issues;
    expect(issues.totalCount).toBe(5);
    expect(numbers(issues)).toEqual([10, 7, 6, 2, 1]);
    expect(issues.nodes[2]).toEqual({
      number: 6,
      title: 'Support greetings in other languages',
      author: { login: 'carol' },
      labels: [{ name: 'feature' }],
      milestone: { title: 'v1.1' },
      assignees: [{ login: 'bob' }],
    });
    expect(calls()).toEqual({ [REPO]: 1, [ISSUES]: 1 });
    expect(queryOf(ISSUES)).toEqual({ type: 'issues', state: 'open', page: '1', limit: '10' });
  });

  it('serves repository.issue(number:) for an issue of the page without another call, whatever the order', async () => {
    for (const selection of [
      'issues(first: 5) { nodes { number } } issue(number: 7) { title dueDate }',
      'issue(number: 7) { title dueDate } issues(first: 5) { nodes { number } }',
    ]) {
      harness.resetCalls();
      const { data } = await hello(selection);
      expect(data?.repository.issue).toEqual({
        title: 'Document the command-line flags',
        dueDate: '2026-02-28T23:59:59.000Z',
      });
      expect(calls()).toEqual({ [REPO]: 1, [ISSUES]: 1 });
    }
  });

  it('sees the list through a fragment too', async () => {
    const { data } =
      await query(`{ repository(owner: "alice", name: "hello") { ...List issue(number: 6) { title } } }
       fragment List on Repository { issues(first: 5) { totalCount } }`);
    expect(data?.repository).toEqual({
      issues: { totalCount: 5 },
      issue: { title: 'Support greetings in other languages' },
    });
    expect(calls()).toEqual({ [ISSUES]: 1 });
  });

  it('still reads an issue the page did not bring, after the page', async () => {
    const { data } = await hello('issues(first: 2) { nodes { number } } issue(number: 2) { title }');
    expect(data?.repository.issue.title).toBe('Add a farewell message');
    expect(calls()).toEqual({ [REPO]: 1, [ISSUES]: 1, [ISSUE]: 1 });
  });

  it('pages with cursors, counting all issues from X-Total-Count', async () => {
    const first = await hello(
      'issues(first: 2) { totalCount pageInfo { hasNextPage endCursor } nodes { number } }',
    );
    const page = first.data?.repository.issues;
    expect(numbers(page)).toEqual([10, 7]);
    expect(page.pageInfo.hasNextPage).toBe(true);
    harness.resetCalls();
    const second = await hello(
      'issues(first: 2, after: $after) { totalCount pageInfo { hasNextPage hasPreviousPage } nodes { number } }',
      { after: page.pageInfo.endCursor },
    );
    expect(numbers(second.data?.repository.issues)).toEqual([6, 2]);
    expect(second.data?.repository.issues.pageInfo).toEqual({ hasNextPage: true, hasPreviousPage: true });
    expect(queryOf(ISSUES)).toMatchObject({ page: '2', limit: '2' });
    expect(calls()).toEqual({ [REPO]: 1, [ISSUES]: 1 });
  });

  it('passes every filter to the forge and answers what it selects', async () => {
    const cases: [string, Json, number[], Json][] = [
      ['state: CLOSED', {}, [8, 9], { state: 'closed' }],
      ['state: ALL', {}, [10, 7, 6, 2, 1, 8, 9], { state: 'all' }],
      ['labels: $labels', { labels: ['help wanted'] }, [10, 7], { labels: 'help wanted' }],
      ['state: ALL, milestones: ["v0.9"]', {}, [8, 9], { milestones: 'v0.9' }],
      ['createdBy: "carol"', {}, [10, 6], { created_by: 'carol' }],
      ['assignedTo: "bob"', {}, [6, 1], { assigned_by: 'bob' }],
      ['mentioned: "alice"', {}, [6], { mentioned_by: 'alice' }],
      ['query: "greeting"', {}, [6, 1], { q: 'greeting' }],
      ['since: $since', { since: '2026-01-07T00:00:00Z' }, [10, 7, 6], { since: '2026-01-07T00:00:00.000Z' }],
      [
        'updatedBefore: $before',
        { before: '2026-01-03T00:00:00Z' },
        [2, 1],
        { before: '2026-01-03T00:00:00.000Z' },
      ],
    ];
    for (const [args, variables, expected, sent] of cases) {
      harness.resetCalls();
      const { data, errors } = await hello(
        `issues(first: 10, ${args}) { totalCount nodes { number } }`,
        variables,
      );
      expect(errors, args).toBeUndefined();
      expect(numbers(data?.repository.issues), args).toEqual(expected);
      expect(data?.repository.issues.totalCount, args).toBe(expected.length);
      expect(queryOf(ISSUES), args).toMatchObject({ type: 'issues', ...sent });
    }
  });

  it('fails only the field for an unknown user filter, keeping the repository', async () => {
    const { data, errors } = await hello('issues(first: 5, createdBy: "nobody") { totalCount }');
    expect(data?.repository).toEqual({ fullName: 'alice/hello', issues: null });
    expect(errors).toHaveLength(1);
    expect(errors?.[0]).toMatchObject({
      path: ['repository', 'issues'],
      extensions: { code: 'NOT_FOUND', upstream: { status: 404, route: ISSUES } },
    });
  });

  itRefusesInput(
    'refuses a page over the maximum on that field, before calling the forge for it',
    'issues(first: 500) { totalCount }',
    'issues',
    '`first` may be at most 100, got 500',
  );

  it('hides the issues of a private repository from those who cannot read it', async () => {
    const { data, errors } = await query(
      '{ repository(owner: "alice", name: "secret") { issues { totalCount } } }',
      'carol',
    );
    expect(data?.repository).toBeNull();
    expect(errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('Repository.labels and Organization.labels', () => {
  it('lists the repository’s labels alphabetically in one call, as nodes', async () => {
    const { data } = await hello(
      'labels(first: 10) { totalCount nodes { id databaseId name color exclusive isOrganizationLabel } }',
    );
    const labels = data?.repository.labels;
    expect(labels.totalCount).toBe(5);
    expect(labels.nodes.map((l: Json) => l.name)).toEqual([
      'bug',
      'documentation',
      'feature',
      'help wanted',
      'priority/high',
    ]);
    expect(labels.nodes[0]).toEqual({
      id: nodeId('Label', 'alice/hello:1'),
      databaseId: 1,
      name: 'bug',
      color: 'ee0701',
      exclusive: false,
      isOrganizationLabel: false,
    });
    expect(labels.nodes[4].exclusive).toBe(true);
    expect(calls()).toEqual({ [REPO]: 1, 'GET /repos/{owner}/{repo}/labels': 1 });
  });

  it('pages labels with cursors', async () => {
    const first = await hello('labels(first: 2) { pageInfo { endCursor } nodes { name } }');
    const { data } = await hello('labels(first: 2, after: $after) { totalCount nodes { name } }', {
      after: first.data?.repository.labels.pageInfo.endCursor,
    });
    expect(data?.repository.labels.nodes.map((l: Json) => l.name)).toEqual(['feature', 'help wanted']);
    expect(data?.repository.labels.totalCount).toBe(5);
  });

  it('gives a label on an issue the same id as in the label list, so caches share it', async () => {
    const { data } = await hello('labels(first: 1) { nodes { id } } issue(number: 1) { labels { id name } }');
    expect(data?.repository.issue.labels).toEqual([{ id: data?.repository.labels.nodes[0].id, name: 'bug' }]);
  });

  it('lists an organization’s labels, whose ids name the organization', async () => {
    const { data } = await query(
      '{ organization(login: "acme") { labels { totalCount nodes { id name isOrganizationLabel } } } }',
      'bob',
    );
    expect(data?.organization.labels).toEqual({
      totalCount: 1,
      nodes: [{ id: nodeId('Label', 'acme:6'), name: 'triage', isOrganizationLabel: true }],
    });
    expect(calls()).toEqual({ 'GET /orgs/{org}/labels': 1 });
  });

  it('finds one organization label by name in one call, for signed-in callers', async () => {
    const { data } = await query(
      '{ organization(login: "acme") { label(name: "triage") { id color } } }',
      'carol',
    );
    expect(data?.organization.label).toEqual({ id: nodeId('Label', 'acme:6'), color: 'fbca04' });
    expect(calls()).toEqual({ 'GET /orgs/{org}/labels/{id}': 1 });
    const anonymous = await harness.query<Json>(
      '{ organization(login: "acme") { name label(name: "triage") { id } } }',
    );
    expect(anonymous.data?.organization).toEqual({ name: 'acme', label: null });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('keeps an organization label on an issue under its organization', async () => {
    const { data } = await query(
      '{ repository(owner: "acme", name: "template") { issue(number: 1) { labels { id isOrganizationLabel } } } }',
      'bob',
    );
    expect(data?.repository.issue.labels).toEqual([
      { id: nodeId('Label', 'acme:6'), isOrganizationLabel: true },
    ]);
  });

  it('finds one label by name in one call, and fails that field for a name the repository lacks', async () => {
    const { data, errors } = await hello(
      'bug: label(name: "bug") { id color } nope: label(name: "nope") { id }',
    );
    expect(data?.repository.bug).toEqual({ id: nodeId('Label', 'alice/hello:1'), color: 'ee0701' });
    expect(data?.repository.nope).toBeNull();
    expect(errors?.[0]).toMatchObject({ path: ['repository', 'nope'], extensions: { code: 'NOT_FOUND' } });
    expect(calls()).toEqual({ [REPO]: 1, [LABEL]: 2 });
  });
});

describe('Repository.label by a name of digits', () => {
  it('does not take the label with id 1 for one named "1"', async () => {
    const { data, errors } = await hello('label(name: "1") { name }');
    expect(data?.repository.label).toBeNull();
    expect(errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(calls()).toEqual({ [REPO]: 1, [LABEL]: 1 });
  });
});

describe('Repository.milestones and Repository.milestone', () => {
  it('lists all milestones by due date, those without one last, in one call', async () => {
    const { data } = await hello(
      'milestones(first: 10) { totalCount nodes { id title state dueOn closedAt openIssues } }',
    );
    expect(data?.repository.milestones).toEqual({
      totalCount: 3,
      nodes: [
        {
          id: nodeId('Milestone', 'alice/hello:2'),
          title: 'v1.1',
          state: 'OPEN',
          dueOn: '2026-03-31T23:59:59.000Z',
          closedAt: null,
          openIssues: 2,
        },
        {
          id: nodeId('Milestone', 'alice/hello:1'),
          title: 'v1.0',
          state: 'OPEN',
          dueOn: null,
          closedAt: null,
          openIssues: 1,
        },
        {
          id: nodeId('Milestone', 'alice/hello:3'),
          title: 'v0.9',
          state: 'CLOSED',
          dueOn: null,
          closedAt: '2025-12-20T09:00:00.000Z',
          openIssues: 0,
        },
      ],
    });
    expect(calls()).toEqual({ [REPO]: 1, 'GET /repos/{owner}/{repo}/milestones': 1 });
    // milestone.go ListMilestones lists only the open ones without a state, so every state is asked for
    expect(queryOf('GET /repos/{owner}/{repo}/milestones')).toEqual({ state: 'all', page: '1', limit: '10' });
  });

  it('filters by state and by part of the title', async () => {
    const open = await hello('milestones(state: OPEN) { nodes { title } }');
    expect(open.data?.repository.milestones.nodes).toEqual([{ title: 'v1.1' }, { title: 'v1.0' }]);
    expect(queryOf('GET /repos/{owner}/{repo}/milestones')).toMatchObject({ state: 'open' });
    const closed = await hello('milestones(state: CLOSED) { nodes { title } }');
    expect(closed.data?.repository.milestones.nodes).toEqual([{ title: 'v0.9' }]);
    const named = await hello('milestones(query: "1.") { nodes { title } }');
    expect(named.data?.repository.milestones.nodes).toEqual([{ title: 'v1.1' }, { title: 'v1.0' }]);
  });

  it('finds a milestone by database id or by title, one call each, with its repository', async () => {
    const { data } = await hello(
      'byId: milestone(databaseId: 1) { title repository { fullName } } byTitle: milestone(title: "v0.9") { databaseId state }',
    );
    expect(data?.repository.byId).toEqual({ title: 'v1.0', repository: { fullName: 'alice/hello' } });
    expect(data?.repository.byTitle).toEqual({ databaseId: 3, state: 'CLOSED' });
    expect(calls()).toEqual({ [REPO]: 1, 'GET /repos/{owner}/{repo}/milestones/{id}': 2 });
  });

  it('lists a milestone’s issues with one more call, filtered by the milestone’s id', async () => {
    const { data } = await hello(
      'milestone(title: "v0.9") { open: issues { totalCount } all: issues(state: ALL) { nodes { number milestone { title } } } }',
    );
    expect(data?.repository.milestone).toEqual({
      open: { totalCount: 0 },
      all: {
        nodes: [
          { number: 8, milestone: { title: 'v0.9' } },
          { number: 9, milestone: { title: 'v0.9' } },
        ],
      },
    });
    expect(calls()).toEqual({ [REPO]: 1, 'GET /repos/{owner}/{repo}/milestones/{id}': 1, [ISSUES]: 2 });
    expect(harness.sandbox.calls.filter((c) => c.route === ISSUES).map((c) => c.query.milestones)).toEqual([
      '3',
      '3',
    ]);
  });

  it('does not take the milestone with id 2 for one titled "2" (the forge tries digits as an id)', async () => {
    const { data, errors } = await hello('milestone(title: "2") { title }');
    expect(data?.repository.milestone).toBeNull();
    expect(errors?.[0]).toMatchObject({
      message: "Could not resolve to a Milestone with the title '2' in the repository 'alice/hello'.",
      extensions: { code: 'NOT_FOUND' },
    });
  });

  itRefusesInput(
    'asks for exactly one of databaseId and title, without calling the forge for it',
    'milestone(databaseId: 1, title: "v1.0") { title }',
    'milestone',
    'give `databaseId` or `title`, exactly one of them',
  );
});

describe('node(id:) for labels and milestones', () => {
  const node = (id: string, as?: 'alice' | 'bob') =>
    harness.query<Json>(
      'query($id: ID!) { node(id: $id) { __typename id ... on Label { name } ... on Milestone { title repository { fullName } } } }',
      { id },
      as ? { as } : {},
    );
  /** The node of `type` and `key`, read by its id, is that node with `fields`. */
  const readsAgain = async (type: 'Label' | 'Milestone', key: string, fields: Json) => {
    const id = nodeId(type, key);
    expect((await node(id)).data?.node).toEqual({ __typename: type, id, ...fields });
  };

  it('reads a repository label again with one call', async () => {
    await readsAgain('Label', 'alice/hello:2', { name: 'feature' });
    expect(harness.routes()).toEqual([LABEL]);
    expect(harness.sandbox.calls[0]?.path).toBe('/repos/alice/hello/labels/2');
  });

  it('reads an organization label again with one call, for a signed-in caller', async () => {
    const { data } = await node(nodeId('Label', 'acme:6'), 'bob');
    expect(data?.node).toMatchObject({ __typename: 'Label', name: 'triage' });
    expect(harness.routes()).toEqual(['GET /orgs/{org}/labels/{id}']);
    harness.resetCalls();
    const anonymous = await node(nodeId('Label', 'acme:6'));
    expect(anonymous.data?.node).toBeNull();
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('reads a milestone again with one call, and its repository with one more', async () => {
    await readsAgain('Milestone', 'alice/hello:2', {
      title: 'v1.1',
      repository: { fullName: 'alice/hello' },
    });
    expect(calls()).toEqual({ 'GET /repos/{owner}/{repo}/milestones/{id}': 1, [REPO]: 1 });
  });

  it('answers NOT_FOUND for a milestone that does not exist', async () => {
    const { data, errors } = await node(nodeId('Milestone', 'alice/hello:99'));
    expect(data?.node).toBeNull();
    expect(errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('Query.searchIssues', () => {
  const search = (args: string, as: 'alice' | 'bob' | 'carol' = 'alice') =>
    harness.query<Json>(
      `{ searchIssues(${args}) { totalCount nodes { number title repository { fullName } } } }`,
      {},
      { as },
    );
  const found = (response: { data?: Json | null }) =>
    response.data?.searchIssues.nodes.map((i: Json) => `${i.repository.fullName}#${i.number}`);

  it('searches the repositories the caller may read, private ones included, in one call', async () => {
    const mine = await search('query: "keys"');
    expect(found(mine)).toEqual(['alice/secret#1']);
    // repository { fullName } comes from the short record each issue embeds: no repository read
    expect(calls()).toEqual({ 'GET /repos/issues/search': 1 });
    expect(queryOf('GET /repos/issues/search')).toEqual({ state: 'open', q: 'keys', page: '1', limit: '30' });
    const theirs = await search('query: "keys"', 'carol');
    expect(theirs.data?.searchIssues).toEqual({ totalCount: 0, nodes: [] });
  });

  it('narrows to an owner, a team of it, a type, and the caller’s own items', async () => {
    expect(found(await search('owner: "acme", type: ISSUES'))).toEqual(['acme/template#1', 'acme/legacy#1']);
    expect(found(await search('owner: "acme", team: "devs"'))).toEqual(['acme/template#1']);
    expect(found(await search('createdByViewer: true, owner: "acme"', 'bob'))).toEqual(['acme/template#1']);
    expect(found(await search('type: ISSUES, state: CLOSED, labels: ["priority/high"]'))).toEqual([
      'alice/hello#8',
    ]);
    expect(found(await search('assignedToViewer: true, type: ISSUES', 'bob'))).toEqual([
      'alice/hello#6',
      'alice/hello#1',
    ]);
    const pulls = await search('type: PULL_REQUESTS, query: "farewell", first: 1');
    expect(found(pulls)).toEqual(['alice/hello#3']);
  });

  it('pages with X-Total-Count', async () => {
    const { data } = await search('owner: "alice", type: PULL_REQUESTS, first: 5');
    expect(data?.searchIssues.totalCount).toBe(42);
    expect(data?.searchIssues.nodes).toHaveLength(5);
  });

  it('answers BAD_USER_INPUT for a team without its organization', async () => {
    const { data, errors } = await search('team: "devs"');
    expect(data).toEqual({ searchIssues: null });
    expect(errors?.[0]).toMatchObject({
      path: ['searchIssues'],
      message: expect.stringMatching(/Owner organisation is required for filtering on team/),
      extensions: { code: 'BAD_USER_INPUT', upstream: { status: 400 } },
    });
  });
});
