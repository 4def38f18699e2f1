// The input fields that name an issue or a pull request in the writes that take either: its
// repository and its number (the forge numbers both in one sequence per repository).

import { type InputFields, repositoryFields } from '../inputs.js';

export const issueOrPullFields = (t: InputFields) => ({
  ...repositoryFields(t),
  number: t.int({ required: true, description: 'the issue or pull request' }),
});
