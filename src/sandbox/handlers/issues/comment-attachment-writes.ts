// Uploading, renaming and deleting the files of a comment (Gitea's routers/api/v1/repo/
// issue_comment_attachment.go): getIssueCommentSafe (404 for a comment of another repository), then
// canUserWriteIssueCommentAttachment (403 unless the caller posted the comment or administers the
// repository, and writes its issues or pulls), then the attachment, which must hang on that comment (404).

import { issueAttachments } from '../../convert/attachments.js';
import type { RequestContext } from '../../http/context.js';
import type { Reply } from '../../http/errors.js';
import type { AttachmentRec } from '../../model/comment-records.js';
import { Access, type CommentRec } from '../../model/records.js';
import { removeAttachment, renameAttachment, storeAttachment } from './attachment-writes.js';
import { canWriteIssue, pathComment, pathInt } from './issue-scope.js';

function writableComment(ctx: RequestContext): CommentRec {
  const rc = ctx.repo();
  const comment = pathComment(ctx);
  const issue = ctx.store.issue(comment.issueId);
  if (issue.repoId !== rc.repo.id) throw ctx.notFound(undefined, ['no matching issue comment found']);
  const doer = ctx.doer;
  const editor = doer.id === comment.posterId || rc.mode >= Access.admin || doer.isAdmin;
  if (!editor || !canWriteIssue(rc, issue))
    throw ctx.error(403, 'user should have permission to edit comment');
  return comment;
}

/** getIssueCommentAttachmentSafeWrite: an attachment of another comment is a 404 */
function writableAttachment(ctx: RequestContext): AttachmentRec {
  const comment = writableComment(ctx);
  const id = pathInt(ctx, 'attachment_id');
  const found = issueAttachments(ctx, comment.issueId, comment.id).find((a) => a.id === id);
  if (!found) throw ctx.notFound(undefined, ['no such attachment in comment']);
  return found;
}

/** POST .../issues/comments/{id}/assets: 201 Attachment */
export async function createCommentAttachment(ctx: RequestContext): Promise<Reply> {
  const comment = writableComment(ctx);
  return storeAttachment(ctx, { issueId: comment.issueId, commentId: comment.id, releaseId: 0 });
}

/** PATCH .../issues/comments/{id}/assets/{attachment_id}: 201 Attachment */
export const editCommentAttachment = (ctx: RequestContext): Reply =>
  renameAttachment(ctx, writableAttachment(ctx));

/** DELETE .../issues/comments/{id}/assets/{attachment_id}: 204 */
export const deleteCommentAttachment = (ctx: RequestContext): Reply =>
  removeAttachment(ctx, writableAttachment(ctx));
