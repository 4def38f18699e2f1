// Uploading, renaming and deleting the files of an issue (Gitea's routers/api/v1/repo/issue_attachment.go):
// the poster, a writer of issues (or pulls) or an admin may; anyone else gets 403 after the issue's 404.
// The upload is multipart/form-data with the file in the field `attachment`; the query's `name` renames it.
import { randomUUID } from 'node:crypto';
import { attachmentJson, issueAttachments } from '../../convert/attachments.js';
import type { RepoContext, RequestContext } from '../../http/context.js';
import { jsonReply, type Reply } from '../../http/errors.js';
import { commentExtras } from '../../model/comment-extras.js';
import type { AttachmentRec } from '../../model/comment-records.js';
import { Access, type IssueRec } from '../../model/records.js';
import { FILE_TYPE_FORBIDDEN, isAllowedAttachmentName } from '../../model/upload-verify.js';
import { EditAttachmentOptions } from './forms.js';
import { canWriteIssue, internal, pathInt, pathIssue } from './issue-scope.js';

/** getIssueFromContext, then canUserWriteIssueAttachment's 403 */
function writableIssue(ctx: RequestContext): { rc: RepoContext; issue: IssueRec } {
  const rc = ctx.repo();
  const issue = pathIssue(ctx, rc, 'not-found');
  const doer = ctx.doer;
  const may =
    doer.id === issue.posterId || rc.mode >= Access.admin || doer.isAdmin || canWriteIssue(rc, issue);
  if (!may) throw ctx.error(403, 'user should have permission to write issue');
  return { rc, issue };
}

/** getIssueAttachmentSafeWrite: 404 for an attachment of another issue */
function writableAttachment(ctx: RequestContext): AttachmentRec {
  const { issue } = writableIssue(ctx);
  const id = pathInt(ctx, 'attachment_id');
  const found = issueAttachments(ctx, issue.id, 0).find((a) => a.id === id);
  if (!found) throw ctx.notFound(undefined, ['no such attachment in issue']);
  return found;
}

/** The multipart field `attachment`; Gitea answers a body without it with a 500. */
export async function formFile(ctx: RequestContext): Promise<File> {
  const type = ctx.headers['content-type'] ?? '';
  const form = await new Response(new Uint8Array(ctx.body), { headers: { 'content-type': type } })
    .formData()
    .catch(() => null);
  const file = form?.get('attachment');
  if (!(file instanceof File)) throw internal(ctx, 'http: no such file');
  return file;
}

/** The multipart file, named by the query's `name` or its own name */
export async function multipartUpload(ctx: RequestContext): Promise<{ name: string; content: Uint8Array }> {
  const file = await formFile(ctx);
  return { name: ctx.query.get('name') || file.name, content: new Uint8Array(await file.arrayBuffer()) };
}

/**
 * attachment.UploadAttachment: a new record under its parent, named by the query's `name` or the file's
 * own (an issue's or comment's must have an allowed type: 422 otherwise, upload.Verify); the bytes are kept, so
 * that a test can compare what arrived with what was sent.
 */
export async function storeAttachment(
  ctx: RequestContext,
  parent: Pick<AttachmentRec, 'issueId' | 'commentId' | 'releaseId'>,
  upload: { name: string; content: Uint8Array } | null = null,
): Promise<Reply> {
  const { name, content } = upload ?? (await multipartUpload(ctx));
  if (parent.releaseId === 0 && !isAllowedAttachmentName(name)) throw ctx.error(422, FILE_TYPE_FORBIDDEN);
  const extras = commentExtras(ctx.store);
  const attachment: AttachmentRec = {
    id: ctx.store.nextId(extras.attachments),
    uuid: randomUUID(),
    ...parent,
    uploaderId: ctx.doer.id,
    name,
    size: content.byteLength,
    downloadCount: 0,
    createdAt: ctx.store.now(),
    content,
  };
  extras.attachments.push(attachment);
  return jsonReply(201, attachmentJson(ctx, attachment));
}

/** POST .../issues/{index}/assets: 201 Attachment */
export async function createIssueAttachment(ctx: RequestContext): Promise<Reply> {
  const { issue } = writableIssue(ctx);
  return storeAttachment(ctx, { issueId: issue.id, commentId: 0, releaseId: 0 });
}

/** EditAttachmentOptions: an empty name changes nothing; an issue's or comment's attachment must keep an
 * allowed type (UpdateAttachment, 422); Gitea answers 201 with the attachment */
export function renameAttachment(ctx: RequestContext, attachment: AttachmentRec): Reply {
  const body = ctx.bind(EditAttachmentOptions);
  const name = body.name || attachment.name;
  if (attachment.releaseId === 0 && !isAllowedAttachmentName(name)) throw ctx.error(422, FILE_TYPE_FORBIDDEN);
  attachment.name = name;
  return jsonReply(201, attachmentJson(ctx, attachment));
}

/** repo_model.DeleteAttachment: 204 */
export function removeAttachment(ctx: RequestContext, attachment: AttachmentRec): Reply {
  const list = commentExtras(ctx.store).attachments;
  list.splice(list.indexOf(attachment), 1);
  return { status: 204 };
}

/** PATCH .../issues/{index}/assets/{attachment_id}: 201 Attachment */
export const editIssueAttachment = (ctx: RequestContext): Reply =>
  renameAttachment(ctx, writableAttachment(ctx));

/** DELETE .../issues/{index}/assets/{attachment_id}: 204 */
export const deleteIssueAttachment = (ctx: RequestContext): Reply =>
  removeAttachment(ctx, writableAttachment(ctx));
