// Repository reads around people and metadata over HTTP against the sandbox forge: stargazers,
// watchers, collaborators, assignable users, languages, topics, the caller's star and subscription,
// a release by tag, the latest release, Release as a Node and a user's starred repositories; data,
// paging, an error case and the exact upstream calls of each.

import { describe, expect, it } from 'vitest';
import { countRoutes } from '../../helpers/harness.js';
import type { Json } from '../../helpers/mutations.js';
import { releaseId, runExample } from '../../helpers/repository-fixtures.js';
import { useFileHarness } from '../../helpers/use-harness.js';

const harness = useFileHarness();

const REPO = 'GET /repos/{owner}/{repo}';
const calls = () => countRoutes(harness.routes());
const logins = (connection: Json) => connection.nodes.map((user: Json) => user.login);

describe('Repository stargazers and watchers', () => {
  it('shows who starred and watches alice/hello, its topics and languages, in six parallel calls', async () => {
    const { data, errors } = await runExample(
      harness,
      'RepositorySocial',
      { owner: 'alice', name: 'hello' },
      'alice',
    );
    expect(errors).toBeUndefined();
    expect(data?.repository).toMatchObject({
      fullName: 'alice/hello',
      starsCount: 2,
      watchersCount: 2,
      topics: ['demo', 'typescript'],
      languages: [{ name: 'TypeScript', size: 106 }],
      viewerHasStarred: false,
      viewerSubscription: 'SUBSCRIBED',
      stargazers: { totalCount: 2, nodes: [{ login: 'bob' }, { login: 'carol' }] },
      watchers: { totalCount: 2, nodes: [{ login: 'alice' }, { login: 'bob' }] },
    });
    // topics come embedded in the repository: no topics call
    expect(calls()).toEqual({
      [REPO]: 1,
      'GET /repos/{owner}/{repo}/stargazers': 1,
      'GET /repos/{owner}/{repo}/subscribers': 1,
      'GET /repos/{owner}/{repo}/languages': 1,
      'GET /user/starred/{owner}/{repo}': 1,
      'GET /repos/{owner}/{repo}/subscription': 1,
    });
  });

  it('starts every child call together with the repository read: one round trip, not two', async () => {
    harness.sandbox.faults.setLatency('*', 400);
    try {
      const started = performance.now();
      const { errors } = await runExample(
        harness,
        'RepositorySocial',
        { owner: 'alice', name: 'hello' },
        'alice',
      );
      const elapsed = performance.now() - started;
      expect(errors).toBeUndefined();
      // two dependent round trips would take 800 ms or more
      expect(elapsed).toBeLessThan(750);
      expect(harness.routes()).toHaveLength(6);
    } finally {
      harness.sandbox.faults.setLatency('*', 0);
    }
  });

  it('tells bob he starred alice/hello and carol that she does not watch it', async () => {
    const query = '{ repository(owner: "alice", name: "hello") { viewerHasStarred viewerSubscription } }';
    expect((await harness.query<Json>(query, {}, { as: 'bob' })).data?.repository).toEqual({
      viewerHasStarred: true,
      viewerSubscription: 'SUBSCRIBED',
    });
    expect((await harness.query<Json>(query, {}, { as: 'carol' })).data?.repository).toEqual({
      viewerHasStarred: true,
      viewerSubscription: 'UNSUBSCRIBED',
    });
  });

  it('answers null for the star and subscription of an anonymous caller without asking the forge', async () => {
    const { data, errors } = await harness.query<Json>(
      '{ repository(owner: "alice", name: "hello") { viewerHasStarred viewerSubscription } }',
    );
    expect(errors).toBeUndefined();
    expect(data?.repository).toEqual({ viewerHasStarred: null, viewerSubscription: null });
    expect(harness.routes()).toEqual([REPO]);
  });

  it('pages the stargazers one at a time with one call per page', async () => {
    const query = `query ($after: String) { repository(owner: "alice", name: "hello") {
      stargazers(first: 1, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { login } } } }`;
    const first = (await harness.query<Json>(query, {}, { as: 'alice' })).data?.repository.stargazers;
    expect(first).toMatchObject({
      totalCount: 2,
      pageInfo: { hasNextPage: true },
      nodes: [{ login: 'bob' }],
    });
    const second = (await harness.query<Json>(query, { after: first.pageInfo.endCursor }, { as: 'alice' }))
      .data?.repository.stargazers;
    expect(second).toMatchObject({ pageInfo: { hasNextPage: false }, nodes: [{ login: 'carol' }] });
    expect(calls()).toEqual({ 'GET /repos/{owner}/{repo}/stargazers': 2 });
    const pages = harness.sandbox.calls
      .filter((call) => call.route.endsWith('/stargazers'))
      .map((c) => c.query);
    expect(pages).toEqual([
      { page: '1', limit: '1' },
      { page: '2', limit: '1' },
    ]);
  });

  it('pages the watchers with `last` once the total is known', async () => {
    const { data } = await harness.query<Json>(
      '{ repository(owner: "alice", name: "hello") { watchers(first: 1) { totalCount nodes { login } } } }',
    );
    expect(data?.repository.watchers).toEqual({ totalCount: 2, nodes: [{ login: 'alice' }] });
    expect(calls()).toEqual({ 'GET /repos/{owner}/{repo}/subscribers': 1 });
  });

  it('keeps a failing stargazers list on its field while the repository and watchers keep their data', async () => {
    harness.sandbox.faults.injectStatus('GET /repos/{owner}/{repo}/stargazers', 500);
    const { data, errors } = await harness.query<Json>(`{ repository(owner: "alice", name: "hello") {
      fullName stargazers(first: 5) { totalCount } watchers(first: 5) { totalCount } } }`);
    expect(data?.repository).toEqual({
      fullName: 'alice/hello',
      stargazers: null,
      watchers: { totalCount: 2 },
    });
    expect(errors).toHaveLength(1);
    expect(errors?.[0]).toMatchObject({
      path: ['repository', 'stargazers'],
      extensions: { code: 'UPSTREAM_ERROR', upstream: { status: 500 } },
    });
    expect(calls()).toEqual({
      [REPO]: 1,
      'GET /repos/{owner}/{repo}/stargazers': 1,
      'GET /repos/{owner}/{repo}/subscribers': 1,
    });
  });

  it('refuses `first` over the maximum on the field alone, before any call for it', async () => {
    const { data, errors } = await harness.query<Json>(
      '{ repository(owner: "alice", name: "hello") { fullName watchers(first: 500) { totalCount } } }',
    );
    expect(data?.repository).toEqual({ fullName: 'alice/hello', watchers: null });
    expect(errors?.[0]).toMatchObject({
      path: ['repository', 'watchers'],
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(calls()).toEqual({ [REPO]: 1 });
  });
});

describe('Repository collaborators and assignable users', () => {
  it('lists bob as the collaborator of alice/hello and alice and bob as assignable, in three calls', async () => {
    const { data, errors } = await runExample(
      harness,
      'RepositoryPeople',
      { owner: 'alice', name: 'hello' },
      'carol',
    );
    expect(errors).toBeUndefined();
    expect(data?.repository.collaborators).toEqual({ totalCount: 1, nodes: [{ login: 'bob' }] });
    expect(data?.repository.assignableUsers).toEqual({
      totalCount: 2,
      nodes: [{ login: 'alice' }, { login: 'bob' }],
    });
    expect(calls()).toEqual({
      [REPO]: 1,
      'GET /repos/{owner}/{repo}/collaborators': 1,
      'GET /repos/{owner}/{repo}/assignees': 1,
    });
  });

  it('finds the organization’s owners and writing teams among the assignable users of acme/template', async () => {
    const { data } = await harness.query<Json>(
      '{ repository(owner: "acme", name: "template") { assignableUsers { nodes { login } } collaborators { totalCount } } }',
      {},
      { as: 'alice' },
    );
    expect(logins(data?.repository.assignableUsers)).toEqual(['alice', 'bob']);
    expect(data?.repository.collaborators).toEqual({ totalCount: 0 });
  });

  it('pages the assignable users from the one list the forge answers', async () => {
    const { data } = await harness.query<Json>(
      `{ repository(owner: "alice", name: "hello") {
        assignableUsers(first: 1) { totalCount pageInfo { hasNextPage } nodes { login } } } }`,
      {},
      { as: 'alice' },
    );
    expect(data?.repository.assignableUsers).toEqual({
      totalCount: 2,
      pageInfo: { hasNextPage: true },
      nodes: [{ login: 'alice' }],
    });
    expect(calls()).toEqual({ 'GET /repos/{owner}/{repo}/assignees': 1 });
  });

  it('answers UNAUTHENTICATED on both fields for an anonymous caller without asking the forge, keeping the repository', async () => {
    const { data, errors } = await harness.query<Json>(`{ repository(owner: "alice", name: "hello") {
      fullName collaborators { totalCount } assignableUsers { totalCount } } }`);
    expect(data?.repository).toEqual({ fullName: 'alice/hello', collaborators: null, assignableUsers: null });
    expect(errors?.map((e) => [e.path?.join('.'), e.extensions?.code]).sort()).toEqual([
      ['repository.assignableUsers', 'UNAUTHENTICATED'],
      ['repository.collaborators', 'UNAUTHENTICATED'],
    ]);
    // the forge's reqToken answers 401 to every anonymous caller there: no call is made to hear it
    expect(harness.routes()).toEqual([REPO]);
  });
});

describe('Repository languages and topics', () => {
  it('counts the TypeScript of acme/template and skips its readme and dotfiles', async () => {
    const { data } = await harness.query<Json>(
      '{ repository(owner: "acme", name: "template") { languages { name size } topics } }',
    );
    expect(data?.repository).toEqual({
      languages: [{ name: 'TypeScript', size: 32 }],
      topics: ['template', 'typescript'],
    });
    expect(calls()).toEqual({ [REPO]: 1, 'GET /repos/{owner}/{repo}/languages': 1 });
  });

  it('answers an empty list for a repository without code', async () => {
    const { data } = await harness.query<Json>(
      '{ repository(owner: "bob", name: "empty") { languages { name } topics } }',
    );
    expect(data?.repository).toEqual({ languages: [], topics: [] });
  });

  it('keeps a failing languages call on its field', async () => {
    harness.sandbox.faults.injectStatus('GET /repos/{owner}/{repo}/languages', 503, { times: 5 });
    const { data, errors } = await harness.query<Json>(
      '{ repository(owner: "alice", name: "hello") { fullName languages { name } } }',
    );
    expect(data?.repository).toEqual({ fullName: 'alice/hello', languages: null });
    expect(errors?.[0]).toMatchObject({
      path: ['repository', 'languages'],
      extensions: { code: 'UPSTREAM_UNAVAILABLE' },
    });
  });

  it('asks the topics route, once, only when a forge leaves topics out of the repository', async () => {
    const response = await fetch(`${harness.sandbox.url}/repos/alice/hello`);
    const { topics: _left, ...withoutTopics } = (await response.json()) as Json;
    harness.sandbox.faults.injectStatus(REPO, 200, { body: withoutTopics, times: 1 });
    harness.resetCalls();
    const { data } = await harness.query<Json>(
      '{ repository(owner: "alice", name: "hello") { topics again: topics } }',
    );
    expect(data?.repository).toEqual({ topics: ['demo', 'typescript'], again: ['demo', 'typescript'] });
    expect(calls()).toEqual({ [REPO]: 1, 'GET /repos/{owner}/{repo}/topics': 1 });
  });

  it('reads no topics for a forge that sends null for a repository without any', async () => {
    const response = await fetch(`${harness.sandbox.url}/repos/bob/empty`);
    harness.sandbox.faults.injectStatus(REPO, 200, {
      body: { ...((await response.json()) as Json), topics: null },
      times: 1,
    });
    harness.resetCalls();
    const { data } = await harness.query<Json>('{ repository(owner: "bob", name: "empty") { topics } }');
    expect(data?.repository).toEqual({ topics: [] });
    expect(calls()).toEqual({ [REPO]: 1 });
  });
});

describe('Repository releases by tag and the latest release', () => {
  it('answers v0.9 as the latest release of acme/template, older than its pre-release and draft, in three calls', async () => {
    const { data, errors } = await runExample(
      harness,
      'RepositoryLatestRelease',
      { owner: 'acme', name: 'template', tagName: 'v0.10-rc.1' },
      'carol',
    );
    expect(errors).toBeUndefined();
    expect(data?.repository.latestRelease).toMatchObject({
      id: releaseId('acme', 'template', 2),
      databaseId: 2,
      tagName: 'v0.9',
      draft: false,
      prerelease: false,
    });
    expect(data?.repository.release).toMatchObject({ tagName: 'v0.10-rc.1', prerelease: true });
    expect(calls()).toEqual({
      [REPO]: 1,
      'GET /repos/{owner}/{repo}/releases/latest': 1,
      'GET /repos/{owner}/{repo}/releases/tags/{tag}': 1,
    });
  });

  it('answers null, without an error, for a tag without a release and a repository without releases', async () => {
    const { data, errors } = await harness.query<Json>(`{
      hello: repository(owner: "alice", name: "hello") { release(tagName: "v9.9") { tagName } latestRelease { tagName } }
      many: repository(owner: "alice", name: "many-prs") { latestRelease { tagName } }
    }`);
    expect(errors).toBeUndefined();
    expect(data).toEqual({
      hello: { release: null, latestRelease: { tagName: 'v1.0' } },
      many: { latestRelease: null },
    });
  });

  it('keeps a failing latest-release read on its field', async () => {
    harness.sandbox.faults.injectStatus('GET /repos/{owner}/{repo}/releases/latest', 500);
    const { data, errors } = await harness.query<Json>(
      '{ repository(owner: "alice", name: "hello") { fullName latestRelease { tagName } } }',
    );
    expect(data?.repository).toEqual({ fullName: 'alice/hello', latestRelease: null });
    expect(errors?.[0]).toMatchObject({
      path: ['repository', 'latestRelease'],
      extensions: { code: 'UPSTREAM_ERROR' },
    });
  });

  it('refetches a release by its id with one call, and reaches its repository', async () => {
    const { data, errors } = await harness.query<Json>(
      `query ($id: ID!) { node(id: $id) { __typename id ... on Release { tagName repository { fullName } } } }`,
      { id: releaseId('acme', 'template', 3) },
    );
    expect(errors).toBeUndefined();
    expect(data?.node).toEqual({
      __typename: 'Release',
      id: releaseId('acme', 'template', 3),
      tagName: 'v0.10-rc.1',
      repository: { fullName: 'acme/template' },
    });
    expect(calls()).toEqual({ 'GET /repos/{owner}/{repo}/releases/{id}': 1, [REPO]: 1 });
  });

  it('gives releases of a list the ids node() refetches them by', async () => {
    const { data } = await harness.query<Json>(
      '{ repository(owner: "acme", name: "template") { releases(first: 5) { nodes { id tagName } } } }',
      {},
      { as: 'carol' },
    );
    expect(data?.repository.releases.nodes).toEqual([
      { id: releaseId('acme', 'template', 3), tagName: 'v0.10-rc.1' },
      { id: releaseId('acme', 'template', 2), tagName: 'v0.9' },
    ]);
  });

  it('answers NOT_FOUND for the id of a release that does not exist', async () => {
    const { data, errors } = await harness.query<Json>('query ($id: ID!) { node(id: $id) { id } }', {
      id: releaseId('acme', 'template', 999),
    });
    expect(data?.node).toBeNull();
    expect(errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('User starredRepositories', () => {
  it('lists the repositories bob starred, in one call', async () => {
    const { data, errors } = await runExample(
      harness,
      'StarredRepositories',
      { login: 'bob', first: 10 },
      'alice',
    );
    expect(errors).toBeUndefined();
    expect(data?.user.starredRepositories).toEqual({
      totalCount: 1,
      nodes: [{ id: expect.any(String), fullName: 'alice/hello', starsCount: 2 }],
    });
    expect(calls()).toEqual({ 'GET /users/{username}': 1, 'GET /users/{username}/starred': 1 });
  });

  it('pages alice’s starred repositories and primes the repository loader with them', async () => {
    const { data } = await harness.query<Json>(
      `{ user(login: "alice") { starredRepositories(first: 1) { totalCount pageInfo { hasNextPage } nodes { fullName } } }
         repository(owner: "acme", name: "template") { fullName } }`,
      {},
      { as: 'alice' },
    );
    expect(data?.user.starredRepositories).toEqual({
      totalCount: 1,
      pageInfo: { hasNextPage: false },
      nodes: [{ fullName: 'acme/template' }],
    });
    expect(calls()[REPO]).toBe(1);
  });

  it('reads the viewer’s own stars from GET /user/starred, private ones included, whatever the alias', async () => {
    const secret = harness.sandbox.store.repos.find((r) => r.name === 'secret');
    if (!secret) throw new Error('no alice/secret');
    const { setStar } = await import('../../../src/sandbox/model/social.js');
    const alice = harness.sandbox.store.userByName('alice');
    if (!alice) throw new Error('no alice');
    setStar(harness.sandbox.store, alice, secret, true);
    try {
      const { data, errors } = await harness.query<Json>(
        `fragment Stars on User { starredRepositories(first: 5) { totalCount nodes { fullName } } }
         { me: viewer { login ...Stars } }`,
        {},
        { as: 'alice' },
      );
      expect(errors).toBeUndefined();
      expect(data?.me.starredRepositories).toEqual({
        totalCount: 2,
        nodes: [{ fullName: 'alice/secret' }, { fullName: 'acme/template' }],
      });
      expect(calls()).toEqual({ 'GET /user': 1, 'GET /user/starred': 1 });
      harness.resetCalls();
      const other = await harness.query<Json>(
        '{ user(login: "alice") { starredRepositories { totalCount nodes { fullName } } } }',
        {},
        { as: 'bob' },
      );
      expect(other.data?.user.starredRepositories).toEqual({
        totalCount: 2,
        nodes: [{ fullName: 'acme/template' }],
      });
      expect(calls()).toEqual({ 'GET /users/{username}/starred': 1 });
    } finally {
      setStar(harness.sandbox.store, alice, secret, false);
    }
  });

  it('answers UNAUTHENTICATED on the field for an anonymous caller without a call, keeping the user', async () => {
    const { data, errors } = await harness.query<Json>(
      '{ user(login: "bob") { login starredRepositories { totalCount } } }',
    );
    expect(data?.user).toEqual({ login: 'bob', starredRepositories: null });
    expect(errors?.[0]).toMatchObject({
      path: ['user', 'starredRepositories'],
      message: 'this field needs a signed-in caller: send an Authorization header',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    expect(errors?.[0]?.extensions).not.toHaveProperty('upstream');
    expect(harness.routes()).toEqual(['GET /users/{username}']);
  });
});
