// Forks: the Repository field `forks` (GET /repos/{owner}/{repo}/forks). forkRepository is with
// the other repository writes (repository-mutations.ts).

import { listForks } from '../../forge/endpoints/git.js';
import type { Repository } from '../../forge/types.js';
import { builder } from '../builder.js';
import { repoKey } from '../loaders.js';
import { pagedList } from '../paged-field.js';
import { type RepoRef, RepositoryRef, repoRefOf } from './repository.js';

export const ForkConnection = builder.connectionObject(
  { type: RepositoryRef, name: 'ForkConnection' },
  { name: 'ForkEdge' },
);

const forks = pagedList<RepoRef, object, Repository>({
  on: 'Repository',
  field: 'forks',
  route: 'GET /repos/{owner}/{repo}/forks',
  key: (ref) => repoKey(ref.owner, ref.repo),
  fetch: (context, ref, _args, page) => listForks(context.forge, { ...ref, ...page }),
});

builder.objectFields(RepositoryRef, (t) => ({
  forks: t.field({
    type: ForkConnection,
    description:
      'The forks the caller may see (GET /repos/{owner}/{repo}/forks): one call per page; the forks are embedded.',
    args: t.arg.connectionArgs(),
    resolve: (repository, args, context) => forks(context, repoRefOf(repository), args),
  }),
}));
