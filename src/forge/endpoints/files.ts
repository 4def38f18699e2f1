// Files and contents (routers/api/v1/repo/file.go): writes, deletes and reads. Every read names its
// branch, tag or commit in the `ref` query parameter.

import type { RepoArgs } from '../routes/endpoint.js';
import { atRef, endpoint } from '../routes/endpoint.js';

/** The extended contents route: Gitea 1.25 and later only (older forges and Forgejo answer a plain-text 404) */
export const CONTENTS_EXT_ROUTE = 'GET /repos/{owner}/{repo}/contents-ext/{filepath}';
/** The batch file-contents route: Gitea 1.24 and later only (older forges and Forgejo answer a plain-text 404) */
export const FILE_CONTENTS_ROUTE = 'GET /repos/{owner}/{repo}/file-contents';

export type ContentsInclude = 'file_content' | 'lfs_metadata' | 'commit_metadata' | 'commit_message';

/** Several file changes in one commit */
export const changeFiles = endpoint('POST /repos/{owner}/{repo}/contents');

/** Deletes one file in a commit of its own */
export const deleteFile = endpoint('DELETE /repos/{owner}/{repo}/contents/{filepath}');

/** The root directory's entries */
export const listRootContents = endpoint('GET /repos/{owner}/{repo}/contents', { query: atRef });

/** An object for a file, an array for a directory */
export const getContents = endpoint('GET /repos/{owner}/{repo}/contents/{filepath}', { query: atRef });

/** Metadata only unless `includes` asks for more */
export const getContentsExt = endpoint(CONTENTS_EXT_ROUTE, {
  query: (args: RepoArgs & { filepath: string; ref?: string; includes?: readonly ContentsInclude[] }) => ({
    ref: args.ref,
    includes: args.includes?.length ? args.includes.join(',') : undefined,
  }),
});

/** Many files in one call; `null` for missing paths; at most 30 per call */
export const getFileContents = endpoint(FILE_CONTENTS_ROUTE, {
  query: (args: RepoArgs & { files: readonly string[]; ref?: string }) => ({
    ref: args.ref,
    body: JSON.stringify({ files: args.files }),
  }),
});

/** The batch file-contents route answers at most 30 entries (Gitea's DEFAULT_PAGING_NUM, not overridable) */
export const FILE_CONTENTS_BATCH_LIMIT = 30;
