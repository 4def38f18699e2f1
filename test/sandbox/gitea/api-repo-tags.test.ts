// Tags of a repository, as tests/integration/api_repo_tags_test.go walks them (alice/hello: v1.1-rc1
// annotated, v1.0 and v0.1 lightweight).
import { expect } from 'vitest';
import { asGiteaTests, following } from '../../helpers/gitea-behaviours.js';
import { useSandbox } from '../../helpers/sandbox-client.js';

const sandbox = useSandbox();
const base = () => sandbox.sb.url.replace(/\/api\/v1$/, '');

asGiteaTests('tests/integration/api_repo_tags_test.go', () => {
  following('TestAPIRepoTags', (behaves) => {
    behaves("a lightweight tag lists with its commit's message, commit URL and archive URLs", async () => {
      const res = await sandbox.answers(200, 'GET', '/repos/alice/hello/tags', 'alice');
      expect(res.body).toHaveLength(3);
      const v10 = res.body.find((t: { name: string }) => t.name === 'v1.0');
      const sha = sandbox.sb.store.repoByName(2, 'hello')?.git.tags.get('v1.0');
      expect(v10).toMatchObject({
        name: 'v1.0',
        message: 'Update README',
        commit: { sha, url: `${sandbox.sb.url}/repos/alice/hello/git/commits/${sha}` },
        zipball_url: `${base()}/alice/hello/archive/v1.0.zip`,
        tarball_url: `${base()}/alice/hello/archive/v1.0.tar.gz`,
      });
    });
  });

  let created: { name: string; message: string; commit: { sha: string } } | undefined;

  following('TestAPIRepoTags', (behaves) => {
    behaves('a new annotated tag is created 201 and then listed with its message', async () => {
      const res = await sandbox.answers(201, 'POST', '/repos/alice/hello/tags', 'alice', {
        tag_name: 'gitea/22',
        message: 'nice!\nand some text',
        target: '',
      });
      created = res.body;
      const list = await sandbox.call('GET', '/repos/alice/hello/tags', 'alice');
      expect(list.body).toHaveLength(4);
      const listed = list.body.find((t: { name: string }) => t.name === 'gitea/22');
      expect(listed.message).toBe('nice!\nand some text');
      expect(listed.commit.sha).toBe(res.body.commit.sha);
    });

    behaves('the created tag reads back by name as created', async () => {
      const res = await sandbox.answers(200, 'GET', '/repos/alice/hello/tags/gitea%2F22', 'alice');
      expect(res.body).toEqual(created);
    });

    behaves('the tag is deleted 204 and then reads 404', async () => {
      expect((await sandbox.call('DELETE', '/repos/alice/hello/tags/gitea%2F22', 'alice')).status).toBe(204);
      expect((await sandbox.call('GET', '/repos/alice/hello/tags/gitea%2F22', 'alice')).status).toBe(404);
    });
  });
});
