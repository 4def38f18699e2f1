// The fields of a branch protection rule that read one key of the forge's object as it is, one row a
// field (kit/forge-fields.ts). The rule's writes take most of them as their settings: RULE_SETTINGS in
// branch-protection.ts names them by field, for their key, type and meaning.

import { fieldTable } from '../kit/forge-fields.js';

// biome-ignore format: a table, one row a line
export const PROTECTION_FIELDS = fieldTable({
  'BranchProtection.ruleName': ['rule_name', 'String', 'The branch name or glob the rule covers, such as `main` or `release/*`.'],
  'BranchProtection.enablePush': ['enable_push', 'Boolean', 'Whether anyone may push to the branches; false when nobody may.'],
  'BranchProtection.enablePushWhitelist': ['enable_push_whitelist', 'Boolean', 'Whether only the users and teams of the push whitelist may push.'],
  'BranchProtection.pushWhitelistUsernames': ['push_whitelist_usernames', '[String!]', 'The logins of the users who may push when the push whitelist is on.'],
  'BranchProtection.pushWhitelistTeams': ['push_whitelist_teams', '[String!]', 'The teams (of the owning organization) that may push when the push whitelist is on.'],
  'BranchProtection.pushWhitelistDeployKeys': ['push_whitelist_deploy_keys', 'Boolean', 'Whether deploy keys with write access may push.'],
  'BranchProtection.enableMergeWhitelist': ['enable_merge_whitelist', 'Boolean', 'Whether only the users and teams of the merge whitelist may merge.'],
  'BranchProtection.mergeWhitelistUsernames': ['merge_whitelist_usernames', '[String!]', 'The logins of the users who may merge when the merge whitelist is on.'],
  'BranchProtection.mergeWhitelistTeams': ['merge_whitelist_teams', '[String!]', 'The teams that may merge when the merge whitelist is on.'],
  'BranchProtection.enableStatusCheck': ['enable_status_check', 'Boolean', 'Whether the status checks must pass before a merge.'],
  'BranchProtection.statusCheckContexts': ['status_check_contexts', '[String!]', 'The status check contexts (globs allowed) that must pass.'],
  'BranchProtection.requiredApprovals': ['required_approvals', 'Int', 'How many approving reviews a pull request needs before it can be merged.'],
  'BranchProtection.enableApprovalsWhitelist': ['enable_approvals_whitelist', 'Boolean', 'Whether only approvals from the approvals whitelist count.'],
  'BranchProtection.approvalsWhitelistUsername': ['approvals_whitelist_username', '[String!]', 'The logins of the users whose approvals count when the approvals whitelist is on.'],
  'BranchProtection.approvalsWhitelistTeams': ['approvals_whitelist_teams', '[String!]', 'The teams whose approvals count when the approvals whitelist is on.'],
  'BranchProtection.blockOnRejectedReviews': ['block_on_rejected_reviews', 'Boolean', 'Whether a review that requests changes blocks the merge.'],
  'BranchProtection.blockOnOfficialReviewRequests': ['block_on_official_review_requests', 'Boolean', 'Whether a pending official review request blocks the merge.'],
  'BranchProtection.blockOnOutdatedBranch': ['block_on_outdated_branch', 'Boolean', 'Whether a pull request behind its base branch cannot be merged.'],
  'BranchProtection.dismissStaleApprovals': ['dismiss_stale_approvals', 'Boolean', 'Whether new commits dismiss the approvals given before them.'],
  'BranchProtection.ignoreStaleApprovals': ['ignore_stale_approvals', 'Boolean', 'Whether approvals given to earlier commits do not count.'],
  'BranchProtection.requireSignedCommits': ['require_signed_commits', 'Boolean', 'Whether pushes must contain only signed commits.'],
  'BranchProtection.protectedFilePatterns': ['protected_file_patterns', 'String', 'Globs of the files no push may change, separated by `;`.'],
  'BranchProtection.unprotectedFilePatterns': ['unprotected_file_patterns', 'String', 'Globs of the files even a push the rule otherwise refuses may change, separated by `;`.'],
});
