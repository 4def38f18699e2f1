// Watching as Gitea's tests/integration/api_user_watch_test.go asserts it (routers/api/v1/repo/
// subscriber.go, user/watch.go; models/repo/watch.go WatchRepo refuses a user the owner blocked).

import { expect } from 'vitest';
import { asGiteaTests, behaves } from '../../helpers/gitea-behaviours.js';
import { useSandbox } from '../../helpers/sandbox-client.js';

const sandbox = useSandbox();
const REPO = 'alice/many-prs';

asGiteaTests('tests/integration/api_user_watch_test.go', () => {
  behaves('TestAPIWatch/Watch', 'watches a repository with 200', async () => {
    const { status, body } = await sandbox.call('PUT', `/repos/${REPO}/subscription`, 'carol');
    expect(status).toBe(200);
    expect(body).toMatchObject({ subscribed: true, ignored: false });
  });

  behaves(
    'TestAPIWatch/GetWatchedRepos',
    'lists a user’s watched repositories with X-Total-Count',
    async () => {
      const { status, body, headers } = await sandbox.call('GET', '/users/carol/subscriptions', 'bob');
      expect(status).toBe(200);
      expect(body.map((r: { full_name: string }) => r.full_name)).toEqual([REPO]);
      expect(headers.get('x-total-count')).toBe('1');
    },
  );

  behaves(
    'TestAPIWatch/GetMyWatchedRepos',
    'lists the caller’s watched repositories with X-Total-Count',
    async () => {
      const { status, body, headers } = await sandbox.call('GET', '/user/subscriptions', 'carol');
      expect(status).toBe(200);
      expect(body.map((r: { full_name: string }) => r.full_name)).toEqual([REPO]);
      expect(headers.get('x-total-count')).toBe('1');
    },
  );

  behaves(
    'TestAPIWatch/IsWatching',
    'answers 200 for a watched repository and 404 for one that does not exist',
    async () => {
      expect((await sandbox.call('GET', `/repos/${REPO}/subscription`, 'carol')).status).toBe(200);
      expect((await sandbox.call('GET', `/repos/${REPO}notexisting/subscription`, 'carol')).status).toBe(404);
    },
  );

  behaves('TestAPIWatch/Unwatch', 'unwatches a repository with 204', async () => {
    expect((await sandbox.call('DELETE', `/repos/${REPO}/subscription`, 'carol')).status).toBe(204);
    expect((await sandbox.call('GET', `/repos/${REPO}/subscription`, 'carol')).status).toBe(404);
  });

  behaves('TestAPIWatch/Watch', 'refuses a user the repository’s owner blocked with 403', async () => {
    expect((await sandbox.call('PUT', '/user/blocks/carol', 'alice')).status).toBe(204);
    const { status, body } = await sandbox.call('PUT', `/repos/${REPO}/subscription`, 'carol');
    expect(status).toBe(403);
    expect(body.message).toBe('user is blocked');
  });
});
