// The caller's own Actions secrets, as tests/integration/api_user_secrets_test.go asserts them.
import { expect } from 'vitest';
import { secretBehaviours } from '../../helpers/gitea-actions-settings.js';
import { behaves } from '../../helpers/gitea-behaviours.js';
import { useSandbox } from '../../helpers/sandbox-client.js';

const sandbox = useSandbox();

secretBehaviours(
  sandbox,
  {
    giteaFile: 'tests/integration/api_user_secrets_test.go',
    test: 'TestAPIUserSecrets',
    base: '/user',
    user: 'alice',
  },
  () =>
    behaves(
      'TestAPIUserSecrets/Create',
      'a secret without a name is 404 (the caller has no secret list route)',
      async () => {
        expect((await sandbox.call('PUT', '/user/actions/secrets/', 'alice', { data: 'data' })).status).toBe(
          404,
        );
      },
    ),
);
