// Single commits, commit lists and a commit's diff and patch, as tests/integration/api_repo_git_commits_test.go
// reads them (alice/hello: `main` has two commits, `develop` six more; `v1.0` tags main's head).
import { expect } from 'vitest';
import { asGiteaTests, following } from '../../helpers/gitea-behaviours.js';
import { useSandbox } from '../../helpers/sandbox-client.js';
import { reads } from '../../helpers/sandbox-requests.js';

const sandbox = useSandbox();
const git = () => {
  const repo = sandbox.sb.store.repoByName(2, 'hello');
  if (!repo) throw new Error('seed: no alice/hello');
  return repo.git;
};
const rootOf = (sha: string): string => {
  const object = git().objects.get(sha);
  const parent = object?.type === 'commit' ? object.commit.parents[0] : undefined;
  return parent ? rootOf(parent) : sha;
};
const files = (commit: { files: { filename: string }[] }) => commit.files.map((f) => f.filename).sort();

asGiteaTests('tests/integration/api_repo_git_commits_test.go', () => {
  following('TestAPIReposGitCommits', (behaves) => {
    behaves('a ref that names nothing is 404 with the ref as message', async () => {
      for (const ref of ['12345', 'branch-not-exist']) {
        const res = await sandbox.answers(404, 'GET', `/repos/alice/hello/git/commits/${ref}`, 'alice');
        expect(res.body.message).toBe(ref);
      }
    });

    behaves('a ref git would refuse is 422 (modules/git/ref.go IsValidRefPattern)', async () => {
      for (const ref of ['a..b', 'main.lock', '@']) {
        const res = await sandbox.answers(422, 'GET', `/repos/alice/hello/git/commits/${ref}`, 'alice');
        expect(res.body.message).toBe(`no valid ref or sha: ${ref}`);
      }
    });

    behaves('a branch, a tag, a short sha and a full sha each read the commit', async () => {
      const head = git().branches.get('main') as string;
      for (const ref of ['main', 'v1.0', head.slice(0, 4), head]) {
        const res = await sandbox.call('GET', `/repos/alice/hello/git/commits/${ref}`, 'alice');
        expect(res.status, ref).toBe(200);
        expect(res.body.sha).toBe(head);
      }
    });
  });

  following('TestAPIReposGitCommitList', (behaves) => {
    behaves('the default branch lists newest first, each commit with its files', async () => {
      const res = await sandbox.answers(200, 'GET', '/repos/alice/hello/commits', 'alice');
      expect(res.body).toHaveLength(2);
      expect(res.body[0].sha).toBe(git().branches.get('main'));
      expect(files(res.body[0])).toEqual(['README.md']);
      expect(files(res.body[1])).toEqual(['README.md', 'docs/guide.md', 'src/main.ts']);
    });
  });

  following('TestAPIReposGitCommitListPage2Empty', (behaves) => {
    behaves('a page past the last is an empty list', async () => {
      const res = await sandbox.answers(200, 'GET', '/repos/alice/hello/commits?page=2', 'alice');
      expect(res.body).toEqual([]);
    });
  });

  following('TestAPIReposGitCommitListDifferentBranch', (behaves) => {
    behaves('`sha` lists another branch from its head', async () => {
      const res = await sandbox.answers(200, 'GET', '/repos/alice/hello/commits?sha=develop', 'alice');
      expect(res.body).toHaveLength(8);
      expect(res.body[0].sha).toBe(git().branches.get('develop'));
    });
  });

  following('TestGetFileHistory', (behaves) => {
    behaves('`path` keeps the commits that touch that file', async () => {
      const res = await reads(sandbox, '/repos/alice/hello/commits?sha=develop&path=src/shout.ts', 'alice');
      expect(res.body).toHaveLength(2);
      for (const commit of res.body) expect(files(commit)).toContain('src/shout.ts');
    });
  });

  following('TestDownloadCommitDiffOrPatch', (behaves) => {
    behaves("a root commit's .diff is git show's: header, indented message, diff", async () => {
      const root = rootOf(git().branches.get('main') as string);
      const res = await sandbox.answers(200, 'GET', `/repos/alice/hello/git/commits/${root}.diff`, 'alice');
      expect(res.text).toMatch(
        new RegExp(
          `^commit ${root}\\nAuthor: Alice Anderson <alice@example.com>\\nDate:   Thu Jan 1 10:00:00 2026 \\+0000\\n\\n    Initial commit\\n\\ndiff --git a/README.md b/README.md\\nnew file mode 100644\\nindex 0000000\\.\\.3d1ec6e\\n`,
        ),
      );
    });

    behaves("a commit's .patch is format-patch's mail, with its diffstat", async () => {
      const head = git().branches.get('main') as string;
      const res = await sandbox.answers(200, 'GET', `/repos/alice/hello/git/commits/${head}.patch`, 'alice');
      expect(res.text).toBe(
        [
          `From ${head} Mon Sep 17 00:00:00 2001`,
          'From: Alice Anderson <alice@example.com>',
          'Date: Fri, 2 Jan 2026 10:00:00 +0000',
          'Subject: [PATCH] Update README',
          '',
          '---',
          ' README.md | 4 +++-',
          ' 1 file changed, 3 insertions(+), 1 deletion(-)',
          '',
          'diff --git a/README.md b/README.md',
          'index 3d1ec6e..5522b2a 100644',
          '--- a/README.md',
          '+++ b/README.md',
          '@@ -1,3 +1,5 @@',
          ' # hello',
          ' ',
          '-A tiny TypeScript project.',
          '+A tiny TypeScript project that greets the world.',
          '+',
          '+See docs/guide.md.',
          '',
        ].join('\n'),
      );
    });

    behaves("a root commit's patch lists its new files' modes after the totals", async () => {
      const root = rootOf(git().branches.get('main') as string);
      const res = await sandbox.call('GET', `/repos/alice/hello/git/commits/${root}.patch`, 'alice');
      expect(res.text).toContain(
        [
          '---',
          ' README.md     | 3 +++',
          ' docs/guide.md | 3 +++',
          ' src/main.ts   | 5 +++++',
          ' 3 files changed, 11 insertions(+)',
          ' create mode 100644 README.md',
          ' create mode 100644 docs/guide.md',
          ' create mode 100644 src/main.ts',
          '',
          'diff --git',
        ].join('\n'),
      );
    });
  });
});
