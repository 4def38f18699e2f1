// createBranch, deleteBranch, createTag and forkRepository through the gateway against the sandbox:
// success and the read-back through the graph, every member of each result union with the forge
// answer that produces it, the checks that cost no call, and the exact forge calls.

import { readFileSync } from 'node:fs';
import { type FragmentDefinitionNode, Kind, parse, print } from 'graphql';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type DemoUser, type Harness, startHarness } from './helpers/harness.js';
import type { Json } from './helpers/mutations.js';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());
beforeEach(() => harness.resetCalls());

const examples = parse(readFileSync(new URL('../operations/git.graphql', import.meta.url), 'utf8'));
const errorFragment = examples.definitions.find(
  (d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION,
) as FragmentDefinitionNode;

/** Runs the example mutation `name` of operations/git.graphql with `input`; answers the field's value. */
async function mutate(name: string, input: Json, as?: DemoUser): Promise<Json> {
  const operation = examples.definitions.find(
    (d) => d.kind === Kind.OPERATION_DEFINITION && d.name?.value === name,
  );
  if (!operation) throw new Error(`operations/git.graphql has no ${name}`);
  const document = `${print(operation)}\n${print(errorFragment)}`;
  const response = await harness.query<Json>(document, { input }, as ? { as } : {});
  expect(response.errors).toBeUndefined();
  return response.data?.[name.charAt(0).toLowerCase() + name.slice(1)];
}

const hello = () => harness.sandbox.store.repos.find((repo) => repo.name === 'hello' && repo.ownerId === 2)!;
const BRANCHES = 'POST /repos/{owner}/{repo}/branches';
const DELETE = 'DELETE /repos/{owner}/{repo}/branches/{branch}';
const TAGS = 'POST /repos/{owner}/{repo}/tags';
const FORKS = 'POST /repos/{owner}/{repo}/forks';

describe('createBranch', () => {
  it('creates a branch at the head of another in one call, echoes the client id, and the graph reads it back', async () => {
    const result = await mutate(
      'CreateBranch',
      {
        owner: 'alice',
        repo: 'hello',
        name: 'made/from-develop',
        fromBranch: 'develop',
        clientMutationId: 'c1',
      },
      'bob',
    );
    expect(result).toMatchObject({
      __typename: 'CreateBranchPayload',
      clientMutationId: 'c1',
      branch: {
        name: 'made/from-develop',
        protected: false,
        target: { sha: hello().git.branches.get('develop'), messageHeadline: 'Drop the shouting docs again' },
      },
      repository: { id: expect.any(String) },
    });
    expect(harness.routes()).toEqual([BRANCHES, 'GET /repos/{owner}/{repo}']);
    const back = await harness.query<Json>(
      `{ node(id: "${result.branch.id}") { ... on Branch { name target { sha } } } }`,
      {},
      { as: 'bob' },
    );
    expect(back.data?.node).toEqual({
      name: 'made/from-develop',
      target: { sha: hello().git.branches.get('develop') },
    });
  });

  it('starts at the default branch, or at a tag given as fromRef', async () => {
    const plain = await mutate(
      'CreateBranch',
      { owner: 'alice', repo: 'hello', name: 'made/plain' },
      'alice',
    );
    expect(plain.branch.target.sha).toBe(hello().git.branches.get('main'));
    const tagged = await mutate(
      'CreateBranch',
      { owner: 'alice', repo: 'hello', name: 'made/at-v0.1', fromRef: 'v0.1' },
      'alice',
    );
    expect(tagged.branch.target.messageHeadline).toBe('Initial commit');
    expect(harness.sandbox.calls.find((call) => call.route === BRANCHES)).toBeDefined();
  });

  it('answers each typed error with the forge status behind it', async () => {
    const cases: [Json, DemoUser | undefined, string, number | null][] = [
      [{ owner: 'alice', repo: 'hello', name: 'main' }, 'alice', 'ConflictError', 409],
      [{ owner: 'alice', repo: 'hello', name: 'x1', fromBranch: 'nope' }, 'alice', 'NotFoundError', 404],
      [{ owner: 'alice', repo: 'hello', name: 'x2' }, 'carol', 'ForbiddenError', 403],
      [{ owner: 'acme', repo: 'legacy', name: 'x3' }, 'alice', 'RepoArchivedError', 423],
      [{ owner: 'bob', repo: 'empty', name: 'x4' }, 'bob', 'NotFoundError', 404],
      [{ owner: 'alice', repo: 'hello', name: 'x5', fromRef: 'nope' }, 'alice', 'UpstreamError', 500],
    ];
    for (const [input, as, typename, status] of cases) {
      harness.resetCalls();
      const result = await mutate('CreateBranch', input, as);
      expect([input.name, result.__typename, result.upstreamStatus]).toEqual([input.name, typename, status]);
      expect(harness.routes()).toEqual([BRANCHES]);
    }
  });

  it('refuses names git would refuse, both starting points, and anonymous callers, without any call', async () => {
    const cases: [Json, DemoUser | undefined, string, string | null][] = [
      [{ owner: 'alice', repo: 'hello', name: 'a..b' }, 'alice', 'ValidationError', 'name'],
      [{ owner: 'alice', repo: 'hello', name: ' ' }, 'alice', 'ValidationError', 'name'],
      [{ owner: 'alice', repo: 'hello', name: 'bad name' }, 'alice', 'ValidationError', 'name'],
      [{ owner: 'alice', repo: 'hello', name: 'x'.repeat(101) }, 'alice', 'ValidationError', 'name'],
      [
        { owner: 'alice', repo: 'hello', name: 'ok', fromBranch: 'main', fromRef: 'v1.0' },
        'alice',
        'ValidationError',
        'fromRef',
      ],
      [{ owner: 'alice', repo: 'hello', name: 'ok' }, undefined, 'UnauthenticatedError', null],
    ];
    for (const [input, as, typename, field] of cases) {
      const result = await mutate('CreateBranch', input, as);
      expect(result).toMatchObject({
        __typename: typename,
        upstreamStatus: null,
        ...(field ? { field } : {}),
      });
    }
    expect(harness.routes()).toEqual([]);
  });

  it('never repeats a create whose answer was lost: one call, an UpstreamError, one branch', async () => {
    harness.sandbox.faults.resetConnection(BRANCHES, { afterHandling: true });
    const result = await mutate(
      'CreateBranch',
      { owner: 'alice', repo: 'hello', name: 'made/lost' },
      'alice',
    );
    expect(result).toMatchObject({
      __typename: 'UpstreamError',
      code: 'UPSTREAM_UNAVAILABLE',
      upstreamStatus: null,
    });
    expect(harness.routes()).toEqual([BRANCHES]);
    expect(hello().git.branches.has('made/lost')).toBe(true);
  });
});

describe('deleteBranch', () => {
  it('deletes a branch in one call and answers the id it had; the graph no longer finds it', async () => {
    await mutate('CreateBranch', { owner: 'alice', repo: 'hello', name: 'made/doomed' }, 'alice');
    const { data } = await harness.query<Json>(
      '{ repository(owner: "alice", name: "hello") { branch(name: "made/doomed") { id } } }',
      {},
      { as: 'alice' },
    );
    harness.resetCalls();
    const result = await mutate(
      'DeleteBranch',
      { owner: 'alice', repo: 'hello', name: 'made/doomed', clientMutationId: 'd1' },
      'bob',
    );
    expect(result).toEqual({
      __typename: 'DeleteBranchPayload',
      clientMutationId: 'd1',
      deletedBranchId: data?.repository.branch.id,
      name: 'made/doomed',
      repository: { id: expect.any(String) },
    });
    expect(harness.routes()).toEqual([DELETE, 'GET /repos/{owner}/{repo}']);
    const gone = await harness.query<Json>(
      `{ node(id: "${result.deletedBranchId}") { id } }`,
      {},
      { as: 'alice' },
    );
    expect(gone.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('is refused by the forge for the default branch and a protected one (403), and answers 404 and 423', async () => {
    const cases: [Json, DemoUser, string, number][] = [
      [{ owner: 'alice', repo: 'hello', name: 'main' }, 'alice', 'ForbiddenError', 403],
      [{ owner: 'alice', repo: 'hello', name: 'release/1.0' }, 'alice', 'ForbiddenError', 403],
      [{ owner: 'alice', repo: 'hello', name: 'feature-a' }, 'carol', 'ForbiddenError', 403],
      [{ owner: 'alice', repo: 'hello', name: 'nope' }, 'alice', 'NotFoundError', 404],
      [{ owner: 'acme', repo: 'legacy', name: 'main' }, 'alice', 'RepoArchivedError', 423],
    ];
    for (const [input, as, typename, status] of cases) {
      harness.resetCalls();
      const result = await mutate('DeleteBranch', input, as);
      expect([input.name, result.__typename, result.upstreamStatus]).toEqual([input.name, typename, status]);
      expect(harness.routes()).toEqual([DELETE]);
    }
    expect(hello().git.branches.has('release/1.0')).toBe(true);
  });

  it('refuses a bad name and an anonymous caller without any call', async () => {
    expect(await mutate('DeleteBranch', { owner: 'alice', repo: 'hello', name: '' }, 'alice')).toMatchObject({
      __typename: 'ValidationError',
      field: 'name',
    });
    expect(
      await mutate('DeleteBranch', { owner: 'alice', repo: 'hello', name: 'x..y' }, 'alice'),
    ).toMatchObject({
      __typename: 'ValidationError',
    });
    expect(await mutate('DeleteBranch', { owner: 'alice', repo: 'hello', name: 'feature-a' })).toMatchObject({
      __typename: 'UnauthenticatedError',
    });
    expect(harness.routes()).toEqual([]);
  });
});

describe('createTag', () => {
  it('creates an annotated tag in one call and the graph lists it', async () => {
    const result = await mutate(
      'CreateTag',
      {
        owner: 'alice',
        repo: 'hello',
        name: 'made-annotated',
        target: 'feature-b',
        message: 'Tagged by bob',
      },
      'bob',
    );
    expect(result).toMatchObject({
      __typename: 'CreateTagPayload',
      tag: {
        name: 'made-annotated',
        annotated: true,
        message: 'Tagged by bob',
        target: { sha: hello().git.branches.get('feature-b') },
      },
    });
    expect(harness.routes()).toEqual([TAGS, 'GET /repos/{owner}/{repo}']);
    const back = await harness.query<Json>(
      '{ repository(owner: "alice", name: "hello") { tag(name: "made-annotated") { id message } } }',
      {},
      { as: 'alice' },
    );
    expect(back.data?.repository.tag).toEqual({ id: result.tag.id, message: 'Tagged by bob' });
  });

  it('creates a lightweight tag on the default branch', async () => {
    const result = await mutate('CreateTag', { owner: 'alice', repo: 'hello', name: 'made-light' }, 'alice');
    expect(result.tag).toMatchObject({ annotated: false, target: { sha: hello().git.branches.get('main') } });
  });

  it('answers each typed error with the forge status behind it, and refuses bad input without a call', async () => {
    const forge: [Json, DemoUser, string, number][] = [
      [{ owner: 'alice', repo: 'hello', name: 'v1.0' }, 'alice', 'ConflictError', 409],
      [{ owner: 'alice', repo: 'hello', name: 't1', target: 'nope' }, 'alice', 'NotFoundError', 404],
      [{ owner: 'alice', repo: 'hello', name: 't2' }, 'carol', 'ForbiddenError', 403],
      [{ owner: 'acme', repo: 'legacy', name: 't3' }, 'alice', 'RepoArchivedError', 423],
    ];
    for (const [input, as, typename, status] of forge) {
      harness.resetCalls();
      const result = await mutate('CreateTag', input, as);
      expect([input.name, result.__typename, result.upstreamStatus]).toEqual([input.name, typename, status]);
      expect(harness.routes()).toEqual([TAGS]);
    }
    harness.resetCalls();
    expect(await mutate('CreateTag', { owner: 'alice', repo: 'hello', name: 'v:1' }, 'alice')).toMatchObject({
      __typename: 'ValidationError',
      field: 'name',
    });
    expect(
      await mutate('CreateTag', { owner: 'alice', repo: 'hello', name: 'v9', target: '' }, 'alice'),
    ).toMatchObject({
      __typename: 'ValidationError',
      field: 'target',
    });
    expect(await mutate('CreateTag', { owner: 'alice', repo: 'hello', name: 'v9' })).toMatchObject({
      __typename: 'UnauthenticatedError',
    });
    expect(harness.routes()).toEqual([]);
  });
});

describe('forkRepository', () => {
  it('forks into the caller’s account in one call; the fork’s branches and files read through the graph', async () => {
    const result = await mutate(
      'ForkRepository',
      { owner: 'alice', repo: 'hello', clientMutationId: 'f1' },
      'carol',
    );
    expect(result).toMatchObject({
      __typename: 'ForkRepositoryPayload',
      clientMutationId: 'f1',
      repository: { fullName: 'carol/hello', fork: true, defaultBranch: 'main', owner: { login: 'carol' } },
      parent: { fullName: 'alice/hello' },
    });
    expect(harness.routes()).toEqual([FORKS]);
    const back = await harness.query<Json>(
      '{ repository(owner: "carol", name: "hello") { branches { totalCount } commits(ref: "develop", first: 1) { nodes { messageHeadline } } readme: file(path: "README.md") { text } } }',
      {},
      { as: 'carol' },
    );
    expect(back.data?.repository).toMatchObject({
      branches: { totalCount: hello().git.branches.size },
      commits: { nodes: [{ messageHeadline: 'Drop the shouting docs again' }] },
      readme: { text: expect.stringMatching(/^# hello/) },
    });
  });

  it('forks into an organization under another name', async () => {
    const result = await mutate(
      'ForkRepository',
      { owner: 'alice', repo: 'hello', organization: 'acme', name: 'hello-copy' },
      'alice',
    );
    expect(result.repository).toMatchObject({ fullName: 'acme/hello-copy', owner: { login: 'acme' } });
  });

  it('answers each typed error with the forge status behind it, and refuses bad input without a call', async () => {
    const forge: [Json, DemoUser, string, number][] = [
      [{ owner: 'alice', repo: 'hello' }, 'alice', 'ConflictError', 409],
      [{ owner: 'alice', repo: 'hello', name: 'again' }, 'bob', 'ConflictError', 409],
      [{ owner: 'alice', repo: 'hello', organization: 'acme' }, 'carol', 'ForbiddenError', 403],
      [{ owner: 'alice', repo: 'hello', organization: 'nobody' }, 'carol', 'ValidationError', 422],
      [{ owner: 'alice', repo: 'secret' }, 'carol', 'NotFoundError', 404],
    ];
    for (const [input, as, typename, status] of forge) {
      harness.resetCalls();
      const result = await mutate('ForkRepository', input, as);
      expect([input, result.__typename, result.upstreamStatus]).toEqual([input, typename, status]);
      expect(harness.routes()).toEqual([FORKS]);
    }
    harness.resetCalls();
    for (const name of ['bad name', '..', 'x.git']) {
      expect(await mutate('ForkRepository', { owner: 'alice', repo: 'hello', name }, 'bob')).toMatchObject({
        __typename: 'ValidationError',
        field: 'name',
      });
    }
    expect(
      await mutate('ForkRepository', { owner: 'alice', repo: 'hello', organization: '' }, 'bob'),
    ).toMatchObject({
      __typename: 'ValidationError',
      field: 'organization',
    });
    expect(await mutate('ForkRepository', { owner: 'alice', repo: 'hello' })).toMatchObject({
      __typename: 'UnauthenticatedError',
    });
    expect(harness.routes()).toEqual([]);
  });
});
