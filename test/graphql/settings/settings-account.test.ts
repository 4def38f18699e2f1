// A settings screen: the caller's SSH keys, e-mail addresses, preferences and blocked users, and an
// organization's blocks, with their forge calls and the forge's refusals.

import { describe, expect, it } from 'vitest';
import { ALICE_KEY } from '../../../src/sandbox/seed/settings.js';
import type { Json } from '../../helpers/mutations.js';
import { useHarness } from '../../helpers/use-harness.js';
import { writesOf } from '../../helpers/writes.js';

const harness = useHarness();
const { calls, query, write } = writesOf(harness);

const NEW_KEY = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIKbH3tpOz2OQgznC5tLRHC5OYLmlwubGHJoOQM1BwBZl bob@desk';

describe('SSH keys', () => {
  it('list alice’s seeded key on viewer with one call (no GET /user: the viewer is a reference), owner included', async () => {
    const { data, errors } = await query(
      '{ viewer { publicKeys { totalCount nodes { title key fingerprint keyType owner { login } } } } }',
    );
    expect(errors).toBeUndefined();
    expect(data?.viewer.publicKeys.totalCount).toBe(1);
    expect(data?.viewer.publicKeys.nodes[0]).toMatchObject({
      title: 'laptop',
      key: ALICE_KEY.split(' ').slice(0, 2).join(' '),
      keyType: 'user',
      owner: { login: 'alice' },
    });
    expect(data?.viewer.publicKeys.nodes[0].fingerprint).toMatch(/^SHA256:[A-Za-z0-9+/]{43}$/);
    expect(calls()).toEqual({ 'GET /user/keys': 1 });
  });

  it('show another user’s keys without owner or key type, one call for the list', async () => {
    const { data } = await query(
      '{ user(login: "alice") { publicKeys { nodes { title keyType owner { login } } } } }',
      'bob',
    );
    expect(data?.user.publicKeys.nodes).toEqual([{ title: 'laptop', keyType: null, owner: null }]);
    expect(calls()).toEqual({ 'GET /users/{username}/keys': 1 });
  });

  it('add a key, refetch it by node id with one call, and refuse the same key again', async () => {
    const added = await write(
      'addPublicKey',
      { title: 'desk', key: NEW_KEY },
      'bob',
      '... on AddPublicKeyPayload { publicKey { id title } }',
    );
    expect(added).toMatchObject({ __typename: 'AddPublicKeyPayload', publicKey: { title: 'desk' } });
    expect(calls()).toEqual({ 'POST /user/keys': 1 });
    harness().resetCalls();
    const { data } = await query(
      `{ node(id: "${added.publicKey.id}") { ... on PublicKey { title owner { login } } } }`,
      'bob',
    );
    expect(data?.node).toEqual({ title: 'desk', owner: { login: 'bob' } });
    expect(calls()).toEqual({ 'GET /user/keys/{id}': 1 });
    const again = await write('addPublicKey', { title: 'again', key: NEW_KEY }, 'carol');
    expect(again).toEqual({ __typename: 'ValidationError', message: expect.any(String) });
  });

  it('refuse content that is no SSH key with ValidationError after one call', async () => {
    harness().resetCalls();
    const result = await write('addPublicKey', { title: 'bad', key: 'ssh-ed25519 not-base64!' });
    expect(result.__typename).toBe('ValidationError');
    expect(calls()).toEqual({ 'POST /user/keys': 1 });
  });

  it('delete: ForbiddenError for another user’s key, then the owner removes it with one call', async () => {
    const { data } = await query('{ viewer { publicKeys { nodes { id title } } } }', 'bob');
    const id = data?.viewer.publicKeys.nodes.find((k: Json) => k.title === 'desk').id;
    expect((await write('deletePublicKey', { id }, 'carol')).__typename).toBe('ForbiddenError');
    harness().resetCalls();
    expect((await write('deletePublicKey', { id }, 'bob')).__typename).toBe('DeletePublicKeyPayload');
    expect(calls()).toEqual({ 'DELETE /user/keys/{id}': 1 });
    expect((await write('deletePublicKey', { id }, 'bob')).__typename).toBe('NotFoundError');
  });

  it('refuse an id that is not a PublicKey’s without a call', async () => {
    const result = await write('deletePublicKey', { id: 'nope' });
    expect(result.__typename).toBe('ValidationError');
    expect(calls()).toEqual({});
  });
});

describe('e-mail addresses and settings', () => {
  it('list alice’s addresses, the primary first, with one call', async () => {
    const { data } = await query('{ viewer { emails { totalCount nodes { email primary verified } } } }');
    expect(data?.viewer.emails).toEqual({
      totalCount: 2,
      nodes: [
        { email: 'alice@example.com', primary: true, verified: true },
        { email: 'alice@work.example.com', primary: false, verified: true },
      ],
    });
    expect(calls()).toEqual({ 'GET /user/emails': 1 });
  });

  it('answer FORBIDDEN for another user’s emails and settings without a call for them', async () => {
    const { data, errors } = await query(
      '{ user(login: "bob") { login emails { totalCount } settings { theme } } }',
    );
    expect(data?.user).toEqual({ login: 'bob', emails: null, settings: null });
    expect(errors?.map((e) => e.extensions?.code)).toEqual(['FORBIDDEN', 'FORBIDDEN']);
    expect(calls()).toEqual({ 'GET /users/{username}': 1 });
  });

  it('add an address, refuse one in use, and delete it again: one call each', async () => {
    const added = await write(
      'addEmailAddresses',
      { emails: ['bob@home.example.com'] },
      'bob',
      '... on AddEmailAddressesPayload { addresses { email primary } }',
    );
    expect(added.addresses).toEqual([{ email: 'bob@home.example.com', primary: false }]);
    expect(calls()).toEqual({ 'POST /user/emails': 1 });
    const taken = await write('addEmailAddresses', { emails: ['alice@work.example.com'] }, 'bob');
    expect(taken).toEqual({ __typename: 'ValidationError', message: expect.any(String) });
    harness().resetCalls();
    const removed = await write(
      'deleteEmailAddresses',
      { emails: ['bob@home.example.com'] },
      'bob',
      '... on DeleteEmailAddressesPayload { removedEmails }',
    );
    expect(removed).toEqual({
      __typename: 'DeleteEmailAddressesPayload',
      removedEmails: ['bob@home.example.com'],
    });
    expect(calls()).toEqual({ 'DELETE /user/emails': 1 });
    expect(
      (await write('deleteEmailAddresses', { emails: ['bob@home.example.com'] }, 'bob')).__typename,
    ).toBe('NotFoundError');
  });

  it('refuse an empty address list without a call', async () => {
    expect((await write('addEmailAddresses', { emails: [] })).__typename).toBe('ValidationError');
    expect(calls()).toEqual({});
  });

  it('read and change the settings: one call each, unsent fields kept', async () => {
    const { data } = await query(
      '{ viewer { settings { fullName theme diffViewStyle hideEmail } } }',
      'carol',
    );
    expect(data?.viewer.settings).toMatchObject({
      theme: 'gitea-auto',
      diffViewStyle: 'unified',
      hideEmail: false,
    });
    expect(calls()).toEqual({ 'GET /user': 1, 'GET /user/settings': 1 });
    harness().resetCalls();
    const changed = await write(
      'updateUserSettings',
      { theme: 'gitea-dark', location: 'Lisbon' },
      'carol',
      '... on UpdateUserSettingsPayload { settings { theme location fullName } }',
    );
    expect(changed.settings).toEqual({
      theme: 'gitea-dark',
      location: 'Lisbon',
      fullName: data?.viewer.settings.fullName,
    });
    expect(calls()).toEqual({ 'PATCH /user/settings': 1 });
  });

  it('refuse a location over 50 characters with the forge’s ValidationError', async () => {
    const result = await write('updateUserSettings', { location: 'x'.repeat(51) }, 'carol');
    expect(result.__typename).toBe('ValidationError');
  });

  it('tell whether one user follows another with one call, NOT_FOUND for an unknown target', async () => {
    const { data } = await query(
      '{ bob: user(login: "bob") { isFollowing(login: "alice") } carol: user(login: "carol") { isFollowing(login: "bob") } }',
    );
    expect(data).toEqual({ bob: { isFollowing: true }, carol: { isFollowing: false } });
    expect(calls()['GET /users/{username}/following/{target}']).toBe(2);
    const unknown = await query('{ user(login: "bob") { isFollowing(login: "nobody") } }');
    expect(unknown.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('blocked users', () => {
  it('block carol for alice with one call, then list and check her', async () => {
    const result = await write(
      'blockUser',
      { login: 'carol', note: 'noise' },
      'alice',
      '... on BlockUserPayload { user { login } organization { name } }',
    );
    expect(result).toEqual({ __typename: 'BlockUserPayload', user: { login: 'carol' }, organization: null });
    expect(calls()).toEqual({ 'PUT /user/blocks/{username}': 1, 'GET /users/{username}': 1 });
    harness().resetCalls();
    const { data } = await query(
      '{ viewer { blockedUsers { totalCount nodes { login } } } user(login: "carol") { isBlockedByViewer } }',
    );
    expect(data).toEqual({
      viewer: { blockedUsers: { totalCount: 1, nodes: [{ login: 'carol' }] } },
      user: { isBlockedByViewer: true },
    });
    expect(calls()).toEqual({
      'GET /user/blocks': 1,
      'GET /users/{username}': 1,
      'GET /user/blocks/{username}': 1,
    });
  });

  it('the block ended carol’s follow of alice', async () => {
    const { data } = await query('{ user(login: "carol") { isFollowing(login: "alice") } }');
    expect(data?.user.isFollowing).toBe(false);
  });

  it('refuse blocking carol twice, and oneself, with ValidationError', async () => {
    expect((await write('blockUser', { login: 'carol' })).__typename).toBe('ValidationError');
    expect((await write('blockUser', { login: 'alice' })).__typename).toBe('ValidationError');
  });

  it('unblock carol, then refuse unblocking her again', async () => {
    harness().resetCalls();
    expect((await write('unblockUser', { login: 'carol' })).__typename).toBe('UnblockUserPayload');
    expect(calls()).toEqual({ 'DELETE /user/blocks/{username}': 1 });
    expect((await write('unblockUser', { login: 'carol' })).__typename).toBe('ValidationError');
    const { data } = await query('{ user(login: "carol") { isBlockedByViewer } }');
    expect(data?.user.isBlockedByViewer).toBe(false);
  });

  it('show acme’s seeded block of carol to its owner alice, FORBIDDEN to bob', async () => {
    const { data } = await query(
      '{ organization(login: "acme") { blockedUsers { nodes { login } } hasBlocked(login: "carol") } }',
    );
    expect(data?.organization).toEqual({ blockedUsers: { nodes: [{ login: 'carol' }] }, hasBlocked: true });
    expect(calls()).toEqual({
      'GET /orgs/{org}': 1,
      'GET /orgs/{org}/blocks': 1,
      'GET /orgs/{org}/blocks/{username}': 1,
    });
    const refused = await query('{ organization(login: "acme") { blockedUsers { totalCount } } }', 'bob');
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('block and unblock for acme: a member cannot be blocked, a non-owner may not', async () => {
    expect((await write('blockUser', { login: 'bob', organization: 'acme' })).__typename).toBe(
      'ValidationError',
    );
    expect((await write('unblockUser', { login: 'carol', organization: 'acme' }, 'bob')).__typename).toBe(
      'ForbiddenError',
    );
    harness().resetCalls();
    expect((await write('unblockUser', { login: 'carol', organization: 'acme' })).__typename).toBe(
      'UnblockUserPayload',
    );
    expect(calls()).toEqual({ 'DELETE /orgs/{org}/blocks/{username}': 1 });
  });
});
