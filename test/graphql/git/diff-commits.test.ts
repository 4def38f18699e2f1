// Commit.diff and the patch, counts and hunks of each file of a commit: one `.diff` read per commit,
// parsed once and shared by every file; binary files, the caps and a missing commit.

import { describe, expect, it } from 'vitest';
import { DIFF_LIMITS } from '../../../src/graphql/git/diff-parse.js';
import type { GitCommit } from '../../../src/sandbox/git/objects.js';
import { commitChanges } from '../../../src/sandbox/git/repository.js';
import { COMMIT_DIFF, GIT_COMMIT } from '../../helpers/forge-routes.js';
import { countRoutes } from '../../helpers/harness.js';
import type { Json } from '../../helpers/mutations.js';
import { useHarness } from '../../helpers/use-harness.js';

const harness = useHarness();

const hello = () => harness().sandbox.store.repos.find((repo) => repo.name === 'hello')!;

/** The seeded commit of alice/hello whose message is `message`. */
function seededCommit(message: string): GitCommit {
  for (const object of hello().git.objects.values()) {
    if (object.type === 'commit' && object.commit.message.trim() === message) return object.commit;
  }
  throw new Error(`no seeded commit "${message}"`);
}

/** Commits `files` onto a new branch of alice/hello made from main; answers the new commit's sha. */
function commitOnNewBranch(branch: string, files: Record<string, Buffer | string>): string {
  const author = {
    name: 'Alice Anderson',
    email: 'alice@example.com',
    date: new Date('2026-02-01T09:00:00Z'),
  };
  const result = commitChanges(hello().git, 'main', {
    branch: 'main',
    newBranch: branch,
    message: `Test commit on ${branch}`,
    author,
    committer: author,
    operations: Object.entries(files).map(([path, content]) => ({
      operation: 'upload' as const,
      path,
      content: Buffer.from(content),
    })),
  });
  if ('error' in result) throw new Error(result.error.message);
  return result.commit.sha;
}

/** Reads `selection` of alice/hello's commit `sha` as alice. */
const readCommit = (sha: string, selection: string) =>
  harness().query<Json>(
    `query($sha: String!) { repository(owner: "alice", name: "hello") { commit(sha: $sha) { ${selection} } } }`,
    { sha },
    { as: 'alice' },
  );

/** The commit `sha` of alice/hello with `selection`, read without an error. */
async function commitRead(sha: string, selection: string): Promise<Json> {
  const response = await readCommit(sha, selection);
  expect(response.errors).toBeUndefined();
  return response.data?.repository.commit;
}

describe('Commit.diff and the diff of each file of a commit', () => {
  it('parses the seeded README change into its exact hunk, with numbered lines', async () => {
    const { sha } = seededCommit('Update README');
    const commit = await commitRead(
      sha,
      `files { path status additions deletions isBinary truncated patch
        hunks { oldStart oldLines newStart newLines section lines { kind content oldLineNumber newLineNumber } } }`,
    );
    expect(commit.files).toEqual([
      {
        path: 'README.md',
        status: 'MODIFIED',
        additions: 3,
        deletions: 1,
        isBinary: false,
        truncated: false,
        patch:
          '@@ -1,3 +1,5 @@\n # hello\n \n-A tiny TypeScript project.\n+A tiny TypeScript project that greets the world.\n+\n+See docs/guide.md.',
        hunks: [
          {
            oldStart: 1,
            oldLines: 3,
            newStart: 1,
            newLines: 5,
            section: '',
            lines: [
              { kind: 'CONTEXT', content: '# hello', oldLineNumber: 1, newLineNumber: 1 },
              { kind: 'CONTEXT', content: '', oldLineNumber: 2, newLineNumber: 2 },
              {
                kind: 'REMOVED',
                content: 'A tiny TypeScript project.',
                oldLineNumber: 3,
                newLineNumber: null,
              },
              {
                kind: 'ADDED',
                content: 'A tiny TypeScript project that greets the world.',
                oldLineNumber: null,
                newLineNumber: 3,
              },
              { kind: 'ADDED', content: '', oldLineNumber: null, newLineNumber: 4 },
              { kind: 'ADDED', content: 'See docs/guide.md.', oldLineNumber: null, newLineNumber: 5 },
            ],
          },
        ],
      },
    ]);
    expect(countRoutes(harness().routes())).toEqual({
      [GIT_COMMIT]: 1,
      [COMMIT_DIFF]: 1,
    });
  });

  it('serves the diff and every file of a root commit from one .diff call, skipping the header git show writes', async () => {
    const { sha } = seededCommit('Initial commit');
    const commit = await commitRead(
      sha,
      `diff { truncated text files { path status additions deletions } }
        files { path additions deletions patch }`,
    );
    expect(commit.diff.text).toMatch(
      new RegExp(`^commit ${sha}\\nAuthor: Alice Anderson <alice@example.com>\\n`),
    );
    expect(commit.diff.truncated).toBe(false);
    expect(commit.diff.files).toEqual([
      { path: 'README.md', status: 'added', additions: 3, deletions: 0 },
      { path: 'docs/guide.md', status: 'added', additions: 3, deletions: 0 },
      { path: 'src/main.ts', status: 'added', additions: 5, deletions: 0 },
    ]);
    expect(commit.files.map((f: Json) => [f.path, f.additions, f.deletions])).toEqual([
      ['README.md', 3, 0],
      ['docs/guide.md', 3, 0],
      ['src/main.ts', 5, 0],
    ]);
    expect(commit.files[2].patch).toBe(
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the seeded source holds a template literal
      "@@ -0,0 +1,5 @@\n+export function hello(name: string): string {\n+  return `Hello, ${name}!`;\n+}\n+\n+console.log(hello('world'));",
    );
    // three files and the diff itself: one read of the commit's files, one of its diff
    expect(countRoutes(harness().routes())[COMMIT_DIFF]).toBe(1);
    expect(countRoutes(harness().routes())[GIT_COMMIT]).toBe(1);
  });

  it('marks a binary file as such, with no hunks, beside a text file of the same commit', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d]);
    const sha = commitOnNewBranch('diff-binary', { 'docs/logo.png': png, 'docs/logo.txt': 'a logo\n' });
    const commit = await commitRead(
      sha,
      'diff { text } files { path isBinary patch hunks { oldStart } additions deletions truncated }',
    );
    expect(commit.diff.text).toContain('Binary files /dev/null and b/docs/logo.png differ\n');
    expect(commit.files).toEqual([
      {
        path: 'docs/logo.png',
        isBinary: true,
        patch: '',
        hunks: [],
        additions: 0,
        deletions: 0,
        truncated: false,
      },
      {
        path: 'docs/logo.txt',
        isBinary: false,
        patch: '@@ -0,0 +1 @@\n+a logo',
        hunks: [{ oldStart: 0 }],
        additions: 1,
        deletions: 0,
        truncated: false,
      },
    ]);
    expect(countRoutes(harness().routes())[COMMIT_DIFF]).toBe(1);
  });

  it('finds the demo seed’s binary file in bob/dotfiles’s first commit', async () => {
    const response = await harness().query<Json>(
      '{ repository(owner: "bob", name: "dotfiles") { commit(sha: "main") { files { path isBinary hunks { oldStart } } } } }',
      undefined,
      { as: 'bob' },
    );
    expect(response.errors).toBeUndefined();
    expect(response.data?.repository.commit.files).toEqual([
      { path: '.bashrc', isBinary: false, hunks: [{ oldStart: 0 }] },
      { path: 'README.md', isBinary: false, hunks: [{ oldStart: 0 }] },
      { path: 'terminal.png', isBinary: true, hunks: [] },
    ]);
    expect(countRoutes(harness().routes())[COMMIT_DIFF]).toBe(1);
  });

  it('cuts a file’s patch at the file cap and the whole diff at the diff cap, saying so', async () => {
    const line = `${'x'.repeat(99)}\n`;
    const big = line.repeat(Math.ceil(DIFF_LIMITS.maxFilePatchBytes / line.length) + 10);
    const huge = line.repeat(Math.ceil(DIFF_LIMITS.maxDiffBytes / line.length) + 10);
    const sha = commitOnNewBranch('diff-caps', {
      'a-big.txt': big,
      'b-huge.txt': huge,
      'c-small.txt': 'small\n',
    });
    const commit = await commitRead(
      sha,
      'diff { truncated files { path } } files { path truncated additions patch hunks { newLines } }',
    );
    expect(commit.diff.truncated).toBe(true);
    // the diff's text ended inside b-huge.txt: c-small.txt is not in it
    expect(commit.diff.files.map((f: Json) => f.path)).toEqual(['a-big.txt', 'b-huge.txt']);
    const [bigFile, hugeFile, smallFile] = commit.files as [Json, Json, Json];
    expect(bigFile.truncated).toBe(true);
    expect(Buffer.byteLength(bigFile.patch)).toBeLessThanOrEqual(DIFF_LIMITS.maxFilePatchBytes);
    // the counts still count every line of a file the file cap cut
    expect(bigFile.additions).toBe(big.split('\n').length - 1);
    expect(bigFile.hunks[0].newLines).toBe(big.split('\n').length - 1);
    expect(hugeFile).toMatchObject({ truncated: true, additions: null });
    expect(smallFile).toEqual({
      path: 'c-small.txt',
      truncated: true,
      additions: null,
      patch: null,
      hunks: null,
    });
    expect(countRoutes(harness().routes())[COMMIT_DIFF]).toBe(1);
  });

  it('answers NOT_FOUND on the diff fields alone when the forge has no diff of the commit, after one .diff call', async () => {
    const { sha } = seededCommit('Update README');
    // as Gitea answers ctx.NotFound(sha) for a commit its repository no longer holds
    harness().sandbox.faults.injectStatus(COMMIT_DIFF, 404, { body: { errors: null, message: sha } });
    const response = await readCommit(sha, 'messageHeadline diff { text } files { path patch }');
    expect(response.errors?.map((e) => [e.path, e.extensions?.code])).toEqual([
      [['repository', 'commit', 'diff'], 'NOT_FOUND'],
      [['repository', 'commit', 'files', 0, 'patch'], 'NOT_FOUND'],
    ]);
    expect(response.data?.repository.commit).toEqual({
      messageHeadline: 'Update README',
      diff: null,
      files: [{ path: 'README.md', patch: null }],
    });
    expect(countRoutes(harness().routes())[COMMIT_DIFF]).toBe(1);
  });
});
