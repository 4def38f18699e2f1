// createTag and forkRepository through the gateway against the sandbox: success and the read-back
// through the graph, every member of each result union with the forge answer that produces it, the
// checks that cost no call, and the exact forge calls.

import { describe, expect, it } from 'vitest';
import { CREATE_TAG, FORK, REPO } from '../../helpers/forge-routes.js';
import { mutateRefs } from '../../helpers/git.js';
import type { DemoUser } from '../../helpers/harness.js';
import { HELLO } from '../../helpers/mutation-results.js';
import type { Json } from '../../helpers/mutations.js';
import { useFileHarness } from '../../helpers/use-harness.js';

const harness = useFileHarness();

const mutate = (name: string, input: Json, as?: DemoUser) => mutateRefs(harness, name, input, as);
const hello = () => harness.sandbox.store.repos.find((repo) => repo.name === 'hello' && repo.ownerId === 2)!;

describe('createTag', () => {
  it('creates an annotated tag in one call and the graph lists it', async () => {
    const result = await mutate(
      'CreateTag',
      { ...HELLO, name: 'made-annotated', target: 'feature-b', message: 'Tagged by bob' },
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
    expect(harness.routes()).toEqual([CREATE_TAG, REPO]);
    const back = await harness.query<Json>(
      '{ repository(owner: "alice", name: "hello") { tag(name: "made-annotated") { id message } } }',
      {},
      { as: 'alice' },
    );
    expect(back.data?.repository.tag).toEqual({ id: result.tag.id, message: 'Tagged by bob' });
  });

  it('creates a lightweight tag on the default branch', async () => {
    const result = await mutate('CreateTag', { ...HELLO, name: 'made-light' }, 'alice');
    expect(result.tag).toMatchObject({ annotated: false, target: { sha: hello().git.branches.get('main') } });
  });

  it('answers each typed error with the forge status behind it, and refuses bad input without a call', async () => {
    const forge: [Json, DemoUser, string, number][] = [
      [{ ...HELLO, name: 'v1.0' }, 'alice', 'ConflictError', 409],
      [{ ...HELLO, name: 't1', target: 'nope' }, 'alice', 'NotFoundError', 404],
      [{ ...HELLO, name: 't2' }, 'carol', 'ForbiddenError', 403],
      [{ owner: 'acme', repo: 'legacy', name: 't3' }, 'alice', 'RepoArchivedError', 423],
    ];
    for (const [input, as, typename, status] of forge) {
      harness.resetCalls();
      const result = await mutate('CreateTag', input, as);
      expect([input.name, result.__typename, result.upstreamStatus]).toEqual([input.name, typename, status]);
      expect(harness.routes()).toEqual([CREATE_TAG]);
    }
    harness.resetCalls();
    expect(await mutate('CreateTag', { ...HELLO, name: 'v:1' }, 'alice')).toMatchObject({
      __typename: 'ValidationError',
      field: 'name',
    });
    expect(await mutate('CreateTag', { ...HELLO, name: 'v9', target: '' }, 'alice')).toMatchObject({
      __typename: 'ValidationError',
      field: 'target',
    });
    expect(await mutate('CreateTag', { ...HELLO, name: 'v9' })).toMatchObject({
      __typename: 'UnauthenticatedError',
    });
    expect(harness.routes()).toEqual([]);
  });
});

describe('forkRepository', () => {
  it('forks into the caller’s account in one call; the fork’s branches and files read through the graph', async () => {
    const result = await mutate('ForkRepository', { ...HELLO, clientMutationId: 'f1' }, 'carol');
    expect(result).toMatchObject({
      __typename: 'ForkRepositoryPayload',
      clientMutationId: 'f1',
      repository: { fullName: 'carol/hello', fork: true, defaultBranch: 'main', owner: { login: 'carol' } },
      parent: { fullName: 'alice/hello' },
    });
    expect(harness.routes()).toEqual([FORK]);
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
      { ...HELLO, organization: 'acme', name: 'hello-copy' },
      'alice',
    );
    expect(result.repository).toMatchObject({ fullName: 'acme/hello-copy', owner: { login: 'acme' } });
  });

  it('answers each typed error with the forge status behind it, and refuses bad input without a call', async () => {
    const forge: [Json, DemoUser, string, number][] = [
      [HELLO, 'alice', 'ConflictError', 409],
      [{ ...HELLO, name: 'again' }, 'bob', 'ConflictError', 409],
      [{ ...HELLO, organization: 'acme' }, 'carol', 'ForbiddenError', 403],
      [{ ...HELLO, organization: 'nobody' }, 'carol', 'ValidationError', 422],
      [{ owner: 'alice', repo: 'secret' }, 'carol', 'NotFoundError', 404],
    ];
    for (const [input, as, typename, status] of forge) {
      harness.resetCalls();
      const result = await mutate('ForkRepository', input, as);
      expect([input, result.__typename, result.upstreamStatus]).toEqual([input, typename, status]);
      expect(harness.routes()).toEqual([FORK]);
    }
    harness.resetCalls();
    for (const name of ['bad name', '..', 'x.git']) {
      expect(await mutate('ForkRepository', { ...HELLO, name }, 'bob')).toMatchObject({
        __typename: 'ValidationError',
        field: 'name',
      });
    }
    expect(await mutate('ForkRepository', { ...HELLO, organization: '' }, 'bob')).toMatchObject({
      __typename: 'ValidationError',
      field: 'organization',
    });
    expect(await mutate('ForkRepository', HELLO)).toMatchObject({
      __typename: 'UnauthenticatedError',
    });
    expect(harness.routes()).toEqual([]);
  });
});
