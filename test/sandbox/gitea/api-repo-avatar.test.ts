// Uploading and removing a repository's (alice/hello) avatar, as tests/integration/api_repo_avatar_test.go asserts it.
import { avatarBehaviours } from '../../helpers/gitea-avatars.js';
import { useSandbox } from '../../helpers/sandbox-client.js';

avatarBehaviours(useSandbox(), {
  giteaFile: 'tests/integration/api_repo_avatar_test.go',
  update: 'TestAPIUpdateRepoAvatar',
  remove: 'TestAPIDeleteRepoAvatar',
  path: '/repos/alice/hello/avatar',
  textFile: 'README.md',
});
