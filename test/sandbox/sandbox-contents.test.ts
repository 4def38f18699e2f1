import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox-client.js';

const sandbox = useSandbox();
const call = sandbox.call;

/** what `git hash-object` prints for this content */
const gitBlobSha = (content: string) =>
  createHash('sha1')
    .update(`blob ${Buffer.byteLength(content)}\0${content}`)
    .digest('hex');
const b64 = (text: string) => Buffer.from(text).toString('base64');
const readme = '# hello\n\nA tiny TypeScript project that greets the world.\n\nSee docs/guide.md.\n';

describe('listing the root directory', () => {
  it('lists the root entries with last-commit data and no content', async () => {
    const { status, body } = await call('GET', '/repos/alice/hello/contents');
    expect(status).toBe(200);
    expect(body.map((e: { name: string; type: string }) => [e.name, e.type])).toEqual([
      ['README.md', 'file'],
      ['docs', 'dir'],
      ['src', 'dir'],
    ]);
    const [readmeEntry, , src] = body;
    expect(readmeEntry).toMatchObject({
      sha: gitBlobSha(readme),
      size: Buffer.byteLength(readme),
      content: null,
      encoding: null,
      url: `${sandbox.sb.url}/repos/alice/hello/contents/README.md?ref=main`,
      html_url: `${sandbox.sb.origin}/alice/hello/src/branch/main/README.md`,
      download_url: `${sandbox.sb.origin}/alice/hello/raw/branch/main/README.md`,
      last_committer_date: '2026-01-02T10:00:00Z',
    });
    expect(src.last_committer_date).toBe('2026-01-01T10:00:00Z');
    expect(src.last_commit_sha).not.toBe(readmeEntry.last_commit_sha);
  });

  it('reads at a tag and answers 404 for a bad ref, a short sha or an empty repository', async () => {
    const tagged = await call('GET', '/repos/alice/hello/contents?ref=v1.0');
    expect(tagged.body[0].html_url).toBe(`${sandbox.sb.origin}/alice/hello/src/tag/v1.0/README.md`);
    expect(await call('GET', '/repos/alice/hello/contents?ref=nope')).toMatchObject({
      status: 404,
      body: { message: 'not found', errors: ['object does not exist [id: nope, rel_path: ]'] },
    });
    const sha = tagged.body[0].last_commit_sha as string;
    expect((await call('GET', `/repos/alice/hello/contents?ref=${sha}`)).status).toBe(200);
    expect((await call('GET', `/repos/alice/hello/contents?ref=${sha.slice(0, 8)}`)).status).toBe(404);
    expect((await call('GET', '/repos/bob/empty/contents')).status).toBe(404);
  });
});

describe('reading one entry', () => {
  it('returns a file as an object with base64 content', async () => {
    const { status, body } = await call('GET', '/repos/alice/hello/contents/README.md');
    expect(status).toBe(200);
    expect(body).toMatchObject({ type: 'file', encoding: 'base64', content: b64(readme), path: 'README.md' });
  });

  it('returns a directory as an array without content', async () => {
    const { body } = await call('GET', '/repos/alice/hello/contents/src');
    expect(body).toEqual([expect.objectContaining({ path: 'src/main.ts', content: null })]);
  });

  it('answers a missing path with ErrNF GetContentsOrList', async () => {
    const res = await call('GET', '/repos/alice/hello/contents/missing.txt');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('GetContentsOrList');
    expect(res.body.errors[0]).toMatch(/^object does not exist \[id: [0-9a-f]{40}, rel_path: missing.txt\]$/);
  });
});

describe('reading extended contents', () => {
  it('lists the root as dir_contents with metadata only by default', async () => {
    const { status, body } = await call('GET', '/repos/alice/hello/contents-ext');
    expect(status).toBe(200);
    expect(Object.keys(body)).toEqual(['dir_contents']);
    expect(body.dir_contents[0]).not.toHaveProperty('last_commit_sha');
    expect((await call('GET', '/repos/alice/hello/contents-ext/.')).body.dir_contents).toHaveLength(3);
  });

  it('adds content, commit metadata and the message only when included', async () => {
    const plain = await call('GET', '/repos/alice/hello/contents-ext/README.md');
    expect(plain.body.file_contents).toMatchObject({ content: null });
    const full = await call(
      'GET',
      '/repos/alice/hello/contents-ext/README.md?includes=file_content,commit_metadata,commit_message',
    );
    expect(Object.keys(full.body)).toEqual(['file_contents']);
    expect(full.body.file_contents).toMatchObject({
      content: b64(readme),
      last_commit_message: 'Update README\n',
      last_author_date: '2026-01-02T10:00:00Z',
    });
    const dir = await call('GET', '/repos/alice/hello/contents-ext/src?includes=file_content');
    expect(dir.body.dir_contents[0].content).toBeNull();
  });

  it('rejects an unknown include option with 400', async () => {
    expect(
      await call('GET', '/repos/alice/hello/contents-ext/README.md?includes=file_content,bogus'),
    ).toMatchObject({
      status: 400,
      body: { message: 'unknown include option "bogus"' },
    });
  });

  it('is a plain-text 404 when switched off, like Gitea before 1.25', async () => {
    sandbox.sb.options.contentsExt = false;
    try {
      const res = await call('GET', '/repos/alice/hello/contents-ext/README.md');
      expect(res).toMatchObject({ status: 404, text: '404 page not found\n' });
      expect((await call('GET', '/version')).body.version).toBe('1.24.6');
    } finally {
      sandbox.sb.options.contentsExt = true;
    }
  });
});

describe('reading several files at once', () => {
  it('returns entries in request order with null for missing paths', async () => {
    const body = encodeURIComponent(
      JSON.stringify({ files: ['src/main.ts', 'nope.md', 'README.md', 'docs'] }),
    );
    const res = await call('GET', `/repos/alice/hello/file-contents?body=${body}`);
    expect(res.status).toBe(200);
    expect(res.body.map((e: { path: string } | null) => e?.path ?? null)).toEqual([
      'src/main.ts',
      null,
      'README.md',
      'docs',
    ]);
    expect(res.body[2]).toMatchObject({ content: b64(readme), last_committer_date: '2026-01-02T10:00:00Z' });
  });

  it('stops after 30 entries', async () => {
    const files = Array.from({ length: 35 }, () => 'README.md');
    const res = await call('POST', '/repos/alice/hello/file-contents', 'alice', { files });
    expect(res.body).toHaveLength(30);
  });

  it('rejects a missing or invalid body parameter with 400', async () => {
    for (const query of ['', '?body=nope', `?body=${encodeURIComponent('{"files":"README.md"}')}`]) {
      expect(await call('GET', `/repos/alice/hello/file-contents${query}`)).toMatchObject({
        status: 400,
        body: { message: 'invalid body parameter' },
      });
    }
  });

  it('binds the POST twin and needs a non-empty list', async () => {
    expect(await call('POST', '/repos/alice/hello/file-contents', 'alice', { files: [] })).toMatchObject({
      status: 422,
      body: { message: '[Files]: Required' },
    });
  });
});

describe('changing files in one commit', () => {
  it('applies create, update and delete as one commit with Gitea’s default message (201)', async () => {
    const sha = gitBlobSha(readme);
    const res = await call('POST', '/repos/alice/hello/contents', 'bob', {
      files: [
        { operation: 'create', path: 'notes/new.txt', content: b64('new\n') },
        { operation: 'update', path: 'README.md', content: b64('# hello\n'), sha },
        { operation: 'delete', path: 'docs/guide.md' },
      ],
    });
    expect(res.status).toBe(201);
    expect(res.body.files).toHaveLength(3);
    expect(res.body.files[0]).toMatchObject({
      path: 'notes/new.txt',
      content: b64('new\n'),
      sha: gitBlobSha('new\n'),
    });
    expect(res.body.files[2]).toBeNull();
    expect(res.body.commit).toMatchObject({
      message: 'Add notes/new.txt\nUpdate README.md\nDelete docs/guide.md\n',
      author: { name: 'Bob Brown', email: 'bob@example.com' },
      html_url: `${sandbox.sb.origin}/alice/hello/commit/${res.body.commit.sha}`,
    });
    expect(res.body.files[0].last_commit_sha).toBe(res.body.commit.sha);
    expect(res.body.verification.verified).toBe(false);
    expect(sandbox.sb.store.repos[0]?.git.branches.get('main')).toBe(res.body.commit.sha);
  });

  it('rejects a stale sha with 422', async () => {
    const stale = gitBlobSha(readme);
    const res = await call('POST', '/repos/alice/hello/contents', 'alice', {
      files: [{ operation: 'update', path: 'README.md', content: b64('x'), sha: stale }],
    });
    expect(res).toMatchObject({
      status: 422,
      body: { message: `sha does not match [given: ${stale}, expected: ${gitBlobSha('# hello\n')}]` },
    });
  });

  it('rejects creating an existing file (422) and a missing branch (404)', async () => {
    const exists = await call('POST', '/repos/alice/hello/contents', 'alice', {
      files: [{ operation: 'create', path: 'README.md', content: b64('x') }],
    });
    expect(exists.body.message).toBe('repository file already exists [path: README.md]');
    const branch = await call('POST', '/repos/alice/hello/contents', 'alice', {
      branch: 'nope',
      files: [{ operation: 'create', path: 'a.txt', content: b64('x') }],
    });
    expect(branch).toMatchObject({
      status: 404,
      body: { message: 'branch does not exist [repo_id: 1 name: nope]' },
    });
  });

  it('refuses an archived repository with 423 before asking for a token', async () => {
    const body = { files: [{ operation: 'create', path: 'a.txt', content: b64('x') }] };
    for (const user of ['alice', undefined]) {
      expect(await call('POST', '/repos/acme/legacy/contents', user, body)).toMatchObject({
        status: 423,
        body: { message: 'acme/legacy is not allowed to edit' },
      });
    }
  });

  it('needs a token, binding and write access to the branch', async () => {
    const body = { files: [{ operation: 'create', path: 'a.txt', content: b64('x') }] };
    expect((await call('POST', '/repos/alice/hello/contents', undefined, body)).status).toBe(401);
    expect((await call('POST', '/repos/alice/hello/contents', 'alice', {})).body.message).toBe(
      '[Files]: Required',
    );
    expect(
      (await call('POST', '/repos/alice/hello/contents', 'alice', { files: [{ operation: 'create' }] })).body
        .message,
    ).toBe('[Path]: Required');
    expect(await call('POST', '/repos/alice/hello/contents', 'carol', body)).toMatchObject({
      status: 403,
      body: { message: 'user should have a permission to write to the target branch' },
    });
  });

  it('answers an unknown operation with an empty 500', async () => {
    const res = await call('POST', '/repos/alice/hello/contents', 'alice', {
      files: [{ operation: 'chmod', path: 'README.md' }],
    });
    expect(res).toMatchObject({ status: 500, body: { message: '' } });
  });

  it('commits to a new branch, and makes an empty repository non-empty', async () => {
    const before = sandbox.sb.store.repos[0]?.git.branches.get('main');
    const res = await call('POST', '/repos/alice/hello/contents', 'alice', {
      new_branch: 'topic',
      message: 'On a topic',
      files: [{ operation: 'upload', path: 'topic.txt', content: b64('t') }],
    });
    expect(res.status).toBe(201);
    expect(res.body.files[0].url).toBe(`${sandbox.sb.url}/repos/alice/hello/contents/topic.txt?ref=topic`);
    expect(sandbox.sb.store.repos[0]?.git.branches.get('main')).toBe(before);
    const empty = await call('POST', '/repos/bob/empty/contents', 'bob', {
      branch: 'trunk',
      files: [{ operation: 'create', path: 'README.md', content: b64('# empty\n') }],
    });
    expect(empty.status).toBe(201);
    expect((await call('GET', '/repos/bob/empty')).body).toMatchObject({
      empty: false,
      default_branch: 'trunk',
    });
  });
});

describe('deleting one file', () => {
  it('deletes with the right sha and answers 200 with content null', async () => {
    const current = (await call('GET', '/repos/alice/hello/contents/src/main.ts')).body.sha;
    const res = await call('DELETE', '/repos/alice/hello/contents/src/main.ts', 'alice', { sha: current });
    expect(res.status).toBe(200);
    expect(res.body.content).toBeNull();
    expect(res.body.commit.message).toBe('Delete src/main.ts\n');
    expect((await call('GET', '/repos/alice/hello/contents/src/main.ts')).status).toBe(404);
  });

  it('reports a missing sha, a wrong sha, a missing file and an archived repository', async () => {
    const path = '/repos/alice/hello/contents/README.md';
    expect((await call('DELETE', path, 'alice', {})).body.message).toBe('[SHA]: Required');
    expect((await call('DELETE', path, 'alice', { sha: 'f'.repeat(40) })).status).toBe(422);
    expect(
      await call('DELETE', '/repos/alice/hello/contents/nope.txt', 'alice', { sha: 'f'.repeat(40) }),
    ).toMatchObject({
      status: 404,
      body: { message: 'object does not exist [id: , rel_path: nope.txt]' },
    });
    expect(
      (await call('DELETE', '/repos/acme/legacy/contents/README.md', 'alice', { sha: 'x' })).status,
    ).toBe(423);
  });
});
