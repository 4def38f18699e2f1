// A repository's branch protection rules (routers/api/v1/repo/branch.go ListBranchProtections …
// DeleteBranchProtection, services/convert ToBranchProtection). The /branch_protections group runs
// reqToken and reqAdmin; creating and editing also refuse an archived repository.

import { rfc3339 } from '../../convert/format.js';
import type { RepoContext, RequestContext } from '../../http/context.js';
import { jsonReply, type Reply } from '../../http/errors.js';
import { repoAccess } from '../../model/access.js';
import {
  branchProtections,
  newProtectionRule,
  type ProtectedBranchRec,
} from '../../model/branch-protection.js';
import { Access } from '../../model/records.js';
import { CreateBranchProtectionOptionSchema, EditBranchProtectionOptionSchema } from './forms.js';

type RuleForm = typeof EditBranchProtectionOptionSchema extends { readonly form?: infer F }
  ? NonNullable<F>
  : never;

function names(ctx: RequestContext, ids: readonly number[] | null): string[] {
  return (ids ?? []).flatMap((id) => ctx.store.userById(id)?.login ?? []);
}

/** ToBranchProtection: whitelists as user names; teams only exist for organization repositories */
function protectionJson(ctx: RequestContext, rule: ProtectedBranchRec) {
  return {
    branch_name: rule.ruleName,
    rule_name: rule.ruleName,
    enable_push: rule.enablePush,
    enable_push_whitelist: rule.pushWhitelistUserIds !== null,
    push_whitelist_usernames: names(ctx, rule.pushWhitelistUserIds),
    push_whitelist_teams: [],
    push_whitelist_deploy_keys: rule.whitelistDeployKeys,
    enable_merge_whitelist: rule.enableMergeWhitelist,
    merge_whitelist_usernames: names(ctx, rule.mergeWhitelistUserIds),
    merge_whitelist_teams: [],
    enable_status_check: rule.enableStatusCheck,
    status_check_contexts: rule.statusCheckContexts,
    required_approvals: rule.requiredApprovals,
    enable_approvals_whitelist: rule.enableApprovalsWhitelist,
    approvals_whitelist_username: names(ctx, rule.approvalsWhitelistUserIds),
    approvals_whitelist_teams: [],
    block_on_rejected_reviews: rule.blockOnRejectedReviews,
    block_on_official_review_requests: rule.blockOnOfficialReviewRequests,
    block_on_outdated_branch: rule.blockOnOutdatedBranch,
    dismiss_stale_approvals: rule.dismissStaleApprovals,
    ignore_stale_approvals: rule.ignoreStaleApprovals,
    require_signed_commits: rule.requireSignedCommits,
    protected_file_patterns: rule.protectedFilePatterns,
    unprotected_file_patterns: rule.unprotectedFilePatterns,
    created_at: rfc3339(rule.createdAt),
    updated_at: rfc3339(rule.updatedAt),
  };
}

/** GetProtectedBranchRuleByName: the exact rule name, never a glob match */
function ruleNamed(ctx: RequestContext, rc: RepoContext, name: string): ProtectedBranchRec | undefined {
  return branchProtections(ctx.store).find((rule) => rule.repoId === rc.repo.id && rule.ruleName === name);
}

function existingRule(ctx: RequestContext, rc: RepoContext): ProtectedBranchRec {
  const rule = ruleNamed(ctx, rc, ctx.param('name'));
  if (!rule) throw ctx.notFound();
  return rule;
}

/**
 * GetUserIDsByNames (422 for a name nobody has), then updateUserWhitelist: users who cannot write to the
 * repository are dropped without a word.
 */
function writerIds(ctx: RequestContext, rc: RepoContext, logins: readonly string[]): number[] {
  const users = logins.map((login) => {
    const user = ctx.store.userByName(login);
    if (!user) throw ctx.error(422, `user does not exist [uid: 0, name: ${login}]`);
    return user;
  });
  return users.filter((user) => repoAccess(ctx.store, rc.repo, user) >= Access.write).map((user) => user.id);
}

/** The fields both writes set the same way: a field the form leaves out keeps the rule's value. */
function applyForm(ctx: RequestContext, rc: RepoContext, rule: ProtectedBranchRec, form: RuleForm): void {
  if (form.enable_push !== undefined) {
    rule.enablePush = form.enable_push;
    const whitelist = form.enable_push && (form.enable_push_whitelist ?? rule.pushWhitelistUserIds !== null);
    rule.pushWhitelistUserIds = whitelist ? (rule.pushWhitelistUserIds ?? []) : null;
    rule.whitelistDeployKeys = whitelist && (form.push_whitelist_deploy_keys ?? rule.whitelistDeployKeys);
  }
  if (form.push_whitelist_usernames && rule.pushWhitelistUserIds !== null)
    rule.pushWhitelistUserIds = writerIds(ctx, rc, form.push_whitelist_usernames);
  if (form.merge_whitelist_usernames)
    rule.mergeWhitelistUserIds = writerIds(ctx, rc, form.merge_whitelist_usernames);
  if (form.approvals_whitelist_username)
    rule.approvalsWhitelistUserIds = writerIds(ctx, rc, form.approvals_whitelist_username);
  if (form.required_approvals !== undefined && form.required_approvals >= 0)
    rule.requiredApprovals = form.required_approvals;
  const flags = [
    ['enable_merge_whitelist', 'enableMergeWhitelist'],
    ['enable_status_check', 'enableStatusCheck'],
    ['enable_approvals_whitelist', 'enableApprovalsWhitelist'],
    ['block_on_rejected_reviews', 'blockOnRejectedReviews'],
    ['block_on_official_review_requests', 'blockOnOfficialReviewRequests'],
    ['block_on_outdated_branch', 'blockOnOutdatedBranch'],
    ['dismiss_stale_approvals', 'dismissStaleApprovals'],
    ['ignore_stale_approvals', 'ignoreStaleApprovals'],
    ['require_signed_commits', 'requireSignedCommits'],
  ] as const;
  for (const [key, field] of flags) {
    const value = form[key];
    if (value !== undefined) rule[field] = value;
  }
  if (form.status_check_contexts) rule.statusCheckContexts = form.status_check_contexts;
  if (form.protected_file_patterns !== undefined) rule.protectedFilePatterns = form.protected_file_patterns;
  if (form.unprotected_file_patterns !== undefined)
    rule.unprotectedFilePatterns = form.unprotected_file_patterns;
}

/** ListBranchProtections → 200, the whole list (no paging), in the order the rules were made */
export function listBranchProtections(ctx: RequestContext): Reply {
  const rc = ctx.repo();
  const rules = branchProtections(ctx.store).filter((rule) => rule.repoId === rc.repo.id);
  return jsonReply(
    200,
    rules.map((rule) => protectionJson(ctx, rule)),
  );
}

/** GetBranchProtection → 200, 404 for a rule name the repository lacks */
export function getBranchProtection(ctx: RequestContext): Reply {
  const rc = ctx.repo();
  return jsonReply(200, protectionJson(ctx, existingRule(ctx, rc)));
}

/**
 * CreateBranchProtection → 201. rule_name, else the deprecated branch_name (400 when both are empty); a
 * rule of that name already there is a 403; an unknown user in a whitelist a 422.
 */
export function createBranchProtection(ctx: RequestContext): Reply {
  const rc = ctx.repo();
  const form = ctx.bind(CreateBranchProtectionOptionSchema);
  const ruleName = form.rule_name || form.branch_name || '';
  if (!ruleName) throw ctx.error(400, 'both rule_name and branch_name are empty');
  if (ruleNamed(ctx, rc, ruleName)) throw ctx.error(403, 'Branch protection already exist');
  const rules = branchProtections(ctx.store);
  const rule = newProtectionRule({
    id: ctx.store.nextId(rules),
    repoId: rc.repo.id,
    ruleName,
    createdAt: ctx.store.now(),
  });
  applyForm(ctx, rc, rule, { enable_push: false, ...form });
  rules.push(rule);
  return jsonReply(201, protectionJson(ctx, rule));
}

/** EditBranchProtection → 200: only the fields the form sets change; 404 for an unknown rule */
export function editBranchProtection(ctx: RequestContext): Reply {
  const rc = ctx.repo();
  const form = ctx.bind(EditBranchProtectionOptionSchema);
  const rule = existingRule(ctx, rc);
  const edited = { ...rule };
  applyForm(ctx, rc, edited, form);
  Object.assign(rule, edited, { updatedAt: ctx.store.now() });
  return jsonReply(200, protectionJson(ctx, rule));
}

/** DeleteBranchProtection → 204; 404 for an unknown rule */
export function deleteBranchProtection(ctx: RequestContext): Reply {
  const rc = ctx.repo();
  const rule = existingRule(ctx, rc);
  const rules = branchProtections(ctx.store);
  rules.splice(rules.indexOf(rule), 1);
  return { status: 204 };
}
