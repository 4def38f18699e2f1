// A repository's Actions variables, as tests/integration/api_repo_variables_test.go asserts them (alice owns
// alice/hello).
import { expect } from 'vitest';
import { asGiteaTests, behaves } from '../../helpers/gitea-behaviours.js';
import { useSandbox } from '../../helpers/sandbox-client.js';

const sandbox = useSandbox();
const path = (name: string) => `/repos/alice/hello/actions/variables/${name}`;
const create = (name: string, value = 'value') => sandbox.call('POST', path(name), 'alice', { value });
const update = (name: string, rename = '') =>
  sandbox.call('PUT', path(name), 'alice', { name: rename, value: 'updated_val' });

asGiteaTests('tests/integration/api_repo_variables_test.go', () => {
  behaves('TestAPIRepoVariables/CreateRepoVariable', 'valid names are created, 201', async () => {
    for (const name of ['_', 'TEST_VAR']) expect((await create(name)).status, name).toBe(201);
  });

  behaves(
    'TestAPIRepoVariables/CreateRepoVariable',
    'a name taken in any case is 409, named as the path spells it',
    async () => {
      const res = await create('test_var');
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('variable name test_var already exists');
    },
  );

  behaves('TestAPIRepoVariables/CreateRepoVariable', 'invalid and reserved names are 400', async () => {
    for (const name of ['-', 'ci', '123var', 'var@test', 'github_var', 'gitea_var']) {
      const res = await create(name);
      expect(res.status, name).toBe(400);
      expect(res.body.message).toBe('invalid variable or secret name');
    }
  });

  behaves(
    'TestAPIRepoVariables/UpdateRepoVariable',
    'updating a variable that does not exist is 404',
    async () => {
      expect((await create('test_update_var', 'initial_val')).status).toBe(201);
      const res = await update('not_found_var');
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('variable not found');
    },
  );

  behaves(
    'TestAPIRepoVariables/UpdateRepoVariable',
    'renaming to an invalid or reserved name is 400',
    async () => {
      for (const rename of ['1invalid', 'invalid@name', 'ci']) {
        expect((await update('test_update_var', rename)).status, rename).toBe(400);
      }
    },
  );

  behaves(
    'TestAPIRepoVariables/UpdateRepoVariable',
    'a rename is 204, after which the old name is 404 and the new 204',
    async () => {
      expect((await update('test_update_var', 'updated_var_name')).status).toBe(204);
      expect((await update('test_update_var')).status).toBe(404);
      expect((await update('updated_var_name')).status).toBe(204);
    },
  );

  behaves(
    'TestAPIRepoVariables/DeleteRepoVariable',
    'deleting a variable is 204, and again 404',
    async () => {
      expect((await create('test_delete_var', 'initial_val')).status).toBe(201);
      expect((await sandbox.call('DELETE', path('test_delete_var'), 'alice')).status).toBe(204);
      expect((await sandbox.call('DELETE', path('test_delete_var'), 'alice')).status).toBe(404);
    },
  );
});
