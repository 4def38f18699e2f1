// createRepository (POST /user/repos), updateRepository (PATCH /repos/{owner}/{repo}) and
// deleteRepository (DELETE /repos/{owner}/{repo}): one forge write each.

import {
  createCurrentUserRepository,
  deleteRepository,
  editRepository,
} from '../../forge/endpoints/index.js';
import type { EditRepoOption, Repository } from '../../forge/types/index.js';
import { ConflictGatewayError, ForbiddenGatewayError, ValidationGatewayError } from '../kit/errors.js';
import { encodeGlobalID } from '../kit/global-id.js';
import { inputTable } from '../kit/input-table.js';
import { invalid, opt, optionsOf, repositoryFields, repositoryOf } from '../kit/inputs.js';
import { nodeKey, repoKey } from '../kit/loaders.js';
import { defineMutation, type PayloadFields, writtenObject } from '../kit/mutation.js';
import { RepositoryRef } from '../kit/refs/repository.js';
import { UserRef } from '../people/user.js';
import { INPUTS } from './inputs.js';
import { creationOptionFields, repoOptionsOf } from './repository-creation.js';

/**
 * The forge's rules for a repository name (binding AlphaDashDot and MaxSize(100); IsUsableRepoName),
 * checked before the call so that a bad name costs none.
 */
export function repositoryNameOf(value: string, field: string): string {
  if (value.trim() === '') throw invalid(`\`${field}\` must not be empty`, field);
  if (!/^[A-Za-z0-9_.-]+$/.test(value)) {
    throw invalid('a repository name holds only letters, digits, `-`, `_` and `.`', field);
  }
  if (value.length > 100) throw invalid('a repository name has at most 100 characters', field);
  const lower = value.toLowerCase();
  if (['.', '..', '-'].includes(lower)) throw invalid(`${JSON.stringify(value)} is a reserved name`, field);
  const suffix = ['.git', '.rss', '.atom', '.wiki'].find((s) => lower.endsWith(s));
  if (suffix) throw invalid(`a repository name may not end in ${suffix}`, field);
  return value;
}

function maxLength(value: string | null | undefined, max: number, field: string): string | undefined {
  if (value == null) return undefined;
  if ([...value].length > max) throw invalid(`\`${field}\` has at most ${max} characters`, field);
  return value;
}

/** The payload of a write the forge answers with the repository: it, and its owner as embedded (no call). */
const repositoryWithOwner = (t: PayloadFields<{ repository: Repository }>, ownerDescription: string) => ({
  repository: writtenObject(t, RepositoryRef, 'repository'),
  owner: t.field({
    type: UserRef,
    description: ownerDescription,
    resolve: (payload) => payload.repository.owner ?? null,
  }),
});

// routers/api/v1/repo/repo.go CreateUserRepo: 409 same name, 422 name or label set, 400 readme, 403 limit
defineMutation('createRepository', {
  input: 'A new repository of the caller (CreateRepoOption).',
  inputFields: (t) => ({ ...inputTable(t, INPUTS.CreateRepositoryInput), ...creationOptionFields(t) }),
  description:
    'Creates a repository owned by the caller (POST /user/repos, 201). The caller then watches it. For an organization’s repository use createOrganizationRepository.',
  errors: [ConflictGatewayError, ValidationGatewayError, ForbiddenGatewayError],
  changes: [RepositoryRef, UserRef],
  write: async (input, context) => {
    const { data } = await createCurrentUserRepository(context.forge, {
      name: repositoryNameOf(input.name, 'name'),
      description: maxLength(input.description, 2048, 'description'),
      ...repoOptionsOf(input),
    });
    return { repository: data };
  },
  payload: 'The new repository and its owner, the caller.',
  outputFields: (t) => repositoryWithOwner(t, 'The caller, as embedded in the repository (no call).'),
});

interface UpdateInput {
  name?: string | null;
  description?: string | null;
  website?: string | null;
  private?: boolean | null;
  template?: boolean | null;
  hasIssues?: boolean | null;
  hasWiki?: boolean | null;
  hasPullRequests?: boolean | null;
  hasProjects?: boolean | null;
  hasReleases?: boolean | null;
  hasPackages?: boolean | null;
  hasActions?: boolean | null;
  defaultBranch?: string | null;
  archived?: boolean | null;
}

function editOptionOf(input: UpdateInput): EditRepoOption {
  const body: EditRepoOption = {
    name: input.name == null ? undefined : repositoryNameOf(input.name, 'name'),
    description: maxLength(input.description, 2048, 'description'),
    website: maxLength(input.website, 1024, 'website'),
    ...optionsOf(
      input,
      'private',
      'template',
      'hasIssues',
      'hasWiki',
      'hasPullRequests',
      'hasProjects',
      'hasReleases',
      'hasPackages',
      'hasActions',
    ),
    default_branch: input.defaultBranch === '' ? undefined : opt(input.defaultBranch),
    archived: opt(input.archived),
  };
  if (input.defaultBranch === '') throw invalid('`defaultBranch` must not be empty', 'defaultBranch');
  if (Object.values(body).every((value) => value === undefined)) {
    throw invalid('give at least one field to change', 'input');
  }
  return body;
}

// routers/api/v1/repo/repo.go Edit: reqAdmin's 403, 422 for a name that is taken or not allowed
defineMutation('updateRepository', {
  input: 'The repository and the settings to change; absent fields stay as they are (EditRepoOption).',
  inputFields: (t) => ({ ...repositoryFields(t), ...inputTable(t, INPUTS.UpdateRepositoryInput) }),
  description:
    'Changes a repository’s settings (PATCH /repos/{owner}/{repo}, 200). Needs admin access to the repository.',
  changes: 'everything',
  write: async (input, context) => {
    const target = repositoryOf(input);
    const { data } = await editRepository(context.forge, target, editOptionOf(input));
    return { repository: data };
  },
  payload: 'The repository as changed and its owner.',
  outputFields: (t) => repositoryWithOwner(t, 'The owner, as embedded in the repository (no call).'),
});

// routers/api/v1/repo/repo.go Delete: reqOwner's 403; 404 when the caller cannot see it
defineMutation('deleteRepository', {
  input: 'The repository to delete.',
  inputFields: (t) => ({ ...repositoryFields(t) }),
  description:
    'Deletes a repository with its issues, pull requests, releases, stars and watches (DELETE /repos/{owner}/{repo}, 204). Needs owner access: the owning user, an owner of the owning organization, or a site admin. Forks of it stay, as repositories of their own.',
  changes: 'everything',
  write: async (input, context) => {
    const target = repositoryOf(input);
    await deleteRepository(context.forge, target);
    return target;
  },
  payload: 'Which repository went, and its owner.',
  outputFields: (t) => ({
    deletedRepositoryId: t.id({
      nullable: false,
      description: 'The `id` the repository had, to drop it from client caches.',
      resolve: (payload) => encodeGlobalID('Repository', repoKey(payload.owner, payload.repo)),
    }),
    owner: t.field({
      type: UserRef,
      description:
        'The owner (user or organization), read after the write (GET /users/{username}) only when selected.',
      resolve: (payload, _args, context) => nodeKey(context, payload.owner.toLowerCase()),
    }),
  }),
});
