// GET /repos/{owner}/{repo}/collaborators/{collaborator}/permission as Gitea's integration test states
// it, on the seed's alice/hello (owner alice, bob a writing collaborator): what each access answers,
// and who may ask (routers/api/v1/repo/collaborators.go GetRepoPermissions).

import { expect } from 'vitest';
import { asGiteaTests, behaves, following } from '../../helpers/gitea-behaviours.js';
import { useSandbox } from '../../helpers/sandbox-client.js';

const sandbox = useSandbox();
const HELLO = '/repos/alice/hello/collaborators';
const permissionOf = (login: string, as: string) => sandbox.call('GET', `${HELLO}/${login}/permission`, as);

/** carol made a collaborator of alice/hello with `permission` by alice, as doAPIAddCollaborator does. */
async function addCarol(permission: 'read' | 'write' | 'admin') {
  await sandbox.answers(204, 'PUT', `${HELLO}/carol`, 'alice', { permission });
}

/** `as` asks for `login`'s permission: 200, with the permission also as the role's name, and the user. */
async function expectPermission(login: string, as: string, permission: string) {
  const response = await permissionOf(login, as);
  expect(response.status).toBe(200);
  expect(response.body).toMatchObject({ permission, role_name: permission, user: { login } });
}

asGiteaTests('tests/integration/api_repo_collaborator_test.go', () => {
  following('TestAPIRepoCollaboratorPermission/RepoOwnerShouldBeOwner', (behaves) => {
    behaves('answers owner for the repository’s owner', async () => {
      await expectPermission('alice', 'alice', 'owner');
    });
  });

  // Gitea's test adds the same user with read, then write, then admin access: each step changes it
  for (const [subtest, access] of [
    ['CollaboratorWithReadAccess', 'read'],
    ['CollaboratorWithWriteAccess', 'write'],
    ['CollaboratorWithAdminAccess', 'admin'],
  ] as const) {
    behaves(
      `TestAPIRepoCollaboratorPermission/${subtest}`,
      `answers ${access} for a collaborator given ${access} access`,
      async () => {
        await addCarol(access);
        const response = await permissionOf('carol', 'alice');
        expect([response.status, response.body.permission]).toEqual([200, access]);
      },
    );
  }

  following('TestAPIRepoCollaboratorPermission/CollaboratorNotFound', (behaves) => {
    behaves('answers 404 for a user that does not exist', async () => {
      const response = await permissionOf('non-existent-user', 'alice');
      expect(response.status).toBe(404);
    });
  });

  following('TestAPIRepoCollaboratorPermission/RepoAdminCanQueryACollaboratorsPermissions', (behaves) => {
    behaves('lets a repository admin who is not its owner ask about another collaborator', async () => {
      await addCarol('admin');
      await expectPermission('bob', 'carol', 'write');
    });
  });

  following('TestAPIRepoCollaboratorPermission/CollaboratorCanQueryItsPermissions', (behaves) => {
    behaves('lets a reading collaborator ask about themself', async () => {
      await addCarol('read');
      const response = await permissionOf('carol', 'carol');
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ permission: 'read', user: { login: 'carol' } });
    });
  });

  following('TestAPIRepoCollaboratorPermission', (behaves) => {
    behaves(
      'refuses a collaborator who is no admin asking about someone else with 403, before looking the user up (routers/api/v1/repo/collaborators.go GetRepoPermissions)',
      async () => {
        await addCarol('read');
        const aboutBob = await permissionOf('bob', 'carol');
        const aboutNobody = await permissionOf('non-existent-user', 'carol');
        for (const response of [aboutBob, aboutNobody]) {
          expect(response.status).toBe(403);
          expect(response.body.message).toBe(
            'Only admins can query all permissions, repo admins can query all repo permissions, collaborators can query only their own',
          );
        }
      },
    );
  });
});
