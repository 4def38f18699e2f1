// Reading attachments of issues and comments (Gitea's routers/api/v1/repo/issue_attachment.go and
// issue_comment_attachment.go; a release's are in releases/release-assets.ts). The lists are not paged.

import { attachmentJson, issueAttachments } from '../../convert/attachments.js';
import type { RequestContext } from '../../http/context.js';
import { jsonReply, type Reply } from '../../http/errors.js';
import type { AttachmentRec } from '../../model/comment-records.js';
import { canReadIssue, pathComment, pathInt, pathIssue } from './issue-scope.js';

function attachmentNotExist(ctx: RequestContext, id: number) {
  return ctx.notFound(undefined, [`attachment does not exist [id: ${id}, uuid: ]`]);
}

export function pick(ctx: RequestContext, list: AttachmentRec[]): Reply {
  const id = pathInt(ctx, 'attachment_id');
  const found = list.find((a) => a.id === id);
  if (!found) throw attachmentNotExist(ctx, id);
  return jsonReply(200, attachmentJson(ctx, found));
}

function issueFiles(ctx: RequestContext) {
  const rc = ctx.repo();
  const issue = pathIssue(ctx, rc, 'not-found');
  if (!canReadIssue(rc, issue)) throw ctx.notFound();
  return issueAttachments(ctx, issue.id, 0);
}

function commentFiles(ctx: RequestContext) {
  const rc = ctx.repo();
  const comment = pathComment(ctx);
  const issue = ctx.store.issue(comment.issueId);
  if (issue.repoId !== rc.repo.id || !canReadIssue(rc, issue)) throw ctx.notFound();
  return issueAttachments(ctx, issue.id, comment.id);
}

/** GET .../issues/{index}/assets: 200 Attachment[] */
export const listIssueAttachments = (ctx: RequestContext): Reply =>
  jsonReply(
    200,
    issueFiles(ctx).map((a) => attachmentJson(ctx, a)),
  );

/** GET .../issues/{index}/assets/{attachment_id}: 200 Attachment, 404 when it is not the issue's */
export const getIssueAttachment = (ctx: RequestContext): Reply => pick(ctx, issueFiles(ctx));

/** GET .../issues/comments/{id}/assets: 200 Attachment[] */
export const listCommentAttachments = (ctx: RequestContext): Reply =>
  jsonReply(
    200,
    commentFiles(ctx).map((a) => attachmentJson(ctx, a)),
  );

/** GET .../issues/comments/{id}/assets/{attachment_id}: 200 Attachment */
export const getCommentAttachment = (ctx: RequestContext): Reply => pick(ctx, commentFiles(ctx));
