// The Repository field `tree(ref, path, recursive)` (GET /repos/{owner}/{repo}/git/trees/{sha}):
// the entries of a git tree as a connection over the forge's page/per_page paging, and TreeEntry,
// a value object.

import { getContents, getTree, listRootContents } from '../../forge/endpoints/index.js';
import { ForgeError } from '../../forge/errors.js';
import type { GitEntry, GitTreeResponse } from '../../forge/types/git.js';
import type { ContentsEntry } from '../../forge/types/index.js';
import { pagedArgs } from '../kit/arg-table.js';
import { builder, type FieldsOf } from '../kit/builder.js';
import {
  type ConnectionArgs,
  type ConnectionResult,
  connectionArgsOf,
  resolveListConnection,
  resolvePagedConnection,
} from '../kit/connection.js';
import type { Context } from '../kit/context.js';
import { memoize } from '../kit/context.js';
import { forgeEnum } from '../kit/enum-values.js';
import { normalisePath } from '../kit/file-loader.js';
import { readsForge } from '../kit/forge-calls.js';
import { forgeFields } from '../kit/forge-fields.js';
import { expectObject, repoKey } from '../kit/loaders.js';
import { prefetch } from '../kit/prefetch.js';
import { type RepoRef, RepositoryRef, repoRefOf } from '../kit/refs/repository.js';
import { FIELDS } from './fields.js';

/** setting.API.DefaultGitTreesPerPage: the forge's largest tree page */
const TREE_PAGE_MAX = 1000;

export const TreeEntryType = forgeEnum('TreeEntryType');

export const TreeEntryRef = builder.objectRef<GitEntry>('TreeEntry').implement({
  description:
    'One entry of a git tree (Gitea: GitEntry). Not a Node: an entry is a name within one tree, while its `sha` is the object’s, which many trees and paths share; the forge reads whole trees (GET /repos/{owner}/{repo}/git/trees/{sha}) and blobs (…/git/blobs/{sha}), never one entry.',
  fields: (t) => ({
    ...forgeFields(t, { path: ['path', 'String!', 'The entry’s path, relative to the listed tree.'] }),
    name: t.string({
      nullable: false,
      description: 'The entry’s own name: the last part of its path.',
      resolve: (e) => e.path.split('/').pop() ?? e.path,
    }),
    ...forgeFields(t, FIELDS.TreeEntry),
  }),
});

interface TreeConnection extends ConnectionResult<GitEntry> {
  sha: string | null;
  url: string | null;
  truncated: boolean | null;
}

export const TreeEntryConnection = builder.connectionObject(
  {
    type: TreeEntryRef,
    name: 'TreeEntryConnection',
    // the listed tree's own values, kept beside the connection's pages
    fields: (t) =>
      forgeFields(t as unknown as FieldsOf<TreeConnection>, {
        sha: ['sha', 'String', 'The SHA of the tree listed.'],
        url: ['url', 'URL', 'The listed tree in the forge’s REST API.'],
        truncated: ['truncated', 'Boolean', 'The forge’s flag: more entries follow the last page read.'],
      }),
  },
  { name: 'TreeEntryEdge' },
);

/** Where the tree listing starts and how deep it goes. */
const TREE_FILTERS = {
  ref: 'The branch, tag, commit SHA or tree SHA to list; the default branch when absent.',
  path: 'The directory to list, relative to the repository root; the root when absent.',
  recursive: ['Boolean', 'Whether to list the subdirectories’ entries too.'],
} as const;

interface TreeArgs extends ConnectionArgs {
  ref?: string | null;
  path?: string | null;
  recursive?: boolean | null;
}

/** The gateway's own finding (the forge answered the listing): no upstream status, the message as written. */
const notADirectory = (ref: RepoRef, path: string) =>
  new ForgeError({
    kind: 'not-found',
    status: null,
    method: 'GET',
    route: 'GET /repos/{owner}/{repo}/contents/{filepath}',
    params: { owner: ref.owner, repo: ref.repo, filepath: path },
    message: `Could not resolve to a directory '${path}' in the repository '${ref.owner}/${ref.repo}' at this ref.`,
  });

/** The tree id of a directory: its entry in the parent directory's listing (one contents read). */
async function directorySha(context: Context, ref: RepoRef, gitRef: string, path: string): Promise<string> {
  const slash = path.lastIndexOf('/');
  const parent = slash < 0 ? '' : path.slice(0, slash);
  const name = path.slice(slash + 1);
  const { data } = parent
    ? await getContents(context.forge, { ...ref, filepath: parent, ref: gitRef })
    : await listRootContents(context.forge, { ...ref, ref: gitRef });
  const entry = (Array.isArray(data) ? (data as ContentsEntry[]) : []).find((e) => e.name === name);
  if (entry?.type !== 'dir' || !entry.sha) throw notADirectory(ref, path);
  return entry.sha;
}

function readTree(context: Context, ref: RepoRef, gitRef: string, args: TreeArgs): Promise<TreeConnection> {
  const path = normalisePath(args.path ?? '');
  const recursive = args.recursive === true;
  const key = `tree:${repoKey(ref.owner, ref.repo)}:${JSON.stringify([gitRef, path, recursive, connectionArgsOf(args as Record<string, unknown>)])}`;
  return memoize(context, key, async () => {
    const sha = path ? await directorySha(context, ref, gitRef, path) : gitRef;
    let last: GitTreeResponse | null = null;
    const connection = await resolvePagedConnection(
      connectionArgsOf(args as Record<string, unknown>),
      context.settings,
      async (page, perPage) => {
        const response = await getTree(context.forge, { ...ref, sha, recursive, page, perPage });
        const tree = expectObject<GitTreeResponse>(
          response.data,
          'GET /repos/{owner}/{repo}/git/trees/{sha}',
          'sha',
        );
        last = tree;
        return {
          items: tree.tree ?? [],
          totalCount: response.paging.totalCount ?? tree.total_count ?? null,
          paging: response.paging,
        };
      },
      { maxUpstreamPageSize: TREE_PAGE_MAX },
    );
    const answered = last as GitTreeResponse | null;
    return {
      ...connection,
      sha: answered?.sha ?? null,
      url: answered?.url ?? null,
      truncated: answered?.truncated ?? null,
    };
  });
}

builder.objectFields(RepositoryRef, (t) => ({
  tree: t.field({
    type: TreeEntryConnection,
    description:
      'The entries of the tree at `ref` (the default branch when absent) and `path` (the root when absent), all levels with `recursive`, directories before what they hold (GET /repos/{owner}/{repo}/git/trees/{sha}). One call per page (the forge pages by up to 1000), plus one contents read of the parent directory when `path` is given.',
    args: pagedArgs(t, TREE_FILTERS),
    // Without `ref` the tree is the default branch's, which only the repository read names: no lookahead then.
    extensions: {
      ...prefetch<RepoRef>((context, ref, args) =>
        typeof args.ref === 'string' && args.ref
          ? readTree(context, ref, args.ref, args as TreeArgs)
          : undefined,
      ),
      // beside its pages: the contents read of the parent directory when `path` is given
      ...readsForge(),
    },
    resolve: (repository, args, context) => {
      // A repository without commits has no tree yet: an empty listing, at no cost.
      if (repository.empty === true && !args.ref) {
        return {
          ...resolveListConnection(connectionArgsOf(args), context.settings, []),
          sha: null,
          url: null,
          truncated: false,
        };
      }
      const gitRef = args.ref || repository.default_branch;
      if (!gitRef) return null;
      return readTree(context, repoRefOf(repository), gitRef, args);
    },
  }),
}));
