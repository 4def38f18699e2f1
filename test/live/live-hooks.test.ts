// Repository hooks through the graph: Repository.hooks, Hook as a Node, createRepositoryHook and
// deleteRepositoryHook, with the sandbox's routes of routers/api/v1/repo/hook.go behind them.

import { describe, expect, it } from 'vitest';
import { encodeGlobalID } from '../../src/graphql/kit/global-id.js';
import { countRoutes, type DemoUser } from '../helpers/harness.js';
import { liveOperation } from '../helpers/live-operations.js';
import type { Json } from '../helpers/mutations.js';
import { useFileHarness } from '../helpers/use-harness.js';

const harness = useFileHarness();

const calls = () => countRoutes(harness.routes());
const hookId = (key: string) => encodeGlobalID('Hook', key);
const CONFIG = [
  { key: 'url', value: 'https://ci.example.com/hooks/test' },
  { key: 'content_type', value: 'json' },
];

async function mutate(name: string, input: Json, as?: DemoUser): Promise<Json> {
  const field = name.charAt(0).toLowerCase() + name.slice(1);
  const response = await harness.query<Json>(liveOperation(name), { input }, as ? { as } : {});
  expect(response.errors).toBeUndefined();
  return response.data?.[field];
}

/** createRepositoryHook on alice/hello with CONFIG, `input` added to (or replacing) that */
const createHook = (input: Json, as?: DemoUser) =>
  mutate('CreateRepositoryHook', { owner: 'alice', repo: 'hello', config: CONFIG, ...input }, as);

const HOOKS = `query($owner: String!, $name: String!, $first: Int, $after: String) {
  repository(owner: $owner, name: $name) {
    fullName
    hooks(first: $first, after: $after) {
      totalCount
      pageInfo { hasNextPage endCursor }
      nodes { id databaseId type url contentType events active branchFilter repository { fullName } }
    }
  }
}`;

describe('Repository.hooks', () => {
  it('lists the seeded hook of alice/hello for its owner, with the repository read, in two parallel calls', async () => {
    const { data, errors } = await harness.query<Json>(
      HOOKS,
      { owner: 'alice', name: 'hello', first: 10 },
      { as: 'alice' },
    );
    expect(errors).toBeUndefined();
    expect(data?.repository.hooks.totalCount).toBe(1);
    expect(data?.repository.hooks.nodes[0]).toEqual({
      id: hookId('repo:alice/hello:1'),
      databaseId: 1,
      type: 'gitea',
      url: 'https://ci.example.com/hooks/forge',
      contentType: 'json',
      events: ['push', 'pull_request'],
      active: false,
      branchFilter: 'main',
      repository: { fullName: 'alice/hello' },
    });
    expect(calls()).toEqual({ 'GET /repos/{owner}/{repo}': 1, 'GET /repos/{owner}/{repo}/hooks': 1 });
  });

  it('pages with the forge’s X-Total-Count', async () => {
    const store = harness.sandbox.store;
    const many = await Promise.all(
      [1, 2, 3].map((n) =>
        mutate(
          'CreateRepositoryHook',
          {
            owner: 'alice',
            repo: 'many-prs',
            config: [{ key: 'url', value: `https://ci.example.com/${n}` }, CONFIG[1]],
          },
          'alice',
        ),
      ),
    );
    expect(many.map((hook) => hook.__typename)).toEqual(Array(3).fill('CreateRepositoryHookPayload'));
    harness.resetCalls();
    const first = await harness.query<Json>(
      HOOKS,
      { owner: 'alice', name: 'many-prs', first: 2 },
      { as: 'alice' },
    );
    expect(first.data?.repository.hooks.totalCount).toBe(3);
    expect(first.data?.repository.hooks.nodes.map((h: Json) => h.url)).toEqual([
      'https://ci.example.com/1',
      'https://ci.example.com/2',
    ]);
    expect(first.data?.repository.hooks.pageInfo.hasNextPage).toBe(true);
    const after = first.data?.repository.hooks.pageInfo.endCursor;
    const second = await harness.query<Json>(
      HOOKS,
      { owner: 'alice', name: 'many-prs', first: 2, after },
      { as: 'alice' },
    );
    expect(second.data?.repository.hooks.nodes.map((h: Json) => h.url)).toEqual(['https://ci.example.com/3']);
    expect(
      harness.sandbox.calls.filter((c) => c.route === 'GET /repos/{owner}/{repo}/hooks').map((c) => c.query),
    ).toEqual([
      { page: '1', limit: '2' },
      { page: '2', limit: '2' },
    ]);
    store.hooks.splice(
      0,
      store.hooks.length,
      ...store.hooks.filter((h) => h.url.startsWith('https://ci.example.com/hooks/')),
    );
  });

  it('is FORBIDDEN on its field for bob, a writer but not an admin, while the repository keeps its data', async () => {
    const { data, errors } = await harness.query<Json>(
      HOOKS,
      { owner: 'alice', name: 'hello', first: 5 },
      { as: 'bob' },
    );
    expect(data?.repository).toEqual({ fullName: 'alice/hello', hooks: null });
    expect(errors).toMatchObject([
      {
        path: ['repository', 'hooks'],
        extensions: {
          code: 'FORBIDDEN',
          upstream: {
            status: 403,
            message: 'user should be an owner or a collaborator with admin write of a repository',
          },
        },
        message: expect.stringMatching(/admin write of a repository/),
      },
    ]);
    expect(calls()).toEqual({ 'GET /repos/{owner}/{repo}': 1, 'GET /repos/{owner}/{repo}/hooks': 1 });
  });

  it('answers the RepositoryHooks example with one hooks call', async () => {
    const { data, errors } = await harness.query<Json>(
      liveOperation('RepositoryHooks'),
      { owner: 'alice', name: 'hello' },
      { as: 'alice' },
    );
    expect(errors).toBeUndefined();
    expect(data?.repository.hooks.nodes[0].url).toBe('https://ci.example.com/hooks/forge');
    expect(calls()['GET /repos/{owner}/{repo}/hooks']).toBe(1);
  });
});

describe('Hook as a Node', () => {
  const NODE =
    'query($id: ID!) { node(id: $id) { __typename id ... on Hook { databaseId url repository { fullName } } } }';

  it('refetches a repository hook with one call', async () => {
    const { data } = await harness.query<Json>(NODE, { id: hookId('repo:alice/hello:1') }, { as: 'alice' });
    expect(data?.node).toMatchObject({
      __typename: 'Hook',
      databaseId: 1,
      url: 'https://ci.example.com/hooks/forge',
    });
    expect(calls()).toEqual({ 'GET /repos/{owner}/{repo}/hooks/{id}': 1, 'GET /repos/{owner}/{repo}': 1 });
  });

  it('refetches one of the caller’s own hooks with GET /user/hooks/{id}', async () => {
    const created = await harness.query<Json>(
      'mutation($input: CreateUserHookInput!) { createUserHook(input: $input) { ... on CreateUserHookPayload { hook { id databaseId } } } }',
      { input: { config: CONFIG, active: false } },
      { as: 'carol' },
    );
    const hook = created.data?.createUserHook.hook;
    expect(hook.id).toBe(hookId(`user:${hook.databaseId}`));
    harness.resetCalls();
    const { data } = await harness.query<Json>(NODE, { id: hook.id }, { as: 'carol' });
    expect(data?.node).toMatchObject({ __typename: 'Hook', databaseId: hook.databaseId, repository: null });
    expect(harness.routes()).toEqual(['GET /user/hooks/{id}']);
    const other = await harness.query<Json>(NODE, { id: hook.id }, { as: 'bob' });
    expect(other.data?.node).toBeNull();
    expect(other.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('is NOT_FOUND for a hook of another repository', async () => {
    const { data, errors } = await harness.query<Json>(
      NODE,
      { id: hookId('repo:alice/many-prs:1') },
      { as: 'alice' },
    );
    expect(data?.node).toBeNull();
    expect(errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND', upstream: { status: 404 } });
  });
});

describe('createRepositoryHook', () => {
  it('creates an active hook as the repository’s owner in one call, and the graph reads it back', async () => {
    const result = await createHook({ events: ['release'], clientMutationId: 'h1' }, 'alice');
    expect(result).toMatchObject({
      __typename: 'CreateRepositoryHookPayload',
      clientMutationId: 'h1',
      hook: { url: 'https://ci.example.com/hooks/test', events: ['release'], active: true },
      repository: { fullName: 'alice/hello' },
    });
    expect(calls()).toEqual({ 'POST /repos/{owner}/{repo}/hooks': 1, 'GET /repos/{owner}/{repo}': 1 });
    harness.resetCalls();
    const { data } = await harness.query<Json>(
      HOOKS,
      { owner: 'alice', name: 'hello', first: 10 },
      { as: 'alice' },
    );
    expect(data?.repository.hooks.nodes.map((h: Json) => h.id)).toContain(result.hook.id);
    const stored = harness.sandbox.store.hooks.find(
      (h) => h.url === 'https://ci.example.com/hooks/test' && h.repoId === 1,
    );
    expect(stored).toMatchObject({ repoId: 1, ownerId: 2, active: true, events: ['release'] });
  });

  it('answers ForbiddenError for bob, who may write but is no admin', async () => {
    const result = await createHook({}, 'bob');
    expect(result).toMatchObject({
      __typename: 'ForbiddenError',
      message: expect.stringMatching(/admin write of a repository/),
      upstreamStatus: 403,
    });
    expect(harness.routes()).toEqual(['POST /repos/{owner}/{repo}/hooks']);
  });

  it('answers NotFoundError for a repository bob cannot see', async () => {
    const result = await mutate(
      'CreateRepositoryHook',
      { owner: 'alice', repo: 'secret', config: CONFIG },
      'bob',
    );
    expect(result).toMatchObject({ __typename: 'NotFoundError', upstreamStatus: 404 });
  });

  it('answers ValidationError with the forge’s message for a type it does not know', async () => {
    const result = await createHook({ type: 'pigeon' }, 'alice');
    expect(result).toMatchObject({
      __typename: 'ValidationError',
      message: expect.stringMatching(/Invalid hook type: pigeon/),
      upstreamStatus: 422,
    });
  });

  it('refuses a config without an http(s) url before any call', async () => {
    const result = await createHook({ config: [{ key: 'url', value: 'ftp://x' }, CONFIG[1]] }, 'alice');
    expect(result).toMatchObject({
      __typename: 'ValidationError',
      field: 'config.url',
      upstreamStatus: null,
    });
    expect(harness.routes()).toEqual([]);
  });

  it('refuses an empty owner before any call', async () => {
    const result = await mutate(
      'CreateRepositoryHook',
      { owner: ' ', repo: 'hello', config: CONFIG },
      'alice',
    );
    expect(result).toMatchObject({ __typename: 'ValidationError', field: 'owner' });
    expect(harness.routes()).toEqual([]);
  });

  it('answers UnauthenticatedError to an anonymous caller before any call', async () => {
    const result = await mutate('CreateRepositoryHook', { owner: 'alice', repo: 'hello', config: CONFIG });
    expect(result).toMatchObject({ __typename: 'UnauthenticatedError' });
    expect(harness.routes()).toEqual([]);
  });

  it('answers UpstreamError when the forge fails', async () => {
    harness.sandbox.faults.injectStatus('POST /repos/{owner}/{repo}/hooks', 500, { times: 1 });
    const result = await createHook({}, 'alice');
    expect(result).toMatchObject({
      __typename: 'UpstreamError',
      code: 'UPSTREAM_ERROR',
      upstreamStatus: 500,
    });
    expect(harness.routes()).toEqual(['POST /repos/{owner}/{repo}/hooks']);
  });
});

describe('deleteRepositoryHook', () => {
  async function newHook(): Promise<Json> {
    const created = await createHook({ active: false }, 'alice');
    harness.resetCalls();
    return created.hook;
  }

  it('deletes the hook in one call (204), and the graph no longer lists it', async () => {
    const hook = await newHook();
    const result = await mutate('DeleteRepositoryHook', { id: hook.id }, 'alice');
    expect(result).toMatchObject({
      __typename: 'DeleteRepositoryHookPayload',
      deletedHookId: hook.id,
      repository: { fullName: 'alice/hello' },
    });
    expect(harness.sandbox.calls.find((c) => c.method === 'DELETE')).toMatchObject({
      route: 'DELETE /repos/{owner}/{repo}/hooks/{id}',
      status: 204,
    });
    expect(calls()).toEqual({ 'DELETE /repos/{owner}/{repo}/hooks/{id}': 1, 'GET /repos/{owner}/{repo}': 1 });
    const { data } = await harness.query<Json>(
      HOOKS,
      { owner: 'alice', name: 'hello', first: 10 },
      { as: 'alice' },
    );
    expect(data?.repository.hooks.nodes.map((h: Json) => h.id)).not.toContain(hook.id);
  });

  it('answers NotFoundError for a hook that is gone', async () => {
    const result = await mutate('DeleteRepositoryHook', { id: hookId('repo:alice/hello:999') }, 'alice');
    expect(result).toMatchObject({ __typename: 'NotFoundError', upstreamStatus: 404 });
    expect(harness.routes()).toEqual(['DELETE /repos/{owner}/{repo}/hooks/{id}']);
  });

  it('answers ForbiddenError for bob', async () => {
    const hook = await newHook();
    const result = await mutate('DeleteRepositoryHook', { id: hook.id }, 'bob');
    expect(result).toMatchObject({ __typename: 'ForbiddenError', upstreamStatus: 403 });
  });

  it.each([
    ['an id this API never gave out', 'not-an-id'],
    ['the id of a repository', encodeGlobalID('Repository', 'alice/hello')],
    ['the id of an account hook', hookId('user:3')],
  ])('refuses %s before any call', async (_what, id) => {
    const result = await mutate('DeleteRepositoryHook', { id }, 'alice');
    expect(result).toMatchObject({ __typename: 'ValidationError', upstreamStatus: null });
    expect(harness.routes()).toEqual([]);
  });
});
