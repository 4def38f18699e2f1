// Threads: alice 1 (alice/hello#2, unread), 2 (#4, pinned), 3 (#5, read), 4 (acme/template, unread);
// bob 5 (alice/hello#1, unread), 6 (#3, read), 7 (acme/legacy, unread). Writes come last; their 205
// bodies are read over node:http, since fetch drops them.
import { expect } from 'vitest';
import { asGiteaTests, following } from '../../helpers/gitea-behaviours.js';
import { useSandbox } from '../../helpers/sandbox-client.js';
import { reads, refusesAt } from '../../helpers/sandbox-requests.js';

const sandbox = useSandbox();
type Thread = { id: number; unread: boolean; pinned: boolean };
const flags = (body: Thread[]) => body.map(({ id, unread, pinned }) => ({ id, unread, pinned }));
const ids = (body: Thread[]) => body.map((t) => t.id);

asGiteaTests('tests/integration/api_notification_test.go', () => {
  following('TestAPINotification', (behaves) => {
    behaves('answers 401 without a token for the list, a thread and the count', async () => {
      for (const path of ['/notifications', '/notifications/threads/1', '/notifications/new']) {
        expect((await sandbox.call('GET', path)).status, path).toBe(401);
      }
    });

    behaves('lists the unread and pinned threads updated since a time, newest first', async () => {
      const res = await reads(sandbox, '/notifications?since=2026-01-03T00%3A00%3A00%2B00%3A00', 'alice');
      expect(ids(res.body)).toEqual([4, 2]);
    });

    behaves('lists every status with all=true, up to a time with before', async () => {
      const res = await reads(sandbox, '/notifications?all=true&before=2026-01-04T12%3A00%3A00Z', 'alice');
      expect(flags(res.body)).toEqual([
        { id: 3, unread: false, pinned: false },
        { id: 2, unread: false, pinned: true },
        { id: 1, unread: true, pinned: false },
      ]);
    });

    behaves('lists a repository’s threads of the statuses asked for, one or several', async () => {
      const unread = await reads(sandbox, '/repos/alice/hello/notifications?status-types=unread', 'alice');
      expect(ids(unread.body)).toEqual([1]);
      const both = await reads(
        sandbox,
        '/repos/alice/hello/notifications?status-types=unread&status-types=pinned',
        'alice',
      );
      expect(flags(both.body)).toEqual([
        { id: 2, unread: false, pinned: true },
        { id: 1, unread: true, pinned: false },
      ]);
    });

    behaves('refuses another user’s thread (403) and shows one’s own with its subject', async () => {
      await refusesAt(sandbox, 'GET', '/notifications/threads/5', [
        [403, 'alice', undefined, 'only user itself and admin are allowed to read/change this thread 5'],
      ]);
      const own = await sandbox.answers(200, 'GET', '/notifications/threads/1', 'alice');
      expect(own.body).toMatchObject({
        id: 1,
        unread: true,
        pinned: false,
        subject: { type: 'Issue', url: expect.stringMatching(/\/api\/v1\/repos\/alice\/hello\/issues\/2$/) },
        repository: { full_name: 'alice/hello' },
      });
    });

    behaves('counts the unread threads', async () => {
      const res = await sandbox.answers(200, 'GET', '/notifications/new', 'alice');
      expect(res.body).toEqual({ new: 2 });
    });

    behaves(
      'marks a repository’s unread threads updated before last_read_at as read: 205 with them',
      async () => {
        const res = await sandbox.raw(
          'PUT',
          '/repos/alice/hello/notifications?last_read_at=2026-01-02T16%3A00%3A00Z',
          'bob',
        );
        expect(res.status).toBe(205);
        expect(flags(JSON.parse(res.text))).toEqual([{ id: 5, unread: false, pinned: false }]);
        const unread = await sandbox.call('GET', '/notifications?status-types=unread', 'bob');
        expect(ids(unread.body)).toEqual([7]);
      },
    );

    behaves('marks one thread read: 205 with the thread, and the count drops', async () => {
      const res = await sandbox.raw('PATCH', '/notifications/threads/7', 'bob');
      expect(res.status).toBe(205);
      expect(JSON.parse(res.text)).toMatchObject({ id: 7, unread: false, pinned: false });
      expect((await sandbox.call('GET', '/notifications/new', 'bob')).body).toEqual({ new: 0 });
    });
  });

  following('TestAPINotificationPUT', (behaves) => {
    behaves(
      'moves the read threads to unread with to-status: 205 with the changed threads, then listed first',
      async () => {
        const res = await sandbox.raw('PUT', '/notifications?status-types=read&to-status=unread', 'alice');
        expect(res.status).toBe(205);
        expect(flags(JSON.parse(res.text))).toEqual([{ id: 3, unread: true, pinned: false }]);
        const all = await sandbox.call('GET', '/notifications?all=true', 'alice');
        expect(flags(all.body)[0]).toEqual({ id: 3, unread: true, pinned: false });
        expect(all.body).toHaveLength(4);
      },
    );
  });
});
