// Diffs: `Commit.diff` (the unified text and its files), and on each file of a commit and a
// comparison its patch, counts and hunks; pull-request/pull-request-diff.ts gives a pull request and
// its files the same fields. A commit's files and its `diff` share one `GET …/git/commits/{sha}.diff`,
// a pull request's one `GET …/pulls/{index}.diff` (diff-loader.ts); the caps and the `truncated` flags
// are diff-parse.ts's.

import type { CommitAffectedFiles } from '../../forge/types/git.js';
import { builder, type FieldsOf } from '../kit/builder.js';
import type { Context } from '../kit/context.js';
import { describedEnumValues } from '../kit/enum-values.js';
import { forgeFields } from '../kit/forge-fields.js';
import { forgeNumberField } from '../kit/forge-numbers.js';
import { CommitFileRef, CommitRef } from './commit.js';
import { DIFF_SOURCE, loadDiff, loadFileDiff, type WithDiffSource } from './diff-loader.js';
import { DIFF_LIMITS, type DiffHunk, type DiffLine, type FileDiff, type ParsedDiff } from './diff-parse.js';
import { FIELDS } from './fields.js';

builder.enumType('DiffLineKind', {
  description: 'What a line of a hunk is.',
  values: describedEnumValues({
    ADDED: 'Only in the new version (`+`).',
    REMOVED: 'Only in the old version (`-`).',
    CONTEXT: 'In both (a space).',
  }),
});

builder.objectRef<DiffLine>('DiffLine').implement({
  description: 'One line of a hunk with its numbers in the old and the new version.',
  // numbers read from the forge's text: checked like every number the forge sends
  fields: (t) => forgeFields(t, FIELDS.DiffLine),
});

const DiffHunkRef = builder.objectRef<DiffHunk>('DiffHunk').implement({
  description: 'A hunk of a file’s patch: `@@ -oldStart,oldLines +newStart,newLines @@ section`.',
  fields: (t) => forgeFields(t, FIELDS.DiffHunk),
});

builder.objectRef<FileDiff>('FileDiff').implement({
  description: 'One file of a diff, as git wrote it.',
  fields: (t) => ({
    ...forgeFields(t, FIELDS.FileDiff),
    ...fileDiffFields(t, (file) => file),
  }),
});

export const DiffRef = builder.objectRef<ParsedDiff>('Diff').implement({
  description: `A unified diff as the forge wrote it, read up to ${DIFF_LIMITS.maxDiffBytes} bytes.`,
  fields: (t) => forgeFields(t, FIELDS.Diff),
});

/** A file's part of its diff; CUT when the diff cap ended the text before it; null when unknown. */
type FilePart = FileDiff | typeof CUT | null;
const CUT = 'cut';

type PartOf<P> = (parent: P, context: Context) => Promise<FilePart> | FilePart;

const partField =
  <T>(pick: (file: FileDiff) => T) =>
  async (part: Promise<FilePart> | FilePart) => {
    const found = await part;
    return found && found !== CUT ? pick(found) : null;
  };

/** patch, hunks, isBinary and truncated of a file, read from its part of a parsed diff. */
export function fileDiffFields<P>(t: FieldsOf<P>, partOf: PartOf<P>) {
  const patch = partField((f) => f.patch);
  const hunks = partField((f) => f.hunks);
  const isBinary = partField((f) => f.isBinary);
  return {
    patch: t.string({
      description: `The file’s hunks as unified text, from the first \`@@\` (at most ${DIFF_LIMITS.maxFilePatchBytes} bytes); '' for a binary file or a change of mode alone; null when the diff’s cap ended before this file.`,
      resolve: (parent, _args, context) => patch(partOf(parent, context)),
    }),
    hunks: t.field({
      type: [DiffHunkRef],
      description: 'The hunks with their numbered lines; empty for a binary file.',
      resolve: (parent, _args, context) => hunks(partOf(parent, context)),
    }),
    isBinary: t.boolean({
      description: 'Git found the file binary: no hunks, only "Binary files … differ".',
      resolve: (parent, _args, context) => isBinary(partOf(parent, context)),
    }),
    truncated: t.boolean({
      description: `The patch was cut: past ${DIFF_LIMITS.maxFilePatchBytes} bytes for the file, or where the whole diff passed its cap (then the file may have no patch at all).`,
      resolve: async (parent, _args, context) => {
        const found = await partOf(parent, context);
        return found === CUT ? true : (found?.truncated ?? null);
      },
    }),
  };
}

/**
 * The part of its diff a listed file is: CUT when the diff cap ended the text before it; null for a
 * file with no source (a comparison's path that several commits changed) or that its diff lacks.
 */
export async function partOfSource(
  file: WithDiffSource<{ filename?: string }>,
  context: Context,
): Promise<FilePart> {
  const source = file[DIFF_SOURCE];
  if (!source || !file.filename) return null;
  const found = await loadFileDiff(context, source, file.filename);
  return found.file ?? (found.diff.truncated ? CUT : null);
}

const COMMIT_COST =
  'one `GET /repos/{owner}/{repo}/git/commits/{sha}.diff` per commit and request, shared by every file of the commit';

builder.objectFields(CommitFileRef, (t) => {
  const partOf = (file: CommitAffectedFiles, context: Context) => partOfSource(file, context);
  /** null where the diff's cap cut the file (a count of what was read would undercount) */
  const count = async (file: CommitAffectedFiles, context: Context, pick: (f: FileDiff) => number) => {
    const found = await partOf(file, context);
    return found && found !== CUT && found.countsComplete ? pick(found) : null;
  };
  return {
    ...fileDiffFields(t, partOf),
    additions: forgeNumberField(t, 'Int', (file, context) => count(file, context, (f) => f.additions), {
      description: `Lines added (${COMMIT_COST}); null where the diff’s cap cut the file.`,
    }),
    deletions: forgeNumberField(t, 'Int', (file, context) => count(file, context, (f) => f.deletions), {
      description: 'Lines removed, from the same diff as `additions`.',
    }),
  };
});

builder.objectFields(CommitRef, (t) => ({
  diff: t.field({
    type: DiffRef,
    description: `The commit against its first parent as \`git diff\` writes it (a root commit: \`git show\`, its header first): ${COMMIT_COST}.`,
    resolve: (commit, _args, context) =>
      loadDiff(context, { kind: 'commit', owner: commit.owner, repo: commit.repo, sha: commit.sha }),
  }),
}));
