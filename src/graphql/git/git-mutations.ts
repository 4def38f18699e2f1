// Writes to refs: createBranch (POST /repos/{owner}/{repo}/branches), deleteBranch
// (DELETE .../branches/{branch}) and createTag (POST .../tags). One forge call each; names git
// would refuse are refused before any call.

import { createBranch, createTag, deleteBranch, deleteTag } from '../../forge/endpoints/index.js';
import type { ForgeSession } from '../../forge/session.js';
import {
  ConflictGatewayError,
  type GatewayErrorClass,
  REFUSED_WRITE_ERRORS,
  RepoArchivedGatewayError,
} from '../kit/errors.js';
import { forgeFields } from '../kit/forge-fields.js';
import { encodeGlobalID } from '../kit/global-id.js';
import { inputTable } from '../kit/input-table.js';
import { invalid, optionsOf } from '../kit/inputs.js';
import { repoKey } from '../kit/loaders.js';
import {
  type Changes,
  defineMutation,
  type PayloadFields,
  readAfterWrite,
  writtenInRepository,
} from '../kit/mutation.js';
import { branchKey } from '../kit/ref-keys.js';
import { PullRequestRef } from '../kit/refs/pull-request.js';
import { type RepoRef, RepositoryRef } from '../kit/refs/repository.js';
import { BranchRef, type BranchValue } from './branch.js';
import { TagRef, type TagValue } from './tag.js';

/** Why git (check-ref-format) and the forge's GitRefName binding refuse a ref name, or null when they accept it. */
export function refNameProblem(name: string): string | null {
  if (name.trim() === '') return 'must not be empty';
  if (name.includes('..')) return 'must not contain `..`';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: git forbids control characters in ref names
  if (/[\x00-\x20\x7f~^:?*[\\]/.test(name))
    return 'must not contain spaces, control characters or any of ~ ^ : ? * [ \\';
  if (name.startsWith('/') || name.endsWith('/') || name.includes('//'))
    return 'must not start or end with `/` or hold `//`';
  if (name.startsWith('-')) return 'must not start with `-`';
  if (name.endsWith('.') || name.endsWith('.lock')) return 'must not end with `.` or `.lock`';
  if (name.includes('@{')) return 'must not contain `@{`';
  if (name.split('/').some((part) => part.startsWith('.'))) return 'no part of it may start with `.`';
  return null;
}

function refName(value: string, field: string, maxLength: number): string {
  const problem = refNameProblem(value);
  if (problem) throw invalid(`\`${field}\` ${problem}`, field);
  if ([...value].length > maxLength)
    throw invalid(`\`${field}\` may be at most ${maxLength} characters`, field);
  return value;
}

// branch.go CreateBranch: 404 old branch or empty repository, 409 name taken, 403 no write access, 423 archived, 422 binding
defineMutation('createBranch', {
  on: 'repository',
  input: 'The repository, the new branch’s name and where it starts (CreateBranchRepoOption).',
  // biome-ignore format: a table, one row a line
  inputFields: (t) => inputTable(t, {
    name: ['String!', 'The new branch (git’s ref name rules, at most 100 characters).'],
    fromBranch: ['String', 'Start at this branch’s head (NotFoundError when there is no such branch).'],
    fromRef: ['String', 'Start at this tag or commit sha instead; a name that matches nothing makes Gitea fail with HTTP 500 (an UpstreamError).'],
  }),
  description:
    'Creates a branch at the head of `fromBranch`, at `fromRef`, or at the default branch (POST /repos/{owner}/{repo}/branches, 201): one call.',
  errors: [...REFUSED_WRITE_ERRORS, ConflictGatewayError, RepoArchivedGatewayError],
  changes: [BranchRef, RepositoryRef],
  write: async (input, context, repository) => {
    const name = refName(input.name, 'name', 100);
    if (input.fromBranch != null && input.fromRef != null) {
      throw invalid('give `fromBranch` or `fromRef`, not both', 'fromRef');
    }
    const fromBranch = input.fromBranch != null ? refName(input.fromBranch, 'fromBranch', 100) : undefined;
    const fromRef = input.fromRef != null ? refName(input.fromRef, 'fromRef', 100) : undefined;
    const { data } = await createBranch(context.forge, repository, {
      new_branch_name: name,
      old_branch_name: fromBranch,
      old_ref_name: fromRef,
    });
    const branch: BranchValue = { ...repository, branch: data };
    return { branch, repository: repoKey(repository.owner, repository.repo) };
  },
  payload: 'The new branch and its repository.',
  outputFields: (t) =>
    writtenInRepository(t, BranchRef, 'branch', 'The repository, read only when selected.'),
});

/** What a ref deletion answers: the name, the id the ref had (for a cache to evict) and the repository. */
function deletedRef(typename: 'Branch' | 'Tag', repository: { owner: string; repo: string }, name: string) {
  return {
    name,
    deletedId: encodeGlobalID(typename, branchKey(repository.owner, repository.repo, name)),
    repository: repoKey(repository.owner, repository.repo),
  };
}

/** The payload fields of a ref deletion; `idField` names the id the ref had. */
function deletedRefFields(t: PayloadFields<ReturnType<typeof deletedRef>>, idField: string, what: string) {
  return {
    [idField]: t.id({
      nullable: false,
      description: `The global id the deleted ${what} had, for a cache to evict.`,
      resolve: (payload) => payload.deletedId,
    }),
    ...forgeFields(t, { name: ['name', 'String!', 'The deleted ref’s name.'] }),
    repository: readAfterWrite(t, RepositoryRef, 'repository', 'The repository, read only when selected.'),
  };
}

/**
 * deleteBranch and deleteTag: one DELETE of a ref named by the input's `name` (checked as git would,
 * before any call), answered with what went. They differ in the route, the refusals and what they change.
 */
function defineRefDeletion(
  name: 'deleteBranch' | 'deleteTag',
  typename: 'Branch' | 'Tag',
  row: {
    description: string;
    errors: readonly GatewayErrorClass[];
    changes: Changes;
    call: (forge: ForgeSession, ref: RepoRef, name: string) => Promise<unknown>;
  },
) {
  const what = typename.toLowerCase();
  defineMutation(name, {
    on: 'repository',
    input: `The repository and the ${what} to delete.`,
    inputFields: (t) => inputTable(t, { name: ['String!', `The ${what} to delete, by name.`] }),
    description: row.description,
    errors: row.errors,
    changes: row.changes,
    write: async (input, context, repository) => {
      const ref = refName(input.name, 'name', 255);
      await row.call(context.forge, repository, ref);
      return deletedRef(typename, repository, ref);
    },
    payload: 'What was deleted, for a cache to evict, and the repository.',
    outputFields: (t) => deletedRefFields(t, `deleted${typename}Id`, what),
  });
}

// branch.go DeleteBranch: 404 missing branch or empty repository, 403 default or protected branch or no write access, 423 archived
defineRefDeletion('deleteBranch', 'Branch', {
  description:
    'Deletes a branch (DELETE /repos/{owner}/{repo}/branches/{branch}, 204): one call. The forge refuses the default branch and protected branches (ForbiddenError).',
  errors: [...REFUSED_WRITE_ERRORS, RepoArchivedGatewayError],
  changes: [BranchRef, RepositoryRef, PullRequestRef],
  call: (forge, repository, branch) => deleteBranch(forge, { ...repository, branch }),
});

/** What creating and deleting a tag meet (a tag in use or already there: ConflictError) and change. */
const TAG_WRITE = {
  errors: [...REFUSED_WRITE_ERRORS, ConflictGatewayError, RepoArchivedGatewayError],
  changes: [TagRef, RepositoryRef],
};

// tag.go CreateTag: 404 target, 409 tag exists, 422 binding or protected tag name, 403 no write access, 423 archived
defineMutation('createTag', {
  on: 'repository',
  input: 'The repository, the new tag’s name, its target and message (CreateTagOption).',
  // biome-ignore format: a table, one row a line
  inputFields: (t) => inputTable(t, {
    name: ['String!', 'The tag (git’s ref name rules, at most 255 characters).'],
    target: ['String', 'Branch, tag or commit sha to tag; the default branch when absent.'],
    message: ['String', 'Makes an annotated tag (a tag object with this message, the caller as tagger).'],
  }),
  description:
    'Creates a lightweight tag, or an annotated one when `message` is given (POST /repos/{owner}/{repo}/tags, 201): one call.',
  ...TAG_WRITE,
  write: async (input, context, repository) => {
    const name = refName(input.name, 'name', 255);
    if (input.target != null && input.target.trim() === '')
      throw invalid('`target` must not be empty', 'target');
    const { data } = await createTag(context.forge, repository, {
      tag_name: name,
      ...optionsOf(input, 'target', 'message'),
    });
    const tag: TagValue = { ...repository, tag: data };
    return { tag, repository: repoKey(repository.owner, repository.repo) };
  },
  payload: 'The new tag and its repository.',
  outputFields: (t) => writtenInRepository(t, TagRef, 'tag', 'The repository, read only when selected.'),
});

defineRefDeletion('deleteTag', 'Tag', {
  description:
    'Deletes a tag (DELETE /repos/{owner}/{repo}/tags/{tag}, 204): one call. A tag a release hangs on is refused (ConflictError): delete the release instead.',
  ...TAG_WRITE,
  call: (forge, repository, tag) => deleteTag(forge, { ...repository, tag }),
});
