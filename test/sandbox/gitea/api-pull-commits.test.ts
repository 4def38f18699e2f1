// A pull request's commits, as tests/integration/api_pull_commits_test.go reads them (alice/hello #4,
// bob's, from `feature-b`).
import { expect } from 'vitest';
import { asGiteaTests, following } from '../../helpers/gitea-behaviours.js';
import { useSandbox } from '../../helpers/sandbox-client.js';

const sandbox = useSandbox();

asGiteaTests('tests/integration/api_pull_commits_test.go', () => {
  following('TestAPIPullCommits', (behaves) => {
    behaves("anyone lists a public pull request's commits, each with files and a verification", async () => {
      const res = await sandbox.answers(200, 'GET', '/repos/alice/hello/pulls/4/commits');
      expect(res.body.length).toBeGreaterThan(0);
      const head = sandbox.sb.store.repoByName(2, 'hello')?.git.branches.get('feature-b');
      expect(res.body[0].sha).toBe(head);
      for (const commit of res.body) {
        expect(commit.files.length).toBeGreaterThan(0);
        expect(commit.commit.verification).toMatchObject({
          verified: false,
          reason: 'gpg.error.not_signed_commit',
        });
      }
    });
  });
});
