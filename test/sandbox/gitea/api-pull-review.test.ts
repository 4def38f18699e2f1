// Pull request reviews and review requests, as tests/integration/api_pull_review_test.go walks them. On
// alice/hello: #3 is alice's, approved by bob (one line comment); #4 is bob's, with alice's change request,
// carol's comment and a review requested from carol.
import { expect } from 'vitest';
import { asGiteaTests, following } from '../../helpers/gitea-behaviours.js';
import { useSandbox } from '../../helpers/sandbox-client.js';
import { refusesAt } from '../../helpers/sandbox-requests.js';

const sandbox = useSandbox();
const reviews = (index: number) => `/repos/alice/hello/pulls/${index}/reviews`;
const comment = (body: string, line: number) => ({ path: 'src/farewell.ts', body, new_position: line });
let pendingId = 0;

asGiteaTests('tests/integration/api_pull_review_test.go', () => {
  following('TestAPIPullReview', (behaves) => {
    behaves("a pull request's reviews list with their state, comment count and standing", async () => {
      const res = await sandbox.answers(200, 'GET', reviews(4), 'bob');
      expect(
        res.body.map(
          (r: { id: number; state: string; comments_count: number; official: boolean; stale: boolean }) => [
            r.id,
            r.state,
            r.comments_count,
            r.official,
            r.stale,
          ],
        ),
      ).toEqual([
        [1, 'REQUEST_CHANGES', 1, true, false],
        [2, 'COMMENT', 1, false, false],
        [5, 'REQUEST_REVIEW', 0, false, false],
      ]);
      for (const r of res.body) expect(r.pull_request_url).toBe(`${sandbox.sb.origin}/alice/hello/pulls/4`);
    });

    behaves('a review reads by id as it is listed', async () => {
      const list = await sandbox.call('GET', reviews(4), 'bob');
      for (const listed of list.body) {
        const res = await sandbox.answers(200, 'GET', `${reviews(4)}/${listed.id}`, 'bob');
        expect(res.body).toEqual(listed);
      }
    });

    behaves("a review's line comments list with their poster, body and link", async () => {
      const res = await sandbox.answers(200, 'GET', `${reviews(3)}/3/comments`, 'bob');
      expect(res.body).toHaveLength(1);
      expect(res.body[0]).toMatchObject({ user: { login: 'bob' }, body: 'Nice and short.' });
      expect(res.body[0].html_url).toBe(
        `${sandbox.sb.origin}/alice/hello/pulls/3/files#issuecomment-${res.body[0].id}`,
      );
    });

    behaves('a review created without an event is PENDING, with its line comments', async () => {
      const res = await sandbox.answers(200, 'POST', reviews(3), 'bob', {
        body: 'body1',
        comments: [comment('first new line', 1)],
      });
      expect(res.body).toMatchObject({ state: 'PENDING', comments_count: 1 });
      pendingId = res.body.id;
    });

    behaves('submitting the pending review approves it, keeping its comments', async () => {
      const res = await sandbox.answers(200, 'POST', `${reviews(3)}/${pendingId}`, 'bob', {
        event: 'APPROVED',
        body: 'just two nits',
      });
      expect(res.body).toMatchObject({
        id: pendingId,
        state: 'APPROVED',
        comments_count: 1,
        body: 'just two nits',
      });
    });

    behaves('an admin dismisses the approval and undoes it; `official` is left alone', async () => {
      const dismissed = await sandbox.answers(200, 'POST', `${reviews(3)}/${pendingId}/dismissals`, 'alice', {
        message: 'test',
      });
      expect(dismissed.body).toMatchObject({ id: pendingId, dismissed: true, official: true });
      const undone = await sandbox.answers(200, 'POST', `${reviews(3)}/${pendingId}/undismissals`, 'alice');
      expect(undone.body).toMatchObject({ id: pendingId, dismissed: false, official: true });
    });

    behaves('a COMMENT review with a body is created and deleted, 204', async () => {
      const res = await sandbox.answers(200, 'POST', reviews(3), 'bob', {
        body: 'just a comment',
        event: 'COMMENT',
      });
      expect(res.body).toMatchObject({ state: 'COMMENT', comments_count: 0 });
      expect((await sandbox.call('DELETE', `${reviews(3)}/${res.body.id}`, 'bob')).status).toBe(204);
    });

    behaves('a COMMENT review with line comments needs no body', async () => {
      const res = await sandbox.answers(200, 'POST', reviews(3), 'bob', {
        event: 'COMMENT',
        comments: [comment('first new line', 1), comment('second line', 2)],
      });
      expect(res.body).toMatchObject({ state: 'COMMENT', comments_count: 2, body: '', dismissed: false });
    });

    behaves('a COMMENT review with a body needs no line comments', async () => {
      const res = await sandbox.answers(200, 'POST', reviews(3), 'bob', {
        body: 'This is a body of the comment.',
        event: 'COMMENT',
        comments: [],
      });
      expect(res.body).toMatchObject({
        state: 'COMMENT',
        comments_count: 0,
        body: 'This is a body of the comment.',
      });
    });

    behaves('a COMMENT review with neither is 422', async () => {
      await refusesAt(sandbox, 'POST', reviews(3), [
        [
          422,
          'bob',
          { body: '', event: 'COMMENT', comments: [] },
          'review event COMMENT requires a body or a comment',
        ],
      ]);
    });

    behaves('a requested review lists as REQUEST_REVIEW, not official, without comments', async () => {
      const res = await sandbox.call('GET', reviews(4), 'alice');
      const requested = res.body.find((r: { state: string }) => r.state === 'REQUEST_REVIEW');
      expect(requested).toMatchObject({ user: { login: 'carol' }, comments_count: 0, stale: false });
    });
  });

  following('TestAPIPullReviewRequest', (behaves) => {
    behaves("the pull request's poster cannot be asked to review it: 422", async () => {
      await refusesAt(sandbox, 'POST', '/repos/alice/hello/pulls/3/requested_reviewers', [
        [422, 'alice', { reviewers: ['alice'] }, "poster of pr can't be reviewer [user_id: 2, repo_id: 1]"],
      ]);
    });

    behaves('asking a user who does not exist is 404', async () => {
      await sandbox.answers(404, 'POST', '/repos/alice/hello/pulls/3/requested_reviewers', 'alice', {
        reviewers: ['testOther'],
      });
    });

    behaves('an empty request adds nothing, 201, and removes nothing, 204', async () => {
      const add = await sandbox.answers(
        201,
        'POST',
        '/repos/alice/hello/pulls/3/requested_reviewers',
        'alice',
        {},
      );
      expect(add.body).toEqual([]);
      expect(
        (await sandbox.call('DELETE', '/repos/alice/hello/pulls/3/requested_reviewers', 'alice', {})).status,
      ).toBe(204);
    });
  });
});
