// In-memory git repositories for the sandbox forge. Object ids are the ones real git computes (see
// git-objects.ts), so contents, commits and branches served by the sandbox can be checked against `git`.
// Change semantics follow Gitea's "change repository files" service, which the sandbox imitates.

import {
  buildTrees,
  copyCommit,
  flattenTree,
  GIT_MODE,
  type GitCommit,
  type GitCommitInput,
  type GitIndex,
  type GitIndexEntry,
  type GitMode,
  type GitObjectStore,
  type GitSignature,
  type GitTreeRecord,
  hashBlob,
  readBlob,
  readCommit,
  readTree,
  type Sha,
  writeBlob,
  writeCommit,
  writeTree,
} from './objects.js';

export type {
  GitCommit,
  GitCommitInput,
  GitIndex,
  GitIndexEntry,
  GitMode,
  GitObject,
  GitSignature,
  GitTreeRecord,
  Sha,
} from './objects.js';
export { GIT_MODE, hashBlob } from './objects.js';

export interface GitRepo {
  /** all objects by id; a stored object is never mutated */
  objects: GitObjectStore;
  branches: Map<string, Sha>; // branch name -> commit sha
  tags: Map<string, Sha>; // tag name -> commit sha (peeled, for annotated tags too)
  /** tag name -> annotated tag object id, for the tags made with a message (absent: none yet) */
  annotatedTags?: Map<string, Sha>;
}

/** Content of one path when seeding a repository: a regular file, a symlink, or a submodule (gitlink). */
export type GitFileInput = string | Buffer | { symlink: string } | { submodule: Sha };

export type GitEntryType = 'file' | 'dir' | 'symlink' | 'submodule';
export interface GitTreeEntry {
  name: string;
  path: string;
  type: GitEntryType;
  sha: Sha;
  size: number; // 0 for dirs and submodules
}
export type GitPathResult =
  | { type: 'file' | 'symlink'; name: string; path: string; sha: Sha; size: number; content: Buffer }
  | { type: 'dir'; name: string; path: string; sha: Sha; size: 0; entries: GitTreeEntry[] };

const DEFAULT_AUTHOR: GitSignature = {
  name: 'Sandbox',
  email: 'sandbox@example.com',
  date: new Date('2026-01-01T00:00:00Z'),
};

const FULL_SHA = /^[0-9a-fA-F]{40}$/;

/** Git path rules as Gitea applies them: no empty path, no `.`/`..`, no `.git` component in any case. */
function cleanPath(path: string): string | null {
  const parts = path.split('/').filter((part) => part !== '');
  const bad = (part: string) =>
    part === '.' || part === '..' || part.toLowerCase() === '.git' || part.includes('\0');
  return parts.length === 0 || parts.some(bad) ? null : parts.join('/');
}

function writeInput(repo: GitRepo, input: GitFileInput): GitIndexEntry {
  if (typeof input === 'string' || Buffer.isBuffer(input)) {
    return { mode: GIT_MODE.file, sha: writeBlob(repo.objects, input) };
  }
  if ('symlink' in input) return { mode: GIT_MODE.symlink, sha: writeBlob(repo.objects, input.symlink) };
  if (!FULL_SHA.test(input.submodule)) throw new Error(`invalid submodule commit id ${input.submodule}`);
  // A gitlink names a commit of another repository, so nothing is stored for it.
  return { mode: GIT_MODE.submodule, sha: input.submodule.toLowerCase() };
}

/**
 * A new repository. With `files`, makes one initial commit on `branch` holding them; without, the repo is
 * empty (no branches).
 */
export function createGitRepo(init?: {
  branch?: string;
  files?: Record<string, GitFileInput>;
  message?: string;
  author?: GitSignature;
}): GitRepo {
  const repo: GitRepo = { objects: new Map(), branches: new Map(), tags: new Map() };
  if (!init?.files) return repo;
  const index: GitIndex = new Map();
  for (const [rawPath, input] of Object.entries(init.files)) {
    const path = cleanPath(rawPath);
    if (!path || index.has(path)) throw new Error(`invalid or duplicate path in initial files: ${rawPath}`);
    index.set(path, writeInput(repo, input));
  }
  for (const path of index.keys()) {
    const parts = path.split('/');
    for (let i = 1; i < parts.length; i++) {
      const parent = parts.slice(0, i).join('/');
      if (index.has(parent)) throw new Error(`initial files use ${parent} both as a file and a directory`);
    }
  }
  const commit = writeCommit(repo.objects, {
    tree: writeTree(repo.objects, index),
    parents: [],
    author: init.author ?? DEFAULT_AUTHOR,
    message: init.message ?? 'Initial commit',
  });
  repo.branches.set(init.branch ?? 'main', commit.sha);
  return repo;
}

/** Deep copy of all objects/branches/tags (used for template generation and forks). */
export function cloneGitRepo(repo: GitRepo): GitRepo {
  // Stored objects are immutable and content-addressed, so sharing them is as good as copying them.
  return {
    objects: new Map(repo.objects),
    branches: new Map(repo.branches),
    tags: new Map(repo.tags),
    annotatedTags: new Map(repo.annotatedTags ?? []),
  };
}

export function isEmpty(repo: GitRepo): boolean {
  return repo.branches.size === 0;
}

/** Resolve like Gitea: branch name first, then tag, then a FULL 40-hex commit id that exists. */
export function resolveRef(repo: GitRepo, ref: string | undefined, defaultBranch: string): Sha | null {
  if (!ref) return repo.branches.get(defaultBranch) ?? null;
  const named = repo.branches.get(ref) ?? repo.tags.get(ref);
  if (named) return named;
  if (!FULL_SHA.test(ref)) return null;
  const sha = ref.toLowerCase();
  return readCommit(repo.objects, sha) ? sha : null;
}

export function getCommit(repo: GitRepo, sha: Sha): GitCommit | null {
  const commit = readCommit(repo.objects, sha);
  return commit ? copyCommit(commit) : null;
}

/** Stores a commit as given (any number of parents, e.g. a merge) without moving any branch. */
export function createCommit(repo: GitRepo, input: GitCommitInput): GitCommit {
  return writeCommit(repo.objects, input);
}

/** Stores the trees of a flattened file list (its blobs must be stored already); returns the root tree id. */
export function writeTreeFromIndex(repo: GitRepo, index: GitIndex): Sha {
  return writeTree(repo.objects, index);
}

/** Every file, symlink and submodule of a commit by path, or null for an unknown commit. */
export function listFiles(repo: GitRepo, commitSha: Sha): GitIndex | null {
  const commit = readCommit(repo.objects, commitSha);
  return commit ? flattenTree(repo.objects, commit.tree) : null;
}

/** Adds a lightweight tag; throws for an unknown commit or an existing tag (callers check first). */
export function createTag(repo: GitRepo, name: string, commitSha: Sha): void {
  if (!readCommit(repo.objects, commitSha)) throw new Error(`cannot tag unknown commit ${commitSha}`);
  if (repo.tags.has(name)) throw new Error(`tag already exists: ${name}`);
  repo.tags.set(name, commitSha);
}

function splitPath(path: string): string[] {
  return path.split('/').filter((part) => part !== '' && part !== '.');
}

interface Located extends GitTreeRecord {
  path: string;
}

function locate(repo: GitRepo, treeSha: Sha, parts: readonly string[]): Located | null {
  let current: Located = { name: '', path: '', mode: GIT_MODE.dir, sha: treeSha };
  for (const part of parts) {
    if (current.mode !== GIT_MODE.dir) return null;
    const record = readTree(repo.objects, current.sha).find((r) => r.name === part);
    if (!record) return null;
    current = { ...record, path: current.path ? `${current.path}/${part}` : part };
  }
  return current;
}

function entryType(mode: GitMode): GitEntryType {
  if (mode === GIT_MODE.dir) return 'dir';
  if (mode === GIT_MODE.symlink) return 'symlink';
  if (mode === GIT_MODE.submodule) return 'submodule';
  return 'file';
}

function toTreeEntry(repo: GitRepo, entry: Located): GitTreeEntry {
  const type = entryType(entry.mode);
  const size = type === 'file' || type === 'symlink' ? readBlob(repo.objects, entry.sha).length : 0;
  return { name: entry.name, path: entry.path, type, sha: entry.sha, size };
}

/** What sits at a path (any type, submodules included) without reading file contents. */
export function getEntry(repo: GitRepo, commitSha: Sha, path: string): GitTreeEntry | null {
  const commit = readCommit(repo.objects, commitSha);
  const found = commit && locate(repo, commit.tree, splitPath(path));
  return found ? toTreeEntry(repo, found) : null;
}

/**
 * Read a path at a commit. '' or '.' or '/' means the root dir; leading/trailing slashes are ignored.
 * Missing -> null; a submodule also gives null, since it has no content here (getEntry describes it).
 */
export function readPath(repo: GitRepo, commitSha: Sha, path: string): GitPathResult | null {
  const commit = readCommit(repo.objects, commitSha);
  const found = commit && locate(repo, commit.tree, splitPath(path));
  if (!found) return null;
  const { name, sha } = found;
  const type = entryType(found.mode);
  if (type === 'dir') {
    const entries = readTree(repo.objects, sha).map((record) =>
      toTreeEntry(repo, { ...record, path: found.path ? `${found.path}/${record.name}` : record.name }),
    );
    return { type, name, path: found.path, sha, size: 0, entries };
  }
  if (type === 'submodule') return null;
  // A copy, since the stored blob is shared with every clone of this repository.
  const content = Buffer.from(readBlob(repo.objects, sha));
  return { type, name, path: found.path, sha, size: content.length, content };
}

// ---- history ----

/** What a commit holds at a path as one comparable string ('' when absent); equal strings = unchanged. */
function pathState(repo: GitRepo, commit: Readonly<GitCommit>, parts: readonly string[]): string {
  const found = locate(repo, commit.tree, parts);
  return found ? `${found.mode} ${found.sha}` : '';
}

/**
 * The parents git's default history simplification walks for a path: a commit that leaves the path as one
 * of its parents had it is not "touching" it, and only that parent is followed, so a merge that brings
 * nothing of its own hands over to the side that made the change.
 */
function simplify(repo: GitRepo, commit: Readonly<GitCommit>, parts: readonly string[]) {
  const parents = commit.parents.flatMap((sha) => readCommit(repo.objects, sha) ?? []);
  if (parts.length === 0) return { touched: true, follow: parents };
  const state = pathState(repo, commit, parts);
  const same = parents.find((parent) => pathState(repo, parent, parts) === state);
  if (same) return { touched: false, follow: [same] };
  return { touched: parents.length > 0 || state !== '', follow: parents };
}

/** The newest commit reachable from commitSha that changed `path`. '' = root = commitSha itself. */
export function lastCommitFor(repo: GitRepo, commitSha: Sha, path: string): GitCommit | null {
  const parts = splitPath(path);
  let commit = readCommit(repo.objects, commitSha);
  while (commit) {
    const { touched, follow } = simplify(repo, commit, parts);
    if (touched) return copyCommit(commit);
    commit = follow[0] ?? null;
  }
  return null;
}

/** Commits reachable from commitSha that touched `path` (all commits when path is ''), newest first. */
export function logPath(repo: GitRepo, commitSha: Sha, path: string): GitCommit[] {
  const head = readCommit(repo.objects, commitSha);
  if (!head) return [];
  const parts = splitPath(path);
  const walked = new Map<
    Sha,
    { commit: Readonly<GitCommit>; touched: boolean; follow: Readonly<GitCommit>[] }
  >();
  const pending = [head];
  for (let commit = pending.pop(); commit; commit = pending.pop()) {
    if (walked.has(commit.sha)) continue;
    const step = simplify(repo, commit, parts);
    walked.set(commit.sha, { commit, ...step });
    pending.push(...step.follow);
  }
  // Newest committer date first, but never a parent before its child (git log --date-order), so equal
  // timestamps (common in the sandbox) still list history from the tip down.
  const children = new Map<Sha, number>();
  for (const { follow } of walked.values()) {
    for (const parent of follow) children.set(parent.sha, (children.get(parent.sha) ?? 0) + 1);
  }
  const ready = [head];
  const result: GitCommit[] = [];
  while (ready.length > 0) {
    let next = 0;
    for (let i = 1; i < ready.length; i++) {
      if (ready[i]!.committer.date.getTime() > ready[next]!.committer.date.getTime()) next = i;
    }
    const [commit] = ready.splice(next, 1);
    const step = walked.get(commit!.sha)!;
    if (step.touched) result.push(copyCommit(step.commit));
    for (const parent of step.follow) {
      const left = children.get(parent.sha)! - 1;
      children.set(parent.sha, left);
      if (left === 0) ready.push(parent);
    }
  }
  return result;
}

export interface GitChangedFile {
  path: string;
  status: 'added' | 'modified' | 'removed';
}

/** Files a commit changed against its first parent (all added for a root commit), in git's path order. */
export function changedFiles(repo: GitRepo, commitSha: Sha): GitChangedFile[] | null {
  const commit = readCommit(repo.objects, commitSha);
  if (!commit) return null;
  const parent = commit.parents[0] ? readCommit(repo.objects, commit.parents[0]) : null;
  const before = parent ? flattenTree(repo.objects, parent.tree) : new Map<string, GitIndexEntry>();
  const after = flattenTree(repo.objects, commit.tree);
  const changes: GitChangedFile[] = [];
  for (const [path, entry] of after) {
    const old = before.get(path);
    if (!old) changes.push({ path, status: 'added' });
    else if (old.sha !== entry.sha || old.mode !== entry.mode) changes.push({ path, status: 'modified' });
  }
  for (const path of before.keys()) if (!after.has(path)) changes.push({ path, status: 'removed' });
  return changes.sort((a, b) => Buffer.compare(Buffer.from(a.path), Buffer.from(b.path)));
}

// ---- changing files ----

export type ChangeOperation =
  | { operation: 'create' | 'update' | 'upload'; path: string; fromPath?: string; content: Buffer; sha?: Sha }
  | { operation: 'rename'; path: string; fromPath: string; content?: Buffer; sha?: Sha }
  | { operation: 'delete'; path: string; sha?: Sha };

export interface CommitChangesInput {
  branch?: string; // base branch; default = defaultBranch argument
  newBranch?: string; // when given, the commit goes to this new branch made from `branch`
  forcePush?: boolean; // allow newBranch to already exist (it is overwritten)
  operations: ChangeOperation[];
  message: string;
  author: GitSignature;
  committer: GitSignature;
}

export type GitChangeError = { kind: 'not-found'; message: string } | { kind: 'validation'; message: string };

const notFound = (message: string): { error: GitChangeError } => ({ error: { kind: 'not-found', message } });
const invalid = (message: string): { error: GitChangeError } => ({ error: { kind: 'validation', message } });

/** A working copy: the index being edited plus blobs that are only stored once the commit succeeds. */
interface WorkingCopy {
  index: GitIndex;
  blobs: Map<Sha, Buffer>;
}

function isDir(index: GitIndex, path: string): boolean {
  const prefix = `${path}/`;
  for (const key of index.keys()) if (key.startsWith(prefix)) return true;
  return false;
}

/** The id git reports at a path of the working copy: blob or gitlink, tree for a directory, else null. */
function idAt(index: GitIndex, path: string): Sha | null {
  const leaf = index.get(path);
  if (leaf) return leaf.sha;
  if (!isDir(index, path)) return null;
  const prefix = `${path}/`;
  const subtree: GitIndex = new Map();
  for (const [key, entry] of index) if (key.startsWith(prefix)) subtree.set(key.slice(prefix.length), entry);
  return buildTrees(subtree).sha;
}

/** Gitea's checks for one operation (handleCheckErrors), made against the working copy so far. */
function check(index: GitIndex, op: ChangeOperation, fromPath: string): { error: GitChangeError } | null {
  const { operation, path } = op;
  if (operation === 'delete' && !index.has(path)) {
    return notFound(`repository file does not exist [path: ${path}]`);
  }
  if (operation !== 'create') {
    const current = idAt(index, fromPath);
    const missing = `object does not exist [id: , rel_path: ${fromPath}]`;
    if (current === null && operation !== 'upload') return notFound(missing);
    // Renaming moves one file; the file API cannot move a directory.
    if (operation === 'rename' && !index.has(fromPath)) return notFound(missing);
    if (op.sha && op.sha !== (current ?? '')) {
      return invalid(`sha does not match [given: ${op.sha}, expected: ${current ?? ''}]`);
    }
  }
  if (operation === 'delete') return null;
  const parts = path.split('/');
  for (let i = 0; i < parts.length; i++) {
    const sub = parts.slice(0, i + 1).join('/');
    const leaf = index.get(sub);
    const dir = !leaf && isDir(index, sub);
    if (!leaf && !dir) break;
    if (i < parts.length - 1) {
      if (leaf) return invalid(`a file exists where you’re trying to create a subdirectory [path: ${sub}]`);
    } else if (leaf?.mode === GIT_MODE.symlink) {
      // Gitea's wording, even though the symlink is the file itself here.
      return invalid(`a symbolic link exists where you’re trying to create a subdirectory [path: ${sub}]`);
    } else if (dir) {
      return invalid(`a directory exists where you’re trying to create a file [path: ${sub}]`);
    } else if (operation === 'create' || fromPath !== path) {
      return invalid(`repository file already exists [path: ${path}]`);
    }
  }
  return null;
}

function apply(work: WorkingCopy, op: ChangeOperation, fromPath: string): void {
  const { index } = work;
  const put = (content: Buffer, previous: GitIndexEntry | undefined) => {
    const sha = hashBlob(content);
    work.blobs.set(sha, content);
    // Like Gitea, an executable keeps its bit when its content is replaced; anything else becomes a file.
    const mode = previous?.mode === GIT_MODE.executable ? GIT_MODE.executable : GIT_MODE.file;
    index.set(op.path, { mode, sha });
  };
  switch (op.operation) {
    case 'delete':
      index.delete(op.path);
      return;
    case 'rename': {
      const previous = index.get(fromPath)!;
      index.delete(fromPath);
      if (op.content) put(op.content, previous);
      else index.set(op.path, previous);
      return;
    }
    default: {
      // CreateOrUpdateFile: a file moved from another path leaves it, keeping its executable bit
      const previous = index.get(fromPath) ?? index.get(op.path);
      if (fromPath !== op.path) index.delete(fromPath);
      put(op.content, previous);
    }
  }
}

/**
 * Apply all operations as ONE commit (Gitea's ChangeRepoFiles). On success the target branch moves to the
 * new commit; on error nothing changes, not even the object store.
 */
export function commitChanges(
  repo: GitRepo,
  defaultBranch: string,
  input: CommitChangesInput,
): { commit: GitCommit; branch: string } | { error: GitChangeError } {
  const base = input.branch || defaultBranch;
  const target = input.newBranch || base;
  const head = repo.branches.get(base);
  if (!isEmpty(repo) && head === undefined) {
    return notFound(`branch does not exist [repo_id: 0 name: ${base}]`);
  }

  const operations: { op: ChangeOperation; fromPath: string }[] = [];
  for (const op of input.operations) {
    const path = cleanPath(op.path);
    if (!path) return invalid(`path contains a malformed path component [path: ${op.path}]`);
    let fromPath = path;
    // any operation but a delete may name the path it moves from (Gitea's FromTreePath)
    if (op.operation !== 'delete' && op.fromPath) {
      const cleaned = cleanPath(op.fromPath);
      if (!cleaned) return invalid(`path contains a malformed path component [path: ${op.fromPath}]`);
      fromPath = cleaned;
    }
    operations.push({ op: { ...op, path }, fromPath });
  }
  if (target !== base && repo.branches.has(target) && !input.forcePush) {
    return invalid(`branch already exists [name: ${target}]`);
  }

  const parent = head === undefined ? null : readCommit(repo.objects, head);
  const work: WorkingCopy = {
    index: parent ? flattenTree(repo.objects, parent.tree) : new Map(),
    blobs: new Map(),
  };
  for (const { op, fromPath } of operations) {
    const failure = check(work.index, op, fromPath);
    if (failure) return failure;
    apply(work, op, fromPath);
  }

  for (const { sha } of work.index.values()) {
    const content = work.blobs.get(sha);
    if (content) writeBlob(repo.objects, content);
  }
  const commit = writeCommit(repo.objects, {
    tree: writeTree(repo.objects, work.index),
    parents: parent ? [parent.sha] : [],
    author: input.author,
    committer: input.committer,
    // Gitea trims the message before committing; writeCommit then restores the final newline.
    message: input.message.trim(),
  });
  repo.branches.set(target, commit.sha);
  return { commit, branch: target };
}
