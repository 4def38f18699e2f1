// Branch.aheadBy / behindBy: how far a branch has moved from a base, from the forge's compare route
// (Gitea has no ahead/behind in its branch answer). Each count is one compare of the two names, asked
// without file lists or signature checks; the branches of a page are compared in parallel, and a
// count asked twice in a request (or `compare` with the same names) is one call.

import { builder } from '../kit/builder.js';
import type { Context } from '../kit/context.js';
import { readsForge } from '../kit/forge-calls.js';
import { FORGE_NUMBER } from '../kit/forge-numbers.js';
import { nodeKey, repoKey } from '../kit/loaders.js';
import { RepositoryRef } from '../kit/refs/repository.js';
import { toInt64 } from '../kit/values.js';
import { BranchRef, type BranchValue } from './branch.js';
import { readComparison } from './commit-history.js';

const BARE = { stat: false, verification: false, files: false };

/** The repository's default branch: one repository read, shared with every other use in the request. */
async function defaultBranchOf(context: Context, branch: BranchValue): Promise<string> {
  const repository = await RepositoryRef.getDataloader(context).load(
    nodeKey(context, repoKey(branch.owner, branch.repo)),
  );
  return repository.default_branch;
}

/** How many commits `head` has that `base` lacks (the compare's total_commits); none, uncalled, for one name. */
async function commitsMissing(context: Context, branch: BranchValue, base: string, head: string) {
  if (base === head) return 0;
  const repository = { owner: branch.owner, repo: branch.repo };
  const comparison = await readComparison(context, repository, base, head, BARE);
  return toInt64(comparison.totalCommits);
}

const COST =
  'One `GET /repos/{owner}/{repo}/compare/{base}...{head}` per branch (the branches of a page in parallel; none for `base` itself), plus one repository read for the default branch when `base` is absent. A forge before Gitea 1.22 lacks the route: NOT_SUPPORTED.';

builder.objectFields(BranchRef, (t) => {
  const base = t.arg.string({
    description: 'A branch, tag or commit sha; the repository’s default branch when absent.',
  });
  const count = (direction: 'ahead' | 'behind') =>
    t.field({
      type: 'BigInt',
      args: { base },
      extensions: { [FORGE_NUMBER]: 'BigInt', ...readsForge() },
      description:
        direction === 'ahead'
          ? `Commits of this branch that \`base\` lacks. ${COST}`
          : `Commits of \`base\` that this branch lacks. ${COST}`,
      resolve: async (branch, args, context) => {
        const against = args.base ?? (await defaultBranchOf(context, branch));
        const name = branch.branch.name;
        return direction === 'ahead'
          ? commitsMissing(context, branch, against, name)
          : commitsMissing(context, branch, name, against);
      },
    });
  return { aheadBy: count('ahead'), behindBy: count('behind') };
});
