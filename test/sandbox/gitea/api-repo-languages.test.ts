// A repository's languages, as tests/integration/api_repo_languages_test.go reads them after a commit.
import { expect } from 'vitest';
import { asGiteaTests, following } from '../../helpers/gitea-behaviours.js';
import { useSandbox } from '../../helpers/sandbox-client.js';
import { commitFiles } from '../../helpers/sandbox-files.js';

const sandbox = useSandbox();

asGiteaTests('tests/integration/api_repo_languages_test.go', () => {
  following('TestRepoLanguages', (behaves) => {
    behaves('a committed Go file counts its bytes as Go on the default branch', async () => {
      await commitFiles(sandbox, 'bob/empty', { 'test.go': 'package main' }, 'bob');
      const res = await sandbox.answers(200, 'GET', '/repos/bob/empty/languages');
      expect(res.body).toEqual({ Go: 12 });
    });

    behaves('the seeded TypeScript files answer their bytes under TypeScript', async () => {
      const res = await sandbox.answers(200, 'GET', '/repos/alice/hello/languages');
      expect(res.body).toEqual({ TypeScript: 106 });
    });
  });
});
