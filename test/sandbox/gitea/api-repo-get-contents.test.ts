// Reading one file's contents, and the extended contents route, as tests/integration/api_repo_get_contents_test.go
// asserts it (alice/hello's README.md was last changed by main's head, which `develop` builds on and `v1.0` tags).
import { expect } from 'vitest';
import { asGiteaTests, following } from '../../helpers/gitea-behaviours.js';
import { expectedReadme, helloBranch } from '../../helpers/gitea-contents.js';
import { useSandbox } from '../../helpers/sandbox-client.js';

const sandbox = useSandbox();
const readme = async (query: string) => sandbox.call('GET', `/repos/alice/hello/contents/README.md${query}`);

asGiteaTests('tests/integration/api_repo_get_contents_test.go', () => {
  following('TestAPIGetContents', (behaves) => {
    behaves('a file at the default branch answers its content and links', async () => {
      const res = await readme('?ref=main');
      expect(res.status).toBe(200);
      expect(res.body).toEqual(expectedReadme(sandbox, 'main', 'branch', helloBranch(sandbox, 'main'), true));
    });

    behaves('without a ref the default branch is read', async () => {
      const res = await readme('');
      expect(res.body).toEqual(expectedReadme(sandbox, 'main', 'branch', helloBranch(sandbox, 'main'), true));
    });

    behaves('another branch is read with the commit that last changed the file there', async () => {
      const res = await readme('?ref=develop');
      expect(res.body).toEqual(
        expectedReadme(sandbox, 'develop', 'branch', helloBranch(sandbox, 'main'), true),
      );
    });

    behaves('a tag is read with tag links', async () => {
      const res = await readme('?ref=v1.0');
      expect(res.body).toEqual(expectedReadme(sandbox, 'v1.0', 'tag', helloBranch(sandbox, 'main'), true));
    });

    behaves('a commit id is read with commit links', async () => {
      const head = helloBranch(sandbox, 'main');
      const res = await readme(`?ref=${head}`);
      expect(res.body).toEqual(expectedReadme(sandbox, head, 'commit', head, true));
    });

    behaves('a ref that names nothing is 404', async () => {
      const res = await readme('?ref=badref');
      expect(res.status).toBe(404);
    });

    behaves("a private repository's file is 404 without access and 200 to its owner", async () => {
      expect((await sandbox.call('GET', '/repos/alice/secret/contents/notes.md', 'carol')).status).toBe(404);
      expect((await sandbox.call('GET', '/repos/alice/secret/contents/notes.md', 'alice')).status).toBe(200);
    });

    behaves("an organization's public repository's file reads for a member", async () => {
      expect((await sandbox.call('GET', '/repos/acme/template/contents/README.md', 'bob')).status).toBe(200);
    });
  });
  const ext = async (path: string) => {
    const res = await sandbox.answers(200, 'GET', `/repos/alice/hello/contents-ext${path}`);
    return res.body;
  };

  following('TestAPIGetContentsExt/DirContents', (behaves) => {
    behaves('the root, named or as `.`, lists as dir_contents without file_contents', async () => {
      for (const path of ['', '/.']) {
        const body = await ext(path);
        expect(body.file_contents).toBeUndefined();
        expect(body.dir_contents.map((e: { name: string }) => e.name)).toEqual(['README.md', 'docs', 'src']);
      }
    });

    behaves('a directory lists without content or commit, even with includes=file_content', async () => {
      for (const query of ['', '?includes=file_content']) {
        const [entry] = (await ext(`/docs${query}`)).dir_contents;
        expect(entry).toMatchObject({ name: 'guide.md', encoding: null, content: null });
        expect(entry.last_commit_sha).toBeUndefined();
        expect(entry.last_commit_message).toBeUndefined();
      }
    });
  });

  following('TestAPIGetContentsExt/FileContents', (behaves) => {
    behaves('a file answers no content or commit unless asked for them', async () => {
      const plain = await ext('/docs/guide.md');
      expect(plain.dir_contents).toBeUndefined();
      expect(plain.file_contents).toMatchObject({ name: 'guide.md', encoding: null, content: null });
      expect(plain.file_contents.last_commit_sha).toBeUndefined();
      const full = await ext('/docs/guide.md?includes=file_content,commit_metadata,commit_message');
      expect(full.file_contents).toMatchObject({
        name: 'guide.md',
        encoding: 'base64',
        content: Buffer.from('# Guide\n\nRun `npm start` to greet the world.\n').toString('base64'),
        last_commit_message: 'Initial commit\n',
      });
      expect(full.file_contents.last_commit_sha).toMatch(/^[0-9a-f]{40}$/);
    });
  });
});
