// Writes that create or move repositories: generateRepository (spec: op 1),
// createOrganizationRepository (op 2) and transferRepository (op 3).

import {
  createOrganizationRepository,
  generateRepository,
  transferRepository,
} from '../../forge/endpoints/repos.js';
import type { Repository } from '../../forge/types.js';
import { builder } from '../builder.js';
import { mutationErrors } from '../common/mutation.js';
import {
  ConflictGatewayError,
  ForbiddenGatewayError,
  NotFoundGatewayError,
  ValidationGatewayError,
} from '../errors.js';
import { invalid, opt, repositoryFields, repositoryOf, requireText } from '../inputs.js';
import { nodeKey, repoKey } from '../loaders.js';
import { OrganizationRef } from '../people/organization.js';
import { RepositoryRef, RepoTransferRef } from './repository.js';

// spec: op 1 errors (forbidden, not found, same-name conflict, validation); facts §1 adds nothing new
const generateErrors = mutationErrors('GenerateRepository', [
  ForbiddenGatewayError,
  NotFoundGatewayError,
  ConflictGatewayError,
  ValidationGatewayError,
]);

builder.relayMutationField(
  'generateRepository',
  {
    description: 'spec: op 1 (GenerateRepoOption)',
    inputFields: (t) => ({
      templateOwner: t.string({ required: true, description: 'owner of the template repository' }),
      templateRepo: t.string({ required: true, description: 'name of the template repository' }),
      owner: t.string({
        required: true,
        description: 'user or organization that will own the new repository',
      }),
      name: t.string({ required: true, description: 'name of the new repository' }),
      description: t.string(),
      defaultBranch: t.string(),
      private: t.boolean(),
      gitContent: t.boolean({
        defaultValue: true,
        description: 'copy the default branch’s content (the forge copies nothing by default; we copy it)',
      }),
      gitHooks: t.boolean({ description: 'copy git hooks' }),
      webhooks: t.boolean({ description: 'copy webhooks' }),
      topics: t.boolean({ description: 'copy topics' }),
      avatar: t.boolean({ description: 'copy the avatar' }),
      labels: t.boolean({ description: 'copy issue labels' }),
      protectedBranch: t.boolean({ description: 'copy branch protection rules' }),
    }),
  },
  {
    description: 'Creates a repository from a template repository (spec: op 1).',
    nullable: false,
    errors: generateErrors.option,
    resolve: (_root, { input }, context) =>
      generateErrors.run(context, async () => {
        const { data } = await generateRepository(
          context.forge,
          {
            templateOwner: requireText(input.templateOwner, 'templateOwner'),
            templateRepo: requireText(input.templateRepo, 'templateRepo'),
          },
          {
            owner: requireText(input.owner, 'owner'),
            name: requireText(input.name, 'name'),
            description: opt(input.description),
            default_branch: opt(input.defaultBranch),
            private: opt(input.private),
            git_content: opt(input.gitContent),
            git_hooks: opt(input.gitHooks),
            webhooks: opt(input.webhooks),
            topics: opt(input.topics),
            avatar: opt(input.avatar),
            labels: opt(input.labels),
            protected_branch: opt(input.protectedBranch),
          },
        );
        return { repository: data, template: repoKey(input.templateOwner, input.templateRepo) };
      }),
  },
  {
    description: 'The repository made from the template, and the template.',
    outputFields: (t) => ({
      repository: t.field({ type: RepositoryRef, nullable: false, resolve: (payload) => payload.repository }),
      template: t.field({
        type: RepositoryRef,
        description: 'the template it was made from (one read when selected)',
        resolve: (payload, _args, context) => nodeKey(context, payload.template),
      }),
    }),
  },
);

export const TrustModel = builder.enumType('TrustModel', {
  description: 'Which commit signatures the forge trusts (spec: op 2 trust_model).',
  values: {
    DEFAULT: { value: 'default' },
    COLLABORATOR: { value: 'collaborator' },
    COMMITTER: { value: 'committer' },
    COLLABORATOR_COMMITTER: { value: 'collaboratorcommitter' },
  } as const,
});

export const ObjectFormat = builder.enumType('ObjectFormat', {
  description: 'The hash of a repository’s git objects (spec: op 2 object_format_name).',
  values: { SHA1: { value: 'sha1' }, SHA256: { value: 'sha256' } } as const,
});

// spec: op 2 errors (APIError, forbidden, not found); facts §2: also 409 same name and 400/422 input
const createOrgRepoErrors = mutationErrors('CreateOrganizationRepository', [
  ForbiddenGatewayError,
  NotFoundGatewayError,
  ConflictGatewayError,
  ValidationGatewayError,
]);

builder.relayMutationField(
  'createOrganizationRepository',
  {
    description: 'spec: op 2 (CreateRepoOption)',
    inputFields: (t) => ({
      organization: t.string({ required: true, description: 'login of the organization' }),
      name: t.string({ required: true }),
      description: t.string(),
      private: t.boolean(),
      template: t.boolean({ description: 'make the repository a template' }),
      autoInit: t.boolean({
        description: 'create an initial commit with the readme, licence and .gitignore',
      }),
      defaultBranch: t.string(),
      gitignores: t.string({ description: 'comma-separated .gitignore template names' }),
      issueLabels: t.string({ description: 'name of a label set, e.g. Default' }),
      license: t.string(),
      readme: t.string({ description: 'readme template name' }),
      trustModel: t.field({ type: TrustModel }),
      objectFormat: t.field({ type: ObjectFormat, description: 'sha1 when absent' }),
    }),
  },
  {
    description: 'Creates a repository in an organization (spec: op 2).',
    nullable: false,
    errors: createOrgRepoErrors.option,
    resolve: (_root, { input }, context) =>
      createOrgRepoErrors.run(context, async () => {
        const { data } = await createOrganizationRepository(
          context.forge,
          { org: requireText(input.organization, 'organization') },
          {
            name: requireText(input.name, 'name'),
            description: opt(input.description),
            private: opt(input.private),
            template: opt(input.template),
            auto_init: opt(input.autoInit),
            default_branch: opt(input.defaultBranch),
            gitignores: opt(input.gitignores),
            issue_labels: opt(input.issueLabels),
            license: opt(input.license),
            readme: opt(input.readme),
            trust_model: opt(input.trustModel),
            object_format_name: opt(input.objectFormat),
          },
        );
        return { repository: data, organization: input.organization.toLowerCase() };
      }),
  },
  {
    description: 'The new repository and its organization.',
    outputFields: (t) => ({
      repository: t.field({ type: RepositoryRef, nullable: false, resolve: (payload) => payload.repository }),
      organization: t.field({
        type: OrganizationRef,
        description: 'the organization that owns it (one read when selected)',
        resolve: (payload, _args, context) => nodeKey(context, payload.organization),
      }),
    }),
  },
);

export const TransferStatus = builder.enumType('TransferStatus', {
  description: 'facts §3: 202 = moved at once, 201 = waiting for the recipient to accept',
  values: {
    TRANSFERRED: { description: 'the repository now belongs to the new owner' },
    PENDING: { description: 'the recipient must accept the transfer; see repoTransfer' },
  },
});

// spec: op 3 errors (forbidden, not found, validation); facts §3: 409 while a transfer is pending
const transferErrors = mutationErrors('TransferRepository', [
  ForbiddenGatewayError,
  NotFoundGatewayError,
  ValidationGatewayError,
  ConflictGatewayError,
]);

function teamIdsOf(ids: readonly (bigint | number)[] | null | undefined): number[] | undefined {
  if (!ids) return undefined;
  return ids.map((id, index) => {
    const value = Number(id);
    if (!Number.isSafeInteger(value) || value <= 0) throw invalid('not a team id', `teamIds[${index}]`);
    return value;
  });
}

/** facts §3: the status tells the two outcomes apart; a pending repository also carries repo_transfer. */
function transferStatus(status: number, repository: Repository): 'TRANSFERRED' | 'PENDING' {
  if (status === 202) return 'TRANSFERRED';
  if (status === 201) return 'PENDING';
  return repository.repo_transfer ? 'PENDING' : 'TRANSFERRED';
}

builder.relayMutationField(
  'transferRepository',
  {
    description: 'spec: op 3 (TransferRepoOption)',
    inputFields: (t) => ({
      ...repositoryFields(t),
      newOwner: t.string({ required: true, description: 'login of the user or organization to receive it' }),
      teamIds: t.field({
        type: ['BigInt'],
        description: 'teams of the receiving organization to give access (organization targets only)',
      }),
    }),
  },
  {
    description:
      'Transfers a repository to another owner (spec: op 3). It moves at once when the caller may create repositories there; otherwise the recipient must accept.',
    nullable: false,
    errors: transferErrors.option,
    resolve: (_root, { input }, context) =>
      transferErrors.run(context, async () => {
        const { status, data } = await transferRepository(context.forge, repositoryOf(input), {
          new_owner: requireText(input.newOwner, 'newOwner'),
          team_ids: teamIdsOf(input.teamIds),
        });
        return { status: transferStatus(status, data), repository: data };
      }),
  },
  {
    description: 'The outcome of a transfer.',
    outputFields: (t) => ({
      status: t.field({ type: TransferStatus, nullable: false, resolve: (payload) => payload.status }),
      repository: t.field({
        type: RepositoryRef,
        nullable: false,
        description: 'under its new owner when TRANSFERRED, still under the old one when PENDING',
        resolve: (payload) => payload.repository,
      }),
      repoTransfer: t.field({
        type: RepoTransferRef,
        description: 'the pending transfer (PENDING only)',
        resolve: (payload) => payload.repository.repo_transfer ?? null,
      }),
    }),
  },
);
