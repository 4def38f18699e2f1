// Deploy keys over HTTP against the sandbox: created, listed, read and deleted by a repository admin,
// refused to a writer and for a key that is not one, each with its exact forge calls.

import { describe, expect, it } from 'vitest';
import { countRoutes, type DemoUser } from '../../helpers/harness.js';
import { addRepo, type Json } from '../../helpers/mutations.js';
import { useHarness } from '../../helpers/use-harness.js';
import { writeResult } from '../../helpers/write-result.js';

const harness = useHarness();
const calls = () => countRoutes(harness().routes());
const KEY = `ssh-ed25519 ${Buffer.alloc(51, 7).toString('base64')} deploy@ci`;

const run = (name: string, input: Json, as: DemoUser, select: string) =>
  writeResult(harness(), name, input, as, select);
/** adds alice/`repo` and creates a deploy key titled `title` on it as alice, reading `select` of the payload */
const createKeyOn = (repo: string, title: string, select: string) => {
  addRepo(harness().sandbox.store, 'alice', repo);
  return run('createDeployKey', { owner: 'alice', repo, title, key: KEY }, 'alice', select);
};

describe('deploy keys', () => {
  it('creates a read-only key in one call, lists and reads it back, deletes it in one more', async () => {
    const created = await createKeyOn(
      'deployed',
      'ci',
      'deployKey { databaseId title readOnly fingerprint key }',
    );
    expect(created).toEqual({
      __typename: 'CreateDeployKeyPayload',
      deployKey: {
        databaseId: expect.any(Number),
        title: 'ci',
        readOnly: true,
        fingerprint: expect.stringMatching(/^SHA256:/),
        key: KEY.replace(/ deploy@ci$/, ''),
      },
    });
    expect(calls()).toEqual({ 'POST /repos/{owner}/{repo}/keys': 1 });
    harness().resetCalls();

    const id = created.deployKey.databaseId;
    const read = await harness().query<Json>(
      `{ repository(owner: "alice", name: "deployed") { deployKeys(first: 10) { totalCount nodes { title } } deployKey(id: ${id}) { title readOnly } } }`,
      {},
      { as: 'alice' },
    );
    expect(read.data?.repository).toEqual({
      deployKeys: { totalCount: 1, nodes: [{ title: 'ci' }] },
      deployKey: { title: 'ci', readOnly: true },
    });
    expect(calls()).toEqual({
      'GET /repos/{owner}/{repo}/keys': 1,
      'GET /repos/{owner}/{repo}/keys/{id}': 1,
    });
    harness().resetCalls();

    const deleted = await run(
      'deleteDeployKey',
      { owner: 'alice', repo: 'deployed', id },
      'alice',
      '__typename',
    );
    expect(deleted).toEqual({ __typename: 'DeleteDeployKeyPayload' });
    expect(calls()).toEqual({ 'DELETE /repos/{owner}/{repo}/keys/{id}': 1 });
  });

  it('refetches a key by its global id with one call', async () => {
    const created = await createKeyOn('refetched', 'node', 'deployKey { id title }');
    harness().resetCalls();
    const body = await harness().query<Json>(
      `{ node(id: "${created.deployKey.id}") { ... on DeployKey { title } } }`,
      {},
      { as: 'alice' },
    );
    expect(body.data?.node).toEqual({ title: 'node' });
    expect(calls()).toEqual({ 'GET /repos/{owner}/{repo}/keys/{id}': 1 });
  });

  it.each<[string, Json, DemoUser, string]>([
    [
      'a key that is not an OpenSSH public key',
      { title: 'bad', key: 'not a key' },
      'alice',
      'ValidationError',
    ],
    ['a writer who is no admin', { title: 'bob', key: KEY }, 'bob', 'ForbiddenError'],
  ])('refuses %s after one call', async (_case, input, as, typename) => {
    const result = await run(
      'createDeployKey',
      { owner: 'alice', repo: 'hello', ...input },
      as,
      '__typename',
    );
    expect(result.__typename).toBe(typename);
    expect(calls()).toEqual({ 'POST /repos/{owner}/{repo}/keys': 1 });
  });

  it('answers NOT_FOUND for a key the repository does not have, and FORBIDDEN for a writer’s list', async () => {
    const missing = await harness().query<Json>(
      '{ repository(owner: "alice", name: "hello") { deployKey(id: 999) { title } } }',
      {},
      { as: 'alice' },
    );
    expect(missing.errors?.map((e: Json) => e.extensions.code)).toEqual(['NOT_FOUND']);
    const writer = await harness().query<Json>(
      '{ repository(owner: "alice", name: "hello") { deployKeys(first: 1) { totalCount } } }',
      {},
      { as: 'bob' },
    );
    expect(writer.errors?.map((e: Json) => e.extensions.code)).toEqual(['FORBIDDEN']);
    expect(calls()).toEqual({
      'GET /repos/{owner}/{repo}': 2,
      'GET /repos/{owner}/{repo}/keys/{id}': 1,
      'GET /repos/{owner}/{repo}/keys': 1,
    });
  });
});
