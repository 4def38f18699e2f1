// The request bodies of Actions secrets and variables, as Gitea's modules/structs/secret.go and
// action.go declare them.
import { goStruct } from '../../http/binding.js';

export const CreateOrUpdateSecretOptionSchema = goStruct('CreateOrUpdateSecretOption', {
  data: 'string Required',
});

export const CreateVariableOptionSchema = goStruct('CreateVariableOption', { value: 'string Required' });

export const UpdateVariableOptionSchema = goStruct('UpdateVariableOption', {
  name: 'string',
  value: 'string Required',
});
