// GPG keys of an account, as tests/integration/api_gpg_keys_test.go walks them (alice stands for user2,
// her key's identity is her primary address).
import { expect } from 'vitest';
import { asGiteaTests, following } from '../../helpers/gitea-behaviours.js';
import { ALICE_GPG_KEY, NOBODY_GPG_KEY } from '../../helpers/gpg-fixtures.js';
import { useSandbox } from '../../helpers/sandbox-client.js';

const sandbox = useSandbox();

asGiteaTests('tests/integration/api_gpg_keys_test.go', () => {
  following('TestGPGKeys/NoLogin', (behaves) => {
    behaves('every GPG key route is 401 without a token', async () => {
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
  });

  following('TestGPGKeys/LoggedAsUser2WithScope', (behaves) => {
    behaves("one's own and another user's key lists are 200", async () => {
      const own = await sandbox.answers(200, 'GET', '/user/gpg_keys', 'alice');
      expect(own.body).toEqual([]);
      expect((await sandbox.call('GET', '/users/bob/gpg_keys', 'alice')).status).toBe(200);
    });

    behaves('a key that does not exist is 404 to get and 204 to delete', async () => {
      expect((await sandbox.call('GET', '/user/gpg_keys/1', 'alice')).status).toBe(404);
      expect((await sandbox.call('DELETE', '/user/gpg_keys/1', 'alice')).status).toBe(204);
    });
  });

  following('TestGPGKeys/LoggedAsUser2WithScope/CreateInvalidGPGKey', (behaves) => {
    behaves('text that is no armored key is 422 with the parse error', async () => {
      const res = await sandbox.answers(422, 'POST', '/user/gpg_keys', 'alice', {
        armored_public_key: 'invalid_key',
      });
      expect(res.body.message).toBe(
        'failed to parse gpg key openpgp: invalid argument: no armored data found',
      );
    });
  });

  following('TestGPGKeys/LoggedAsUser2WithScope/CreateNoneRegistredEmailGPGKey', (behaves) => {
    behaves(
      "a key none of whose addresses is the caller's is 404, offering the verification token",
      async () => {
        const res = await sandbox.answers(404, 'POST', '/user/gpg_keys', 'alice', {
          armored_public_key: NOBODY_GPG_KEY,
        });
        const token = (await sandbox.call('GET', '/user/gpg_key_token', 'alice')).text;
        expect(res.body.message).toBe(
          `None of the emails attached to the GPG key could be found. It may still be added if you provide a valid signature for the token: ${token}`,
        );
      },
    );
  });

  following('TestGPGKeys/LoggedAsUser2WithScope/CreateValidGPGKey', (behaves) => {
    behaves("a key with the caller's address is 201", async () => {
      const res = await sandbox.answers(201, 'POST', '/user/gpg_keys', 'alice', {
        armored_public_key: ALICE_GPG_KEY,
      });
      expect(res.body.key_id).toBe('686FD3CE28B4701B');
    });
  });

  following('TestGPGKeys/CheckState', (behaves) => {
    behaves('the list holds the primary key, with its verified address and its subkey', async () => {
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
    });

    behaves('the primary key and its subkey are each read by id', async () => {
      const [key] = (await sandbox.call('GET', '/user/gpg_keys', 'alice')).body;
      const primary = await sandbox.answers(200, 'GET', `/user/gpg_keys/${key.id}`, 'alice');
      expect(primary.body.key_id).toBe('686FD3CE28B4701B');
      expect(primary.body.emails).toEqual([{ email: 'alice@example.com', verified: true }]);
      const sub = await sandbox.answers(200, 'GET', `/user/gpg_keys/${key.subsKey[0].id}`, 'alice');
      expect(sub.body.key_id).toBe('133C7D8AE8E7C350');
      expect(sub.body.emails).toBeNull();
    });
  });

  following('TestGPGKeys/LoggedAsUser2WithScope/CreateValidGPGKey', (behaves) => {
    behaves('a key whose id is already added is 422 (HandleAddGPGKeyError)', async () => {
      await sandbox.refuses(422, 'A key with the same id already exists', 'POST', '/user/gpg_keys', 'bob', {
        armored_public_key: ALICE_GPG_KEY,
      });
    });
  });
});
