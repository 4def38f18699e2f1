// A repository's Actions secrets, as tests/integration/api_repo_secrets_test.go asserts them (alice owns
// alice/hello).
import { secretBehaviours } from '../../helpers/gitea-actions-settings.js';
import { useSandbox } from '../../helpers/sandbox-client.js';

secretBehaviours(useSandbox(), {
  giteaFile: 'tests/integration/api_repo_secrets_test.go',
  test: 'TestAPIRepoSecrets',
  base: '/repos/alice/hello',
  user: 'alice',
});
