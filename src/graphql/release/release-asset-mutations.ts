// uploadReleaseAsset (Gitea's release_attachment.go CreateReleaseAttachment): a file streamed to
// POST /repos/{owner}/{repo}/releases/{id}/assets. Renaming and deleting it are renameAttachment and
// deleteAttachment, which any attachment's id serves (issue/attachment-mutations.ts).

import { uploadReleaseAsset } from '../../forge/endpoints/index.js';
import { AttachmentRef, attachmentsUnder, releaseAttachmentParent } from '../content/attachment.js';
import { uploadAttachment, uploadFields } from '../content/attachment-upload.js';
import { REFUSED_WRITE_ERRORS } from '../kit/errors.js';
import { requiredId } from '../kit/inputs.js';
import { repoKey } from '../kit/loaders.js';
import { defineMutation, readAfterWrite, writtenObject } from '../kit/mutation.js';
import { ReleaseRef } from './release.js';
import { releaseTargetOf } from './release-edit-mutations.js';

// 404 release (or a draft the caller may not see), reqRepoWriter's 403, 400 a type the forge refuses
defineMutation('uploadReleaseAsset', {
  input: 'The release and the file (multipart field `attachment`, query `name`).',
  inputFields: (t) => ({ releaseId: requiredId(t, 'The `id` of the Release.'), ...uploadFields(t) }),
  description:
    'Attaches a file to a release (POST /repos/{owner}/{repo}/releases/{id}/assets, 201): one call, the file streamed on as multipart/form-data. Needs write access to the repository’s releases (ForbiddenError). A file past MAX_UPLOAD_BYTES is refused with PAYLOAD_TOO_LARGE.',
  errors: REFUSED_WRITE_ERRORS,
  changes: [ReleaseRef, AttachmentRef],
  write: async (input, context) => {
    const target = releaseTargetOf(String(input.releaseId), 'releaseId');
    const data = await uploadAttachment(context, input, (form, name) =>
      uploadReleaseAsset(context.forge, { ...target, name }, form),
    );
    attachmentsUnder(releaseAttachmentParent(target.owner, target.repo, target.id), [data]);
    return { attachment: data, release: `${repoKey(target.owner, target.repo)}#${target.id}` };
  },
  payload: 'The new attachment and the release it belongs to.',
  outputFields: (t) => ({
    attachment: writtenObject(t, AttachmentRef, 'attachment'),
    release: readAfterWrite(
      t,
      ReleaseRef,
      'release',
      'The release, read after the write only when selected.',
    ),
  }),
});
