// History, trees and tags of the sandbox's git repositories, as Gitea's git module answers them:
// commit logs (git log with a path, `not`, since and until), the commits of a compare (base..head),
// diff stats, tree listings (git ls-tree, with -r -t when recursive) and annotated tags.

import { ancestors } from './compare.js';
import { type GitTreeRecord, readBlob, readTag, readTree, writeTag } from './objects.js';
import {
  changedFiles,
  GIT_MODE,
  type GitCommit,
  type GitRepo,
  type GitSignature,
  getCommit,
  logPath,
  readPath,
  type Sha,
} from './repository.js';

const FULL_SHA = /^[0-9a-fA-F]{40}$/;

/**
 * Gitea's GetCommit(identifier), which git rev-parse resolves: a branch or a tag (peeled to its commit),
 * by its short name or its full one (`refs/heads/main`, `refs/tags/v1`), or a commit id. Unlike the
 * contents routes, git accepts an abbreviated id of at least 4 hex digits when it names one commit.
 */
export function resolveCommitish(git: GitRepo, identifier: string): Sha | null {
  const named =
    git.branches.get(identifier) ??
    git.tags.get(identifier) ??
    (identifier.startsWith('refs/heads/')
      ? git.branches.get(identifier.slice('refs/heads/'.length))
      : undefined) ??
    (identifier.startsWith('refs/tags/') ? git.tags.get(identifier.slice('refs/tags/'.length)) : undefined);
  if (named) return named;
  if (!/^[0-9a-fA-F]{4,40}$/.test(identifier)) return null;
  const prefix = identifier.toLowerCase();
  const matches = [...git.objects.keys()].filter(
    (sha) => sha.startsWith(prefix) && git.objects.get(sha)?.type === 'commit',
  );
  return matches.length === 1 ? (matches[0] as Sha) : null;
}

export interface LogFilter {
  path?: string;
  /** commits reachable from this one are left out (git log ^not) */
  not?: Sha | null;
  since?: Date | null;
  until?: Date | null;
}

/** git log <head> [^not] [--since] [--until] [-- path], newest first. */
export function commitLog(git: GitRepo, head: Sha, filter: LogFilter = {}): GitCommit[] {
  const excluded = filter.not ? ancestors(git, filter.not) : null;
  return logPath(git, head, filter.path ?? '').filter((commit) => {
    if (excluded?.has(commit.sha)) return false;
    const time = commit.committer.date.getTime();
    if (filter.since && time < filter.since.getTime()) return false;
    if (filter.until && time > filter.until.getTime()) return false;
    return true;
  });
}

/** The commits a compare of base...head lists: reachable from head and not from base, newest first. */
export function compareCommits(git: GitRepo, base: Sha, head: Sha): GitCommit[] {
  return commitLog(git, head, { not: base });
}

function lines(content: Buffer | null): string[] {
  if (!content || content.length === 0) return [];
  const text = content.toString('utf8');
  const split = text.split('\n');
  if (text.endsWith('\n')) split.pop();
  return split;
}

/** Added and deleted lines between two versions of a file: the lines outside their longest common subsequence. */
function lineChanges(before: string[], after: string[]): { additions: number; deletions: number } {
  const n = before.length;
  const m = after.length;
  if (n * m > 4_000_000) return { additions: m, deletions: n };
  let previous = new Array<number>(m + 1).fill(0);
  for (let i = 1; i <= n; i++) {
    const current = new Array<number>(m + 1).fill(0);
    for (let j = 1; j <= m; j++) {
      current[j] =
        before[i - 1] === after[j - 1]
          ? (previous[j - 1] as number) + 1
          : Math.max(previous[j] as number, current[j - 1] as number);
    }
    previous = current;
  }
  const common = previous[m] as number;
  return { additions: m - common, deletions: n - common };
}

function fileAt(git: GitRepo, commit: Sha | undefined, path: string): Buffer | null {
  if (!commit) return null;
  const found = readPath(git, commit, path);
  return found && found.type !== 'dir' ? found.content : null;
}

/** Gitea's diff stats of a commit against its first parent (gitdiff.GetDiff's totals). */
export function commitStats(git: GitRepo, sha: Sha): { total: number; additions: number; deletions: number } {
  const commit = getCommit(git, sha);
  let additions = 0;
  let deletions = 0;
  for (const change of changedFiles(git, sha) ?? []) {
    const before = lines(fileAt(git, commit?.parents[0], change.path));
    const after = lines(fileAt(git, sha, change.path));
    const counted = lineChanges(before, after);
    additions += counted.additions;
    deletions += counted.deletions;
  }
  return { total: additions + deletions, additions, deletions };
}

/** git.GetCommitFileStatus as Gitea lists it: added, then removed, then modified paths. */
export function affectedFiles(git: GitRepo, sha: Sha): { filename: string; status: string }[] {
  const changes = changedFiles(git, sha) ?? [];
  return ['added', 'removed', 'modified'].flatMap((status) =>
    changes.filter((change) => change.status === status).map((change) => ({ filename: change.path, status })),
  );
}

export interface TreeListing {
  /** the id of the tree listed (a commit or tag resolves to its tree) */
  sha: Sha;
  entries: { path: string; mode: string; type: 'blob' | 'tree' | 'commit'; size: number; sha: Sha }[];
}

/**
 * Gitea's gitRepo.GetTree(id): a full id of a tree, commit or annotated tag, else a branch or tag name.
 * Null when nothing of that name exists.
 */
function resolveTree(git: GitRepo, id: string): Sha | null {
  let sha: Sha | null = null;
  if (FULL_SHA.test(id)) sha = id.toLowerCase();
  else sha = git.branches.get(id) ?? git.tags.get(id) ?? null;
  if (!sha) return null;
  const tag = readTag(git.objects, sha);
  if (tag) sha = tag.object;
  const object = git.objects.get(sha);
  if (object?.type === 'tree') return sha;
  if (object?.type === 'commit') return object.commit.tree;
  return null;
}

function entryOf(git: GitRepo, record: GitTreeRecord, path: string) {
  const type = record.mode === GIT_MODE.dir ? 'tree' : record.mode === GIT_MODE.submodule ? 'commit' : 'blob';
  const size = type === 'blob' ? readBlob(git.objects, record.sha).length : 0;
  // Gitea formats the mode with %06o, so directories read 040000.
  return { path, mode: record.mode.padStart(6, '0'), type, size, sha: record.sha } as const;
}

/** git ls-tree (-r -t when recursive: a directory comes before what it holds) of a tree-ish. */
export function listTree(git: GitRepo, id: string, recursive: boolean): TreeListing | null {
  const root = resolveTree(git, id);
  if (!root) return null;
  const entries: TreeListing['entries'] = [];
  const walk = (treeSha: Sha, prefix: string) => {
    for (const record of readTree(git.objects, treeSha)) {
      const path = `${prefix}${record.name}`;
      entries.push(entryOf(git, record, path));
      if (recursive && record.mode === GIT_MODE.dir) walk(record.sha, `${path}/`);
    }
  };
  walk(root, '');
  return { sha: root, entries };
}

export interface TagInfo {
  name: string;
  /** the annotated tag object's id, or the commit's for a lightweight tag */
  id: Sha;
  commit: GitCommit;
  message: string;
  /** the tagger of an annotated tag, the commit's committer for a lightweight one */
  tagger: GitSignature;
}

/** What Gitea's GetTag reads of a tag; null for an unknown name. */
export function tagInfo(git: GitRepo, name: string): TagInfo | null {
  const commitSha = git.tags.get(name);
  const commit = commitSha ? getCommit(git, commitSha) : null;
  if (!commit) return null;
  const tagSha = git.annotatedTags?.get(name);
  const tag = tagSha ? readTag(git.objects, tagSha) : null;
  if (tag) return { name, id: tag.sha, commit, message: tag.message, tagger: { ...tag.tagger } };
  return { name, id: commit.sha, commit, message: commit.message, tagger: commit.committer };
}

/**
 * `git for-each-ref --sort=-*creatordate refs/tags` as Gitea's GetTagInfos lists them: the newest
 * tagged commit first, then by name.
 */
export function listTags(git: GitRepo): TagInfo[] {
  return [...git.tags.keys()]
    .flatMap((name) => tagInfo(git, name) ?? [])
    .sort(
      (a, b) =>
        b.commit.committer.date.getTime() - a.commit.committer.date.getTime() || a.name.localeCompare(b.name),
    );
}

/** A tag on a commit: annotated (a tag object holding the message) when a message is given. */
export function addTag(
  git: GitRepo,
  name: string,
  commit: Sha,
  annotation?: { message: string; tagger: GitSignature },
) {
  if (git.tags.has(name)) throw new Error(`tag already exists: ${name}`);
  git.tags.set(name, commit);
  if (!annotation) return;
  const tag = writeTag(git.objects, {
    object: commit,
    name,
    tagger: annotation.tagger,
    message: annotation.message,
  });
  git.annotatedTags ??= new Map();
  git.annotatedTags.set(name, tag.sha);
}
