// Blocking users as Gitea's tests/integration/api_user_block_test.go asserts it (routers/api/v1/
// shared/block.go; services/user/block.go BlockUser), and what a blocked user may no longer do in the
// blocker's repositories: each refusal is Gitea's user_model.ErrBlockedUser, answered 403 `user is
// blocked` by the handler named in the sentence.

import { describe, expect } from 'vitest';
import { asGiteaTests, behaves } from '../../helpers/gitea-behaviours.js';
import { useSandbox } from '../../helpers/sandbox-client.js';

const sandbox = useSandbox();
const logins = (body: { login: string }[]) => body.map((u) => u.login);

asGiteaTests('tests/integration/api_user_block_test.go', () => {
  describe('a user blocks a user', () => {
    behaves('TestBlockUser/User/Block', 'asks an anonymous caller for a token', async () => {
      expect((await sandbox.call('PUT', '/user/blocks/carol')).status).toBe(401);
      expect((await sandbox.call('GET', '/user/blocks')).status).toBe(401);
    });

    behaves(
      'TestBlockUser/User/Block',
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
          (await sandbox.call('POST', '/repos/alice/gift/transfer', 'alice', { new_owner: 'carol' })).status,
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

    behaves(
      'TestBlockUser/User/Block',
      'refuses to block someone blocked already, or an organization, with 400',
      async () => {
        const again = await sandbox.call('PUT', '/user/blocks/carol', 'alice');
        expect(again.status).toBe(400);
        expect(again.body.message).toBe('cannot block the user');
        const org = await sandbox.call('PUT', '/user/blocks/acme', 'alice');
        expect(org.status).toBe(400);
        expect(org.body.message).toBe('cannot block an organization');
      },
    );

    behaves('TestBlockUser/User/Block', 'lists the blocker’s blocked users', async () => {
      const { status, body } = await sandbox.call('GET', '/user/blocks', 'alice');
      expect(status).toBe(200);
      expect(logins(body)).toEqual(['carol']);
    });
  });

  describe('what a blocked user may not do', () => {
    behaves(
      'TestBlockUser',
      'may not open an issue in the blocker’s repository (services/issue NewIssue)',
      async () => {
        const { status, body } = await sandbox.call('POST', '/repos/alice/hello/issues', 'carol', {
          title: 'hi',
        });
        expect(status).toBe(403);
        expect(body.message).toBe('user is blocked');
      },
    );

    behaves(
      'TestBlockUser',
      'may not comment on the blocker’s repository’s issues (CreateIssueComment)',
      async () => {
        const { status, body } = await sandbox.call('POST', '/repos/alice/hello/issues/2/comments', 'carol', {
          body: 'hi',
        });
        expect(status).toBe(403);
        expect(body.message).toBe('user is blocked');
      },
    );

    behaves(
      'TestBlockUser',
      'may not react to an issue there (services/issue CreateIssueReaction)',
      async () => {
        const { status, body } = await sandbox.call(
          'POST',
          '/repos/alice/hello/issues/2/reactions',
          'carol',
          {
            content: 'rocket',
          },
        );
        expect(status).toBe(403);
        expect(body.message).toBe('user is blocked');
      },
    );

    behaves(
      'TestBlockUser',
      'may not star or watch the blocker’s repository (repo_model StarRepo, WatchRepo)',
      async () => {
        const star = await sandbox.call('PUT', '/user/starred/alice/hello', 'carol');
        expect(star.status).toBe(403);
        expect(star.body.message).toBe('user is blocked');
        const watch = await sandbox.call('PUT', '/repos/alice/hello/subscription', 'carol');
        expect(watch.status).toBe(403);
        expect(watch.body.message).toBe('user is blocked');
      },
    );

    behaves(
      'TestBlockUser',
      'may not be made a collaborator of the blocker’s repository (AddOrUpdateCollaborator)',
      async () => {
        const { status, body } = await sandbox.call(
          'PUT',
          '/repos/alice/hello/collaborators/carol',
          'alice',
          {
            permission: 'write',
          },
        );
        expect(status).toBe(403);
        expect(body.message).toBe('user is blocked');
      },
    );

    behaves('TestBlockUser', 'may not fork the blocker’s repository (ForkRepository)', async () => {
      const { status, body } = await sandbox.call('POST', '/repos/alice/hello/forks', 'carol', {});
      expect(status).toBe(403);
      expect(body.message).toBe('user is blocked');
    });

    behaves('TestBlockUser', 'may not follow the blocker (FollowUser)', async () => {
      const { status, body } = await sandbox.call('PUT', '/user/following/alice', 'carol');
      expect(status).toBe(403);
      expect(body.message).toBe('user is blocked');
    });

    behaves('TestBlockUser', 'still reads the blocker’s public repositories and their issues', async () => {
      expect((await sandbox.call('GET', '/repos/alice/hello', 'carol')).status).toBe(200);
      expect((await sandbox.call('GET', '/repos/alice/hello/issues/1', 'carol')).status).toBe(200);
    });

    behaves('TestBlockUser', 'may still act in repositories of owners who did not block them', async () => {
      const { status } = await sandbox.call('POST', '/repos/bob/dotfiles/issues', 'carol', { title: 'fine' });
      expect(status).toBe(201);
    });
  });

  describe('a user unblocks a user', () => {
    behaves(
      'TestBlockUser/User/Unblock',
      'unblocks once, then answers 400; an organization is a 400 too',
      async () => {
        expect((await sandbox.call('DELETE', '/user/blocks/carol')).status).toBe(401);
        expect((await sandbox.call('DELETE', '/user/blocks/carol', 'alice')).status).toBe(204);
        const again = await sandbox.call('DELETE', '/user/blocks/carol', 'alice');
        expect(again.status).toBe(400);
        expect(again.body.message).toBe('cannot unblock the user');
        expect((await sandbox.call('DELETE', '/user/blocks/acme', 'alice')).status).toBe(400);
        expect((await sandbox.call('GET', '/user/blocks', 'alice')).body).toEqual([]);
      },
    );

    behaves('TestBlockUser/User/Unblock', 'lets the unblocked user act again', async () => {
      expect(
        (await sandbox.call('POST', '/repos/alice/hello/issues', 'carol', { title: 'back' })).status,
      ).toBe(201);
      expect((await sandbox.call('PUT', '/user/starred/alice/hello', 'carol')).status).toBe(204);
    });
  });

  describe('an organization blocks a user', () => {
    behaves('TestBlockUser/Organization/Block', 'asks an anonymous caller for a token', async () => {
      expect((await sandbox.call('PUT', '/orgs/acme/blocks/bob')).status).toBe(401);
      expect((await sandbox.call('GET', '/orgs/acme/blocks')).status).toBe(401);
    });

    behaves('TestBlockUser/Organization/Block', 'refuses to block a member with 400', async () => {
      const { status, body } = await sandbox.call('PUT', '/orgs/acme/blocks/bob', 'alice');
      expect(status).toBe(400);
      expect(body.message).toBe('cannot block the user');
    });

    behaves(
      'TestBlockUser/Organization/Block',
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

        expect((await sandbox.call('PUT', '/orgs/acme/blocks/carol?reason=test', 'alice')).status).toBe(204);

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

    behaves(
      'TestBlockUser/Organization/Block',
      'refuses a repeat and an organization with 400, and lists the blockee',
      async () => {
        expect((await sandbox.call('PUT', '/orgs/acme/blocks/carol', 'alice')).status).toBe(400);
        expect((await sandbox.call('PUT', '/orgs/acme/blocks/acme', 'alice')).status).toBe(400);
        const { status, body } = await sandbox.call('GET', '/orgs/acme/blocks', 'alice');
        expect(status).toBe(200);
        expect(logins(body)).toEqual(['carol']);
      },
    );

    behaves('TestBlockUser/Organization/Unblock', 'unblocks once, then answers 400', async () => {
      expect((await sandbox.call('DELETE', '/orgs/acme/blocks/carol')).status).toBe(401);
      expect((await sandbox.call('DELETE', '/orgs/acme/blocks/carol', 'alice')).status).toBe(204);
      expect((await sandbox.call('DELETE', '/orgs/acme/blocks/carol', 'alice')).status).toBe(400);
      expect((await sandbox.call('DELETE', '/orgs/acme/blocks/acme', 'alice')).status).toBe(400);
      expect((await sandbox.call('GET', '/orgs/acme/blocks', 'alice')).body).toEqual([]);
    });
  });
});
