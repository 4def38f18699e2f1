// Creating a repository hook, as tests/integration/api_repo_hook_test.go asserts it (admin is the site admin).
import { expect } from 'vitest';
import { asGiteaTests, following } from '../../helpers/gitea-behaviours.js';
import { useSandbox } from '../../helpers/sandbox-client.js';

const sandbox = useSandbox();

asGiteaTests('tests/integration/api_repo_hook_test.go', () => {
  following('TestAPICreateHook', (behaves) => {
    behaves(
      "a site admin creates a hook on another's repository, 201, with its URL and authorization header",
      async () => {
        const res = await sandbox.answers(201, 'POST', '/repos/alice/hello/hooks', 'admin', {
          type: 'gitea',
          config: { content_type: 'json', url: 'http://example.com/' },
          authorization_header: 'Bearer s3cr3t',
        });
        expect(res.body.config.url).toBe('http://example.com/');
        expect(res.body.authorization_header).toBe('Bearer s3cr3t');
      },
    );
  });
});
