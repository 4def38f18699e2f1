// The `repository` of a write's payload that carries the repository's owner and name.

import { repoKey } from '../kit/loaders.js';
import { type PayloadFields, readAfterWriteOf } from '../kit/mutation.js';
import { type RepoRef, RepositoryRef } from '../kit/refs/repository.js';

/** The repository the payload names, read after the write only when selected: no call otherwise. */
export const payloadRepository = <Shape extends RepoRef>(t: PayloadFields<Shape>) =>
  readAfterWriteOf(
    t,
    RepositoryRef,
    (payload) => repoKey(payload.owner, payload.repo),
    'The repository, read after the write (GET /repos/{owner}/{repo}) only when selected.',
    false,
  );
