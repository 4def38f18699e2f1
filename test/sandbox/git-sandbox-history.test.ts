// The sandbox's history routes as Gitea answers them: commits (paging, path, not, since and until),
// single commits, compares (with a head in a fork) and trees (paging, truncated, git's ids).

import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox-client.js';

const sandbox = useSandbox();
const { call } = sandbox;
const hello = () => sandbox.sb.store.repos.find((repo) => repo.name === 'hello')!;

describe('commits', () => {
  it('lists the default branch newest first, without stats or files when asked, with X-Total-Count', async () => {
    const res = await call('GET', '/repos/alice/hello/commits?stat=false&verification=false&files=false');
    expect(res.status).toBe(200);
    expect(res.body.map((c: { commit: { message: string } }) => c.commit.message)).toEqual([
      'Update README\n',
      'Initial commit\n',
    ]);
    expect(res.headers.get('x-total-count')).toBe('2');
    expect(res.body[0]).toMatchObject({
      sha: hello().git.branches.get('main'),
      author: { login: 'alice' },
      files: null,
      stats: null,
      commit: { verification: null, author: { name: 'Alice Anderson', date: '2026-01-02T10:00:00Z' } },
    });
    // Gitea's quirk: the tree names the commit's own id
    expect(res.body[0].commit.tree.sha).toBe(res.body[0].sha);
  });

  it('pages a branch, filters by path, `not`, since and until', async () => {
    const develop = await call('GET', '/repos/alice/hello/commits?sha=develop&page=2&limit=3');
    expect(develop.headers.get('x-total-count')).toBe('8');
    expect(develop.body.map((c: { commit: { message: string } }) => c.commit.message.trim())).toEqual([
      'Document shouting',
      'Greet in upper case when shouting',
      'Start a changelog',
    ]);
    const byPath = await call('GET', '/repos/alice/hello/commits?sha=develop&path=src/shout.ts&limit=1');
    expect(byPath.body).toHaveLength(2); // pages of 50 whatever the limit
    expect(byPath.body[0].commit.author.name).toBe('Bob Brown');
    const notMain = await call('GET', '/repos/alice/hello/commits?sha=develop&not=main');
    expect(notMain.headers.get('x-total-count')).toBe('6');
    const since = await call(
      'GET',
      '/repos/alice/hello/commits?sha=develop&since=2026-01-08T00:00:00Z&until=2026-01-09T08:30:00Z',
    );
    expect(since.body.map((c: { commit: { message: string } }) => c.commit.message.trim())).toEqual([
      'Shout with three exclamation marks',
      'Note shout() in the changelog',
    ]);
    expect(since.body[0].author).toMatchObject({ login: 'bob' });
    const dana = await call('GET', '/repos/alice/hello/commits?sha=develop&path=docs/shouting.md');
    expect(dana.body.map((c: { author: unknown }) => c.author)).toEqual([expect.any(Object), null]);
  });

  it('includes stats and files by default and answers 404, 409 where Gitea does', async () => {
    const res = await call('GET', '/repos/alice/hello/commits?sha=develop&limit=1');
    expect(res.body[0].stats).toEqual({ total: 3, additions: 0, deletions: 3 });
    expect(res.body[0].files).toEqual([{ filename: 'docs/shouting.md', status: 'removed' }]);
    expect((await call('GET', '/repos/alice/hello/commits?path=nope.md')).status).toBe(404);
    expect((await call('GET', '/repos/alice/hello/commits?sha=nope')).status).toBe(404);
    expect(await call('GET', '/repos/bob/empty/commits', 'bob')).toMatchObject({
      status: 409,
      body: { message: 'Git Repository is empty.' },
    });
  });

  it('answers one commit by sha, short sha or ref, 404 for an unknown one and 422 for a bad one', async () => {
    const sha = hello().git.branches.get('develop') as string;
    const full = await call('GET', `/repos/alice/hello/git/commits/${sha}?stat=false`);
    expect(full.body).toMatchObject({
      sha,
      stats: null,
      commit: { message: 'Drop the shouting docs again\n' },
    });
    expect(full.body.parents).toHaveLength(1);
    expect((await call('GET', `/repos/alice/hello/git/commits/${sha.slice(0, 7)}`)).body.sha).toBe(sha);
    expect((await call('GET', '/repos/alice/hello/git/commits/develop')).body.sha).toBe(sha);
    expect((await call('GET', `/repos/alice/hello/git/commits/${'0'.repeat(40)}`)).status).toBe(404);
    expect((await call('GET', '/repos/alice/hello/git/commits/a:b')).status).toBe(422);
  });
});

describe('compare', () => {
  it('lists the commits of head that base lacks, newest first, with stats', async () => {
    const res = await call('GET', '/repos/alice/hello/compare/main...develop?files=false');
    expect(res.status).toBe(200);
    expect(res.body.total_commits).toBe(6);
    expect(res.body.commits[5].commit.message).toBe('Start a changelog\n');
    expect(res.body.commits[5].stats).toEqual({ total: 3, additions: 3, deletions: 0 });
    expect(res.body.commits[5].files).toBeNull();
    expect((await call('GET', '/repos/alice/hello/compare/develop..main')).body.total_commits).toBe(0);
    expect((await call('GET', '/repos/alice/hello/compare/main...nope')).status).toBe(404);
  });

  it('compares with a head in a fork, named owner:branch or owner/repo:branch', async () => {
    const fork = await call('GET', '/repos/alice/hello/compare/main...bob:main');
    expect(fork.status).toBe(200);
    expect(fork.body.commits.map((c: { commit: { message: string } }) => c.commit.message)).toEqual([
      'Greet in German\n',
    ]);
    const named = await call('GET', '/repos/alice/hello/compare/develop...bob/hello-fork:main');
    expect(named.body.total_commits).toBe(1);
    expect((await call('GET', '/repos/alice/hello/compare/main...carol:main')).status).toBe(404);
    expect((await call('GET', '/repos/alice/hello/compare/main...nobody:main')).status).toBe(404);
  });
});

describe('trees', () => {
  it('lists a tree like git ls-tree, recursively with directories first, and pages it', async () => {
    const root = await call('GET', '/repos/alice/hello/git/trees/main');
    expect(
      root.body.tree.map((e: { path: string; type: string; mode: string }) => [e.path, e.type, e.mode]),
    ).toEqual([
      ['README.md', 'blob', '100644'],
      ['docs', 'tree', '040000'],
      ['src', 'tree', '040000'],
    ]);
    expect(root.body).toMatchObject({ truncated: false, page: 1, total_count: 3 });
    const recursive = await call('GET', '/repos/alice/hello/git/trees/main?recursive=true&per_page=2&page=2');
    expect(recursive.body.tree.map((e: { path: string }) => e.path)).toEqual(['docs/guide.md', 'src']);
    expect(recursive.body).toMatchObject({ truncated: true, total_count: 5, page: 2 });
    expect(recursive.headers.get('x-total-count')).toBe('5');
    // GetTree calls ctx.SetTotalCountHeader, which also exposes the count to browsers
    expect(recursive.headers.get('access-control-expose-headers')).toBe('X-Total-Count');
    expect(await call('GET', '/repos/alice/hello/git/trees/nope')).toMatchObject({
      status: 400,
      body: { message: 'sha not found [nope]' },
    });
  });

  it('gives the tree the id git computes', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tree-'));
    try {
      const git = (...args: string[]) => execFileSync('git', args, { cwd: dir }).toString().trim();
      git('init', '-q');
      writeFileSync(
        join(dir, 'README.md'),
        '# hello\n\nA tiny TypeScript project that greets the world.\n\nSee docs/guide.md.\n',
      );
      git('add', 'README.md');
      const readme = (await call('GET', '/repos/alice/hello/git/trees/main')).body.tree[0];
      expect(readme.sha).toBe(git('hash-object', 'README.md'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
