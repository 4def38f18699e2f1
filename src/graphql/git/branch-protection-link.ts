// `Branch.protection`: the rule that covers a branch, read by the name the branch answer names
// (effective_branch_protection_name). The rule routes are for repository admins only.

import { builder } from '../kit/builder.js';
import { BranchProtectionRef, branchProtectionOf } from '../repository/branch-protection.js';
import { BranchRef } from './branch.js';

builder.objectFields(BranchRef, (t) => ({
  protection: t.field({
    type: BranchProtectionRef,
    description:
      'The protection rule that applies (GET /repos/{owner}/{repo}/branch_protections/{name}, one call): null without a call when none does; FORBIDDEN below repository admin.',
    resolve: (b, _args, context) => {
      const name = b.branch.effective_branch_protection_name;
      return name ? branchProtectionOf(context, { owner: b.owner, repo: b.repo }, { name }) : null;
    },
  }),
}));
