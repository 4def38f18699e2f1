// The request bodies of repositories, transfers, forks, topics and hooks, as Gitea's modules/structs and services/forms declare them.
import { goStruct } from '../../binding.js';

export const CreateForkOptionSchema = goStruct('CreateForkOption', {
  organization: 'string',
  name: 'string',
});

export const CreateHookOption = goStruct('CreateHookOption', {
  type: 'string Required',
  config: 'map Required',
  events: 'strings',
  branch_filter: 'string GlobPattern',
  authorization_header: 'string',
  active: 'bool',
  name: 'string',
});

export const EditHookOptionSchema = goStruct('EditHookOption', {
  config: 'map',
  events: 'strings',
  branch_filter: 'string GlobPattern',
  authorization_header: 'string',
  active: 'bool',
});

export const RepoTopicOptionsSchema = goStruct('RepoTopicOptions', { topics: 'strings' });

export const TransferRepoOption = goStruct('TransferRepoOption', {
  new_owner: 'string',
  team_ids: 'ints:TeamIDs',
});

export const CreateWikiPageOptionsSchema = goStruct('CreateWikiPageOptions', {
  title: 'string',
  content_base64: 'string',
  message: 'string',
});

export const AddCollaboratorOptionSchema = goStruct('AddCollaboratorOption', { permission: 'string' });

export const CreateKeyOptionSchema = goStruct('CreateKeyOption', {
  title: 'string Required',
  key: 'string Required',
  read_only: 'bool',
});
