// A user's organizations as Gitea's tests/integration/api_user_org_test.go asserts them
// (routers/api/v1/org/org.go ListUserOrgs, ListMyOrgs): the user and site admins see every
// membership; anyone else only public memberships of organizations that are not private.

import { beforeAll, expect } from 'vitest';
import { asGiteaTests, following } from '../../helpers/gitea-behaviours.js';
import { useSandbox } from '../../helpers/sandbox-client.js';

const sandbox = useSandbox();
const names = (body: { name: string }[]) => body.map((o) => o.name);

asGiteaTests('tests/integration/api_user_org_test.go', () => {
  beforeAll(async () => {
    // bob's membership of acme is concealed; carol makes a private and a limited organization,
    // her memberships of both public
    for (const [name, visibility] of [
      ['carol-private', 'private'],
      ['carol-limited', 'limited'],
    ]) {
      expect((await sandbox.call('POST', '/orgs', 'carol', { username: name, visibility })).status).toBe(201);
      expect((await sandbox.call('PUT', `/orgs/${name}/public_members/carol`, 'carol')).status).toBe(204);
    }
  });

  following('TestUserOrgs', (behaves) => {
    behaves('shows a site admin every organization of a user, by name', async () => {
      const { body } = await sandbox.answers(200, 'GET', '/users/bob/orgs', 'admin');
      expect(names(body)).toEqual(['acme']);
      expect(body[0]).toMatchObject({
        id: 5,
        username: 'acme',
        full_name: 'ACME Corporation',
        visibility: 'public',
      });
      expect(names((await sandbox.call('GET', '/users/carol/orgs', 'admin')).body)).toEqual([
        'carol-limited',
        'carol-private',
      ]);
    });

    behaves('shows a user their own organizations, concealed memberships included', async () => {
      expect(names((await sandbox.call('GET', '/users/bob/orgs', 'bob')).body)).toEqual(['acme']);
    });

    behaves('hides a concealed membership from an unrelated user', async () => {
      expect((await sandbox.call('GET', '/users/bob/orgs', 'carol')).body).toEqual([]);
      expect(names((await sandbox.call('GET', '/users/alice/orgs', 'carol')).body)).toEqual(['acme']);
    });

    behaves('hides a private organization from an unrelated user, even a public membership', async () => {
      expect(names((await sandbox.call('GET', '/users/carol/orgs', 'bob')).body)).toEqual(['carol-limited']);
    });

    behaves('asks an anonymous caller for a token', async () => {
      const { status } = await sandbox.call('GET', '/users/bob/orgs');
      expect(status).toBe(401);
    });
  });

  following('TestMyOrgs', (behaves) => {
    behaves('asks an anonymous caller for a token, and lists the caller’s organizations', async () => {
      expect((await sandbox.call('GET', '/user/orgs')).status).toBe(401);
      const { body } = await sandbox.answers(200, 'GET', '/user/orgs', 'alice');
      expect(names(body)).toEqual(['acme']);
      expect(body[0]).toMatchObject({ id: 5, full_name: 'ACME Corporation', visibility: 'public' });
    });
  });
});
