// updateRepositoryAvatar and deleteRepositoryAvatar (Gitea's routers/api/v1/repo/avatar.go, behind
// reqAdmin): rows of content/avatar.ts.

import { deleteRepoAvatar, updateRepoAvatar } from '../../forge/endpoints/index.js';
import { type AvatarTarget, defineAvatarDelete, defineAvatarUpdate, ownerAfterWrite } from '../kit/avatar.js';
import { repoKey } from '../kit/loaders.js';
import { RepositoryRef } from '../kit/refs/repository.js';

const repository: AvatarTarget = {
  on: 'repository',
  inputFields: () => ({}),
  route: '/repos/{owner}/{repo}/avatar',
  who: 'Needs admin access to the repository (ForbiddenError).',
  ownerKey: (_input, repository) => repoKey(repository.owner, repository.repo),
  changes: [RepositoryRef],
  outputFields: ownerAfterWrite('repository', RepositoryRef),
};

defineAvatarUpdate('updateRepositoryAvatar', repository, (context, _input, repo, body) =>
  updateRepoAvatar(context.forge, repo, body),
);
defineAvatarDelete('deleteRepositoryAvatar', repository, (context, _input, repo) =>
  deleteRepoAvatar(context.forge, repo),
);
