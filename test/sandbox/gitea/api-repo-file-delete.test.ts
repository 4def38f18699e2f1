// Deleting a file through the contents API, as tests/integration/api_repo_file_delete_test.go asserts it
// (alice owns alice/hello and alice/secret; carol writes to neither).
import { beforeAll, expect } from 'vitest';
import { asGiteaTests, following } from '../../helpers/gitea-behaviours.js';
import { useSandbox } from '../../helpers/sandbox-client.js';
import { commitFiles } from '../../helpers/sandbox-files.js';

const sandbox = useSandbox();
/** the blob id of "This is a NEW file", what Gitea's createFile writes */
const NEW_FILE_SHA = '103ff9234cefeee5ec5361d22b49fbb04d385885';
const options = (extra: Record<string, unknown> = {}) => ({
  branch: 'main',
  new_branch: 'main',
  message: 'Removing the file new/file.txt',
  author: { name: 'John Doe', email: 'johndoe@example.com' },
  committer: { name: 'Jane Doe', email: 'janedoe@example.com' },
  sha: NEW_FILE_SHA,
  ...extra,
});
const remove = (repo: string, path: string, user: string | undefined, body: Record<string, unknown>) =>
  sandbox.call('DELETE', `/repos/${repo}/contents/${path}`, user, body);

beforeAll(async () => {
  const files = Object.fromEntries(
    [1, 2, 3, 4, 5, 6].map((i) => [`delete/file${i}.txt`, 'This is a NEW file']),
  );
  await commitFiles(sandbox, 'alice/hello', files);
  await commitFiles(sandbox, 'alice/secret', { 'delete/file1.txt': 'This is a NEW file' });
});

asGiteaTests('tests/integration/api_repo_file_delete_test.go', () => {
  following('TestAPIDeleteFile', (behaves) => {
    behaves(
      'the owner deletes a file on a named branch or the default one, 200 without content',
      async () => {
        for (const [i, branch] of [
          [1, 'main'],
          [2, ''],
        ] as const) {
          const res = await remove('alice/hello', `delete/file${i}.txt`, 'alice', options({ branch }));
          expect(res.status).toBe(200);
          expect(res.body.content).toBeNull();
          expect(res.body.commit.author).toMatchObject({ name: 'John Doe', email: 'johndoe@example.com' });
          expect(res.body.commit.committer).toMatchObject({ name: 'Jane Doe', email: 'janedoe@example.com' });
        }
      },
    );

    behaves('a delete onto a new branch commits there with the message given', async () => {
      const res = await remove(
        'alice/hello',
        'delete/file3.txt',
        'alice',
        options({ new_branch: 'new_branch' }),
      );
      expect(res.status).toBe(200);
      expect(res.body.content).toBeNull();
      expect(res.body.commit.message).toBe('Removing the file new/file.txt\n');
      expect(
        (await sandbox.call('GET', '/repos/alice/hello/contents/delete/file3.txt?ref=main')).status,
      ).toBe(200);
      expect(
        (await sandbox.call('GET', '/repos/alice/hello/contents/delete/file3.txt?ref=new_branch')).status,
      ).toBe(404);
    });

    behaves('without a message the commit says Delete and the path', async () => {
      const res = await remove('alice/hello', 'delete/file4.txt', 'alice', options({ message: '' }));
      expect(res.status).toBe(200);
      expect(res.body.commit.message).toBe('Delete delete/file4.txt\n');
    });

    behaves('a wrong sha is 422 naming both', async () => {
      const res = await remove('alice/hello', 'delete/file5.txt', 'alice', options({ sha: 'badsha' }));
      expect(res.status).toBe(422);
      expect(res.body.message).toBe(`sha does not match [given: badsha, expected: ${NEW_FILE_SHA}]`);
    });

    behaves('a private repository is 404 to a user without access and without a token', async () => {
      expect((await remove('alice/secret', 'delete/file1.txt', 'carol', options())).status).toBe(404);
      expect((await remove('alice/secret', 'delete/file1.txt', undefined, options())).status).toBe(404);
    });

    behaves('the owner deletes a file in their private repository', async () => {
      expect((await remove('alice/secret', 'delete/file1.txt', 'alice', options())).status).toBe(200);
    });

    behaves('a collaborator with write access deletes a file, 200', async () => {
      expect((await remove('alice/hello', 'delete/file6.txt', 'bob', options())).status).toBe(200);
    });

    behaves('a signed-in user who may not write is 403', async () => {
      const res = await remove('alice/hello', 'delete/file5.txt', 'carol', options());
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('user should have a permission to write to the target branch');
    });
  });
});
