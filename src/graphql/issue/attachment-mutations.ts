// Uploading the files of issues and pull requests (Gitea's issue_attachment.go), and renaming and
// deleting any attachment by its id, whose key names its parent (content/attachment.ts): an issue's,
// a comment's or a release's file, each with the routes of its parent. An upload is a `File` of a
// multipart request, streamed on to the forge (content/attachment-upload.ts): the request's count of
// files and each file's declared size are checked first (server/limits/uploads.ts).

import {
  deleteCommentAttachment,
  deleteIssueAttachment,
  deleteReleaseAsset,
  editCommentAttachment,
  editIssueAttachment,
  editReleaseAsset,
  uploadIssueAttachment,
} from '../../forge/endpoints/index.js';
import type { Attachment } from '../../forge/types/index.js';
import {
  AttachmentRef,
  attachmentsUnder,
  issueAttachmentParent,
  splitAttachmentKey,
} from '../content/attachment.js';
import { asAttachmentWrite, uploadAttachment, uploadFields } from '../content/attachment-upload.js';
import type { Context } from '../kit/context.js';
import { deletedIdField } from '../kit/deleted-id.js';
import { REFUSED_WRITE_ERRORS, RepoArchivedGatewayError } from '../kit/errors.js';
import { type InputFields, invalid, requiredId, requiredString, requireText } from '../kit/inputs.js';
import { issueKey, splitIssueKey, splitRepoKey } from '../kit/loaders.js';
import { defineMutation, readAfterWrite, writtenObject } from '../kit/mutation.js';
import { CommentRef } from '../kit/refs/comment.js';
import { IssueRef } from '../kit/refs/issue.js';
import { PullRequestRef } from '../kit/refs/pull-request.js';
import { ReleaseRef } from '../release/release.js';
import { keyOfId } from './comment-mutations.js';
import { issueOrPullFields, issueOrPullOf } from './issue-or-pull-fields.js';

// issue_attachment.go CreateIssueAttachment: 404 issue, 403 neither poster nor writer, 413, 422 type, 423
defineMutation('uploadIssueAttachment', {
  input: 'The issue or pull request and the file (multipart field `attachment`, query `name`).',
  inputFields: (t) => ({ ...issueOrPullFields(t), ...uploadFields(t) }),
  description:
    'Attaches a file to an issue or pull request (POST /repos/{owner}/{repo}/issues/{index}/assets, 201): one call, the file streamed on as multipart/form-data. The poster, writers and admins may (ForbiddenError). A file past MAX_UPLOAD_BYTES (PAYLOAD_TOO_LARGE) or more than MAX_UPLOAD_FILES files (TOO_MANY_FILES) are refused before any call.',
  errors: [...REFUSED_WRITE_ERRORS, RepoArchivedGatewayError],
  changes: [IssueRef, PullRequestRef, AttachmentRef],
  write: async (input, context) => {
    const args = issueOrPullOf(input);
    const data = await uploadAttachment(context, input, (form, name) =>
      uploadIssueAttachment(context.forge, { ...args, name }, form),
    );
    attachmentsUnder(issueAttachmentParent(args.owner, args.repo, args.index), [data]);
    return { attachment: data, issue: issueKey(args.owner, args.repo, args.index) };
  },
  payload: 'The new attachment and the issue it hangs on.',
  outputFields: (t) => ({
    attachment: writtenObject(t, AttachmentRef, 'attachment'),
    issue: readAfterWrite(t, IssueRef, 'issue', 'The issue, read only when selected.'),
  }),
});

type IssueFile = { owner: string; repo: string; index: number; attachmentId: number };
type ParentFile = { owner: string; repo: string; id: number; attachmentId: number };
type Target =
  | { parent: string; kind: 'issue'; args: IssueFile }
  | { parent: string; kind: 'comment' | 'release'; args: ParentFile };

/** The route arguments of an attachment id: its parent's kind and path parameters. */
function attachmentOfId(id: string): Target {
  const { key } = keyOfId(id, 'id', ['Attachment']);
  const { parent, kind, rest, attachmentId } = splitAttachmentKey(key);
  if (!(attachmentId > 0)) throw invalid('`id` does not name an attachment', 'id');
  if (kind === 'issue') return { parent, kind, args: { ...splitIssueKey(rest), attachmentId } };
  const colon = rest.lastIndexOf(':');
  const args = { ...splitRepoKey(rest.slice(0, colon)), id: Number(rest.slice(colon + 1)), attachmentId };
  if (kind === 'comment' || kind === 'release') return { parent, kind, args };
  throw invalid('`id` does not name an attachment of an issue, comment or release', 'id');
}

function renameAt(context: Context, target: Target, name: string) {
  const body = { name };
  if (target.kind === 'issue') return editIssueAttachment(context.forge, target.args, body);
  if (target.kind === 'comment') return editCommentAttachment(context.forge, target.args, body);
  return editReleaseAsset(context.forge, target.args, body);
}

function deleteAt(context: Context, target: Target) {
  if (target.kind === 'issue') return deleteIssueAttachment(context.forge, target.args);
  if (target.kind === 'comment') return deleteCommentAttachment(context.forge, target.args);
  return deleteReleaseAsset(context.forge, target.args);
}

const idField = (t: InputFields) => ({
  id: requiredId(t, 'The attachment’s id (it names its issue, comment or release).'),
});

/** What renaming and deleting a file meet and change: the file and whatever it hangs on. */
const ATTACHMENT_WRITE = {
  errors: [...REFUSED_WRITE_ERRORS, RepoArchivedGatewayError],
  changes: [AttachmentRef, IssueRef, PullRequestRef, CommentRef, ReleaseRef],
};

// EditIssueAttachment and its comment and release twins: 404, 403, 422 a type not allowed, 423
defineMutation('renameAttachment', {
  ...ATTACHMENT_WRITE,
  input: 'EditAttachmentOptions and the attachment',
  inputFields: (t) => ({ ...idField(t), name: requiredString(t, 'The new name.') }),
  description:
    'Renames a file of an issue, comment or release (PATCH .../assets/{attachment_id} of its parent, 201): one call.',
  write: async (input, context) => {
    const target = attachmentOfId(String(input.id));
    const name = requireText(input.name, 'name');
    const { data } = await asAttachmentWrite(() => renameAt(context, target, name));
    attachmentsUnder(target.parent, [data]);
    return { attachment: data as Attachment };
  },
  payload: 'The renamed attachment.',
  outputFields: (t) => ({ attachment: writtenObject(t, AttachmentRef, 'attachment') }),
});

// DeleteIssueAttachment and its twins: 204, 404, 403, 423
defineMutation('deleteAttachment', {
  ...ATTACHMENT_WRITE,
  input: 'The attachment to delete',
  inputFields: idField,
  description:
    'Deletes a file of an issue, comment or release (DELETE .../assets/{attachment_id} of its parent, 204): one call.',
  write: async (input, context) => {
    await asAttachmentWrite(() => deleteAt(context, attachmentOfId(String(input.id))));
    return { deletedId: String(input.id) };
  },
  payload: 'The id of the deleted attachment.',
  outputFields: (t) => ({ deletedId: deletedIdField(t) }),
});
