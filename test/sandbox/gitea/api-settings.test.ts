// The instance settings Gitea exposes to API clients, as tests/integration/api_settings_test.go reads them.
import { expect } from 'vitest';
import { asGiteaTests, following } from '../../helpers/gitea-behaviours.js';
import { useSandbox } from '../../helpers/sandbox-client.js';

const sandbox = useSandbox();

asGiteaTests('tests/integration/api_settings_test.go', () => {
  following('TestAPIExposedSettings', (behaves) => {
    behaves('the UI settings allow the default reactions, to anyone', async () => {
      const res = await sandbox.answers(200, 'GET', '/settings/ui');
      expect(res.body.allowed_reactions).toEqual([
        '+1',
        '-1',
        'laugh',
        'hooray',
        'confused',
        'heart',
        'rocket',
        'eyes',
      ]);
    });

    behaves('the API settings are the paging and blob limits of a default instance', async () => {
      const res = await sandbox.answers(200, 'GET', '/settings/api');
      expect(res.body).toEqual({
        max_response_items: 50,
        default_paging_num: 30,
        default_git_trees_per_page: 1000,
        default_max_blob_size: 10485760,
      });
    });

    behaves('the repository settings say that nothing is switched off', async () => {
      const res = await sandbox.answers(200, 'GET', '/settings/repository');
      expect(res.body).toMatchObject({
        mirrors_disabled: false,
        http_git_disabled: false,
        migrations_disabled: false,
        time_tracking_disabled: false,
        lfs_disabled: false,
      });
    });

    behaves('the attachment settings say attachments are on, with their types and limits', async () => {
      const res = await sandbox.answers(200, 'GET', '/settings/attachment');
      expect(res.body).toEqual({
        enabled: true,
        allowed_types: expect.any(String),
        max_size: 2048,
        max_files: 5,
      });
    });
  });
});
