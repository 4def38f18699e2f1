// System hooks by id, as tests/integration/api_admin_hook_test.go asserts them (admin is the site admin).
import { expect } from 'vitest';
import { asGiteaTests, behaves } from '../../helpers/gitea-behaviours.js';
import { useSandbox } from '../../helpers/sandbox-client.js';

const sandbox = useSandbox();

asGiteaTests('tests/integration/api_admin_hook_test.go', () => {
  behaves('TestGetNotExistHook', 'a system hook that does not exist is 404 to the site admin', async () => {
    const res = await sandbox.call('GET', '/admin/hooks/1234', 'admin');
    expect(res.status).toBe(404);
  });

  behaves('TestDeleteNotExistHook', 'deleting a system hook that does not exist is 404', async () => {
    expect((await sandbox.call('DELETE', '/admin/hooks/1234', 'admin')).status).toBe(404);
  });

  behaves(
    'TestGetNotExistHook',
    'the admin routes need a token (401) and a site admin (403) first',
    async () => {
      const anonymous = await sandbox.call('GET', '/admin/hooks/1234');
      expect(anonymous.status).toBe(401);
      const user = await sandbox.call('GET', '/admin/hooks/1234', 'alice');
      expect(user.status).toBe(403);
      expect(user.body.message).toBe('user should be the site admin');
    },
  );
});
