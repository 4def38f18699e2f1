// carol reads alice/hello (public) and nothing of alice/secret (private) until alice makes her a collaborator.
import { expect } from 'vitest';
import { asGiteaTests, following } from '../../helpers/gitea-behaviours.js';
import { useSandbox } from '../../helpers/sandbox-client.js';

const sandbox = useSandbox();
const DEPENDENCIES = '/repos/alice/hello/issues/2/dependencies';
const SECRET_ONE = { owner: 'alice', repo: 'secret', index: 1 };
const blockers = async () =>
  (await sandbox.call('GET', DEPENDENCIES, 'alice')).body.map(
    (i: { number: number; repository: { full_name: string } }) => `${i.repository.full_name}#${i.number}`,
  );
const collaborate = (repo: string, permission: string) =>
  sandbox.call('PUT', `/repos/alice/${repo}/collaborators/carol`, 'alice', { permission });

asGiteaTests('tests/integration/api_issue_dependency_test.go', () => {
  following('TestAPICreateIssueDependencyCrossRepoPermission', (behaves) => {
    behaves(
      'needs write access to the blocked issue’s repository and read access to the other, 404 otherwise',
      async () => {
        expect((await sandbox.call('POST', DEPENDENCIES, 'carol', SECRET_ONE)).status).toBe(404);
        expect(await blockers()).toEqual([]);
        expect((await collaborate('secret', 'read')).status).toBe(204);
        expect((await sandbox.call('POST', DEPENDENCIES, 'carol', SECRET_ONE)).status).toBe(404);
        expect(await blockers()).toEqual([]);
        expect((await collaborate('hello', 'write')).status).toBe(204);
        expect((await sandbox.call('POST', DEPENDENCIES, 'carol', SECRET_ONE)).status).toBe(201);
        expect(await blockers()).toEqual(['alice/secret#1']);
      },
    );
  });

  following('TestAPIDeleteIssueDependencyCrossRepoPermission', (behaves) => {
    behaves(
      'removes a dependency only for a writer of the blocked issue’s repository who reads the other (201)',
      async () => {
        await sandbox.call('DELETE', '/repos/alice/hello/collaborators/carol', 'alice');
        expect((await sandbox.call('DELETE', DEPENDENCIES, 'carol', SECRET_ONE)).status).toBe(404);
        expect(await blockers()).toEqual(['alice/secret#1']);
        expect((await collaborate('hello', 'write')).status).toBe(204);
        expect((await sandbox.call('DELETE', DEPENDENCIES, 'carol', SECRET_ONE)).status).toBe(201);
        expect(await blockers()).toEqual([]);
      },
    );
  });
});
