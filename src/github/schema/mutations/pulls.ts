// Pull request mutations: closePullRequest, reopenPullRequest, mergePullRequest and
// addPullRequestReview (its `event` submits the review at once, as GitHub does).

import {
  createPullReview,
  editPullRequest,
  getPullRequest,
  mergePullRequest,
} from '../../../forge/endpoints/index.js';
import type { PullRequest, PullReview } from '../../../forge/types/index.js';
import type { GithubContext } from '../../context.js';
import { inRepo } from '../shapes.js';
import { inputPullAt, type Numbered } from './at.js';
import { answerAs, defineMutation } from './define.js';

/** GitHub's review events as the forge's (DISMISS is not an event of a new review on the forge). */
export const REVIEW_EVENT: Record<string, 'APPROVED' | 'REQUEST_CHANGES' | 'COMMENT'> = {
  APPROVE: 'APPROVED',
  REQUEST_CHANGES: 'REQUEST_CHANGES',
  COMMENT: 'COMMENT',
};

/** A review as the face answers it: where it lives, with its pull request's number. */
export const reviewShape = (at: Numbered, review: PullReview) => ({
  ...inRepo('PullRequestReview', at, review),
  pullNumber: at.index,
});

/** closePullRequest and reopenPullRequest: the pull request's state set on the forge. */
function stateMutation(name: 'closePullRequest' | 'reopenPullRequest', state: 'open' | 'closed') {
  defineMutation(name, {
    at: inputPullAt,
    write: (context, at) => editPullRequest(context.forge, at, { state }),
    answer: answerAs('pullRequest', 'PullRequest'),
  });
}
stateMutation('closePullRequest', 'closed');
stateMutation('reopenPullRequest', 'open');

/** The pull request as the forge has it after a write. */
export async function pullAfter(context: GithubContext, at: Numbered) {
  const response = await getPullRequest(context.forge, at);
  return inRepo('PullRequest', at, response.data as PullRequest);
}

/** `answer` of a write that answers no pull request: the pull request read after it. */
export const answerPullAfter = async (_written: unknown, at: Numbered, context: GithubContext) => ({
  pullRequest: await pullAfter(context, at),
});

/** `answer` of a write that answers a review: the review. */
export const answerReview = (response: { data: unknown }, at: Numbered) => ({
  pullRequestReview: reviewShape(at, response.data as PullReview),
});

defineMutation('mergePullRequest', {
  at: inputPullAt,
  write: (context, at, input) =>
    mergePullRequest(context.forge, at, {
      Do: (input.mergeMethod ?? 'MERGE').toLowerCase() as 'merge',
      MergeTitleField: input.commitHeadline ?? undefined,
      MergeMessageField: input.commitBody ?? undefined,
      head_commit_id: input.expectedHeadOid ?? undefined,
    }),
  // read after the write: the merged pull request as the forge now has it
  answer: answerPullAfter,
});

defineMutation('addPullRequestReview', {
  at: inputPullAt,
  write: (context, at, input) =>
    createPullReview(context.forge, at, {
      body: input.body ?? undefined,
      commit_id: input.commitOID ?? undefined,
      event: input.event ? REVIEW_EVENT[input.event] : undefined,
    } as never),
  answer: answerReview,
});
