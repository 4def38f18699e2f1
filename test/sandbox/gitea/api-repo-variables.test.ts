// A repository's Actions variables, as tests/integration/api_repo_variables_test.go asserts them (alice owns
// alice/hello).
import { variableBehaviours } from '../../helpers/gitea-actions-settings.js';
import { useSandbox } from '../../helpers/sandbox-client.js';

variableBehaviours(useSandbox(), {
  giteaFile: 'tests/integration/api_repo_variables_test.go',
  test: 'TestAPIRepoVariables',
  base: '/repos/alice/hello',
  user: 'alice',
});
