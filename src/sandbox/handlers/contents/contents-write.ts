// One commit that changes files (POST …/contents), and deleting one file (DELETE …/contents/{filepath}),
// as routers/api/v1/repo/file.go answers them.

import { contentsEntry, fileCommitJson, UNSIGNED } from '../../convert/contents.js';
import { type ChangeOperation, commitChanges, type GitSignature, isEmpty } from '../../git/repository.js';
import { type BodySchema, goStruct } from '../../http/binding.js';
import type { RepoContext, RequestContext } from '../../http/context.js';
import { jsonReply, type Reply } from '../../http/errors.js';
import { goBase64Decode } from '../../http/go-base64.js';
import type { Guard } from '../../http/guards.js';
import { pushContent, recordActivity } from '../../model/activity.js';
import { Access } from '../../model/records.js';
import { changedPaths, emitPush } from '../../webhooks/payloads.js';
import { IdentitySchema } from './forms.js';

interface Identity {
  name?: string;
  email?: string;
}

interface FileOptions {
  message?: string;
  branch?: string;
  new_branch?: string;
  force_push?: boolean;
  author?: Identity;
  committer?: Identity;
  dates?: { author?: Date; committer?: Date };
  signoff?: boolean;
}

interface FileOperation {
  operation: string;
  path: string;
  content?: string;
  sha?: string;
  from_path?: string;
}

/** The fields ChangeFilesOptions and DeleteFileOptions share, FileOptions of modules/structs/repo_file.go. */
const FileOptionsSchema = goStruct('FileOptions', {
  message: 'string',
  branch: 'string:BranchName GitRefName MaxSize(100)',
  new_branch: 'string:NewBranchName GitRefName MaxSize(100)',
  force_push: 'bool',
  author: { struct: IdentitySchema },
  committer: { struct: IdentitySchema },
  dates: { struct: goStruct('CommitDateOptions', { author: 'time', committer: 'time' }) },
  signoff: 'bool',
});

const ChangeFileOperation = goStruct('ChangeFileOperation', {
  operation: 'string Required',
  path: 'string Required MaxSize(500)',
  content: 'string:ContentBase64',
  sha: 'string:SHA',
  from_path: 'string',
});

const ChangeFilesOptions: BodySchema = {
  name: 'ChangeFilesOptions',
  fields: [
    ...FileOptionsSchema.fields,
    { key: 'files', go: 'Files', rules: ['Required'], type: { structs: ChangeFileOperation } },
  ],
};

const DeleteFileOptions: BodySchema = {
  name: 'DeleteFileOptions',
  fields: [...FileOptionsSchema.fields, { key: 'sha', go: 'SHA', type: 'string', rules: ['Required'] }],
};

/** repo.MustBeEditable, the file routes' archived check: 423 with its own message */
export const mustBeEditable: Guard = (ctx) => {
  const { repo, owner } = ctx.repo();
  if (repo.archived) throw ctx.error(423, `${owner.login}/${repo.name} is not allowed to edit`);
};

/** The caller must be able to write to the target branch (new_branch, else branch): routers/api/v1/repo/file.go */
function requireBranchWrite(ctx: RequestContext, rc: RepoContext): void {
  if (rc.mode < Access.write)
    throw ctx.error(403, 'user should have a permission to write to the target branch');
}

/** the path as the commit stored it (leading, trailing and doubled slashes dropped) */
function cleanTreePath(path: string): string {
  return path
    .split('/')
    .filter((p) => p !== '' && p !== '.')
    .join('/');
}

/** Go's base64.StdEncoding: strict alphabet and padding. */
function decodeBase64(ctx: RequestContext, text: string): Buffer {
  const decoded = goBase64Decode(text);
  if ('error' in decoded) throw ctx.error(422, decoded.error);
  return decoded.bytes;
}

/** Gitea's GetAuthorAndCommitterUsers: an identity counts only with an email; one given serves for both. */
function signatures(
  ctx: RequestContext,
  opts: FileOptions,
): { author: GitSignature; committer: GitSignature } {
  const user = ctx.doer;
  const now = ctx.store.now();
  const doer = { name: user.fullName || user.login, email: user.email };
  const pick = (id?: Identity) => (id?.email ? { name: id.name || id.email, email: id.email } : undefined);
  const author = pick(opts.author);
  const committer = pick(opts.committer);
  const a = author ?? committer ?? doer;
  const c = committer ?? author ?? doer;
  return {
    author: { ...a, date: opts.dates?.author ?? now },
    committer: { ...c, date: opts.dates?.committer ?? now },
  };
}

/** Gitea's changeFilesCommitMessage */
function defaultMessage(ops: { operation: string; path: string }[]): string {
  const of = (kinds: string[]) => ops.filter((o) => kinds.includes(o.operation)).map((o) => o.path);
  const lines: string[] = [];
  const added = of(['create']);
  const updated = of(['update', 'upload', 'rename']);
  const deleted = of(['delete']);
  if (added.length) lines.push(`Add ${added.join(', ')}`);
  if (updated.length) lines.push(`Update ${updated.join(', ')}`);
  if (deleted.length) lines.push(`Delete ${deleted.join(', ')}`);
  return lines.join('\n');
}

function toOperation(ctx: RequestContext, file: FileOperation): ChangeOperation {
  const content = decodeBase64(ctx, file.content ?? '');
  const sha = file.sha || undefined;
  switch (file.operation) {
    case 'create':
    case 'update':
    case 'upload':
      return {
        operation: file.operation,
        path: file.path,
        fromPath: file.from_path || undefined,
        content,
        sha,
      };
    case 'rename':
      return {
        operation: 'rename',
        path: file.path,
        fromPath: file.from_path || file.path,
        content: file.content ? content : undefined,
        sha,
      };
    case 'delete':
      return { operation: 'delete', path: file.path, sha };
    default:
      // an unknown operation is not checked by binding and ends as a 500, as in Gitea
      throw ctx.error(
        500,
        ctx.user?.isAdmin
          ? `invalid file operation: ${file.operation} ${file.path}, supported operations are create, update, delete`
          : '',
      );
  }
}

/** Runs the commit; git errors map to 404 / 422 APIError bodies (Gitea's handleChangeRepoFilesError). */
function commit(ctx: RequestContext, rc: RepoContext, opts: FileOptions, files: FileOperation[]) {
  const operations = files.map((f) => toOperation(ctx, f));
  let message = opts.message || defaultMessage(files);
  const { author, committer } = signatures(ctx, opts);
  if (opts.signoff) message = `${message}\n\nSigned-off-by: ${committer.name} <${committer.email}>`;
  const { repo } = rc;
  const wasEmpty = isEmpty(repo.git);
  const before = repo.git.branches.get(opts.new_branch || opts.branch || repo.defaultBranch) ?? '';
  const result = commitChanges(repo.git, repo.defaultBranch, {
    branch: opts.branch || undefined,
    newBranch: opts.new_branch || undefined,
    forcePush: opts.force_push,
    operations,
    message,
    author,
    committer,
  });
  if ('error' in result) {
    const text = result.error.message
      .replace('[repo_id: 0 ', `[repo_id: ${repo.id} `)
      .replace(
        /^repository file does not exist \[path: (.*)\]$/,
        'object does not exist [id: , rel_path: $1]',
      );
    throw ctx.error(result.error.kind === 'not-found' ? 404 : 422, text);
  }
  if (wasEmpty) repo.defaultBranch = result.branch;
  repo.updatedAt = ctx.store.now();
  const user = ctx.doer;
  recordActivity(ctx.store, user, repo, {
    opType: 'commit_repo',
    refName: `refs/heads/${result.branch}`,
    content: pushContent(rc.owner.login, repo, before, result.commit),
  });
  emitPush(ctx, repo, { branch: result.branch, before, commit: result.commit, ...changedPaths(operations) });
  return { ...result, paths: operations.map((o) => o.path) };
}

/** POST /repos/{owner}/{repo}/contents → 201 FilesResponse */
export function changeFiles(ctx: RequestContext): Reply {
  const rc = ctx.repo();
  const body = ctx.bind<FileOptions & { files: FileOperation[] }>(ChangeFilesOptions);
  requireBranchWrite(ctx, rc);
  const done = commit(ctx, rc, body, body.files);
  const ref = { commitSha: done.commit.sha, ref: done.branch, refType: 'branch' as const };
  const opts = { content: true, commitMetadata: true, commitMessage: false };
  const files = done.paths
    .slice(0, 30)
    .map((path) => contentsEntry(ctx, rc.repo, ref, cleanTreePath(path), opts));
  return jsonReply(201, { files, commit: fileCommitJson(ctx, rc.repo, done.commit), verification: UNSIGNED });
}

/** DELETE /repos/{owner}/{repo}/contents/{filepath} → 200 with `content: null` */
export function deleteFile(ctx: RequestContext): Reply {
  const rc = ctx.repo();
  const body = ctx.bind<FileOptions & { sha: string }>(DeleteFileOptions);
  requireBranchWrite(ctx, rc);
  const done = commit(ctx, rc, body, [{ operation: 'delete', path: ctx.param('filepath'), sha: body.sha }]);
  return jsonReply(200, {
    content: null,
    commit: fileCommitJson(ctx, rc.repo, done.commit),
    verification: UNSIGNED,
  });
}
