// The request bodies of the account settings, as Gitea's modules/structs/user_key.go, user_email.go
// and settings.go declare them.
import { goStruct } from '../../http/binding.js';

export const CreateKeyOptionSchema = goStruct('CreateKeyOption', {
  title: 'string Required MaxSize(50)',
  key: 'string Required',
  read_only: 'bool',
});

/** CreateEmailOption and DeleteEmailOption: a list of addresses each */
const addresses = { emails: 'strings' } as const;
export const CreateEmailOptionSchema = goStruct('CreateEmailOption', addresses);
export const DeleteEmailOptionSchema = goStruct('DeleteEmailOption', addresses);

export const UserSettingsOptionsSchema = goStruct('UserSettingsOptions', {
  full_name: 'string MaxSize(100)',
  website: 'string MaxSize(255)',
  description: 'string MaxSize(255)',
  location: 'string MaxSize(50)',
  language: 'string',
  theme: 'string',
  diff_view_style: 'string',
  hide_email: 'bool',
  hide_activity: 'bool',
});
