// The caller's own Actions variables, as tests/integration/api_user_variables_test.go asserts them.
import { variableBehaviours } from '../../helpers/gitea-actions-settings.js';
import { useSandbox } from '../../helpers/sandbox-client.js';

variableBehaviours(useSandbox(), {
  giteaFile: 'tests/integration/api_user_variables_test.go',
  test: 'TestAPIUserVariables',
  base: '/user',
  user: 'alice',
});
