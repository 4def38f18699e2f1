// Writes of the files attached to issues, comments and releases (Gitea's
// routers/api/v1/repo/issue_attachment.go, issue_comment_attachment.go, release_attachment.go).
// An upload is a multipart/form-data body whose file is the field `attachment`; `name` renames it.
// The reads sit beside the comments' (comments.ts).

import { endpoint } from '../endpoint.js';

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
