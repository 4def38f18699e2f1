// createPullRequest and updatePullRequest: one forge write each. The forge marks a draft by a
// work-in-progress prefix of the title (Gitea's WORK_IN_PROGRESS_PREFIXES, "WIP:" first), so a
// draft is created with that prefix.

import { createPullRequest, editPullRequest } from '../../../forge/endpoints/index.js';
import {
  inputRepositoryAt,
  labelIdsOf,
  loginsOf,
  milestoneOf,
  pullAt,
  refuseField,
  repositoryAt,
} from './at.js';
import { answerAs, defineMutation } from './define.js';

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

/** The title a pull request is created with: a draft's marked with the work-in-progress prefix. */
function titleOf(title: string, draft: boolean | null | undefined) {
  return draft && !WORK_IN_PROGRESS.test(title) ? `WIP: ${title}` : title;
}

defineMutation('createPullRequest', {
  at: inputRepositoryAt,
  write: (context, at, input) =>
    createPullRequest(context.forge, at, {
      base: input.baseRefName,
      head: headOf(at, input.headRefName, input.headRepositoryId),
      title: titleOf(input.title, input.draft),
      body: input.body ?? undefined,
      allow_maintainer_edit: input.maintainerCanModify ?? true,
    }),
  answer: answerAs('pullRequest', 'PullRequest'),
});

defineMutation('updatePullRequest', {
  at: (input) => {
    if (input.projectIds?.length) refuseField('projectIds', 'the forge has no projects a pull request joins');
    return pullAt(input.pullRequestId);
  },
  write: (context, at, input) =>
    editPullRequest(context.forge, at, {
      title: input.title ?? undefined,
      body: input.body ?? undefined,
      base: input.baseRefName ?? undefined,
      state: input.state ? input.state.toLowerCase() : undefined,
      assignees: input.assigneeIds ? loginsOf(input.assigneeIds) : undefined,
      labels: input.labelIds ? labelIdsOf(input.labelIds) : undefined,
      milestone: milestoneOf(input.milestoneId),
      allow_maintainer_edit: input.maintainerCanModify ?? undefined,
    }),
  answer: answerAs('pullRequest', 'PullRequest'),
});
