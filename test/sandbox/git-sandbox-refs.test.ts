// The sandbox's ref routes as Gitea answers them: branches (with protection, create and delete), tags
// (lightweight and annotated, list, one, create) and forks (list and create).

import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox-client.js';
import { answersInTurn, refusesAt } from '../helpers/sandbox-requests.js';

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
    const BRANCHES = '/repos/alice/hello/branches';
    await refusesAt(sandbox, 'POST', BRANCHES, [
      [409, 'bob', { new_branch_name: 'main' }, 'The branch already exists.'],
      [409, 'bob', { new_branch_name: 'v0.1' }, 'The branch with the same tag already exists.'],
      [404, 'bob', { new_branch_name: 'x', old_branch_name: 'nope' }, 'The old branch does not exist'],
    ]);
    await sandbox.answers(500, 'POST', BRANCHES, 'bob', { new_branch_name: 'x', old_ref_name: 'nope' });
    await sandbox.refuses(422, '[BranchName]: GitRefName', 'POST', BRANCHES, 'bob', {
      new_branch_name: 'a..b',
    });
    await answersInTurn(sandbox, [
      [403, 'POST', BRANCHES, 'carol', { new_branch_name: 'x' }],
      [401, 'POST', BRANCHES, undefined, { new_branch_name: 'x' }],
      [423, 'POST', '/repos/acme/legacy/branches', 'alice', { new_branch_name: 'x' }],
    ]);
    await sandbox.refuses(404, 'Git Repository is empty.', 'POST', '/repos/bob/empty/branches', 'bob', {
      new_branch_name: 'x',
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
    const object = await call('GET', `/repos/alice/hello/git/tags/${rc.id}`);
    expect(object.body).toMatchObject({
      tag: 'v1.1-rc1',
      sha: rc.id,
      message: 'First release candidate of 1.1: shout()\n',
      tagger: { name: 'Alice Anderson', email: 'alice@example.com', date: '2026-01-09T10:00:00Z' },
      object: { type: 'commit', sha: rc.commit.sha },
    });
    expect((await call('GET', `/repos/alice/hello/git/tags/${v1.id}`)).status).toBe(400);
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
