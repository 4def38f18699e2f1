// Git trees, as tests/integration/api_repo_git_trees_test.go reads them (alice/hello's root holds
// README.md, docs and src; alice/secret is private, carol has no access to it).
import { expect } from 'vitest';
import { asGiteaTests, following } from '../../helpers/gitea-behaviours.js';
import { useSandbox } from '../../helpers/sandbox-client.js';

const sandbox = useSandbox();
const paths = (tree: { path: string }[]) => tree.map((e) => e.path);

asGiteaTests('tests/integration/api_repo_git_trees_test.go', () => {
  following('TestAPIReposGitTrees', (behaves) => {
    behaves("anyone reads a public repository's tree by branch name", async () => {
      const res = await sandbox.answers(200, 'GET', '/repos/alice/hello/git/trees/main');
      expect(paths(res.body.tree)).toEqual(['README.md', 'docs', 'src']);
      expect(res.body.truncated).toBe(false);
    });

    behaves('a page of one entry is truncated until the last page', async () => {
      const first = await sandbox.call('GET', '/repos/alice/hello/git/trees/main?per_page=1');
      expect(first.body.truncated).toBe(true);
      expect(paths(first.body.tree)).toEqual(['README.md']);
      const second = await sandbox.call('GET', '/repos/alice/hello/git/trees/main?page=2&per_page=1');
      expect(second.body.truncated).toBe(true);
      expect(paths(second.body.tree)).toEqual(['docs']);
      const last = await sandbox.call('GET', '/repos/alice/hello/git/trees/main?page=3&per_page=1');
      expect(last.body.truncated).toBe(false);
      expect(paths(last.body.tree)).toEqual(['src']);
    });

    behaves("a commit's id reads that commit's tree", async () => {
      const head = sandbox.sb.store.repoByName(2, 'hello')?.git.branches.get('main');
      const byBranch = await sandbox.call('GET', '/repos/alice/hello/git/trees/main');
      const res = await sandbox.answers(200, 'GET', `/repos/alice/hello/git/trees/${head}`);
      expect(res.body.sha).toBe(byBranch.body.sha);
    });

    behaves("a private repository's tree is 404 without a token, by branch or by id", async () => {
      const head = sandbox.sb.store.repoByName(2, 'secret')?.git.branches.get('main');
      for (const ref of ['main', head]) {
        expect((await sandbox.call('GET', `/repos/alice/secret/git/trees/${ref}`)).status).toBe(404);
      }
      expect((await sandbox.call('GET', '/repos/alice/secret/git/trees/main', 'alice')).status).toBe(200);
    });

    behaves('an id that names nothing is 400', async () => {
      const res = await sandbox.answers(400, 'GET', `/repos/alice/hello/git/trees/${'0'.repeat(40)}`);
      expect(res.body.message).toBe(`sha not found [${'0'.repeat(40)}]`);
    });

    behaves('a user without access to a private repository gets 404', async () => {
      expect((await sandbox.call('GET', '/repos/alice/secret/git/trees/main', 'carol')).status).toBe(404);
    });
  });
});
