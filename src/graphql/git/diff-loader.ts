// One `.diff` read per commit or pull request and request, parsed once: every file of that commit or
// pull request (and `diff` itself) takes its patch from the same parse. Kept in the request's memo,
// which a write clears (graphql/kit/mutation.ts), so a diff read after a merge or a push is read anew.

import { getCommitDiff, getPullRequestDiff } from '../../forge/endpoints/index.js';
import { type Context, memoize } from '../kit/context.js';
import { type FileDiff, fileOfDiff, type ParsedDiff, parseDiff } from './diff-parse.js';

/** Where a file's patch comes from: the diff of one commit, or of one pull request. */
export type DiffSource =
  | { kind: 'commit'; owner: string; repo: string; sha: string }
  | { kind: 'pull'; owner: string; repo: string; index: number };

/** The diff a listed file belongs to; absent where no one diff holds it (see comparison files). */
export const DIFF_SOURCE = Symbol('diff source');

export type WithDiffSource<T> = T & { [DIFF_SOURCE]?: DiffSource };

/** The files of a list, each told which diff holds its patch. */
export function withDiffSource<T extends object>(
  files: readonly T[] | null | undefined,
  source: DiffSource,
): WithDiffSource<T>[] | null {
  return files ? files.map((file) => ({ ...file, [DIFF_SOURCE]: source })) : null;
}

/** The parsed diff of a commit (against its first parent) or of a pull request (from its merge base). */
export function loadDiff(context: Context, source: DiffSource): Promise<ParsedDiff> {
  const { owner, repo } = source;
  if (source.kind === 'commit') {
    return memoize(context, `diff:commit:${owner}/${repo}@${source.sha}`, async () => {
      const { data } = await getCommitDiff(context.forge, { owner, repo, sha: source.sha });
      return parseDiff(data);
    });
  }
  return memoize(context, `diff:pull:${owner}/${repo}#${source.index}`, async () => {
    const { data } = await getPullRequestDiff(context.forge, { owner, repo, index: source.index });
    return parseDiff(data);
  });
}

/** A file's part of its source's diff; null when the diff cap ended the text before it. */
export async function loadFileDiff(
  context: Context,
  source: DiffSource,
  path: string,
): Promise<{ file: FileDiff | null; diff: ParsedDiff }> {
  const diff = await loadDiff(context, source);
  return { file: fileOfDiff(diff, path), diff };
}
