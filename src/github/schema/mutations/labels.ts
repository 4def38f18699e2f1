// Label mutations: createLabel, updateLabel and deleteLabel, each the one forge write it names.
// deleteLabel reads the label first: the forge deletes a missing label without a word.

import { createLabel, deleteLabel, editLabel, getLabel } from '../../../forge/endpoints/index.js';
import type { Label } from '../../../forge/types/index.js';
import { builder } from '../builder.js';
import { partsOf } from '../ids.js';
import { LabelRef } from '../refs.js';
import { inRepo } from '../shapes.js';
import { repositoryAt } from './at.js';
import { type Payload, payloadType } from './payload.js';

/** The label a label's node id names: its repository and the forge's id of it. */
function labelAt(id: string | number) {
  const [owner = '', repo = '', labelId = '0'] = partsOf(String(id), 'Label');
  return { owner, repo, id: Number(labelId) };
}

const labelPayload = (name: string) =>
  payloadType<Payload & { label: unknown }>(name, (t) => ({
    label: t.field({ type: LabelRef, resolve: (p) => p.label as never }),
  }));
const CreateLabelPayload = labelPayload('CreateLabel');
const UpdateLabelPayload = labelPayload('UpdateLabel');
const DeleteLabelPayload = payloadType<Payload>('DeleteLabel', () => ({}));

const CreateLabelInput = builder.inputType('CreateLabelInput', {
  fields: (t) => ({
    clientMutationId: t.string(),
    color: t.string({ required: true }),
    description: t.string(),
    name: t.string({ required: true }),
    repositoryId: t.id({ required: true }),
  }),
});
const UpdateLabelInput = builder.inputType('UpdateLabelInput', {
  fields: (t) => ({
    clientMutationId: t.string(),
    color: t.string(),
    description: t.string(),
    id: t.id({ required: true }),
    name: t.string(),
  }),
});
const DeleteLabelInput = builder.inputType('DeleteLabelInput', {
  fields: (t) => ({ clientMutationId: t.string(), id: t.id({ required: true }) }),
});

builder.mutationFields((t) => ({
  createLabel: t.field({
    type: CreateLabelPayload,
    description: 'Creates a new label.',
    args: { input: t.arg({ type: CreateLabelInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const at = repositoryAt(input.repositoryId);
      const response = await createLabel(context.forge, at, {
        name: input.name,
        color: input.color,
        description: input.description ?? undefined,
      });
      return { clientMutationId: input.clientMutationId, label: inRepo('Label', at, response.data as Label) };
    },
  }),
  updateLabel: t.field({
    type: UpdateLabelPayload,
    description: 'Updates an existing label.',
    args: { input: t.arg({ type: UpdateLabelInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const at = labelAt(input.id);
      const response = await editLabel(context.forge, at, {
        name: input.name ?? undefined,
        color: input.color ?? undefined,
        description: input.description ?? undefined,
      });
      return { clientMutationId: input.clientMutationId, label: inRepo('Label', at, response.data as Label) };
    },
  }),
  deleteLabel: t.field({
    type: DeleteLabelPayload,
    description: 'Deletes a label.',
    args: { input: t.arg({ type: DeleteLabelInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const at = labelAt(input.id);
      // the forge answers 204 for a label that is already gone; GitHub answers NOT_FOUND
      await getLabel(context.forge, at);
      await deleteLabel(context.forge, at);
      return { clientMutationId: input.clientMutationId };
    },
  }),
}));
