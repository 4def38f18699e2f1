// Writes that create, copy or move repositories: generateRepository,
// createOrganizationRepository, transferRepository and forkRepository
// (POST /repos/{owner}/{repo}/forks, 202).

import {
  createFork,
  createOrganizationRepository,
  generateRepository,
  transferRepository,
} from '../../forge/endpoints/index.js';
import type { Repository } from '../../forge/types/index.js';
import { builder } from '../kit/builder.js';
import { describedEnumValues } from '../kit/enum-values.js';
import { ConflictGatewayError, REFUSED_WRITE_ERRORS } from '../kit/errors.js';
import { inputTable } from '../kit/input-table.js';
import { invalid, opt, optionsOf, repositoryFields, repositoryOf, requireText } from '../kit/inputs.js';
import { nodeKey, repoKey } from '../kit/loaders.js';
import { defineMutation, readAfterWrite, writtenObject } from '../kit/mutation.js';
import { RepositoryRef } from '../kit/refs/repository.js';
import { OrganizationRef } from '../people/organization.js';
import { UserRef } from '../people/user.js';
import { INPUTS } from './inputs.js';
import { RepoTransferRef } from './repository.js';
import { creationOptionFields, repoOptionsOf } from './repository-creation.js';

// The forge refuses with 403, 404, 409 (the name is taken) or 422 (routers/api/v1/repo/repo.go Generate)
defineMutation('generateRepository', {
  input: 'The template, the new repository and what to copy (GenerateRepoOption).',
  inputFields: (t) => ({
    ...inputTable(t, INPUTS.GenerateRepositoryInput),
    gitContent: t.boolean({
      defaultValue: true,
      description: 'Copy the default branch’s content (the forge copies nothing by default; we copy it).',
    }),
  }),
  description:
    'Creates a repository from a template repository. Forge: POST /repos/{template_owner}/{template_repo}/generate, one call.',
  errors: [...REFUSED_WRITE_ERRORS, ConflictGatewayError],
  changes: [RepositoryRef, UserRef, OrganizationRef],
  write: async (input, context) => {
    const { data } = await generateRepository(
      context.forge,
      {
        templateOwner: requireText(input.templateOwner, 'templateOwner'),
        templateRepo: requireText(input.templateRepo, 'templateRepo'),
      },
      {
        owner: requireText(input.owner, 'owner'),
        name: requireText(input.name, 'name'),
        ...optionsOf(
          input,
          'description',
          'defaultBranch',
          'private',
          'gitContent',
          'gitHooks',
          'webhooks',
          'topics',
          'avatar',
          'labels',
          'protectedBranch',
        ),
      },
    );
    return { repository: data, template: repoKey(input.templateOwner, input.templateRepo) };
  },
  payload: 'The repository made from the template, and the template.',
  outputFields: (t) => ({
    repository: writtenObject(t, RepositoryRef, 'repository'),
    template: readAfterWrite(
      t,
      RepositoryRef,
      'template',
      'The template it was made from (one read when selected).',
    ),
  }),
});

// The forge refuses with 403, 404, 409 (the name is taken) or 400/422 (invalid input;
// routers/api/v1/org/org.go and routers/api/v1/repo/repo.go CreateOrgRepo)
defineMutation('createOrganizationRepository', {
  input: 'The organization and the repository to create in it (CreateRepoOption).',
  inputFields: (t) => ({
    ...inputTable(t, INPUTS.CreateOrganizationRepositoryInput),
    ...creationOptionFields(t),
  }),
  description: 'Creates a repository in an organization. Forge: POST /orgs/{org}/repos, one call.',
  errors: [...REFUSED_WRITE_ERRORS, ConflictGatewayError],
  changes: [RepositoryRef, OrganizationRef],
  write: async (input, context) => {
    const { data } = await createOrganizationRepository(
      context.forge,
      { org: requireText(input.organization, 'organization') },
      {
        name: requireText(input.name, 'name'),
        description: opt(input.description),
        ...repoOptionsOf(input),
      },
    );
    return { repository: data, organization: input.organization.toLowerCase() };
  },
  payload: 'The new repository and its organization.',
  outputFields: (t) => ({
    repository: writtenObject(t, RepositoryRef, 'repository'),
    organization: readAfterWrite(
      t,
      OrganizationRef,
      'organization',
      'The organization that owns it (one read when selected).',
    ),
  }),
});

export const TransferStatus = builder.enumType('TransferStatus', {
  description:
    'Whether a transfer is done or waits for the recipient: the forge answers 202 for the first, 201 for the second.',
  values: describedEnumValues({
    TRANSFERRED: 'The repository now belongs to the new owner.',
    PENDING: 'The recipient must accept the transfer; see repoTransfer.',
  }),
});

function teamIdsOf(ids: readonly (bigint | number)[] | null | undefined): number[] | undefined {
  if (!ids) return undefined;
  return ids.map((id, index) => {
    const value = Number(id);
    if (!Number.isSafeInteger(value) || value <= 0) throw invalid('not a team id', `teamIds[${index}]`);
    return value;
  });
}

/** The status tells the two outcomes apart (routers/api/v1/repo/transfer.go); a pending repository also carries repo_transfer. */
function transferStatus(status: number, repository: Repository): 'TRANSFERRED' | 'PENDING' {
  if (status === 202) return 'TRANSFERRED';
  if (status === 201) return 'PENDING';
  return repository.repo_transfer ? 'PENDING' : 'TRANSFERRED';
}

// The forge refuses with 403, 404, 422, or 409 while a transfer is pending (routers/api/v1/repo/transfer.go)
defineMutation('transferRepository', {
  input: 'The repository and its new owner (TransferRepoOption).',
  inputFields: (t) => ({ ...repositoryFields(t), ...inputTable(t, INPUTS.TransferRepositoryInput) }),
  description:
    'Transfers a repository to another owner. It moves at once when the caller may create repositories there; otherwise the recipient must accept.',
  errors: [...REFUSED_WRITE_ERRORS, ConflictGatewayError],
  changes: 'everything',
  write: async (input, context) => {
    const { status, data } = await transferRepository(context.forge, repositoryOf(input), {
      new_owner: requireText(input.newOwner, 'newOwner'),
      team_ids: teamIdsOf(input.teamIds),
    });
    return { status: transferStatus(status, data), repository: data };
  },
  payload: 'The outcome of a transfer.',
  outputFields: (t) => ({
    status: writtenObject(t, TransferStatus, 'status'),
    repository: t.expose('repository', {
      type: RepositoryRef,
      nullable: false,
      description: 'Under its new owner when TRANSFERRED, still under the old one when PENDING.',
    }),
    repoTransfer: t.field({
      type: RepoTransferRef,
      description: 'The pending transfer (PENDING only).',
      resolve: (payload) => payload.repository.repo_transfer ?? null,
    }),
  }),
});

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
defineMutation('forkRepository', {
  on: 'repository',
  input: 'The repository to fork, and where and under which name (CreateForkOption).',
  inputFields: (t) => inputTable(t, INPUTS.ForkRepositoryInput),
  description:
    'Forks a repository with all its branches, tags and commits (POST /repos/{owner}/{repo}/forks, 202): one call. ForbiddenError when the repository’s owner blocked the caller, or for an organization the caller is not in or may not create repositories of.',
  errors: [...REFUSED_WRITE_ERRORS, ConflictGatewayError],
  changes: [RepositoryRef, UserRef, OrganizationRef],
  write: async (input, context, repository) => {
    if (input.organization != null && input.organization.trim() === '') {
      throw invalid('`organization` must not be empty', 'organization');
    }
    const name = input.name != null ? forkName(input.name) : undefined;
    const { data } = await createFork(context.forge, repository, {
      organization: input.organization ?? undefined,
      name,
    });
    return { fork: data, parent: repoKey(repository.owner, repository.repo) };
  },
  payload: 'The new fork and the repository it was forked from.',
  outputFields: (t) => ({
    repository: writtenObject(t, RepositoryRef, 'fork'),
    parent: t.field({
      type: RepositoryRef,
      description: 'The repository forked (embedded in the fork: no call).',
      resolve: (payload, _args, context) => payload.fork.parent ?? nodeKey(context, payload.parent),
    }),
  }),
});
