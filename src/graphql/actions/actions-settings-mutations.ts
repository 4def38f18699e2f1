// The writes of an owner's Actions settings: setActionsSecret and deleteActionsSecret (PUT / DELETE
// …/actions/secrets/{secretname}), createActionsVariable, updateActionsVariable and deleteActionsVariable
// (POST / PUT / DELETE …/actions/variables/{variablename}). Each names its owner the same way: `owner` and
// `repo` for a repository's, `organization` for an organization's, neither for the caller's own; each is a
// row with its one forge call, and the payload is the owner's settings, read after the write when selected.

import type { InputFieldMap } from '@pothos/core';
import type { InputShapeWithClientMutationId } from '@pothos/plugin-relay';
import type { builder } from '../kit/builder.js';
import type { Context } from '../kit/context.js';
import {
  ConflictGatewayError,
  ForbiddenGatewayError,
  type GatewayErrorClass,
  NotFoundGatewayError,
  REFUSED_WRITE_ERRORS,
  ValidationGatewayError,
} from '../kit/errors.js';
import { type InputFields, invalid, repositoryOf, requiredString, requireText } from '../kit/inputs.js';
import { answered, defineMutation } from '../kit/mutation.js';
import { type ActionsOwner, organizationActions, repositoryActions, viewerActions } from './actions-owner.js';
import { ActionsSettingsRef } from './actions-settings.js';

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

interface OwnerInput {
  owner?: string | null;
  repo?: string | null;
  organization?: string | null;
}

const ownerFields = (t: InputFields) => ({
  owner: t.string({
    description: 'With `repo`: a repository’s settings (its owner’s and site admins’ only).',
  }),
  repo: t.string({ description: 'With `owner`: the repository.' }),
  organization: t.string({ description: 'An organization’s settings (its owners’ only).' }),
});

/** The owner the input names; a ValidationError, before any call, for a repository and an organization at once. */
function ownerOf(input: OwnerInput): ActionsOwner {
  if (input.owner || input.repo) {
    if (input.organization) throw invalid('name a repository or an organization, not both', 'organization');
    return repositoryActions(repositoryOf({ owner: input.owner ?? '', repo: input.repo ?? '' }));
  }
  if (input.organization) return organizationActions(requireText(input.organization, 'organization'));
  return viewerActions();
}

interface ActionsWrite<Fields extends InputFieldMap> {
  input: string;
  inputFields: (t: InputFields) => Fields;
  description: string;
  errors?: readonly GatewayErrorClass[];
  call: (
    owner: ActionsOwner,
    context: Context,
    input: InputShapeWithClientMutationId<Types, Fields>,
  ) => Promise<unknown>;
}

/** The mutation `name`: the owner fields, the row's own, its one call, the owner's settings as payload. */
function actionsWrite<Fields extends InputFieldMap>(name: string, row: ActionsWrite<Fields>) {
  defineMutation(name, {
    input: `${row.input} Of a repository (\`owner\`, \`repo\`), an organization, or the caller.`,
    inputFields: (t) => ({ ...ownerFields(t), ...row.inputFields(t) }),
    description: row.description,
    errors: row.errors,
    changes: [],
    write: async (input, context) => {
      const owner = ownerOf(input as unknown as OwnerInput);
      await row.call(owner, context, input as unknown as InputShapeWithClientMutationId<Types, Fields>);
      return { owner };
    },
    payload: 'The owner’s Actions settings after the write.',
    outputFields: (t) => ({
      actionsSettings: answered(
        t,
        ActionsSettingsRef,
        'owner',
        'The owner’s settings: each field selected is read after the write.',
      ),
    }),
  });
}

const nameField = (t: InputFields) => ({
  name: t.string({
    required: true,
    description:
      'Letters, digits and `_`, not starting with a digit, `GITEA_` or `GITHUB_`, and not `CI` (which a workflow always sets); the forge upper-cases it.',
  }),
});

actionsWrite('setActionsSecret', {
  input: 'A secret to create or replace.',
  inputFields: (t) => ({ ...nameField(t), data: requiredString(t, 'The value; never shown again.') }),
  description:
    'Creates or replaces a secret (PUT …/actions/secrets/{secretname}: 201 or 204). ForbiddenError for a caller who does not own the repository or organization, ValidationError for an invalid name or an empty value.',
  call: (owner, context, input) =>
    owner.routes.putSecret(context.forge, requireText(input.name, 'name'), {
      data: requireText(input.data, 'data'),
    }),
});

actionsWrite('deleteActionsSecret', {
  input: 'A secret to delete, by name.',
  inputFields: nameField,
  description:
    'Deletes a secret (DELETE …/actions/secrets/{secretname}, 204). NotFoundError when the owner has none such.',
  call: (owner, context, input) => owner.routes.deleteSecret(context.forge, requireText(input.name, 'name')),
});

/** A variable's name and value, as creating and changing one take them. */
const variableFields = (t: InputFields) => ({
  ...nameField(t),
  value: t.string({ required: true, description: 'The variable’s value, readable by workflows.' }),
});

actionsWrite('createActionsVariable', {
  input: 'A variable to create.',
  inputFields: variableFields,
  description:
    'Creates a variable (POST …/actions/variables/{variablename}, 201). ConflictError when the owner has one of that name, ValidationError for an invalid name or an empty value.',
  errors: [...REFUSED_WRITE_ERRORS, ConflictGatewayError],
  call: (owner, context, input) =>
    owner.routes.createVariable(context.forge, requireText(input.name, 'name'), {
      value: requireText(input.value, 'value'),
    }),
});

actionsWrite('updateActionsVariable', {
  input: 'A variable to change: its value, and its name when `newName` is given.',
  inputFields: (t) => ({
    ...variableFields(t),
    newName: t.string({ description: 'A new name for the variable.' }),
  }),
  description:
    'Changes a variable’s value, and renames it with `newName` (PUT …/actions/variables/{variablename}, 204). NotFoundError when the owner has none such.',
  errors: [NotFoundGatewayError, ForbiddenGatewayError, ValidationGatewayError],
  call: (owner, context, input) =>
    owner.routes.updateVariable(context.forge, requireText(input.name, 'name'), {
      value: requireText(input.value, 'value'),
      ...(input.newName ? { name: input.newName } : {}),
    }),
});

actionsWrite('deleteActionsVariable', {
  input: 'A variable to delete, by name.',
  inputFields: nameField,
  description:
    'Deletes a variable (DELETE …/actions/variables/{variablename}, 204). NotFoundError when the owner has none such.',
  call: (owner, context, input) =>
    owner.routes.deleteVariable(context.forge, requireText(input.name, 'name')),
});
