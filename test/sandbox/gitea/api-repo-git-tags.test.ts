// Annotated tag objects and deleting tags by name, as tests/integration/api_repo_git_tags_test.go
// asserts them (alice/hello: v1.1-rc1 annotated by alice, v0.1 lightweight, v1.0 carries a release).
import { expect } from 'vitest';
import { asGiteaTests, following } from '../../helpers/gitea-behaviours.js';
import { useSandbox } from '../../helpers/sandbox-client.js';
import { refusesAt } from '../../helpers/sandbox-requests.js';

const sandbox = useSandbox();
const hello = () => {
  const repo = sandbox.sb.store.repoByName(2, 'hello');
  if (!repo) throw new Error('seed: no alice/hello');
  return repo.git;
};

asGiteaTests('tests/integration/api_repo_git_tags_test.go', () => {
  following('TestAPIGitTags', (behaves) => {
    behaves('an annotated tag object is read by its id: name, message, tagger and target', async () => {
      const tagSha = hello().annotatedTags?.get('v1.1-rc1');
      const res = await sandbox.answers(200, 'GET', `/repos/alice/hello/git/tags/${tagSha}`, 'alice');
      expect(res.body).toMatchObject({
        tag: 'v1.1-rc1',
        sha: tagSha,
        url: `${sandbox.sb.url}/repos/alice/hello/git/tags/${tagSha}`,
        message: 'First release candidate of 1.1: shout()\n',
        tagger: { name: 'Alice Anderson', email: 'alice@example.com' },
        object: { type: 'commit', sha: hello().tags.get('v1.1-rc1') },
      });
    });

    behaves("a lightweight tag's commit id is no tag object: 400", async () => {
      await sandbox.answers(400, 'GET', `/repos/alice/hello/git/tags/${hello().tags.get('v0.1')}`, 'alice');
    });
  });

  following('TestAPIDeleteTagByName', (behaves) => {
    behaves('a tag without a release is deleted by name, 204', async () => {
      expect((await sandbox.call('DELETE', '/repos/alice/hello/tags/v0.1', 'alice')).status).toBe(204);
      expect(hello().tags.has('v0.1')).toBe(false);
    });

    behaves("a release's tag cannot be deleted outright: 409", async () => {
      await refusesAt(sandbox, 'DELETE', '/repos/alice/hello/tags/v1.0', [
        [409, 'alice', undefined, 'a tag attached to a release cannot be deleted directly'],
      ]);
    });
  });
});
