// Organizations as Gitea's tests/integration/api_org_test.go asserts them, with the visibility of an
// organization and of its people (routers/api/v1/org/org.go Get, member.go, the reqOrgVisible
// middleware of api.go's /members and /public_members groups): a limited organization is hidden from
// anonymous callers, a private one from everyone outside it but site admins.

import { beforeAll, describe, expect } from 'vitest';
import { asGiteaTests, following } from '../../helpers/gitea-behaviours.js';
import { useSandbox } from '../../helpers/sandbox-client.js';

const sandbox = useSandbox();
const logins = (body: { login?: string; username?: string }[]) => body.map((u) => u.login ?? u.username);

/** alice's organization of that visibility, her membership public, with one public repository */
async function organization(name: string, visibility: 'limited' | 'private'): Promise<void> {
  await sandbox.answers(201, 'POST', '/orgs', 'alice', { username: name, visibility });
  await sandbox.answers(204, 'PUT', `/orgs/${name}/public_members/alice`, 'alice');
  await sandbox.answers(201, 'POST', `/orgs/${name}/repos`, 'alice', { name: 'open' });
}

asGiteaTests('tests/integration/api_org_test.go', () => {
  beforeAll(async () => {
    await organization('hidden', 'private');
    await organization('members-only', 'limited');
  });

  describe('creating and editing', () => {
    following('TestAPIOrgCreate', (behaves) => {
      behaves('creates an organization with its fields, and lists its creator as its member', async () => {
        const option = {
          username: 'user1_org',
          full_name: "User1's organization",
          description: 'This organization created by user1',
          website: 'https://try.gitea.io',
          location: 'Shanghai',
          visibility: 'limited',
        };
        const created = await sandbox.answers(201, 'POST', '/orgs', 'carol', option);
        const { username, ...fields } = option;
        expect(created.body).toMatchObject({ name: username, ...fields });
        expect((await sandbox.call('GET', '/orgs/user1_org', 'carol')).body.name).toBe('user1_org');
        const repos = await sandbox.answers(200, 'GET', '/orgs/user1_org/repos', 'carol');
        expect(repos.body.every((r: { private: boolean }) => !r.private)).toBe(true);
        expect(logins((await sandbox.call('GET', '/orgs/user1_org/members', 'carol')).body)).toEqual([
          'carol',
        ]);
      });
    });

    following('TestAPIOrgEdit', (behaves) => {
      behaves('edits an organization’s fields and visibility for its owner', async () => {
        const option = {
          full_name: 'ACME organization new full name',
          description: 'A new description',
          website: 'https://try.gitea.io/new',
          location: 'Beijing',
          visibility: 'limited',
        };
        const { body } = await sandbox.answers(200, 'PATCH', '/orgs/user1_org', 'carol', option);
        expect(body).toMatchObject({ name: 'user1_org', ...option });
      });
    });

    following('TestAPIOrgEditBadVisibility', (behaves) => {
      behaves('refuses an unknown visibility with 422', async () => {
        await sandbox.refuses(422, '[Visibility]: In', 'PATCH', '/orgs/acme', 'alice', {
          visibility: 'badvisibility',
        });
      });
    });

    following('TestAPIGetAll', (behaves) => {
      behaves('lists the public organizations, each with its visibility', async () => {
        const { body } = await sandbox.answers(200, 'GET', '/orgs', 'carol');
        expect(body[0]).toMatchObject({ name: 'acme', full_name: 'ACME Corporation', visibility: 'public' });
      });
    });

    following('TestAPIOrgSearchEmptyTeam', (behaves) => {
      behaves('finds a team without members by a case-insensitive query for a site admin', async () => {
        await sandbox.answers(201, 'POST', '/orgs/user1_org/teams', 'carol', {
          name: 'Empty',
          includes_all_repositories: true,
          permission: 'read',
          units: ['repo.code', 'repo.issues', 'repo.ext_issues', 'repo.wiki', 'repo.pulls'],
        });
        // a site admin searches every team; a member only their own (SearchTeam's UserID)
        const { body } = await sandbox.answers(200, 'GET', '/orgs/user1_org/teams/search?q=empty', 'admin');
        expect(body.ok).toBe(true);
        expect(body.data.map((t: { name: string }) => t.name)).toEqual(['Empty']);
        const own = await sandbox.call('GET', '/orgs/user1_org/teams/search?q=empty', 'carol');
        expect(own.body).toEqual({ ok: true, data: [] });
      });
    });
  });

  describe('a private organization', () => {
    following('TestAPIOrgDeny', (behaves) => {
      behaves('is a 404 to a signed-in caller outside it, and its members too', async () => {
        await sandbox.refuses(404, 'HasOrgOrUserVisible', 'GET', '/orgs/hidden', 'carol');
        const members = await sandbox.answers(404, 'GET', '/orgs/hidden/members', 'carol');
        expect(members.body).toMatchObject({ message: 'not found', errors: null });
        await sandbox.answers(404, 'GET', '/orgs/hidden/members/alice', 'carol');
      });

      behaves('hides its public members and their check from everyone outside it', async () => {
        await sandbox.answers(404, 'GET', '/orgs/hidden/public_members');
        await sandbox.answers(404, 'GET', '/orgs/hidden/public_members', 'carol');
        await sandbox.answers(404, 'GET', '/orgs/hidden/public_members/alice', 'carol');
      });

      behaves('lists none of its repositories, even public ones, to a caller outside it', async () => {
        const { status, body } = await sandbox.call('GET', '/orgs/hidden/repos', 'carol');
        expect(status).toBe(200);
        expect(body).toEqual([]);
        expect((await sandbox.call('GET', '/orgs/hidden/repos')).body).toEqual([]);
        await sandbox.answers(404, 'GET', '/repos/hidden/open', 'carol');
      });

      behaves('shows itself, its members and its repositories to its members and site admins', async () => {
        for (const user of ['alice', 'admin']) {
          await sandbox.answers(200, 'GET', '/orgs/hidden', user);
          expect(logins((await sandbox.call('GET', '/orgs/hidden/members', user)).body)).toEqual(['alice']);
          expect(logins((await sandbox.call('GET', '/orgs/hidden/public_members', user)).body)).toEqual([
            'alice',
          ]);
          const repos = (await sandbox.call('GET', '/orgs/hidden/repos', user)).body;
          expect(repos.map((r: { name: string }) => r.name)).toEqual(['open']);
        }
      });
    });
  });

  describe('a limited organization', () => {
    following('TestAPIOrgDeny', (behaves) => {
      behaves('is a 404 to an anonymous caller, its people too', async () => {
        await sandbox.answers(404, 'GET', '/orgs/members-only');
        // reqOrgVisible runs before the route's reqToken: 404, not 401
        await sandbox.answers(404, 'GET', '/orgs/members-only/members');
        await sandbox.answers(404, 'GET', '/orgs/members-only/public_members');
        expect((await sandbox.call('GET', '/orgs/members-only/repos')).body).toEqual([]);
      });

      behaves(
        'shows itself, its public members and public repositories to any signed-in caller',
        async () => {
          expect((await sandbox.call('GET', '/orgs/members-only', 'carol')).body.visibility).toBe('limited');
          expect(logins((await sandbox.call('GET', '/orgs/members-only/members', 'carol')).body)).toEqual([
            'alice',
          ]);
          expect(
            logins((await sandbox.call('GET', '/orgs/members-only/public_members', 'carol')).body),
          ).toEqual(['alice']);
          const repos = (await sandbox.call('GET', '/orgs/members-only/repos', 'carol')).body;
          expect(repos.map((r: { name: string }) => r.name)).toEqual(['open']);
        },
      );
    });
  });

  describe('a public organization', () => {
    following('TestAPIOrgCreate', (behaves) => {
      behaves('asks for a token to list its members, and lists only public ones to others', async () => {
        await sandbox.answers(401, 'GET', '/orgs/acme/members');
        expect(logins((await sandbox.call('GET', '/orgs/acme/members', 'carol')).body)).toEqual(['alice']);
        expect(logins((await sandbox.call('GET', '/orgs/acme/members', 'bob')).body)).toEqual([
          'alice',
          'bob',
        ]);
        expect(logins((await sandbox.call('GET', '/orgs/acme/public_members')).body)).toEqual(['alice']);
      });
    });
  });
});
