// updatePullRequestBranch (POST /repos/{owner}/{repo}/pulls/{index}/update) and cancelAutoMerge
// (DELETE .../pulls/{index}/merge): Gitea's routers/api/v1/repo/pull.go UpdatePullRequest and
// CancelScheduledAutoMerge. One forge call each; the payload reads the pull request afterwards when selected.

import { cancelScheduledAutoMerge, updatePullRequest } from '../../forge/endpoints/index.js';
import { BranchRef } from '../git/branch.js';
import { explainingForbidden } from '../issue/comment-mutations.js';
import { forgeEnum } from '../kit/enum-values.js';
import { ConflictGatewayError, REFUSED_WRITE_ERRORS, RepoArchivedGatewayError } from '../kit/errors.js';
import { type InputFields, invalid, requiredInt } from '../kit/inputs.js';
import { issueKey } from '../kit/loaders.js';
import { defineMutation, type PayloadFields, readAfterWrite } from '../kit/mutation.js';
import { IssueRef } from '../kit/refs/issue.js';
import { PullRequestRef } from '../kit/refs/pull-request.js';

export const PullRequestUpdateStyle = forgeEnum('PullRequestUpdateStyle');

const numberField = (t: InputFields) => ({
  number: requiredInt(t, 'The pull request’s number.'),
});

function pullOf(number: number, repository: { owner: string; repo: string }) {
  if (number < 1) throw invalid('pull request numbers start at 1', 'number');
  return { ...repository, index: number };
}

const pullRequestField = (t: PayloadFields<{ pullRequest: string }>) => ({
  pullRequest: readAfterWrite(t, PullRequestRef, 'pullRequest', 'Read after the write, only when selected.'),
});

// UpdatePullRequest: 404, 422 merged or closed, 403 (empty body) when the caller may not push the head, 409 conflict
defineMutation('updatePullRequestBranch', {
  on: 'repository',
  input: 'The pull request and how to bring its head branch up to date.',
  inputFields: (t) => ({
    ...numberField(t),
    style: t.field({ type: PullRequestUpdateStyle, description: 'MERGE when absent' }),
  }),
  description:
    'Brings the head branch up to date with the base branch (POST /repos/{owner}/{repo}/pulls/{index}/update, 200 with no body): one call. ForbiddenError unless the caller may push to the head branch, ConflictError when the branches conflict, ValidationError for a merged or closed pull request.',
  errors: [...REFUSED_WRITE_ERRORS, ConflictGatewayError, RepoArchivedGatewayError],
  changes: [PullRequestRef, IssueRef, BranchRef],
  write: async (input, context, repository) => {
    const pull = pullOf(input.number, repository);
    await explainingForbidden('only a caller who may push to the head branch may update it', () =>
      updatePullRequest(context.forge, { ...pull, style: input.style ?? undefined }),
    );
    return { pullRequest: issueKey(pull.owner, pull.repo, pull.index) };
  },
  payload: 'The pull request whose head moved.',
  outputFields: pullRequestField,
});

// CancelScheduledAutoMerge: 404 (no pull request, or nothing scheduled), 403 neither its scheduler nor an admin, 423
defineMutation('cancelAutoMerge', {
  on: 'repository',
  input: 'The pull request whose scheduled merge to cancel.',
  inputFields: numberField,
  description:
    'Cancels a merge scheduled for when the checks pass (mergePullRequest with mergeWhenChecksSucceed; DELETE /repos/{owner}/{repo}/pulls/{index}/merge, 204): one call. NotFoundError when none is scheduled; ForbiddenError unless the caller scheduled it or administers the repository.',
  errors: [...REFUSED_WRITE_ERRORS, RepoArchivedGatewayError],
  changes: [PullRequestRef],
  write: async (input, context, repository) => {
    const pull = pullOf(input.number, repository);
    await cancelScheduledAutoMerge(context.forge, pull);
    return { pullRequest: issueKey(pull.owner, pull.repo, pull.index) };
  },
  payload: 'The pull request, no longer scheduled to merge.',
  outputFields: pullRequestField,
});
