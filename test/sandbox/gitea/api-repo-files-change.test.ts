// Changing several files in one commit (POST …/contents), as tests/integration/api_repo_files_change_test.go
// asserts it. Each case creates new/fileN.txt, updates update/fileN.txt and deletes delete/fileN.txt, the last
// two made beforehand with Gitea's "This is a NEW file".
import { beforeAll, expect } from 'vitest';
import { asGiteaTests, following } from '../../helpers/gitea-behaviours.js';
import { useSandbox } from '../../helpers/sandbox-client.js';
import { commitFiles } from '../../helpers/sandbox-files.js';

const sandbox = useSandbox();
const NEW_FILE_SHA = '103ff9234cefeee5ec5361d22b49fbb04d385885';
/** blob ids of "This is new text" and "This is updated text" */
const CREATED_SHA = 'a635aa942442ddfdba07468cf9661c08fbdf0ebf';
const UPDATED_SHA = '08bd14b2e2852529157324de9c226b3364e76136';
const b64 = (text: string) => Buffer.from(text).toString('base64');

const options = (n: number, extra: Record<string, unknown> = {}) => ({
  branch: 'main',
  new_branch: 'main',
  message: 'My update of new/file.txt',
  author: { name: 'Anne Doe', email: 'annedoe@example.com' },
  committer: { name: 'John Doe', email: 'johndoe@example.com' },
  files: [
    { operation: 'create', path: `new/file${n}.txt`, content: b64('This is new text') },
    {
      operation: 'update',
      path: `update/file${n}.txt`,
      content: b64('This is updated text'),
      sha: NEW_FILE_SHA,
    },
    { operation: 'delete', path: `delete/file${n}.txt`, sha: NEW_FILE_SHA },
  ],
  ...extra,
});
const change = (repo: string, user: string | undefined, body: unknown) =>
  sandbox.call('POST', `/repos/${repo}/contents`, user, body);
/** Commit 4's files on a new branch named develop, which exists already, with force_push or without. */
const changeDevelop = (force_push: boolean) =>
  change('alice/hello', 'alice', options(4, { new_branch: 'develop', force_push }));
const html = (branch: string, path: string) =>
  `${sandbox.sb.origin}/alice/hello/src/branch/${branch}/${path}`;

beforeAll(async () => {
  const files: Record<string, string> = {};
  for (let n = 1; n <= 9; n++) {
    files[`update/file${n}.txt`] = 'This is a NEW file';
    files[`delete/file${n}.txt`] = 'This is a NEW file';
  }
  await commitFiles(sandbox, 'alice/hello', files);
  await commitFiles(sandbox, 'alice/secret', {
    'update/file1.txt': 'This is a NEW file',
    'delete/file1.txt': 'This is a NEW file',
  });
});

asGiteaTests('tests/integration/api_repo_files_change_test.go', () => {
  following('TestAPIChangeFiles', (behaves) => {
    behaves(
      'the owner creates, updates and deletes in one commit on a named or the default branch, 201',
      async () => {
        for (const [n, branch] of [
          [1, 'main'],
          [2, ''],
        ] as const) {
          const res = await change('alice/hello', 'alice', options(n, { branch }));
          expect(res.status).toBe(201);
          expect(res.body.files).toHaveLength(3);
          expect(res.body.files[0]).toMatchObject({
            path: `new/file${n}.txt`,
            sha: CREATED_SHA,
            html_url: html('main', `new/file${n}.txt`),
          });
          expect(res.body.files[1]).toMatchObject({ path: `update/file${n}.txt`, sha: UPDATED_SHA });
          expect(res.body.files[2]).toBeNull();
          expect(res.body.commit.sha).toBe(sandbox.sb.store.repoByName(2, 'hello')?.git.branches.get('main'));
          expect(res.body.commit.author).toMatchObject({ name: 'Anne Doe', email: 'annedoe@example.com' });
          expect(res.body.commit.committer).toMatchObject({ name: 'John Doe', email: 'johndoe@example.com' });
        }
      },
    );

    behaves('changes onto a new branch link there and keep the message given', async () => {
      const res = await change('alice/hello', 'alice', options(3, { new_branch: 'new_branch' }));
      expect(res.status).toBe(201);
      expect(res.body.files[0].html_url).toBe(html('new_branch', 'new/file3.txt'));
      expect(res.body.files[0].download_url).toBe(
        `${sandbox.sb.origin}/alice/hello/raw/branch/new_branch/new/file3.txt`,
      );
      expect(res.body.files[1].sha).toBe(UPDATED_SHA);
      expect(res.body.files[2]).toBeNull();
      expect(res.body.commit.message).toBe('My update of new/file.txt\n');
    });

    behaves('a new branch that exists already is 422 without force_push', async () => {
      const res = await changeDevelop(false);
      expect(res.status).toBe(422);
      expect(res.body.message).toBe('branch already exists [name: develop]');
    });

    behaves('with force_push the existing branch is overwritten, 201', async () => {
      const res = await changeDevelop(true);
      expect(res.status).toBe(201);
      expect(res.body.files[0].html_url).toBe(html('develop', 'new/file4.txt'));
    });

    behaves('an update with from_path moves the file', async () => {
      const res = await change('alice/hello', 'alice', {
        branch: 'main',
        files: [
          {
            operation: 'update',
            from_path: 'update/file5.txt',
            path: 'rename/update/file5.txt',
            content: b64('This is updated text'),
            sha: NEW_FILE_SHA,
          },
        ],
      });
      expect(res.status).toBe(201);
      expect(res.body.files[0]).toMatchObject({
        sha: UPDATED_SHA,
        html_url: html('main', 'rename/update/file5.txt'),
      });
      expect((await sandbox.call('GET', '/repos/alice/hello/contents/update/file5.txt')).status).toBe(404);
    });

    behaves('without a message the commit lists what was added, updated and deleted', async () => {
      const res = await change('alice/hello', 'alice', options(6, { message: '' }));
      expect(res.status).toBe(201);
      expect(res.body.commit.message).toBe(
        'Add new/file6.txt\nUpdate update/file6.txt\nDelete delete/file6.txt\n',
      );
    });

    behaves('an update with a wrong sha is 422 naming both', async () => {
      const res = await change('alice/hello', 'alice', {
        branch: 'main',
        files: [{ operation: 'update', path: 'update/file7.txt', content: b64('x'), sha: 'badsha' }],
      });
      expect(res.status).toBe(422);
      expect(res.body).toEqual({
        message: `sha does not match [given: badsha, expected: ${NEW_FILE_SHA}]`,
        url: `${sandbox.sb.origin}/api/swagger`,
      });
    });

    behaves('a private repository is 404 to a user without access and without a token', async () => {
      expect((await change('alice/secret', 'carol', options(1))).status).toBe(404);
      expect((await change('alice/secret', undefined, options(1))).status).toBe(404);
    });

    behaves('the owner changes files in their private repository, 201', async () => {
      expect((await change('alice/secret', 'alice', options(1))).status).toBe(201);
    });

    behaves('a collaborator with write access changes files, 201', async () => {
      expect((await change('alice/hello', 'bob', options(8))).status).toBe(201);
    });

    behaves('a signed-in user who may not write is 403', async () => {
      const res = await change('alice/hello', 'carol', options(9));
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('user should have a permission to write to the target branch');
    });
  });
});
