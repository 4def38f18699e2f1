// The files of a release (Gitea's routers/api/v1/repo/release_attachment.go): the release must belong to
// the repository (404), then the attachment to the release (404). Reads sit behind reqRepoReader(releases),
// writes behind reqToken and reqRepoWriter(releases) (routes.ts); a draft is a 404 to readers who may not
// write, as the release itself is.

import { releaseAttachmentsJson } from '../../convert/attachments.js';
import type { RequestContext } from '../../http/context.js';
import { jsonReply, type Reply } from '../../http/errors.js';
import { commentExtras } from '../../model/comment-extras.js';
import type { AttachmentRec } from '../../model/comment-records.js';
import { Access, type ReleaseRec } from '../../model/records.js';
import {
  multipartUpload,
  removeAttachment,
  renameAttachment,
  storeAttachment,
} from '../issues/attachment-writes.js';
import { pick } from '../issues/attachments.js';
import { pathInt } from '../issues/issue-scope.js';

/** checkReleaseMatchRepo: a release of this repository (a tag-only record is none) */
function pathRelease(ctx: RequestContext): ReleaseRec {
  const rc = ctx.repo();
  const id = pathInt(ctx, 'id');
  const release = ctx.store.releases.find((r) => r.id === id && r.repoId === rc.repo.id && !r.isTag);
  if (!release || (release.draft && rc.mode < Access.write)) {
    throw ctx.notFound(undefined, [`release does not exist [id: ${id}, tag_name: ]`]);
  }
  return release;
}

const filesOf = (ctx: RequestContext, release: ReleaseRec) =>
  commentExtras(ctx.store).attachments.filter((a) => a.releaseId === release.id);

/** the attachment of `{attachment_id}`, which must be the release's */
function pathAsset(ctx: RequestContext): AttachmentRec {
  const release = pathRelease(ctx);
  const id = pathInt(ctx, 'attachment_id');
  const found = filesOf(ctx, release).find((a) => a.id === id);
  if (!found) throw ctx.notFound(undefined, [`attachment does not exist [id: ${id}, uuid: ]`]);
  return found;
}

/** GET .../releases/{id}/assets: 200 Attachment[], not paged */
export const listReleaseAttachments = (ctx: RequestContext): Reply =>
  jsonReply(200, releaseAttachmentsJson(ctx, pathRelease(ctx).id));

/** GET .../releases/{id}/assets/{attachment_id}: 200 Attachment */
export const getReleaseAttachment = (ctx: RequestContext): Reply => pick(ctx, filesOf(ctx, pathRelease(ctx)));

/**
 * POST .../releases/{id}/assets: 201 Attachment. A multipart/form-data body carries the file in the field
 * `attachment` (the query's `name` renames it); any other body is the file itself, named by the query's
 * `name`. Without a name: 400 (CreateReleaseAttachment).
 */
export async function createReleaseAttachment(ctx: RequestContext): Promise<Reply> {
  const release = pathRelease(ctx);
  const type = String(ctx.headers['content-type'] ?? '').toLowerCase();
  const upload = type.startsWith('multipart/form-data')
    ? await multipartUpload(ctx)
    : { name: ctx.form('name'), content: new Uint8Array(ctx.body) };
  if (!upload.name) throw ctx.error(400, 'Could not determine name of attachment.');
  return storeAttachment(ctx, { issueId: 0, commentId: 0, releaseId: release.id }, upload);
}

/** PATCH .../releases/{id}/assets/{attachment_id}: 201 Attachment */
export const editReleaseAttachment = (ctx: RequestContext): Reply => renameAttachment(ctx, pathAsset(ctx));

/** DELETE .../releases/{id}/assets/{attachment_id}: 204 */
export const deleteReleaseAttachment = (ctx: RequestContext): Reply => removeAttachment(ctx, pathAsset(ctx));
