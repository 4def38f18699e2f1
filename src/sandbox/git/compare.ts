// Comparing and merging branches of the in-memory git store, as Gitea's GetCompareInfo and its merge
// service do: the commits of head not in base (`git log base..head`), the merge base, the files
// changed between merge base and head with their line counts, and the trees of merges, squashes and
// rebases. A path changed on both sides in different ways is a conflict; the sandbox merges whole files.

import {
  flattenTree,
  type GitCommit,
  type GitIndex,
  type GitSignature,
  readBlob,
  readCommit,
  type Sha,
  writeCommit,
  writeTree,
} from './objects.js';
import type { GitRepo } from './repository.js';

/** Every commit reachable from `sha`, itself included. */
export function ancestors(repo: GitRepo, sha: Sha): Set<Sha> {
  const seen = new Set<Sha>();
  const pending = [sha];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (seen.has(next)) continue;
    const commit = readCommit(repo.objects, next);
    if (!commit) continue;
    seen.add(next);
    pending.push(...commit.parents);
  }
  return seen;
}

/** The commits of `head` that `base` lacks, newest first (children before parents). */
export function commitsBetween(repo: GitRepo, base: Sha, head: Sha): GitCommit[] {
  const excluded = ancestors(repo, base);
  const result: GitCommit[] = [];
  const seen = new Set<Sha>();
  const pending = [head];
  for (let next = pending.shift(); next; next = pending.shift()) {
    if (seen.has(next) || excluded.has(next)) continue;
    seen.add(next);
    const commit = readCommit(repo.objects, next);
    if (!commit) continue;
    result.push({ ...commit, parents: [...commit.parents] });
    pending.push(...commit.parents);
  }
  return result.sort((a, b) => b.committer.date.getTime() - a.committer.date.getTime());
}

/** The newest common ancestor of two commits (breadth first from head), or null for unrelated histories. */
export function mergeBase(repo: GitRepo, base: Sha, head: Sha): Sha | null {
  const inBase = ancestors(repo, base);
  const seen = new Set<Sha>();
  const pending = [head];
  for (let next = pending.shift(); next; next = pending.shift()) {
    if (seen.has(next)) continue;
    seen.add(next);
    if (inBase.has(next)) return next;
    pending.push(...(readCommit(repo.objects, next)?.parents ?? []));
  }
  return null;
}

export interface FileChange {
  filename: string;
  status: 'added' | 'modified' | 'deleted';
  additions: number;
  deletions: number;
}

const linesOf = (content: Buffer) => {
  const text = content.toString('utf8');
  if (text === '') return [];
  return text.replace(/\n$/, '').split('\n');
};

/** Lines added and removed between two versions (longest common subsequence, as a line diff counts them). */
function lineCounts(before: string[], after: string[]): { additions: number; deletions: number } {
  const row = new Array<number>(after.length + 1).fill(0);
  for (const line of before) {
    let diagonal = 0;
    for (let j = 1; j <= after.length; j++) {
      const above = row[j] ?? 0;
      row[j] = line === after[j - 1] ? diagonal + 1 : Math.max(above, row[j - 1] ?? 0);
      diagonal = above;
    }
  }
  const common = row[after.length] ?? 0;
  return { additions: after.length - common, deletions: before.length - common };
}

const treeOf = (repo: GitRepo, sha: Sha | null): GitIndex => {
  const commit = sha ? readCommit(repo.objects, sha) : null;
  return commit ? flattenTree(repo.objects, commit.tree) : new Map();
};

/** The files changed from `from` to `to`, in git's path order (Gitea's ChangedFile list). */
export function diffCommits(repo: GitRepo, from: Sha | null, to: Sha): FileChange[] {
  const before = treeOf(repo, from);
  const after = treeOf(repo, to);
  const blobLines = (sha: Sha) => linesOf(readBlob(repo.objects, sha));
  const changes: FileChange[] = [];
  for (const [path, entry] of after) {
    const old = before.get(path);
    if (old && old.sha === entry.sha && old.mode === entry.mode) continue;
    const counts = lineCounts(old ? blobLines(old.sha) : [], blobLines(entry.sha));
    changes.push({ filename: path, status: old ? 'modified' : 'added', ...counts });
  }
  for (const [path, entry] of before) {
    if (!after.has(path))
      changes.push({
        filename: path,
        status: 'deleted',
        additions: 0,
        deletions: blobLines(entry.sha).length,
      });
  }
  return changes.sort((a, b) => Buffer.compare(Buffer.from(a.filename), Buffer.from(b.filename)));
}

/**
 * The tree `onto` gets when the changes from `since` to `tip` are applied to it, or the first path
 * both sides changed differently.
 */
function applyChanges(
  repo: GitRepo,
  onto: Sha,
  since: Sha | null,
  tip: Sha,
): { index: GitIndex } | { conflict: string } {
  const ancestor = treeOf(repo, since);
  const ours = treeOf(repo, onto);
  const theirs = treeOf(repo, tip);
  const index: GitIndex = new Map(ours);
  const paths = new Set([...ancestor.keys(), ...theirs.keys()]);
  for (const path of paths) {
    const was = ancestor.get(path);
    const now = theirs.get(path);
    if (was?.sha === now?.sha && was?.mode === now?.mode) continue;
    const mine = ours.get(path);
    const mineUnchanged = mine?.sha === was?.sha && mine?.mode === was?.mode;
    const sameResult = mine?.sha === now?.sha && mine?.mode === now?.mode;
    if (!mineUnchanged && !sameResult) return { conflict: path };
    if (now) index.set(path, now);
    else index.delete(path);
  }
  return { index };
}

export type MergeStyle = 'merge' | 'rebase' | 'rebase-merge' | 'squash' | 'fast-forward-only';

export type MergeOutcome = { sha: Sha } | { conflict: string } | { notFastForward: true };

/**
 * Lands `head` on `base` in one of Gitea's merge styles and returns the new tip of the base branch
 * (the caller moves the branch): merge (two parents), squash (one parent, the head's tree), rebase
 * (each head commit replayed), rebase-merge (replayed, then a merge commit), fast-forward-only.
 */
export function mergeBranches(
  repo: GitRepo,
  base: Sha,
  head: Sha,
  style: MergeStyle,
  message: string,
  doer: GitSignature,
): MergeOutcome {
  const ancestor = mergeBase(repo, base, head);
  if (style === 'fast-forward-only') return ancestor === base ? { sha: head } : { notFastForward: true };
  if (style === 'rebase' || style === 'rebase-merge') {
    let tip = base;
    for (const commit of commitsBetween(repo, base, head).reverse()) {
      const applied = applyChanges(repo, tip, commit.parents[0] ?? null, commit.sha);
      if ('conflict' in applied) return applied;
      tip = writeCommit(repo.objects, {
        tree: writeTree(repo.objects, applied.index),
        parents: [tip],
        author: commit.author,
        committer: doer,
        message: commit.message,
      }).sha;
    }
    if (style === 'rebase') return { sha: tip };
    const tree = readCommit(repo.objects, tip)?.tree as Sha;
    return {
      sha: writeCommit(repo.objects, { tree, parents: [base, tip], author: doer, committer: doer, message })
        .sha,
    };
  }
  const applied = applyChanges(repo, base, ancestor, head);
  if ('conflict' in applied) return applied;
  const tree = writeTree(repo.objects, applied.index);
  const parents = style === 'squash' ? [base] : [base, head];
  return { sha: writeCommit(repo.objects, { tree, parents, author: doer, committer: doer, message }).sha };
}
