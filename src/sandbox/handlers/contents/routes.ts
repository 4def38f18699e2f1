// Repository contents: reads under /contents, /contents-ext and /file-contents, and the file writes
// (routers/api/v1/api.go: the writes run reqRepoWriter's stand-in MustBeEditable, then reqToken).
import { repoAssignment, reqToken } from '../../guards.js';
import type { RouteRow } from '../../route-row.js';
import {
  getContents,
  getContentsExt,
  getFileContents,
  listRootContents,
  postFileContents,
} from './contents-read.js';
import { changeFiles, deleteFile, mustBeEditable } from './contents-write.js';

const code = [repoAssignment];
const fileWrites = [repoAssignment, mustBeEditable, reqToken];

/** `contentsExt` false switches off the routes older forges lack (op 8). */
export function contentRoutes(options: { contentsExt: boolean }): RouteRow[] {
  const contentsExt = () => options.contentsExt;
  return [
    { route: 'GET /repos/{owner}/{repo}/contents', guards: code, handler: listRootContents },
    { route: 'GET /repos/{owner}/{repo}/contents/{filepath}', guards: code, handler: getContents },
    { route: 'POST /repos/{owner}/{repo}/contents', guards: fileWrites, handler: changeFiles },
    { route: 'DELETE /repos/{owner}/{repo}/contents/{filepath}', guards: fileWrites, handler: deleteFile },
    {
      route: 'GET /repos/{owner}/{repo}/contents-ext',
      guards: code,
      handler: getContentsExt,
      enabled: contentsExt,
    },
    {
      route: 'GET /repos/{owner}/{repo}/contents-ext/{filepath}',
      guards: code,
      handler: getContentsExt,
      enabled: contentsExt,
    },
    { route: 'GET /repos/{owner}/{repo}/file-contents', guards: code, handler: getFileContents },
    { route: 'POST /repos/{owner}/{repo}/file-contents', guards: code, handler: postFileContents },
  ];
}
