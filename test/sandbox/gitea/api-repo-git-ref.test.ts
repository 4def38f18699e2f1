// alice/hello's refs: branches main, develop, feature-a, feature-b, release/1.0, …; tags v0.1, v1.0, v1.1-rc1.
import { expect } from 'vitest';
import { asGiteaTests, following } from '../../helpers/gitea-behaviours.js';
import { useSandbox } from '../../helpers/sandbox-client.js';

const sandbox = useSandbox();
const GIT = '/repos/alice/hello/git';

asGiteaTests('tests/integration/api_repo_git_ref_test.go', () => {
  following('TestAPIReposGitRefs', (behaves) => {
    behaves(
      'reads one branch and one tag by their full names under git/refs, the rest of the path being the ref',
      async () => {
        const branch = await sandbox.answers(200, 'GET', `${GIT}/refs/heads/main`, 'alice');
        expect(branch.body).toMatchObject({ ref: 'refs/heads/main', object: { type: 'commit' } });
        const tag = await sandbox.answers(200, 'GET', `${GIT}/refs/tags/v1.0`, 'alice');
        expect(tag.body.ref).toBe('refs/tags/v1.0');
        const nested = await sandbox.call('GET', `${GIT}/refs/heads/release/1.0`, 'alice');
        expect([nested.status, nested.body.ref]).toEqual([200, 'refs/heads/release/1.0']);
      },
    );

    behaves('lists every ref, and the refs under a prefix as a list', async () => {
      const all = await sandbox.answers(200, 'GET', `${GIT}/refs`, 'alice');
      const names = all.body.map((r: { ref: string }) => r.ref);
      expect(names).toContain('refs/heads/main');
      expect(names).toContain('refs/tags/v1.0');
      const heads = await sandbox.call('GET', `${GIT}/refs/heads`, 'alice');
      expect(heads.body.every((r: { ref: string }) => r.ref.startsWith('refs/heads/'))).toBe(true);
    });

    behaves('answers 404 for a ref that does not exist', async () => {
      expect((await sandbox.call('GET', `${GIT}/refs/heads/unknown`, 'alice')).status).toBe(404);
    });
  });
});
