// A failure stays on the field that failed: that field is null with one coded error whose path
// names it, and its siblings and parent keep their data. Never INTERNAL_SERVER_ERROR.

import { describe, expect, it } from 'vitest';
import type { Json } from '../../helpers/mutations.js';
import { useFileHarness } from '../../helpers/use-harness.js';

const harness = useFileHarness();

type Answer = {
  data?: Json | null;
  errors?: { path?: (string | number)[]; extensions?: Json; locations?: unknown }[];
};

const ask = (document: string) => harness.query(document, undefined, { as: 'alice' }) as Promise<Answer>;

describe('a page size over the maximum', () => {
  it('fails `releases(first: 500)` alone and keeps the repository', async () => {
    const answer = await ask(
      '{ repository(owner: "alice", name: "hello") { fullName releases(first: 500) { totalCount } } }',
    );
    expect(answer.data).toEqual({ repository: { fullName: 'alice/hello', releases: null } });
    expect(answer.errors).toHaveLength(1);
    expect(answer.errors?.[0]).toMatchObject({
      path: ['repository', 'releases'],
      locations: [{ line: 1, column: 56 }],
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('fails `activities(first: 500)` alone and keeps the user', async () => {
    const answer = await ask('{ user(login: "alice") { login activities(first: 500) { totalCount } } }');
    expect(answer.data).toEqual({ user: { login: 'alice', activities: null } });
    expect(answer.errors?.[0]).toMatchObject({
      path: ['user', 'activities'],
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});

describe('a count the forge sends out of range', () => {
  it('fails the wiki revisions’ totalCount alone and keeps the revisions', async () => {
    harness.sandbox.faults.injectStatus('GET /repos/{owner}/{repo}/wiki/revisions/{pageName}', 200, {
      body: { commits: [{ sha: 'a'.repeat(40), message: 'Edit' }], count: -9007199254740991 },
    });
    const answer = await ask(
      '{ repository(owner: "alice", name: "hello") { wikiPage(name: "Home") { revisions(first: 1) { totalCount nodes { sha } } } } }',
    );
    expect(answer.data?.repository.wikiPage.revisions).toEqual({
      totalCount: null,
      nodes: [{ sha: 'a'.repeat(40) }],
    });
    expect(answer.errors).toHaveLength(1);
    expect(answer.errors?.[0]).toMatchObject({
      path: ['repository', 'wikiPage', 'revisions', 'totalCount'],
      extensions: { code: 'UPSTREAM_ERROR' },
    });
  });

  it('fails the workflow jobs’ totalCount alone, for a count that is not a number too', async () => {
    for (const total of [-9007199254740991, 'many']) {
      harness.sandbox.faults.injectStatus('GET /user/actions/jobs', 200, {
        body: { jobs: [], total_count: total },
        times: 1,
      });
      const answer = await ask('{ workflowJobs(first: 5) { totalCount nodes { name } } }');
      expect(answer.data).toEqual({ workflowJobs: { totalCount: null, nodes: [] } });
      expect(answer.errors?.[0]).toMatchObject({
        path: ['workflowJobs', 'totalCount'],
        extensions: { code: 'UPSTREAM_ERROR' },
      });
    }
  });
});

describe('a list the forge answers with something else', () => {
  it('fails the connection alone with UPSTREAM_ERROR', async () => {
    harness.sandbox.faults.injectStatus('GET /repos/{owner}/{repo}/releases', 200, {
      body: { not: 'a list' },
    });
    const answer = await ask(
      '{ repository(owner: "alice", name: "hello") { fullName releases(first: 5) { totalCount } } }',
    );
    expect(answer.data).toEqual({ repository: { fullName: 'alice/hello', releases: null } });
    expect(answer.errors?.[0]).toMatchObject({
      path: ['repository', 'releases'],
      extensions: { code: 'UPSTREAM_ERROR' },
    });
  });

  // Each list field of one query, its route and where it sits: every one fails alone the same way.
  // biome-ignore format: a table, one row a line
  const lists: [route: string, query: string, path: string[], keeps: Json][] = [
    ['GET /repos/{owner}/{repo}/pulls', '{ repository(owner: "alice", name: "hello") { fullName pullRequests(first: 5) { totalCount } } }', ['repository', 'pullRequests'], { repository: { fullName: 'alice/hello', pullRequests: null } }],
    ['GET /packages/{owner}', '{ user(login: "alice") { login packages(first: 5) { totalCount } } }', ['user', 'packages'], { user: { login: 'alice', packages: null } }],
    ['GET /users/{username}/activities/feeds', '{ user(login: "alice") { login activities(first: 5) { totalCount } } }', ['user', 'activities'], { user: { login: 'alice', activities: null } }],
    ['GET /repos/{owner}/{repo}/branches', '{ repository(owner: "alice", name: "hello") { fullName branches(first: 5) { totalCount } } }', ['repository', 'branches'], { repository: { fullName: 'alice/hello', branches: null } }],
    ['GET /repos/{owner}/{repo}/issues/{index}/comments', '{ repository(owner: "alice", name: "hello") { issue(number: 1) { number comments(first: 5) { totalCount } } } }', ['repository', 'issue', 'comments'], { repository: { issue: { number: 1, comments: null } } }],
  ];

  for (const [route, query, path, keeps] of lists) {
    it(`fails ${path.join('.')} alone with UPSTREAM_ERROR after one call of ${route}`, async () => {
      harness.sandbox.faults.clear();
      harness.sandbox.faults.injectStatus(route, 200, { body: { not: 'a list' } });
      harness.resetCalls();
      const answer = await ask(query);
      expect(answer.data).toEqual(keeps);
      expect(answer.errors).toHaveLength(1);
      expect(answer.errors?.[0]).toMatchObject({ path, extensions: { code: 'UPSTREAM_ERROR' } });
      // The lookahead and the field share the one call: the forge is asked once, never again for the field.
      expect(harness.routes().filter((called) => called === route)).toHaveLength(1);
    });
  }
});

describe('a date or link the forge sends that is none', () => {
  it('fails a heatmap slot’s time alone when its Unix seconds are past any date, and keeps the user', async () => {
    harness.sandbox.faults.injectStatus('GET /users/{username}/heatmap', 200, {
      raw: {
        text: '[{"timestamp":9223372036854775807,"contributions":2},{"timestamp":1700000100,"contributions":1}]',
        contentType: 'application/json',
      },
    });
    const answer = await ask('{ user(login: "alice") { login heatmap { at contributions } } }');
    expect(answer.data).toEqual({
      user: {
        login: 'alice',
        heatmap: [
          { at: null, contributions: 2 },
          { at: '2023-11-14T22:15:00.000Z', contributions: 1 },
        ],
      },
    });
    expect(answer.errors).toHaveLength(1);
    expect(answer.errors?.[0]).toMatchObject({
      path: ['user', 'heatmap', 0, 'at'],
      extensions: { code: 'UPSTREAM_ERROR' },
    });
  });

  it('answers null for a wiki page link that is no URL and a date no calendar has', async () => {
    harness.sandbox.faults.injectStatus('GET /repos/{owner}/{repo}/wiki/pages', 200, {
      body: [{ title: 'Home', sub_url: 'Home', html_url: 'http://[::1', last_commit: null }],
    });
    harness.sandbox.faults.injectStatus('GET /users/{username}', 200, {
      body: { id: 2, login: 'alice', created: '2023-02-29T00:00:00Z', last_login: 'yesterday' },
    });
    const answer = await ask(
      '{ repository(owner: "alice", name: "hello") { wikiPages(first: 1) { nodes { title htmlUrl } } } user(login: "alice") { login createdAt lastLogin } }',
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data).toEqual({
      repository: { wikiPages: { nodes: [{ title: 'Home', htmlUrl: null }] } },
      user: { login: 'alice', createdAt: null, lastLogin: null },
    });
  });
});

describe('a repository name the forge leaves out of an issue', () => {
  it('fails the issue’s lists with UPSTREAM_ERROR, never blaming the caller, and keeps the issue', async () => {
    harness.sandbox.faults.injectStatus('GET /repos/{owner}/{repo}/issues/{index}', 200, {
      body: {
        id: 1,
        number: 1,
        title: 'Renamed away',
        state: 'open',
        repository: { id: 1, owner: 'alice', name: '', full_name: 'alice' },
      },
    });
    const answer = await ask(
      '{ repository(owner: "alice", name: "hello") { issue(number: 1) { title linkedPullRequests { number } } } }',
    );
    expect(answer.data).toEqual({
      repository: { issue: { title: 'Renamed away', linkedPullRequests: null } },
    });
    expect(answer.errors).toHaveLength(1);
    expect(answer.errors?.[0]).toMatchObject({
      path: ['repository', 'issue', 'linkedPullRequests'],
      extensions: { code: 'UPSTREAM_ERROR' },
    });
  });
});

describe('a value the forge leaves out or sends with another type', () => {
  const ISSUE =
    '{ repository(owner: "alice", name: "hello") { issue(number: 2) { number title isLocked body } } }';
  const issueWith = (change: Json) => ({
    number: 2,
    id: 2,
    title: 'As sent',
    body: 'Body',
    is_locked: false,
    state: 'open',
    repository: { owner: 'alice', name: 'hello', full_name: 'alice/hello' },
    ...change,
  });

  it('fails a non-null string the forge left out with UPSTREAM_ERROR on that field, never masked', async () => {
    const body = issueWith({});
    delete (body as Json).title;
    harness.sandbox.faults.injectStatus('GET /repos/{owner}/{repo}/issues/{index}', 200, { body });
    const answer = await ask(ISSUE);
    // the issue is nulled as GraphQL requires for a non-null field; the error names the field itself
    expect(answer.data).toEqual({ repository: { issue: null } });
    expect(answer.errors).toMatchObject([
      { path: ['repository', 'issue', 'title'], extensions: { code: 'UPSTREAM_ERROR' } },
    ]);
  });

  it('fails a boolean sent as text with UPSTREAM_ERROR on that field alone when it is nullable', async () => {
    harness.sandbox.faults.injectStatus('GET /repos/{owner}/{repo}/issues/{index}', 200, {
      body: issueWith({ is_locked: 'yes' }),
    });
    const answer = await ask(ISSUE);
    expect(answer.data).toEqual({
      repository: { issue: { number: 2, title: 'As sent', isLocked: null, body: 'Body' } },
    });
    expect(answer.errors).toMatchObject([
      { path: ['repository', 'issue', 'isLocked'], extensions: { code: 'UPSTREAM_ERROR' } },
    ]);
  });
});
