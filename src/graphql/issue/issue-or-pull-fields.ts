// The input fields that name an issue or a pull request in the writes that take either: its
// repository and its number (the forge numbers both in one sequence per repository).

import { type InputFields, invalid, repositoryFields, repositoryOf, requiredInt } from '../kit/inputs.js';

export const issueOrPullFields = (t: InputFields) => ({
  ...repositoryFields(t),
  number: requiredInt(t, 'The issue or pull request.'),
});

export function issueNumberOf(value: number, field: string): number {
  if (value < 1) throw invalid('issue numbers start at 1', field);
  return value;
}

/** The issue or pull request the fields name, as the forge's routes take it, checked before any call. */
export const issueOrPullOf = (input: { owner: string; repo: string; number: number }) => ({
  ...repositoryOf(input),
  index: issueNumberOf(input.number, 'number'),
});
