// The request bodies of organizations and teams, as Gitea's modules/structs/org.go and org_team.go declare them.
import { goStruct } from '../../binding.js';

const VISIBILITY = 'string In(,public,limited,private)';

export const CreateOrgOptionSchema = goStruct('CreateOrgOption', {
  username: 'string:UserName Required MaxSize(40)',
  full_name: 'string MaxSize(100)',
  email: 'string MaxSize(255)',
  description: 'string MaxSize(255)',
  website: 'string MaxSize(255)',
  location: 'string MaxSize(50)',
  visibility: VISIBILITY,
  repo_admin_change_team_access: 'bool',
});

export const EditOrgOptionSchema = goStruct('EditOrgOption', {
  full_name: 'string MaxSize(100)',
  email: 'string MaxSize(255)',
  description: 'string MaxSize(255)',
  website: 'string MaxSize(255)',
  location: 'string MaxSize(50)',
  visibility: VISIBILITY,
  repo_admin_change_team_access: 'bool',
});

export const CreateTeamOptionSchema = goStruct('CreateTeamOption', {
  name: 'string Required AlphaDashDot MaxSize(255)',
  description: 'string MaxSize(255)',
  includes_all_repositories: 'bool',
  permission: 'string In(read,write,admin)',
  units: 'strings',
  units_map: 'map',
  can_create_org_repo: 'bool',
});

export const EditTeamOptionSchema = goStruct('EditTeamOption', {
  name: 'string Required AlphaDashDot MaxSize(255)',
  description: 'string MaxSize(255)',
  includes_all_repositories: 'bool',
  permission: 'string In(read,write,admin)',
  units: 'strings',
  units_map: 'map',
  can_create_org_repo: 'bool',
});
