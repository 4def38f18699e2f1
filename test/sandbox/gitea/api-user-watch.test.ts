// Watching as Gitea's tests/integration/api_user_watch_test.go asserts it (routers/api/v1/repo/
// subscriber.go, user/watch.go; models/repo/watch.go WatchRepo refuses a user the owner blocked).

import { expect } from 'vitest';
import { asGiteaTests, behaves, following } from '../../helpers/gitea-behaviours.js';
import { useSandbox } from '../../helpers/sandbox-client.js';
import { reads } from '../../helpers/sandbox-requests.js';

const sandbox = useSandbox();
const REPO = 'alice/many-prs';

asGiteaTests('tests/integration/api_user_watch_test.go', () => {
  following('TestAPIWatch/Watch', (behaves) => {
    behaves('watches a repository with 200', async () => {
      const { body } = await sandbox.answers(200, 'PUT', `/repos/${REPO}/subscription`, 'carol');
      expect(body).toMatchObject({ subscribed: true, ignored: false });
    });
  });

  for (const [subtest, whose, path, user] of [
    ['GetWatchedRepos', 'a user’s', '/users/carol/subscriptions', 'bob'],
    ['GetMyWatchedRepos', 'the caller’s', '/user/subscriptions', 'carol'],
  ] as const) {
    behaves(`TestAPIWatch/${subtest}`, `lists ${whose} watched repositories with X-Total-Count`, async () => {
      const { body, headers } = await reads(sandbox, path, user);
      expect(body.map((r: { full_name: string }) => r.full_name)).toEqual([REPO]);
      expect(headers.get('x-total-count')).toBe('1');
    });
  }

  following('TestAPIWatch/IsWatching', (behaves) => {
    behaves('answers 200 for a watched repository and 404 for one that does not exist', async () => {
      expect((await sandbox.call('GET', `/repos/${REPO}/subscription`, 'carol')).status).toBe(200);
      expect((await sandbox.call('GET', `/repos/${REPO}notexisting/subscription`, 'carol')).status).toBe(404);
    });
  });

  following('TestAPIWatch/Unwatch', (behaves) => {
    behaves('unwatches a repository with 204', async () => {
      expect((await sandbox.call('DELETE', `/repos/${REPO}/subscription`, 'carol')).status).toBe(204);
      expect((await sandbox.call('GET', `/repos/${REPO}/subscription`, 'carol')).status).toBe(404);
    });
  });

  following('TestAPIWatch/Watch', (behaves) => {
    behaves('refuses a user the repository’s owner blocked with 403', async () => {
      expect((await sandbox.call('PUT', '/user/blocks/carol', 'alice')).status).toBe(204);
      await sandbox.refuses(403, 'user is blocked', 'PUT', `/repos/${REPO}/subscription`, 'carol');
    });
  });
});
