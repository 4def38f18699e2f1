// Forks: the Repository field `forks` (GET /repos/{owner}/{repo}/forks). forkRepository is with
// the other repository writes (repository-mutations.ts).

import { listForks } from '../../forge/endpoints/index.js';
import type { Repository } from '../../forge/types/index.js';
import { builder } from '../kit/builder.js';
import { connectionType } from '../kit/connection-type.js';
import { listConnection, listField } from '../kit/paged-field.js';
import { RepositoryRef, repoRefOf } from '../kit/refs/repository.js';
import { repositoryList } from './repository-list.js';

export const ForkConnection = connectionType(RepositoryRef, 'Fork');

const forks = repositoryList<Repository>(listForks);

builder.objectFields(RepositoryRef, (t) => ({
  forks: listConnection(
    t,
    ForkConnection,
    listField(forks, repoRefOf),
    'The forks the caller may see (GET /repos/{owner}/{repo}/forks): one call per page; the forks are embedded.',
  ),
}));
