// The loader key of what a repository names by a string (a branch, a tag, a protection rule, a push
// mirror): `owner/name:name`, and the route arguments such a key names.

import { baseKey, repoKey } from './loaders.js';
import type { RepoRef } from './refs/repository.js';

/** `owner/name:branch`: git forbids `:` in ref names, so the first colon ends the repository. */
export const branchKey = (owner: string, repo: string, name: string) => `${repoKey(owner, repo)}:${name}`;

export function splitRefKey(loaderKey: string): RepoRef & { name: string } {
  const key = baseKey(loaderKey);
  const colon = key.indexOf(':');
  const repository = key.slice(0, colon);
  const slash = repository.indexOf('/');
  return { owner: repository.slice(0, slash), repo: repository.slice(slash + 1), name: key.slice(colon + 1) };
}

/** A ref key as the arguments of the route that reads the ref: `{ owner, repo, [param]: name }`. */
export const refArgs =
  <P extends string>(param: P) =>
  (key: string) => {
    const { name, owner, repo } = splitRefKey(key);
    return { owner, repo, [param]: name } as RepoRef & Record<P, string>;
  };

/** The repository a ref key names. */
export function refRepoOf(key: string): RepoRef {
  const { owner, repo } = splitRefKey(key);
  return { owner, repo };
}
