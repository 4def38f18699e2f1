// A comment's attachments, as tests/integration/api_comment_attachment_test.go asserts them (alice/hello
// comment 1, bob's on #1, carries trace.txt, attachment 2; bob/dotfiles is another repository).
import { expect } from 'vitest';
import { asGiteaTests, following } from '../../helpers/gitea-behaviours.js';
import { useSandbox } from '../../helpers/sandbox-client.js';
import { sendForm, uploadAttachment } from '../../helpers/sandbox-files.js';
import { behavesAnswering } from '../../helpers/sandbox-requests.js';

const sandbox = useSandbox();
const FORBIDDEN = 'This file cannot be uploaded or modified due to a forbidden file extension or type.';
const ASSETS = '/repos/alice/hello/issues/comments/1/assets';

asGiteaTests('tests/integration/api_comment_attachment_test.go', () => {
  // biome-ignore format: a table, one row a line
  behavesAnswering(sandbox, [
    ['TestAPIGetCommentAttachment/UnrelatedCommentID', "a comment's attachment is 404 under another repository", [404, 'GET', '/repos/bob/dotfiles/issues/comments/1/assets/2', 'bob']],
  ]);

  following('TestAPIGetCommentAttachment', (behaves) => {
    behaves("a comment's attachment reads by id with its name, uuid, date and download URL", async () => {
      const res = await sandbox.answers(200, 'GET', `${ASSETS}/2`, 'alice');
      expect(res.body).toEqual({
        id: 2,
        name: 'trace.txt',
        size: 912,
        download_count: 0,
        created_at: '2026-01-02T15:00:00Z',
        uuid: 'a1b2c3d4-0002-4000-8000-000000000002',
        browser_download_url: `${sandbox.sb.origin}/attachments/a1b2c3d4-0002-4000-8000-000000000002`,
      });
    });
  });

  following('TestAPIListCommentAttachments', (behaves) => {
    behaves("a comment's attachments list", async () => {
      const res = await sandbox.answers(200, 'GET', ASSETS, 'alice');
      expect(res.body.map((a: { id: number }) => a.id)).toEqual([2]);
    });
  });

  following('TestAPICreateCommentAttachment', (behaves) => {
    behaves('an image uploaded as multipart `attachment` is created 201 on the comment', async () => {
      const res = await uploadAttachment(sandbox, ASSETS, 'alice', 'image.png');
      expect(res.status).toBe(201);
      const list = await sandbox.call('GET', ASSETS, 'alice');
      expect(list.body.map((a: { id: number }) => a.id)).toContain(res.body.id);
    });
  });

  following('TestAPICreateCommentAttachmentWithUnallowedFile', (behaves) => {
    behaves('a file of a type the instance does not allow is 422', async () => {
      const res = await uploadAttachment(sandbox, ASSETS, 'alice', 'file.bad', new Uint8Array());
      expect(res.status).toBe(422);
      expect(res.body.message).toBe(FORBIDDEN);
    });
  });

  following('TestAPIEditCommentAttachment', (behaves) => {
    behaves('renaming an attachment with a form body answers 201 with the new name', async () => {
      const res = await sendForm(sandbox, 'PATCH', `${ASSETS}/2`, 'alice', { name: 'newAttachmentName.txt' });
      expect(res.status).toBe(201);
      expect(res.body.name).toBe('newAttachmentName.txt');
    });
  });

  following('TestAPIEditCommentAttachmentWithUnallowedFile', (behaves) => {
    behaves('renaming to a type the instance does not allow is 422', async () => {
      const res = await sendForm(sandbox, 'PATCH', `${ASSETS}/2`, 'alice', { name: 'file.bad' });
      expect(res.status).toBe(422);
      expect(res.body.message).toBe(FORBIDDEN);
    });
  });

  following('TestAPIDeleteCommentAttachment', (behaves) => {
    behaves('deleting an attachment is 204 and it is gone', async () => {
      expect((await sandbox.call('DELETE', `${ASSETS}/2`, 'alice')).status).toBe(204);
      expect((await sandbox.call('GET', `${ASSETS}/2`, 'alice')).status).toBe(404);
    });
  });
});
