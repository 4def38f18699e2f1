// Reading a unified diff as git writes it (`git diff`, `git show`): the forge's `.diff` routes answer
// text, and every file of a commit or pull request takes its patch, counts and hunks from one parse.
// Text before the first `diff --git` (the commit header `git show` writes for a root commit) is skipped.
// The caps bound what one answer can carry: a diff is read up to DIFF_LIMITS.maxDiffBytes (cut at a
// line end; the files past the cut are absent, the one it cuts is truncated) and one file's patch up
// to DIFF_LIMITS.maxFilePatchBytes (its later lines dropped), each cut said by a `truncated` flag.

export const DIFF_LIMITS = {
  /** bytes of one commit's or pull request's diff that are read; the rest is dropped */
  maxDiffBytes: 1_048_576,
  /** bytes of one file's patch (its hunks) that are kept; its additions and deletions still count every line */
  maxFilePatchBytes: 102_400,
} as const;

export type DiffLineKind = 'ADDED' | 'REMOVED' | 'CONTEXT';

export interface DiffLine {
  kind: DiffLineKind;
  /** the line without its leading `+`, `-` or space */
  content: string;
  oldLineNumber: number | null;
  newLineNumber: number | null;
  /** git's `\ No newline at end of file` follows this line */
  noNewlineAtEnd: boolean;
}

export interface DiffHunk {
  oldStart: number;
  oldLines: number;
  newStart: number;
  newLines: number;
  /** what git writes after the second `@@`: the nearest line above that starts a function */
  section: string;
  lines: DiffLine[];
}

export type FileDiffStatus = 'added' | 'deleted' | 'modified' | 'renamed' | 'copied';

export interface FileDiff {
  path: string;
  /** the path before a rename or copy; null otherwise */
  previousPath: string | null;
  status: FileDiffStatus;
  isBinary: boolean;
  /** the hunks as text, from the first `@@`; '' for a binary file or a change of mode alone */
  patch: string;
  hunks: DiffHunk[];
  additions: number;
  deletions: number;
  /** the patch was cut: by the file cap, or by the diff cap that ended the text inside this file */
  truncated: boolean;
  /** additions and deletions count every line of the file (false when the diff cap cut it) */
  countsComplete: boolean;
}

export interface ParsedDiff {
  /** the unified text as read (cut at the diff cap) */
  text: string;
  /** the forge's text was longer than the diff cap */
  truncated: boolean;
  files: FileDiff[];
}

const HUNK_HEADER = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@ ?(.*)$/;

/** git's C-style quoting of a path with unusual bytes: `"t\303\251st"` → `tést` */
function unquote(text: string): string {
  if (!text.startsWith('"')) return text;
  const bytes: number[] = [];
  const escapes: Record<string, number> = { n: 10, t: 9, '"': 34, '\\': 92, a: 7, b: 8, f: 12, r: 13, v: 11 };
  for (let i = 1; i < text.length - 1; i++) {
    const char = text[i] as string;
    if (char !== '\\') {
      bytes.push(...Buffer.from(char));
      continue;
    }
    const next = text[i + 1] as string;
    const octal = /^[0-7]{3}/.exec(text.slice(i + 1));
    if (octal) {
      bytes.push(Number.parseInt(octal[0], 8));
      i += 3;
    } else {
      bytes.push(escapes[next] ?? next.charCodeAt(0));
      i += 1;
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** `a/x b/x` of a `diff --git` line: quoted names, or the two halves of an unquoted pair. */
function namesOfHeader(rest: string): [string, string] {
  const quoted = /^("(?:[^"\\]|\\.)*"|\S+) ("(?:[^"\\]|\\.)*"|\S+)$/.exec(rest);
  if (rest.startsWith('"') && quoted) return [unquote(quoted[1] as string), unquote(quoted[2] as string)];
  // unquoted and unchanged: `a/P b/P`, whatever spaces P holds
  const half = (rest.length - 1) / 2;
  if (Number.isInteger(half) && rest.slice(2, half) === rest.slice(half + 3)) {
    return [rest.slice(0, half), rest.slice(half + 1)];
  }
  const at = rest.indexOf(' b/');
  return [rest.slice(0, at), rest.slice(at + 1)];
}

const stripSide = (name: string) => name.replace(/^[ab]\//, '');

/** Cuts `text` at `max` bytes, back to the last line end; whether anything was cut. */
function cutAt(text: string, max: number): { text: string; cut: boolean } {
  if (text.length <= max / 4 || Buffer.byteLength(text) <= max) return { text, cut: false };
  const head = Buffer.from(text).subarray(0, max).toString('utf8');
  const end = head.lastIndexOf('\n');
  return { text: end < 0 ? '' : head.slice(0, end + 1), cut: true };
}

/** A file being read: its old name until the header says what became of it, the bytes its patch holds. */
interface Building extends FileDiff {
  oldName: string;
  patchBytes: number;
  sawHunk: boolean;
}

function newFile(header: string): Building {
  const [from, to] = namesOfHeader(header);
  return {
    path: stripSide(to),
    previousPath: null,
    status: 'modified',
    isBinary: false,
    patch: '',
    hunks: [],
    additions: 0,
    deletions: 0,
    truncated: false,
    countsComplete: true,
    oldName: stripSide(from),
    patchBytes: 0,
    sawHunk: false,
  };
}

/** Reads the extended header lines of one file (between `diff --git` and its first hunk). */
function readHeaderLine(file: Building, line: string): void {
  if (line.startsWith('new file mode ')) file.status = 'added';
  else if (line.startsWith('deleted file mode ')) {
    file.status = 'deleted';
    file.path = file.oldName;
  } else if (line.startsWith('rename from ')) {
    file.status = 'renamed';
    file.previousPath = unquote(line.slice('rename from '.length));
  } else if (line.startsWith('rename to ')) file.path = unquote(line.slice('rename to '.length));
  else if (line.startsWith('copy from ')) {
    file.status = 'copied';
    file.previousPath = unquote(line.slice('copy from '.length));
  } else if (line.startsWith('copy to ')) file.path = unquote(line.slice('copy to '.length));
  else if (line.startsWith('Binary files ') || line === 'GIT binary patch') file.isBinary = true;
}

/** Appends one hunk line (or a hunk header) to the file's patch, within the file cap. */
function keep(file: Building, line: string, max: number): boolean {
  const bytes = Buffer.byteLength(line) + 1;
  if (file.truncated || file.patchBytes + bytes > max) {
    file.truncated = true;
    return false;
  }
  file.patch += file.patch === '' ? line : `\n${line}`;
  file.patchBytes += bytes;
  return true;
}

function finish(file: Building): FileDiff {
  const { patchBytes: _bytes, sawHunk: _hunk, oldName: _old, ...done } = file;
  return done;
}

/** Parses git's unified diff text into files, hunks and numbered lines, within the caps. */
export function parseDiff(raw: string, limits: typeof DIFF_LIMITS = DIFF_LIMITS): ParsedDiff {
  const { text, cut } = cutAt(raw, limits.maxDiffBytes);
  const files: FileDiff[] = [];
  let file: Building | null = null;
  let hunk: DiffHunk | null = null;
  let oldLine = 0;
  let newLine = 0;
  const lines = text.split('\n');
  if (lines.at(-1) === '') lines.pop();
  for (const line of lines) {
    if (line.startsWith('diff --git ')) {
      if (file) files.push(finish(file));
      file = newFile(line.slice('diff --git '.length));
      hunk = null;
      continue;
    }
    if (!file) continue;
    const header = HUNK_HEADER.exec(line);
    if (header) {
      file.sawHunk = true;
      const [, oldStart, oldCount, newStart, newCount, section] = header;
      hunk = {
        oldStart: Number(oldStart),
        oldLines: oldCount === undefined ? 1 : Number(oldCount),
        newStart: Number(newStart),
        newLines: newCount === undefined ? 1 : Number(newCount),
        section: section ?? '',
        lines: [],
      };
      oldLine = hunk.oldStart;
      newLine = hunk.newStart;
      if (keep(file, line, limits.maxFilePatchBytes)) file.hunks.push(hunk);
      continue;
    }
    if (!file.sawHunk) {
      readHeaderLine(file, line);
      continue;
    }
    const sign = line[0];
    if (sign === '+') file.additions++;
    else if (sign === '-') file.deletions++;
    if (!keep(file, line, limits.maxFilePatchBytes) || !hunk) continue;
    if (sign === '\\') {
      const previous = hunk.lines.at(-1);
      if (previous) previous.noNewlineAtEnd = true;
      continue;
    }
    const kind: DiffLineKind = sign === '+' ? 'ADDED' : sign === '-' ? 'REMOVED' : 'CONTEXT';
    hunk.lines.push({
      kind,
      content: line.slice(1),
      oldLineNumber: kind === 'ADDED' ? null : oldLine,
      newLineNumber: kind === 'REMOVED' ? null : newLine,
      noNewlineAtEnd: false,
    });
    if (kind !== 'ADDED') oldLine++;
    if (kind !== 'REMOVED') newLine++;
  }
  if (file) {
    // the diff cap ended the text inside this file
    if (cut) Object.assign(file, { truncated: true, countsComplete: false });
    files.push(finish(file));
  }
  return { text, truncated: cut, files };
}

/** The file of a parsed diff by its path (the new path; the old one for a deletion or a rename). */
export function fileOfDiff(diff: ParsedDiff, path: string): FileDiff | null {
  return diff.files.find((f) => f.path === path) ?? diff.files.find((f) => f.previousPath === path) ?? null;
}
