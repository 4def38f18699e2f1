// createUserHook and createRelease over HTTP against the sandbox forge.

import { describe, expect, it } from 'vitest';
import { addRepo, type Json, mutate } from '../../helpers/mutations.js';
import { useFileHarness } from '../../helpers/use-harness.js';

const harness = useFileHarness();

const CONFIG = [
  { key: 'url', value: 'https://ci.example.com/hook' },
  { key: 'content_type', value: 'json' },
];

describe('createUserHook', () => {
  const createHook = (input: Json, as: 'alice' | 'bob' = 'alice') =>
    mutate(harness, 'CreateUserHook', input, as);

  it('creates an active hook on the caller’s account, in one call', async () => {
    const { result } = await createHook({
      config: [...CONFIG, { key: 'secret', value: 's3cret' }],
      events: ['push', 'release'],
      branchFilter: 'main',
      clientMutationId: 'hook-1',
    });
    expect(result).toMatchObject({
      __typename: 'CreateUserHookPayload',
      clientMutationId: 'hook-1',
      hook: {
        type: 'gitea',
        url: 'https://ci.example.com/hook',
        contentType: 'json',
        active: true,
        branchFilter: 'main',
      },
    });
    expect([...result.hook.events].sort()).toEqual(['push', 'release']);
    expect(harness.routes()).toEqual(['POST /user/hooks']);
    const stored = harness.sandbox.store.hooks.find((hook) => hook.id === result.hook.databaseId);
    expect(stored).toMatchObject({
      ownerId: 2,
      url: 'https://ci.example.com/hook',
      secret: 's3cret',
      active: true,
    });
  });

  it('answers ValidationError for a hook type the forge does not know', async () => {
    const { result } = await createHook({ type: 'carrier-pigeon', config: CONFIG });
    expect(result).toMatchObject({
      __typename: 'ValidationError',
      message: 'Invalid hook type: carrier-pigeon.',
      upstreamStatus: 422,
    });
  });

  it.each([
    ['without url', [{ key: 'content_type', value: 'json' }], 'config.url'],
    [
      'with an empty url',
      [
        { key: 'url', value: '' },
        { key: 'content_type', value: 'json' },
      ],
      'config.url',
    ],
    [
      'with a url that is not http',
      [
        { key: 'url', value: 'ftp://x' },
        { key: 'content_type', value: 'json' },
      ],
      'config.url',
    ],
    ['without content_type', [{ key: 'url', value: 'https://x.example' }], 'config.content_type'],
    [
      'with a content_type other than json or form',
      [...CONFIG.slice(0, 1), { key: 'content_type', value: 'xml' }],
      'config.content_type',
    ],
    ['with a key given twice', [...CONFIG, { key: 'url', value: 'https://y.example' }], 'config[2].key'],
  ])('refuses a config %s without calling the forge', async (_case, config, field) => {
    const { result } = await createHook({ config });
    expect(result).toMatchObject({ __typename: 'ValidationError', field, upstreamStatus: null });
    expect(harness.routes()).toEqual([]);
  });
});

describe('createRelease', () => {
  const release = (input: Json, as: 'alice' | 'bob' | 'carol' = 'alice') =>
    mutate(harness, 'CreateRelease', { owner: 'alice', ...input }, as);

  it('creates the release and its tag at the default branch', async () => {
    const repo = addRepo(harness.sandbox.store, 'alice', 'releasing', { 'README.md': 'r\n' });
    const { result } = await release({
      repo: 'releasing',
      tagName: 'v2.0',
      name: 'Version 2',
      body: 'Notes.',
      prerelease: true,
      clientMutationId: 'rel-1',
    });
    expect(result).toMatchObject({
      __typename: 'CreateReleasePayload',
      clientMutationId: 'rel-1',
      release: {
        tagName: 'v2.0',
        name: 'Version 2',
        body: 'Notes.',
        draft: false,
        prerelease: true,
        author: { login: 'alice' },
      },
    });
    expect(harness.routes()).toEqual(['POST /repos/{owner}/{repo}/releases']);
    expect(repo.git.tags.get('v2.0')).toBe(repo.git.branches.get('main'));
  });

  it('answers ConflictError for a tag that already has a release (the forge’s 409)', async () => {
    const { result } = await release({ repo: 'hello', tagName: 'v1.0' });
    expect(result).toMatchObject({ __typename: 'ConflictError', upstreamStatus: 409 });
    expect(harness.sandbox.store.releases.filter((r) => r.tagName === 'v1.0')).toHaveLength(1);
  });

  it('answers ForbiddenError for carol, who may not write alice/hello', async () => {
    const { result } = await release({ repo: 'hello', tagName: 'v9' }, 'carol');
    expect(result).toMatchObject({ __typename: 'ForbiddenError', upstreamStatus: 403 });
  });

  it('answers NotFoundError for a target that does not exist', async () => {
    addRepo(harness.sandbox.store, 'alice', 'bad-target', { 'README.md': 'r\n' });
    const { result } = await release({
      repo: 'bad-target',
      tagName: 'v1',
      targetCommitish: 'no-such-branch',
    });
    expect(result).toMatchObject({ __typename: 'NotFoundError', upstreamStatus: 404 });
  });

  it('answers ValidationError for an empty repository', async () => {
    const { result } = await release({ owner: 'bob', repo: 'empty', tagName: 'v1' }, 'bob');
    expect(result).toMatchObject({
      __typename: 'ValidationError',
      message: 'Repo is empty.',
      upstreamStatus: 422,
    });
  });

  it('refuses an empty tag name without calling the forge', async () => {
    const { result } = await release({ repo: 'hello', tagName: '' });
    expect(result).toMatchObject({ __typename: 'ValidationError', field: 'tagName', upstreamStatus: null });
    expect(harness.routes()).toEqual([]);
  });
});
