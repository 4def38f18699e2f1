// Writes of the files attached to issues, comments and releases (Gitea's
// routers/api/v1/repo/issue_attachment.go, issue_comment_attachment.go, release_attachment.go).
// An upload is a multipart/form-data body whose file is the field `attachment`; `name` renames it.
// The reads sit beside the comments' (comments.ts).

import { endpoint } from '../routes/endpoint.js';

const named = (args: { name?: string }) => ({ name: args.name });

/** 201 Attachment; 413 past the forge's size limit, 422 for a type it does not allow */
export const uploadIssueAttachment = endpoint('POST /repos/{owner}/{repo}/issues/{index}/assets', {
  query: named,
});

/** 201 Attachment */
export const editIssueAttachment = endpoint(
  'PATCH /repos/{owner}/{repo}/issues/{index}/assets/{attachment_id}',
);

/** 204 */
export const deleteIssueAttachment = endpoint(
  'DELETE /repos/{owner}/{repo}/issues/{index}/assets/{attachment_id}',
);

/** 201 Attachment; the poster of the comment or an admin, who must write the repository's issues */
export const uploadCommentAttachment = endpoint('POST /repos/{owner}/{repo}/issues/comments/{id}/assets', {
  query: named,
});

/** 201 Attachment */
export const editCommentAttachment = endpoint(
  'PATCH /repos/{owner}/{repo}/issues/comments/{id}/assets/{attachment_id}',
);

/** 204 */
export const deleteCommentAttachment = endpoint(
  'DELETE /repos/{owner}/{repo}/issues/comments/{id}/assets/{attachment_id}',
);

/** 200 Attachment[]: what the release record embeds as `assets` */
export const listReleaseAttachments = endpoint('GET /repos/{owner}/{repo}/releases/{id}/assets');

/** 201 Attachment; writers of the releases only */
export const uploadReleaseAsset = endpoint('POST /repos/{owner}/{repo}/releases/{id}/assets', {
  query: named,
});

/** 201 Attachment */
export const editReleaseAsset = endpoint('PATCH /repos/{owner}/{repo}/releases/{id}/assets/{attachment_id}');

/** 204 */
export const deleteReleaseAsset = endpoint(
  'DELETE /repos/{owner}/{repo}/releases/{id}/assets/{attachment_id}',
);
