// Unified diffs of the in-memory git store, written as git writes them: what Gitea's `.diff` routes
// stream from `git diff -M <from> <to>` (a commit against its first parent, a pull request from its
// merge base) and from `git show <sha>` for a root commit (modules/git/diff.go GetRepoRawDiffForFile).
// Each changed path gets git's headers (`diff --git a/x b/x`, `new file mode`, `index abc1234..def5678`,
// `--- a/x`, `+++ b/x`), then hunks with three lines of context from the `diff` library, headed
// `@@ -a,b +c,d @@` and the nearest line above that starts a function as git's default funcname rule
// finds it; a blob with a NUL in its first 8000 bytes is binary ("Binary files a/x and b/x differ").
// Renames are not detected: a moved file is a deletion and an addition, as the sandbox's file lists say.

import { structuredPatch } from 'diff';
import {
  flattenTree,
  GIT_MODE,
  type GitCommit,
  type GitIndex,
  type GitIndexEntry,
  readBlob,
  readCommit,
  type Sha,
} from './objects.js';
import type { GitRepo } from './repository.js';

const CONTEXT_LINES = 3;
/** git looks for a NUL in this many leading bytes to call a blob binary (xdiff's FIRST_FEW_BYTES) */
const BINARY_PROBE_BYTES = 8000;
/** git's abbreviation of object ids in `index` lines (core.abbrev for a small repository) */
const ABBREV = 7;
const NULL_ID = '0'.repeat(ABBREV);
/** git's funcname default: a line that starts with a letter, `_` or `$`, cut to 80 bytes */
const FUNCNAME = /^[A-Za-z_$]/;
const FUNCNAME_MAX = 80;

export const treeOf = (repo: GitRepo, sha: Sha | null): GitIndex => {
  const commit = sha ? readCommit(repo.objects, sha) : null;
  return commit ? flattenTree(repo.objects, commit.tree) : new Map();
};

/** What git diffs for an entry: a blob's bytes, a symlink's target, a submodule's commit line. */
export function contentOf(repo: GitRepo, entry: GitIndexEntry): Buffer {
  if (entry.mode === GIT_MODE.submodule) return Buffer.from(`Subproject commit ${entry.sha}\n`);
  return readBlob(repo.objects, entry.sha);
}

export const isBinary = (content: Buffer) => content.subarray(0, BINARY_PROBE_BYTES).includes(0);

/** The nearest line above `line` (1-based, exclusive) that git's default funcname rule picks. */
function funcnameAbove(lines: string[], line: number): string {
  for (let i = Math.min(line, lines.length + 1) - 2; i >= 0; i--) {
    const text = lines[i] as string;
    if (FUNCNAME.test(text)) return Buffer.from(text).subarray(0, FUNCNAME_MAX).toString('utf8').trimEnd();
  }
  return '';
}

/** `start,count` as git writes a range: a count of 1 is left out, an empty range starts before line 1. */
function range(start: number, count: number): string {
  const first = count === 0 ? start - 1 : start;
  return count === 1 ? `${first}` : `${first},${count}`;
}

function hunksOf(before: string, after: string): string {
  const patch = structuredPatch('a', 'b', before, after, '', '', { context: CONTEXT_LINES });
  const oldLines = before.split('\n');
  return patch.hunks
    .map((hunk) => {
      const name = funcnameAbove(oldLines, hunk.oldStart);
      const header = `@@ -${range(hunk.oldStart, hunk.oldLines)} +${range(hunk.newStart, hunk.newLines)} @@`;
      return [name ? `${header} ${name}` : header, ...hunk.lines].join('\n');
    })
    .join('\n');
}

/** One path's section of the diff, or '' when nothing git shows changed. */
function fileSection(repo: GitRepo, path: string, old?: GitIndexEntry, now?: GitIndexEntry): string {
  const lines = [`diff --git a/${path} b/${path}`];
  const oldId = old ? old.sha.slice(0, ABBREV) : NULL_ID;
  const newId = now ? now.sha.slice(0, ABBREV) : NULL_ID;
  if (!old && now) lines.push(`new file mode ${now.mode}`, `index ${oldId}..${newId}`);
  else if (old && !now) lines.push(`deleted file mode ${old.mode}`, `index ${oldId}..${newId}`);
  else if (old && now && old.mode !== now.mode) {
    lines.push(`old mode ${old.mode}`, `new mode ${now.mode}`);
    if (old.sha !== now.sha) lines.push(`index ${oldId}..${newId}`);
  } else lines.push(`index ${oldId}..${newId} ${now?.mode}`);
  if (old?.sha === now?.sha) return `${lines.join('\n')}\n`;
  const before = old ? contentOf(repo, old) : Buffer.alloc(0);
  const after = now ? contentOf(repo, now) : Buffer.alloc(0);
  const from = old ? `a/${path}` : '/dev/null';
  const to = now ? `b/${path}` : '/dev/null';
  if (isBinary(before) || isBinary(after)) {
    lines.push(`Binary files ${from} and ${to} differ`);
    return `${lines.join('\n')}\n`;
  }
  // an empty file added or removed has no hunk, so git writes no ---/+++ lines either
  if (before.length === 0 && after.length === 0) return `${lines.join('\n')}\n`;
  lines.push(`--- ${from}`, `+++ ${to}`, hunksOf(before.toString('utf8'), after.toString('utf8')));
  return `${lines.join('\n')}\n`;
}

export interface PathChange {
  path: string;
  old?: GitIndexEntry;
  now?: GitIndexEntry;
}

/** The paths whose blob or mode differ between two commits, in git's path order (bytewise). */
export function changedPaths(repo: GitRepo, from: Sha | null, to: Sha): PathChange[] {
  const before = treeOf(repo, from);
  const after = treeOf(repo, to);
  const paths = [...new Set([...before.keys(), ...after.keys()])].sort((a, b) =>
    Buffer.compare(Buffer.from(a), Buffer.from(b)),
  );
  return paths
    .map((path) => ({ path, old: before.get(path), now: after.get(path) }))
    .filter(({ old, now }) => old?.sha !== now?.sha || old?.mode !== now?.mode);
}

/** `git diff <from> <to>`: every changed path in git's path order; `from` null diffs against nothing. */
export function diffTrees(repo: GitRepo, from: Sha | null, to: Sha): string {
  return changedPaths(repo, from, to)
    .map(({ path, old, now }) => fileSection(repo, path, old, now))
    .join('');
}

const pad = (n: number) => String(n).padStart(2, '0');

/** git's default date format (`Thu Apr 7 22:13:13 2005 +0000`), in UTC as the sandbox records dates. */
function gitDate(date: Date): string {
  const day = date.toUTCString().slice(0, 3);
  const month = date.toUTCString().slice(8, 11);
  const time = `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
  return `${day} ${month} ${date.getUTCDate()} ${time} ${date.getUTCFullYear()} +0000`;
}

/** `git show <sha>` of a root commit: the commit's header and indented message, a blank line, the diff. */
function showHeader(commit: GitCommit): string {
  const message = commit.message
    .replace(/\n+$/, '')
    .split('\n')
    .map((line) => (line === '' ? '' : `    ${line}`))
    .join('\n');
  const { name, email, date } = commit.author;
  return `commit ${commit.sha}\nAuthor: ${name} <${email}>\nDate:   ${gitDate(date)}\n\n${message}\n\n`;
}

/** What GET …/git/commits/{sha}.diff writes: against the first parent, or `git show` for a root commit. */
export function commitDiff(repo: GitRepo, commit: GitCommit): string {
  const parent = commit.parents[0];
  if (parent === undefined) return showHeader(commit) + diffTrees(repo, null, commit.sha);
  return diffTrees(repo, parent, commit.sha);
}
