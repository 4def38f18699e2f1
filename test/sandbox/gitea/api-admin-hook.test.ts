// System hooks by id, as tests/integration/api_admin_hook_test.go asserts them (admin is the site admin).
import { asGiteaTests, following } from '../../helpers/gitea-behaviours.js';
import { useSandbox } from '../../helpers/sandbox-client.js';
import { behavesAnswering } from '../../helpers/sandbox-requests.js';

const sandbox = useSandbox();

asGiteaTests('tests/integration/api_admin_hook_test.go', () => {
  // biome-ignore format: a table, one row a line
  behavesAnswering(sandbox, [
    ['TestGetNotExistHook', 'a system hook that does not exist is 404 to the site admin', [404, 'GET', '/admin/hooks/1234', 'admin']],
    ['TestDeleteNotExistHook', 'deleting a system hook that does not exist is 404', [404, 'DELETE', '/admin/hooks/1234', 'admin']],
  ]);

  following('TestGetNotExistHook', (behaves) => {
    behaves('the admin routes need a token (401) and a site admin (403) first', async () => {
      await sandbox.answers(401, 'GET', '/admin/hooks/1234');
      await sandbox.refuses(403, 'user should be the site admin', 'GET', '/admin/hooks/1234', 'alice');
    });
  });
});
