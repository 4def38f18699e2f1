// createPullRequest and updatePullRequest: one forge write each. The forge marks a draft by a
// work-in-progress prefix of the title (Gitea's WORK_IN_PROGRESS_PREFIXES, "WIP:" first), so a
// draft is created with that prefix.

import { createPullRequest, editPullRequest } from '../../../forge/endpoints/index.js';
import type { PullRequest } from '../../../forge/types/index.js';
import { PullRequestUpdateStateEnum } from '../enums.js';
import { PullRequestRef } from '../refs.js';
import { inRepo } from '../shapes.js';
import { labelIdsOf, loginsOf, milestoneOf, pullAt, refuseField, repositoryAt } from './at.js';
import { defineMutation, viewerActor } from './define.js';

const WORK_IN_PROGRESS = /^\s*(\[WIP\]|WIP:)/i;

/** The forge's `head` for a branch of a fork: `owner:branch`, the owner's fork of the base (Gitea's parseCompareInfo). */
function headOf(
  base: { owner: string; repo: string },
  branch: string,
  headRepositoryId?: string | number | null,
) {
  if (!headRepositoryId || branch.includes(':')) return branch;
  const head = repositoryAt(headRepositoryId);
  if (head.owner === base.owner && head.repo === base.repo) return branch;
  return `${head.owner}:${branch}`;
}

defineMutation('createPullRequest', {
  description: 'Create a new pull request',
  input: (t) => ({
    baseRefName: t.string({ required: true }),
    body: t.string(),
    draft: t.boolean({ defaultValue: false }),
    headRefName: t.string({ required: true }),
    headRepositoryId: t.id(),
    maintainerCanModify: t.boolean({ defaultValue: true }),
    repositoryId: t.id({ required: true }),
    title: t.string({ required: true }),
  }),
  payload: { pullRequest: PullRequestRef },
  resolve: async (input, context) => {
    const at = repositoryAt(input.repositoryId);
    const title = input.draft && !WORK_IN_PROGRESS.test(input.title) ? `WIP: ${input.title}` : input.title;
    const response = await createPullRequest(context.forge, at, {
      base: input.baseRefName,
      head: headOf(at, input.headRefName, input.headRepositoryId),
      title,
      body: input.body ?? undefined,
      allow_maintainer_edit: input.maintainerCanModify ?? true,
    });
    return { pullRequest: inRepo('PullRequest', at, response.data as PullRequest) };
  },
});

defineMutation('updatePullRequest', {
  description: 'Update a pull request',
  input: (t) => ({
    assigneeIds: t.idList(),
    baseRefName: t.string(),
    body: t.string(),
    labelIds: t.idList(),
    maintainerCanModify: t.boolean(),
    milestoneId: t.id(),
    projectIds: t.idList(),
    pullRequestId: t.id({ required: true }),
    state: t.field({ type: PullRequestUpdateStateEnum }),
    title: t.string(),
  }),
  payload: { actor: viewerActor, pullRequest: PullRequestRef },
  resolve: async (input, context) => {
    if (input.projectIds?.length) refuseField('projectIds', 'the forge has no projects a pull request joins');
    const at = pullAt(input.pullRequestId);
    const response = await editPullRequest(context.forge, at, {
      title: input.title ?? undefined,
      body: input.body ?? undefined,
      base: input.baseRefName ?? undefined,
      state: input.state ? input.state.toLowerCase() : undefined,
      assignees: input.assigneeIds ? loginsOf(input.assigneeIds) : undefined,
      labels: input.labelIds ? labelIdsOf(input.labelIds) : undefined,
      milestone: milestoneOf(input.milestoneId),
      allow_maintainer_edit: input.maintainerCanModify ?? undefined,
    });
    return { pullRequest: inRepo('PullRequest', at, response.data as PullRequest) };
  },
});
