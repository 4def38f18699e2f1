// Label mutations: createLabel, updateLabel and deleteLabel, each the one forge write it names.
// deleteLabel reads the label first: the forge deletes a missing label without a word.

import { createLabel, deleteLabel, editLabel, getLabel } from '../../../forge/endpoints/index.js';
import { partsOf } from '../ids.js';
import { inputRepositoryAt } from './at.js';
import { answerAs, answerNothing, defineMutation } from './define.js';

/** The label a label's node id names: its repository and the forge's id of it. */
function labelAt(id: string | number) {
  const [owner = '', repo = '', labelId = '0'] = partsOf(String(id), 'Label');
  return { owner, repo, id: Number(labelId) };
}

defineMutation('createLabel', {
  at: inputRepositoryAt,
  write: (context, at, input) =>
    createLabel(context.forge, at, {
      name: input.name,
      color: input.color,
      description: input.description ?? undefined,
    }),
  answer: answerAs('label', 'Label'),
});

defineMutation('updateLabel', {
  at: (input) => labelAt(input.id),
  write: (context, at, input) =>
    editLabel(context.forge, at, {
      name: input.name ?? undefined,
      color: input.color ?? undefined,
      description: input.description ?? undefined,
    }),
  answer: answerAs('label', 'Label'),
});

defineMutation('deleteLabel', {
  at: (input) => labelAt(input.id),
  write: async (context, at) => {
    // the forge answers 204 for a label that is already gone; GitHub answers NOT_FOUND
    await getLabel(context.forge, at);
    await deleteLabel(context.forge, at);
  },
  answer: answerNothing,
});
