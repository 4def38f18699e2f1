// Milestones of alice/hello: v1.0 and v1.1 open, v0.9 closed.
import { expect } from 'vitest';
import { asGiteaTests, following } from '../../helpers/gitea-behaviours.js';
import { useSandbox } from '../../helpers/sandbox-client.js';

const sandbox = useSandbox();
const MILESTONES = '/repos/alice/hello/milestones';

const titles = (body: { title: string }[]) => body.map((m) => m.title).sort();

asGiteaTests('tests/integration/api_issue_milestone_test.go', () => {
  following('TestAPIIssuesMilestone', (behaves) => {
    behaves('lists only the open milestones when no state is given', async () => {
      const res = await sandbox.answers(200, 'GET', MILESTONES, 'alice');
      expect(titles(res.body)).toEqual(['v1.0', 'v1.1']);
      expect(res.headers.get('x-total-count')).toBe('2');
    });

    behaves('lists every milestone with state=all and the closed ones with state=closed', async () => {
      const all = await sandbox.call('GET', `${MILESTONES}?state=all`, 'alice');
      expect(titles(all.body)).toEqual(['v0.9', 'v1.0', 'v1.1']);
      const closed = await sandbox.call('GET', `${MILESTONES}?state=closed`, 'alice');
      expect(titles(closed.body)).toEqual(['v0.9']);
    });

    behaves('lists the open ones for a state it does not know', async () => {
      const res = await sandbox.call('GET', `${MILESTONES}?state=whatever`, 'alice');
      expect(titles(res.body)).toEqual(['v1.0', 'v1.1']);
    });

    behaves('filters by part of the name together with state=all', async () => {
      const res = await sandbox.call('GET', `${MILESTONES}?state=all&name=0.9`, 'alice');
      expect(titles(res.body)).toEqual(['v0.9']);
    });

    behaves('closes a milestone by PATCH state=closed, and reads it back closed', async () => {
      const created = await sandbox.answers(201, 'POST', MILESTONES, 'alice', { title: 'to-close' });
      const path = `${MILESTONES}/${created.body.id}`;
      const edited = await sandbox.answers(200, 'PATCH', path, 'alice', { state: 'closed' });
      expect(edited.body.state).toBe('closed');
      expect((await sandbox.call('GET', path, 'alice')).body.state).toBe('closed');
      expect(titles((await sandbox.call('GET', MILESTONES, 'alice')).body)).not.toContain('to-close');
    });

    behaves('creates a closed milestone without a due date', async () => {
      const res = await sandbox.answers(201, 'POST', MILESTONES, 'alice', {
        title: 'wow',
        description: 'closed one',
        state: 'closed',
      });
      expect(res.body).toMatchObject({ title: 'wow', state: 'closed', due_on: null });
    });

    behaves('reads a milestone by its title as well as by its id', async () => {
      const res = await sandbox.answers(200, 'GET', `${MILESTONES}/v0.9`, 'alice');
      expect(res.body.title).toBe('v0.9');
      const byId = await sandbox.call('GET', `${MILESTONES}/${res.body.id}`, 'alice');
      expect(byId.body).toEqual(res.body);
    });

    behaves('deletes a milestone (204), after which it is gone (404)', async () => {
      const created = await sandbox.call('POST', MILESTONES, 'alice', { title: 'to-delete' });
      const path = `${MILESTONES}/${created.body.id}`;
      expect((await sandbox.call('DELETE', path, 'alice')).status).toBe(204);
      expect((await sandbox.call('GET', path, 'alice')).status).toBe(404);
    });
  });
});
