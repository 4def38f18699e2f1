// A forge object that names no repository of its own (a branch protection rule, a push mirror), with
// the repository it was read from: its global id is that repository and its name, so `node(id:)` can
// read it again with one call.

import { branchKey, refRepoOf } from '../kit/ref-keys.js';
import type { RepoRef } from '../kit/refs/repository.js';

export type InRepository<T> = T & { inRepository: RepoRef };

export const inRepository = <T extends object>(raw: T, ref: RepoRef): InRepository<T> => ({
  ...raw,
  inRepository: { owner: ref.owner, repo: ref.repo },
});

/** `owner/name:<name>`: the first colon ends the repository, the rest is the object's name. */
export const inRepositoryKey = <T extends object>(value: InRepository<T>, name: string) =>
  branchKey(value.inRepository.owner, value.inRepository.repo, name);

/** The node's value from the forge's answer and the key it was read by. */
export const wrapInRepository = <T extends object>(raw: T, key: string) => inRepository(raw, refRepoOf(key));
