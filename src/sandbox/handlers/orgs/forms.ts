// The request bodies of organizations and teams, as Gitea's modules/structs/org.go and org_team.go declare them.
import { goStruct } from '../../http/binding.js';

/** The profile fields CreateOrgOption and EditOrgOption share, in struct order after the name */
const orgProfile = {
  full_name: 'string MaxSize(100)',
  email: 'string MaxSize(255)',
  description: 'string MaxSize(255)',
  website: 'string MaxSize(255)',
  location: 'string MaxSize(50)',
  visibility: 'string In(,public,limited,private)',
  repo_admin_change_team_access: 'bool',
} as const;

export const CreateOrgOptionSchema = goStruct('CreateOrgOption', {
  username: 'string:UserName Required MaxSize(40)',
  ...orgProfile,
});

export const EditOrgOptionSchema = goStruct('EditOrgOption', orgProfile);

/** CreateTeamOption and EditTeamOption carry the same fields with the same tags, but EditTeamOption's name is optional */
const teamOption = {
  name: 'string AlphaDashDot MaxSize(255)',
  description: 'string MaxSize(255)',
  includes_all_repositories: 'bool',
  permission: 'string In(read,write,admin)',
  units: 'strings',
  units_map: 'map',
  can_create_org_repo: 'bool',
} as const;

export const CreateTeamOptionSchema = goStruct('CreateTeamOption', {
  ...teamOption,
  name: 'string Required AlphaDashDot MaxSize(255)',
});

export const EditTeamOptionSchema = goStruct('EditTeamOption', teamOption);
