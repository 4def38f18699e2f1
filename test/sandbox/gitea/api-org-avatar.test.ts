// Uploading and removing an organization's (acme, alice an owner) avatar, as tests/integration/api_org_avatar_test.go asserts it.
import { avatarBehaviours } from '../../helpers/gitea-avatars.js';
import { useSandbox } from '../../helpers/sandbox-client.js';

avatarBehaviours(useSandbox(), {
  giteaFile: 'tests/integration/api_org_avatar_test.go',
  update: 'TestAPIUpdateOrgAvatar',
  remove: 'TestAPIDeleteOrgAvatar',
  path: '/orgs/acme/avatar',
  textFile: 'README.md',
});
