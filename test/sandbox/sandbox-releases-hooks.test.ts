import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox-client.js';

const sandbox = useSandbox();
const call = sandbox.call;

const hook = (over: Record<string, unknown> = {}) => ({
  type: 'gitea',
  config: { url: 'https://ci.example.com/hook', content_type: 'json', secret: 's3cret' },
  ...over,
});

describe('creating a user hook', () => {
  it('creates an inactive push hook by default and never returns the secret (201)', async () => {
    const { status, body } = await call('POST', '/user/hooks', 'alice', hook());
    expect(status).toBe(201);
    expect(body).toMatchObject({
      type: 'gitea',
      active: false,
      events: ['push'],
      branch_filter: '',
      config: { url: 'https://ci.example.com/hook', content_type: 'json' },
    });
    expect(body.config).not.toHaveProperty('secret');
    expect(sandbox.sb.store.hooks.at(-1)?.ownerId).toBe(2);
  });

  it('switches on a whole event family for `issues` and keeps other names', async () => {
    const { body } = await call(
      'POST',
      '/user/hooks',
      'alice',
      hook({ events: ['issues', 'release', 'x'], active: true }),
    );
    expect(body.active).toBe(true);
    expect(body.events).toEqual([
      'issues',
      'issue_assign',
      'issue_label',
      'issue_milestone',
      'issue_comment',
      'release',
    ]);
  });

  it('reports binding errors for a missing type or config', async () => {
    expect((await call('POST', '/user/hooks', 'alice', { config: {} })).body.message).toBe(
      '[Type]: Required',
    );
    expect((await call('POST', '/user/hooks', 'alice', { type: 'gitea' })).body.message).toBe(
      '[Config]: Required',
    );
  });

  it('rejects a missing url, a bad content type, a bad url and an unknown type (422)', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ config: { content_type: 'json' } }, 'Missing config option: url'],
      [{ config: { url: 'https://x.example.com' } }, 'Missing config option: content_type'],
      [{ config: { url: 'https://x.example.com', content_type: 'xml' } }, 'Invalid content type'],
      [{ config: { url: 'ftp://x.example.com', content_type: 'json' } }, 'Invalid url'],
      [{ type: 'carrier-pigeon' }, 'Invalid hook type: carrier-pigeon'],
    ];
    for (const [over, message] of cases) {
      expect(await call('POST', '/user/hooks', 'alice', hook(over))).toMatchObject({
        status: 422,
        body: { message },
      });
    }
  });

  it('checks the slack channel (422 missing, 400 invalid)', async () => {
    const config = { url: 'https://hooks.slack.example.com/x', content_type: 'json' };
    expect((await call('POST', '/user/hooks', 'alice', { type: 'slack', config })).status).toBe(422);
    const bad = await call('POST', '/user/hooks', 'alice', {
      type: 'slack',
      config: { ...config, channel: '#' },
    });
    expect(bad).toMatchObject({ status: 400, body: { message: 'Invalid slack channel name' } });
    const ok = await call('POST', '/user/hooks', 'alice', {
      type: 'slack',
      config: { ...config, channel: '#ci' },
    });
    expect(ok.body.config).toMatchObject({ channel: '#ci' });
  });

  it('needs a token (401)', async () => {
    expect((await call('POST', '/user/hooks', undefined, hook())).status).toBe(401);
  });
});

describe('creating a release', () => {
  it('creates the release and its tag at the default branch (201)', async () => {
    const { status, body } = await call('POST', '/repos/alice/hello/releases', 'bob', {
      tag_name: 'v1.1',
      name: 'Version 1.1',
      body: 'Notes',
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      tag_name: 'v1.1',
      target_commitish: 'main',
      name: 'Version 1.1',
      body: 'Notes',
      draft: false,
      author: { login: 'bob' },
      html_url: `${sandbox.sb.origin}/alice/hello/releases/tag/v1.1`,
      tarball_url: `${sandbox.sb.origin}/alice/hello/archive/v1.1.tar.gz`,
      assets: [],
    });
    const hello = sandbox.sb.store.repos[0];
    expect(hello?.git.tags.get('v1.1')).toBe(hello?.git.branches.get('main'));
    const list = await call('GET', '/repos/alice/hello/releases');
    expect(list.headers.get('x-total-count')).toBe('2');
    expect(list.body.map((r: { tag_name: string }) => r.tag_name)).toEqual(['v1.1', 'v1.0']);
  });

  it('answers 409 when a release already has the tag, and converts a tag-only record', async () => {
    expect(await call('POST', '/repos/alice/hello/releases', 'alice', { tag_name: 'v1.0' })).toMatchObject({
      status: 409,
      body: { message: 'Release is has no Tag' },
    });
    sandbox.sb.store.releases.push({
      id: 99,
      repoId: 1,
      tagName: 'v0.9',
      target: 'main',
      title: '',
      note: '',
      draft: false,
      prerelease: false,
      isTag: true,
      publisherId: 2,
      createdAt: new Date('2026-01-04T00:00:00Z'),
    });
    const converted = await call('POST', '/repos/alice/hello/releases', 'alice', {
      tag_name: 'v0.9',
      name: 'Old',
    });
    expect(converted).toMatchObject({ status: 201, body: { id: 99, name: 'Old', tag_name: 'v0.9' } });
  });

  it('hides drafts from readers of the list', async () => {
    await call('POST', '/repos/alice/hello/releases', 'alice', { tag_name: 'v2.0', draft: true });
    const tags = async (user?: string) =>
      (await call('GET', '/repos/alice/hello/releases?limit=50', user)).body.map(
        (r: { tag_name: string }) => r.tag_name,
      );
    expect(await tags('alice')).toContain('v2.0');
    expect(await tags('carol')).not.toContain('v2.0');
    expect(sandbox.sb.store.repos[0]?.git.tags.has('v2.0')).toBe(false);
  });

  it('reports permission, binding, target and repository-state errors', async () => {
    expect(await call('POST', '/repos/alice/hello/releases', 'carol', { tag_name: 'x' })).toMatchObject({
      status: 403,
      body: { message: 'user should have a permission to write to a repo' },
    });
    expect((await call('POST', '/repos/alice/hello/releases', 'alice', {})).body.message).toBe(
      '[TagName]: Required',
    );
    expect(
      await call('POST', '/repos/alice/hello/releases', 'alice', {
        tag_name: 'v3',
        target_commitish: 'nope',
      }),
    ).toMatchObject({
      status: 404,
      body: { message: 'target "nope" not found: object does not exist [id: nope, rel_path: ]' },
    });
    expect(await call('POST', '/repos/bob/empty/releases', 'bob', { tag_name: 'v1' })).toMatchObject({
      status: 422,
      body: { message: 'repo is empty' },
    });
    // Gitea has no archived guard on this route, so an archived repository fails with a 500
    expect((await call('POST', '/repos/acme/legacy/releases', 'alice', { tag_name: 'v1' })).status).toBe(500);
    expect((await call('POST', '/repos/alice/hello/releases', undefined, { tag_name: 'v1' })).status).toBe(
      401,
    );
  });
});
