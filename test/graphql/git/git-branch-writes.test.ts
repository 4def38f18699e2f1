// createBranch and deleteBranch through the gateway against the sandbox: success and the read-back
// through the graph, every member of each result union with the forge answer that produces it, the
// checks that cost no call, and the exact forge calls.

import { describe, expect, it } from 'vitest';
import { CREATE_BRANCH, DELETE_BRANCH, REPO } from '../../helpers/forge-routes.js';
import { mutateRefs } from '../../helpers/git.js';
import type { DemoUser } from '../../helpers/harness.js';
import { HELLO } from '../../helpers/mutation-results.js';
import type { Json } from '../../helpers/mutations.js';
import { useFileHarness } from '../../helpers/use-harness.js';

const harness = useFileHarness();

const mutate = (name: string, input: Json, as?: DemoUser) => mutateRefs(harness, name, input, as);
const hello = () => harness.sandbox.store.repos.find((repo) => repo.name === 'hello' && repo.ownerId === 2)!;

describe('createBranch', () => {
  it('creates a branch at the head of another in one call, echoes the client id, and the graph reads it back', async () => {
    const result = await mutate(
      'CreateBranch',
      { ...HELLO, name: 'made/from-develop', fromBranch: 'develop', clientMutationId: 'c1' },
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
    expect(harness.routes()).toEqual([CREATE_BRANCH, REPO]);
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
    const plain = await mutate('CreateBranch', { ...HELLO, name: 'made/plain' }, 'alice');
    expect(plain.branch.target.sha).toBe(hello().git.branches.get('main'));
    const tagged = await mutate('CreateBranch', { ...HELLO, name: 'made/at-v0.1', fromRef: 'v0.1' }, 'alice');
    expect(tagged.branch.target.messageHeadline).toBe('Initial commit');
    expect(harness.sandbox.calls.find((call) => call.route === CREATE_BRANCH)).toBeDefined();
  });

  it('answers each typed error with the forge status behind it', async () => {
    const cases: [Json, DemoUser | undefined, string, number | null][] = [
      [{ ...HELLO, name: 'main' }, 'alice', 'ConflictError', 409],
      [{ ...HELLO, name: 'x1', fromBranch: 'nope' }, 'alice', 'NotFoundError', 404],
      [{ ...HELLO, name: 'x2' }, 'carol', 'ForbiddenError', 403],
      [{ owner: 'acme', repo: 'legacy', name: 'x3' }, 'alice', 'RepoArchivedError', 423],
      [{ owner: 'bob', repo: 'empty', name: 'x4' }, 'bob', 'NotFoundError', 404],
      [{ ...HELLO, name: 'x5', fromRef: 'nope' }, 'alice', 'UpstreamError', 500],
    ];
    for (const [input, as, typename, status] of cases) {
      harness.resetCalls();
      const result = await mutate('CreateBranch', input, as);
      expect([input.name, result.__typename, result.upstreamStatus]).toEqual([input.name, typename, status]);
      expect(harness.routes()).toEqual([CREATE_BRANCH]);
    }
  });

  it('refuses names git would refuse, both starting points, and anonymous callers, without any call', async () => {
    const cases: [Json, DemoUser | undefined, string, string | null][] = [
      [{ ...HELLO, name: 'a..b' }, 'alice', 'ValidationError', 'name'],
      [{ ...HELLO, name: ' ' }, 'alice', 'ValidationError', 'name'],
      [{ ...HELLO, name: 'bad name' }, 'alice', 'ValidationError', 'name'],
      [{ ...HELLO, name: 'x'.repeat(101) }, 'alice', 'ValidationError', 'name'],
      [{ ...HELLO, name: 'ok', fromBranch: 'main', fromRef: 'v1.0' }, 'alice', 'ValidationError', 'fromRef'],
      [{ ...HELLO, name: 'ok' }, undefined, 'UnauthenticatedError', null],
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
    harness.sandbox.faults.resetConnection(CREATE_BRANCH, { afterHandling: true });
    const result = await mutate('CreateBranch', { ...HELLO, name: 'made/lost' }, 'alice');
    expect(result).toMatchObject({
      __typename: 'UpstreamError',
      code: 'UPSTREAM_UNAVAILABLE',
      upstreamStatus: null,
    });
    expect(harness.routes()).toEqual([CREATE_BRANCH]);
    expect(hello().git.branches.has('made/lost')).toBe(true);
  });
});

describe('deleteBranch', () => {
  it('deletes a branch in one call and answers the id it had; the graph no longer finds it', async () => {
    await mutate('CreateBranch', { ...HELLO, name: 'made/doomed' }, 'alice');
    const { data } = await harness.query<Json>(
      '{ repository(owner: "alice", name: "hello") { branch(name: "made/doomed") { id } } }',
      {},
      { as: 'alice' },
    );
    harness.resetCalls();
    const result = await mutate(
      'DeleteBranch',
      { ...HELLO, name: 'made/doomed', clientMutationId: 'd1' },
      'bob',
    );
    expect(result).toEqual({
      __typename: 'DeleteBranchPayload',
      clientMutationId: 'd1',
      deletedBranchId: data?.repository.branch.id,
      name: 'made/doomed',
      repository: { id: expect.any(String) },
    });
    expect(harness.routes()).toEqual([DELETE_BRANCH, REPO]);
    const gone = await harness.query<Json>(
      `{ node(id: "${result.deletedBranchId}") { id } }`,
      {},
      { as: 'alice' },
    );
    expect(gone.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('is refused by the forge for the default branch and a protected one (403), and answers 404 and 423', async () => {
    const cases: [Json, DemoUser, string, number][] = [
      [{ ...HELLO, name: 'main' }, 'alice', 'ForbiddenError', 403],
      [{ ...HELLO, name: 'release/1.0' }, 'alice', 'ForbiddenError', 403],
      [{ ...HELLO, name: 'feature-a' }, 'carol', 'ForbiddenError', 403],
      [{ ...HELLO, name: 'nope' }, 'alice', 'NotFoundError', 404],
      [{ owner: 'acme', repo: 'legacy', name: 'main' }, 'alice', 'RepoArchivedError', 423],
    ];
    for (const [input, as, typename, status] of cases) {
      harness.resetCalls();
      const result = await mutate('DeleteBranch', input, as);
      expect([input.name, result.__typename, result.upstreamStatus]).toEqual([input.name, typename, status]);
      expect(harness.routes()).toEqual([DELETE_BRANCH]);
    }
    expect(hello().git.branches.has('release/1.0')).toBe(true);
  });

  it('refuses a bad name and an anonymous caller without any call', async () => {
    expect(await mutate('DeleteBranch', { ...HELLO, name: '' }, 'alice')).toMatchObject({
      __typename: 'ValidationError',
      field: 'name',
    });
    expect(await mutate('DeleteBranch', { ...HELLO, name: 'x..y' }, 'alice')).toMatchObject({
      __typename: 'ValidationError',
    });
    expect(await mutate('DeleteBranch', { ...HELLO, name: 'feature-a' })).toMatchObject({
      __typename: 'UnauthenticatedError',
    });
    expect(harness.routes()).toEqual([]);
  });
});
