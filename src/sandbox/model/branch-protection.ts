// Branch protection rules (Gitea's models/git/protected_branch.go), kept beside the store: the
// branch routes read them (a protected branch cannot be deleted, its push and merge rights).

import { Access, type AccessMode, type UserRec } from './records.js';
import type { Store } from './store.js';

export interface ProtectedBranchRec {
  id: number;
  repoId: number;
  /** a branch name or a glob such as `release/*` */
  ruleName: string;
  enablePush: boolean;
  /** when set, only these users may push (Gitea's push whitelist) */
  pushWhitelistUserIds: number[] | null;
  whitelistDeployKeys: boolean;
  enableMergeWhitelist: boolean;
  mergeWhitelistUserIds: number[];
  requiredApprovals: number;
  enableApprovalsWhitelist: boolean;
  approvalsWhitelistUserIds: number[];
  enableStatusCheck: boolean;
  statusCheckContexts: string[];
  blockOnRejectedReviews: boolean;
  blockOnOfficialReviewRequests: boolean;
  blockOnOutdatedBranch: boolean;
  dismissStaleApprovals: boolean;
  ignoreStaleApprovals: boolean;
  requireSignedCommits: boolean;
  /** `;`-separated globs of files no push may change */
  protectedFilePatterns: string;
  unprotectedFilePatterns: string;
  createdAt: Date;
  updatedAt: Date;
}

/** A rule with the table's zero values (models/git/protected_branch.go), then the given fields. */
export function newProtectionRule(
  fields: Pick<ProtectedBranchRec, 'id' | 'repoId' | 'ruleName' | 'createdAt'> & Partial<ProtectedBranchRec>,
): ProtectedBranchRec {
  return {
    enablePush: false,
    pushWhitelistUserIds: null,
    whitelistDeployKeys: false,
    enableMergeWhitelist: false,
    mergeWhitelistUserIds: [],
    requiredApprovals: 0,
    enableApprovalsWhitelist: false,
    approvalsWhitelistUserIds: [],
    enableStatusCheck: false,
    statusCheckContexts: [],
    blockOnRejectedReviews: false,
    blockOnOfficialReviewRequests: false,
    blockOnOutdatedBranch: false,
    dismissStaleApprovals: false,
    ignoreStaleApprovals: false,
    requireSignedCommits: false,
    protectedFilePatterns: '',
    unprotectedFilePatterns: '',
    updatedAt: fields.createdAt,
    ...fields,
  };
}

const rulesByStore = new WeakMap<Store, ProtectedBranchRec[]>();

/** The protection rules of a sandbox (one list per store). */
export function branchProtections(store: Store): ProtectedBranchRec[] {
  let rules = rulesByStore.get(store);
  if (!rules) {
    rules = [];
    rulesByStore.set(store, rules);
  }
  return rules;
}

/** gobwas/glob with `/` as separator, as Gitea compiles rule names: `*` stays within a segment. */
function globMatches(pattern: string, name: string): boolean {
  const source = pattern
    .split('**')
    .map((part) =>
      part
        .split('*')
        .map((text) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^/]*'),
    )
    .join('.*');
  return new RegExp(`^${source}$`).test(name);
}

/** GetFirstMatchProtectedBranchRule: an exact name wins, then the first glob that matches. */
export function protectionFor(store: Store, repoId: number, branch: string): ProtectedBranchRec | null {
  const rules = branchProtections(store).filter((rule) => rule.repoId === repoId);
  return (
    rules.find((rule) => rule.ruleName === branch) ??
    rules.find((rule) => rule.ruleName !== branch && globMatches(rule.ruleName, branch)) ??
    null
  );
}

/** ProtectedBranch.CanUserPush: pushing is off, or limited to the whitelist, or open to writers. */
export function canPush(rule: ProtectedBranchRec | null, user: UserRec | null, mode: AccessMode): boolean {
  if (!user) return rule === null; // convert.ToBranch leaves the defaults: true unprotected, false protected
  if (mode < Access.write) return false;
  if (!rule) return true;
  if (!rule.enablePush) return false;
  return rule.pushWhitelistUserIds === null || rule.pushWhitelistUserIds.includes(user.id);
}

/** IsUserMergeWhitelisted without a merge whitelist: writers may merge. */
export function canMerge(rule: ProtectedBranchRec | null, user: UserRec | null, mode: AccessMode): boolean {
  if (!user) return rule === null;
  return mode >= Access.write;
}
