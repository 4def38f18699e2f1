// The forge client against the sandbox forge over real HTTP: every operation's success and the
// errors the forge answers with, paging headers, hostile names and git-compatible blob ids.

import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ForgeClient } from '../../src/forge/client.js';
import { ForgeError } from '../../src/forge/errors.js';
import * as forge from '../../src/forge/index.js';
import type { ForgeSession } from '../../src/forge/session.js';
import type { ContentsEntry } from '../../src/forge/types/index.js';
import { useForgeClient } from '../helpers/setup-tables.js';

const { sandbox, client } = useForgeClient({ retries: 0 });
const as = (login: string): ForgeSession => client.session({ authorization: `token ${login}-token` });
const anonymous = (): ForgeSession => client.session();
const gitBlobSha = (text: string) =>
  createHash('sha1')
    .update(`blob ${Buffer.byteLength(text)}\0${text}`)
    .digest('hex');
const b64 = (text: string) => Buffer.from(text).toString('base64');

async function failure(promise: Promise<unknown>): Promise<ForgeError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ForgeError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('supporting reads', () => {
  it('reads the version anonymously and the viewer with a token', async () => {
    expect((await forge.getVersion(anonymous())).data.version).toEqual(expect.any(String));
    expect((await forge.getViewer(as('alice'))).data.login).toBe('alice');
    expect((await failure(forge.getViewer(anonymous()))).kind).toBe('unauthenticated');
  });

  it('reads users, organizations, repositories, issues and pull requests', async () => {
    const session = as('alice');
    expect((await forge.getUser(session, { username: 'bob' })).data.login).toBe('bob');
    expect((await forge.getOrganization(session, { org: 'acme' })).data.name).toBe('acme');
    const repo = (await forge.getRepository(session, { owner: 'alice', repo: 'hello' })).data;
    expect(repo.full_name).toBe('alice/hello');
    expect(repo.owner.login).toBe('alice');
    expect((await forge.getIssue(session, { owner: 'alice', repo: 'hello', index: 1 })).data.number).toBe(1);
    const pull = (await forge.getPullRequest(session, { owner: 'alice', repo: 'hello', index: 3 })).data;
    expect(pull.base.repo?.full_name).toBe('alice/hello');
  });

  it('passes the caller’s Authorization unchanged: Basic, token and Bearer', async () => {
    const basic = client.session({ authorization: `Basic ${b64('bob:bob-password')}` });
    expect((await forge.getViewer(basic)).data.login).toBe('bob');
    const bearer = client.session({ authorization: 'Bearer carol-token' });
    expect((await forge.getViewer(bearer)).data.login).toBe('carol');
    const wrong = client.session({ authorization: 'token not-a-token' });
    const error = await failure(forge.getRepository(wrong, { owner: 'alice', repo: 'hello' }));
    expect(error).toMatchObject({ kind: 'unauthenticated', status: 401 });
    expect(sandbox.calls.map((c) => c.user)).toEqual(['bob', 'carol', null]);
  });

  it('hides a private repository from others as not found', async () => {
    expect((await forge.getRepository(as('alice'), { owner: 'alice', repo: 'secret' })).data.private).toBe(
      true,
    );
    for (const session of [as('bob'), anonymous()]) {
      const error = await failure(forge.getRepository(session, { owner: 'alice', repo: 'secret' }));
      expect(error).toMatchObject({ kind: 'not-found', status: 404, route: 'GET /repos/{owner}/{repo}' });
    }
  });
});

describe('hostile names', () => {
  it('keeps every hostile owner, repo or path inside its own route', async () => {
    const session = as('alice');
    const hostile = ['../alice', '..', 'hello%2Fsecret', 'hello?x=1', 'hello#frag', 'a/b', '.'];
    for (const name of hostile) {
      const error = await failure(forge.getRepository(session, { owner: 'alice', repo: name }));
      expect(error.kind).toBe('not-found');
    }
    await failure(
      forge.getContents(session, { owner: 'alice', repo: 'hello', filepath: '../../secret/README.md' }),
    );
    expect(new Set(sandbox.calls.map((call) => call.route))).toEqual(
      new Set(['GET /repos/{owner}/{repo}', 'GET /repos/{owner}/{repo}/contents/{filepath}']),
    );
    expect(sandbox.calls.every((call) => call.status === 404)).toBe(true);
  });
});

describe('operations 1-3: repositories', () => {
  it('generates a repository from a template (201) and reports a same-name conflict', async () => {
    const session = as('alice');
    const body = { owner: 'alice', name: 'from-template-1', git_content: true };
    const created = await forge.generateRepository(
      session,
      { templateOwner: 'acme', templateRepo: 'template' },
      body,
    );
    expect(created.status).toBe(201);
    expect(created.data.full_name).toBe('alice/from-template-1');
    const again = await failure(
      forge.generateRepository(session, { templateOwner: 'acme', templateRepo: 'template' }, body),
    );
    expect(again).toMatchObject({ kind: 'conflict', status: 409 });
  });

  it('rejects a non-template, a missing template and another user as owner', async () => {
    const session = as('alice');
    const notTemplate = await failure(
      forge.generateRepository(
        session,
        { templateOwner: 'alice', templateRepo: 'hello' },
        {
          owner: 'alice',
          name: 'x1',
          git_content: true,
        },
      ),
    );
    expect(notTemplate).toMatchObject({ kind: 'validation', status: 422 });
    const missing = await failure(
      forge.generateRepository(
        session,
        { templateOwner: 'acme', templateRepo: 'nope' },
        {
          owner: 'alice',
          name: 'x2',
          git_content: true,
        },
      ),
    );
    expect(missing.kind).toBe('not-found');
    const forbidden = await failure(
      forge.generateRepository(
        as('carol'),
        { templateOwner: 'acme', templateRepo: 'template' },
        {
          owner: 'bob',
          name: 'x3',
          git_content: true,
        },
      ),
    );
    expect(forbidden).toMatchObject({ kind: 'forbidden', status: 403 });
  });

  it('reports the binding error’s field', async () => {
    const error = await failure(
      forge.generateRepository(
        as('alice'),
        { templateOwner: 'acme', templateRepo: 'template' },
        {
          owner: 'alice',
          name: '',
          git_content: true,
        },
      ),
    );
    expect(error).toMatchObject({ kind: 'validation', status: 422, field: 'Name' });
  });

  it('creates an organization repository (201), forbidden to outsiders, not found for a missing org', async () => {
    const created = await forge.createOrganizationRepository(
      as('alice'),
      { org: 'acme' },
      { name: 'org-repo-1' },
    );
    expect(created).toMatchObject({ status: 201, data: { full_name: 'acme/org-repo-1' } });
    const forbidden = await failure(
      forge.createOrganizationRepository(as('carol'), { org: 'acme' }, { name: 'x' }),
    );
    expect(forbidden.kind).toBe('forbidden');
    const missing = await failure(
      forge.createOrganizationRepository(as('alice'), { org: 'nope' }, { name: 'x' }),
    );
    expect(missing.kind).toBe('not-found');
  });

  it('transfers at once to an organization the caller may create in (202), else pending (201)', async () => {
    await forge.createOrganizationRepository(as('alice'), { org: 'acme' }, { name: 'to-move' });
    const now = await forge.transferRepository(
      as('alice'),
      { owner: 'acme', repo: 'to-move' },
      { new_owner: 'alice' },
    );
    expect(now.status).toBe(202);
    expect(now.data.full_name).toBe('alice/to-move');
    const pending = await forge.transferRepository(
      as('alice'),
      { owner: 'alice', repo: 'to-move' },
      {
        new_owner: 'carol',
      },
    );
    expect(pending.status).toBe(201);
    expect(pending.data.repo_transfer?.recipient?.login).toBe('carol');
  });

  it('is forbidden to non-owners and not found for an unknown new owner', async () => {
    const forbidden = await failure(
      forge.transferRepository(as('bob'), { owner: 'alice', repo: 'hello' }, { new_owner: 'bob' }),
    );
    expect(forbidden.kind).toBe('forbidden');
    const missing = await failure(
      forge.transferRepository(as('alice'), { owner: 'alice', repo: 'hello' }, { new_owner: 'nobody' }),
    );
    expect(missing.kind).toBe('not-found');
    const taken = await failure(
      forge.transferRepository(as('alice'), { owner: 'alice', repo: 'hello' }, { new_owner: 'alice' }),
    );
    expect(taken.kind).toBe('validation');
  });
});

describe('operations 4-9: files', () => {
  it('makes one commit of several changes whose blob ids are git’s', async () => {
    const session = as('alice');
    const readme = (
      await forge.getContents(session, { owner: 'alice', repo: 'hello', filepath: 'README.md' })
    ).data as ContentsEntry;
    const result = await forge.changeFiles(
      session,
      { owner: 'alice', repo: 'hello' },
      {
        branch: 'main',
        new_branch: 'client-test-1',
        message: 'three changes',
        files: [
          { operation: 'create', path: 'notes/new.md', content: b64('new file\n') },
          { operation: 'update', path: 'README.md', content: b64('# changed\n'), sha: readme.sha },
          { operation: 'delete', path: 'docs/guide.md' },
        ],
      },
    );
    expect(result.status).toBe(201);
    expect(result.data.commit.sha).toMatch(/^[0-9a-f]{40}$/);
    expect(result.data.files[0]?.sha).toBe(gitBlobSha('new file\n'));
    expect(result.data.files[1]?.sha).toBe(gitBlobSha('# changed\n'));
    expect(result.data.files[2]).toBeNull();
    expect(sandbox.calls.filter((c) => c.route === 'POST /repos/{owner}/{repo}/contents')).toHaveLength(1);
  });

  it('rejects a stale sha, an archived repository and a missing branch', async () => {
    const session = as('alice');
    const stale = await failure(
      forge.changeFiles(
        session,
        { owner: 'alice', repo: 'hello' },
        {
          files: [{ operation: 'update', path: 'README.md', content: b64('x'), sha: '0'.repeat(40) }],
        },
      ),
    );
    expect(stale).toMatchObject({ kind: 'validation', status: 422 });
    expect(stale.message).toMatch(/sha does not match/);
    const archived = await failure(
      forge.changeFiles(
        as('admin'),
        { owner: 'acme', repo: 'legacy' },
        {
          files: [{ operation: 'create', path: 'x.md', content: b64('x') }],
        },
      ),
    );
    expect(archived).toMatchObject({ kind: 'archived', status: 423 });
    const noBranch = await failure(
      forge.changeFiles(
        session,
        { owner: 'alice', repo: 'hello' },
        {
          branch: 'no-such-branch',
          files: [{ operation: 'create', path: 'x.md', content: b64('x') }],
        },
      ),
    );
    expect(noBranch.kind).toBe('not-found');
  });

  it('deletes one file (200, content null) and refuses a wrong sha and an archived repository', async () => {
    const session = as('alice');
    const file = (
      await forge.getContents(session, { owner: 'alice', repo: 'hello', filepath: 'src/main.ts' })
    ).data as ContentsEntry;
    const wrong = await failure(
      forge.deleteFile(
        session,
        { owner: 'alice', repo: 'hello', filepath: 'src/main.ts' },
        {
          sha: '1'.repeat(40),
          new_branch: 'client-del-0',
        },
      ),
    );
    expect(wrong).toMatchObject({ kind: 'validation', status: 422 });
    const deleted = await forge.deleteFile(
      session,
      { owner: 'alice', repo: 'hello', filepath: 'src/main.ts' },
      {
        sha: file.sha,
        new_branch: 'client-del-1',
      },
    );
    expect(deleted.status).toBe(200);
    expect(deleted.data.content).toBeNull();
    expect(deleted.data.commit.message).toMatch(/Delete src\/main.ts/);
    const archived = await failure(
      forge.deleteFile(
        as('admin'),
        { owner: 'acme', repo: 'legacy', filepath: 'README.md' },
        { sha: file.sha },
      ),
    );
    expect(archived.kind).toBe('archived');
  });

  it('lists the root directory and reads a file or a directory', async () => {
    const session = as('alice');
    const root = await forge.listRootContents(session, { owner: 'alice', repo: 'hello' });
    expect(root.data.map((e) => e.name)).toEqual(expect.arrayContaining(['README.md', 'docs', 'src']));
    const file = (await forge.getContents(session, { owner: 'alice', repo: 'hello', filepath: 'README.md' }))
      .data as ContentsEntry;
    expect(file.type).toBe('file');
    expect(file.sha).toBe(gitBlobSha(Buffer.from(file.content ?? '', 'base64').toString('utf8')));
    const dir = await forge.getContents(session, { owner: 'alice', repo: 'hello', filepath: 'docs' });
    expect(Array.isArray(dir.data)).toBe(true);
    const missing = await failure(
      forge.getContents(session, { owner: 'alice', repo: 'hello', filepath: 'nope.md' }),
    );
    expect(missing.kind).toBe('not-found');
    const badRef = await failure(
      forge.listRootContents(session, { owner: 'alice', repo: 'hello', ref: 'abc123' }),
    );
    expect(badRef.kind).toBe('not-found');
  });

  it('returns metadata only unless includes ask for content and commit data', async () => {
    const session = as('alice');
    const bare = await forge.getContentsExt(session, {
      owner: 'alice',
      repo: 'hello',
      filepath: 'README.md',
    });
    expect(bare.data.file_contents?.content ?? null).toBeNull();
    expect(bare.data.file_contents?.last_commit_sha ?? null).toBeNull();
    const full = await forge.getContentsExt(session, {
      owner: 'alice',
      repo: 'hello',
      filepath: 'README.md',
      includes: ['file_content', 'commit_metadata', 'commit_message'],
    });
    expect(full.data.file_contents?.content).toEqual(expect.any(String));
    expect(full.data.file_contents?.last_commit_sha).toMatch(/^[0-9a-f]{40}$/);
    expect(full.data.file_contents?.last_commit_message).toEqual(expect.any(String));
    const dir = await forge.getContentsExt(session, { owner: 'alice', repo: 'hello', filepath: '' });
    expect(dir.data.dir_contents?.length).toBeGreaterThan(0);
    expect(sandbox.calls.at(-1)?.path).toBe('/repos/alice/hello/contents-ext');
    const missing = await failure(
      forge.getContentsExt(session, { owner: 'alice', repo: 'hello', filepath: 'x/y' }),
    );
    expect(missing.kind).toBe('not-found');
  });

  it('returns several files in order with null for a missing one', async () => {
    const result = await forge.getFileContents(as('alice'), {
      owner: 'alice',
      repo: 'hello',
      files: ['docs/guide.md', 'missing.md', 'README.md'],
    });
    expect(result.data.map((entry) => entry?.path ?? null)).toEqual(['docs/guide.md', null, 'README.md']);
    const missingRepo = await failure(
      forge.getFileContents(as('alice'), { owner: 'alice', repo: 'nope', files: ['a'] }),
    );
    expect(missingRepo.kind).toBe('not-found');
  });
});

describe('operations 10-13 and 19: issues and pull requests', () => {
  it('makes an issue depend on another and answers the URL issue (201)', async () => {
    const result = await forge.addIssueDependency(
      as('alice'),
      { owner: 'alice', repo: 'hello', index: 2 },
      {
        owner: 'alice',
        repo: 'hello',
        index: 1,
      },
    );
    expect(result.status).toBe(201);
    expect(result.data.number).toBe(2);
  });

  it('reports a missing issue as not found and an archived repository as locked', async () => {
    const missing = await failure(
      forge.addIssueDependency(
        as('alice'),
        { owner: 'alice', repo: 'hello', index: 999 },
        {
          owner: 'alice',
          repo: 'hello',
          index: 1,
        },
      ),
    );
    expect(missing).toMatchObject({ kind: 'not-found', status: 404 });
    expect(missing.message).toMatch(/IsErrIssueNotExist|not exist/);
    const archived = await failure(
      forge.addIssueDependency(
        as('admin'),
        { owner: 'acme', repo: 'legacy', index: 1 },
        {
          owner: 'acme',
          repo: 'legacy',
          index: 1,
        },
      ),
    );
    expect(archived.kind).toBe('archived');
  });

  it('removes assignees, is forbidden without rights, and validates the list', async () => {
    const result = await forge.removeIssueAssignees(
      as('alice'),
      { owner: 'alice', repo: 'hello', index: 1 },
      {
        assignees: ['bob'],
      },
    );
    expect(result.data.assignees?.map((u) => u.login)).toEqual(['alice']);
    const forbidden = await failure(
      forge.removeIssueAssignees(
        as('carol'),
        { owner: 'alice', repo: 'hello', index: 1 },
        { assignees: ['alice'] },
      ),
    );
    expect(forbidden.kind).toBe('forbidden');
    const invalid = await failure(
      forge.removeIssueAssignees(as('alice'), { owner: 'alice', repo: 'hello', index: 1 }, { assignees: [] }),
    );
    expect(invalid.kind).toBe('validation');
    const missing = await failure(
      forge.removeIssueAssignees(
        as('alice'),
        { owner: 'alice', repo: 'hello', index: 999 },
        { assignees: ['a'] },
      ),
    );
    expect(missing.kind).toBe('not-found');
  });

  it('answers Gitea’s plain-text 404 when the assignees route is off, and the PATCH way works', async () => {
    sandbox.options.assigneesRoute = false;
    try {
      const error = await failure(
        forge.removeIssueAssignees(
          as('alice'),
          { owner: 'alice', repo: 'hello', index: 1 },
          { assignees: ['x'] },
        ),
      );
      expect(error).toMatchObject({ kind: 'not-found', status: 404, message: '404 page not found' });
      const patched = await forge.editIssue(
        as('alice'),
        { owner: 'alice', repo: 'hello', index: 2 },
        { assignees: ['alice'] },
      );
      expect(patched.status).toBe(201);
      expect(patched.data.assignees?.map((u) => u.login)).toEqual(['alice']);
    } finally {
      sandbox.options.assigneesRoute = true;
    }
  });

  it('filters, sorts and pages pull requests with X-Total-Count and Link', async () => {
    const page = await forge.listPullRequests(as('alice'), {
      owner: 'alice',
      repo: 'many-prs',
      page: 2,
      limit: 5,
    });
    expect(page.data).toHaveLength(5);
    expect(page.paging.totalCount).toBe(60);
    expect(page.paging.links).toEqual({ next: 3, last: 12, first: 1, prev: 1 });
    const clamped = await forge.listPullRequests(anonymous(), {
      owner: 'alice',
      repo: 'many-prs',
      limit: 500,
    });
    expect(clamped.data).toHaveLength(50);
    const byDefault = await forge.listPullRequests(anonymous(), { owner: 'alice', repo: 'many-prs' });
    expect(byDefault.data).toHaveLength(30);
    const open = await forge.listPullRequests(anonymous(), { owner: 'alice', repo: 'hello', state: 'open' });
    expect(open.data.every((pr) => pr.state === 'open')).toBe(true);
    const oldest = await forge.listPullRequests(anonymous(), {
      owner: 'alice',
      repo: 'hello',
      sort: 'oldest',
    });
    expect(oldest.data[0]?.number).toBe(3);
    const byBob = await forge.listPullRequests(anonymous(), { owner: 'alice', repo: 'hello', poster: 'bob' });
    expect(byBob.data.every((pr) => pr.user?.login === 'bob')).toBe(true);
    expect(sandbox.calls[0]?.query).toMatchObject({ page: '2', limit: '5' });
    const unknownPoster = await failure(
      forge.listPullRequests(anonymous(), { owner: 'alice', repo: 'hello', poster: 'nobody' }),
    );
    expect(unknownPoster).toMatchObject({ kind: 'validation', status: 400 });
    const missing = await failure(forge.listPullRequests(anonymous(), { owner: 'alice', repo: 'nope' }));
    expect(missing.kind).toBe('not-found');
  });

  it('creates a review (200) and rejects an own approval and a bodiless pending review', async () => {
    const review = await forge.createPullReview(
      as('bob'),
      { owner: 'alice', repo: 'hello', index: 3 },
      {
        event: 'APPROVED',
        body: 'looks good',
        comments: [{ path: 'README.md', body: 'nice', new_position: 1 }],
      },
    );
    expect(review.status).toBe(200);
    expect(review.data).toMatchObject({ state: 'APPROVED', user: { login: 'bob' } });
    const own = await failure(
      forge.createPullReview(as('alice'), { owner: 'alice', repo: 'hello', index: 3 }, { event: 'APPROVED' }),
    );
    expect(own).toMatchObject({ kind: 'validation', status: 422 });
    const pending = await failure(
      forge.createPullReview(as('bob'), { owner: 'alice', repo: 'hello', index: 3 }, { event: 'WHATEVER' }),
    );
    expect(pending.kind).toBe('validation');
    const missing = await failure(
      forge.createPullReview(
        as('bob'),
        { owner: 'alice', repo: 'hello', index: 999 },
        { event: 'COMMENT', body: 'x' },
      ),
    );
    expect(missing.kind).toBe('not-found');
  });

  it('lists a user’s tracked times with their issues, forbidden to others', async () => {
    const times = await forge.listUserTrackedTimes(as('alice'), {
      owner: 'alice',
      repo: 'hello',
      user: 'alice',
    });
    expect(times.data.length).toBeGreaterThan(0);
    expect(times.data[0]?.issue?.number).toBe(1);
    const forbidden = await failure(
      forge.listUserTrackedTimes(as('carol'), { owner: 'alice', repo: 'hello', user: 'alice' }),
    );
    expect(forbidden.kind).toBe('forbidden');
    const missing = await failure(
      forge.listUserTrackedTimes(as('alice'), { owner: 'alice', repo: 'hello', user: 'nobody' }),
    );
    expect(missing.kind).toBe('not-found');
  });
});

describe('operations 14-18 and 20', () => {
  it('creates a user hook (201) and validates its config', async () => {
    const hook = await forge.createUserHook(as('alice'), {
      type: 'gitea',
      config: { url: 'https://example.com/hook', content_type: 'json' },
      events: ['push'],
      active: true,
    });
    expect(hook.status).toBe(201);
    expect(hook.data.config.url).toBe('https://example.com/hook');
    const invalid = await failure(
      forge.createUserHook(as('alice'), { type: 'gitea', config: { content_type: 'json' } }),
    );
    expect(invalid).toMatchObject({ kind: 'validation', status: 422 });
    const anonymousHook = await failure(
      forge.createUserHook(anonymous(), {
        type: 'gitea',
        config: { url: 'https://e.com', content_type: 'json' },
      }),
    );
    expect(anonymousHook.kind).toBe('unauthenticated');
  });

  it('creates a release (201), conflicts on a taken tag, 404 for a missing repository', async () => {
    const release = await forge.createRelease(
      as('alice'),
      { owner: 'alice', repo: 'hello' },
      {
        tag_name: 'v9.9.9',
        name: 'Nine',
      },
    );
    expect(release.status).toBe(201);
    expect(release.data.tag_name).toBe('v9.9.9');
    const taken = await failure(
      forge.createRelease(as('alice'), { owner: 'alice', repo: 'hello' }, { tag_name: 'v1.0' }),
    );
    expect(taken.kind).toBe('conflict');
    const invalid = await failure(
      forge.createRelease(as('alice'), { owner: 'alice', repo: 'hello' }, { tag_name: '' }),
    );
    expect(invalid.kind).toBe('validation');
    const missing = await failure(
      forge.createRelease(as('alice'), { owner: 'alice', repo: 'nope' }, { tag_name: 'x' }),
    );
    expect(missing.kind).toBe('not-found');
  });

  it('lists packages with a token, filters by type and name, and needs a token', async () => {
    const all = await forge.listPackages(as('alice'), { owner: 'alice' });
    expect(all.data.length).toBeGreaterThanOrEqual(3);
    expect(all.paging.totalCount).toBe(all.data.length);
    const npm = await forge.listPackages(as('alice'), { owner: 'alice', type: 'npm', q: 'HELLO' });
    expect(npm.data.every((p) => p.type === 'npm' && p.name.includes('hello'))).toBe(true);
    expect((await failure(forge.listPackages(anonymous(), { owner: 'alice' }))).kind).toBe('unauthenticated');
    expect((await failure(forge.listPackages(as('alice'), { owner: 'nobody' }))).kind).toBe('not-found');
  });

  it('lists the viewer’s workflow jobs with a status filter and rejects an unknown status', async () => {
    const jobs = await forge.listWorkflowJobs(as('alice'), { status: ['success'], order: 'desc' });
    expect(jobs.data.jobs.length).toBeGreaterThan(0);
    expect(jobs.data.jobs.every((job) => job.conclusion === 'success' || job.status === 'success')).toBe(
      true,
    );
    expect(jobs.data.total_count).toBe(jobs.data.jobs.length);
    const invalid = await failure(forge.listWorkflowJobs(as('alice'), { status: ['exploded'] }));
    expect(invalid).toMatchObject({ kind: 'validation', status: 400 });
  });

  it('lists wiki revisions with the misspelt committer key', async () => {
    const revisions = await forge.listWikiRevisions(anonymous(), {
      owner: 'alice',
      repo: 'hello',
      pageName: 'Home',
    });
    expect(revisions.data.count).toBeGreaterThanOrEqual(3);
    expect(revisions.data.commits[0]?.commiter?.name).toEqual(expect.any(String));
    expect(revisions.paging.totalCount).toBe(revisions.data.count);
    const missing = await failure(
      forge.listWikiRevisions(anonymous(), { owner: 'alice', repo: 'hello', pageName: 'No-Such-Page' }),
    );
    expect(missing.kind).toBe('not-found');
  });

  it('lists an activity feed newest first with only-performed-by and date', async () => {
    const feed = await forge.listActivityFeeds(as('alice'), { username: 'alice', limit: 5 });
    expect(feed.data.length).toBeLessThanOrEqual(5);
    expect(feed.paging.totalCount).toBeGreaterThan(5);
    const own = await forge.listActivityFeeds(as('alice'), { username: 'alice', onlyPerformedBy: true });
    expect(own.data.every((a) => a.act_user?.login === 'alice')).toBe(true);
    expect(sandbox.calls.at(-1)?.query).toMatchObject({ 'only-performed-by': 'true' });
    expect((await failure(forge.listActivityFeeds(anonymous(), { username: 'nobody' }))).kind).toBe(
      'not-found',
    );
  });
});

describe('faults and garbage', () => {
  it('turns HTML, a bare string and truncated JSON into typed errors without crashing', async () => {
    const html = '<html><body><h1>502 Bad Gateway</h1></body></html>';
    sandbox.faults.injectStatus('GET /version', 502, {
      times: 1,
      raw: { text: html, contentType: 'text/html' },
    });
    expect(await failure(forge.getVersion(anonymous()))).toMatchObject({
      kind: 'unavailable',
      status: 502,
      message: 'forge answered HTTP 502',
    });
    sandbox.faults.injectStatus('GET /version', 200, {
      times: 1,
      raw: { text: '{"version": "1.2', contentType: 'application/json' },
    });
    const truncated = await failure(forge.getVersion(anonymous()));
    expect(truncated).toMatchObject({ kind: 'upstream', status: 200 });
    sandbox.faults.injectStatus('GET /version', 404, {
      times: 1,
      raw: { text: '404 page not found\n', contentType: 'text/plain' },
    });
    expect(await failure(forge.getVersion(anonymous()))).toMatchObject({
      kind: 'not-found',
      message: '404 page not found',
    });
    sandbox.faults.injectStatus('GET /version', 400, {
      times: 1,
      body: 'CrossRepositoryDependencies not enabled',
    });
    const bare = await failure(forge.getVersion(anonymous()));
    expect(bare).toMatchObject({ kind: 'validation', message: 'CrossRepositoryDependencies not enabled' });
  });

  it('retries a GET after a reset connection but never a write', async () => {
    const retrying = new ForgeClient({ baseUrl: sandbox.url, retries: 2 });
    try {
      sandbox.faults.resetConnection('GET /version', { times: 1 });
      expect((await forge.getVersion(retrying.session())).data.version).toEqual(expect.any(String));
      sandbox.clearCalls();
      sandbox.faults.resetConnection('POST /user/hooks', { times: 1, afterHandling: true });
      const error = await failure(
        forge.createUserHook(retrying.session({ authorization: 'token alice-token' }), {
          type: 'gitea',
          config: { url: 'https://example.com/once', content_type: 'json' },
        }),
      );
      expect(error.kind).toBe('network');
      expect(sandbox.calls.filter((c) => c.route === 'POST /user/hooks')).toHaveLength(1);
    } finally {
      await retrying.close();
    }
  });

  it('times out a slow call with a timeout error', async () => {
    const impatient = new ForgeClient({ baseUrl: sandbox.url, timeoutMs: 50, retries: 0 });
    try {
      sandbox.faults.setLatency('GET /version', 500);
      expect((await failure(forge.getVersion(impatient.session()))).kind).toBe('timeout');
    } finally {
      await impatient.close();
    }
  });

  it('never puts the caller’s credentials into an error', async () => {
    const session = client.session({ authorization: 'token super-secret-value' });
    const error = await failure(forge.getRepository(session, { owner: 'alice', repo: 'hello' }));
    expect(JSON.stringify({ ...error, message: error.message })).not.toContain('super-secret-value');
  });
});
