// GPG keys through the graph: the viewer's and another user's lists, the verification token, addGpgKey
// (an armored public key with one of the caller's addresses; 422 for other text, 404 for a key of
// nobody's addresses) and deleteGpgKey (403 for another user's key), each with its one forge call.

import { describe, expect, it } from 'vitest';
import { ALICE_GPG_KEY, NOBODY_GPG_KEY } from '../../helpers/gpg-fixtures.js';
import { useHarness } from '../../helpers/use-harness.js';
import { writesOf } from '../../helpers/writes.js';

const harness = useHarness();
const { calls, query, write } = writesOf(harness);

const ARMORED = ALICE_GPG_KEY;

const KEY = 'databaseId keyId publicKey emails verified';

describe('GPG keys', () => {
  it('are added with one call and listed on the viewer and on the user', async () => {
    const added = await write(
      'addGpgKey',
      { armoredPublicKey: ARMORED },
      'alice',
      `... on AddGpgKeyPayload { gpgKey { ${KEY} } }`,
    );
    expect(added.gpgKey).toEqual({
      databaseId: expect.any(Number),
      keyId: '686FD3CE28B4701B',
      // the key packet, base64, as the forge stores it
      publicKey: expect.stringMatching(/^mDME[A-Za-z0-9+/]+=*$/),
      emails: ['alice@example.com'],
      verified: false,
    });
    expect(calls()).toEqual({ 'POST /user/gpg_keys': 1 });
    harness().resetCalls();
    const mine = await query(`{ viewer { gpgKeys(first: 5) { totalCount nodes { keyId } } } }`);
    expect(mine.data?.viewer.gpgKeys).toEqual({ totalCount: 1, nodes: [{ keyId: added.gpgKey.keyId }] });
    const theirs = await query(`{ user(login: "alice") { gpgKeys(first: 5) { totalCount } } }`, 'bob');
    expect(theirs.data?.user.gpgKeys.totalCount).toBe(1);
    expect(calls()).toEqual({ 'GET /user/gpg_keys': 1, 'GET /users/{username}/gpg_keys': 1 });
  });

  it('refuse text that is no armored public key with ValidationError, and the same key twice', async () => {
    expect((await write('addGpgKey', { armoredPublicKey: 'not a key' })).__typename).toBe('ValidationError');
    expect((await write('addGpgKey', { armoredPublicKey: ARMORED }, 'bob')).__typename).toBe(
      'ValidationError',
    );
    expect(calls()).toEqual({ 'POST /user/gpg_keys': 2 });
  });

  it('refuse a key none of whose addresses is the caller’s with NotFoundError', async () => {
    expect((await write('addGpgKey', { armoredPublicKey: NOBODY_GPG_KEY })).__typename).toBe('NotFoundError');
    expect(calls()).toEqual({ 'POST /user/gpg_keys': 1 });
  });

  it('give the viewer a verification token with one call, and nobody else’s', async () => {
    const { data } = await query(
      '{ viewer { gpgKeyVerificationToken } user(login: "bob") { gpgKeyVerificationToken } }',
    );
    expect(data?.viewer.gpgKeyVerificationToken).toMatch(/^[0-9a-f]{64}$/);
    expect(data?.user.gpgKeyVerificationToken).toBeNull();
    expect(calls()).toEqual({ 'GET /user': 1, 'GET /users/{username}': 1, 'GET /user/gpg_key_token': 1 });
  });

  it('are Nodes the owner refetches with one call; another user’s key is null for them', async () => {
    const mine = await query('{ viewer { gpgKeys(first: 5) { nodes { id keyId } } } }');
    const { id, keyId } = mine.data?.viewer.gpgKeys.nodes[0] ?? {};
    harness().resetCalls();
    const refetch = `{ node(id: "${id}") { ... on GpgKey { keyId } } }`;
    expect((await query(refetch)).data?.node).toEqual({ keyId });
    expect(calls()).toEqual({ 'GET /user/gpg_keys/{id}': 1 });
    harness().resetCalls();
    const asBob = await harness().query(refetch, {}, { as: 'bob' });
    expect(asBob.data?.node).toBeNull();
    expect(asBob.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(calls()).toEqual({ 'GET /user/gpg_keys/{id}': 1 });
  });

  it('are deleted by their owner with one call; another user gets ForbiddenError', async () => {
    const mine = await query('{ viewer { gpgKeys(first: 5) { nodes { id } } } }');
    const id = mine.data?.viewer.gpgKeys.nodes[0].id;
    harness().resetCalls();
    expect((await write('deleteGpgKey', { id }, 'bob')).__typename).toBe('ForbiddenError');
    const deleted = await write(
      'deleteGpgKey',
      { id },
      'alice',
      '... on DeleteGpgKeyPayload { deletedGpgKeyId }',
    );
    expect(deleted).toEqual({ __typename: 'DeleteGpgKeyPayload', deletedGpgKeyId: id });
    expect(calls()).toEqual({ 'DELETE /user/gpg_keys/{id}': 2 });
  });
});
