// Label mutations: createLabel, updateLabel and deleteLabel, each the one forge write it names.
// deleteLabel reads the label first: the forge deletes a missing label without a word.

import { createLabel, deleteLabel, editLabel, getLabel } from '../../../forge/endpoints/index.js';
import type { Label } from '../../../forge/types/index.js';
import { partsOf } from '../ids.js';
import { LabelRef } from '../refs.js';
import { inRepo } from '../shapes.js';
import { repositoryAt } from './at.js';
import { defineMutation } from './define.js';

/** The label a label's node id names: its repository and the forge's id of it. */
function labelAt(id: string | number) {
  const [owner = '', repo = '', labelId = '0'] = partsOf(String(id), 'Label');
  return { owner, repo, id: Number(labelId) };
}

defineMutation('createLabel', {
  description: 'Creates a new label.',
  input: (t) => ({
    color: t.string({ required: true }),
    description: t.string(),
    name: t.string({ required: true }),
    repositoryId: t.id({ required: true }),
  }),
  payload: { label: LabelRef },
  resolve: async (input, context) => {
    const at = repositoryAt(input.repositoryId);
    const response = await createLabel(context.forge, at, {
      name: input.name,
      color: input.color,
      description: input.description ?? undefined,
    });
    return { label: inRepo('Label', at, response.data as Label) };
  },
});

defineMutation('updateLabel', {
  description: 'Updates an existing label.',
  input: (t) => ({
    color: t.string(),
    description: t.string(),
    id: t.id({ required: true }),
    name: t.string(),
  }),
  payload: { label: LabelRef },
  resolve: async (input, context) => {
    const at = labelAt(input.id);
    const response = await editLabel(context.forge, at, {
      name: input.name ?? undefined,
      color: input.color ?? undefined,
      description: input.description ?? undefined,
    });
    return { label: inRepo('Label', at, response.data as Label) };
  },
});

defineMutation('deleteLabel', {
  description: 'Deletes a label.',
  input: (t) => ({ id: t.id({ required: true }) }),
  payload: {},
  resolve: async (input, context) => {
    const at = labelAt(input.id);
    // the forge answers 204 for a label that is already gone; GitHub answers NOT_FOUND
    await getLabel(context.forge, at);
    await deleteLabel(context.forge, at);
    return {};
  },
});
