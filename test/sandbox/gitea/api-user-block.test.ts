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
/** carol is no stargazer, watcher nor collaborator of `repo` (the collaborators as alice sees them). */
async function expectCarolGone(repo: string): Promise<void> {
  for (const [list, user] of [['stargazers'], ['subscribers'], ['collaborators', 'alice']]) {
    expect(logins((await sandbox.call('GET', `/repos/${repo}/${list}`, user)).body), list).not.toContain(
      'carol',
    );
  }
}

asGiteaTests('tests/integration/api_user_block_test.go', () => {
  describe('a user blocks a user', () => {
    following('TestBlockUser/User/Block', (behaves) => {
      behaves('asks an anonymous caller for a token', async () => {
        await sandbox.answers(401, 'PUT', '/user/blocks/carol');
        await sandbox.answers(401, 'GET', '/user/blocks');
      });

      behaves(
        'ends the blockee’s star, watch, collaboration and pending transfer on the blocker’s repositories',
        async () => {
          // carol stars alice/hello in the seed; she watches it and collaborates on it, and alice offers her a
          // repository (201: the transfer waits for her)
          await sandbox.answers(200, 'PUT', '/repos/alice/hello/subscription', 'carol');
          await sandbox.answers(204, 'PUT', '/repos/alice/hello/collaborators/carol', 'alice', {
            permission: 'read',
          });
          await sandbox.answers(201, 'POST', '/user/repos', 'alice', { name: 'gift' });
          await sandbox.answers(201, 'POST', '/repos/alice/gift/transfer', 'alice', { new_owner: 'carol' });
          await sandbox.answers(404, 'GET', '/user/blocks/carol', 'alice');

          await sandbox.answers(204, 'PUT', '/user/blocks/carol?reason=test', 'alice');

          await expectCarolGone('alice/hello');
          await sandbox.answers(404, 'POST', '/repos/alice/gift/transfer/accept', 'carol');
          await sandbox.answers(204, 'GET', '/user/blocks/carol', 'alice');
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
        await sandbox.answers(200, 'GET', '/repos/alice/hello', 'carol');
        await sandbox.answers(200, 'GET', '/repos/alice/hello/issues/1', 'carol');
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
        await sandbox.answers(401, 'DELETE', '/user/blocks/carol');
        await sandbox.answers(204, 'DELETE', '/user/blocks/carol', 'alice');
        await sandbox.refuses(400, 'cannot unblock the user', 'DELETE', '/user/blocks/carol', 'alice');
        await sandbox.answers(400, 'DELETE', '/user/blocks/acme', 'alice');
        expect((await sandbox.call('GET', '/user/blocks', 'alice')).body).toEqual([]);
      });

      behaves('lets the unblocked user act again', async () => {
        await sandbox.answers(201, 'POST', '/repos/alice/hello/issues', 'carol', { title: 'back' });
        await sandbox.answers(204, 'PUT', '/user/starred/alice/hello', 'carol');
      });
    });
  });

  describe('an organization blocks a user', () => {
    following('TestBlockUser/Organization/Block', (behaves) => {
      behaves('asks an anonymous caller for a token', async () => {
        await sandbox.answers(401, 'PUT', '/orgs/acme/blocks/bob');
        await sandbox.answers(401, 'GET', '/orgs/acme/blocks');
      });

      behaves('refuses to block a member with 400', async () => {
        await sandbox.refuses(400, 'cannot block the user', 'PUT', '/orgs/acme/blocks/bob', 'alice');
      });

      behaves(
        'ends the blockee’s star, watch, collaboration and assignments on the organization’s repositories',
        async () => {
          await sandbox.answers(404, 'GET', '/orgs/acme/blocks/admin', 'alice');
          await sandbox.answers(204, 'DELETE', '/orgs/acme/blocks/carol', 'alice');
          await sandbox.answers(204, 'PUT', '/user/starred/acme/template', 'carol');
          await sandbox.answers(200, 'PUT', '/repos/acme/template/subscription', 'carol');
          await sandbox.answers(204, 'PUT', '/repos/acme/template/collaborators/carol', 'alice', {
            permission: 'write',
          });
          const assigned = await sandbox.call('PATCH', '/repos/acme/template/issues/1', 'alice', {
            assignees: ['carol'],
          });
          expect(logins(assigned.body.assignees)).toEqual(['carol']);

          await sandbox.answers(204, 'PUT', '/orgs/acme/blocks/carol?reason=test', 'alice');

          await sandbox.answers(204, 'GET', '/orgs/acme/blocks/carol', 'alice');
          await expectCarolGone('acme/template');
          expect((await sandbox.call('GET', '/repos/acme/template/issues/1')).body.assignees).toBeNull();
        },
      );

      behaves('refuses a repeat and an organization with 400, and lists the blockee', async () => {
        await sandbox.answers(400, 'PUT', '/orgs/acme/blocks/carol', 'alice');
        await sandbox.answers(400, 'PUT', '/orgs/acme/blocks/acme', 'alice');
        const { body } = await sandbox.answers(200, 'GET', '/orgs/acme/blocks', 'alice');
        expect(logins(body)).toEqual(['carol']);
      });
    });

    following('TestBlockUser/Organization/Unblock', (behaves) => {
      behaves('unblocks once, then answers 400', async () => {
        await sandbox.answers(401, 'DELETE', '/orgs/acme/blocks/carol');
        await sandbox.answers(204, 'DELETE', '/orgs/acme/blocks/carol', 'alice');
        await sandbox.answers(400, 'DELETE', '/orgs/acme/blocks/carol', 'alice');
        await sandbox.answers(400, 'DELETE', '/orgs/acme/blocks/acme', 'alice');
        expect((await sandbox.call('GET', '/orgs/acme/blocks', 'alice')).body).toEqual([]);
      });
    });
  });
});
