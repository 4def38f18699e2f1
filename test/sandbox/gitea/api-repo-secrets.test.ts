// A repository's Actions secrets, as tests/integration/api_repo_secrets_test.go asserts them (alice owns
// alice/hello).
import { expect } from 'vitest';
import { asGiteaTests, behaves } from '../../helpers/gitea-behaviours.js';
import { useSandbox } from '../../helpers/sandbox-client.js';

const sandbox = useSandbox();
const put = (name: string, data = 'data') =>
  sandbox.call('PUT', `/repos/alice/hello/actions/secrets/${name}`, 'alice', { data });

asGiteaTests('tests/integration/api_repo_secrets_test.go', () => {
  behaves('TestAPIRepoSecrets/Create', 'names of letters, digits and _ are created, 201', async () => {
    for (const name of ['_', 'secret']) expect((await put(name)).status, name).toBe(201);
  });

  behaves(
    'TestAPIRepoSecrets/Create',
    'a name that starts with a digit or GITEA_/GITHUB_, or holds other characters, is 400 (services/secrets/validation.go)',
    async () => {
      for (const name of ['-', '2secret', 'GITEA_secret', 'GITHUB_secret', 'ci']) {
        const res = await put(name);
        expect(res.status, name).toBe(400);
        expect(res.body.message).toBe('invalid variable or secret name');
      }
    },
  );

  behaves('TestAPIRepoSecrets/Update', 'writing a secret again replaces it, 204', async () => {
    expect((await put('update_secret', 'initial')).status).toBe(201);
    expect((await put('update_secret', 'changed')).status).toBe(204);
  });

  behaves(
    'TestAPIRepoSecrets/Delete',
    'deleting a secret is 204, again 404, and an invalid name 400',
    async () => {
      expect((await put('delete_secret', 'initial')).status).toBe(201);
      expect(
        (await sandbox.call('DELETE', '/repos/alice/hello/actions/secrets/delete_secret', 'alice')).status,
      ).toBe(204);
      const again = await sandbox.call('DELETE', '/repos/alice/hello/actions/secrets/delete_secret', 'alice');
      expect(again.status).toBe(404);
      expect((await sandbox.call('DELETE', '/repos/alice/hello/actions/secrets/000', 'alice')).status).toBe(
        400,
      );
    },
  );
});
