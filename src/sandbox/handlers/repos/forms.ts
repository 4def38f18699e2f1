// The request bodies of repositories, transfers, forks, topics and hooks, as Gitea's modules/structs and services/forms declare them.
import { goStruct } from '../../http/binding.js';

export const CreateForkOptionSchema = goStruct('CreateForkOption', {
  organization: 'string',
  name: 'string',
});

/** What a hook delivers and when, the same in CreateHookOption and EditHookOption (modules/structs/hook.go). */
const hookDeliveryFields = {
  events: 'strings',
  branch_filter: 'string GlobPattern',
  authorization_header: 'string',
  active: 'bool',
} as const;

export const CreateHookOption = goStruct('CreateHookOption', {
  type: 'string Required',
  config: 'map Required',
  ...hookDeliveryFields,
  name: 'string',
});

export const EditHookOptionSchema = goStruct('EditHookOption', { config: 'map', ...hookDeliveryFields });

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

/** The fields EditBranchProtectionOption shares with CreateBranchProtectionOption (modules/structs/repo_branch.go). */
const branchProtectionFields = {
  enable_push: 'bool',
  enable_push_whitelist: 'bool',
  push_whitelist_usernames: 'strings',
  push_whitelist_teams: 'strings',
  push_whitelist_deploy_keys: 'bool',
  enable_merge_whitelist: 'bool',
  merge_whitelist_usernames: 'strings',
  merge_whitelist_teams: 'strings',
  enable_status_check: 'bool',
  status_check_contexts: 'strings',
  required_approvals: 'int',
  enable_approvals_whitelist: 'bool',
  approvals_whitelist_username: 'strings',
  approvals_whitelist_teams: 'strings',
  block_on_rejected_reviews: 'bool',
  block_on_official_review_requests: 'bool',
  block_on_outdated_branch: 'bool',
  dismiss_stale_approvals: 'bool',
  ignore_stale_approvals: 'bool',
  require_signed_commits: 'bool',
  protected_file_patterns: 'string',
  unprotected_file_patterns: 'string',
} as const;

export const CreateBranchProtectionOptionSchema = goStruct('CreateBranchProtectionOption', {
  branch_name: 'string',
  rule_name: 'string',
  ...branchProtectionFields,
});

export const EditBranchProtectionOptionSchema = goStruct(
  'EditBranchProtectionOption',
  branchProtectionFields,
);
