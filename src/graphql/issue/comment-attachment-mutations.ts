// uploadCommentAttachment (Gitea's issue_comment_attachment.go CreateIssueCommentAttachment): a file
// streamed to POST /repos/{owner}/{repo}/issues/comments/{id}/assets. Renaming and deleting it are
// renameAttachment and deleteAttachment (attachment-mutations.ts), which any attachment's id serves.

import { uploadCommentAttachment } from '../../forge/endpoints/index.js';
import { AttachmentRef, attachmentsUnder, commentAttachmentParent } from '../content/attachment.js';
import { uploadAttachment, uploadFields } from '../content/attachment-upload.js';
import { REFUSED_WRITE_ERRORS, RepoArchivedGatewayError } from '../kit/errors.js';
import { requiredId } from '../kit/inputs.js';
import { issueKey } from '../kit/loaders.js';
import { defineMutation, readAfterWrite, writtenObject } from '../kit/mutation.js';
import { CommentRef } from '../kit/refs/comment.js';
import { commentOfId } from './comment-mutations.js';

// 404 comment (or one of another repository), 403 neither its poster nor an admin writing the issues, 423
defineMutation('uploadCommentAttachment', {
  input: 'The comment and the file (multipart field `attachment`, query `name`).',
  inputFields: (t) => ({ id: requiredId(t, 'The comment’s id.'), ...uploadFields(t) }),
  description:
    'Attaches a file to a comment (POST /repos/{owner}/{repo}/issues/comments/{id}/assets, 201): one call, the file streamed on as multipart/form-data. Its poster or an admin of the repository may, when they also write its issues or pulls (ForbiddenError). A file past MAX_UPLOAD_BYTES is refused with PAYLOAD_TOO_LARGE.',
  errors: [...REFUSED_WRITE_ERRORS, RepoArchivedGatewayError],
  changes: [CommentRef, AttachmentRef],
  write: async (input, context) => {
    const comment = commentOfId(String(input.id));
    const data = await uploadAttachment(context, input, (form, name) =>
      uploadCommentAttachment(context.forge, { ...comment, name }, form),
    );
    attachmentsUnder(commentAttachmentParent(comment.owner, comment.repo, comment.id), [data]);
    return {
      attachment: data,
      comment: `${issueKey(comment.owner, comment.repo, comment.index)}:${comment.id}`,
    };
  },
  payload: 'The new attachment and the comment it hangs on.',
  outputFields: (t) => ({
    attachment: writtenObject(t, AttachmentRef, 'attachment'),
    comment: readAfterWrite(
      t,
      CommentRef,
      'comment',
      'The comment, read after the write only when selected.',
    ),
  }),
});
