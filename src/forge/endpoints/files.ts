// Files and contents (spec ops 4 to 9). facts: the ref selector is named `ref` in ops 6 to 9.

import type { RepoArgs } from '../endpoint.js';
import { atRef, endpoint } from '../endpoint.js';

/** op 8's route: Gitea 1.25 and later only (older forges and Forgejo answer a plain-text 404) */
export const CONTENTS_EXT_ROUTE = 'GET /repos/{owner}/{repo}/contents-ext/{filepath}';
/** op 9's route: Gitea 1.24 and later only (older forges and Forgejo answer a plain-text 404) */
export const FILE_CONTENTS_ROUTE = 'GET /repos/{owner}/{repo}/file-contents';

export type ContentsInclude = 'file_content' | 'lfs_metadata' | 'commit_metadata' | 'commit_message';

/** spec: op 4 — several file changes in one commit */
export const changeFiles = endpoint('POST /repos/{owner}/{repo}/contents');

/** spec: op 5 */
export const deleteFile = endpoint('DELETE /repos/{owner}/{repo}/contents/{filepath}');

/** spec: op 6 — the root directory's entries */
export const listRootContents = endpoint('GET /repos/{owner}/{repo}/contents', { query: atRef });

/** spec: op 7 — an object for a file, an array for a directory */
export const getContents = endpoint('GET /repos/{owner}/{repo}/contents/{filepath}', { query: atRef });

/** spec: op 8 — metadata only unless `includes` asks for more */
export const getContentsExt = endpoint(CONTENTS_EXT_ROUTE, {
  query: (args: RepoArgs & { filepath: string; ref?: string; includes?: readonly ContentsInclude[] }) => ({
    ref: args.ref,
    includes: args.includes?.length ? args.includes.join(',') : undefined,
  }),
});

/** spec: op 9 — many files in one call; `null` for missing paths; facts: at most 30 per call */
export const getFileContents = endpoint(FILE_CONTENTS_ROUTE, {
  query: (args: RepoArgs & { files: readonly string[]; ref?: string }) => ({
    ref: args.ref,
    body: JSON.stringify({ files: args.files }),
  }),
});

/** facts: op 9 stops after 30 entries */
export const FILE_CONTENTS_BATCH_LIMIT = 30;
