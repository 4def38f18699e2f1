// DELETE /repos/{owner}/{repo}/git/refs/heads/{branch}: what `gh pr merge --delete-branch` sends once
// the pull request is merged. The forge deletes a branch through its branches route.

import { deleteBranch } from '../../../forge/endpoints/index.js';
import type { RestRequest, RestRow } from '../request.js';
import { repoArgs } from './repository.js';

async function deleteHead({ forge, params }: RestRequest) {
  await deleteBranch(forge, { ...repoArgs(params), branch: params.branch ?? '' });
  return { status: 204 };
}

export const REF_ROUTES: readonly RestRow[] = [
  ['DELETE /repos/{owner}/{repo}/git/refs/heads/{branch+}', 'RestDeleteBranch', deleteHead],
];
