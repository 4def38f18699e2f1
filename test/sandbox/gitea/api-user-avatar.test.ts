// Uploading and removing the caller's avatar, as tests/integration/api_user_avatar_test.go asserts it.
import { avatarBehaviours } from '../../helpers/gitea-avatars.js';
import { useSandbox } from '../../helpers/sandbox-client.js';

avatarBehaviours(useSandbox(), {
  giteaFile: 'tests/integration/api_user_avatar_test.go',
  update: 'TestAPIUpdateUserAvatar',
  remove: 'TestAPIDeleteUserAvatar',
  path: '/user/avatar',
  textFile: 'go.mod',
});
