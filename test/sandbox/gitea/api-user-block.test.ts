// Blocking users as Gitea's tests/integration/api_user_block_test.go asserts it (routers/api/v1/
// shared/block.go; services/user/block.go BlockUser), and what a blocked user may no longer do in the
// blocker's repositories: each refusal is Gitea's user_model.ErrBlockedUser, answered 403 `user is
// blocked` by the handler named in the sentence.

import { describe, expect } from 'vitest';
import { asGiteaTests, following } from '../../helpers/gitea-behaviours.js';
import { useSandbox } from '../../helpers/sandbox-client.js';
import { refusesAt } from '../../helpers/sandbox-requests.js';

const sandbox = useSandbox();
const logins = (body: { login: string }[]) => body.map((u) => u.login);

asGiteaTests('tests/integration/api_user_block_test.go', () => {
  describe('a user blocks a user', () => {
    following('TestBlockUser/User/Block', (behaves) => {
      behaves('asks an anonymous caller for a token', async () => {
        expect((await sandbox.call('PUT', '/user/blocks/carol')).status).toBe(401);
        expect((await sandbox.call('GET', '/user/blocks')).status).toBe(401);
      });

      behaves(
        'ends the blockee’s star, watch, collaboration and pending transfer on the blocker’s repositories',
        async () => {
          // carol stars alice/hello in the seed; she watches it and collaborates on it, and alice offers her a
          // repository (201: the transfer waits for her)
          expect((await sandbox.call('PUT', '/repos/alice/hello/subscription', 'carol')).status).toBe(200);
          expect(
            (
              await sandbox.call('PUT', '/repos/alice/hello/collaborators/carol', 'alice', {
                permission: 'read',
              })
            ).status,
          ).toBe(204);
          expect((await sandbox.call('POST', '/user/repos', 'alice', { name: 'gift' })).status).toBe(201);
          expect(
            (await sandbox.call('POST', '/repos/alice/gift/transfer', 'alice', { new_owner: 'carol' }))
              .status,
          ).toBe(201);
          expect((await sandbox.call('GET', '/user/blocks/carol', 'alice')).status).toBe(404);

          expect((await sandbox.call('PUT', '/user/blocks/carol?reason=test', 'alice')).status).toBe(204);

          expect(logins((await sandbox.call('GET', '/repos/alice/hello/stargazers')).body)).not.toContain(
            'carol',
          );
          expect(logins((await sandbox.call('GET', '/repos/alice/hello/subscribers')).body)).not.toContain(
            'carol',
          );
          expect(
            logins((await sandbox.call('GET', '/repos/alice/hello/collaborators', 'alice')).body),
          ).not.toContain('carol');
          expect((await sandbox.call('POST', '/repos/alice/gift/transfer/accept', 'carol')).status).toBe(404);
          expect((await sandbox.call('GET', '/user/blocks/carol', 'alice')).status).toBe(204);
        },
      );

      behaves('refuses to block someone blocked already, or an organization, with 400', async () => {
        await sandbox.refuses(400, 'cannot block the user', 'PUT', '/user/blocks/carol', 'alice');
        await sandbox.refuses(400, 'cannot block an organization', 'PUT', '/user/blocks/acme', 'alice');
      });

      behaves('lists the blocker’s blocked users', async () => {
        const { body } = await sandbox.answers(200, 'GET', '/user/blocks', 'alice');
        expect(logins(body)).toEqual(['carol']);
      });
    });
  });

  describe('what a blocked user may not do', () => {
    following('TestBlockUser', (behaves) => {
      behaves('may not open an issue in the blocker’s repository (services/issue NewIssue)', async () => {
        await sandbox.refuses(403, 'user is blocked', 'POST', '/repos/alice/hello/issues', 'carol', {
          title: 'hi',
        });
      });

      behaves('may not comment on the blocker’s repository’s issues (CreateIssueComment)', async () => {
        await refusesAt(sandbox, 'POST', '/repos/alice/hello/issues/2/comments', [
          [403, 'carol', { body: 'hi' }, 'user is blocked'],
        ]);
      });

      behaves('may not react to an issue there (services/issue CreateIssueReaction)', async () => {
        await refusesAt(sandbox, 'POST', '/repos/alice/hello/issues/2/reactions', [
          [403, 'carol', { content: 'rocket' }, 'user is blocked'],
        ]);
      });

      behaves('may not star or watch the blocker’s repository (repo_model StarRepo, WatchRepo)', async () => {
        await sandbox.refuses(403, 'user is blocked', 'PUT', '/user/starred/alice/hello', 'carol');
        await sandbox.refuses(403, 'user is blocked', 'PUT', '/repos/alice/hello/subscription', 'carol');
      });

      behaves(
        'may not be made a collaborator of the blocker’s repository (AddOrUpdateCollaborator)',
        async () => {
          await refusesAt(sandbox, 'PUT', '/repos/alice/hello/collaborators/carol', [
            [403, 'alice', { permission: 'write' }, 'user is blocked'],
          ]);
        },
      );

      behaves('may not fork the blocker’s repository (ForkRepository)', async () => {
        await sandbox.refuses(403, 'user is blocked', 'POST', '/repos/alice/hello/forks', 'carol', {});
      });

      behaves('may not follow the blocker (FollowUser)', async () => {
        await sandbox.refuses(403, 'user is blocked', 'PUT', '/user/following/alice', 'carol');
      });

      behaves('still reads the blocker’s public repositories and their issues', async () => {
        expect((await sandbox.call('GET', '/repos/alice/hello', 'carol')).status).toBe(200);
        expect((await sandbox.call('GET', '/repos/alice/hello/issues/1', 'carol')).status).toBe(200);
      });

      behaves('may still act in repositories of owners who did not block them', async () => {
        const { status } = await sandbox.call('POST', '/repos/bob/dotfiles/issues', 'carol', {
          title: 'fine',
        });
        expect(status).toBe(201);
      });
    });
  });

  describe('a user unblocks a user', () => {
    following('TestBlockUser/User/Unblock', (behaves) => {
      behaves('unblocks once, then answers 400; an organization is a 400 too', async () => {
        expect((await sandbox.call('DELETE', '/user/blocks/carol')).status).toBe(401);
        expect((await sandbox.call('DELETE', '/user/blocks/carol', 'alice')).status).toBe(204);
        await sandbox.refuses(400, 'cannot unblock the user', 'DELETE', '/user/blocks/carol', 'alice');
        expect((await sandbox.call('DELETE', '/user/blocks/acme', 'alice')).status).toBe(400);
        expect((await sandbox.call('GET', '/user/blocks', 'alice')).body).toEqual([]);
      });

      behaves('lets the unblocked user act again', async () => {
        expect(
          (await sandbox.call('POST', '/repos/alice/hello/issues', 'carol', { title: 'back' })).status,
        ).toBe(201);
        expect((await sandbox.call('PUT', '/user/starred/alice/hello', 'carol')).status).toBe(204);
      });
    });
  });

  describe('an organization blocks a user', () => {
    following('TestBlockUser/Organization/Block', (behaves) => {
      behaves('asks an anonymous caller for a token', async () => {
        expect((await sandbox.call('PUT', '/orgs/acme/blocks/bob')).status).toBe(401);
        expect((await sandbox.call('GET', '/orgs/acme/blocks')).status).toBe(401);
      });

      behaves('refuses to block a member with 400', async () => {
        await sandbox.refuses(400, 'cannot block the user', 'PUT', '/orgs/acme/blocks/bob', 'alice');
      });

      behaves(
        'ends the blockee’s star, watch, collaboration and assignments on the organization’s repositories',
        async () => {
          expect((await sandbox.call('GET', '/orgs/acme/blocks/admin', 'alice')).status).toBe(404);
          expect((await sandbox.call('DELETE', '/orgs/acme/blocks/carol', 'alice')).status).toBe(204);
          expect((await sandbox.call('PUT', '/user/starred/acme/template', 'carol')).status).toBe(204);
          expect((await sandbox.call('PUT', '/repos/acme/template/subscription', 'carol')).status).toBe(200);
          expect(
            (
              await sandbox.call('PUT', '/repos/acme/template/collaborators/carol', 'alice', {
                permission: 'write',
              })
            ).status,
          ).toBe(204);
          const assigned = await sandbox.call('PATCH', '/repos/acme/template/issues/1', 'alice', {
            assignees: ['carol'],
          });
          expect(logins(assigned.body.assignees)).toEqual(['carol']);

          expect((await sandbox.call('PUT', '/orgs/acme/blocks/carol?reason=test', 'alice')).status).toBe(
            204,
          );

          expect((await sandbox.call('GET', '/orgs/acme/blocks/carol', 'alice')).status).toBe(204);
          expect(logins((await sandbox.call('GET', '/repos/acme/template/stargazers')).body)).not.toContain(
            'carol',
          );
          expect(logins((await sandbox.call('GET', '/repos/acme/template/subscribers')).body)).not.toContain(
            'carol',
          );
          expect(
            logins((await sandbox.call('GET', '/repos/acme/template/collaborators', 'alice')).body),
          ).not.toContain('carol');
          expect((await sandbox.call('GET', '/repos/acme/template/issues/1')).body.assignees).toBeNull();
        },
      );

      behaves('refuses a repeat and an organization with 400, and lists the blockee', async () => {
        expect((await sandbox.call('PUT', '/orgs/acme/blocks/carol', 'alice')).status).toBe(400);
        expect((await sandbox.call('PUT', '/orgs/acme/blocks/acme', 'alice')).status).toBe(400);
        const { body } = await sandbox.answers(200, 'GET', '/orgs/acme/blocks', 'alice');
        expect(logins(body)).toEqual(['carol']);
      });
    });

    following('TestBlockUser/Organization/Unblock', (behaves) => {
      behaves('unblocks once, then answers 400', async () => {
        expect((await sandbox.call('DELETE', '/orgs/acme/blocks/carol')).status).toBe(401);
        expect((await sandbox.call('DELETE', '/orgs/acme/blocks/carol', 'alice')).status).toBe(204);
        expect((await sandbox.call('DELETE', '/orgs/acme/blocks/carol', 'alice')).status).toBe(400);
        expect((await sandbox.call('DELETE', '/orgs/acme/blocks/acme', 'alice')).status).toBe(400);
        expect((await sandbox.call('GET', '/orgs/acme/blocks', 'alice')).body).toEqual([]);
      });
    });
  });
});
