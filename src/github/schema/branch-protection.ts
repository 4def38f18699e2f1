// What a branch's protection asks of the pull requests into it: Ref's `branchProtectionRule` from the
// forge's branch (GET …/branches/{branch}: `protected`, `enable_status_check`, `status_check_contexts`,
// `required_approvals`) and its rule (GET …/branch_protections/{name}), and `isRequired` on a check.

import { type BranchProtection, getBranchProtection } from '../../forge/endpoints/index.js';
import type { Branch } from '../../forge/types/index.js';
import { memoize } from '../../graphql/kit/context.js';
import type { GithubContext } from '../context.js';
import { builder } from './builder.js';
import { unprocessable } from './errors.js';
import { readBranch } from './git.js';
import { partsOf } from './ids.js';
import { baseBranch } from './pull-request.js';
import { readPull } from './reads.js';
import { CheckRunRef, GitRefRef, StatusContextRef } from './refs.js';
import type { InRepo } from './shapes.js';

type Rule = InRepo & { branch: Branch };

const BranchProtectionRuleRef = builder.objectRef<Rule>('BranchProtectionRule').implement({
  description: 'A branch protection rule.',
  fields: (t) => ({
    pattern: t.string({
      nullable: false,
      resolve: (r) => r.branch.effective_branch_protection_name || r.branch.name || '',
    }),
    requiresStatusChecks: t.boolean({
      nullable: false,
      resolve: (r) => r.branch.enable_status_check === true,
    }),
    requiredStatusCheckContexts: t.stringList({
      nullable: { list: true, items: true },
      resolve: (r) => r.branch.status_check_contexts ?? [],
    }),
    requiresApprovingReviews: t.boolean({
      nullable: false,
      resolve: (r) => (r.branch.required_approvals ?? 0) > 0,
    }),
    requiredApprovingReviewCount: t.int({ resolve: (r) => r.branch.required_approvals ?? 0 }),
    // the forge shows a rule's remaining settings to repository admins only: a field error for others
    requiresStrictStatusChecks: t.boolean({
      nullable: false,
      resolve: async (r, _args, context) => (await ruleOf(context, r)).block_on_outdated_branch === true,
    }),
  }),
});

function ruleOf(context: GithubContext, rule: Rule): Promise<BranchProtection> {
  const name = rule.branch.effective_branch_protection_name || rule.branch.name || '';
  return memoize(context, `github:branch-protection:${rule.owner}/${rule.repo}:${name}`, () =>
    getBranchProtection(context.forge, { owner: rule.owner, repo: rule.repo, name }).then(
      (r) => r.data as BranchProtection,
    ),
  );
}

builder.objectFields(GitRefRef, (t) => ({
  branchProtectionRule: t.field({
    type: BranchProtectionRuleRef,
    resolve: async (ref, _args, context) => {
      if (ref.prefix !== 'refs/heads/') return null;
      const branch = ref.branch ?? (await readBranch(context, ref, ref.name));
      return branch.protected ? { owner: ref.owner, repo: ref.repo, branch } : null;
    },
  }),
}));

/** Gitea's required contexts are glob patterns (services/pull/commit_status.go): `*` any run, `?` one character. */
const matches = (pattern: string, name: string) =>
  new RegExp(
    `^${pattern
      .replace(/[.+^${}()|[\]\\]/g, '\\$&')
      .replace(/\*/g, '.*')
      .replace(/\?/g, '.')}$`,
  ).test(name);

interface RequiredArgs {
  pullRequestId?: string | null;
  pullRequestNumber?: number | null;
}

/** Whether the protection of the pull request's base branch makes a check of this name required. */
async function isRequired(context: GithubContext, where: InRepo, name: string, args: RequiredArgs) {
  let pull: Awaited<ReturnType<typeof readPull>>;
  if (args.pullRequestId) {
    const [owner = '', repo = '', number = '0'] = partsOf(args.pullRequestId, 'PullRequest');
    pull = await readPull(context, { owner, repo }, Number(number));
  } else if (args.pullRequestNumber != null) {
    pull = await readPull(context, { owner: where.owner, repo: where.repo }, args.pullRequestNumber);
  } else {
    throw unprocessable('isRequired needs the pull request: pullRequestId or pullRequestNumber');
  }
  const branch = await baseBranch(context, pull);
  if (!branch?.enable_status_check) return false;
  return (branch.status_check_contexts ?? []).some((pattern) => matches(pattern, name));
}

for (const [ref, nameOf] of [
  [StatusContextRef, (c: { context?: string }) => c.context ?? ''],
  [CheckRunRef, (c: { name?: string }) => c.name ?? ''],
] as const) {
  builder.objectFields(ref as typeof StatusContextRef, (t) => ({
    isRequired: t.boolean({
      nullable: false,
      description: 'Whether this check is required to pass before the pull request can be merged.',
      args: { pullRequestId: t.arg.id(), pullRequestNumber: t.arg.int() },
      resolve: (check, args, context) =>
        isRequired(context, check, nameOf(check as never), {
          pullRequestId: args.pullRequestId == null ? null : String(args.pullRequestId),
          pullRequestNumber: args.pullRequestNumber,
        }),
    }),
  }));
}
