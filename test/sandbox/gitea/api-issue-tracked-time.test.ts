// Tracked times of an issue as Gitea's tests/integration/api_issue_tracked_time_test.go asserts them
// (routers/api/v1/repo/issue_tracked_time.go), on alice/hello: alice tracked time on #1, bob on #2.

import { expect } from 'vitest';
import { asGiteaTests, following } from '../../helpers/gitea-behaviours.js';
import { useSandbox } from '../../helpers/sandbox-client.js';

const sandbox = useSandbox();
const times = (index: number) => `/repos/alice/hello/issues/${index}/times`;

/** alice's new entry of `seconds` on issue #index, as the forge answered it */
async function track(index: number, seconds: number): Promise<{ id: number; time: number }> {
  const { body } = await sandbox.answers(200, 'POST', times(index), 'alice', { time: seconds });
  return body;
}

asGiteaTests('tests/integration/api_issue_tracked_time_test.go', () => {
  following('TestAPIGetTrackedTimes', (behaves) => {
    behaves('lists an issue’s times with their issue and user', async () => {
      const { body } = await sandbox.answers(200, 'GET', times(2), 'alice');
      expect(body.length).toBeGreaterThan(0);
      expect(body[0]).toMatchObject({ issue_id: body[0].issue.id, user_name: 'bob', time: 2700 });
      expect(body[0].issue.title).toBe((await sandbox.call('GET', '/repos/alice/hello/issues/2')).body.title);
    });

    behaves('filters an issue’s times by since and before', async () => {
      const all = (await sandbox.call('GET', times(2), 'alice')).body as { created: string }[];
      const created = all[0]?.created ?? '';
      const before = encodeURIComponent(new Date(Date.parse(created) - 1000).toISOString());
      const since = encodeURIComponent(new Date(Date.parse(created) + 1000).toISOString());
      expect((await sandbox.call('GET', `${times(2)}?before=${before}`, 'alice')).body).toEqual([]);
      expect((await sandbox.call('GET', `${times(2)}?since=${since}`, 'alice')).body).toEqual([]);
      expect((await sandbox.call('GET', `${times(2)}?before=${since}`, 'alice')).body).toHaveLength(
        all.length,
      );
    });
  });

  following('TestAPIDeleteTrackedTime', (behaves) => {
    behaves('refuses to delete another user’s time with an empty 403', async () => {
      const bobs = (await sandbox.call('GET', times(2), 'alice')).body[0];
      const { status, text } = await sandbox.call('DELETE', `${times(2)}/${bobs.id}`, 'alice');
      expect(status).toBe(403);
      expect(text).toBe('');
    });

    behaves('deletes the caller’s own time once, then answers 404', async () => {
      const entry = await track(1, 60);
      expect((await sandbox.call('DELETE', `${times(1)}/${entry.id}`, 'alice')).status).toBe(204);
      expect((await sandbox.call('DELETE', `${times(1)}/${entry.id}`, 'alice')).status).toBe(404);
    });

    behaves(
      'answers 404 for a time of another issue, which stays (routers/api/v1/repo/issue_tracked_time.go DeleteTime)',
      async () => {
        const entry = await track(1, 90);
        const { status, body } = await sandbox.call('DELETE', `${times(2)}/${entry.id}`, 'alice');
        expect(status).toBe(404);
        expect(body.errors).toEqual([`tracked_time does not exist [id: ${entry.id}]`]);
        const kept = (await sandbox.call('GET', times(1), 'alice')).body as { id: number }[];
        expect(kept.map((t) => t.id)).toContain(entry.id);
        expect((await sandbox.call('DELETE', `${times(1)}/${entry.id}`, 'alice')).status).toBe(204);
      },
    );

    behaves('resets the caller’s times on an issue, then answers 404', async () => {
      await track(1, 30);
      expect((await sandbox.call('DELETE', times(1), 'alice')).status).toBe(204);
      expect((await sandbox.call('DELETE', times(1), 'alice')).status).toBe(404);
      const left = (await sandbox.call('GET', times(1), 'alice')).body as { user_name: string }[];
      expect(left.filter((t) => t.user_name === 'alice')).toEqual([]);
    });
  });

  following('TestAPIAddTrackedTimes', (behaves) => {
    behaves('lets a site admin add time for another user at a given moment', async () => {
      const { body } = await sandbox.answers(200, 'POST', times(2), 'admin', {
        time: 33,
        user_name: 'bob',
        created: '2000-01-12T14:53:38Z',
      });
      expect(body).toMatchObject({ time: 33, user_id: 3, created: '2000-01-12T14:53:38Z' });
    });
  });
});
