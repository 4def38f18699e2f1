// A user's profile, as tests/integration/api_user_info_test.go reads it.
import { expect } from 'vitest';
import { asGiteaTests, behaves } from '../../helpers/gitea-behaviours.js';
import { useSandbox } from '../../helpers/sandbox-client.js';

const sandbox = useSandbox();

asGiteaTests('tests/integration/api_user_info_test.go', () => {
  behaves('TestAPIUserInfo/GetInfo', 'a signed-in reader gets another user by name', async () => {
    const res = await sandbox.call('GET', '/users/carol', 'bob');
    expect(res.status).toBe(200);
    expect(res.body.login).toBe('carol');
  });

  behaves('TestAPIUserInfo/GetInfo', 'an unknown user is 404 with the user-redirect message', async () => {
    const res = await sandbox.call('GET', '/users/nobody', 'bob');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('user redirect does not exist [name: nobody]');
  });

  behaves(
    'TestAPIUserInfo/GetInfo',
    'an anonymous reader sees the placeholder address of an organization',
    async () => {
      const res = await sandbox.call('GET', '/users/acme');
      expect(res.status).toBe(200);
      expect(res.body.email).toBe('acme@noreply.localhost');
    },
  );

  behaves(
    'TestAPIUserInfo/GetInfo',
    'a signed-in reader sees the real address of an organization',
    async () => {
      const res = await sandbox.call('GET', '/users/acme', 'carol');
      expect(res.status).toBe(200);
      expect(res.body.email).toBe('contact@acme.example.com');
    },
  );

  behaves('TestAPIUserInfo/GetAuthenticatedUser', 'GET /user answers the caller', async () => {
    const res = await sandbox.call('GET', '/user', 'alice');
    expect(res.status).toBe(200);
    expect(res.body.login).toBe('alice');
  });

  behaves(
    'TestAPIUserInfo/GetAuthenticatedUser',
    'GET /user without a token is 401 (routers/api/v1/api.go reqToken)',
    async () => {
      const res = await sandbox.call('GET', '/user');
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('token is required');
    },
  );
});
