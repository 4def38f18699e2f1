// Files and contents (spec ops 4 to 9). facts: the ref selector is named `ref` in ops 6 to 9.

import type { ForgeResponse, ForgeSession } from '../session.js';
import type {
  ChangeFilesOptions,
  ContentsEntry,
  ContentsExtResponse,
  DeleteFileOptions,
  FileDeleteResponse,
  FilesResponse,
} from '../types.js';
import type { RepoArgs } from './repos.js';

/** op 8's route: Gitea 1.25 and later only (older forges and Forgejo answer a plain-text 404) */
export const CONTENTS_EXT_ROUTE = 'GET /repos/{owner}/{repo}/contents-ext/{filepath}';
/** op 9's route: Gitea 1.24 and later only (older forges and Forgejo answer a plain-text 404) */
export const FILE_CONTENTS_ROUTE = 'GET /repos/{owner}/{repo}/file-contents';

export type ContentsInclude = 'file_content' | 'lfs_metadata' | 'commit_metadata' | 'commit_message';

/** spec: op 4 — several file changes in one commit */
export const changeFiles = (
  forge: ForgeSession,
  args: RepoArgs,
  body: ChangeFilesOptions,
): Promise<ForgeResponse<FilesResponse>> =>
  forge.request('POST /repos/{owner}/{repo}/contents', {
    params: { owner: args.owner, repo: args.repo },
    body,
  });

/** spec: op 5 */
export const deleteFile = (
  forge: ForgeSession,
  args: RepoArgs & { filepath: string },
  body: DeleteFileOptions,
): Promise<ForgeResponse<FileDeleteResponse>> =>
  forge.request('DELETE /repos/{owner}/{repo}/contents/{filepath}', {
    params: { owner: args.owner, repo: args.repo, filepath: args.filepath },
    body,
  });

/** spec: op 6 — the root directory's entries */
export const listRootContents = (
  forge: ForgeSession,
  args: RepoArgs & { ref?: string },
): Promise<ForgeResponse<ContentsEntry[]>> =>
  forge.request('GET /repos/{owner}/{repo}/contents', {
    params: { owner: args.owner, repo: args.repo },
    query: { ref: args.ref },
  });

/** spec: op 7 — an object for a file, an array for a directory */
export const getContents = (
  forge: ForgeSession,
  args: RepoArgs & { filepath: string; ref?: string },
): Promise<ForgeResponse<ContentsEntry | ContentsEntry[]>> =>
  forge.request('GET /repos/{owner}/{repo}/contents/{filepath}', {
    params: { owner: args.owner, repo: args.repo, filepath: args.filepath },
    query: { ref: args.ref },
  });

/** spec: op 8 — metadata only unless `includes` asks for more */
export const getContentsExt = (
  forge: ForgeSession,
  args: RepoArgs & { filepath: string; ref?: string; includes?: readonly ContentsInclude[] },
): Promise<ForgeResponse<ContentsExtResponse>> =>
  forge.request(CONTENTS_EXT_ROUTE, {
    params: { owner: args.owner, repo: args.repo, filepath: args.filepath },
    query: { ref: args.ref, includes: args.includes?.length ? args.includes.join(',') : undefined },
  });

/** spec: op 9 — many files in one call; `null` for missing paths; facts: at most 30 per call */
export const getFileContents = (
  forge: ForgeSession,
  args: RepoArgs & { files: readonly string[]; ref?: string },
): Promise<ForgeResponse<(ContentsEntry | null)[]>> =>
  forge.request(FILE_CONTENTS_ROUTE, {
    params: { owner: args.owner, repo: args.repo },
    query: { ref: args.ref, body: JSON.stringify({ files: args.files }) },
  });

/** facts: op 9 stops after 30 entries */
export const FILE_CONTENTS_BATCH_LIMIT = 30;
