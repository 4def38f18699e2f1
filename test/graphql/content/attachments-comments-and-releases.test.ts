// The files of comments and releases over real HTTP: uploadCommentAttachment and uploadReleaseAsset
// (a multipart request to the gateway, streamed on to the sandbox forge), renameAttachment and
// deleteAttachment on their ids, Release.assets, and the files as the sandbox stored them, byte for
// byte. Each case asserts the data, the exact forge calls and the error codes.

import { randomBytes } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { commentExtras } from '../../../src/sandbox/model/comment-extras.js';
import {
  COMMENT_ATTACHMENT_DELETE,
  COMMENT_ATTACHMENT_RENAME,
  COMMENT_UPLOAD,
  RELEASE_ATTACHMENT_DELETE,
  RELEASE_ATTACHMENT_RENAME,
  RELEASE_UPLOAD,
} from '../../helpers/forge-routes.js';
import { countRoutes, type DemoUser } from '../../helpers/harness.js';
import type { Json } from '../../helpers/mutations.js';
import { multipart, uploadExample } from '../../helpers/uploads.js';
import { useHarness } from '../../helpers/use-harness.js';

const harness = useHarness({ gateway: { limits: { maxUploadBytes: 300_000, maxUploadFiles: 2 } } });
beforeEach(() => harness().resetCalls());

const globalId = (type: string, key: string) => Buffer.from(`${type}:${key}`).toString('base64');
/** alice's comment on alice/hello#1, and the release v1.0 of alice/hello (demo seed) */
const COMMENT = globalId('Comment', 'alice/hello#1:6');
const RELEASE = globalId('Release', 'alice/hello#1');

const stored = () => commentExtras(harness().sandbox.store).attachments;
const calls = () => countRoutes(harness().routes());

const uploadToComment = (file: Blob, as: DemoUser = 'alice', id = COMMENT, name?: string) =>
  multipart(
    harness(),
    uploadExample('UploadCommentAttachment'),
    { id, file: null, name },
    [['variables.file', file, 'trace.log']],
    as,
  );

const uploadToRelease = (file: Blob, as: DemoUser = 'alice', name?: string) =>
  multipart(
    harness(),
    uploadExample('UploadReleaseAsset'),
    { releaseId: RELEASE, file: null, name },
    [['variables.file', file, 'hello.tar.gz']],
    as,
  );

const rename = (id: string, name: string, as: DemoUser = 'alice') =>
  harness().query<Json>(uploadExample('RenameAttachment'), { input: { id, name } }, { as });
const remove = (id: string, as: DemoUser = 'alice') =>
  harness().query<Json>(uploadExample('DeleteAttachment'), { input: { id } }, { as });

describe('uploadCommentAttachment', () => {
  it('streams the file to the comment with one forge call, and the comment read after it lists it', async () => {
    const bytes = randomBytes(200_000);
    const { status, body } = await uploadToComment(new Blob([bytes]), 'alice', COMMENT, 'trace-1.log');
    expect(status).toBe(200);
    expect(body.data.uploadCommentAttachment).toMatchObject({
      __typename: 'UploadCommentAttachmentPayload',
      attachment: { name: 'trace-1.log', size: 200_000 },
      comment: { attachments: [{ name: 'trace-1.log' }] },
    });
    // the file arrived byte for byte, sent as a stream of several chunks
    expect(Buffer.from(stored().at(-1)?.content ?? []).equals(bytes)).toBe(true);
    expect(calls()).toEqual({ [COMMENT_UPLOAD]: 1, 'GET /repos/{owner}/{repo}/issues/comments/{id}': 1 });
  });

  it('renames and deletes the comment’s file by its id: one call each', async () => {
    const { body } = await uploadToComment(new Blob(['abc']));
    const id = body.data.uploadCommentAttachment.attachment.id as string;
    harness().resetCalls();
    const renamed = await rename(id, 'renamed.log');
    expect(renamed.data?.renameAttachment).toEqual({
      __typename: 'RenameAttachmentPayload',
      attachment: { id, name: 'renamed.log' },
    });
    const deleted = await remove(id);
    expect(deleted.data?.deleteAttachment).toEqual({ __typename: 'DeleteAttachmentPayload', deletedId: id });
    expect(harness().routes()).toEqual([COMMENT_ATTACHMENT_RENAME, COMMENT_ATTACHMENT_DELETE]);
  });

  it('answers ForbiddenError to a reader who did not post the comment, with one call', async () => {
    const { body } = await uploadToComment(new Blob(['nope']), 'carol');
    expect(body.data.uploadCommentAttachment).toEqual({
      __typename: 'ForbiddenError',
      message: 'only the poster or a writer of the repository may change its files',
    });
    expect(harness().routes()).toEqual([COMMENT_UPLOAD]);
  });

  it('answers NotFoundError for a comment that does not exist', async () => {
    const { body } = await uploadToComment(
      new Blob(['lost']),
      'alice',
      globalId('Comment', 'alice/hello#1:9999'),
    );
    expect(body.data.uploadCommentAttachment.__typename).toBe('NotFoundError');
    expect(harness().routes()).toEqual([COMMENT_UPLOAD]);
  });
});

describe('uploadReleaseAsset', () => {
  it('attaches the file to the release with one call; the release read after it embeds it', async () => {
    const bytes = randomBytes(1024);
    const { body } = await uploadToRelease(new Blob([bytes]), 'alice', 'SHA256SUMS');
    expect(body.data.uploadReleaseAsset).toMatchObject({
      __typename: 'UploadReleaseAssetPayload',
      attachment: {
        name: 'SHA256SUMS',
        size: 1024,
        browserDownloadUrl: expect.stringMatching(/\/alice\/hello\/releases\/download\/v1\.0\/SHA256SUMS$/),
      },
      release: { tagName: 'v1.0', assets: expect.arrayContaining([{ name: 'SHA256SUMS' }]) },
    });
    expect(Buffer.from(stored().at(-1)?.content ?? []).equals(bytes)).toBe(true);
    expect(calls()).toEqual({ [RELEASE_UPLOAD]: 1, 'GET /repos/{owner}/{repo}/releases/{id}': 1 });
  });

  it('renames and deletes a release’s file by its id (one call each), and Release.assets follows', async () => {
    const { body } = await uploadToRelease(new Blob(['zip']), 'alice', 'old.zip');
    const id = body.data.uploadReleaseAsset.attachment.id as string;
    harness().resetCalls();
    expect((await rename(id, 'new.zip')).data?.renameAttachment.attachment).toEqual({ id, name: 'new.zip' });
    expect((await remove(id)).data?.deleteAttachment.deletedId).toBe(id);
    expect(harness().routes()).toEqual([RELEASE_ATTACHMENT_RENAME, RELEASE_ATTACHMENT_DELETE]);
    const read = await harness().query<Json>(
      'query { repository(owner: "alice", name: "hello") { release(tagName: "v1.0") { assets { name } } } }',
      {},
      { as: 'alice' },
    );
    expect(read.data?.repository.release.assets.map((a: Json) => a.name)).not.toContain('new.zip');
  });

  it('answers ForbiddenError to a reader who may not write the releases, with one call', async () => {
    const { body } = await uploadToRelease(new Blob(['nope']), 'carol');
    expect(body.data.uploadReleaseAsset.__typename).toBe('ForbiddenError');
    expect(harness().routes()).toEqual([RELEASE_UPLOAD]);
  });

  it('refuses a file past MAX_UPLOAD_BYTES with PAYLOAD_TOO_LARGE before any forge call', async () => {
    const { status, body } = await uploadToRelease(new Blob([randomBytes(300_001)]));
    expect(status).toBe(413);
    expect(body.errors[0].extensions.code).toBe('PAYLOAD_TOO_LARGE');
    expect(harness().routes()).toEqual([]);
  });
});

describe('renameAttachment and deleteAttachment', () => {
  it('answer NotFoundError for a release file id that names another release', async () => {
    const id = globalId('Attachment', 'release:alice/hello:999@1');
    const response = await remove(id);
    expect(response.data?.deleteAttachment.__typename).toBe('NotFoundError');
    expect(harness().routes()).toEqual([RELEASE_ATTACHMENT_DELETE]);
  });
});
