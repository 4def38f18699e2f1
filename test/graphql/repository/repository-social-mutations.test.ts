// Stars, watches and topics over HTTP against the sandbox forge (and what every repository write
// shares): success and the read-back through the graph, every error member of each union with the
// forge answer behind it, the validations that cost no call, and the exact forge calls.

import { describe, expect, it } from 'vitest';
import { addRepo, type Json } from '../../helpers/mutations.js';
import { releaseId } from '../../helpers/repository-fixtures.js';
import { REPO, repositoryId, useRepositoryWrites } from './repository-writes.js';

const { harness, calls, run, read } = useRepositoryWrites();

describe('every repository write', () => {
  it.each([
    ['StarRepository', { owner: 'alice', repo: 'hello' }],
    ['UnstarRepository', { owner: 'alice', repo: 'hello' }],
    ['WatchRepository', { owner: 'alice', repo: 'hello' }],
    ['UnwatchRepository', { owner: 'alice', repo: 'hello' }],
    ['UpdateRepositoryTopics', { owner: 'alice', repo: 'hello', topics: ['x'] }],
    ['CreateRepository', { name: 'anon' }],
    ['UpdateRepository', { owner: 'alice', repo: 'hello', description: 'x' }],
    ['DeleteRepository', { owner: 'alice', repo: 'hello' }],
    ['UpdateRelease', { releaseId: releaseId('alice', 'hello', 1), name: 'x' }],
    ['DeleteRelease', { releaseId: releaseId('alice', 'hello', 1) }],
  ])(
    '%s answers UnauthenticatedError to an anonymous caller without calling the forge',
    async (name, input) => {
      const { result } = await run(name, input);
      expect(result).toMatchObject({ __typename: 'UnauthenticatedError', upstreamStatus: null });
      expect(harness.routes()).toEqual([]);
    },
  );

  it.each([
    ['StarRepository', { owner: '', repo: 'hello' }, 'owner'],
    ['UnstarRepository', { owner: 'alice', repo: ' ' }, 'repo'],
    ['WatchRepository', { owner: '', repo: 'hello' }, 'owner'],
    ['UnwatchRepository', { owner: 'alice', repo: '' }, 'repo'],
    ['DeleteRepository', { owner: 'alice', repo: '' }, 'repo'],
  ])('%s refuses an empty %s without calling the forge', async (name, input, field) => {
    const { result } = await run(name, input, 'alice');
    expect(result).toMatchObject({ __typename: 'ValidationError', field, upstreamStatus: null });
    expect(harness.routes()).toEqual([]);
  });
});

describe('starRepository and unstarRepository', () => {
  it('stars alice/many-prs for carol in one write; the payload reads the new counts', async () => {
    const { result } = await run(
      'StarRepository',
      { owner: 'alice', repo: 'many-prs', clientMutationId: 's1' },
      'carol',
    );
    expect(result).toMatchObject({
      __typename: 'StarRepositoryPayload',
      clientMutationId: 's1',
      repository: { id: repositoryId('alice/many-prs'), starsCount: 1, viewerHasStarred: true },
      viewer: { login: 'carol', starredReposCount: 2 },
    });
    expect(calls()).toEqual({
      'PUT /user/starred/{owner}/{repo}': 1,
      [REPO]: 1,
      'GET /user/starred/{owner}/{repo}': 1,
      'GET /user': 1,
    });
    const data = await read(
      '{ repository(owner: "alice", name: "many-prs") { stargazers { nodes { login } } } }',
    );
    expect(data.repository.stargazers.nodes).toEqual([{ login: 'carol' }]);
  });

  it('changes nothing when carol stars it again, and unstarring takes her star away', async () => {
    await run('StarRepository', { owner: 'alice', repo: 'many-prs' }, 'carol');
    harness.resetCalls();
    const { result } = await run('UnstarRepository', { owner: 'alice', repo: 'many-prs' }, 'carol');
    expect(result).toMatchObject({
      __typename: 'UnstarRepositoryPayload',
      repository: { starsCount: 0, viewerHasStarred: false },
      viewer: { login: 'carol', starredReposCount: 1 },
    });
    expect(harness.routes()[0]).toBe('DELETE /user/starred/{owner}/{repo}');
    expect(calls()['DELETE /user/starred/{owner}/{repo}']).toBe(1);
  });

  it('answers NotFoundError for a private repository the caller cannot see', async () => {
    const { result } = await run('StarRepository', { owner: 'alice', repo: 'secret' }, 'carol');
    expect(result).toMatchObject({ __typename: 'NotFoundError', upstreamStatus: 404 });
    expect(harness.routes()).toEqual(['PUT /user/starred/{owner}/{repo}']);
    const { result: unstar } = await run('UnstarRepository', { owner: 'alice', repo: 'secret' }, 'carol');
    expect(unstar).toMatchObject({ __typename: 'NotFoundError', upstreamStatus: 404 });
  });

  it('answers UpstreamError when the answer is lost, without retrying; the forge holds the star once', async () => {
    addRepo(harness.sandbox.store, 'alice', 'lost-answer', { 'README.md': 'x\n' });
    harness.sandbox.faults.resetConnection('PUT /user/starred/{owner}/{repo}', {
      times: 1,
      afterHandling: true,
    });
    const { result } = await run('StarRepository', { owner: 'alice', repo: 'lost-answer' }, 'bob');
    expect(result).toMatchObject({
      __typename: 'UpstreamError',
      code: 'UPSTREAM_UNAVAILABLE',
      upstreamStatus: null,
    });
    expect(harness.routes()).toEqual(['PUT /user/starred/{owner}/{repo}']);
    const data = await read('{ repository(owner: "alice", name: "lost-answer") { starsCount } }');
    expect(data.repository.starsCount).toBe(1);
  });

  it('answers ForbiddenError when the forge refuses a blocked user with 403', async () => {
    harness.sandbox.faults.injectStatus('PUT /user/starred/{owner}/{repo}', 403, {
      body: { message: 'user is blocked by the poster or owner' },
    });
    const { result } = await run('StarRepository', { owner: 'alice', repo: 'hello' }, 'carol');
    expect(result).toMatchObject({ __typename: 'ForbiddenError', upstreamStatus: 403 });
  });
});

describe('watchRepository and unwatchRepository', () => {
  it('subscribes carol to alice/hello; the watchers count and list follow', async () => {
    const { result } = await run('WatchRepository', { owner: 'alice', repo: 'hello' }, 'carol');
    expect(result).toMatchObject({
      __typename: 'WatchRepositoryPayload',
      subscription: 'SUBSCRIBED',
      repository: { watchersCount: 3, viewerSubscription: 'SUBSCRIBED' },
      viewer: { login: 'carol' },
    });
    expect(calls()).toEqual({
      'PUT /repos/{owner}/{repo}/subscription': 1,
      [REPO]: 1,
      'GET /repos/{owner}/{repo}/subscription': 1,
      'GET /user': 1,
    });
    const data = await read('{ repository(owner: "alice", name: "hello") { watchers { nodes { login } } } }');
    expect(data.repository.watchers.nodes.map((u: Json) => u.login)).toEqual(['alice', 'bob', 'carol']);
  });

  it('unsubscribes carol again with one DELETE', async () => {
    const { result } = await run('UnwatchRepository', { owner: 'alice', repo: 'hello' }, 'carol');
    expect(result).toMatchObject({
      __typename: 'UnwatchRepositoryPayload',
      subscription: 'UNSUBSCRIBED',
      repository: { watchersCount: 2, viewerSubscription: 'UNSUBSCRIBED' },
    });
    expect(calls()['DELETE /repos/{owner}/{repo}/subscription']).toBe(1);
  });

  it('answers NotFoundError for an invisible repository and ForbiddenError for a 403', async () => {
    expect((await run('WatchRepository', { owner: 'alice', repo: 'secret' }, 'carol')).result).toMatchObject({
      __typename: 'NotFoundError',
      upstreamStatus: 404,
    });
    expect(
      (await run('UnwatchRepository', { owner: 'alice', repo: 'secret' }, 'carol')).result,
    ).toMatchObject({
      __typename: 'NotFoundError',
    });
    harness.sandbox.faults.injectStatus('PUT /repos/{owner}/{repo}/subscription', 403);
    expect((await run('WatchRepository', { owner: 'alice', repo: 'hello' }, 'carol')).result).toMatchObject({
      __typename: 'ForbiddenError',
      upstreamStatus: 403,
    });
  });
});

describe('updateRepositoryTopics', () => {
  it('stores the topics trimmed, lower-cased and without repeats, in one write', async () => {
    addRepo(harness.sandbox.store, 'alice', 'topical', { 'main.go': 'package main\n' });
    const { result } = await run(
      'UpdateRepositoryTopics',
      { owner: 'alice', repo: 'topical', topics: [' Rust ', 'cli', 'rust', ''] },
      'alice',
    );
    expect(result).toMatchObject({
      __typename: 'UpdateRepositoryTopicsPayload',
      topics: ['rust', 'cli'],
      repository: { topics: expect.arrayContaining(['rust', 'cli']) },
    });
    expect(calls()).toEqual({ 'PUT /repos/{owner}/{repo}/topics': 1, [REPO]: 1 });
    const sent = harness.sandbox.calls.find((c) => c.route === 'PUT /repos/{owner}/{repo}/topics');
    expect(sent?.status).toBe(204);
  });

  it('answers ForbiddenError to bob, who writes to alice/hello but is no admin', async () => {
    const { result } = await run(
      'UpdateRepositoryTopics',
      { owner: 'alice', repo: 'hello', topics: ['x'] },
      'bob',
    );
    expect(result).toMatchObject({
      __typename: 'ForbiddenError',
      upstreamStatus: 403,
      message:
        "Not allowed in the repository 'alice/hello': user should be an owner or a collaborator with admin write of a repository.",
    });
  });

  it('answers NotFoundError for a repository the caller cannot see', async () => {
    const { result } = await run(
      'UpdateRepositoryTopics',
      { owner: 'alice', repo: 'secret', topics: [] },
      'carol',
    );
    expect(result).toMatchObject({ __typename: 'NotFoundError', upstreamStatus: 404 });
  });

  it.each([
    [['ok', 'Not valid!'], 'topics[1]'],
    [['-dash-first'], 'topics[0]'],
    [['a'.repeat(36)], 'topics[0]'],
    [Array.from({ length: 26 }, (_, i) => `t${i}`), 'topics'],
  ])('refuses %j without calling the forge', async (topics, field) => {
    const { result } = await run(
      'UpdateRepositoryTopics',
      { owner: 'alice', repo: 'hello', topics },
      'alice',
    );
    expect(result).toMatchObject({ __typename: 'ValidationError', field, upstreamStatus: null });
    expect(harness.routes()).toEqual([]);
  });

  it('answers ValidationError when the forge refuses the topics with its 422', async () => {
    harness.sandbox.faults.injectStatus('PUT /repos/{owner}/{repo}/topics', 422, {
      body: { invalidTopics: ['ok'], message: 'Topic names are invalid' },
    });
    const { result } = await run(
      'UpdateRepositoryTopics',
      { owner: 'alice', repo: 'hello', topics: ['ok'] },
      'alice',
    );
    expect(result).toMatchObject({
      __typename: 'ValidationError',
      message: 'Topic names are invalid.',
      upstreamStatus: 422,
    });
  });
});
