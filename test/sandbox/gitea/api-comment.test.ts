// alice/hello#1 has comments by bob, alice and carol, in that order, and timeline events; alice/secret#1
// has a comment by alice.
import { expect } from 'vitest';
import { asGiteaTests, following } from '../../helpers/gitea-behaviours.js';
import { useSandbox } from '../../helpers/sandbox-client.js';

const sandbox = useSandbox();
const HELLO = '/repos/alice/hello/issues';

asGiteaTests('tests/integration/api_comment_test.go', () => {
  following('TestAPIListRepoComments', (behaves) => {
    behaves(
      'lists a public repository’s comments to anyone, plain comments only, with X-Total-Count',
      async () => {
        const res = await sandbox.answers(200, 'GET', `${HELLO}/comments`);
        expect(res.body.length).toBeGreaterThan(3);
        expect(res.headers.get('x-total-count')).toBe(String(res.body.length));
        const timeline = await sandbox.call('GET', `${HELLO}/1/timeline`);
        const labelRow = timeline.body.find((row: { type: string }) => row.type === 'label');
        expect(res.body.map((c: { id: number }) => c.id)).not.toContain(labelRow.id);
      },
    );
  });

  following('TestAPIListIssueComments', (behaves) => {
    behaves('lists an issue’s plain comments, oldest first, with X-Total-Count', async () => {
      const all = await sandbox.answers(200, 'GET', `${HELLO}/1/comments`, 'alice');
      expect(all.body.map((c: { user: { login: string } }) => c.user.login).slice(0, 3)).toEqual([
        'bob',
        'alice',
        'carol',
      ]);
      expect(all.headers.get('x-total-count')).toBe(String(all.body.length));
    });
  });

  following('TestAPICreateComment', (behaves) => {
    behaves('creates a comment from a urlencoded form: 201 with its body', async () => {
      const res = await sandbox.form('POST', `${HELLO}/2/comments`, 'alice', { body: 'Comment body' });
      expect(res.status).toBe(201);
      expect(res.body.body).toBe('Comment body');
      const listed = await sandbox.call('GET', `${HELLO}/2/comments`, 'alice');
      expect(listed.body.map((c: { id: number }) => c.id)).toContain(res.body.id);
    });

    behaves('refuses a form without a body with a 422 naming the field', async () => {
      const res = await sandbox.form('POST', `${HELLO}/2/comments`, 'alice', {});
      expect(res.status).toBe(422);
      expect(res.body.message).toBe('[Body]: Required');
    });
  });

  following('TestAPIGetComment', (behaves) => {
    behaves('shows a comment of a public repository to anyone and to its owner alike', async () => {
      const id = (await sandbox.call('GET', `${HELLO}/1/comments`)).body[1].id;
      const anonymous = await sandbox.call('GET', `${HELLO}/comments/${id}`);
      const owner = await sandbox.call('GET', `${HELLO}/comments/${id}`, 'alice');
      expect(anonymous.status).toBe(200);
      expect(owner.body).toMatchObject({ id, user: { login: 'alice', full_name: 'Alice Anderson' } });
      expect(anonymous.body.body).toBe(owner.body.body);
    });
  });

  following('TestAPIEditComment', (behaves) => {
    behaves(
      'edits a comment from a urlencoded form (200), but not through another repository (404)',
      async () => {
        const id = (await sandbox.call('GET', `${HELLO}/1/comments`)).body[1].id;
        const elsewhere = await sandbox.form('PATCH', `/repos/alice/secret/issues/comments/${id}`, 'alice', {
          body: 'This is the new comment body',
        });
        expect(elsewhere.status).toBe(404);
        const res = await sandbox.form('PATCH', `${HELLO}/comments/${id}`, 'alice', {
          body: 'This is the new comment body',
        });
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({ id, body: 'This is the new comment body' });
      },
    );
  });

  following('TestAPIDeleteComment', (behaves) => {
    behaves('deletes a comment (204), but not through another repository (404)', async () => {
      const id = (await sandbox.call('GET', `${HELLO}/1/comments`)).body[2].id;
      expect(
        (await sandbox.call('DELETE', `/repos/alice/secret/issues/comments/${id}`, 'alice')).status,
      ).toBe(404);
      expect((await sandbox.call('DELETE', `${HELLO}/comments/${id}`, 'alice')).status).toBe(204);
      expect((await sandbox.call('GET', `${HELLO}/comments/${id}`, 'alice')).status).toBe(404);
    });
  });

  following('TestAPIListIssueTimeline', (behaves) => {
    behaves('lists every row of an issue in its timeline, events as well as comments', async () => {
      const timeline = await sandbox.call('GET', `${HELLO}/1/timeline`);
      const comments = await sandbox.call('GET', `${HELLO}/1/comments`);
      expect(timeline.status).toBe(200);
      const types = new Set(timeline.body.map((row: { type: string }) => row.type));
      expect(types).toContain('comment');
      expect(types).toContain('label');
      expect(timeline.body.filter((row: { type: string }) => row.type === 'comment')).toHaveLength(
        comments.body.length,
      );
    });
  });
});
