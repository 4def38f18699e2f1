// A file of a multipart request as Yoga hands it over: Yoga's fetch ponyfill makes its own File class,
// which is no instance of Node's, so a file is recognised by what it offers.

export interface UploadedFile {
  readonly name: string;
  readonly size: number;
  readonly type: string;
  arrayBuffer(): Promise<ArrayBuffer>;
}

export function isUploadedFile(value: unknown): value is UploadedFile {
  if (!value || typeof value !== 'object') return false;
  const file = value as Partial<UploadedFile>;
  return (
    typeof file.name === 'string' && typeof file.size === 'number' && typeof file.arrayBuffer === 'function'
  );
}

/**
 * The file as a Blob of Node's own, which Node's FormData (undici) accepts as a part. Yoga has read the
 * whole request, so the file is in memory already, within MAX_UPLOAD_BYTES (server/limits/uploads.ts).
 */
export async function asBlob(file: UploadedFile): Promise<Blob> {
  return new Blob([await file.arrayBuffer()], { type: file.type });
}
