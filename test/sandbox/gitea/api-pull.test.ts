// Opening pull requests as Gitea's tests/integration/api_pull_test.go asserts it
// (routers/api/v1/repo/pull.go CreatePullRequest and parseCompareInfo; services/pull/pull.go
// NewPullRequest): the caller must be the base repository's owner, a member of one of its teams or a
// collaborator, or else write the head repository; the head repository must be readable. alice owns
// alice/hello; bob writes it and owns its fork bob/hello-fork; carol collaborates on nothing.

import { describe, expect } from 'vitest';
import { asGiteaTests, following } from '../../helpers/gitea-behaviours.js';
import { useSandbox } from '../../helpers/sandbox-client.js';

const sandbox = useSandbox();
const PULLS = '/repos/alice/hello/pulls';
const open = (user: string, head: string, title = `from ${head}`) =>
  sandbox.call('POST', PULLS, user, { head, base: 'main', title });

asGiteaTests('tests/integration/api_pull_test.go', () => {
  describe('reading', () => {
    following('TestAPIViewPulls', (behaves) => {
      behaves('lists every pull request of a repository with state=all', async () => {
        const { status, body, headers } = await sandbox.call('GET', `${PULLS}?state=all`, 'alice');
        expect(status).toBe(200);
        expect(body.map((p: { number: number }) => p.number).sort()).toEqual([3, 4, 5]);
        expect(headers.get('x-total-count')).toBe('3');
      });
    });

    following('TestAPIViewPullsByBaseHead', (behaves) => {
      behaves('finds a pull request by its base and head, and 404 for a head without one', async () => {
        const head = (await sandbox.call('GET', `${PULLS}/3`, 'alice')).body.head.ref;
        const found = await sandbox.answers(200, 'GET', `${PULLS}/main/${head}`, 'alice');
        expect(found.body.number).toBe(3);
        expect((await sandbox.call('GET', `${PULLS}/main/branch-not-exist`, 'alice')).status).toBe(404);
      });
    });
  });

  describe('who may open one', () => {
    following('TestAPICreatePullSameRepoSuccess', (behaves) => {
      behaves('lets the owner open one between branches of the repository', async () => {
        const { status, body } = await open('alice', 'alice:develop');
        expect(status).toBe(201);
        expect(body).toMatchObject({
          head: { ref: 'develop' },
          base: { ref: 'main' },
          user: { login: 'alice' },
        });
      });
    });

    following('TestAPICreatePullSuccess', (behaves) => {
      behaves('lets a fork’s owner who writes the base open one from the fork', async () => {
        const { status, body } = await open('bob', 'bob:main');
        expect(status).toBe(201);
        expect(body.head.repo.full_name).toBe('bob/hello-fork');
      });
    });

    following('TestAPICreatePullHeadPermission', (behaves) => {
      behaves(
        'refuses a non-collaborator a branch of the base repository, which they cannot write, with 403',
        async () => {
          const { status, body } = await open('carol', 'release/1.0');
          expect(status).toBe(403);
          expect(body.message).toBe('user must be a collaborator');
        },
      );

      behaves(
        'refuses a non-collaborator a fork they only read, and lets them once they write it',
        async () => {
          // bob's open pull request from bob:main stands; carol asks from another branch of his fork
          expect(
            (
              await sandbox.call('POST', '/repos/bob/hello-fork/branches', 'bob', {
                new_branch_name: 'topic',
              })
            ).status,
          ).toBe(201);
          const refused = await open('carol', 'bob:topic');
          expect(refused.status).toBe(403);
          expect(refused.body.message).toBe('user must be a collaborator');
          const collaborator = '/repos/bob/hello-fork/collaborators/carol';
          expect((await sandbox.call('PUT', collaborator, 'bob', { permission: 'read' })).status).toBe(204);
          expect((await open('carol', 'bob:topic')).status).toBe(403);
          expect((await sandbox.call('PUT', collaborator, 'bob', { permission: 'write' })).status).toBe(204);
          const opened = await open('carol', 'bob:topic');
          expect(opened.status).toBe(201);
          expect(opened.body.user.login).toBe('carol');
          await sandbox.call('DELETE', collaborator, 'bob');
        },
      );
    });

    following('TestAPICreatePullBasePermission', (behaves) => {
      behaves('lets a read collaborator of the base open one from a fork they read', async () => {
        expect(
          (await sandbox.call('POST', '/repos/bob/hello-fork/branches', 'bob', { new_branch_name: 'other' }))
            .status,
        ).toBe(201);
        expect((await open('carol', 'bob:other')).status).toBe(403);
        const collaborator = '/repos/alice/hello/collaborators/carol';
        expect((await sandbox.call('PUT', collaborator, 'alice', { permission: 'read' })).status).toBe(204);
        expect((await open('carol', 'bob:other')).status).toBe(201);
      });
    });

    following('TestAPICreatePullHeadPermission', (behaves) => {
      behaves('answers 404 for a head fork the caller cannot read (parseCompareInfo)', async () => {
        // alice's private organization's fork of alice/hello, which carol cannot see
        await sandbox.answers(201, 'POST', '/orgs', 'alice', {
          username: 'hushed',
          visibility: 'private',
        });
        await sandbox.answers(202, 'POST', '/repos/alice/hello/forks', 'alice', {
          organization: 'hushed',
        });
        const { status, body } = await open('carol', 'hushed:main', 'hidden head');
        expect(status).toBe(404);
        expect(body.message).toBe("Can't read headRepo UnitTypeCode");
      });
    });

    following('TestAPICreatePullBasePermission', (behaves) => {
      behaves('refuses a user the repository’s owner blocked with 403 (NewPullRequest)', async () => {
        expect((await sandbox.call('PUT', '/user/blocks/carol', 'alice')).status).toBe(204);
        await sandbox.answers(201, 'POST', '/repos/bob/hello-fork/branches', 'bob', {
          new_branch_name: 'late',
        });
        const { status, body } = await open('carol', 'bob:late', 'blocked');
        expect(status).toBe(403);
        expect(body.message).toBe('user is blocked');
      });
    });
  });
});
