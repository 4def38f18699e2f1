import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox-client.js';
import { refusesAt } from '../helpers/sandbox-requests.js';

const sandbox = useSandbox();
const call = sandbox.call;

const swagger = () => `${sandbox.sb.origin}/api/swagger`;

describe('supporting reads', () => {
  it('reports the version', async () => {
    expect(await call('GET', '/version')).toMatchObject({ status: 200, body: { version: '1.26.0-dev' } });
  });

  it('resolves organizations as users and blanks an org email for anonymous callers', async () => {
    expect((await call('GET', '/users/acme')).body).toMatchObject({ id: 5, login: 'acme' });
    const anonymous = await call('GET', '/orgs/acme');
    expect(anonymous.body).toMatchObject({
      id: 5,
      name: 'acme',
      username: 'acme',
      email: '',
      visibility: 'public',
    });
    expect((await call('GET', '/orgs/acme', 'bob')).body.email).toBe('contact@acme.example.com');
  });

  it('names a missing user or org the way Gitea does', async () => {
    expect(await call('GET', '/users/nobody')).toMatchObject({
      status: 404,
      body: { message: 'user redirect does not exist [name: nobody]', url: swagger() },
    });
    expect(await call('GET', '/orgs/nobody')).toMatchObject({
      status: 404,
      body: { message: 'GetOrgByName', errors: ['org does not exist [id: 0, name: nobody]'] },
    });
  });
});

describe('generating from a template', () => {
  const TEMPLATE = '/repos/acme/template/generate';

  it('creates the repository with the template content and owner permissions (201)', async () => {
    const { status, body } = await call('POST', TEMPLATE, 'alice', {
      owner: 'alice',
      name: 'from-template',
      description: 'Generated',
      git_content: true,
      topics: true,
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      full_name: 'alice/from-template',
      description: 'Generated',
      template: false,
      empty: false,
      default_branch: 'main',
      topics: ['template', 'typescript'],
      permissions: { admin: true, push: true, pull: true },
    });
    const files = await call('GET', '/repos/alice/from-template/contents', 'alice');
    expect(files.body.map((f: { path: string }) => f.path)).toEqual([
      '.gitea',
      '.gitignore',
      'README.md',
      'src',
    ]);
  });

  it('answers 409 for a name that already exists', async () => {
    const res = await call('POST', TEMPLATE, 'alice', {
      owner: 'alice',
      name: 'from-template',
      git_content: true,
    });
    expect(res).toMatchObject({
      status: 409,
      body: { message: 'The repository with the same name already exists.', url: swagger() },
    });
  });

  // biome-ignore format: a table, one row a line
  it.each([
    ['refuses a repository that is not a template (422)', '/repos/alice/hello/generate', 'alice', { owner: 'alice', name: 'x', labels: true }, 422, 'this is not a template repo'],
    ['needs at least one template item (422)', TEMPLATE, 'alice', { owner: 'alice', name: 'nothing' }, 422, 'must select at least one template item'],
    ['forbids generating for another user unless site admin (403)', TEMPLATE, 'bob', { owner: 'alice', name: 'x', git_content: true }, 403, 'Only admin can generate repository for other user.'],
    ['needs a token (401)', TEMPLATE, undefined, { owner: 'alice', name: 'x' }, 401, 'token is required'],
  ])('%s', async (_title, path, user, body, status, message) => {
    expect(await call('POST', path, user, body)).toMatchObject({ status, body: { message } });
  });

  it('reports binding errors with the Go field name', async () => {
    const res = await call('POST', TEMPLATE, 'alice', {
      owner: 'alice',
      git_content: true,
    });
    expect(res).toMatchObject({ status: 422, body: { message: '[Name]: Required' } });
    const bad = await call('POST', TEMPLATE, 'alice', { owner: 'alice', name: 'a b' });
    expect(bad.body.message).toBe('[Name]: AlphaDashDot');
  });

  it('answers an unknown owner with the `error` key', async () => {
    const res = await call('POST', TEMPLATE, 'alice', {
      owner: 'nobody',
      name: 'x',
      git_content: true,
    });
    expect(res).toEqual(
      expect.objectContaining({ status: 404, body: { error: 'request owner `nobody` does not exist' } }),
    );
  });
});

describe('creating an organization repository', () => {
  it('creates an initialised repository for an org owner (201)', async () => {
    const res = await call('POST', '/orgs/acme/repos', 'alice', {
      name: 'service',
      description: 'A new service',
      auto_init: true,
      issue_labels: 'Default',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ full_name: 'acme/service', owner: { login: 'acme' }, empty: false });
    const readme = await call('GET', '/repos/acme/service/contents/README.md', 'alice');
    expect(Buffer.from(readme.body.content, 'base64').toString()).toBe('# service\n\nA new service\n');
  });

  it('forbids members of teams that cannot create repositories (403)', async () => {
    const res = await call('POST', '/orgs/acme/repos', 'bob', { name: 'nope' });
    expect(res).toMatchObject({
      status: 403,
      body: { message: 'Given user is not allowed to create repository in organization.' },
    });
  });

  it('answers 409 for a duplicate and 404 for a missing org', async () => {
    expect((await call('POST', '/orgs/acme/repos', 'alice', { name: 'template' })).status).toBe(409);
    expect(await call('POST', '/orgs/nobody/repos', 'alice', { name: 'x' })).toMatchObject({
      status: 404,
      body: { message: 'GetOrgByName', errors: ['org does not exist [id: 0, name: nobody]'] },
    });
  });

  it('rejects a reserved name (422) and an unknown readme template (400)', async () => {
    expect((await call('POST', '/orgs/acme/repos', 'alice', { name: 'x.git' })).body.message).toBe(
      'name pattern is not allowed [pattern: *.git]',
    );
    const readme = await call('POST', '/orgs/acme/repos', 'alice', {
      name: 'y',
      auto_init: true,
      readme: 'Fancy',
    });
    expect(readme).toMatchObject({
      status: 400,
      body: { message: 'readme template does not exist, available templates: [Default]' },
    });
  });

  it('reports malformed JSON as 422', async () => {
    const res = await fetch(`${sandbox.sb.url}/orgs/acme/repos`, {
      method: 'POST',
      headers: { Authorization: 'token alice-token', 'Content-Type': 'application/json' },
      body: '{"name":',
    });
    expect(res.status).toBe(422);
    expect((await res.json()).message).toMatch(/^\[\]: /);
  });
});

describe('transferring a repository', () => {
  it('moves a repository at once to an org the caller may create in (202) and redirects the old path', async () => {
    const res = await call('POST', '/repos/alice/from-template/transfer', 'alice', { new_owner: 'acme' });
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ full_name: 'acme/from-template', permissions: { admin: true } });
    const old = await fetch(`${sandbox.sb.url}/repos/alice/from-template?x=1`, { redirect: 'manual' });
    expect(old.status).toBe(301);
    expect(old.headers.get('location')).toBe('/api/v1/repos/acme/from-template?x=1');
    expect((await call('GET', '/repos/alice/from-template')).body.full_name).toBe('acme/from-template');
  });

  it('leaves a transfer to another user pending (201) until the recipient accepts (202)', async () => {
    const pending = await call('POST', '/repos/alice/hello/transfer', 'alice', { new_owner: 'bob' });
    expect(pending.status).toBe(201);
    expect(pending.body.repo_transfer).toMatchObject({
      doer: { login: 'alice' },
      recipient: { login: 'bob' },
      teams: [],
    });
    expect((await call('GET', '/repos/alice/hello')).body.repo_transfer.recipient.login).toBe('bob');
    expect(await call('POST', '/repos/alice/hello/transfer', 'alice', { new_owner: 'carol' })).toMatchObject({
      status: 409,
      body: { message: 'repository is already being transferred [uname: alice, name: hello]' },
    });
    expect((await call('POST', '/repos/alice/hello/transfer/accept', 'carol')).status).toBe(403);
    const accepted = await call('POST', '/repos/alice/hello/transfer/accept', 'bob');
    expect(accepted.status).toBe(202);
    expect(accepted.body).toMatchObject({ full_name: 'bob/hello', owner: { login: 'bob' } });
    expect(accepted.body.repo_transfer).toBeUndefined();
  });

  it('lets the recipient reject (200) and keeps the repository where it was', async () => {
    expect((await call('POST', '/repos/alice/secret/transfer', 'alice', { new_owner: 'carol' })).status).toBe(
      201,
    );
    // the recipient became a read collaborator so that they can see the private repository
    expect((await call('GET', '/repos/alice/secret', 'carol')).status).toBe(200);
    const rejected = await call('POST', '/repos/alice/secret/transfer/reject', 'carol');
    expect(rejected.status).toBe(200);
    expect(rejected.body.full_name).toBe('alice/secret');
    expect(await call('POST', '/repos/alice/secret/transfer/reject', 'carol')).toMatchObject({
      status: 404,
      body: { message: "repository doesn't have a pending transfer [repo_id: 3]" },
    });
  });

  it('reports the documented errors', async () => {
    await refusesAt(sandbox, 'POST', '/repos/alice/many-prs/transfer', [
      [403, 'bob', { new_owner: 'bob' }, 'user should be the owner of the repo'],
      [404, 'alice', { new_owner: 'nobody' }, 'The new owner does not exist or cannot be found'],
      [422, 'alice', { new_owner: 'alice' }, 'repository already exists [uname: alice, name: many-prs]'],
      [
        422,
        'alice',
        { new_owner: 'bob', team_ids: [1] },
        'Teams can only be added to organization-owned repositories',
      ],
    ]);
  });
});
