// uploadIssueAttachment, renameAttachment and deleteAttachment over real HTTP: a multipart request
// (the GraphQL multipart request spec) to the gateway, which streams the file on to the sandbox forge
// as multipart/form-data. Each case asserts the data, the exact forge calls and the error codes; the
// upload limits (one file of at most 64 bytes here) refuse before any forge call.

import { describe, expect, it } from 'vitest';
import { commentExtras } from '../../../src/sandbox/model/comment-extras.js';
import {
  ISSUE_ATTACHMENT_DELETE,
  ISSUE_ATTACHMENT_RENAME,
  ISSUE_UPLOAD,
} from '../../helpers/forge-routes.js';
import type { DemoUser } from '../../helpers/harness.js';
import { type Json, mutate } from '../../helpers/mutations.js';
import { multipart as sendMultipart, type UploadPart, uploadExample } from '../../helpers/uploads.js';
import { useFileHarness } from '../../helpers/use-harness.js';

const harness = useFileHarness({ gateway: { limits: { maxUploadBytes: 64, maxUploadFiles: 1 } } });

const operation = uploadExample;

const multipart = (query: string, variables: Json, files: UploadPart[], as: DemoUser) =>
  sendMultipart(harness, query, variables, files, as);

const upload = (input: Json, file: Blob, as: DemoUser = 'alice') =>
  multipart(operation('UploadIssueAttachment'), { ...input, file: null }, [['variables.file', file]], as);

/** Two uploads in one document, one file each. */
const TWO_UPLOADS = `mutation Two($a: UploadIssueAttachmentInput!, $b: UploadIssueAttachmentInput!) {
  a: uploadIssueAttachment(input: $a) { __typename }
  b: uploadIssueAttachment(input: $b) { __typename }
}`;

const text = (content: string) => new Blob([content], { type: 'text/plain' });
const hello2 = { owner: 'alice', repo: 'hello', number: 2 };

describe('uploadIssueAttachment', () => {
  it('attaches the file with one forge call, named by `name` when given', async () => {
    const { status, body } = await upload({ ...hello2, name: 'notes.txt' }, text('twelve bytes'));
    expect(status).toBe(200);
    expect(body.data.uploadIssueAttachment).toMatchObject({
      __typename: 'UploadIssueAttachmentPayload',
      attachment: { name: 'notes.txt', size: 12 },
    });
    expect(harness.routes()).toEqual([ISSUE_UPLOAD]);
    const stored = commentExtras(harness.sandbox.store).attachments.at(-1);
    expect(stored).toMatchObject({ name: 'notes.txt', size: 12 });
  });

  it('keeps the file’s own name when no `name` is given', async () => {
    const { body } = await upload(hello2, text('abc'));
    expect(body.data.uploadIssueAttachment.attachment).toMatchObject({ name: 'notes-0.txt', size: 3 });
    expect(harness.routes()).toEqual([ISSUE_UPLOAD]);
  });

  it('refuses a file past the size limit with PAYLOAD_TOO_LARGE before any forge call', async () => {
    const { status, body } = await upload(hello2, text('x'.repeat(65)));
    expect(status).toBe(413);
    expect(body.errors[0].extensions.code).toBe('PAYLOAD_TOO_LARGE');
    expect(harness.routes()).toEqual([]);
  });

  it('refuses more files than the limit with TOO_MANY_FILES before any forge call', async () => {
    const input = { ...hello2, file: null };
    const { status, body } = await multipart(
      TWO_UPLOADS,
      { a: input, b: input },
      [
        ['variables.a.file', text('a')],
        ['variables.b.file', text('b')],
      ],
      'alice',
    );
    expect(status).toBe(413);
    expect(body.errors[0].extensions.code).toBe('TOO_MANY_FILES');
    expect(harness.routes()).toEqual([]);
  });

  it('answers ForbiddenError to a reader who neither posted the issue nor writes the repository', async () => {
    const { body } = await upload(hello2, text('nope'), 'carol');
    expect(body.data.uploadIssueAttachment).toEqual({
      __typename: 'ForbiddenError',
      message: 'only the poster or a writer of the repository may change its files',
    });
    expect(harness.routes()).toEqual([ISSUE_UPLOAD]);
  });

  it('answers NotFoundError for an issue that does not exist', async () => {
    const { body } = await upload({ ...hello2, number: 999 }, text('lost'));
    expect(body.data.uploadIssueAttachment.__typename).toBe('NotFoundError');
    expect(harness.routes()).toEqual([ISSUE_UPLOAD]);
  });
});

describe('renameAttachment and deleteAttachment', () => {
  async function uploaded(): Promise<string> {
    const { body } = await upload(hello2, text('to change'));
    harness.resetCalls();
    return body.data.uploadIssueAttachment.attachment.id as string;
  }

  it('renames an issue’s file with one forge call', async () => {
    const id = await uploaded();
    const { result } = await mutate(harness, 'RenameAttachment', { id, name: 'renamed.txt' }, 'alice');
    expect(result).toEqual({
      __typename: 'RenameAttachmentPayload',
      attachment: { id, name: 'renamed.txt' },
    });
    expect(harness.routes()).toEqual([ISSUE_ATTACHMENT_RENAME]);
  });

  it('deletes an issue’s file with one forge call, then answers NotFoundError for it', async () => {
    const id = await uploaded();
    const first = await mutate(harness, 'DeleteAttachment', { id }, 'alice');
    expect(first.result).toEqual({ __typename: 'DeleteAttachmentPayload', deletedId: id });
    const again = await mutate(harness, 'DeleteAttachment', { id }, 'alice');
    expect(again.result.__typename).toBe('NotFoundError');
    expect(harness.routes()).toEqual([ISSUE_ATTACHMENT_DELETE, ISSUE_ATTACHMENT_DELETE]);
  });

  it('answers ForbiddenError to a reader who may not change the issue’s files', async () => {
    const id = await uploaded();
    const { result } = await mutate(harness, 'DeleteAttachment', { id }, 'carol');
    expect(result.__typename).toBe('ForbiddenError');
    expect(harness.routes()).toEqual([ISSUE_ATTACHMENT_DELETE]);
  });
});
