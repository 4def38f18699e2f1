// Files and directories, and the Repository fields `contents`, `file` and `files`. `contents` asks
// GET .../contents-ext only for the extra data the query selects, and falls back to GET .../contents
// on forges without it (Gitea before 1.25, Forgejo: a plain-text 404).

import type { GraphQLResolveInfo } from 'graphql';
import {
  CONTENTS_EXT_ROUTE,
  type ContentsInclude,
  getContents,
  getContentsExt,
  listRootContents,
} from '../../forge/endpoints/index.js';
import { preferRoute } from '../../forge/instance/capabilities.js';
import type { ContentsEntry, ContentsExtResponse, FileLinks, Repository } from '../../forge/types/index.js';
import { builder, type FieldsOf } from '../kit/builder.js';
import { type Context, memoize } from '../kit/context.js';
import { normalisePath } from '../kit/file-loader.js';
import { commonFields, forgeFields } from '../kit/forge-fields.js';
import { repoKey } from '../kit/loaders.js';
import { fromRef, prefetch } from '../kit/prefetch.js';
import { type RepoRef, RepositoryRef, repoRefOf } from '../kit/refs/repository.js';
import { rowObjects } from '../kit/row-object.js';
import { selectedFieldNames } from '../kit/selection.js';
import { FIELDS } from './fields.js';

const rowObject = rowObjects(FIELDS);

export const FileLinksRef = rowObject<FileLinks>('FileLinks', 'The addresses of a file or directory entry.');

export const ContentsEntryRef = builder.objectRef<ContentsEntry>('ContentsEntry').implement({
  description: 'A file, directory, symlink or submodule at a ref.',
  fields: (t) => ({
    ...forgeFields(t, FIELDS.ContentsEntry),
    text: t.string({
      description: 'The content decoded as UTF-8 (null for directories and blobs the forge did not send).',
      resolve: (e) =>
        typeof e.content === 'string' && e.encoding === 'base64'
          ? Buffer.from(e.content, 'base64').toString('utf8')
          : null,
    }),
    ...commonFields(t, 'url', 'htmlUrl'),
  }),
});

interface ContentsShape {
  file: ContentsEntry | null;
  entries: ContentsEntry[] | null;
}

export const ContentsRef = builder.objectRef<ContentsShape>('Contents').implement({
  description: 'What lies at a path: one file (or symlink, submodule), or the entries of a directory.',
  fields: (t) => ({
    isDirectory: t.boolean({
      nullable: false,
      description: 'Whether the path is a directory.',
      resolve: (c) => c.entries !== null,
    }),
    ...forgeFields(t, FIELDS.Contents),
    entries: t.expose('entries', {
      type: [ContentsEntryRef],
      description: 'The directory’s entries; null for a file.',
    }),
  }),
});

/** Which contents-ext `includes` the selection under `contents` needs. */
const INCLUDE_BY_FIELD: Record<string, ContentsInclude> = {
  content: 'file_content',
  text: 'file_content',
  lastCommitSha: 'commit_metadata',
  lastCommitterDate: 'commit_metadata',
  lastAuthorDate: 'commit_metadata',
  lastCommitMessage: 'commit_message',
  lfsOid: 'lfs_metadata',
  lfsSize: 'lfs_metadata',
};

export function includesFor(fieldNames: Iterable<string>): ContentsInclude[] {
  const includes = new Set<ContentsInclude>();
  for (const name of fieldNames) {
    const include = INCLUDE_BY_FIELD[name];
    if (include) includes.add(include);
  }
  return [...includes].sort();
}

async function contentsViaOps6And7(context: Context, ref: RepoRef, path: string, refName?: string) {
  if (path === '') {
    const { data } = await listRootContents(context.forge, { ...ref, ref: refName });
    return { file: null, entries: Array.isArray(data) ? data : [] };
  }
  const { data } = await getContents(context.forge, { ...ref, filepath: path, ref: refName });
  return Array.isArray(data) ? { file: null, entries: data } : { file: data, entries: null };
}

function contents(
  context: Context,
  ref: RepoRef,
  path: string,
  refName: string | undefined,
  includes: ContentsInclude[],
): Promise<ContentsShape> {
  const key = `contents:${repoKey(ref.owner, ref.repo)}:${refName ?? ''}:${path}:${includes.join(',')}`;
  return memoize(context, key, () =>
    // contents-ext is missing before Gitea 1.25 and on Forgejo; their router then answers a plain-text
    // 404, remembered for the process (forge/instance/capabilities.ts), so later reads go straight to contents.
    preferRoute(
      context.forge.capabilities,
      CONTENTS_EXT_ROUTE,
      async () => {
        const { data } = await getContentsExt(context.forge, {
          ...ref,
          filepath: path,
          ref: refName,
          includes,
        });
        const ext = (data ?? {}) as ContentsExtResponse;
        return {
          file: ext.file_contents ?? null,
          entries: ext.dir_contents ?? (ext.file_contents ? null : []),
        };
      },
      () => contentsViaOps6And7(context, ref, path, refName),
    ),
  );
}

interface FilesArgs {
  paths: string[];
  ref?: string | null;
}

const filesOf = (context: Context, ref: RepoRef, args: FilesArgs) =>
  Promise.all(args.paths.map((path) => context.files.load(ref.owner, ref.repo, args.ref ?? undefined, path)));

const contentsArgs = (args: Record<string, unknown>) => ({
  path: normalisePath(String(args.path ?? '')),
  ref: (args.ref ?? undefined) as string | undefined,
});

function includesOf(info: GraphQLResolveInfo, fieldNodes?: GraphQLResolveInfo['fieldNodes']) {
  return includesFor(selectedFieldNames(info, fieldNodes));
}

/** The arguments of the Repository's file fields: the ref they read at, the path or paths they read. */
const refArg = (t: FieldsOf<Repository>) =>
  t.arg.string({ description: 'Branch, tag or full commit id; default branch when absent.' });
const filePathArg = (t: FieldsOf<Repository>) =>
  t.arg.string({
    description: 'The file’s path from the repository’s root, e.g. src/index.ts.',
    required: true,
  });
const filePathsArg = (t: FieldsOf<Repository>) =>
  t.arg.stringList({ description: 'The paths of the files from the repository’s root.', required: true });

builder.objectFields(RepositoryRef, (t) => ({
  contents: t.field({
    type: ContentsRef,
    description:
      'The file or directory at `path`. Content, last-commit data and LFS metadata are fetched only when selected. Forge: GET /repos/{owner}/{repo}/contents-ext/{filepath}, one call (GET .../contents/{filepath} on forges without it).',
    args: {
      path: t.arg.string({ defaultValue: '', description: 'Empty for the root directory.' }),
      ref: refArg(t),
    },
    extensions: prefetch<RepoRef>((context, ref, args, info, node) => {
      const { path, ref: refName } = contentsArgs(args);
      return contents(context, ref, path, refName, includesOf(info, [node]));
    }),
    resolve: (repository, args, context, info) => {
      const { path, ref } = contentsArgs(args);
      return contents(context, repoRefOf(repository), path, ref, includesOf(info));
    },
  }),
  file: t.field({
    type: ContentsEntryRef,
    description:
      'One file with its content. Forge: GET /repos/{owner}/{repo}/file-contents, one call shared by every file field of this repository and ref in the query (one GET .../contents/{filepath} per file on forges without it).',
    args: { path: filePathArg(t), ref: refArg(t) },
    ...fromRef(
      (context, ref: RepoRef, args: { path: string; ref?: string | null }) =>
        context.files.load(ref.owner, ref.repo, args.ref ?? undefined, String(args.path)),
      repoRefOf,
    ),
  }),
  files: t.field({
    type: [ContentsEntryRef],
    nullable: { list: false, items: true },
    description:
      'Several files with their content, in the order asked; null for missing paths. Forge: GET /repos/{owner}/{repo}/file-contents, one call per 30 files, shared with the other file fields of this repository and ref.',
    args: { paths: filePathsArg(t), ref: refArg(t) },
    extensions: prefetch<RepoRef>((context, ref, args) =>
      filesOf(context, ref, args as unknown as FilesArgs),
    ),
    resolve: (repository, args, context) => filesOf(context, repoRefOf(repository), args),
  }),
}));
