// An upload streamed to the forge: a multipart/form-data body written part by part from the file's own
// stream, so the gateway never copies a whole file into one more buffer, and counted as it goes: past
// the limit the body fails, undici aborts the forge's request, and the forge stores nothing
// (the request never ends). Gitea reads the file from the field its handler names (`attachment`).

import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';

/** The file of one upload: its form field, its name and type, and a stream of its bytes. */
export interface FilePart {
  field: string;
  filename: string;
  type: string;
  stream(): ReadableStream<Uint8Array>;
}

/** The body failed because the file outgrew the limit while it was being sent. */
export class UploadTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`the upload exceeded the limit of ${limit} bytes`);
  }
}

/** A multipart body as a stream, its Content-Type (with the boundary), and whether it outgrew its limit. */
export class StreamedForm {
  readonly contentType: string;
  exceeded = false;
  private readonly boundary = `----forge-gateway-${randomBytes(12).toString('hex')}`;

  constructor(
    private readonly part: FilePart,
    private readonly limit: number,
  ) {
    this.contentType = `multipart/form-data; boundary=${this.boundary}`;
  }

  /** The body, to be read once: the part's head, the file's bytes as they come, the closing boundary. */
  body(): Readable {
    return Readable.from(this.chunks(), { objectMode: false });
  }

  private async *chunks(): AsyncGenerator<Buffer> {
    const { field, filename, type } = this.part;
    yield Buffer.from(
      `--${this.boundary}\r\nContent-Disposition: form-data; name="${quoted(field)}"; filename="${quoted(filename)}"\r\nContent-Type: ${type || 'application/octet-stream'}\r\n\r\n`,
    );
    let sent = 0;
    for await (const chunk of this.part.stream()) {
      sent += chunk.byteLength;
      if (sent > this.limit) {
        this.exceeded = true;
        throw new UploadTooLargeError(this.limit);
      }
      yield Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    }
    yield Buffer.from(`\r\n--${this.boundary}--\r\n`);
  }
}

/** A name inside the header's quotes, escaped as the HTML standard's form encoder does. */
const quoted = (name: string) => name.replace(/\r/g, '%0D').replace(/\n/g, '%0A').replace(/"/g, '%22');

export const isStreamedForm = (body: unknown): body is StreamedForm => body instanceof StreamedForm;
