// The Actions secret and variable behaviours Gitea's tests assert alike for a repository's and for the
// caller's own (api_repo_secrets_test.go and api_user_secrets_test.go, api_repo_variables_test.go and
// api_user_variables_test.go): the same names refused, the same statuses, under another path.
import { expect } from 'vitest';
import { asGiteaTests, behaves } from './gitea-behaviours.js';
import type { SandboxUnderTest } from './sandbox-client.js';

export interface SettingsTests {
  giteaFile: string;
  /** the Gitea test function, e.g. `TestAPIRepoSecrets` */
  test: string;
  /** the path before /actions, e.g. `/repos/alice/hello` or `/user` */
  base: string;
  user: string;
}

const INVALID = 'invalid variable or secret name';

export function secretBehaviours(sandbox: SandboxUnderTest, t: SettingsTests, extra?: () => void): void {
  const path = (name: string) => `${t.base}/actions/secrets/${name}`;
  const put = (name: string, data = 'data') => sandbox.call('PUT', path(name), t.user, { data });
  asGiteaTests(t.giteaFile, () => {
    extra?.();

    behaves(`${t.test}/Create`, 'names of letters, digits and _ are created, 201', async () => {
      for (const name of ['_', 'secret']) expect((await put(name)).status, name).toBe(201);
    });

    behaves(
      `${t.test}/Create`,
      'a name that starts with a digit or GITEA_/GITHUB_, is CI or holds other characters, is 400 (services/secrets/validation.go)',
      async () => {
        for (const name of ['-', '2secret', 'GITEA_secret', 'GITHUB_secret', 'ci']) {
          const res = await put(name);
          expect(res.status, name).toBe(400);
          expect(res.body.message).toBe(INVALID);
        }
      },
    );

    behaves(`${t.test}/Update`, 'writing a secret again replaces it, 204', async () => {
      expect((await put('update_secret', 'initial')).status).toBe(201);
      expect((await put('update_secret', 'changed')).status).toBe(204);
    });

    behaves(`${t.test}/Delete`, 'deleting a secret is 204, again 404, and an invalid name 400', async () => {
      expect((await put('delete_secret', 'initial')).status).toBe(201);
      expect((await sandbox.call('DELETE', path('delete_secret'), t.user)).status).toBe(204);
      expect((await sandbox.call('DELETE', path('delete_secret'), t.user)).status).toBe(404);
      expect((await sandbox.call('DELETE', path('000'), t.user)).status).toBe(400);
    });
  });
}

export function variableBehaviours(sandbox: SandboxUnderTest, t: SettingsTests): void {
  const path = (name: string) => `${t.base}/actions/variables/${name}`;
  const create = (name: string, value = 'value') => sandbox.call('POST', path(name), t.user, { value });
  const update = (name: string, rename = '') =>
    sandbox.call('PUT', path(name), t.user, { name: rename, value: 'updated_val' });
  const prefix = t.test.replace(/^TestAPI/, '').replace(/s$/, '');
  asGiteaTests(t.giteaFile, () => {
    behaves(`${t.test}/Create${prefix}`, 'valid names are created, 201', async () => {
      for (const name of ['_', 'TEST_VAR']) expect((await create(name)).status, name).toBe(201);
    });

    behaves(
      `${t.test}/Create${prefix}`,
      'a name taken in any case is 409, named as the path spells it',
      async () => {
        const res = await create('test_var');
        expect(res.status).toBe(409);
        expect(res.body.message).toBe('variable name test_var already exists');
      },
    );

    behaves(`${t.test}/Create${prefix}`, 'invalid and reserved names are 400', async () => {
      for (const name of ['-', 'ci', '123var', 'var@test', 'github_var', 'gitea_var']) {
        const res = await create(name);
        expect(res.status, name).toBe(400);
        expect(res.body.message).toBe(INVALID);
      }
    });

    behaves(`${t.test}/Update${prefix}`, 'updating a variable that does not exist is 404', async () => {
      expect((await create('test_update_var', 'initial_val')).status).toBe(201);
      const res = await update('not_found_var');
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('variable not found');
    });

    behaves(`${t.test}/Update${prefix}`, 'renaming to an invalid or reserved name is 400', async () => {
      for (const rename of ['1invalid', 'invalid@name', 'ci']) {
        expect((await update('test_update_var', rename)).status, rename).toBe(400);
      }
    });

    behaves(
      `${t.test}/Update${prefix}`,
      'a rename is 204, after which the old name is 404 and the new 204',
      async () => {
        expect((await update('test_update_var', 'updated_var_name')).status).toBe(204);
        expect((await update('test_update_var')).status).toBe(404);
        expect((await update('updated_var_name')).status).toBe(204);
      },
    );

    behaves(`${t.test}/DeleteRepoVariable`, 'deleting a variable is 204, and again 404', async () => {
      expect((await create('test_delete_var', 'initial_val')).status).toBe(201);
      expect((await sandbox.call('DELETE', path('test_delete_var'), t.user)).status).toBe(204);
      expect((await sandbox.call('DELETE', path('test_delete_var'), t.user)).status).toBe(404);
    });
  });
}
