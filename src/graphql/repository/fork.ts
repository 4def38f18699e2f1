// Forks: the Repository field `forks` (GET /repos/{owner}/{repo}/forks) and forkRepository
// (POST /repos/{owner}/{repo}/forks, 202).

import { createFork, listForks } from '../../forge/endpoints/git.js';
import type { Repository } from '../../forge/types.js';
import { builder } from '../builder.js';
import { mutationErrors } from '../common/mutation.js';
import {
  ConflictGatewayError,
  ForbiddenGatewayError,
  NotFoundGatewayError,
  ValidationGatewayError,
} from '../errors.js';
import { invalid, repositoryFields, repositoryOf } from '../inputs.js';
import { nodeKey, repoKey } from '../loaders.js';
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

/** Gitea's IsUsableRepoName and the characters a repository name may hold, checked before any call. */
function forkName(name: string): string {
  if (!/^[\w.-]+$/.test(name))
    throw invalid('`name` may hold only letters, digits, `-`, `_` and `.`', 'name');
  const lower = name.toLowerCase();
  if (['.', '..', '-'].includes(lower)) throw invalid(`\`name\` '${name}' is reserved`, 'name');
  if (['.git', '.rss', '.atom', '.wiki'].some((suffix) => lower.endsWith(suffix))) {
    throw invalid('`name` must not end with .git, .rss, .atom or .wiki', 'name');
  }
  if (name.length > 100) throw invalid('`name` may be at most 100 characters', 'name');
  return name;
}

// fork.go CreateFork: 404 repository, 403 not a member of the organization, 409 name taken or already forked, 422 no such organization or a bad name
const forkErrors = mutationErrors('ForkRepository', [
  ValidationGatewayError,
  NotFoundGatewayError,
  ForbiddenGatewayError,
  ConflictGatewayError,
]);

builder.relayMutationField(
  'forkRepository',
  {
    inputFields: (t) => ({
      ...repositoryFields(t),
      organization: t.string({
        description:
          'fork into this organization (the caller must be a member) instead of the caller’s account',
      }),
      name: t.string({ description: 'the fork’s name; the repository’s own when absent' }),
    }),
  },
  {
    description:
      'Forks a repository with all its branches, tags and commits (POST /repos/{owner}/{repo}/forks, 202): one call.',
    nullable: false,
    errors: forkErrors.option,
    resolve: (_root, { input }, context) =>
      forkErrors.run(context, async () => {
        const repository = repositoryOf(input);
        if (input.organization != null && input.organization.trim() === '') {
          throw invalid('`organization` must not be empty', 'organization');
        }
        const name = input.name != null ? forkName(input.name) : undefined;
        const { data } = await createFork(context.forge, repository, {
          organization: input.organization ?? undefined,
          name,
        });
        return { fork: data, parent: repoKey(repository.owner, repository.repo) };
      }),
  },
  {
    description: 'The new fork and the repository it was forked from.',
    outputFields: (t) => ({
      repository: t.field({ type: RepositoryRef, nullable: false, resolve: (payload) => payload.fork }),
      parent: t.field({
        type: RepositoryRef,
        description: 'the repository forked (embedded in the fork: no call)',
        resolve: (payload, _args, context) => payload.fork.parent ?? nodeKey(context, payload.parent),
      }),
    }),
  },
);
