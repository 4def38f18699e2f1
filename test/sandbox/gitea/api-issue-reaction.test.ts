// Reactions as Gitea's tests/integration/api_issue_reaction_test.go asserts them
// (routers/api/v1/repo/issue_reaction.go, services/issue/reaction.go), on alice/hello.

import { describe, expect } from 'vitest';
import { asGiteaTests, following } from '../../helpers/gitea-behaviours.js';
import { useSandbox } from '../../helpers/sandbox-client.js';

const sandbox = useSandbox();
type Reaction = { content: string; user: { login: string } };

/** While `blocker` blocks carol, her `content` reaction at `url` is refused 403 `user is blocked`. */
async function refusedWhileBlocked(url: string, blocker: string, content: string) {
  expect((await sandbox.call('PUT', '/user/blocks/carol', blocker)).status).toBe(204);
  await sandbox.refuses(403, 'user is blocked', 'POST', url, 'carol', { content });
  expect((await sandbox.call('DELETE', '/user/blocks/carol', blocker)).status).toBe(204);
}

asGiteaTests('tests/integration/api_issue_reaction_test.go', () => {
  describe('an issue’s reactions', () => {
    const url = '/repos/alice/hello/issues/2/reactions';

    following('TestAPIIssuesReactions', (behaves) => {
      behaves('refuses a reaction the forge does not allow with 403', async () => {
        await sandbox.refuses(403, "'wrong' is not an allowed reaction", 'POST', url, 'alice', {
          content: 'wrong',
        });
      });

      behaves('answers 200 to removing a reaction nobody gave', async () => {
        expect((await sandbox.call('DELETE', url, 'alice', { content: 'zzz' })).status).toBe(200);
      });

      behaves('adds an allowed reaction with 201, and lists it last', async () => {
        const { body } = await sandbox.answers(201, 'POST', url, 'alice', { content: 'rocket' });
        expect(body).toMatchObject({ content: 'rocket', user: { login: 'alice' } });
        const listed = (await sandbox.call('GET', url, 'alice')).body as Reaction[];
        expect(listed.at(-1)).toMatchObject({ content: 'rocket', user: { login: 'alice' } });
      });

      behaves('refuses a request without a reaction with 403', async () => {
        const { status } = await sandbox.call('POST', url, 'alice', {});
        expect(status).toBe(403);
      });

      behaves('refuses a user blocked by the repository’s owner with 403', async () => {
        await refusedWhileBlocked(url, 'alice', 'rocket');
      });

      behaves('refuses a user blocked by the issue’s author with 403', async () => {
        // #2 is bob's; bob blocks carol
        await refusedWhileBlocked(url, 'bob', 'heart');
        expect((await sandbox.call('POST', url, 'carol', { content: 'heart' })).status).toBe(201);
      });
    });
  });

  describe('a comment’s reactions', () => {
    const commentUrl = async () => {
      const comments = (await sandbox.call('GET', '/repos/alice/hello/issues/2/comments')).body as {
        id: number;
      }[];
      return {
        id: comments[0]?.id ?? 0,
        url: `/repos/alice/hello/issues/comments/${comments[0]?.id}/reactions`,
      };
    };

    following('TestAPICommentReactions', (behaves) => {
      behaves('refuses a reaction the forge does not allow, and removes a missing one with 200', async () => {
        const { url } = await commentUrl();
        expect((await sandbox.call('POST', url, 'alice', { content: 'wrong' })).status).toBe(403);
        expect((await sandbox.call('DELETE', url, 'alice', { content: 'eyes' })).status).toBe(200);
      });
    });

    following('TestAPICommentReactions/UnrelatedCommentID', (behaves) => {
      behaves('answers 404 for a comment of another repository', async () => {
        const { id } = await commentUrl();
        const other = `/repos/acme/template/issues/comments/${id}/reactions`;
        expect((await sandbox.call('POST', other, 'alice', { content: '+1' })).status).toBe(404);
        expect((await sandbox.call('DELETE', other, 'alice', { content: '+1' })).status).toBe(404);
        expect((await sandbox.call('GET', other, 'alice')).status).toBe(404);
      });
    });

    following('TestAPICommentReactions', (behaves) => {
      behaves('adds an allowed reaction with 201, and lists it last', async () => {
        const { url } = await commentUrl();
        const { body } = await sandbox.answers(201, 'POST', url, 'alice', { content: '+1' });
        expect(body.content).toBe('+1');
        const listed = (await sandbox.call('GET', url, 'alice')).body as Reaction[];
        expect(listed.at(-1)).toMatchObject({ content: '+1', user: { login: 'alice' } });
      });

      behaves('refuses a user blocked by the comment’s author with 403', async () => {
        // bob's comment on #2: bob, not the repository's owner, blocks carol
        const comments = (await sandbox.call('GET', '/repos/alice/hello/issues/2/comments')).body as {
          id: number;
          user: { login: string };
        }[];
        const bobs = comments.find((c) => c.user.login === 'bob');
        const url = `/repos/alice/hello/issues/comments/${bobs?.id}/reactions`;
        await refusedWhileBlocked(url, 'bob', 'laugh');
        expect((await sandbox.call('POST', url, 'carol', { content: 'laugh' })).status).toBe(201);
      });
    });
  });
});
