// createRepositoryHook / deleteRepositoryHook (routers/api/v1/repo/hook.go): only a repository admin,
// its owner or a site admin may manage a repository's hooks (403 otherwise).

import {
  createRepositoryHook,
  deleteRepositoryHook,
  editRepositoryHook,
  testRepositoryHook,
} from '../../forge/endpoints/index.js';
import type { EditHookOption } from '../../forge/types/index.js';
import { decodeGlobalID } from '../kit/global-id.js';
import { inputTable } from '../kit/input-table.js';
import { type InputFields, invalid, opt, optionsOf, requiredId } from '../kit/inputs.js';
import { repoKey } from '../kit/loaders.js';
import { defineMutation, readAfterWrite, writtenInRepository } from '../kit/mutation.js';
import { deletedFrom } from '../kit/mutation-deletion.js';
import { RepositoryRef } from '../kit/refs/repository.js';
import { HookRef, type HookScope, parseHookKey, scopeHook } from './hook.js';
import {
  configOf,
  HookConfigEntryInput,
  type HookOptionInput,
  hookOptionFields,
  hookOptionOf,
} from './hook-mutations.js';

// hook.go: 404 for a repository the caller cannot see, 403 below admin, 422 for a bad option
defineMutation('createRepositoryHook', {
  on: 'repository',
  input: 'CreateHookOption for a repository (POST /repos/{owner}/{repo}/hooks)',
  inputFields: hookOptionFields,
  description:
    'Creates a webhook on a repository (POST /repos/{owner}/{repo}/hooks, 201); the caller must be ' +
    'an admin of the repository.',
  changes: [HookRef],
  write: async (input, context, repository) => {
    const option = hookOptionOf(input);
    const { data } = await createRepositoryHook(context.forge, repository, option);
    return {
      hook: scopeHook(data, { kind: 'repository', ...repository }),
      repository: repoKey(repository.owner, repository.repo),
    };
  },
  payload: 'The new hook and its repository.',
  outputFields: (t) => writtenInRepository(t, HookRef, 'hook', 'The repository, read only when selected.'),
});

/** Where the hook a Hook id names lives, and its id; refused before any call when the id is not a hook's. */
export function hookOf(id: string | number): { scope: HookScope; id: number } {
  const text = String(id);
  let decoded: { typename: string; id: string };
  try {
    decoded = decodeGlobalID(text);
  } catch {
    throw invalid(`${JSON.stringify(text)} is not an ID this API gave out`, 'id');
  }
  if (decoded.typename !== 'Hook') throw invalid(`the id names a ${decoded.typename}, not a Hook`, 'id');
  try {
    return parseHookKey(decoded.id);
  } catch {
    throw invalid('the id does not name a hook', 'id');
  }
}

/** The repository hook a Hook id names, refused before any call when it is not one. */
function repositoryHookOf(id: string | number) {
  const { scope, id: hookId } = hookOf(id);
  if (scope.kind !== 'repository') {
    throw invalid('the id names a hook of an account, not of a repository', 'id');
  }
  return { owner: scope.owner, repo: scope.repo, id: hookId };
}

/** EditHookOption's fields beyond the hook's id: absent ones stay as they are. */
export const hookEditFields = (t: InputFields) => ({
  config: t.field({
    type: [HookConfigEntryInput],
    description: 'The whole new configuration: must hold `url` and `content_type`.',
  }),
  ...inputTable(t, {
    events: ['[String]', 'The whole new list of events that fire the hook.'],
    branchFilter: 'A new glob of the branches that fire the hook.',
    authorizationHeader: 'A new Authorization header for the hook to send.',
    active: ['Boolean', 'Turns the hook on or off.'],
  }),
});

/** The forge's EditHookOption from those fields. */
export function hookEditOf(
  input: Omit<Partial<HookOptionInput>, 'config'> & { config?: HookOptionInput['config'] | null },
): EditHookOption {
  return {
    config: input.config ? configOf(input.config) : undefined,
    events: input.events ? [...input.events] : undefined,
    ...optionsOf(input, 'branchFilter', 'authorizationHeader', 'active'),
  };
}

/** The hook a write acts on. */
const hookIdField = (t: InputFields) => ({ id: requiredId(t, 'The `id` of a repository’s Hook.') });

// hook.go DeleteHook: 404 when the repository has no such hook (or cannot be seen), 403 below admin
defineMutation('deleteRepositoryHook', {
  input: 'The hook to delete, by its id.',
  inputFields: hookIdField,
  description:
    'Deletes a webhook of a repository (DELETE /repos/{owner}/{repo}/hooks/{id}, 204); the caller must ' +
    'be an admin of the repository.',
  changes: [HookRef],
  write: async (input, context) => {
    const hook = repositoryHookOf(input.id);
    await deleteRepositoryHook(context.forge, hook);
    return { deletedId: String(input.id), repository: repoKey(hook.owner, hook.repo) };
  },
  payload: 'The id of the deleted hook and its repository.',
  outputFields: (t) =>
    deletedFrom(t, 'deletedHookId', [
      'repository',
      RepositoryRef,
      'The repository, read only when selected.',
    ]),
});

// hook.go EditHook: 404 when the repository has no such hook, 403 below admin, 422 for a bad option
defineMutation('updateRepositoryHook', {
  input: 'EditHookOption: what to change of a repository’s hook; absent fields stay as they are.',
  inputFields: (t) => ({ ...hookIdField(t), ...hookEditFields(t) }),
  description:
    'Changes a webhook of a repository (PATCH /repos/{owner}/{repo}/hooks/{id}, 200 Hook); the caller must be an admin of the repository.',
  changes: [HookRef],
  write: async (input, context) => {
    const hook = repositoryHookOf(input.id);
    const { data } = await editRepositoryHook(context.forge, hook, hookEditOf(input));
    const scope = { kind: 'repository' as const, owner: hook.owner, repo: hook.repo };
    return { hook: scopeHook(data, scope), repository: repoKey(hook.owner, hook.repo) };
  },
  payload: 'The changed hook and its repository.',
  outputFields: (t) => writtenInRepository(t, HookRef, 'hook', 'The repository, read only when selected.'),
});

// hook.go TestHook: the same refusals as the other repository hook writes
defineMutation('testRepositoryHook', {
  input: 'A repository hook to send a test delivery to.',
  inputFields: (t) => ({
    id: requiredId(t, 'The `id` of a repository’s Hook.'),
    ref: t.string({ description: 'The branch whose head commit the test push carries; the default branch.' }),
  }),
  description:
    'Sends a hook a test push of the head commit of `ref` (POST /repos/{owner}/{repo}/hooks/{id}/tests, 204), whatever its events and whether it is active; the caller must be an admin of the repository.',
  changes: [],
  write: async (input, context) => {
    const hook = repositoryHookOf(input.id);
    await testRepositoryHook(context.forge, { ...hook, ref: opt(input.ref) });
    return { repository: repoKey(hook.owner, hook.repo) };
  },
  payload: 'The hook’s repository.',
  outputFields: (t) => ({
    repository: readAfterWrite(t, RepositoryRef, 'repository', 'The repository, read only when selected.'),
  }),
});
