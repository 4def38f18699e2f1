// changeFiles and deleteFile over HTTP against the sandbox forge: one commit per call, blob ids as
// git computes them, content read back through the graph, each error kind the forge answers with,
// and input the gateway refuses without calling the forge.

import { describe, expect, it } from 'vitest';
import { addRepo, gitBlobSha, type Json, mutate } from '../../helpers/mutations.js';
import { useFileHarness } from '../../helpers/use-harness.js';

const harness = useFileHarness();

const STARTER = {
  'README.md': '# starter\n',
  'src/old.ts': 'export const old = 1;\n',
  'notes.txt': 'notes\n',
};

/** not ASCII, so that size counts bytes and text round-trips UTF-8 */
const NEW_DOC = '# New\n\nHéllo ✓\n';

const readFiles = (repo: string, paths: string[], ref?: string) =>
  harness.query<Json>(
    `query ($name: String!, $paths: [String!]!, $ref: String) {
      repository(owner: "alice", name: $name) { files(paths: $paths, ref: $ref) { path sha text } }
    }`,
    { name: repo, paths, ref },
  );

const change = (input: Json, as: 'alice' | 'bob' | 'carol' = 'alice') =>
  mutate(harness, 'ChangeFiles', { owner: 'alice', ...input }, as);

describe('changeFiles', () => {
  it('makes one commit of a create, an update and a delete, with git’s blob ids, readable through the graph', async () => {
    const repo = addRepo(harness.sandbox.store, 'alice', 'three-ops', STARTER);
    const parent = repo.git.branches.get('main');
    const { result } = await change({
      repo: 'three-ops',
      clientMutationId: 'cf-1',
      message: 'Three changes at once',
      files: [
        { operation: 'CREATE', path: 'docs/new.md', text: NEW_DOC },
        {
          operation: 'UPDATE',
          path: 'README.md',
          text: '# starter, updated\n',
          sha: gitBlobSha('# starter\n'),
        },
        { operation: 'DELETE', path: 'notes.txt' },
      ],
    });
    expect(result.__typename).toBe('ChangeFilesPayload');
    expect(result.clientMutationId).toBe('cf-1');
    expect(result.commit.message).toBe('Three changes at once\n');
    expect(result.commit.parents).toEqual([{ sha: parent }]);
    expect(result.files).toEqual([
      { path: 'docs/new.md', sha: gitBlobSha(NEW_DOC), size: Buffer.byteLength(NEW_DOC), text: NEW_DOC },
      { path: 'README.md', sha: gitBlobSha('# starter, updated\n'), size: 19, text: '# starter, updated\n' },
      null,
    ]);
    expect(result.verification).toEqual({ verified: false, reason: 'gpg.error.not_signed_commit' });
    expect(harness.routes()).toEqual(['POST /repos/{owner}/{repo}/contents']);
    expect(repo.git.branches.get('main')).toBe(result.commit.sha);

    const read = await readFiles('three-ops', ['docs/new.md', 'README.md', 'notes.txt', 'src/old.ts']);
    expect(read.data?.repository.files).toEqual([
      { path: 'docs/new.md', sha: gitBlobSha(NEW_DOC), text: NEW_DOC },
      { path: 'README.md', sha: gitBlobSha('# starter, updated\n'), text: '# starter, updated\n' },
      null,
      { path: 'src/old.ts', sha: gitBlobSha('export const old = 1;\n'), text: 'export const old = 1;\n' },
    ]);
  });

  it('uploads base64 content and renames in one commit onto a new branch, with the identities and dates given', async () => {
    addRepo(harness.sandbox.store, 'alice', 'upload-rename', STARTER);
    const binary = Buffer.from([0, 1, 2, 253, 254, 255]);
    const { result } = await change({
      repo: 'upload-rename',
      newBranch: 'feature',
      signoff: true,
      author: { name: 'Ada Author', email: 'ada@example.com' },
      committer: { name: 'Cy Committer', email: 'cy@example.com' },
      dates: { author: '2026-02-01T10:00:00Z', committer: '2026-02-02T11:00:00Z' },
      files: [
        { operation: 'UPLOAD', path: 'bin/data.bin', base64: binary.toString('base64') },
        { operation: 'RENAME', fromPath: 'src/old.ts', path: 'src/new.ts' },
      ],
    });
    expect(result.__typename).toBe('ChangeFilesPayload');
    expect(result.files.map((file: Json) => [file.path, file.sha])).toEqual([
      ['bin/data.bin', gitBlobSha(binary)],
      ['src/new.ts', gitBlobSha('export const old = 1;\n')],
    ]);
    expect(result.commit.author).toMatchObject({ name: 'Ada Author', email: 'ada@example.com' });
    expect(result.commit.committer).toMatchObject({ name: 'Cy Committer', email: 'cy@example.com' });
    expect(Date.parse(result.commit.author.date)).toBe(Date.parse('2026-02-01T10:00:00Z'));
    expect(Date.parse(result.commit.committer.date)).toBe(Date.parse('2026-02-02T11:00:00Z'));
    expect(result.commit.message).toContain('Signed-off-by: Cy Committer <cy@example.com>');
    expect(harness.routes()).toEqual(['POST /repos/{owner}/{repo}/contents']);

    const onFeature = await readFiles('upload-rename', ['src/new.ts', 'src/old.ts'], 'feature');
    expect(onFeature.data?.repository.files).toEqual([
      { path: 'src/new.ts', sha: gitBlobSha('export const old = 1;\n'), text: 'export const old = 1;\n' },
      null,
    ]);
    const onMain = await readFiles('upload-rename', ['src/old.ts']);
    expect(onMain.data?.repository.files[0].path).toBe('src/old.ts');
  });

  it('lets a later mutation of the same document see the earlier one’s commit', async () => {
    addRepo(harness.sandbox.store, 'alice', 'two-in-one', STARTER);
    const result = await harness.query<Json>(
      `mutation {
        first: changeFiles(input: { owner: "alice", repo: "two-in-one", files: [{ operation: UPDATE, path: "README.md", text: "one\\n" }] }) {
          ... on ChangeFilesPayload { repository { file(path: "README.md") { text } } }
        }
        second: changeFiles(input: { owner: "alice", repo: "two-in-one", files: [{ operation: UPDATE, path: "README.md", text: "two\\n" }] }) {
          ... on ChangeFilesPayload { repository { file(path: "README.md") { text } } }
        }
      }`,
      {},
      { as: 'alice' },
    );
    expect(result.data?.first.repository.file.text).toBe('one\n');
    expect(result.data?.second.repository.file.text).toBe('two\n');
    expect(harness.routes().filter((route) => route === 'POST /repos/{owner}/{repo}/contents')).toHaveLength(
      2,
    );
  });

  it('moves a file an UPDATE names a fromPath for, as the forge moves any operation’s old path', async () => {
    addRepo(harness.sandbox.store, 'alice', 'moved-update', STARTER);
    const { result } = await change({
      repo: 'moved-update',
      files: [
        {
          operation: 'UPDATE',
          fromPath: 'src/old.ts',
          path: 'src/new.ts',
          text: 'export const moved = 1;\n',
        },
      ],
    });
    expect(result.__typename).toBe('ChangeFilesPayload');
    const { data } = await readFiles('moved-update', ['src/old.ts', 'src/new.ts']);
    expect(data?.repository.files).toEqual([
      null,
      { path: 'src/new.ts', sha: gitBlobSha('export const moved = 1;\n'), text: 'export const moved = 1;\n' },
    ]);
  });

  it('answers ValidationError for a sha the file no longer has, and commits nothing', async () => {
    const repo = addRepo(harness.sandbox.store, 'alice', 'stale-sha', STARTER);
    const head = repo.git.branches.get('main');
    const { result } = await change({
      repo: 'stale-sha',
      files: [{ operation: 'UPDATE', path: 'README.md', text: 'x\n', sha: gitBlobSha('something else\n') }],
    });
    expect(result).toMatchObject({ __typename: 'ValidationError', upstreamStatus: 422 });
    expect(result.message).toBe('Sha does not match.');
    expect(repo.git.branches.get('main')).toBe(head);
  });

  it('answers RepoArchivedError on an archived repository', async () => {
    const { result } = await change({
      owner: 'acme',
      repo: 'legacy',
      files: [{ operation: 'CREATE', path: 'x.md', text: 'x\n' }],
    });
    expect(result).toMatchObject({ __typename: 'RepoArchivedError', upstreamStatus: 423 });
  });

  it('answers NotFoundError for a branch that does not exist', async () => {
    addRepo(harness.sandbox.store, 'alice', 'no-branch', STARTER);
    const { result } = await change({
      repo: 'no-branch',
      branch: 'nope',
      files: [{ operation: 'CREATE', path: 'x.md', text: 'x\n' }],
    });
    expect(result).toMatchObject({ __typename: 'NotFoundError', upstreamStatus: 404 });
  });

  it('answers ForbiddenError for carol, who may read but not write alice/hello', async () => {
    const { result } = await change(
      { repo: 'hello', files: [{ operation: 'CREATE', path: 'c.md', text: 'c\n' }] },
      'carol',
    );
    expect(result).toMatchObject({ __typename: 'ForbiddenError', upstreamStatus: 403 });
  });

  it.each([
    ['a character outside the alphabet', 'aGVsbG8*', 'files[0].base64'],
    ['missing padding', 'aGVsbG8', 'files[0].base64'],
    ['stray bits in the last character', 'QR==', 'files[0].base64'],
    ['line breaks', 'aGVs\nbG8=', 'files[0].base64'],
  ])('refuses base64 with %s without calling the forge', async (_case, base64, field) => {
    const { result } = await change({
      repo: 'hello',
      files: [{ operation: 'CREATE', path: 'b.bin', base64 }],
    });
    expect(result).toMatchObject({ __typename: 'ValidationError', field, upstreamStatus: null });
    expect(harness.routes()).toEqual([]);
  });

  it.each([
    ['no files at all', [], 'files'],
    [
      'both text and base64',
      [{ operation: 'CREATE', path: 'a', text: 'a', base64: 'YQ==' }],
      'files[0].text',
    ],
    ['a create without content', [{ operation: 'CREATE', path: 'a' }], 'files[0].text'],
    ['a delete with content', [{ operation: 'DELETE', path: 'README.md', text: 'x' }], 'files[0].text'],
    ['a rename without fromPath', [{ operation: 'RENAME', path: 'b.md' }], 'files[0].fromPath'],
    ['an empty path', [{ operation: 'CREATE', path: ' ', text: 'x' }], 'files[0].path'],
  ])('refuses %s without calling the forge', async (_case, files, field) => {
    const { result } = await change({ repo: 'hello', files });
    expect(result).toMatchObject({ __typename: 'ValidationError', field });
    expect(harness.routes()).toEqual([]);
  });

  it('refuses an operation the schema does not know before resolving anything', async () => {
    const { response } = await change({
      repo: 'hello',
      files: [{ operation: 'COPY', path: 'a', text: 'a' }],
    });
    expect(response.errors?.[0]?.message).toContain('COPY');
    expect(harness.routes()).toEqual([]);
  });
});

describe('deleteFile', () => {
  const remove = (input: Json, as: 'alice' | 'bob' | 'carol' = 'alice') =>
    mutate(harness, 'DeleteFile', { owner: 'alice', ...input }, as);

  it('deletes the file in a commit of its own and echoes clientMutationId', async () => {
    const repo = addRepo(harness.sandbox.store, 'alice', 'delete-one', STARTER);
    const parent = repo.git.branches.get('main');
    const { result } = await remove({
      repo: 'delete-one',
      path: 'notes.txt',
      sha: gitBlobSha('notes\n'),
      clientMutationId: 'del-1',
    });
    expect(result).toMatchObject({
      __typename: 'DeleteFilePayload',
      clientMutationId: 'del-1',
      commit: { message: 'Delete notes.txt\n', parents: [{ sha: parent }] },
    });
    expect(harness.routes()).toEqual(['DELETE /repos/{owner}/{repo}/contents/{filepath}']);
    const read = await readFiles('delete-one', ['notes.txt', 'README.md']);
    expect(read.data?.repository.files).toEqual([
      null,
      { path: 'README.md', sha: gitBlobSha('# starter\n'), text: '# starter\n' },
    ]);
  });

  it('answers ValidationError for a sha that is not the file’s', async () => {
    addRepo(harness.sandbox.store, 'alice', 'delete-stale', STARTER);
    const { result } = await remove({ repo: 'delete-stale', path: 'notes.txt', sha: gitBlobSha('other\n') });
    expect(result).toMatchObject({ __typename: 'ValidationError', upstreamStatus: 422 });
  });

  it('answers NotFoundError for a file that does not exist', async () => {
    addRepo(harness.sandbox.store, 'alice', 'delete-missing', STARTER);
    const { result } = await remove({ repo: 'delete-missing', path: 'ghost.txt', sha: gitBlobSha('x') });
    expect(result).toMatchObject({ __typename: 'NotFoundError', upstreamStatus: 404 });
  });

  it('answers RepoArchivedError on an archived repository', async () => {
    const { result } = await remove({
      owner: 'acme',
      repo: 'legacy',
      path: 'README.md',
      sha: gitBlobSha('x'),
    });
    expect(result).toMatchObject({ __typename: 'RepoArchivedError', upstreamStatus: 423 });
  });

  it('answers ForbiddenError for carol on alice/hello', async () => {
    const { result } = await remove({ repo: 'hello', path: 'README.md', sha: gitBlobSha('x') }, 'carol');
    expect(result).toMatchObject({ __typename: 'ForbiddenError', upstreamStatus: 403 });
  });

  it('refuses an empty sha without calling the forge', async () => {
    const { result } = await remove({ repo: 'hello', path: 'README.md', sha: '' });
    expect(result).toMatchObject({ __typename: 'ValidationError', field: 'sha', upstreamStatus: null });
    expect(harness.routes()).toEqual([]);
  });
});
