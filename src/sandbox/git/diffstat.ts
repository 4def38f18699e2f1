// The diffstat `git format-patch` writes after a mail's `---` (git's diff.c show_stats and
// show_summary at format-patch's 72 columns): one line a path, ` name | N ++--`, the graph scaled
// down when it does not fit; binary files as ` name | Bin X -> Y bytes`; the totals; then the
// `create mode` / `delete mode` / `mode change` lines; then a blank line.

import { structuredPatch } from 'diff';
import { changedPaths, contentOf, isBinary, type PathChange } from './diff.js';
import type { Sha } from './objects.js';
import type { GitRepo } from './repository.js';

/** format-patch's stat width (MAIL_DEFAULT_WRAP) */
const WIDTH = 72;

interface Stat {
  path: string;
  binary: boolean;
  added: number;
  deleted: number;
}

function statOf(repo: GitRepo, change: PathChange): Stat {
  const before = change.old ? contentOf(repo, change.old) : Buffer.alloc(0);
  const after = change.now ? contentOf(repo, change.now) : Buffer.alloc(0);
  if (isBinary(before) || isBinary(after)) {
    // git counts a binary file's bytes: the old size as deleted, the new as added
    return { path: change.path, binary: true, added: after.length, deleted: before.length };
  }
  let added = 0;
  let deleted = 0;
  const patch = structuredPatch('a', 'b', before.toString('utf8'), after.toString('utf8'), '', '', {
    context: 0,
  });
  for (const hunk of patch.hunks) {
    for (const line of hunk.lines) {
      if (line.startsWith('+')) added++;
      else if (line.startsWith('-')) deleted++;
    }
  }
  return { path: change.path, binary: false, added, deleted };
}

const decimalWidth = (n: number) => String(n).length;
const scaleLinear = (it: number, width: number, max: number) =>
  it === 0 ? 0 : 1 + Math.floor((it * (width - 1)) / max);
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** show_stats' column widths: the name, the count, the graph */
function widths(stats: Stat[]): { name: number; number: number; graph: number; maxChange: number } {
  let maxChange = 0;
  let binWidth = 0;
  let numberWidth = 0;
  for (const s of stats) {
    if (s.binary) {
      binWidth = Math.max(binWidth, 14 + decimalWidth(s.added) + decimalWidth(s.deleted));
      numberWidth = 3;
    } else maxChange = Math.max(maxChange, s.added + s.deleted);
  }
  numberWidth = Math.max(numberWidth, decimalWidth(maxChange));
  const width = Math.max(WIDTH, 16 + 6 + numberWidth);
  let graph = maxChange + 4 > binWidth ? maxChange : binWidth - 4;
  let name = Math.max(...stats.map((s) => s.path.length));
  if (name + numberWidth + 6 + graph > width) {
    if (graph > Math.floor((width * 3) / 8) - numberWidth - 6) {
      graph = Math.max(6, Math.floor((width * 3) / 8) - numberWidth - 6);
    }
    if (name > width - numberWidth - 6 - graph) name = width - numberWidth - 6 - graph;
    else graph = width - numberWidth - 6 - name;
  }
  return { name, number: numberWidth, graph, maxChange };
}

/** a path cut to the name column as git cuts it: `...` and the tail, from a directory boundary */
function nameCell(path: string, width: number): string {
  if (path.length <= width) return path.padEnd(width);
  let tail = path.slice(path.length - Math.max(0, width - 3));
  const slash = tail.indexOf('/');
  if (slash >= 0) tail = tail.slice(slash);
  return `...${tail}`.padEnd(width);
}

function statLine(s: Stat, w: ReturnType<typeof widths>): string {
  const name = nameCell(s.path, w.name);
  if (s.binary) {
    const head = ` ${name} | ${'Bin'.padStart(w.number)}`;
    return s.added === 0 && s.deleted === 0 ? head : `${head} ${s.deleted} -> ${s.added} bytes`;
  }
  let add = s.added;
  let del = s.deleted;
  if (w.graph <= w.maxChange) {
    let total = scaleLinear(add + del, w.graph, w.maxChange);
    if (total < 2 && add && del) total = 2;
    if (add < del) {
      add = scaleLinear(add, w.graph, w.maxChange);
      del = total - add;
    } else {
      del = scaleLinear(del, w.graph, w.maxChange);
      add = total - del;
    }
  }
  const count = String(s.added + s.deleted).padStart(w.number);
  return ` ${name} | ${count}${s.added + s.deleted ? ' ' : ''}${'+'.repeat(add)}${'-'.repeat(del)}`;
}

/** show_summary's lines for added, removed and re-moded paths */
function summaryLine({ path, old, now }: PathChange): string | null {
  if (!old && now) return ` create mode ${now.mode} ${path}`;
  if (old && !now) return ` delete mode ${old.mode} ${path}`;
  if (old && now && old.mode !== now.mode) return ` mode change ${old.mode} => ${now.mode} ${path}`;
  return null;
}

/** The diffstat block of one commit against `from` (null: against nothing), ending in a blank line. */
export function diffstat(repo: GitRepo, from: Sha | null, to: Sha): string {
  const changes = changedPaths(repo, from, to);
  if (changes.length === 0) return ' 0 files changed\n';
  const stats = changes.map((c) => statOf(repo, c));
  const w = widths(stats);
  const insertions = stats.reduce((n, s) => n + (s.binary ? 0 : s.added), 0);
  const deletions = stats.reduce((n, s) => n + (s.binary ? 0 : s.deleted), 0);
  let totals = ` ${plural(stats.length, 'file changed', 'files changed')}`;
  if (insertions || deletions === 0) totals += `, ${plural(insertions, 'insertion(+)', 'insertions(+)')}`;
  if (deletions || insertions === 0) totals += `, ${plural(deletions, 'deletion(-)', 'deletions(-)')}`;
  const summary = changes.map(summaryLine).filter((l): l is string => l !== null);
  return `${[...stats.map((s) => statLine(s, w)), totals, ...summary].join('\n')}\n`;
}
