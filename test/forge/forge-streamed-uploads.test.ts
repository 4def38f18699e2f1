// Uploads leave the gateway as a stream (src/forge/http/multipart.ts): a multipart body written from the
// file's own stream and counted on the way. Against the sandbox over real HTTP: a file within the limit
// arrives byte for byte in one call; one that outgrows the limit while it streams fails the body, the
// forge's write is aborted (the sandbox stores nothing), and the caller gets a validation ForgeError.

import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ForgeClient } from '../../src/forge/client.js';
import { uploadIssueAttachment } from '../../src/forge/endpoints/index.js';
import { ForgeError } from '../../src/forge/errors.js';
import { StreamedForm } from '../../src/forge/http/multipart.js';
import { commentExtras } from '../../src/sandbox/model/comment-extras.js';
import { useSandbox } from '../helpers/sandbox-client.js';

const forge = useSandbox();
let client: ForgeClient;
beforeAll(() => {
  client = new ForgeClient({ baseUrl: forge.sb.url, retries: 0 });
});
afterAll(() => client.close());

/** A file part whose stream sends `chunks` one after another. */
const fileOf = (chunks: Uint8Array[], filename = 'data.bin') => ({
  field: 'attachment',
  filename,
  type: 'application/octet-stream',
  stream: () =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(chunk);
        controller.close();
      },
    }),
});

const alice = () => client.session({ authorization: 'token alice-token' });
const issue2 = { owner: 'alice', repo: 'hello', index: 2 };
const stored = () => commentExtras(forge.sb.store).attachments;

describe('a streamed upload', () => {
  it('arrives byte for byte, in one call, with the name and quotes of its file kept', async () => {
    const chunks = [randomBytes(70_000), randomBytes(70_000), randomBytes(5)];
    const form = new StreamedForm(fileOf(chunks, 'a "quoted" name.txt'), 140_005);
    forge.sb.calls.length = 0;
    const { status, data } = await uploadIssueAttachment(alice(), { ...issue2, name: undefined }, form);
    expect(status).toBe(201);
    expect(data).toMatchObject({ name: 'a "quoted" name.txt', size: 140_005 });
    expect(Buffer.from(stored().at(-1)?.content ?? []).equals(Buffer.concat(chunks))).toBe(true);
    expect(form.exceeded).toBe(false);
    expect(forge.sb.calls.map((call) => call.route)).toEqual([
      'POST /repos/{owner}/{repo}/issues/{index}/assets',
    ]);
  });

  it('that outgrows its limit on the way is aborted: the forge stores nothing', async () => {
    const before = stored().length;
    const form = new StreamedForm(fileOf([randomBytes(40), randomBytes(40)]), 64);
    const failure = await uploadIssueAttachment(alice(), { ...issue2, name: 'big.bin' }, form).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ForgeError);
    expect(failure).toMatchObject({
      kind: 'validation',
      message: 'the upload exceeded the limit of 64 bytes',
    });
    expect(form.exceeded).toBe(true);
    expect(stored().length).toBe(before);
  });
});
