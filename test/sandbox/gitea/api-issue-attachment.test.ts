// An issue's attachments, as tests/integration/api_issue_attachment_test.go asserts them (alice/hello#1
// carries screenshot.png, attachment 1; the instance allows .png, .txt and a few more types).
import { expect } from 'vitest';
import { asGiteaTests, following } from '../../helpers/gitea-behaviours.js';
import { useSandbox } from '../../helpers/sandbox-client.js';
import { sendForm, uploadAttachment } from '../../helpers/sandbox-files.js';

const sandbox = useSandbox();
const FORBIDDEN = 'This file cannot be uploaded or modified due to a forbidden file extension or type.';

asGiteaTests('tests/integration/api_issue_attachment_test.go', () => {
  following('TestAPIGetIssueAttachment', (behaves) => {
    behaves("an issue's attachment reads by id", async () => {
      const res = await sandbox.answers(200, 'GET', '/repos/alice/hello/issues/1/assets/1', 'alice');
      expect(res.body).toMatchObject({ id: 1, name: 'screenshot.png', uuid: expect.any(String) });
    });
  });

  following('TestAPIListIssueAttachments', (behaves) => {
    behaves("an issue's attachments list", async () => {
      const res = await sandbox.answers(200, 'GET', '/repos/alice/hello/issues/1/assets', 'alice');
      expect(res.body.map((a: { id: number }) => a.id)).toEqual([1]);
    });
  });

  following('TestAPICreateIssueAttachment', (behaves) => {
    behaves('an image uploaded as multipart `attachment` is created 201 on the issue', async () => {
      const res = await uploadAttachment(sandbox, '/repos/alice/hello/issues/1/assets', 'alice', 'image.png');
      expect(res.status).toBe(201);
      expect(res.body.name).toBe('image.png');
      const list = await sandbox.call('GET', '/repos/alice/hello/issues/1/assets', 'alice');
      expect(list.body.map((a: { id: number }) => a.id)).toContain(res.body.id);
    });
  });

  following('TestAPICreateIssueAttachmentWithUnallowedFile', (behaves) => {
    behaves('a file of a type the instance does not allow is 422', async () => {
      const res = await uploadAttachment(
        sandbox,
        '/repos/alice/hello/issues/1/assets',
        'alice',
        'file.bad',
        new Uint8Array(),
      );
      expect(res.status).toBe(422);
      expect(res.body.message).toBe(FORBIDDEN);
    });
  });

  following('TestAPIEditIssueAttachment', (behaves) => {
    behaves('renaming an attachment with a form body answers 201 with the new name', async () => {
      const res = await sendForm(sandbox, 'PATCH', '/repos/alice/hello/issues/1/assets/1', 'alice', {
        name: 'hello_world.txt',
      });
      expect(res.status).toBe(201);
      expect(res.body.name).toBe('hello_world.txt');
    });
  });

  following('TestAPIEditIssueAttachmentWithUnallowedFile', (behaves) => {
    behaves('renaming to a type the instance does not allow is 422', async () => {
      const res = await sendForm(sandbox, 'PATCH', '/repos/alice/hello/issues/1/assets/1', 'alice', {
        name: 'file.bad',
      });
      expect(res.status).toBe(422);
      expect(res.body.message).toBe(FORBIDDEN);
      const read = await sandbox.call('GET', '/repos/alice/hello/issues/1/assets/1', 'alice');
      expect(read.body.name).toBe('hello_world.txt');
    });
  });

  following('TestAPIDeleteIssueAttachment', (behaves) => {
    behaves('deleting an attachment is 204 and it is gone', async () => {
      expect((await sandbox.call('DELETE', '/repos/alice/hello/issues/1/assets/1', 'alice')).status).toBe(
        204,
      );
      expect((await sandbox.call('GET', '/repos/alice/hello/issues/1/assets/1', 'alice')).status).toBe(404);
    });
  });
});
