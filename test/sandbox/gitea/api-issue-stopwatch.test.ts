// Stopwatches on issues, as tests/integration/api_issue_stopwatch_test.go asserts them (bob's runs on
// alice/hello#2 since 2026-01-06 09:00 UTC).
import { expect } from 'vitest';
import { asGiteaTests, following } from '../../helpers/gitea-behaviours.js';
import { useSandbox } from '../../helpers/sandbox-client.js';
import { refusesAt } from '../../helpers/sandbox-requests.js';

const sandbox = useSandbox();
const NO_STOPWATCH = 'cannot stop/cancel a non existent stopwatch';
const RUNNING = 'cannot start a stopwatch again if it already exists';

/** `method path` as `user` answers `status`, and the same request again is 409 with `message`. */
async function thenAgain(method: string, path: string, user: string, status: number, message: string) {
  await sandbox.answers(status, method, path, user);
  await refusesAt(sandbox, method, path, [[409, user, undefined, message]]);
}

asGiteaTests('tests/integration/api_issue_stopwatch_test.go', () => {
  following('TestAPIListStopWatches', (behaves) => {
    behaves("the caller's running stopwatch lists with its issue, repository and seconds", async () => {
      const res = await sandbox.answers(200, 'GET', '/user/stopwatches', 'bob');
      expect(res.body).toHaveLength(1);
      expect(res.body[0]).toMatchObject({
        created: '2026-01-06T09:00:00Z',
        issue_index: 2,
        issue_title: 'Add a farewell message',
        repo_owner_name: 'alice',
        repo_name: 'hello',
      });
      expect(res.body[0].seconds).toBeGreaterThan(0);
    });
  });

  following('TestAPIStopStopWatches', (behaves) => {
    behaves('stopping a running stopwatch is 201, stopping it again 409', async () => {
      await thenAgain('POST', '/repos/alice/hello/issues/2/stopwatch/stop', 'bob', 201, NO_STOPWATCH);
    });
  });

  following('TestAPIStartStopWatches', (behaves) => {
    behaves('starting a stopwatch is 201, starting it again 409', async () => {
      await thenAgain('POST', '/repos/alice/hello/issues/1/stopwatch/start', 'alice', 201, RUNNING);
    });
  });

  following('TestAPICancelStopWatches', (behaves) => {
    behaves('cancelling a running stopwatch is 204, cancelling it again 409', async () => {
      await thenAgain('DELETE', '/repos/alice/hello/issues/1/stopwatch/delete', 'alice', 204, NO_STOPWATCH);
    });
  });
});
