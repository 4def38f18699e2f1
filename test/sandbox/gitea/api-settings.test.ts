// The instance settings Gitea exposes to API clients, as tests/integration/api_settings_test.go reads them.
import { expect } from 'vitest';
import { asGiteaTests, behaves } from '../../helpers/gitea-behaviours.js';
import { useSandbox } from '../../helpers/sandbox-client.js';

const sandbox = useSandbox();

asGiteaTests('tests/integration/api_settings_test.go', () => {
  behaves('TestAPIExposedSettings', 'the UI settings allow the default reactions, to anyone', async () => {
    const res = await sandbox.call('GET', '/settings/ui');
    expect(res.status).toBe(200);
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

  behaves(
    'TestAPIExposedSettings',
    'the API settings are the paging and blob limits of a default instance',
    async () => {
      const res = await sandbox.call('GET', '/settings/api');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        max_response_items: 50,
        default_paging_num: 30,
        default_git_trees_per_page: 1000,
        default_max_blob_size: 10485760,
      });
    },
  );

  behaves('TestAPIExposedSettings', 'the repository settings say that nothing is switched off', async () => {
    const res = await sandbox.call('GET', '/settings/repository');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      mirrors_disabled: false,
      http_git_disabled: false,
      migrations_disabled: false,
      time_tracking_disabled: false,
      lfs_disabled: false,
    });
  });

  behaves(
    'TestAPIExposedSettings',
    'the attachment settings say attachments are on, with their types and limits',
    async () => {
      const res = await sandbox.call('GET', '/settings/attachment');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        enabled: true,
        allowed_types: expect.any(String),
        max_size: 2048,
        max_files: 5,
      });
    },
  );
});
