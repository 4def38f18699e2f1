// A user's profile, as tests/integration/api_user_info_test.go reads it.
import { expect } from 'vitest';
import { asGiteaTests, following } from '../../helpers/gitea-behaviours.js';
import { useSandbox } from '../../helpers/sandbox-client.js';
import { refusesAt } from '../../helpers/sandbox-requests.js';

const sandbox = useSandbox();

asGiteaTests('tests/integration/api_user_info_test.go', () => {
  following('TestAPIUserInfo/GetInfo', (behaves) => {
    behaves('a signed-in reader gets another user by name', async () => {
      const res = await sandbox.answers(200, 'GET', '/users/carol', 'bob');
      expect(res.body.login).toBe('carol');
    });

    behaves('an unknown user is 404 with the user-redirect message', async () => {
      await refusesAt(sandbox, 'GET', '/users/nobody', [
        [404, 'bob', undefined, 'user redirect does not exist [name: nobody]'],
      ]);
    });

    behaves('an anonymous reader sees the placeholder address of an organization', async () => {
      const res = await sandbox.answers(200, 'GET', '/users/acme');
      expect(res.body.email).toBe('acme@noreply.localhost');
    });

    behaves('a signed-in reader sees the real address of an organization', async () => {
      const res = await sandbox.answers(200, 'GET', '/users/acme', 'carol');
      expect(res.body.email).toBe('contact@acme.example.com');
    });
  });

  following('TestAPIUserInfo/GetAuthenticatedUser', (behaves) => {
    behaves('GET /user answers the caller', async () => {
      const res = await sandbox.answers(200, 'GET', '/user', 'alice');
      expect(res.body.login).toBe('alice');
    });

    behaves('GET /user without a token is 401 (routers/api/v1/api.go reqToken)', async () => {
      await sandbox.refuses(401, 'token is required', 'GET', '/user');
    });
  });
});
