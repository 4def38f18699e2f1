// The sandbox's repository social, metadata and edit routes at the HTTP level, for the statuses and
// bodies the gateway tests do not reach: Gitea's middleware order, its error bodies, its paging
// headers and its quirks (routers/api/v1/api.go and the handlers each route cites).

import { describe, expect, it } from 'vitest';
import { isStarring, socialOf, starCount, watcherCount } from '../../../src/sandbox/model/social.js';
import { useSandbox } from '../../helpers/sandbox-client.js';

const sandbox = useSandbox();
const call = sandbox.call;
const store = () => sandbox.sb.store;
const repoNamed = (name: string, owner?: string) =>
  store().repos.find(
    (r) => r.name === name && (owner === undefined || store().user(r.ownerId).login === owner),
  );

describe('stars', () => {
  it('lists stargazers with X-Total-Count and no Link header (SetTotalCountHeader only)', async () => {
    const { status, body, headers } = await call('GET', '/repos/alice/hello/stargazers?limit=1');
    expect(status).toBe(200);
    expect(body.map((u: { login: string }) => u.login)).toEqual(['bob']);
    expect(headers.get('x-total-count')).toBe('2');
    expect(headers.get('link')).toBeNull();
  });

  it('answers 401 before 404 on /user/starred routes for an anonymous caller (reqToken on the group)', async () => {
    expect((await call('PUT', '/user/starred/alice/secret')).status).toBe(401);
    expect((await call('GET', '/user/starred/alice/hello')).body).toMatchObject({
      message: 'token is required',
    });
  });

  it('checks, adds and removes a star with 204s, idempotently, and keeps the counts', async () => {
    expect((await call('GET', '/user/starred/alice/hello', 'carol')).status).toBe(204);
    expect((await call('GET', '/user/starred/alice/hello', 'alice')).body).toMatchObject({
      message: 'not found',
      errors: null,
    });
    expect((await call('PUT', '/user/starred/bob/empty', 'alice')).status).toBe(204);
    expect((await call('PUT', '/user/starred/bob/empty', 'alice')).status).toBe(204);
    const empty = repoNamed('empty');
    expect(empty && starCount(store(), empty.id)).toBe(1);
    expect((await call('GET', '/repos/bob/empty', 'alice')).body.stars_count).toBe(1);
    expect((await call('GET', '/users/alice', 'bob')).body.starred_repos_count).toBe(2);
    expect((await call('DELETE', '/user/starred/bob/empty', 'alice')).status).toBe(204);
    expect((await call('DELETE', '/user/starred/bob/empty', 'alice')).status).toBe(204);
    expect(empty && isStarring(store(), 2, empty.id)).toBe(false);
  });

  it('hides private starred repositories from others while X-Total-Count still counts them', async () => {
    const secret = repoNamed('secret');
    if (!secret) throw new Error('no alice/secret');
    expect((await call('PUT', '/user/starred/alice/secret', 'alice')).status).toBe(204);
    const others = await call('GET', '/users/alice/starred', 'bob');
    expect(others.body.map((r: { full_name: string }) => r.full_name)).toEqual(['acme/template']);
    expect(others.headers.get('x-total-count')).toBe('2');
    const own = await call('GET', '/users/alice/starred', 'alice');
    expect(own.body.map((r: { full_name: string }) => r.full_name)).toEqual([
      'alice/secret',
      'acme/template',
    ]);
    expect((await call('GET', '/user/starred', 'alice')).body).toHaveLength(2);
    await call('DELETE', '/user/starred/alice/secret', 'alice');
  });

  it('renders starred repositories with the starring user’s permission, not the caller’s', async () => {
    const { body } = await call('GET', '/users/bob/starred', 'alice');
    expect(body[0]).toMatchObject({
      full_name: 'alice/hello',
      permissions: { admin: false, push: true, pull: true },
    });
  });

  it('answers 401 to an anonymous caller and 404 for an unknown user on /users/{username}/starred', async () => {
    expect((await call('GET', '/users/bob/starred')).status).toBe(401);
    expect((await call('GET', '/users/nobody/starred', 'alice')).body).toMatchObject({
      message: 'user redirect does not exist [name: nobody]',
    });
  });
});

describe('watches', () => {
  it('answers WatchInfo with the repository’s creation time and a null reason', async () => {
    const { status, body } = await call('GET', '/repos/alice/hello/subscription', 'bob');
    expect(status).toBe(200);
    expect(body).toEqual({
      subscribed: true,
      ignored: false,
      reason: null,
      created_at: '2026-01-01T01:00:00Z',
      url: `${sandbox.sb.url}/repos/alice/hello/subscription`,
      repository_url: `${sandbox.sb.url}/repos/alice/hello`,
    });
  });

  it('answers 404 to a caller who does not watch, and 401 to an anonymous one (the /subscription group runs reqToken in routers/api/v1/api.go)', async () => {
    expect((await call('GET', '/repos/alice/hello/subscription', 'carol')).status).toBe(404);
    const anonymous = await call('GET', '/repos/alice/hello/subscription');
    expect([anonymous.status, anonymous.body.message]).toEqual([401, 'token is required']);
    expect((await call('PUT', '/repos/alice/hello/subscription')).status).toBe(401);
  });

  it('watches with 200, unwatches with 204, and counts only real watchers', async () => {
    const hello = repoNamed('hello');
    if (!hello) throw new Error('no alice/hello');
    expect((await call('PUT', '/repos/alice/hello/subscription', 'carol')).status).toBe(200);
    expect(watcherCount(store(), hello.id)).toBe(3);
    expect((await call('DELETE', '/repos/alice/hello/subscription', 'carol')).status).toBe(204);
    expect(watcherCount(store(), hello.id)).toBe(2);
    const list = await call('GET', '/repos/alice/hello/subscribers');
    expect(list.headers.get('x-total-count')).toBe('2');
  });

  it('turns an automatic watch into an explicit "don’t" on unwatch, which is no watcher', async () => {
    const hello = repoNamed('hello');
    if (!hello) throw new Error('no alice/hello');
    socialOf(store()).watches.push({
      id: 900,
      userId: 4,
      repoId: hello.id,
      mode: 'auto',
      createdAt: new Date(),
    });
    expect(watcherCount(store(), hello.id)).toBe(3);
    await call('DELETE', '/repos/alice/hello/subscription', 'carol');
    expect(socialOf(store()).watches.find((w) => w.id === 900)?.mode).toBe('dont');
    expect(watcherCount(store(), hello.id)).toBe(2);
    expect((await call('GET', '/repos/alice/hello/subscription', 'carol')).status).toBe(404);
  });
});

describe('topics', () => {
  it('lists topics by name with X-Total-Count', async () => {
    const { body, headers } = await call('GET', '/repos/acme/template/topics?limit=1');
    expect(body).toEqual({ topics: ['template'] });
    expect(headers.get('x-total-count')).toBe('2');
  });

  it('answers 422 with the invalid topics, or with null ones past 25', async () => {
    expect(
      (await call('PUT', '/repos/alice/hello/topics', 'alice', { topics: ['ok', 'Not OK!'] })).body,
    ).toEqual({
      invalidTopics: ['not ok!'],
      message: 'Topic names are invalid',
    });
    const many = Array.from({ length: 26 }, (_, i) => `t${i}`);
    const refused = await call('PUT', '/repos/alice/hello/topics', 'alice', { topics: many });
    expect(refused).toMatchObject({
      status: 422,
      body: { invalidTopics: null, message: 'Exceeding maximum number of topics per repo' },
    });
  });

  it('answers 401 to anonymous callers and 403 to writers who are not admins', async () => {
    expect((await call('PUT', '/repos/alice/hello/topics', undefined, { topics: [] })).status).toBe(401);
    expect((await call('PUT', '/repos/alice/hello/topics', 'bob', { topics: [] })).status).toBe(403);
  });
});

describe('languages, collaborators and assignees', () => {
  it('answers languages as a map of bytes, {} for an empty repository', async () => {
    expect((await call('GET', '/repos/alice/hello/languages')).body).toEqual({ TypeScript: 106 });
    expect((await call('GET', '/repos/bob/empty/languages')).body).toEqual({});
  });

  it('counts data and prose languages only when they are the only language', async () => {
    const { createGitRepo } = await import('../../../src/sandbox/git/repository.js');
    const { newRepo } = await import('../../../src/sandbox/model/repos.js');
    const { languageStats } = await import('../../../src/sandbox/git/languages.js');
    const mixed = newRepo(store(), {
      ownerId: 3,
      name: 'mixed',
      git: createGitRepo({
        files: {
          'app.ts': 'let a = 1;\n',
          'style.css': 'a{}\n',
          'data.json': '{}\n',
          'notes.md': '# n\n',
          'node_modules/x.js': 'x\n',
          '.eslintrc.js': 'x\n',
        },
      }),
    });
    expect(languageStats(mixed)).toEqual({ TypeScript: 11, CSS: 4 });
    const data = newRepo(store(), {
      ownerId: 3,
      name: 'data-only',
      git: createGitRepo({ files: { 'a.json': '[]\n' } }),
    });
    expect((await call('GET', '/repos/bob/data-only/languages')).body).toEqual({ JSON: 3 });
    expect(data.name).toBe('data-only');
  });

  it('answers collaborators and assignees only to signed-in callers (reqToken)', async () => {
    expect((await call('GET', '/repos/alice/hello/collaborators')).status).toBe(401);
    expect((await call('GET', '/repos/alice/hello/assignees')).status).toBe(401);
    const collaborators = await call('GET', '/repos/alice/hello/collaborators', 'carol');
    expect(collaborators.headers.get('x-total-count')).toBe('1');
    const assignees = await call('GET', '/repos/alice/hello/assignees', 'carol');
    expect(assignees.headers.get('x-total-count')).toBeNull();
    expect(assignees.body.map((u: { login: string }) => u.login)).toEqual(['alice', 'bob']);
  });
});

describe('single releases', () => {
  it('answers the latest, by tag and by id, and 404 for tags without a release', async () => {
    expect((await call('GET', '/repos/acme/template/releases/latest')).body.tag_name).toBe('v0.9');
    expect((await call('GET', '/repos/acme/template/releases/tags/v0.10-rc.1')).body.id).toBe(3);
    // a draft is its writers' only: a 404 to anyone else
    expect((await call('GET', '/repos/acme/template/releases/4', 'bob')).body.draft).toBe(true);
    expect((await call('GET', '/repos/acme/template/releases/4')).status).toBe(404);
    expect((await call('GET', '/repos/acme/template/releases/tags/nope')).status).toBe(404);
    expect((await call('GET', '/repos/acme/template/releases/abc')).status).toBe(404);
    expect((await call('GET', '/repos/alice/many-prs/releases/latest')).status).toBe(404);
  });

  it('answers 403 to readers who edit or delete a release', async () => {
    expect((await call('PATCH', '/repos/acme/template/releases/2', 'carol', { name: 'x' })).status).toBe(403);
    expect((await call('DELETE', '/repos/acme/template/releases/2', 'carol')).status).toBe(403);
    expect((await call('DELETE', '/repos/acme/template/releases/2')).status).toBe(401);
  });

  it('leaves fields sent as empty strings as they were', async () => {
    const { body } = await call('PATCH', '/repos/acme/template/releases/3', 'alice', {
      name: '',
      body: 'New notes',
    });
    expect(body).toMatchObject({ name: 'v0.10-rc.1', body: 'New notes' });
  });

  it('answers 500 for an edit that would tag an unknown target', async () => {
    const { status } = await call('PATCH', '/repos/acme/template/releases/4', 'alice', {
      draft: false,
      target_commitish: 'no-such-branch',
    });
    expect(status).toBe(500);
  });

  it('removes a deleted draft entirely', async () => {
    expect((await call('DELETE', '/repos/acme/template/releases/4', 'alice')).status).toBe(204);
    expect(store().releases.some((r) => r.id === 4)).toBe(false);
  });
});

describe('repository create, edit and delete', () => {
  it('creates a repository for the caller with 201 and refuses its name twice with 409', async () => {
    expect((await call('POST', '/user/repos', undefined, { name: 'x' })).status).toBe(401);
    const created = await call('POST', '/user/repos', 'carol', { name: 'diary', auto_init: true });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ full_name: 'carol/diary', empty: false, watchers_count: 1 });
    expect((await call('POST', '/user/repos', 'carol', { name: 'diary' })).status).toBe(409);
    expect(
      (await call('POST', '/user/repos', 'carol', { name: 'x', auto_init: true, readme: 'Fancy' })).status,
    ).toBe(400);
    expect((await call('POST', '/user/repos', 'carol', { name: 'bad name' })).body).toEqual({
      message: '[Name]: AlphaDashDot',
      url: expect.any(String),
    });
  });

  it('edits with 200, ignores a default branch that does not exist, and redirects a renamed path', async () => {
    const edited = await call('PATCH', '/repos/carol/diary', 'carol', {
      default_branch: 'nope',
      name: 'journal',
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ full_name: 'carol/journal', default_branch: 'main' });
    const moved = await fetch(`${sandbox.sb.url}/repos/carol/diary`, { redirect: 'manual' });
    expect(moved.status).toBe(301);
    expect((await call('PATCH', '/repos/carol/journal', 'bob', { description: 'x' })).status).toBe(403);
    expect((await call('PATCH', '/repos/carol/journal', undefined, { description: 'x' })).status).toBe(401);
  });

  it('deletes with 204 for the owner only, taking stars and watches along', async () => {
    const journal = repoNamed('journal', 'carol');
    if (!journal) throw new Error('no carol/journal');
    await call('PUT', '/user/starred/carol/journal', 'bob');
    expect((await call('DELETE', '/repos/carol/journal', 'bob')).body).toMatchObject({
      message: 'user should be the owner of the repo',
    });
    expect((await call('DELETE', '/repos/carol/journal', 'carol')).status).toBe(204);
    expect(socialOf(store()).stars.some((s) => s.repoId === journal.id)).toBe(false);
    expect(socialOf(store()).watches.some((w) => w.repoId === journal.id)).toBe(false);
    expect((await call('GET', '/repos/carol/journal', 'carol')).status).toBe(404);
    expect((await call('GET', '/repos/carol/diary', 'carol')).status).toBe(404);
  });
});
