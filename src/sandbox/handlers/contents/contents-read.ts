// Reading files and directories at a ref (routers/api/v1/repo/file.go).
import type { ContentsEntry } from '../../../forge/types/index.js';
import {
  type ContentsOptions,
  contentsEntry,
  dirEntries,
  type RefInfo,
  resolveRefInfo,
} from '../../convert/contents.js';
import { getEntry } from '../../git/repository.js';
import type { RequestContext } from '../../http/context.js';
import { jsonReply, type Reply } from '../../http/errors.js';
import { DEFAULT_PAGING_NUM } from '../../http/paging.js';
import type { RepoRec } from '../../model/records.js';
import { GetFilesOptions } from './forms.js';

const MAX_RESPONSE_SIZE = 100 * 1024 * 1024;

/** A bad ref or an empty repository → the JSON not-found body */
function refOr404(ctx: RequestContext, repo: RepoRec): RefInfo {
  const ref = ctx.form('ref').trim();
  const info = resolveRefInfo(repo, ref);
  if (!info)
    throw ctx.notFound(undefined, [`object does not exist [id: ${ref || repo.defaultBranch}, rel_path: ]`]);
  return info;
}

function missingPath(ctx: RequestContext, ref: RefInfo, path: string) {
  return ctx.notFound('GetContentsOrList', [
    `object does not exist [id: ${ref.commitSha}, rel_path: ${path}]`,
  ]);
}

/** Gitea's GetContentsOrList: an array for a directory, one object otherwise. */
function contentsOrList(
  ctx: RequestContext,
  repo: RepoRec,
  ref: RefInfo,
  path: string,
  opts: ContentsOptions,
) {
  const entry = getEntry(repo.git, ref.commitSha, path);
  if (!entry) throw missingPath(ctx, ref, path);
  if (entry.type === 'dir') return { dir: dirEntries(ctx, repo, ref, path, opts) ?? [] };
  const file = contentsEntry(ctx, repo, ref, path, opts);
  if (!file) throw missingPath(ctx, ref, path);
  return { file };
}

const legacyOptions: ContentsOptions = { content: true, commitMetadata: true, commitMessage: false };

/** GET /repos/{owner}/{repo}/contents: the root directory's entries */
export function listRootContents(ctx: RequestContext): Reply {
  const { repo } = ctx.repo();
  const ref = refOr404(ctx, repo);
  return jsonReply(200, dirEntries(ctx, repo, ref, '', legacyOptions) ?? []);
}

/** GET /repos/{owner}/{repo}/contents/{filepath}: an object for a file, an array for a directory */
export function getContents(ctx: RequestContext): Reply {
  const { repo } = ctx.repo();
  const ref = refOr404(ctx, repo);
  const result = contentsOrList(ctx, repo, ref, ctx.param('filepath'), legacyOptions);
  return jsonReply(200, result.dir ?? result.file);
}

/** GET /repos/{owner}/{repo}/contents-ext[/{filepath}]: metadata, and more as `includes` asks */
export function getContentsExt(ctx: RequestContext): Reply {
  const { repo } = ctx.repo();
  const opts: ContentsOptions = { content: false, commitMetadata: false, commitMessage: false };
  for (const option of ctx.form('includes').split(',')) {
    if (option === '') continue;
    if (option === 'file_content') opts.content = true;
    else if (option === 'commit_metadata') opts.commitMetadata = true;
    else if (option === 'commit_message') opts.commitMessage = true;
    else if (option !== 'lfs_metadata')
      throw ctx.error(400, `unknown include option ${JSON.stringify(option)}`);
  }
  // the includes are checked before the ref is resolved, as in Gitea's GetContentsExt
  const ref = refOr404(ctx, repo);
  const path = ctx.params.filepath ?? '';
  const result = contentsOrList(ctx, repo, ref, path === '/' ? '' : path, opts);
  return jsonReply(200, result.dir ? { dir_contents: result.dir } : { file_contents: result.file });
}

/** Gitea's GetContentsListFromTreePaths: null for missing paths, at most 30 entries, 100 MiB of content. */
function fileContents(ctx: RequestContext, files: string[]): Reply {
  const { repo } = ctx.repo();
  const ref = refOr404(ctx, repo);
  const out: (ContentsEntry | null)[] = [];
  let size = 0;
  for (const path of files) {
    const entry = contentsEntry(ctx, repo, ref, path, legacyOptions);
    size += entry?.content?.length ?? 0;
    if (size > MAX_RESPONSE_SIZE) break;
    out.push(entry);
    if (out.length === DEFAULT_PAGING_NUM) break;
  }
  return jsonReply(200, out);
}

function parseFilesOption(text: string): string[] | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (parsed === null) return [];
  if (typeof parsed !== 'object' || Array.isArray(parsed)) return null;
  const files = (parsed as { files?: unknown }).files;
  if (files === undefined || files === null) return [];
  if (!Array.isArray(files)) return null;
  return files.every((f): f is string => typeof f === 'string') ? files : null;
}

/** GET /repos/{owner}/{repo}/file-contents?body={"files":[...]}: 400 for a missing or bad body */
export function getFileContents(ctx: RequestContext): Reply {
  const files = parseFilesOption(ctx.form('body'));
  if (!files) throw ctx.error(400, 'invalid body parameter');
  return fileContents(ctx, files);
}

/** POST /repos/{owner}/{repo}/file-contents: the list in a JSON body (binding 422 when empty) */
export function postFileContents(ctx: RequestContext): Reply {
  const body = ctx.bind(GetFilesOptions);
  return fileContents(ctx, body.files);
}
