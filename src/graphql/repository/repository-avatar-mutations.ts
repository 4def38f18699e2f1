// updateRepositoryAvatar and deleteRepositoryAvatar (Gitea's routers/api/v1/repo/avatar.go, behind
// reqAdmin): rows of content/avatar.ts.

import { deleteRepoAvatar, updateRepoAvatar } from '../../forge/endpoints/avatars.js';
import { readAfterWrite } from '../common/mutation.js';
import { defineAvatarMutations } from '../content/avatar.js';
import { repoKey } from '../loaders.js';
import { RepositoryRef } from './repository.js';

defineAvatarMutations({
  name: 'Repository',
  on: 'repository',
  inputFields: () => ({}),
  route: '/repos/{owner}/{repo}/avatar',
  who: 'Needs admin access to the repository (ForbiddenError).',
  ownerKey: (_input, repository) => repoKey(repository.owner, repository.repo),
  update: (context, _input, repository, body) => updateRepoAvatar(context.forge, repository, body),
  remove: (context, _input, repository) => deleteRepoAvatar(context.forge, repository),
  changes: [RepositoryRef],
  outputFields: (t) => ({
    repository: readAfterWrite(
      t,
      RepositoryRef,
      'owner',
      'the repository, read after the write only when selected',
    ),
  }),
});
