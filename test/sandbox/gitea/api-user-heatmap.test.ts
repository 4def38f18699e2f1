// A user's contribution heatmap, as tests/integration/api_user_heatmap_test.go reads it.
import { expect } from 'vitest';
import { asGiteaTests, following } from '../../helpers/gitea-behaviours.js';
import { useSandbox } from '../../helpers/sandbox-client.js';

const sandbox = useSandbox();

asGiteaTests('tests/integration/api_user_heatmap_test.go', () => {
  following('TestUserHeatmap', (behaves) => {
    behaves("a user's heatmap is a list of { timestamp, contributions } buckets", async () => {
      const res = await sandbox.answers(200, 'GET', '/users/alice/heatmap', 'admin');
      expect(res.body[0]).toEqual({ timestamp: 1767229200, contributions: 1 });
      for (const bucket of res.body) {
        expect(Object.keys(bucket)).toEqual(['timestamp', 'contributions']);
        expect(bucket.timestamp % 900).toBe(0);
      }
    });

    behaves('a user without activity has an empty heatmap', async () => {
      const res = await sandbox.answers(200, 'GET', '/users/carol/heatmap', 'admin');
      expect(res.body).toEqual([]);
    });
  });
});
