// A repository's settings over HTTP against the sandbox: one topic at a time and the topic search,
// a repository by id, its signing key, one collaborator's standing, permission, addition and removal,
// hook edits and the recipient's answer to a transfer; the data, an error of each, the exact calls.

import { describe, expect, it } from 'vitest';
import { Access } from '../../../src/sandbox/model/records.js';
import { countRoutes, type DemoUser } from '../../helpers/harness.js';
import { addRepo, type Json } from '../../helpers/mutations.js';
import { useHarness } from '../../helpers/use-harness.js';
import { writeResult } from '../../helpers/write-result.js';

const harness = useHarness();
const calls = () => countRoutes(harness().routes());
const store = () => harness().sandbox.store;
const query = async (document: string, as?: DemoUser) =>
  harness().query<Json>(document, {}, as ? { as } : {});
const REPO = 'GET /repos/{owner}/{repo}';

const run = (name: string, input: Json, as: DemoUser, select = 'repository { fullName }') =>
  writeResult(harness(), name, input, as, select);
/** the __typename of the write's answer: its payload or its error */
const typename = async (name: string, input: Json, as: DemoUser) =>
  (await run(name, input, as, '__typename')).__typename;

describe('topics, one at a time', () => {
  it('adds a topic to alice/hello in one call, and its topics read it back', async () => {
    addRepo(store(), 'alice', 'topical');
    const result = await run(
      'addRepositoryTopic',
      { owner: 'alice', repo: 'topical', topic: ' Gateway ' },
      'alice',
      'repository { topics }',
    );
    expect(result).toEqual({ __typename: 'AddRepositoryTopicPayload', repository: { topics: ['gateway'] } });
    expect(calls()).toEqual({ 'PUT /repos/{owner}/{repo}/topics/{topic}': 1, [REPO]: 1 });
  });

  it('removes it in one call; removing it again is a NotFoundError', async () => {
    const repo = addRepo(store(), 'alice', 'untopical');
    repo.topics = ['gone'];
    const removed = await run(
      'removeRepositoryTopic',
      { owner: 'alice', repo: 'untopical', topic: 'gone' },
      'alice',
      '__typename',
    );
    expect(removed).toEqual({ __typename: 'RemoveRepositoryTopicPayload' });
    expect(repo.topics).toEqual([]);
    expect(
      await typename('removeRepositoryTopic', { owner: 'alice', repo: 'untopical', topic: 'gone' }, 'alice'),
    ).toBe('NotFoundError');
    expect(calls()).toEqual({ 'DELETE /repos/{owner}/{repo}/topics/{topic}': 2 });
  });

  it.each<[string, Json, DemoUser, string]>([
    ['an invalid topic', { owner: 'alice', repo: 'hello', topic: 'no spaces!' }, 'alice', 'ValidationError'],
    ['a caller who is not an admin', { owner: 'alice', repo: 'hello', topic: 'x' }, 'bob', 'ForbiddenError'],
  ])('refuses %s after one call', async (_case, input, as, expected) => {
    expect(await typename('addRepositoryTopic', input, as)).toBe(expected);
    expect(calls()).toEqual({ 'PUT /repos/{owner}/{repo}/topics/{topic}': 1 });
  });
});

describe('Query.topics and Query.repositoryById', () => {
  it('searches the forge’s topics, most used first, with the total, in one call', async () => {
    const body = await query(
      '{ topics(search: "typ", first: 5) { totalCount nodes { name repositoryCount } } }',
    );
    expect(body.data?.topics).toEqual({ totalCount: 1, nodes: [{ name: 'typescript', repositoryCount: 2 }] });
    expect(calls()).toEqual({ 'GET /topics/search': 1 });
  });

  it('finds a repository by its databaseId in one call, and NOT_FOUND for a private one of another', async () => {
    const hello = store().repos.find((r) => r.name === 'hello');
    const secret = store().repos.find((r) => r.name === 'secret');
    const body = await query(
      `{ a: repositoryById(id: ${hello?.id}) { fullName } b: repositoryById(id: ${secret?.id}) { fullName } }`,
      'carol',
    );
    expect(body.data).toEqual({ a: { fullName: 'alice/hello' }, b: null });
    expect(body.errors?.map((e: Json) => [e.path, e.extensions.code])).toEqual([[['b'], 'NOT_FOUND']]);
    expect(calls()).toEqual({ 'GET /repositories/{id}': 2 });
  });
});

describe('Repository.signingKey, isCollaborator and collaboratorPermission', () => {
  it('reads the key, the standing of bob and carol and bob’s permission, one call each', async () => {
    const body = await query(
      `{ repository(owner: "alice", name: "hello") { signingKey bob: isCollaborator(login: "bob") carol: isCollaborator(login: "carol")
         collaboratorPermission(login: "bob") { permission roleName user { login } } } }`,
      'alice',
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.repository).toEqual({
      signingKey: expect.stringMatching(/^-----BEGIN PGP PUBLIC KEY BLOCK-----/),
      bob: true,
      carol: false,
      collaboratorPermission: { permission: 'write', roleName: 'write', user: { login: 'bob' } },
    });
    expect(calls()).toEqual({
      [REPO]: 1,
      'GET /repos/{owner}/{repo}/signing-key.gpg': 1,
      'GET /repos/{owner}/{repo}/collaborators/{collaborator}': 2,
      'GET /repos/{owner}/{repo}/collaborators/{collaborator}/permission': 1,
    });
  });

  it('answers FORBIDDEN when bob asks about alice, and UNAUTHENTICATED to anonymous callers without the collaborator call', async () => {
    const asBob = await query(
      '{ repository(owner: "alice", name: "hello") { collaboratorPermission(login: "alice") { permission } } }',
      'bob',
    );
    expect(asBob.errors?.map((e: Json) => e.extensions.code)).toEqual(['FORBIDDEN']);
    expect(calls()).toEqual({
      [REPO]: 1,
      'GET /repos/{owner}/{repo}/collaborators/{collaborator}/permission': 1,
    });
    harness().resetCalls();
    const anonymous = await query(
      '{ repository(owner: "alice", name: "hello") { isCollaborator(login: "bob") } }',
    );
    expect(anonymous.errors?.map((e: Json) => e.extensions.code)).toEqual(['UNAUTHENTICATED']);
    expect(calls()).toEqual({ [REPO]: 1 }); // the repository itself, never the collaborator route
  });
});

describe('RepositoryCollaboratorEdge.permission', () => {
  const PERMISSION = 'GET /repos/{owner}/{repo}/collaborators/{collaborator}/permission';
  const LIST = 'GET /repos/{owner}/{repo}/collaborators';
  const collaborators = (select: string, as: DemoUser) =>
    query(
      `{ repository(owner: "alice", name: "hello") { collaborators(first: 10) { edges { ${select} } } } }`,
      as,
    );

  /** alice/hello with carol as a reading collaborator beside bob, for the length of `body`. */
  async function withCarolReading(body: () => Promise<void>) {
    const hello = store().repoByName(2, 'hello');
    hello?.collaborators.set(4, Access.read);
    try {
      await body();
    } finally {
      hello?.collaborators.delete(4);
    }
  }

  it('shows what each collaborator may do: one call per collaborator, none when not selected', async () => {
    await withCarolReading(async () => {
      const listed = await collaborators('permission node { login }', 'alice');
      expect(listed.errors).toBeUndefined();
      expect(listed.data?.repository.collaborators.edges).toEqual([
        { permission: 'WRITE', node: { login: 'bob' } },
        { permission: 'READ', node: { login: 'carol' } },
      ]);
      expect(calls()).toEqual({ [LIST]: 1, [PERMISSION]: 2 });
      const asked = harness().sandbox.calls.filter((call) => call.route === PERMISSION);
      expect(asked.map((call) => call.path).sort()).toEqual([
        '/repos/alice/hello/collaborators/bob/permission',
        '/repos/alice/hello/collaborators/carol/permission',
      ]);
      harness().resetCalls();
      await collaborators('node { login }', 'alice');
      expect(calls()).toEqual({ [LIST]: 1 });
    });
  });

  it('fails alone with FORBIDDEN where the forge answers only the collaborator themself and admins', async () => {
    await withCarolReading(async () => {
      const asBob = await collaborators('permission node { login }', 'bob');
      expect(asBob.data?.repository.collaborators.edges).toEqual([
        { permission: 'WRITE', node: { login: 'bob' } },
        { permission: null, node: { login: 'carol' } },
      ]);
      expect(asBob.errors?.map((e: Json) => [e.path, e.extensions.code])).toEqual([
        [['repository', 'collaborators', 'edges', 1, 'permission'], 'FORBIDDEN'],
      ]);
      expect(calls()).toEqual({ [LIST]: 1, [PERMISSION]: 2 });
    });
  });
});

describe('addCollaborator and removeCollaborator', () => {
  it('makes carol an admin collaborator in one call, then removes her in one more', async () => {
    const repo = addRepo(store(), 'alice', 'team-work');
    const carol = store().userByName('carol');
    const added = await run(
      'addCollaborator',
      { owner: 'alice', repo: 'team-work', login: 'carol', permission: 'ADMIN' },
      'alice',
      '__typename',
    );
    expect(added).toEqual({ __typename: 'AddCollaboratorPayload' });
    expect(repo.collaborators.get(carol?.id ?? 0)).toBe(3);
    const removed = await run(
      'removeCollaborator',
      { owner: 'alice', repo: 'team-work', login: 'carol' },
      'alice',
      'repository { fullName }',
    );
    expect(removed).toEqual({
      __typename: 'RemoveCollaboratorPayload',
      repository: { fullName: 'alice/team-work' },
    });
    expect(repo.collaborators.has(carol?.id ?? 0)).toBe(false);
    expect(calls()).toEqual({
      'PUT /repos/{owner}/{repo}/collaborators/{collaborator}': 1,
      'DELETE /repos/{owner}/{repo}/collaborators/{collaborator}': 1,
      [REPO]: 1,
    });
  });

  it('answers ValidationError for an unknown login and ForbiddenError to a writer, one call each', async () => {
    expect(
      await typename('addCollaborator', { owner: 'alice', repo: 'hello', login: 'nobody-here' }, 'alice'),
    ).toBe('ValidationError');
    expect(await typename('removeCollaborator', { owner: 'alice', repo: 'hello', login: 'bob' }, 'bob')).toBe(
      'ForbiddenError',
    );
    expect(calls()).toEqual({
      'PUT /repos/{owner}/{repo}/collaborators/{collaborator}': 1,
      'DELETE /repos/{owner}/{repo}/collaborators/{collaborator}': 1,
    });
  });
});

describe('acceptRepositoryTransfer and rejectRepositoryTransfer', () => {
  const pending = (name: string) => {
    const repo = addRepo(store(), 'alice', name);
    const carol = store().userByName('carol');
    repo.transfer = { doerId: repo.ownerId, recipientId: carol?.id ?? 0, teamIds: [] };
    return repo;
  };

  it('lets carol accept: one call, and the payload is the moved repository the forge answered', async () => {
    pending('given-away');
    const result = await run(
      'acceptRepositoryTransfer',
      { owner: 'alice', repo: 'given-away' },
      'carol',
      'repository { fullName }',
    );
    expect(result).toEqual({
      __typename: 'AcceptRepositoryTransferPayload',
      repository: { fullName: 'carol/given-away' },
    });
    expect(calls()).toEqual({ 'POST /repos/{owner}/{repo}/transfer/accept': 1 });
  });

  it('lets carol reject in one call; bob may not, and none waits afterwards', async () => {
    const repo = pending('kept-back');
    expect(await typename('rejectRepositoryTransfer', { owner: 'alice', repo: 'kept-back' }, 'bob')).toBe(
      'ForbiddenError',
    ); // only the recipient (or a site admin) answers
    const carol = await run(
      'rejectRepositoryTransfer',
      { owner: 'alice', repo: 'kept-back' },
      'carol',
      'repository { fullName }',
    );
    expect(carol.repository).toEqual({ fullName: 'alice/kept-back' });
    expect(repo.transfer).toBeNull();
    expect(await typename('rejectRepositoryTransfer', { owner: 'alice', repo: 'kept-back' }, 'carol')).toBe(
      'NotFoundError',
    );
    expect(calls()).toEqual({ 'POST /repos/{owner}/{repo}/transfer/reject': 3 });
  });
});

describe('updateRepositoryHook', () => {
  it('deactivates a hook of alice/hello in one call and answers the changed hook', async () => {
    const listed = await query(
      '{ repository(owner: "alice", name: "hello") { hooks(first: 1) { nodes { id active } } } }',
      'alice',
    );
    const hook = listed.data?.repository.hooks.nodes[0];
    harness().resetCalls();
    const result = await run(
      'updateRepositoryHook',
      { id: hook.id, active: !hook.active, events: ['push', 'create'] },
      'alice',
      'hook { id active events }',
    );
    expect(result).toEqual({
      __typename: 'UpdateRepositoryHookPayload',
      hook: { id: hook.id, active: !hook.active, events: ['create', 'push'] },
    });
    expect(calls()).toEqual({ 'PATCH /repos/{owner}/{repo}/hooks/{id}': 1 });
  });

  it('refuses an id that names no hook without a call, and answers ForbiddenError to a writer', async () => {
    const bad = await run('updateRepositoryHook', { id: 'nonsense', active: true }, 'alice', '__typename');
    expect(bad.__typename).toBe('ValidationError');
    expect(calls()).toEqual({});
    const listed = await query(
      '{ repository(owner: "alice", name: "hello") { hooks(first: 1) { nodes { id } } } }',
      'alice',
    );
    harness().resetCalls();
    expect(
      await typename(
        'updateRepositoryHook',
        { id: listed.data?.repository.hooks.nodes[0].id, active: true },
        'bob',
      ),
    ).toBe('ForbiddenError');
    expect(calls()).toEqual({ 'PATCH /repos/{owner}/{repo}/hooks/{id}': 1 });
  });
});
