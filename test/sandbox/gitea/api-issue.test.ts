// alice/hello's issues: #1 (alice; assignees alice and bob; blocked by alice/secret#1, open, and by #5),
// #2 (bob), #6 (carol, v1.1, assigned to bob, mentions @alice), #7 (bob, v1.1, due 2026-02-28),
// #8 and #9 closed (v0.9), #10 (carol). bob writes to alice/hello; carol only reads it.
import { expect } from 'vitest';
import { asGiteaTests, following } from '../../helpers/gitea-behaviours.js';
import { useSandbox } from '../../helpers/sandbox-client.js';
import { reads } from '../../helpers/sandbox-requests.js';

const sandbox = useSandbox();
const ISSUES = '/repos/alice/hello/issues';
const numbers = (body: { number: number }[]) => body.map((i) => i.number).sort((a, b) => a - b);

asGiteaTests('tests/integration/api_issue_test.go', () => {
  following('TestAPIListIssues', (behaves) => {
    behaves('filters the issues by poster, assignee and mention', async () => {
      const byBob = await sandbox.call('GET', `${ISSUES}?state=all&type=issues&created_by=bob`, 'alice');
      expect(numbers(byBob.body)).toEqual([2, 7, 9]);
      const assigned = await reads(sandbox, `${ISSUES}?state=all&type=issues&assigned_by=alice`, 'alice');
      expect(numbers(assigned.body)).toEqual([1, 8]);
      const mentioned = await reads(sandbox, `${ISSUES}?state=all&type=issues&mentioned_by=alice`, 'alice');
      expect(numbers(mentioned.body)).toContain(6);
    });

    behaves('filters by milestone names and ids, dropping the ones that do not exist', async () => {
      const res = await reads(sandbox, `${ISSUES}?state=all&type=issues&milestones=ignore,v0.9`, 'alice');
      expect(numbers(res.body)).toEqual([8, 9]);
    });
  });

  following('TestAPICreateIssue', (behaves) => {
    behaves('creates an issue with its assignee: 201 with the title and body', async () => {
      const res = await sandbox.answers(201, 'POST', ISSUES, 'alice', {
        title: 'apiTestTitle',
        body: 'apiTestBody',
        assignee: 'alice',
      });
      expect(res.body).toMatchObject({ title: 'apiTestTitle', body: 'apiTestBody', state: 'open' });
      expect(res.body.assignees.map((u: { login: string }) => u.login)).toEqual(['alice']);
    });

    behaves(
      'writes a `label` row to the new issue’s timeline for each label it is created with (models/issues/issue_update.go NewIssueWithIndex)',
      async () => {
        const labels = (await sandbox.call('GET', '/repos/alice/hello/labels', 'alice')).body;
        const bug = labels.find((l: { name: string }) => l.name === 'bug').id;
        const created = await sandbox.call('POST', ISSUES, 'alice', { title: 'labelled', labels: [bug] });
        const timeline = await sandbox.call('GET', `${ISSUES}/${created.body.number}/timeline`, 'alice');
        const rows = timeline.body.map(
          (row: { type: string; body: string; label: { name: string } | null }) => [
            row.type,
            row.body,
            row.label?.name,
          ],
        );
        expect(rows).toEqual([['label', '1', 'bug']]);
      },
    );
  });

  following('TestAPIEditIssue', (behaves) => {
    behaves(
      'closes, retitles, rewrites and moves an issue and removes its due date in one edit (201)',
      async () => {
        const res = await sandbox.answers(201, 'PATCH', `${ISSUES}/7`, 'alice', {
          state: 'closed',
          unset_due_date: true,
          milestone: 1,
          body: 'new content!',
          title: 'new title from api set',
        });
        expect(res.body).toMatchObject({
          state: 'closed',
          body: 'new content!',
          title: 'new title from api set',
          due_date: null,
          milestone: { id: 1 },
        });
        const again = await sandbox.answers(201, 'PATCH', `${ISSUES}/7`, 'alice', {
          state: 'closed',
          milestone: 1,
          body: 'new content!',
          title: 'new title from api set',
        });
        expect(again.body).toMatchObject({
          state: 'closed',
          title: 'new title from api set',
          milestone: { id: 1 },
        });
      },
    );

    behaves(
      'refuses unset_due_date false without a due date with a 400 (routers/api/v1/repo/issue.go EditIssue)',
      async () => {
        await sandbox.refuses(400, 'The due_date cannot be empty', 'PATCH', `${ISSUES}/10`, 'alice', {
          unset_due_date: false,
        });
      },
    );

    behaves(
      'keeps only the day of a due date, at 23:59:59 (routers/api/v1/repo/issue.go EditIssue)',
      async () => {
        const res = await sandbox.answers(201, 'PATCH', `${ISSUES}/10`, 'alice', {
          due_date: '2026-05-04T08:00:00Z',
        });
        expect(res.body.due_date).toBe('2026-05-04T23:59:59Z');
      },
    );

    behaves(
      'lets neither the poster nor a writer edit: 403 (routers/api/v1/repo/issue.go EditIssue)',
      async () => {
        await sandbox.answers(403, 'PATCH', `${ISSUES}/2`, 'carol', { title: 'not mine' });
      },
    );

    behaves(
      'refuses to close an issue while an issue it depends on is open: 412 (routers/api/v1/repo/issue.go closeOrReopenIssue)',
      async () => {
        const res = await sandbox.answers(412, 'PATCH', `${ISSUES}/1`, 'alice', { state: 'closed' });
        expect(res.body.message).toBe(
          'cannot close this issue or pull request because it still has open dependencies',
        );
        expect((await sandbox.call('GET', `${ISSUES}/1`, 'alice')).body.state).toBe('open');
      },
    );

    behaves(
      'closes a blocked issue once the issue it depends on is closed (routers/api/v1/repo/issue.go closeOrReopenIssue)',
      async () => {
        const blocked = (await sandbox.call('POST', ISSUES, 'alice', { title: 'blocked' })).body.number;
        const blocker = (await sandbox.call('POST', ISSUES, 'alice', { title: 'blocker' })).body.number;
        const link = { owner: 'alice', repo: 'hello', index: blocker };
        expect((await sandbox.call('POST', `${ISSUES}/${blocked}/dependencies`, 'alice', link)).status).toBe(
          201,
        );
        expect(
          (await sandbox.call('PATCH', `${ISSUES}/${blocked}`, 'alice', { state: 'closed' })).status,
        ).toBe(412);
        expect(
          (await sandbox.call('PATCH', `${ISSUES}/${blocker}`, 'alice', { state: 'closed' })).status,
        ).toBe(201);
        const closed = await sandbox.call('PATCH', `${ISSUES}/${blocked}`, 'alice', { state: 'closed' });
        expect([closed.status, closed.body.state]).toEqual([201, 'closed']);
      },
    );

    behaves(
      'answers 412 for a state other than open and closed (routers/api/v1/repo/issue.go closeOrReopenIssue)',
      async () => {
        await sandbox.refuses(412, 'unknown state: done', 'PATCH', `${ISSUES}/10`, 'alice', {
          state: 'done',
        });
      },
    );
  });

  following('TestAPIInternalAndExternalIssueTracker', (behaves) => {
    behaves('creates and edits an issue from a urlencoded form', async () => {
      const created = await sandbox.form('POST', ISSUES, 'alice', { title: 'from a form' });
      expect(created.status).toBe(201);
      expect(created.body.title).toBe('from a form');
      const edited = await sandbox.form('PATCH', `${ISSUES}/${created.body.number}`, 'alice', {
        title: 'renamed',
      });
      expect(edited.status).toBe(201);
      expect(edited.body.title).toBe('renamed');
    });
  });
});
