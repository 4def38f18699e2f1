// Forks as Gitea's tests/integration/api_fork_test.go asserts them (routers/api/v1/repo/fork.go
// CreateFork, ListForks): forking into an organization needs its membership and the right to create
// its repositories; the fork list shows each caller only the forks they may see.

import { beforeAll, describe, expect } from 'vitest';
import { asGiteaTests, following } from '../../helpers/gitea-behaviours.js';
import { useSandbox } from '../../helpers/sandbox-client.js';
import { refusesAt } from '../../helpers/sandbox-requests.js';

const sandbox = useSandbox();
const FORKS = '/repos/alice/many-prs/forks';
const owners = (body: { owner: { login: string } }[]) => body.map((r) => r.owner.login);

asGiteaTests('tests/integration/api_fork_test.go', () => {
  following('TestAPIFork/CreateForkNoLogin', (behaves) => {
    behaves('asks an anonymous caller for a token', async () => {
      expect((await sandbox.call('POST', FORKS, undefined, {})).status).toBe(401);
    });
  });

  following('TestAPIFork/CreateForkOrgNoCreatePermission', (behaves) => {
    behaves('refuses a member who may not create the organization’s repositories with 403', async () => {
      // bob is in acme's devs team, which may not create repositories
      await refusesAt(sandbox, 'POST', FORKS, [
        [403, 'bob', { organization: 'acme' }, "User is not allowed to create repos in Organisation 'acme'"],
      ]);
    });

    behaves('refuses a caller outside the organization with 403', async () => {
      await sandbox.refuses(403, "User is no Member of Organisation 'acme'", 'POST', FORKS, 'carol', {
        organization: 'acme',
      });
    });
  });

  describe('forks in a limited and a private organization', () => {
    beforeAll(async () => {
      for (const [name, visibility] of [
        ['limited-forks', 'limited'],
        ['private-forks', 'private'],
      ]) {
        expect((await sandbox.call('POST', '/orgs', 'alice', { username: name, visibility })).status).toBe(
          201,
        );
        expect((await sandbox.call('POST', FORKS, 'alice', { organization: name })).status).toBe(202);
      }
    });

    following('TestAPIFork/APIForkListLimitedAndPrivateRepos', (behaves) => {
      behaves('lists none of them to an anonymous caller', async () => {
        const { status, body, headers } = await sandbox.call('GET', FORKS);
        expect(status).toBe(200);
        expect(body).toEqual([]);
        expect(headers.get('x-total-count')).toBe('0');
      });

      behaves('lists the limited organization’s fork to a signed-in caller outside both', async () => {
        const { body, headers } = await sandbox.call('GET', FORKS, 'carol');
        expect(owners(body)).toEqual(['limited-forks']);
        expect(headers.get('x-total-count')).toBe('1');
      });

      behaves('lists both to a member of both', async () => {
        const { body, headers } = await sandbox.call('GET', FORKS, 'alice');
        expect(owners(body)).toEqual(['limited-forks', 'private-forks']);
        expect(headers.get('x-total-count')).toBe('2');
      });
    });

    following('TestAPIFork/APIForkListLimitedAndPrivateRepos/RespHeaderLinks', (behaves) => {
      behaves('pages the list with Link headers', async () => {
        const first = await sandbox.call('GET', `${FORKS}?page=1&limit=1`, 'alice');
        expect(first.body).toHaveLength(1);
        expect(first.headers.get('x-total-count')).toBe('2');
        const link = first.headers.get('link') ?? '';
        expect(link).toContain('rel="next"');
        expect(link).toContain('rel="last"');
        expect(link).toContain('/api/v1/repos/alice/many-prs/forks?limit=1&page=2>');
        const second = await sandbox.call('GET', `${FORKS}?page=2&limit=1`, 'alice');
        expect(owners(second.body)).toEqual(['private-forks']);
      });
    });
  });

  following('TestAPIFork/GetPrivateReposForks', (behaves) => {
    behaves('forks a private repository under a new name and lists that fork', async () => {
      expect(
        (await sandbox.call('POST', '/orgs', 'alice', { username: 'vault', visibility: 'private' })).status,
      ).toBe(201);
      await sandbox.answers(202, 'POST', '/repos/alice/secret/forks', 'alice', {
        organization: 'vault',
        name: 'forked-repo',
      });
      const { body, headers } = await sandbox.call('GET', '/repos/alice/secret/forks', 'alice');
      expect(headers.get('x-total-count')).toBe('1');
      expect(body[0]).toMatchObject({ name: 'forked-repo', private: true, owner: { login: 'vault' } });
    });
  });

  following('TestAPIFork', (behaves) => {
    behaves('refuses a user the repository’s owner blocked with 403 (ForkRepository)', async () => {
      expect((await sandbox.call('PUT', '/user/blocks/carol', 'alice')).status).toBe(204);
      await sandbox.refuses(403, 'user is blocked', 'POST', FORKS, 'carol', {});
    });
  });
});
