// Git objects for the sandbox: their encoding (sha1 object format) and an in-memory object store.
// Encodings must be byte-for-byte what `git` writes, because the sandbox exposes object ids that clients
// compare with real forges and real clones.

import { createHash } from 'node:crypto';

export type Sha = string; // 40 lowercase hex

export interface GitSignature {
  name: string;
  email: string;
  date: Date;
}

export interface GitCommit {
  sha: Sha;
  tree: Sha;
  parents: Sha[];
  author: GitSignature;
  committer: GitSignature;
  message: string;
}

/** Tree entry modes as git writes them (note: no leading zero on directories). */
export const GIT_MODE = {
  file: '100644',
  executable: '100755',
  symlink: '120000',
  submodule: '160000',
  dir: '40000',
} as const;

export type GitMode = (typeof GIT_MODE)[keyof typeof GIT_MODE];

/** One entry of a stored tree: what git serialises, nothing derived. */
export interface GitTreeRecord {
  name: string;
  mode: GitMode;
  sha: Sha;
}

// Objects are kept decoded because the repository code reads them far more often than it hashes them;
// they are never mutated after being stored, which is what lets copies of a repository share them.
export type GitObject =
  | { type: 'blob'; content: Buffer }
  | { type: 'tree'; entries: readonly GitTreeRecord[] }
  | { type: 'commit'; commit: Readonly<GitCommit> }
  | { type: 'tag'; tag: Readonly<GitTag> };

/** An annotated tag object (`git tag -a`): it names the object it tags, the tagger and a message. */
export interface GitTag {
  sha: Sha;
  object: Sha;
  objectType: 'commit';
  name: string;
  tagger: GitSignature;
  message: string;
}

export type GitObjectStore = Map<Sha, GitObject>;

/** A flattened tree, like git's index: leaf path -> mode and object id. Directories are implied. */
export interface GitIndexEntry {
  mode: GitMode;
  sha: Sha;
}
export type GitIndex = Map<string, GitIndexEntry>;

export function toBuffer(content: Buffer | string): Buffer {
  return typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
}

/** sha1 of "<type> <byte length>\0<body>", the id git gives any object. */
export function hashObject(type: GitObject['type'], body: Buffer): Sha {
  return createHash('sha1').update(`${type} ${body.length}\0`).update(body).digest('hex');
}

/** sha1 of "blob <len>\0" + content — equals `git hash-object` */
export function hashBlob(content: Buffer | string): Sha {
  return hashObject('blob', toBuffer(content));
}

// Git compares entry names bytewise, a directory as if its name ended in '/': directory `a` therefore sorts
// after `a-b` and `a.b` but before `a0`, not first as a plain name sort would put it. Submodules are not
// directories for this rule.
function sortKey(record: GitTreeRecord): Buffer {
  return Buffer.from(record.mode === GIT_MODE.dir ? `${record.name}/` : record.name, 'utf8');
}

export function sortTreeRecords(records: readonly GitTreeRecord[]): GitTreeRecord[] {
  return records
    .map((record) => ({ record, key: sortKey(record) }))
    .sort((a, b) => Buffer.compare(a.key, b.key))
    .map(({ record }) => record);
}

function serializeTree(entries: readonly GitTreeRecord[]): Buffer {
  const parts: Buffer[] = [];
  for (const entry of sortTreeRecords(entries)) {
    parts.push(Buffer.from(`${entry.mode} ${entry.name}\0`, 'utf8'), Buffer.from(entry.sha, 'hex'));
  }
  return Buffer.concat(parts);
}

function formatSignature(signature: GitSignature): string {
  const seconds = Math.floor(signature.date.getTime() / 1000);
  return `${signature.name} <${signature.email}> ${seconds} +0000`;
}

function serializeCommit(commit: Omit<GitCommit, 'sha'>): Buffer {
  const header = [
    `tree ${commit.tree}`,
    ...commit.parents.map((parent) => `parent ${parent}`),
    `author ${formatSignature(commit.author)}`,
    `committer ${formatSignature(commit.committer)}`,
  ];
  return Buffer.from(`${header.join('\n')}\n\n${commit.message}`, 'utf8');
}

/** The object body (without the "<type> <len>\0" header) exactly as git stores it. */
export function serializeObject(object: GitObject): Buffer {
  switch (object.type) {
    case 'blob':
      return object.content;
    case 'tree':
      return serializeTree(object.entries);
    case 'commit':
      return serializeCommit(object.commit);
    case 'tag':
      return serializeTag(object.tag);
  }
}

function serializeTag(tag: Omit<GitTag, 'sha'>): Buffer {
  const header = [
    `object ${tag.object}`,
    `type ${tag.objectType}`,
    `tag ${tag.name}`,
    `tagger ${formatSignature(tag.tagger)}`,
  ];
  return Buffer.from(`${header.join('\n')}\n\n${tag.message}`, 'utf8');
}

/** Stores an annotated tag object exactly as `git tag -a -m <message>` writes it; returns it with its id. */
export function writeTag(objects: GitObjectStore, input: Omit<GitTag, 'sha' | 'objectType'>): GitTag {
  if (!readCommit(objects, input.object)) throw new Error(`cannot tag unknown commit ${input.object}`);
  const fields: Omit<GitTag, 'sha'> = {
    object: input.object,
    objectType: 'commit',
    name: input.name,
    tagger: normaliseSignature(input.tagger),
    message: normaliseMessage(input.message),
  };
  const tag: GitTag = { sha: hashObject('tag', serializeTag(fields)), ...fields };
  put(objects, tag.sha, { type: 'tag', tag });
  return { ...tag, tagger: { ...tag.tagger } };
}

export function readTag(objects: GitObjectStore, sha: Sha): Readonly<GitTag> | null {
  const object = objects.get(sha);
  return object?.type === 'tag' ? object.tag : null;
}

export function hashTree(entries: readonly GitTreeRecord[]): Sha {
  return hashObject('tree', serializeTree(entries));
}

export function hashCommit(commit: Omit<GitCommit, 'sha'>): Sha {
  return hashObject('commit', serializeCommit(commit));
}

/**
 * A signature as it will be stored: git keeps whole seconds only, and `<`, `>` or a newline in a name or
 * email would corrupt the header line, so they are dropped (git itself strips such characters).
 */
export function normaliseSignature(signature: GitSignature): GitSignature {
  const clean = (value: string) => value.replace(/[<>\n]/g, '').trim();
  const seconds = Math.floor(signature.date.getTime() / 1000);
  return { name: clean(signature.name), email: clean(signature.email), date: new Date(seconds * 1000) };
}

/** Gitea always ends a commit message with a newline; match it so ids agree. */
export function normaliseMessage(message: string): string {
  return message.endsWith('\n') ? message : `${message}\n`;
}

function put(objects: GitObjectStore, sha: Sha, object: GitObject): void {
  if (!objects.has(sha)) objects.set(sha, object);
}

export function writeBlob(objects: GitObjectStore, content: Buffer | string): Sha {
  const sha = hashBlob(content);
  // Copied so that a caller reusing its buffer cannot change a stored object.
  put(objects, sha, { type: 'blob', content: Buffer.from(toBuffer(content)) });
  return sha;
}

export function readBlob(objects: GitObjectStore, sha: Sha): Buffer {
  const object = objects.get(sha);
  if (object?.type !== 'blob') throw new Error(`git store is missing blob ${sha}`);
  return object.content;
}

export function readTree(objects: GitObjectStore, sha: Sha): readonly GitTreeRecord[] {
  const object = objects.get(sha);
  if (object?.type !== 'tree') throw new Error(`git store is missing tree ${sha}`);
  return object.entries;
}

export function readCommit(objects: GitObjectStore, sha: Sha): Readonly<GitCommit> | null {
  const object = objects.get(sha);
  return object?.type === 'commit' ? object.commit : null;
}

// Stored commits are shared between repository copies, so callers only ever get their own copy.
export function copyCommit(commit: Readonly<GitCommit>): GitCommit {
  const copySignature = (s: GitSignature): GitSignature => ({ ...s, date: new Date(s.date) });
  return {
    ...commit,
    parents: [...commit.parents],
    author: copySignature(commit.author),
    committer: copySignature(commit.committer),
  };
}

/** Hashes the trees an index implies without storing them, so a failed change leaves the store as it was. */
export function buildTrees(index: GitIndex): { sha: Sha; trees: Map<Sha, GitObject> } {
  interface Dir {
    leaves: GitTreeRecord[];
    dirs: Map<string, Dir>;
  }
  const root: Dir = { leaves: [], dirs: new Map() };
  for (const [path, entry] of index) {
    const parts = path.split('/');
    let dir = root;
    for (const name of parts.slice(0, -1)) {
      let child = dir.dirs.get(name);
      if (!child) {
        child = { leaves: [], dirs: new Map() };
        dir.dirs.set(name, child);
      }
      dir = child;
    }
    dir.leaves.push({ name: parts[parts.length - 1]!, ...entry });
  }
  const trees = new Map<Sha, GitObject>();
  const write = (dir: Dir): Sha => {
    const subdirs = [...dir.dirs].map(
      ([name, child]): GitTreeRecord => ({ name, mode: GIT_MODE.dir, sha: write(child) }),
    );
    const entries = sortTreeRecords([...dir.leaves, ...subdirs]);
    const sha = hashTree(entries);
    trees.set(sha, { type: 'tree', entries });
    return sha;
  };
  return { sha: write(root), trees };
}

/** Stores the trees for an index whose blobs are already stored; returns the root tree id. */
export function writeTree(objects: GitObjectStore, index: GitIndex): Sha {
  for (const [path, entry] of index) {
    if (entry.mode !== GIT_MODE.submodule && objects.get(entry.sha)?.type !== 'blob') {
      throw new Error(`git store is missing blob ${entry.sha} for ${path}`);
    }
  }
  const { sha, trees } = buildTrees(index);
  for (const [treeSha, tree] of trees) put(objects, treeSha, tree);
  return sha;
}

/** The leaves of a stored tree by full path, in git's index order. */
export function flattenTree(
  objects: GitObjectStore,
  treeSha: Sha,
  prefix = '',
  into: GitIndex = new Map(),
): GitIndex {
  for (const record of readTree(objects, treeSha)) {
    const path = `${prefix}${record.name}`;
    if (record.mode === GIT_MODE.dir) flattenTree(objects, record.sha, `${path}/`, into);
    else into.set(path, { mode: record.mode, sha: record.sha });
  }
  return into;
}

export interface GitCommitInput {
  tree: Sha;
  parents: Sha[];
  author: GitSignature;
  committer?: GitSignature; // defaults to the author
  message: string;
}

export function writeCommit(objects: GitObjectStore, input: GitCommitInput): GitCommit {
  if (objects.get(input.tree)?.type !== 'tree') throw new Error(`unknown tree ${input.tree}`);
  for (const parent of input.parents) {
    if (!readCommit(objects, parent)) throw new Error(`unknown parent commit ${parent}`);
  }
  const fields: Omit<GitCommit, 'sha'> = {
    tree: input.tree,
    parents: [...input.parents],
    author: normaliseSignature(input.author),
    committer: normaliseSignature(input.committer ?? input.author),
    message: normaliseMessage(input.message),
  };
  const commit: GitCommit = { sha: hashCommit(fields), ...fields };
  put(objects, commit.sha, { type: 'commit', commit });
  return copyCommit(commit);
}
