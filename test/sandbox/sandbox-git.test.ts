import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serializeObject } from '../../src/sandbox/git/objects.js';
import {
  type ChangeOperation,
  changedFiles,
  cloneGitRepo,
  commitChanges,
  createCommit,
  createGitRepo,
  createTag,
  GIT_MODE,
  type GitCommit,
  type GitRepo,
  type GitSignature,
  getCommit,
  getEntry,
  hashBlob,
  isEmpty,
  lastCommitFor,
  listFiles,
  logPath,
  readPath,
  resolveRef,
  type Sha,
  writeTreeFromIndex,
} from '../../src/sandbox/git/repository.js';

const EPOCH = Date.parse('2026-01-01T00:00:00Z') / 1000;

function signature(offsetSeconds = 0, name = 'Sandbox', email = 'sandbox@example.com'): GitSignature {
  return { name, email, date: new Date((EPOCH + offsetSeconds) * 1000) };
}

const tempDirs: string[] = [];
afterAll(() => {
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** Runs real git isolated from the machine's configuration. */
function git(
  cwd: string,
  args: string[],
  options: { input?: string | Buffer; env?: NodeJS.ProcessEnv } = {},
) {
  return execFileSync('git', args, {
    cwd,
    input: options.input,
    stdio: ['pipe', 'pipe', 'pipe'],
    env: {
      ...process.env,
      GIT_CONFIG_NOSYSTEM: '1',
      GIT_CONFIG_GLOBAL: os.devNull,
      HOME: cwd,
      ...options.env,
    },
  })
    .toString('utf8')
    .trim();
}

function realRepo(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sandbox-git-'));
  tempDirs.push(dir);
  git(dir, ['init', '-q']);
  return dir;
}

function writeWorktree(dir: string, files: Record<string, string | Buffer>): void {
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
  }
}

function identityEnv(author: GitSignature, committer: GitSignature): NodeJS.ProcessEnv {
  const date = (s: GitSignature) => `${Math.floor(s.date.getTime() / 1000)} +0000`;
  return {
    GIT_AUTHOR_NAME: author.name,
    GIT_AUTHOR_EMAIL: author.email,
    GIT_AUTHOR_DATE: date(author),
    GIT_COMMITTER_NAME: committer.name,
    GIT_COMMITTER_EMAIL: committer.email,
    GIT_COMMITTER_DATE: date(committer),
  };
}

function commit(
  repo: GitRepo,
  operations: ChangeOperation[],
  extra: { branch?: string; newBranch?: string; forcePush?: boolean; message?: string; at?: number } = {},
): GitCommit {
  const result = commitChanges(repo, 'main', {
    branch: extra.branch,
    newBranch: extra.newBranch,
    forcePush: extra.forcePush,
    operations,
    message: extra.message ?? 'change',
    author: signature(extra.at ?? 60),
    committer: signature(extra.at ?? 60),
  });
  if ('error' in result) throw new Error(`unexpected ${result.error.kind}: ${result.error.message}`);
  return result.commit;
}

/** What `failure` gives for operations the forge refuses as invalid, with Gitea's message. */
const invalid = (message: string) => ({ kind: 'validation', message });

function failure(
  repo: GitRepo,
  operations: ChangeOperation[],
  extra: Partial<{ newBranch: string; forcePush: boolean; branch: string }> = {},
) {
  const result = commitChanges(repo, 'main', {
    ...extra,
    operations,
    message: 'change',
    author: signature(60),
    committer: signature(60),
  });
  if (!('error' in result)) throw new Error('expected the change to fail');
  return result.error;
}

const text = (content: string) => Buffer.from(content, 'utf8');
const head = (repo: GitRepo, branch = 'main'): Sha => repo.branches.get(branch)!;
const treeOf = (files: Record<string, string>) => {
  const repo = createGitRepo({ files });
  return getCommit(repo, head(repo))!.tree;
};
const fileText = (repo: GitRepo, commitSha: Sha, file: string) => {
  const found = readPath(repo, commitSha, file);
  return found && found.type !== 'dir' ? found.content.toString('utf8') : null;
};

describe('hashBlob', () => {
  it('equals git hash-object for text, empty, binary and UTF-8 content', () => {
    const dir = realRepo();
    const samples: (string | Buffer)[] = [
      'hello world\n',
      '',
      Buffer.alloc(0),
      Buffer.from([0, 1, 2, 0xff, 0xfe, 0x80, 0x0a, 0x00]),
      'héllo ✓ 日本語 😀\n',
    ];
    for (const sample of samples) {
      expect(hashBlob(sample)).toBe(git(dir, ['hash-object', '--stdin'], { input: sample }));
    }
  });
});

describe('object ids', () => {
  const files = {
    'README.md': '# Sandbox\n',
    'a.b': 'dot\n',
    'a-b': 'dash\n',
    a0: 'zero\n',
    'a/x': 'x\n',
    'a/y/z.txt': 'deep\n',
    'empty.txt': '',
    'bin.dat': Buffer.from([0, 1, 2, 0xff, 0xfe]),
    'ünï/cödé.txt': 'utf8 ✓\n',
  };

  it('give a created repository the root tree git write-tree builds, directory sort rule included', () => {
    const repo = createGitRepo({ files });
    const dir = realRepo();
    writeWorktree(dir, files);
    git(dir, ['add', '-A']);
    const tree = git(dir, ['write-tree']);
    expect(getCommit(repo, head(repo))!.tree).toBe(tree);

    const listed = git(dir, ['ls-tree', '-z', tree])
      .split('\0')
      .filter(Boolean)
      .map((line) => line.split('\t')[1]);
    const root = readPath(repo, head(repo), '');
    expect(root?.type === 'dir' && root.entries.map((entry) => entry.name)).toEqual(listed);
    expect(listed.indexOf('a')).toBeGreaterThan(listed.indexOf('a.b'));
  });

  it('store symlinks and submodules with the modes git uses', () => {
    const submodule = 'c'.repeat(40);
    const repo = createGitRepo({
      files: { 'README.md': 'hi\n', link: { symlink: 'README.md' }, 'vendor/lib': { submodule } },
    });
    const dir = realRepo();
    writeWorktree(dir, { 'README.md': 'hi\n' });
    fs.symlinkSync('README.md', path.join(dir, 'link'));
    git(dir, ['add', '-A']);
    git(dir, ['update-index', '--add', '--cacheinfo', `160000,${submodule},vendor/lib`]);
    expect(getCommit(repo, head(repo))!.tree).toBe(git(dir, ['write-tree']));

    const link = readPath(repo, head(repo), 'link');
    expect(link).toMatchObject({ type: 'symlink', size: 9 });
    expect(link?.type === 'symlink' && link.content.toString()).toBe('README.md');
    expect(getEntry(repo, head(repo), 'vendor/lib')).toEqual({
      name: 'lib',
      path: 'vendor/lib',
      type: 'submodule',
      sha: submodule,
      size: 0,
    });
    expect(readPath(repo, head(repo), 'vendor/lib')).toBeNull();
  });

  it('give commits the id git commit-tree computes for the same tree, parent, message and dates', () => {
    const author = signature(0, 'Zoë Example', 'zoe@example.com');
    const repo = createGitRepo({ files: { 'README.md': 'one\n', 'src/main.ts': 'x\n' }, author });
    const dir = realRepo();
    writeWorktree(dir, { 'README.md': 'one\n', 'src/main.ts': 'x\n' });
    git(dir, ['add', '-A']);
    const firstTree = git(dir, ['write-tree']);
    const first = git(dir, ['commit-tree', firstTree], {
      input: 'Initial commit\n',
      env: identityEnv(author, author),
    });
    expect(head(repo)).toBe(first);

    const updateAuthor = signature(3600, 'Ann', 'ann@example.com');
    const updateCommitter = signature(7200, 'Bob', 'bob@example.com');
    const result = commitChanges(repo, 'main', {
      operations: [{ operation: 'update', path: 'README.md', content: text('two\n') }],
      message: 'Update README\n\nWith a body',
      author: updateAuthor,
      committer: updateCommitter,
    });
    writeWorktree(dir, { 'README.md': 'two\n' });
    git(dir, ['add', '-A']);
    const second = git(dir, ['commit-tree', git(dir, ['write-tree']), '-p', first], {
      input: 'Update README\n\nWith a body\n',
      env: identityEnv(updateAuthor, updateCommitter),
    });
    expect('commit' in result && result.commit.sha).toBe(second);
    expect(getCommit(repo, second)).toMatchObject({
      parents: [first],
      author: updateAuthor,
      committer: updateCommitter,
      message: 'Update README\n\nWith a body\n',
    });
  });

  it('are accepted by git unchanged, pass git fsck and give the history git log shows', () => {
    const repo = createGitRepo({ files: { f: 'f0\n', g: 'g0\n', 'dir/h': 'h0\n' } });
    const base = head(repo);
    const side = commit(repo, [{ operation: 'update', path: 'f', content: text('f1\n') }], {
      newBranch: 'side',
      at: 100,
    });
    const main = commit(repo, [{ operation: 'delete', path: 'dir/h' }], { at: 200 });
    const mergedIndex = listFiles(repo, main.sha)!;
    mergedIndex.set('f', listFiles(repo, side.sha)!.get('f')!);
    const merge = createCommit(repo, {
      tree: writeTreeFromIndex(repo, mergedIndex),
      parents: [main.sha, side.sha],
      author: signature(300),
      message: 'Merge branch side',
    });
    repo.branches.set('main', merge.sha);

    const dir = realRepo();
    for (const [sha, object] of repo.objects) {
      const written = git(dir, ['hash-object', '-w', '-t', object.type, '--stdin'], {
        input: serializeObject(object),
      });
      expect(written).toBe(sha);
    }
    git(dir, ['update-ref', 'refs/heads/main', merge.sha]);
    git(dir, ['fsck', '--strict', '--no-dangling']);

    const shas = (commits: GitCommit[]) => commits.map((c) => c.sha).join('\n');
    expect(shas(logPath(repo, merge.sha, ''))).toBe(git(dir, ['log', '--format=%H', 'main']));
    for (const file of ['f', 'g', 'dir/h', 'dir']) {
      expect(shas(logPath(repo, merge.sha, file))).toBe(git(dir, ['log', '--format=%H', 'main', '--', file]));
      expect(lastCommitFor(repo, merge.sha, file)?.sha).toBe(
        git(dir, ['log', '-1', '--format=%H', 'main', '--', file]),
      );
    }
    expect(lastCommitFor(repo, merge.sha, 'f')?.sha).toBe(side.sha);
    expect(lastCommitFor(repo, merge.sha, 'g')?.sha).toBe(base);
  });
});

describe('commitChanges', () => {
  const seed = () =>
    createGitRepo({ files: { 'README.md': 'hello\n', 'docs/a.md': 'a\n', 'docs/b.md': 'b\n' } });

  it('applies create, update and delete as exactly one commit whose parent is the old head', () => {
    const repo = seed();
    const before = head(repo);
    const result = commit(repo, [
      { operation: 'create', path: 'new.txt', content: text('new\n') },
      { operation: 'update', path: 'README.md', content: text('changed\n'), sha: hashBlob('hello\n') },
      { operation: 'delete', path: 'docs/a.md', sha: hashBlob('a\n') },
    ]);
    expect(result.parents).toEqual([before]);
    expect(head(repo)).toBe(result.sha);
    expect(fileText(repo, result.sha, 'new.txt')).toBe('new\n');
    expect(fileText(repo, result.sha, 'README.md')).toBe('changed\n');
    expect(readPath(repo, result.sha, 'docs/a.md')).toBeNull();
    expect(fileText(repo, before, 'README.md')).toBe('hello\n');
    expect(logPath(repo, result.sha, '')).toHaveLength(2);
  });

  it('rejects a stale sha with sha does not match and leaves the branch and objects as they were', () => {
    const repo = seed();
    const before = head(repo);
    const objects = repo.objects.size;
    const stale = hashBlob('old\n');
    const error = failure(repo, [
      { operation: 'create', path: 'other.txt', content: text('other\n') },
      { operation: 'update', path: 'README.md', content: text('x\n'), sha: stale },
    ]);
    expect(error).toEqual(invalid(`sha does not match [given: ${stale}, expected: ${hashBlob('hello\n')}]`));
    expect(head(repo)).toBe(before);
    expect(repo.objects.size).toBe(objects);
  });

  it('rejects creating a file that already exists', () => {
    expect(failure(seed(), [{ operation: 'create', path: 'docs/a.md', content: text('again') }])).toEqual(
      invalid('repository file already exists [path: docs/a.md]'),
    );
  });

  it('reports updating, deleting or renaming a missing file as not found', () => {
    const repo = seed();
    expect(failure(repo, [{ operation: 'update', path: 'nope.md', content: text('x') }])).toEqual({
      kind: 'not-found',
      message: 'object does not exist [id: , rel_path: nope.md]',
    });
    expect(failure(repo, [{ operation: 'delete', path: 'nope.md' }])).toEqual({
      kind: 'not-found',
      message: 'repository file does not exist [path: nope.md]',
    });
    expect(failure(repo, [{ operation: 'rename', path: 'to.md', fromPath: 'nope.md' }])).toMatchObject({
      kind: 'not-found',
    });
    expect(failure(repo, [{ operation: 'delete', path: 'docs' }])).toMatchObject({ kind: 'not-found' });
  });

  it('checks the sha of an upload against the current blob, or against nothing when the file is absent', () => {
    const repo = seed();
    const given = hashBlob('x');
    expect(
      failure(repo, [{ operation: 'upload', path: 'fresh.bin', content: text('x'), sha: given }]),
    ).toEqual(invalid(`sha does not match [given: ${given}, expected: ]`));
    const created = commit(repo, [{ operation: 'upload', path: 'fresh.bin', content: text('x') }]);
    const updated = commit(repo, [
      { operation: 'upload', path: 'fresh.bin', content: text('y'), sha: given },
    ]);
    expect(fileText(repo, created.sha, 'fresh.bin')).toBe('x');
    expect(fileText(repo, updated.sha, 'fresh.bin')).toBe('y');
  });

  it('keeps the blob when renaming without content and replaces it when content is given', () => {
    const repo = seed();
    const moved = commit(repo, [{ operation: 'rename', path: 'guide/a.md', fromPath: 'docs/a.md' }]);
    expect(readPath(repo, moved.sha, 'docs/a.md')).toBeNull();
    expect(readPath(repo, moved.sha, 'guide/a.md')).toMatchObject({ type: 'file', sha: hashBlob('a\n') });

    const rewritten = commit(repo, [
      {
        operation: 'rename',
        path: 'b.md',
        fromPath: 'docs/b.md',
        content: text('B\n'),
        sha: hashBlob('b\n'),
      },
    ]);
    expect(fileText(repo, rewritten.sha, 'b.md')).toBe('B\n');
    expect(readPath(repo, rewritten.sha, 'docs')).toBeNull();
    expect(failure(repo, [{ operation: 'rename', path: 'README.md', fromPath: 'b.md' }])).toEqual(
      invalid('repository file already exists [path: README.md]'),
    );
  });

  it('commits to a new branch made from the base branch and leaves the base branch unchanged', () => {
    const repo = seed();
    const base = head(repo);
    const result = commitChanges(repo, 'main', {
      newBranch: 'feature',
      operations: [{ operation: 'create', path: 'f.txt', content: text('f') }],
      message: 'Add f',
      author: signature(60),
      committer: signature(60),
    });
    expect('branch' in result && result.branch).toBe('feature');
    expect(head(repo)).toBe(base);
    expect(getCommit(repo, head(repo, 'feature'))?.parents).toEqual([base]);
  });

  it('refuses a new branch that already exists unless forcePush is set', () => {
    const repo = seed();
    const first = commit(repo, [{ operation: 'create', path: 'f.txt', content: text('1') }], {
      newBranch: 'topic',
    });
    const operations: ChangeOperation[] = [{ operation: 'create', path: 'g.txt', content: text('2') }];
    expect(failure(repo, operations, { newBranch: 'topic' })).toEqual(
      invalid('branch already exists [name: topic]'),
    );
    expect(head(repo, 'topic')).toBe(first.sha);
    const forced = commit(repo, operations, { newBranch: 'topic', forcePush: true });
    expect(head(repo, 'topic')).toBe(forced.sha);
    expect(forced.parents).toEqual([head(repo)]);
    expect(readPath(repo, forced.sha, 'f.txt')).toBeNull();
  });

  it('reports a base branch that does not exist as not found', () => {
    expect(failure(seed(), [{ operation: 'delete', path: 'README.md' }], { branch: 'gone' })).toEqual({
      kind: 'not-found',
      message: 'branch does not exist [repo_id: 0 name: gone]',
    });
  });

  it('rejects .git, dot and dot-dot path components and empty paths as malformed', () => {
    const repo = seed();
    for (const bad of ['.git/config', 'sub/.GIT/x', 'a/../b', './a', '', '/']) {
      expect(failure(repo, [{ operation: 'create', path: bad, content: text('x') }])).toEqual(
        invalid(`path contains a malformed path component [path: ${bad}]`),
      );
    }
    expect(failure(repo, [{ operation: 'rename', path: 'ok.md', fromPath: '.git/HEAD' }])).toEqual(
      invalid('path contains a malformed path component [path: .git/HEAD]'),
    );
  });

  it('rejects a file where a directory is needed and a directory where a file is needed', () => {
    const repo = seed();
    expect(failure(repo, [{ operation: 'create', path: 'README.md/inner.txt', content: text('x') }])).toEqual(
      invalid('a file exists where you’re trying to create a subdirectory [path: README.md]'),
    );
    expect(failure(repo, [{ operation: 'create', path: 'docs', content: text('x') }])).toEqual(
      invalid('a directory exists where you’re trying to create a file [path: docs]'),
    );
    expect(failure(repo, [{ operation: 'upload', path: 'docs', content: text('x') }])).toMatchObject({
      message: 'a directory exists where you’re trying to create a file [path: docs]',
    });
  });

  it('refuses to write over a symlink with the message Gitea gives', () => {
    const repo = createGitRepo({ files: { target: 't', link: { symlink: 'target' } } });
    expect(failure(repo, [{ operation: 'update', path: 'link', content: text('x') }])).toEqual(
      invalid('a symbolic link exists where you’re trying to create a subdirectory [path: link]'),
    );
    expect(failure(repo, [{ operation: 'create', path: 'link/inner', content: text('x') }])).toMatchObject({
      message: 'a file exists where you’re trying to create a subdirectory [path: link]',
    });
  });

  it('judges each operation on the result of the ones before it', () => {
    const repo = seed();
    const result = commit(repo, [
      { operation: 'create', path: 'x.txt', content: text('1') },
      { operation: 'update', path: 'x.txt', content: text('2'), sha: hashBlob('1') },
      { operation: 'delete', path: 'README.md' },
      { operation: 'create', path: 'README.md/now-a-dir.md', content: text('3') },
    ]);
    expect(fileText(repo, result.sha, 'x.txt')).toBe('2');
    expect(readPath(repo, result.sha, 'README.md')).toMatchObject({ type: 'dir' });
    expect(
      failure(repo, [
        { operation: 'create', path: 'y', content: text('') },
        { operation: 'create', path: 'y', content: text('') },
      ]),
    ).toMatchObject({ message: 'repository file already exists [path: y]' });
  });

  it('removes a directory together with its last file', () => {
    const repo = seed();
    const result = commit(repo, [
      { operation: 'delete', path: 'docs/a.md' },
      { operation: 'delete', path: 'docs/b.md' },
    ]);
    expect(readPath(repo, result.sha, 'docs')).toBeNull();
    expect(result.tree).toBe(treeOf({ 'README.md': 'hello\n' }));
  });

  it('makes a parentless first commit on the requested branch of an empty repository', () => {
    const repo = createGitRepo();
    const result = commit(repo, [{ operation: 'create', path: 'README.md', content: text('hi\n') }], {
      newBranch: 'trunk',
    });
    expect(result.parents).toEqual([]);
    expect([...repo.branches]).toEqual([['trunk', result.sha]]);
    expect(result.tree).toBe(treeOf({ 'README.md': 'hi\n' }));
  });

  it('trims the message and ends it with exactly one newline', () => {
    const repo = seed();
    const result = commit(repo, [{ operation: 'delete', path: 'README.md' }], {
      message: '  Remove readme \n\n',
    });
    expect(result.message).toBe('Remove readme\n');
  });

  it('keeps the executable bit of a file whose content is replaced', () => {
    const repo = seed();
    const index = listFiles(repo, head(repo))!;
    index.set('run.sh', { mode: GIT_MODE.executable, sha: index.get('README.md')!.sha });
    const withScript = createCommit(repo, {
      tree: writeTreeFromIndex(repo, index),
      parents: [head(repo)],
      author: signature(30),
      message: 'Add script',
    });
    repo.branches.set('main', withScript.sha);
    const result = commit(repo, [{ operation: 'update', path: 'run.sh', content: text('#!/bin/sh\n') }]);
    expect(listFiles(repo, result.sha)?.get('run.sh')?.mode).toBe(GIT_MODE.executable);
  });
});

describe('resolveRef', () => {
  const setup = () => {
    const repo = createGitRepo({ files: { 'README.md': 'v1\n' } });
    const first = head(repo);
    const second = commit(repo, [{ operation: 'update', path: 'README.md', content: text('v2\n') }]).sha;
    createTag(repo, 'v1.0', first);
    createTag(repo, 'main', first);
    return { repo, first, second };
  };

  it('prefers a branch to a tag of the same name and resolves tags', () => {
    const { repo, first, second } = setup();
    expect(resolveRef(repo, 'main', 'main')).toBe(second);
    expect(resolveRef(repo, 'v1.0', 'main')).toBe(first);
  });

  it('resolves a full existing commit id but not a short one or an unknown name', () => {
    const { repo, first } = setup();
    expect(resolveRef(repo, first, 'main')).toBe(first);
    expect(resolveRef(repo, first.slice(0, 7), 'main')).toBeNull();
    expect(resolveRef(repo, 'f'.repeat(40), 'main')).toBeNull();
    expect(resolveRef(repo, 'nope', 'main')).toBeNull();
  });

  it('uses the default branch for an empty or missing ref', () => {
    const { repo, second } = setup();
    expect(resolveRef(repo, undefined, 'main')).toBe(second);
    expect(resolveRef(repo, '', 'main')).toBe(second);
    expect(resolveRef(repo, '', 'develop')).toBeNull();
  });
});

describe('readPath', () => {
  const repo = createGitRepo({
    files: { 'README.md': '# Title\n', 'src/main.ts': 'export {};\n', 'src/lib/util.ts': 'x\n', 'a-b': '' },
  });
  const tip = head(repo);

  it('lists the root directory for empty, dot and slash paths', () => {
    for (const root of ['', '.', '/']) {
      const found = readPath(repo, tip, root);
      expect(found).toMatchObject({
        type: 'dir',
        name: '',
        path: '',
        sha: getCommit(repo, tip)?.tree,
        size: 0,
      });
      expect(found?.type === 'dir' && found.entries.map((e) => [e.name, e.type])).toEqual([
        ['README.md', 'file'],
        ['a-b', 'file'],
        ['src', 'dir'],
      ]);
    }
  });

  it('lists a subdirectory with full paths, ids and sizes', () => {
    const found = readPath(repo, tip, '/src/');
    expect(found?.type === 'dir' && found.entries).toEqual([
      { name: 'lib', path: 'src/lib', type: 'dir', sha: readPath(repo, tip, 'src/lib')?.sha, size: 0 },
      { name: 'main.ts', path: 'src/main.ts', type: 'file', sha: hashBlob('export {};\n'), size: 11 },
    ]);
  });

  it('returns the content, size and blob id of a file', () => {
    expect(readPath(repo, tip, 'src/main.ts/')).toEqual({
      type: 'file',
      name: 'main.ts',
      path: 'src/main.ts',
      sha: hashBlob('export {};\n'),
      size: 11,
      content: text('export {};\n'),
    });
  });

  it('returns null for a missing path, a path below a file and an unknown commit', () => {
    expect(readPath(repo, tip, 'missing.md')).toBeNull();
    expect(readPath(repo, tip, 'README.md/x')).toBeNull();
    expect(readPath(repo, 'f'.repeat(40), '')).toBeNull();
  });
});

describe('history', () => {
  const setup = () => {
    const repo = createGitRepo({ files: { a: 'a1', 'b/x': 'x1', c: 'c1' } });
    const c1 = head(repo);
    const c2 = commit(repo, [{ operation: 'update', path: 'a', content: text('a2') }], { at: 10 }).sha;
    const c3 = commit(repo, [{ operation: 'create', path: 'b/y', content: text('y') }], { at: 20 }).sha;
    const c4 = commit(repo, [{ operation: 'update', path: 'c', content: text('c2') }], { at: 20 }).sha;
    return { repo, c1, c2, c3, c4 };
  };

  it('finds the last commit that changed a file or a directory', () => {
    const { repo, c1, c2, c3, c4 } = setup();
    expect(lastCommitFor(repo, c4, 'a')?.sha).toBe(c2);
    expect(lastCommitFor(repo, c4, 'b')?.sha).toBe(c3);
    expect(lastCommitFor(repo, c4, 'b/x')?.sha).toBe(c1);
    expect(lastCommitFor(repo, c4, '')?.sha).toBe(c4);
    expect(lastCommitFor(repo, c2, 'c')?.sha).toBe(c1);
    expect(lastCommitFor(repo, c4, 'never')).toBeNull();
  });

  it('lists the commits that touched a path newest first, or all commits for the root', () => {
    const { repo, c1, c2, c3, c4 } = setup();
    const shas = (file: string) => logPath(repo, c4, file).map((c) => c.sha);
    expect(shas('')).toEqual([c4, c3, c2, c1]);
    expect(shas('a')).toEqual([c2, c1]);
    expect(shas('b')).toEqual([c3, c1]);
    expect(shas('never')).toEqual([]);
    expect(logPath(repo, 'f'.repeat(40), '')).toEqual([]);
  });

  it('finds the commit that deleted a path', () => {
    const { repo } = setup();
    const removal = commit(repo, [{ operation: 'delete', path: 'a' }], { at: 30 });
    expect(lastCommitFor(repo, removal.sha, 'a')?.sha).toBe(removal.sha);
  });

  it('lists what a commit changed against its first parent', () => {
    const { repo, c1, c4 } = setup();
    const result = commit(repo, [
      { operation: 'delete', path: 'a' },
      { operation: 'update', path: 'c', content: text('c3') },
      { operation: 'create', path: 'b/z', content: text('z') },
    ]);
    expect(changedFiles(repo, result.sha)).toEqual([
      { path: 'a', status: 'removed' },
      { path: 'b/z', status: 'added' },
      { path: 'c', status: 'modified' },
    ]);
    expect(changedFiles(repo, c1)?.map((f) => f.status)).toEqual(['added', 'added', 'added']);
    expect(changedFiles(repo, c4)).toEqual([{ path: 'c', status: 'modified' }]);
  });
});

describe('repository helpers', () => {
  it('report a repository as empty until its first commit', () => {
    const repo = createGitRepo();
    expect(isEmpty(repo)).toBe(true);
    commit(repo, [{ operation: 'create', path: 'a', content: text('a') }]);
    expect(isEmpty(repo)).toBe(false);
    expect(isEmpty(createGitRepo({ files: { a: 'a' } }))).toBe(false);
  });

  it('keep a clone apart from later commits and tags of its source', () => {
    const source = createGitRepo({ files: { a: 'a' }, branch: 'trunk', message: 'Seed' });
    const copy = cloneGitRepo(source);
    commit(source, [{ operation: 'create', path: 'b', content: text('b') }], { branch: 'trunk' });
    createTag(source, 'v1', head(source, 'trunk'));
    expect(head(copy, 'trunk')).not.toBe(head(source, 'trunk'));
    expect(copy.tags.size).toBe(0);
    expect(getCommit(copy, head(copy, 'trunk'))?.message).toBe('Seed\n');
    expect(getCommit(copy, head(source, 'trunk'))).toBeNull();
  });

  it('hand out copies that cannot change stored objects', () => {
    const repo = createGitRepo({ files: { a: 'a' } });
    const found = readPath(repo, head(repo), 'a');
    if (found?.type === 'file') found.content.write('z');
    const loaded = getCommit(repo, head(repo))!;
    loaded.parents.push('0'.repeat(40));
    loaded.author.date.setTime(0);
    expect(fileText(repo, head(repo), 'a')).toBe('a');
    expect(getCommit(repo, head(repo))).toMatchObject({ parents: [], author: signature(0) });
  });

  it('tag existing commits and refuse unknown commits or taken names', () => {
    const repo = createGitRepo({ files: { a: 'a' } });
    createTag(repo, 'v1', head(repo));
    expect(repo.tags.get('v1')).toBe(head(repo));
    expect(() => createTag(repo, 'v2', 'f'.repeat(40))).toThrow();
    expect(() => createTag(repo, 'v1', head(repo))).toThrow();
  });
});
