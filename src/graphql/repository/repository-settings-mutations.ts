// Writes of a repository's settings that answer nothing but their status: one topic
// (PUT / DELETE /repos/{owner}/{repo}/topics/{topic}), one collaborator (PUT / DELETE
// …/collaborators/{collaborator}), and the recipient's answer to a transfer (POST …/transfer/accept,
// …/transfer/reject). Each is a row: its input beyond owner and name, and its one forge call; the
// payload's repository is the forge's answer when it sends one, else read afterwards when selected.

import type { InputFieldMap } from '@pothos/core';
import type { InputShapeWithClientMutationId } from '@pothos/plugin-relay';
import {
  acceptTransfer,
  addCollaborator,
  addTopic,
  deleteDeployKey,
  deleteTopic,
  rejectTransfer,
  removeCollaborator,
} from '../../forge/endpoints/index.js';
import type { ForgeSession } from '../../forge/session.js';
import type { Repository } from '../../forge/types/index.js';
import type { builder } from '../kit/builder.js';
import type { Context } from '../kit/context.js';
import { forgeEnum } from '../kit/enum-values.js';
import { type InputFields, requiredString, requireText } from '../kit/inputs.js';
import { expectObject, nodeKey, repoKey } from '../kit/loaders.js';
import { defineMutation, type PayloadFields } from '../kit/mutation.js';
import { defineMutationFamily, type FamilyRows } from '../kit/mutation-family.js';
import { type RepoRef, RepositoryRef } from '../kit/refs/repository.js';

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

interface SettingWrite<Fields extends InputFieldMap> {
  input: string;
  inputFields: (t: InputFields) => Fields;
  description: string;
  /** the one forge call; a Repository it answers is the payload's repository */
  call: (
    context: Context,
    target: RepoRef,
    input: InputShapeWithClientMutationId<Types, Fields>,
  ) => Promise<{ data: unknown }>;
}

const CollaboratorPermission = forgeEnum('CollaboratorPermission');

/** The row of the write `name` (all but its description): its input and call, the repository as its payload. */
function settingRow<Fields extends InputFieldMap>(
  name: string,
  row: Omit<SettingWrite<Fields>, 'description'>,
) {
  return {
    on: 'repository' as const,
    input: row.input,
    inputFields: row.inputFields,
    changes: [RepositoryRef],
    write: async (
      input: InputShapeWithClientMutationId<Types, Fields>,
      context: Context,
      target: RepoRef,
    ) => {
      const { data } = await row.call(context, target, input);
      const answered = data ? expectObject<Repository>(data, name, 'full_name') : null;
      return { ...target, answered };
    },
    payload: 'The repository after the write.',
    outputFields: (t: PayloadFields<RepoRef & { answered: Repository | null }>) => ({
      repository: t.field({
        type: RepositoryRef,
        description:
          'The forge’s answer when it sends the repository, else read after the write (GET /repos/{owner}/{repo}) only when selected.',
        resolve: (payload, _args, context: Context) =>
          payload.answered ?? nodeKey(context, repoKey(payload.owner, payload.repo)),
      }),
    }),
  };
}

/** The mutation `name`: the row's input and call, the repository as its payload. */
function settingWrite<Fields extends InputFieldMap>(name: string, row: SettingWrite<Fields>) {
  defineMutation(name, { ...settingRow(name, row), description: row.description });
}

/** A write of a family: what its input says, and its one forge call. */
interface FamilyWrite<Args> {
  input: string;
  call: (forge: ForgeSession, args: Args) => Promise<{ data: unknown }>;
}

/**
 * What every write of a family shares: its input fields, and its call's arguments made from them.
 * (Each family is a `defineMutationFamily` call of its own, so that scripts/forge-coverage.ts reads
 * which rows call which endpoint.)
 */
function familyWrite<Args, Fields extends InputFieldMap>(
  inputFields: (t: InputFields) => Fields,
  argsOf: (target: RepoRef, input: InputShapeWithClientMutationId<Types, Fields>) => Args,
) {
  return (write: FamilyWrite<Args>, name: string) =>
    settingRow(name, {
      input: write.input,
      inputFields,
      call: (context, target, input) => write.call(context.forge, argsOf(target, input)),
    });
}

const topicField = (t: InputFields) => ({
  topic: t.string({
    required: true,
    description: 'The forge trims and lower-cases it; up to 35 characters of a-z, 0-9, `-` and `.`.',
  }),
});

const TOPIC_WRITES: FamilyRows<FamilyWrite<RepoRef & { topic: string }>> = {
  addRepositoryTopic: [
    { input: 'One topic to add to a repository.', call: addTopic },
    'Adds one topic (PUT /repos/{owner}/{repo}/topics/{topic}, 204; adding one it has changes nothing). The caller must be an admin of the repository (ForbiddenError); an invalid topic or a 26th one is a ValidationError.',
  ],
  removeRepositoryTopic: [
    { input: 'One topic to remove from a repository.', call: deleteTopic },
    'Removes one topic (DELETE /repos/{owner}/{repo}/topics/{topic}, 204); NotFoundError when the repository lacks it. The caller must be an admin of the repository.',
  ],
};

defineMutationFamily(
  TOPIC_WRITES,
  familyWrite(topicField, (target, input) => ({ ...target, topic: requireText(input.topic, 'topic') })),
);

const collaboratorField = (t: InputFields) => ({
  login: requiredString(t, 'The collaborator.'),
});

/** A collaborator and the permission to grant. */
const collaboratorPermissionFields = (t: InputFields) => ({
  ...collaboratorField(t),
  permission: t.field({
    type: CollaboratorPermission,
    defaultValue: 'write',
    description: 'What the collaborator may do: read, write or admin.',
  }),
});

settingWrite('addCollaborator', {
  input: 'A user to make a collaborator, or whose permission to change.',
  inputFields: collaboratorPermissionFields,
  description:
    'Adds a collaborator with a permission, or changes one’s permission (PUT /repos/{owner}/{repo}/collaborators/{collaborator}, 204). The caller must be an admin of the repository; an unknown login is a ValidationError; ForbiddenError when the repository’s owner and the user blocked one another.',
  call: (context, target, input) =>
    addCollaborator(
      context.forge,
      { ...target, collaborator: requireText(input.login, 'login') },
      { permission: input.permission ?? 'write' },
    ),
});

settingWrite('removeCollaborator', {
  input: 'A collaborator to remove.',
  inputFields: collaboratorField,
  description:
    'Removes a collaborator (DELETE /repos/{owner}/{repo}/collaborators/{collaborator}, 204; removing someone who is none changes nothing). The caller must be an admin of the repository; an unknown login is a ValidationError.',
  call: (context, target, input) =>
    removeCollaborator(context.forge, { ...target, collaborator: requireText(input.login, 'login') }),
});

const TRANSFER_WRITES: FamilyRows<FamilyWrite<RepoRef>> = {
  acceptRepositoryTransfer: [
    {
      input: 'A repository whose transfer to the caller (or an organization the caller owns) waits.',
      call: acceptTransfer,
    },
    'Accepts a pending transfer (POST /repos/{owner}/{repo}/transfer/accept, 202): the repository moves, and the payload is the forge’s answer. NotFoundError when no transfer waits, ForbiddenError when the caller may not accept it.',
  ],
  rejectRepositoryTransfer: [
    { input: 'A repository whose transfer to the caller waits.', call: rejectTransfer },
    'Rejects a pending transfer (POST /repos/{owner}/{repo}/transfer/reject, 200): the repository stays. NotFoundError when no transfer waits, ForbiddenError when the caller may not reject it.',
  ],
};

defineMutationFamily(
  TRANSFER_WRITES,
  familyWrite(
    () => ({}),
    (target) => target,
  ),
);

settingWrite('deleteDeployKey', {
  input: 'A deploy key of a repository, by its `databaseId`.',
  inputFields: (t) => ({
    id: t.field({ type: 'BigInt', required: true, description: 'The deploy key’s `databaseId`.' }),
  }),
  description:
    'Removes a deploy key (DELETE /repos/{owner}/{repo}/keys/{id}, 204; one that is gone changes nothing). Repository admins only (ForbiddenError).',
  call: (context, target, input) => deleteDeployKey(context.forge, { ...target, id: String(input.id) }),
});
