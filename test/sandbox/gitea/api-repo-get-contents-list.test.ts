// Listing a directory's contents, as tests/integration/api_repo_get_contents_list_test.go asserts it
// (alice/hello's root holds README.md, docs and src).
import { expect } from 'vitest';
import { asGiteaTests, following } from '../../helpers/gitea-behaviours.js';
import { expectedReadme, helloBranch } from '../../helpers/gitea-contents.js';
import { useSandbox } from '../../helpers/sandbox-client.js';

const sandbox = useSandbox();
const root = async (path: string) => {
  const res = await sandbox.answers(200, 'GET', `/repos/alice/hello/${path}`);
  return res.body as { name: string; type: string }[];
};
const readmeIn = async (path: string) => (await root(path)).find((entry) => entry.name === 'README.md');

asGiteaTests('tests/integration/api_repo_get_contents_list_test.go', () => {
  following('TestAPIGetContentsList', (behaves) => {
    behaves("the root lists its entries, a file's without content", async () => {
      const list = await root('contents?ref=main');
      expect(list.map((e) => [e.name, e.type])).toEqual([
        ['README.md', 'file'],
        ['docs', 'dir'],
        ['src', 'dir'],
      ]);
      expect(list[0]).toEqual(expectedReadme(sandbox, 'main', 'branch', helloBranch(sandbox, 'main'), false));
    });

    behaves('without a ref, with a trailing slash, the default branch is listed', async () => {
      const list = await root('contents/');
      expect(list[0]).toEqual(expectedReadme(sandbox, 'main', 'branch', helloBranch(sandbox, 'main'), false));
    });

    behaves('a branch, a tag and a commit id each list with their kind of links', async () => {
      const head = helloBranch(sandbox, 'main');
      expect(await readmeIn('contents?ref=develop')).toEqual(
        expectedReadme(sandbox, 'develop', 'branch', head, false),
      );
      expect(await readmeIn('contents/?ref=v1.0')).toEqual(
        expectedReadme(sandbox, 'v1.0', 'tag', head, false),
      );
      expect(await readmeIn(`contents/?ref=${head}`)).toEqual(
        expectedReadme(sandbox, head, 'commit', head, false),
      );
    });

    behaves('a ref that names nothing is 404', async () => {
      expect((await sandbox.call('GET', '/repos/alice/hello/contents/?ref=badref')).status).toBe(404);
    });

    behaves("a private repository's root is 404 without access and 200 to its owner", async () => {
      expect((await sandbox.call('GET', '/repos/alice/secret/contents/', 'carol')).status).toBe(404);
      expect((await sandbox.call('GET', '/repos/alice/secret/contents/', 'alice')).status).toBe(200);
    });
  });
});
