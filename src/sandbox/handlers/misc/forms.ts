// The request bodies of the markup routes, as Gitea's modules/structs/miscellaneous.go declares them
// (no json tags: the keys are the Go field names).
import { goStruct } from '../../http/binding.js';

export const MarkupOption = goStruct('MarkupOption', {
  Text: 'string',
  Mode: 'string',
  Context: 'string',
  Wiki: 'bool',
  FilePath: 'string',
});

export const MarkdownOption = goStruct('MarkdownOption', {
  Text: 'string',
  Mode: 'string',
  Context: 'string',
  Wiki: 'bool',
});
