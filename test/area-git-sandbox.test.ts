// The sandbox's git routes as Gitea answers them: branches (with protection), commits (paging, path,
// not/since/until), single commits, compares, trees (paging, truncated), tags and forks.

import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useSandbox } from './helpers/sandbox-client.js';

const sandbox = useSandbox();
const { call } = sandbox;
const hello = () => sandbox.sb.store.repos.find((repo) => repo.name === 'hello')!;

describe('branches', () => {
  it('lists the newest head commit first, pages them and counts them in X-Total-Count', async () => {
    const all = await call('GET', '/repos/alice/hello/branches');
    expect(all.status).toBe(200);
    expect(all.body.map((b: { name: string }) => b.name)).toEqual([
      'develop',
      'fix-typo',
      'feature-b',
      'feature-a',
      'main',
      'release/1.0',
    ]);
    expect(all.headers.get('x-total-count')).toBe('6');
    const page = await call('GET', '/repos/alice/hello/branches?page=2&limit=2');
    expect(page.body.map((b: { name: string }) => b.name)).toEqual(['feature-b', 'feature-a']);
    expect(page.headers.get('link')).toContain('rel="next"');
  });

  it('answers a branch with its head commit, its protection and what the caller may do', async () => {
    const main = await call('GET', '/repos/alice/hello/branches/main', 'bob');
    expect(main.body).toMatchObject({
      name: 'main',
      protected: false,
      user_can_push: true,
      user_can_merge: true,
      effective_branch_protection_name: '',
      commit: {
        id: hello().git.branches.get('main'),
        message: 'Update README\n',
        author: { name: 'Alice Anderson', email: 'alice@example.com', username: 'alice' },
        timestamp: '2026-01-02T10:00:00Z',
        verification: { verified: false, reason: 'gpg.error.not_signed_commit' },
      },
    });
    const release = await call('GET', '/repos/alice/hello/branches/release/1.0', 'bob');
    expect(release.body).toMatchObject({
      name: 'release/1.0',
      protected: true,
      required_approvals: 1,
      enable_status_check: true,
      status_check_contexts: ['ci/build'],
      user_can_push: false,
      user_can_merge: true,
      effective_branch_protection_name: 'release/*',
    });
    const carol = await call('GET', '/repos/alice/hello/branches/main', 'carol');
    expect(carol.body).toMatchObject({ user_can_push: false, user_can_merge: false });
    expect((await call('GET', '/repos/alice/hello/branches/nope')).status).toBe(404);
    expect((await call('GET', '/repos/alice/secret/branches/main', 'carol')).status).toBe(404);
  });

  it('creates a branch (201) from the default branch, a branch or any ref, and refuses what Gitea refuses', async () => {
    const made = await call('POST', '/repos/alice/hello/branches', 'bob', { new_branch_name: 'sandbox/one' });
    expect(made.status).toBe(201);
    expect(made.body.commit.id).toBe(hello().git.branches.get('main'));
    const fromBranch = await call('POST', '/repos/alice/hello/branches', 'bob', {
      new_branch_name: 'sandbox/two',
      old_branch_name: 'develop',
    });
    expect(fromBranch.body.commit.message).toBe('Drop the shouting docs again\n');
    const fromTag = await call('POST', '/repos/alice/hello/branches', 'bob', {
      new_branch_name: 'sandbox/three',
      old_ref_name: 'v0.1',
    });
    expect(fromTag.body.commit.message).toBe('Initial commit\n');
    expect(
      await call('POST', '/repos/alice/hello/branches', 'bob', { new_branch_name: 'main' }),
    ).toMatchObject({
      status: 409,
      body: { message: 'The branch already exists.' },
    });
    expect(
      await call('POST', '/repos/alice/hello/branches', 'bob', { new_branch_name: 'v0.1' }),
    ).toMatchObject({
      status: 409,
      body: { message: 'The branch with the same tag already exists.' },
    });
    expect(
      await call('POST', '/repos/alice/hello/branches', 'bob', {
        new_branch_name: 'x',
        old_branch_name: 'nope',
      }),
    ).toMatchObject({ status: 404, body: { message: 'The old branch does not exist' } });
    expect(
      (
        await call('POST', '/repos/alice/hello/branches', 'bob', {
          new_branch_name: 'x',
          old_ref_name: 'nope',
        })
      ).status,
    ).toBe(500);
    expect(
      await call('POST', '/repos/alice/hello/branches', 'bob', { new_branch_name: 'a..b' }),
    ).toMatchObject({
      status: 422,
      body: { message: '[BranchName]: GitRefName' },
    });
    expect(
      (await call('POST', '/repos/alice/hello/branches', 'carol', { new_branch_name: 'x' })).status,
    ).toBe(403);
    expect(
      (await call('POST', '/repos/alice/hello/branches', undefined, { new_branch_name: 'x' })).status,
    ).toBe(401);
    expect(
      (await call('POST', '/repos/acme/legacy/branches', 'alice', { new_branch_name: 'x' })).status,
    ).toBe(423);
    expect(await call('POST', '/repos/bob/empty/branches', 'bob', { new_branch_name: 'x' })).toMatchObject({
      status: 404,
      body: { message: 'Git Repository is empty.' },
    });
  });

  it('deletes a branch (204) but never the default branch or a protected one (403)', async () => {
    await call('POST', '/repos/alice/hello/branches', 'alice', { new_branch_name: 'to-delete' });
    expect((await call('DELETE', '/repos/alice/hello/branches/to-delete', 'alice')).status).toBe(204);
    expect(hello().git.branches.has('to-delete')).toBe(false);
    expect((await call('DELETE', '/repos/alice/hello/branches/to-delete', 'alice')).status).toBe(404);
    expect(await call('DELETE', '/repos/alice/hello/branches/main', 'alice')).toMatchObject({
      status: 403,
      body: { message: 'can not delete default branch' },
    });
    expect(await call('DELETE', '/repos/alice/hello/branches/release/1.0', 'alice')).toMatchObject({
      status: 403,
      body: { message: 'branch protected' },
    });
  });
});

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

describe('tags', () => {
  it('lists the newest tagged commit first, annotated ones with their own id and message', async () => {
    const res = await call('GET', '/repos/alice/hello/tags');
    expect(res.body.map((t: { name: string }) => t.name)).toEqual(['v1.1-rc1', 'v1.0', 'v0.1']);
    expect(res.headers.get('x-total-count')).toBe('3');
    const [rc, v1] = res.body;
    expect(rc.message).toBe('First release candidate of 1.1: shout()');
    expect(rc.id).not.toBe(rc.commit.sha);
    expect(rc.commit.sha).toBe(hello().git.branches.get('develop'));
    expect(v1).toMatchObject({ message: 'Update README', id: v1.commit.sha });
    const one = await call('GET', '/repos/alice/hello/tags/v1.1-rc1');
    expect(one.body).toEqual(rc);
    expect(await call('GET', '/repos/alice/hello/tags/nope')).toMatchObject({
      status: 404,
      body: { message: "tag doesn't exist: nope" },
    });
  });

  it('creates lightweight and annotated tags (201), 404 for a bad target, 409 when the tag exists', async () => {
    const light = await call('POST', '/repos/alice/hello/tags', 'bob', { tag_name: 'sandbox-light' });
    expect(light.status).toBe(201);
    expect(light.body).toMatchObject({ name: 'sandbox-light', id: hello().git.branches.get('main') });
    const annotated = await call('POST', '/repos/alice/hello/tags', 'bob', {
      tag_name: 'sandbox-annotated',
      target: 'develop',
      message: 'Annotated',
    });
    expect(annotated.body.message).toBe('Annotated');
    expect(annotated.body.id).not.toBe(annotated.body.commit.sha);
    expect(await call('POST', '/repos/alice/hello/tags', 'bob', { tag_name: 'v1.0' })).toMatchObject({
      status: 409,
      body: { message: 'tag already exists [name: v1.0]' },
    });
    expect(
      (await call('POST', '/repos/alice/hello/tags', 'bob', { tag_name: 'x', target: 'nope' })).status,
    ).toBe(404);
    expect((await call('POST', '/repos/alice/hello/tags', 'carol', { tag_name: 'x' })).status).toBe(403);
    expect((await call('POST', '/repos/alice/hello/tags', 'bob', {})).status).toBe(422);
  });
});

describe('forks', () => {
  it('lists the forks the caller may see', async () => {
    const res = await call('GET', '/repos/alice/hello/forks');
    expect(res.body.map((r: { full_name: string }) => r.full_name)).toEqual(['bob/hello-fork']);
    expect(res.body[0]).toMatchObject({ fork: true, parent: { full_name: 'alice/hello' } });
    expect(res.headers.get('x-total-count')).toBe('1');
  });

  it('forks into the caller (202) with the git objects, or into an organization; 409 and 422 as Gitea', async () => {
    const fork = await call('POST', '/repos/alice/hello/forks', 'carol', {});
    expect(fork.status).toBe(202);
    expect(fork.body).toMatchObject({ full_name: 'carol/hello', fork: true, permissions: { admin: true } });
    const branches = await call('GET', '/repos/carol/hello/branches');
    expect(branches.headers.get('x-total-count')).toBe(String(hello().git.branches.size));
    const readme = await call('GET', '/repos/carol/hello/contents/README.md');
    expect(readme.status).toBe(200);
    expect(await call('POST', '/repos/alice/hello/forks', 'carol', { name: 'again' })).toMatchObject({
      status: 409,
      body: { message: expect.stringContaining('repository is already forked by user') },
    });
    expect(await call('POST', '/repos/alice/hello/forks', 'alice', {})).toMatchObject({
      status: 409,
      body: { message: 'repository already exists [uname: alice, name: hello]' },
    });
    const org = await call('POST', '/repos/alice/hello/forks', 'alice', {
      organization: 'acme',
      name: 'hello-acme',
    });
    expect(org).toMatchObject({ status: 202, body: { full_name: 'acme/hello-acme' } });
    expect((await call('POST', '/repos/alice/hello/forks', 'carol', { organization: 'acme' })).status).toBe(
      403,
    );
    expect((await call('POST', '/repos/alice/hello/forks', 'carol', { organization: 'nobody' })).status).toBe(
      422,
    );
    expect((await call('POST', '/repos/alice/secret/forks', 'carol', {})).status).toBe(404);
  });
});
