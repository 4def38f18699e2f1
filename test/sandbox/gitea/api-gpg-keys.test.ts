// GPG keys of an account, as tests/integration/api_gpg_keys_test.go walks them (alice stands for user2,
// her key's identity is her primary address).
import { expect } from 'vitest';
import { asGiteaTests, behaves } from '../../helpers/gitea-behaviours.js';
import { ALICE_GPG_KEY, NOBODY_GPG_KEY } from '../../helpers/gpg-fixtures.js';
import { useSandbox } from '../../helpers/sandbox-client.js';

const sandbox = useSandbox();

asGiteaTests('tests/integration/api_gpg_keys_test.go', () => {
  behaves('TestGPGKeys/NoLogin', 'every GPG key route is 401 without a token', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', '/user/gpg_keys'],
      ['GET', '/users/alice/gpg_keys'],
      ['GET', '/user/gpg_keys/1'],
      ['DELETE', '/user/gpg_keys/1'],
      ['POST', '/user/gpg_keys', { armored_public_key: 'invalid_key' }],
    ];
    for (const [method, path, body] of calls) {
      const res = await sandbox.call(method, path, undefined, body);
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });

  behaves(
    'TestGPGKeys/LoggedAsUser2WithScope',
    "one's own and another user's key lists are 200",
    async () => {
      const own = await sandbox.call('GET', '/user/gpg_keys', 'alice');
      expect(own.status).toBe(200);
      expect(own.body).toEqual([]);
      expect((await sandbox.call('GET', '/users/bob/gpg_keys', 'alice')).status).toBe(200);
    },
  );

  behaves(
    'TestGPGKeys/LoggedAsUser2WithScope',
    'a key that does not exist is 404 to get and 204 to delete',
    async () => {
      expect((await sandbox.call('GET', '/user/gpg_keys/1', 'alice')).status).toBe(404);
      expect((await sandbox.call('DELETE', '/user/gpg_keys/1', 'alice')).status).toBe(204);
    },
  );

  behaves(
    'TestGPGKeys/LoggedAsUser2WithScope/CreateInvalidGPGKey',
    'text that is no armored key is 422 with the parse error',
    async () => {
      const res = await sandbox.call('POST', '/user/gpg_keys', 'alice', {
        armored_public_key: 'invalid_key',
      });
      expect(res.status).toBe(422);
      expect(res.body.message).toBe(
        'failed to parse gpg key openpgp: invalid argument: no armored data found',
      );
    },
  );

  behaves(
    'TestGPGKeys/LoggedAsUser2WithScope/CreateNoneRegistredEmailGPGKey',
    "a key none of whose addresses is the caller's is 404, offering the verification token",
    async () => {
      const res = await sandbox.call('POST', '/user/gpg_keys', 'alice', {
        armored_public_key: NOBODY_GPG_KEY,
      });
      expect(res.status).toBe(404);
      const token = (await sandbox.call('GET', '/user/gpg_key_token', 'alice')).text;
      expect(res.body.message).toBe(
        `None of the emails attached to the GPG key could be found. It may still be added if you provide a valid signature for the token: ${token}`,
      );
    },
  );

  behaves(
    'TestGPGKeys/LoggedAsUser2WithScope/CreateValidGPGKey',
    "a key with the caller's address is 201",
    async () => {
      const res = await sandbox.call('POST', '/user/gpg_keys', 'alice', {
        armored_public_key: ALICE_GPG_KEY,
      });
      expect(res.status).toBe(201);
      expect(res.body.key_id).toBe('686FD3CE28B4701B');
    },
  );

  behaves(
    'TestGPGKeys/CheckState',
    'the list holds the primary key, with its verified address and its subkey',
    async () => {
      const res = await sandbox.call('GET', '/user/gpg_keys', 'alice');
      expect(res.body).toHaveLength(1);
      const [key] = res.body;
      expect(key.key_id).toBe('686FD3CE28B4701B');
      expect(key.emails).toEqual([{ email: 'alice@example.com', verified: true }]);
      expect(key.subsKey).toHaveLength(1);
      expect(key.subsKey[0]).toMatchObject({
        key_id: '133C7D8AE8E7C350',
        primary_key_id: '686FD3CE28B4701B',
      });
      expect(key.subsKey[0].emails).toBeNull();
    },
  );

  behaves('TestGPGKeys/CheckState', 'the primary key and its subkey are each read by id', async () => {
    const [key] = (await sandbox.call('GET', '/user/gpg_keys', 'alice')).body;
    const primary = await sandbox.call('GET', `/user/gpg_keys/${key.id}`, 'alice');
    expect(primary.status).toBe(200);
    expect(primary.body.key_id).toBe('686FD3CE28B4701B');
    expect(primary.body.emails).toEqual([{ email: 'alice@example.com', verified: true }]);
    const sub = await sandbox.call('GET', `/user/gpg_keys/${key.subsKey[0].id}`, 'alice');
    expect(sub.status).toBe(200);
    expect(sub.body.key_id).toBe('133C7D8AE8E7C350');
    expect(sub.body.emails).toBeNull();
  });

  behaves(
    'TestGPGKeys/LoggedAsUser2WithScope/CreateValidGPGKey',
    'a key whose id is already added is 422 (HandleAddGPGKeyError)',
    async () => {
      const res = await sandbox.call('POST', '/user/gpg_keys', 'bob', { armored_public_key: ALICE_GPG_KEY });
      expect(res.status).toBe(422);
      expect(res.body.message).toBe('A key with the same id already exists');
    },
  );
});
