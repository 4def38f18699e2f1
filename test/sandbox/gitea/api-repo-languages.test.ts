// A repository's languages, as tests/integration/api_repo_languages_test.go reads them after a commit.
import { expect } from 'vitest';
import { asGiteaTests, behaves } from '../../helpers/gitea-behaviours.js';
import { useSandbox } from '../../helpers/sandbox-client.js';
import { commitFiles } from '../../helpers/sandbox-files.js';

const sandbox = useSandbox();

asGiteaTests('tests/integration/api_repo_languages_test.go', () => {
  behaves(
    'TestRepoLanguages',
    'a committed Go file counts its bytes as Go on the default branch',
    async () => {
      await commitFiles(sandbox, 'bob/empty', { 'test.go': 'package main' }, 'bob');
      const res = await sandbox.call('GET', '/repos/bob/empty/languages');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ Go: 12 });
    },
  );

  behaves(
    'TestRepoLanguages',
    'the seeded TypeScript files answer their bytes under TypeScript',
    async () => {
      const res = await sandbox.call('GET', '/repos/alice/hello/languages');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ TypeScript: 106 });
    },
  );
});
