// Creating, editing and deleting repositories and editing and deleting releases over HTTP against the
// sandbox forge: success and the read-back through the graph, every error member of each union with
// the forge answer behind it, the validations that cost no call, and the exact forge calls.

import { describe, expect, it } from 'vitest';
import type { ReleaseRec } from '../../../src/sandbox/model/records.js';
import { addRepo, type Json, mutate } from '../../helpers/mutations.js';
import { releaseId } from '../../helpers/repository-fixtures.js';
import { REPO, repositoryId, useRepositoryWrites } from './repository-writes.js';

const { harness, calls, run, read } = useRepositoryWrites();

describe('createRepository', () => {
  it('creates a private, empty alice/scratch that alice then watches, in one call', async () => {
    const { result } = await run(
      'CreateRepository',
      { name: 'scratch', private: true, description: 'Scratch space', clientMutationId: 'c1' },
      'alice',
    );
    expect(result).toMatchObject({
      __typename: 'CreateRepositoryPayload',
      clientMutationId: 'c1',
      repository: {
        id: repositoryId('alice/scratch'),
        fullName: 'alice/scratch',
        private: true,
        empty: true,
        defaultBranch: 'main',
        watchersCount: 1,
      },
      owner: { login: 'alice' },
    });
    expect(harness.routes()).toEqual(['POST /user/repos']);
    const data = await read(
      '{ repository(owner: "alice", name: "scratch") { description private } }',
      'alice',
    );
    expect(data.repository).toEqual({ description: 'Scratch space', private: true });
    expect(
      (await read('{ repository(owner: "alice", name: "scratch") { fullName } }', 'bob')).repository,
    ).toBeNull();
  });

  it('answers ConflictError when the caller has a repository of that name', async () => {
    const { result } = await run('CreateRepository', { name: 'hello' }, 'alice');
    expect(result).toMatchObject({
      __typename: 'ConflictError',
      message: 'The repository with the same name already exists.',
      upstreamStatus: 409,
    });
    expect(harness.routes()).toEqual(['POST /user/repos']);
  });

  it('answers ValidationError for a label set the forge does not know', async () => {
    const { result } = await run('CreateRepository', { name: 'labelled', issueLabels: 'Nope' }, 'bob');
    expect(result).toMatchObject({ __typename: 'ValidationError', upstreamStatus: 422 });
    expect(result.message).toContain('label template not found');
  });

  it('answers ForbiddenError when the forge refuses with 403 (repository limit)', async () => {
    harness.sandbox.faults.injectStatus('POST /user/repos', 403, {
      body: { message: 'user has reached maximum limit of repositories [limit: 0]' },
    });
    const { result } = await run('CreateRepository', { name: 'limited' }, 'carol');
    expect(result).toMatchObject({ __typename: 'ForbiddenError', upstreamStatus: 403 });
  });

  it.each([
    [{ name: '' }, 'name'],
    [{ name: 'two words' }, 'name'],
    [{ name: 'a'.repeat(101) }, 'name'],
    [{ name: 'repo.git' }, 'name'],
    [{ name: '..' }, 'name'],
    [{ name: 'ok', description: 'd'.repeat(2049) }, 'description'],
  ])('refuses %j without calling the forge', async (input, field) => {
    const { result } = await run('CreateRepository', input, 'alice');
    expect(result).toMatchObject({ __typename: 'ValidationError', field, upstreamStatus: null });
    expect(harness.routes()).toEqual([]);
  });
});

describe('updateRepository', () => {
  it('changes the description, website and wiki of a repository in one call', async () => {
    addRepo(harness.sandbox.store, 'alice', 'settings', { 'README.md': 'x\n' });
    const { result } = await run(
      'UpdateRepository',
      {
        owner: 'alice',
        repo: 'settings',
        description: 'Tuned',
        website: 'https://example.com',
        hasWiki: false,
      },
      'alice',
    );
    expect(result).toMatchObject({
      __typename: 'UpdateRepositoryPayload',
      repository: {
        fullName: 'alice/settings',
        description: 'Tuned',
        website: 'https://example.com',
        hasWiki: false,
      },
      owner: { login: 'alice' },
    });
    expect(harness.routes()).toEqual(['PATCH /repos/{owner}/{repo}']);
  });

  it('renames a repository; the old name then leads to the new one', async () => {
    addRepo(harness.sandbox.store, 'alice', 'old-name', { 'README.md': 'x\n' });
    const { result } = await run(
      'UpdateRepository',
      { owner: 'alice', repo: 'old-name', name: 'new-name' },
      'alice',
    );
    expect(result.repository.fullName).toBe('alice/new-name');
    const data = await read('{ repository(owner: "alice", name: "old-name") { fullName } }', 'alice');
    expect(data.repository).toEqual({ fullName: 'alice/new-name' });
  });

  it('archives a repository so that writes answer RepoArchivedError, and unarchives it', async () => {
    addRepo(harness.sandbox.store, 'alice', 'shelf', { 'README.md': 'x\n' });
    const archived = await run(
      'UpdateRepository',
      { owner: 'alice', repo: 'shelf', archived: true },
      'alice',
    );
    expect(archived.result.repository).toMatchObject({ archived: true });
    const change = {
      owner: 'alice',
      repo: 'shelf',
      files: [{ operation: 'CREATE', path: 'new.md', text: 'x' }],
    };
    expect((await mutate(harness, 'ChangeFiles', change, 'alice')).result).toMatchObject({
      __typename: 'RepoArchivedError',
      upstreamStatus: 423,
    });
    await run('UpdateRepository', { owner: 'alice', repo: 'shelf', archived: false }, 'alice');
    expect((await mutate(harness, 'ChangeFiles', change, 'alice')).result.__typename).toBe(
      'ChangeFilesPayload',
    );
  });

  it('answers ForbiddenError to bob, who writes to alice/hello but is no admin', async () => {
    const { result } = await run(
      'UpdateRepository',
      { owner: 'alice', repo: 'hello', description: 'x' },
      'bob',
    );
    expect(result).toMatchObject({ __typename: 'ForbiddenError', upstreamStatus: 403 });
    expect(harness.sandbox.store.repos.find((r) => r.name === 'hello')?.description).toBe(
      'Hello world in TypeScript',
    );
  });

  it('answers NotFoundError for a repository the caller cannot see', async () => {
    const { result } = await run(
      'UpdateRepository',
      { owner: 'alice', repo: 'secret', description: 'x' },
      'carol',
    );
    expect(result).toMatchObject({ __typename: 'NotFoundError', upstreamStatus: 404 });
  });

  it('answers ValidationError when the new name is taken', async () => {
    const { result } = await run(
      'UpdateRepository',
      { owner: 'alice', repo: 'many-prs', name: 'hello' },
      'alice',
    );
    expect(result).toMatchObject({
      __typename: 'ValidationError',
      message: 'Repo name is already taken.',
      upstreamStatus: 422,
    });
  });

  it.each([
    [{}, 'input'],
    [{ name: 'bad name' }, 'name'],
    [{ defaultBranch: '' }, 'defaultBranch'],
    [{ website: 'w'.repeat(1025) }, 'website'],
  ])('refuses %j without calling the forge', async (change, field) => {
    const { result } = await run('UpdateRepository', { owner: 'alice', repo: 'hello', ...change }, 'alice');
    expect(result).toMatchObject({ __typename: 'ValidationError', field, upstreamStatus: null });
    expect(harness.routes()).toEqual([]);
  });
});

describe('deleteRepository', () => {
  it('deletes a repository; the payload names its id and reads its owner', async () => {
    addRepo(harness.sandbox.store, 'alice', 'doomed', { 'README.md': 'x\n' });
    const { result } = await run(
      'DeleteRepository',
      { owner: 'alice', repo: 'doomed', clientMutationId: 'd1' },
      'alice',
    );
    expect(result).toEqual({
      __typename: 'DeleteRepositoryPayload',
      clientMutationId: 'd1',
      deletedRepositoryId: repositoryId('alice/doomed'),
      owner: { id: expect.any(String), login: 'alice' },
    });
    expect(calls()).toEqual({ 'DELETE /repos/{owner}/{repo}': 1, 'GET /users/{username}': 1 });
    const response = await harness.query<Json>(
      '{ repository(owner: "alice", name: "doomed") { fullName } }',
      {},
      { as: 'alice' },
    );
    expect(response.data?.repository).toBeNull();
    expect(response.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('answers ForbiddenError to bob, who writes to alice/hello but does not own it', async () => {
    const { result } = await run('DeleteRepository', { owner: 'alice', repo: 'hello' }, 'bob');
    expect(result).toMatchObject({
      __typename: 'ForbiddenError',
      message: "Not allowed in the repository 'alice/hello': user should be the owner of the repo.",
      upstreamStatus: 403,
    });
    expect(harness.sandbox.store.repos.some((r) => r.name === 'hello')).toBe(true);
  });

  it('answers NotFoundError for a repository the caller cannot see', async () => {
    const { result } = await run('DeleteRepository', { owner: 'alice', repo: 'secret' }, 'carol');
    expect(result).toMatchObject({ __typename: 'NotFoundError', upstreamStatus: 404 });
  });
});

describe('updateRelease and deleteRelease', () => {
  /** A repository of the test's own with one release record (a draft unless told otherwise). */
  function releasing(name: string, init: Partial<ReleaseRec> = {}): ReleaseRec {
    const { store } = harness.sandbox;
    const repo = addRepo(store, 'alice', name, { 'README.md': 'r\n' });
    const release: ReleaseRec = {
      id: store.nextId(store.releases),
      repoId: repo.id,
      tagName: 'v1.0',
      target: 'main',
      title: 'One',
      note: 'Notes',
      draft: true,
      prerelease: false,
      isTag: false,
      publisherId: 2,
      createdAt: store.now(),
      ...init,
    };
    store.releases.push(release);
    return release;
  }

  it('publishes a draft, which tags its target; the payload reads the repository', async () => {
    const release = releasing('rel-publish');
    const { result } = await run(
      'UpdateRelease',
      { releaseId: releaseId('alice', 'rel-publish', release.id), draft: false, body: 'Final notes' },
      'alice',
    );
    expect(result).toMatchObject({
      __typename: 'UpdateReleasePayload',
      release: {
        id: releaseId('alice', 'rel-publish', release.id),
        tagName: 'v1.0',
        draft: false,
        body: 'Final notes',
      },
      repository: { releaseCounter: 1 },
    });
    expect(calls()).toEqual({ 'PATCH /repos/{owner}/{repo}/releases/{id}': 1, [REPO]: 1 });
    const repo = harness.sandbox.store.repos.find((r) => r.name === 'rel-publish');
    expect(repo?.git.tags.get('v1.0')).toBe(repo?.git.branches.get('main'));
  });

  it('answers UpstreamError when the forge fails on a tag another release holds', async () => {
    const release = releasing('rel-clash');
    harness.sandbox.store.releases.push({
      ...release,
      id: harness.sandbox.store.nextId(harness.sandbox.store.releases),
      tagName: 'v2.0',
    });
    const { result } = await run(
      'UpdateRelease',
      { releaseId: releaseId('alice', 'rel-clash', release.id), tagName: 'v2.0' },
      'alice',
    );
    expect(result).toMatchObject({
      __typename: 'UpstreamError',
      code: 'UPSTREAM_ERROR',
      upstreamStatus: 500,
    });
    expect(harness.routes()).toEqual(['PATCH /repos/{owner}/{repo}/releases/{id}']);
  });

  it('answers NotFoundError for a release that does not exist and ForbiddenError for a reader', async () => {
    expect(
      (await run('UpdateRelease', { releaseId: releaseId('alice', 'hello', 999), name: 'x' }, 'alice'))
        .result,
    ).toMatchObject({ __typename: 'NotFoundError', upstreamStatus: 404 });
    expect(
      (await run('UpdateRelease', { releaseId: releaseId('acme', 'template', 2), name: 'x' }, 'carol'))
        .result,
    ).toMatchObject({ __typename: 'ForbiddenError', upstreamStatus: 403 });
  });

  it.each([
    [{ releaseId: 'not-an-id', name: 'x' }, 'releaseId'],
    [{ releaseId: repositoryId('alice/hello'), name: 'x' }, 'releaseId'],
    [{ releaseId: releaseId('alice', 'hello', 1) }, 'input'],
    [{ releaseId: releaseId('alice', 'hello', 1), name: '' }, 'name'],
  ])('refuses %j without calling the forge', async (input, field) => {
    const { result } = await run('UpdateRelease', input, 'alice');
    expect(result).toMatchObject({ __typename: 'ValidationError', field, upstreamStatus: null });
    expect(harness.routes()).toEqual([]);
  });

  it('deletes a published release, keeping its tag; the release is gone from the graph', async () => {
    const release = releasing('rel-delete', { draft: false });
    const repo = harness.sandbox.store.repos.find((r) => r.name === 'rel-delete');
    repo?.git.tags.set('v1.0', repo.git.branches.get('main') as string);
    const id = releaseId('alice', 'rel-delete', release.id);
    const { result } = await run('DeleteRelease', { releaseId: id, clientMutationId: 'r1' }, 'alice');
    expect(result).toEqual({
      __typename: 'DeleteReleasePayload',
      clientMutationId: 'r1',
      deletedReleaseId: id,
      repository: { id: repositoryId('alice/rel-delete'), releaseCounter: 0 },
    });
    expect(calls()).toEqual({ 'DELETE /repos/{owner}/{repo}/releases/{id}': 1, [REPO]: 1 });
    const data = await read(
      '{ repository(owner: "alice", name: "rel-delete") { release(tagName: "v1.0") { id } } }',
    );
    expect(data.repository.release).toBeNull();
    expect(repo?.git.tags.has('v1.0')).toBe(true);
  });

  it('answers NotFoundError, ForbiddenError and ValidationError as the update does', async () => {
    expect(
      (await run('DeleteRelease', { releaseId: releaseId('alice', 'hello', 999) }, 'alice')).result,
    ).toMatchObject({
      __typename: 'NotFoundError',
    });
    expect(
      (await run('DeleteRelease', { releaseId: releaseId('acme', 'template', 2) }, 'carol')).result,
    ).toMatchObject({
      __typename: 'ForbiddenError',
      upstreamStatus: 403,
    });
    harness.resetCalls();
    expect((await run('DeleteRelease', { releaseId: 'bm9wZQ==' }, 'alice')).result).toMatchObject({
      __typename: 'ValidationError',
      field: 'releaseId',
    });
    expect(harness.routes()).toEqual([]);
  });
});
