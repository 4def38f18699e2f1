// What the uploads of issue, comment and release files share: the `file` and `name` input fields, the
// file streamed to the forge as multipart/form-data in the field `attachment` (Gitea's handlers read
// that field) within MAX_UPLOAD_BYTES, and the forge's refusals in words.

import { ForgeError } from '../../forge/errors.js';
import type { StreamedForm } from '../../forge/http/multipart.js';
import type { Attachment } from '../../forge/types/index.js';
import type { Context } from '../kit/context.js';
import { ForbiddenGatewayError, ValidationGatewayError } from '../kit/errors.js';
import { type InputFields, requireText } from '../kit/inputs.js';
import { streamedUpload, tooLarge, type UploadedFile } from '../kit/uploaded-file.js';

/** Gitea answers the 403 with a fixed sentence; the type it refuses (400, 422) is a ValidationError. */
export async function asAttachmentWrite<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof ForgeError && error.status === 403) {
      throw new ForbiddenGatewayError('only the poster or a writer of the repository may change its files', {
        upstreamStatus: 403,
      });
    }
    if (error instanceof ForgeError && (error.status === 422 || error.status === 400)) {
      throw new ValidationGatewayError(error.message, { upstreamStatus: error.status, field: 'file' });
    }
    throw error;
  }
}

export const uploadFields = (t: InputFields) => ({
  file: t.field({ type: 'File', required: true, description: 'The file, a part of the multipart request.' }),
  name: t.string({ description: 'The attachment’s name; the file’s own name when absent.' }),
});

/** Without a configured limit (a gateway built in code), a file may weigh what the forge's allows. */
const NO_LIMIT = Number.MAX_SAFE_INTEGER;

/**
 * Streams `file` to the forge with `send`, which receives the body and the `name` to pass on. A file that
 * outgrows MAX_UPLOAD_BYTES on the way aborts the forge's write and answers PAYLOAD_TOO_LARGE.
 */
export async function uploadAttachment(
  context: Context,
  input: { file: UploadedFile; name?: string | null },
  send: (form: StreamedForm, name: string | undefined) => Promise<{ data: Attachment }>,
): Promise<Attachment> {
  const name = input.name == null ? undefined : requireText(input.name, 'name');
  const limit = context.settings.maxUploadBytes ?? NO_LIMIT;
  const form = streamedUpload(input.file, 'attachment', limit);
  try {
    const { data } = await asAttachmentWrite(() => send(form, name));
    return data;
  } catch (error) {
    if (form.exceeded)
      throw tooLarge(`the file ${JSON.stringify(input.file.name)} exceeds the limit of ${limit} bytes`);
    throw error;
  }
}
