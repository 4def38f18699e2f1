// A file of a multipart request as Yoga hands it over: Yoga's fetch ponyfill makes its own File class,
// which is no instance of Node's, so a file is recognised by what it offers.

import { GraphQLError } from 'graphql';
import { StreamedForm } from '../../forge/http/multipart.js';

export interface UploadedFile {
  readonly name: string;
  readonly size: number;
  readonly type: string;
  arrayBuffer(): Promise<ArrayBuffer>;
  stream(): ReadableStream<Uint8Array>;
}

export function isUploadedFile(value: unknown): value is UploadedFile {
  if (!value || typeof value !== 'object') return false;
  const file = value as Partial<UploadedFile>;
  return (
    typeof file.name === 'string' && typeof file.size === 'number' && typeof file.arrayBuffer === 'function'
  );
}

/** The code of a file past MAX_UPLOAD_BYTES, whether refused before the call or while it streams. */
export const PAYLOAD_TOO_LARGE = 'PAYLOAD_TOO_LARGE';

export const tooLarge = (message: string) =>
  new GraphQLError(message, { extensions: { code: PAYLOAD_TOO_LARGE, http: { status: 413 } } });

/**
 * The file as the multipart body of a forge upload, in the form field `field`: streamed from the file's
 * own stream and counted on the way, so that a file past `limit` fails the body and the forge's write
 * is aborted (forge/http/multipart.ts) whatever size the file declared.
 */
export function streamedUpload(file: UploadedFile, field: string, limit: number): StreamedForm {
  return new StreamedForm(
    { field, filename: file.name, type: file.type, stream: () => file.stream() },
    limit,
  );
}
