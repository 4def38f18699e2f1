// The `repository` field of what is read within one repository (a commit, a branch, a tag): the
// repository as a node, read once and shared with every other use in the query.

import type { FieldsOf } from '../kit/builder.js';
import { nodeKey, repoKey } from '../kit/loaders.js';
import { type RepoRef, RepositoryRef } from '../kit/refs/repository.js';

export const repositoryField = <Parent extends RepoRef>(t: FieldsOf<Parent>) =>
  t.field({
    type: RepositoryRef,
    description: 'The repository (one read, shared with every other use in the query).',
    resolve: (value, _args, context) => nodeKey(context, repoKey(value.owner, value.repo)),
  });
