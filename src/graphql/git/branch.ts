// Branch (Gitea: Branch) as a Node keyed by repository + name, and the Repository fields
// `branches` (GET /repos/{owner}/{repo}/branches), `branch(name)` (GET .../branches/{branch}) and
// `defaultBranchRef` (the default branch named by the repository: one branch read).

import { getBranch, listBranches } from '../../forge/endpoints/index.js';
import { ForgeError } from '../../forge/errors.js';
import type { Branch } from '../../forge/types/git.js';
import { builder } from '../kit/builder.js';
import { fromPayloadCommit } from '../kit/commit-value.js';
import { connectionType } from '../kit/connection-type.js';
import { readsForge } from '../kit/forge-calls.js';
import { forgeNumberField } from '../kit/forge-numbers.js';
import { listConnection, listField } from '../kit/paged-field.js';
import { RepositoryRef, repoRefOf } from '../kit/refs/repository.js';
import { repositoryList } from '../repository/repository-list.js';
import { CommitRef } from './commit.js';
import { loadRef, type NamedRefValue, namedRefFields, namedRefNode, refByName } from './named-ref.js';

export const BranchRef = namedRefNode('Branch', 'branch', getBranch);

BranchRef.implement({
  description:
    'A branch of a repository with its head commit and protection (Gitea: Branch). A refetch by id is one read of `GET /repos/{owner}/{repo}/branches/{branch}`.',
  fields: (t) => ({
    target: t.field({
      type: CommitRef,
      description:
        'The head commit. Its message, author and signature check come with the branch; its other fields take one commit read.',
      resolve: (b) => (b.branch.commit ? fromPayloadCommit(b, b.branch.commit) : null),
    }),
    protected: t.boolean({
      nullable: false,
      description: 'Whether a branch protection rule covers it.',
      resolve: (b) => b.branch.protected === true,
    }),
    requiredApprovals: forgeNumberField(t, 'Int', (b) => b.branch.required_approvals ?? 0, {
      description:
        'Approvals a pull request into it needs; 0 when unprotected; null with UPSTREAM_ERROR when the forge sent no 32-bit whole number.',
    }),
    enableStatusCheck: t.boolean({
      nullable: false,
      description: 'Whether its protection requires status checks to pass before a merge.',
      resolve: (b) => b.branch.enable_status_check === true,
    }),
    statusCheckContexts: t.stringList({
      nullable: false,
      description: 'The status checks that must pass.',
      resolve: (b) => b.branch.status_check_contexts ?? [],
    }),
    userCanPush: t.boolean({
      description:
        'Whether the caller may push to it (the forge says true to anonymous callers of an unprotected branch).',
      resolve: (b) => b.branch.user_can_push ?? null,
    }),
    userCanMerge: t.boolean({
      description: 'Whether the caller may merge pull requests into it.',
      resolve: (b) => b.branch.user_can_merge ?? null,
    }),
    effectiveBranchProtectionName: t.string({
      description: 'The protection rule that applies (a name or a glob); null when none does.',
      resolve: (b) => b.branch.effective_branch_protection_name || null,
    }),
    ...namedRefFields(t, 'branch', 'The branch’s name, e.g. main.'),
  }),
});

/** A branch as the forge answered it, with the repository it belongs to. */
export type BranchValue = NamedRefValue<'branch', Branch>;

export const BranchConnection = connectionType(BranchRef, 'Branch');

const branches = repositoryList<Branch, BranchValue>(
  listBranches,
  (branch, ref): BranchValue => ({ ...ref, branch }),
);

builder.objectFields(RepositoryRef, (t) => ({
  branches: listConnection(
    t,
    BranchConnection,
    listField(branches, repoRefOf),
    'Branches, the newest head commit first (GET /repos/{owner}/{repo}/branches): one call per page, head commits embedded.',
  ),
  branch: t.field(
    refByName(
      t,
      BranchRef,
      'A branch by name (GET /repos/{owner}/{repo}/branches/{branch}): one call.',
      'The branch’s name, e.g. main.',
    ),
  ),
  defaultBranchRef: t.field({
    extensions: readsForge(),
    type: BranchRef,
    description:
      'The default branch (one read of GET /repos/{owner}/{repo}/branches/{branch}); null for a repository without commits, at no cost.',
    resolve: async (repository, _args, context) => {
      if (repository.empty || !repository.default_branch) return null;
      try {
        return await loadRef(context, BranchRef, repoRefOf(repository), repository.default_branch);
      } catch (error) {
        // The default branch of a repository whose first push is pending does not exist yet.
        if (error instanceof ForgeError && error.kind === 'not-found') return null;
        throw error;
      }
    },
  }),
}));
