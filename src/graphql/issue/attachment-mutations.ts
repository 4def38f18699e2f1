// Uploading, renaming and deleting the files of issues and pull requests (Gitea's issue_attachment.go),
// and renaming and deleting any attachment by its id, whose key names its parent (content/attachment.ts).
// An upload is a `File` of a multipart request, sent on to the forge as multipart/form-data in the field
// `attachment`: its size and the request's count of files are checked first (server/limits/uploads.ts).

import {
  deleteIssueAttachment,
  editIssueAttachment,
  uploadIssueAttachment,
} from '../../forge/endpoints/attachments.js';
import { ForgeError } from '../../forge/errors.js';
import type { Attachment } from '../../forge/types.js';
import { defineMutation, readAfterWrite, writtenObject } from '../common/mutation.js';
import { asBlob } from '../common/uploaded-file.js';
import {
  AttachmentRef,
  attachmentsUnder,
  issueAttachmentParent,
  splitAttachmentKey,
} from '../content/attachment.js';
import type { Context } from '../context.js';
import {
  ForbiddenGatewayError,
  REFUSED_WRITE_ERRORS,
  RepoArchivedGatewayError,
  ValidationGatewayError,
} from '../errors.js';
import { type InputFields, invalid, requireText } from '../inputs.js';
import { issueKey, splitIssueKey } from '../loaders.js';
import { PullRequestRef } from '../pull-request/pull-request.js';
import { keyOfId } from './comment-mutations.js';
import { IssueRef } from './issue.js';
import { issueOrPullFields, issueOrPullOf } from './issue-or-pull-fields.js';

/** Gitea answers the 403 with a fixed sentence; the type it refuses (422) is a ValidationError. */
async function asAttachmentWrite<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof ForgeError && error.status === 403) {
      throw new ForbiddenGatewayError('only the poster or a writer of the repository may change its files', {
        upstreamStatus: 403,
      });
    }
    if (error instanceof ForgeError && error.status === 422) {
      throw new ValidationGatewayError(error.message, { upstreamStatus: 422, field: 'file' });
    }
    throw error;
  }
}

// issue_attachment.go CreateIssueAttachment: 404 issue, 403 neither poster nor writer, 413, 422 type, 423
defineMutation('uploadIssueAttachment', {
  input: 'The issue or pull request and the file (multipart field `attachment`, query `name`).',
  inputFields: (t) => ({
    ...issueOrPullFields(t),
    file: t.field({ type: 'File', required: true, description: 'the file, a part of the multipart request' }),
    name: t.string({ description: 'the attachment’s name; the file’s own name when absent' }),
  }),
  description:
    'Attaches a file to an issue or pull request (POST /repos/{owner}/{repo}/issues/{index}/assets, 201): one call, the file streamed on as multipart/form-data. The poster, writers and admins may (ForbiddenError). A file past MAX_UPLOAD_BYTES (PAYLOAD_TOO_LARGE) or more than MAX_UPLOAD_FILES files (TOO_MANY_FILES) are refused before any call.',
  errors: [...REFUSED_WRITE_ERRORS, RepoArchivedGatewayError],
  changes: [IssueRef, PullRequestRef, AttachmentRef],
  write: async (input, context) => {
    const args = issueOrPullOf(input);
    const name = input.name == null ? undefined : requireText(input.name, 'name');
    const form = new FormData();
    form.append('attachment', await asBlob(input.file), input.file.name);
    const { data } = await asAttachmentWrite(() =>
      uploadIssueAttachment(context.forge, { ...args, name }, form),
    );
    attachmentsUnder(issueAttachmentParent(args.owner, args.repo, args.index), [data]);
    return { attachment: data, issue: issueKey(args.owner, args.repo, args.index) };
  },
  payload: 'The new attachment and the issue it hangs on.',
  outputFields: (t) => ({
    attachment: writtenObject(t, AttachmentRef, 'attachment'),
    issue: readAfterWrite(t, IssueRef, 'issue', 'the issue, read only when selected'),
  }),
});

type IssueFile = { owner: string; repo: string; index: number; attachmentId: number };
type Target = { parent: string; kind: 'issue'; args: IssueFile };

/** The route arguments of an attachment id; comments' and releases' files are not written through the graph yet. */
function attachmentOfId(id: string): Target {
  const { key } = keyOfId(id, 'id', ['Attachment']);
  const { parent, kind, rest, attachmentId } = splitAttachmentKey(key);
  if (!(attachmentId > 0)) throw invalid('`id` does not name an attachment', 'id');
  if (kind === 'issue') return { parent, kind, args: { ...splitIssueKey(rest), attachmentId } };
  throw invalid(
    '`id` names a file of a comment or a release: only an issue’s files are renamed or deleted here',
    'id',
  );
}

function renameAt(context: Context, target: Target, name: string) {
  return editIssueAttachment(context.forge, target.args, { name });
}

function deleteAt(context: Context, target: Target) {
  return deleteIssueAttachment(context.forge, target.args);
}

const idField = (t: InputFields) => ({
  id: t.id({ required: true, description: 'the attachment’s id (it names its issue, comment or release)' }),
});

// EditIssueAttachment and its comment and release twins: 404, 403, 422 a type not allowed, 423
defineMutation('renameAttachment', {
  input: 'EditAttachmentOptions and the attachment',
  inputFields: (t) => ({ ...idField(t), name: t.string({ required: true, description: 'the new name' }) }),
  description:
    'Renames a file of an issue, comment or release (PATCH .../assets/{attachment_id} of its parent, 201): one call.',
  errors: [...REFUSED_WRITE_ERRORS, RepoArchivedGatewayError],
  changes: [AttachmentRef, IssueRef, PullRequestRef],
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
  input: 'The attachment to delete',
  inputFields: idField,
  description:
    'Deletes a file of an issue, comment or release (DELETE .../assets/{attachment_id} of its parent, 204): one call.',
  errors: [...REFUSED_WRITE_ERRORS, RepoArchivedGatewayError],
  changes: [AttachmentRef, IssueRef, PullRequestRef],
  write: async (input, context) => {
    await asAttachmentWrite(() => deleteAt(context, attachmentOfId(String(input.id))));
    return { deletedId: String(input.id) };
  },
  payload: 'The id of the deleted attachment.',
  outputFields: (t) => ({ deletedId: t.id({ nullable: false, resolve: (payload) => payload.deletedId }) }),
});
