// Stopwatches on issues, as tests/integration/api_issue_stopwatch_test.go asserts them (bob's runs on
// alice/hello#2 since 2026-01-06 09:00 UTC).
import { expect } from 'vitest';
import { asGiteaTests, behaves } from '../../helpers/gitea-behaviours.js';
import { useSandbox } from '../../helpers/sandbox-client.js';

const sandbox = useSandbox();

asGiteaTests('tests/integration/api_issue_stopwatch_test.go', () => {
  behaves(
    'TestAPIListStopWatches',
    "the caller's running stopwatch lists with its issue, repository and seconds",
    async () => {
      const res = await sandbox.call('GET', '/user/stopwatches', 'bob');
      expect(res.status).toBe(200);
      expect(res.body).toHaveLength(1);
      expect(res.body[0]).toMatchObject({
        created: '2026-01-06T09:00:00Z',
        issue_index: 2,
        issue_title: 'Add a farewell message',
        repo_owner_name: 'alice',
        repo_name: 'hello',
      });
      expect(res.body[0].seconds).toBeGreaterThan(0);
    },
  );

  behaves(
    'TestAPIStopStopWatches',
    'stopping a running stopwatch is 201, stopping it again 409',
    async () => {
      expect((await sandbox.call('POST', '/repos/alice/hello/issues/2/stopwatch/stop', 'bob')).status).toBe(
        201,
      );
      const again = await sandbox.call('POST', '/repos/alice/hello/issues/2/stopwatch/stop', 'bob');
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('cannot stop/cancel a non existent stopwatch');
    },
  );

  behaves('TestAPIStartStopWatches', 'starting a stopwatch is 201, starting it again 409', async () => {
    expect((await sandbox.call('POST', '/repos/alice/hello/issues/1/stopwatch/start', 'alice')).status).toBe(
      201,
    );
    const again = await sandbox.call('POST', '/repos/alice/hello/issues/1/stopwatch/start', 'alice');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('cannot start a stopwatch again if it already exists');
  });

  behaves(
    'TestAPICancelStopWatches',
    'cancelling a running stopwatch is 204, cancelling it again 409',
    async () => {
      expect(
        (await sandbox.call('DELETE', '/repos/alice/hello/issues/1/stopwatch/delete', 'alice')).status,
      ).toBe(204);
      const again = await sandbox.call('DELETE', '/repos/alice/hello/issues/1/stopwatch/delete', 'alice');
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('cannot stop/cancel a non existent stopwatch');
    },
  );
});
