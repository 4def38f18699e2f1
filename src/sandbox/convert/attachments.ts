// Attachment JSON (Gitea's services/convert/attachment.go): issue and comment attachments download
// from `/attachments/{uuid}`, release attachments from the release's download path.
import type { Attachment } from '../../forge/types/index.js';
import type { RequestContext } from '../http/context.js';
import { commentExtras } from '../model/comment-extras.js';
import type { AttachmentRec } from '../model/comment-records.js';
import { pathEscapeSegments, rfc3339 } from './format.js';
import { repoHtmlUrl } from './repos.js';

function downloadUrl(ctx: RequestContext, attachment: AttachmentRec): string {
  const release = attachment.releaseId ? ctx.store.releases.find((r) => r.id === attachment.releaseId) : null;
  if (!release) return `${ctx.origin}/attachments/${attachment.uuid}`;
  const html = repoHtmlUrl(ctx, ctx.store.repo(release.repoId));
  return `${html}/releases/download/${pathEscapeSegments(release.tagName)}/${encodeURIComponent(attachment.name)}`;
}

export function attachmentJson(ctx: RequestContext, attachment: AttachmentRec): Attachment {
  return {
    id: attachment.id,
    name: attachment.name,
    size: attachment.size,
    download_count: attachment.downloadCount,
    created_at: rfc3339(attachment.createdAt),
    uuid: attachment.uuid,
    browser_download_url: downloadUrl(ctx, attachment),
  };
}

/** The attachments of an issue (commentId 0) or of one of its comments, oldest first. */
export function issueAttachments(ctx: RequestContext, issueId: number, commentId: number): AttachmentRec[] {
  return commentExtras(ctx.store).attachments.filter(
    (a) => a.issueId === issueId && a.commentId === commentId && a.releaseId === 0,
  );
}

export function issueAttachmentsJson(ctx: RequestContext, issueId: number, commentId: number): Attachment[] {
  return issueAttachments(ctx, issueId, commentId).map((a) => attachmentJson(ctx, a));
}

export function releaseAttachmentsJson(ctx: RequestContext, releaseId: number): Attachment[] {
  return commentExtras(ctx.store)
    .attachments.filter((a) => a.releaseId === releaseId)
    .map((a) => attachmentJson(ctx, a));
}
