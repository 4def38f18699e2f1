// The Repository node's ref, declared here so that every domain can name it and add fields to it;
// repository/repository.ts implements it. With it, what routes a call under a repository.

import { getRepository } from '../../../forge/endpoints/index.js';
import type { Repository } from '../../../forge/types/index.js';
import { connectionType } from '../connection-type.js';
import { forgeNodeRef, readBy } from '../forge-node.js';
import { repoKey, splitRepoKey } from '../loaders.js';
import { splitFullName } from '../values.js';

/** What a child field needs of its repository to call the forge: owner and name. */
export interface RepoRef {
  owner: string;
  repo: string;
}

/** The repository's owner and name, which route the calls under it; the forge's full name when it left them out. */
export function repoRefOf(repository: Repository): RepoRef {
  const owner = repository.owner?.login;
  const repo = repository.name;
  // A name the forge left empty is its fault (UPSTREAM_ERROR), not the caller's input.
  return owner && repo ? { owner, repo } : splitFullName(repository.full_name);
}

export const RepositoryRef = forgeNodeRef<Repository>('Repository', {
  keyOf: (repository) => repository.full_name.toLowerCase(),
  read: readBy(getRepository, splitRepoKey, 'full_name'),
});

/** Every list of repositories (an owner's, a team's, a search's) shares this connection type. */
export const RepositoryConnection = connectionType(RepositoryRef, 'Repository');

/** What identifies a repository's list in the request's memo. */
export const repoListKey = (ref: RepoRef) => repoKey(ref.owner, ref.repo);
