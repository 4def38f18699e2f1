// The request bodies of branches and tags, as Gitea's modules/structs and services/forms declare them.
import { goStruct } from '../../http/binding.js';

export const CreateTagOptionSchema = goStruct('CreateTagOption', {
  tag_name: 'string Required GitRefName MaxSize(255)',
  message: 'string',
  target: 'string',
});
