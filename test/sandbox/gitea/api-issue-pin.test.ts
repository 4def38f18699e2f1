// Pinning issues, as tests/integration/api_issue_pin_test.go walks it (alice/hello pins issues #1 and
// #6, in that order, and pull request #4).
import { expect } from 'vitest';
import { asGiteaTests, following } from '../../helpers/gitea-behaviours.js';
import { useSandbox } from '../../helpers/sandbox-client.js';

const sandbox = useSandbox();
const pinOrder = async (index: number) =>
  (await sandbox.call('GET', `/repos/alice/hello/issues/${index}`)).body.pin_order as number;

asGiteaTests('tests/integration/api_issue_pin_test.go', () => {
  following('TestAPIPinIssue', (behaves) => {
    behaves('pinning an issue is 204 and puts it after the pinned ones', async () => {
      expect(await pinOrder(2)).toBe(0);
      expect((await sandbox.call('POST', '/repos/alice/hello/issues/2/pin', 'alice')).status).toBe(204);
      expect(await pinOrder(2)).toBe(3);
    });
  });

  following('TestAPIListPinnedIssues', (behaves) => {
    behaves('the pinned issues list in pin order, to anyone', async () => {
      const res = await sandbox.answers(200, 'GET', '/repos/alice/hello/issues/pinned');
      expect(res.body.map((i: { number: number }) => i.number)).toEqual([1, 6, 2]);
    });
  });

  following('TestAPIMoveIssuePin', (behaves) => {
    behaves('moving a pin to a position shifts the others down', async () => {
      expect((await sandbox.call('PATCH', '/repos/alice/hello/issues/2/pin/1', 'alice')).status).toBe(204);
      expect(await pinOrder(2)).toBe(1);
      expect(await pinOrder(1)).toBe(2);
      expect(await pinOrder(6)).toBe(3);
    });
  });

  following('TestAPIUnpinIssue', (behaves) => {
    behaves('unpinning is 204 and the issue reads pin_order 0', async () => {
      expect((await sandbox.call('DELETE', '/repos/alice/hello/issues/2/pin', 'alice')).status).toBe(204);
      expect(await pinOrder(2)).toBe(0);
    });
  });

  following('TestAPIListPinnedPullrequests', (behaves) => {
    behaves('the pinned pull requests list on their own route', async () => {
      const res = await sandbox.answers(200, 'GET', '/repos/alice/hello/pulls/pinned');
      expect(res.body.map((p: { number: number }) => p.number)).toEqual([4]);
    });
  });

  following('TestAPINewPinAllowed', (behaves) => {
    behaves('new pins are allowed for issues and pull requests below the limit', async () => {
      const res = await sandbox.answers(200, 'GET', '/repos/alice/hello/new_pin_allowed');
      expect(res.body).toEqual({ issues: true, pull_requests: true });
    });
  });
});
