// Raw git objects by id, as tests/integration/api_repo_git_blobs_test.go reads them (alice/hello public,
// alice/secret private; carol has no access to alice/secret).
import { expect } from 'vitest';
import { asGiteaTests, following } from '../../helpers/gitea-behaviours.js';
import { useSandbox } from '../../helpers/sandbox-client.js';

const sandbox = useSandbox();
const README = '5522b2a8891f6e6c712e08c4d26f251bb280f73d';
const SECRET_NOTES = 'c2bf34d954725966bf0b4d121579ccd3507a929a';

asGiteaTests('tests/integration/api_repo_git_blobs_test.go', () => {
  following('TestAPIReposGitBlobs', (behaves) => {
    behaves("anyone reads a public repository's blob as base64 with its size", async () => {
      const res = await sandbox.answers(200, 'GET', `/repos/alice/hello/git/blobs/${README}`);
      expect(res.body).toEqual({
        content: Buffer.from(
          '# hello\n\nA tiny TypeScript project that greets the world.\n\nSee docs/guide.md.\n',
        ).toString('base64'),
        encoding: 'base64',
        url: `${sandbox.sb.url}/repos/alice/hello/git/blobs/${README}`,
        sha: README,
        size: 78,
      });
    });

    behaves("a commit's id answers the commit object's raw body", async () => {
      const head = sandbox.sb.store.repoByName(2, 'hello')?.git.branches.get('main');
      const res = await sandbox.answers(200, 'GET', `/repos/alice/hello/git/blobs/${head}`);
      expect(Buffer.from(res.body.content, 'base64').toString()).toMatch(
        /^tree [0-9a-f]{40}\nparent [0-9a-f]{40}\nauthor /,
      );
    });

    behaves("a private repository's blob is 404 without a token and 200 for its owner", async () => {
      expect((await sandbox.call('GET', `/repos/alice/secret/git/blobs/${SECRET_NOTES}`)).status).toBe(404);
      expect(
        (await sandbox.call('GET', `/repos/alice/secret/git/blobs/${SECRET_NOTES}`, 'alice')).status,
      ).toBe(200);
    });

    behaves('an id that names no object is 400', async () => {
      const res = await sandbox.answers(400, 'GET', `/repos/alice/hello/git/blobs/${'0'.repeat(40)}`);
      expect(res.body.message).toBe(`object does not exist [id: ${'0'.repeat(40)}, rel_path: ]`);
    });

    behaves('a user without access to a private repository gets 404', async () => {
      expect(
        (await sandbox.call('GET', `/repos/alice/secret/git/blobs/${SECRET_NOTES}`, 'carol')).status,
      ).toBe(404);
    });
  });
});
