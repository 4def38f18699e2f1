// Review requests withdrawn, reviews deleted and dismissals undone (routers/api/v1/repo/pull_review.go
// DeleteReviewRequests, DeletePullReview, UnDismissPullReview), one forge write each.

import {
  deletePullReview,
  deletePullReviewRequests,
  undismissPullReview,
} from '../../forge/endpoints/index.js';
import { TimelineItemRef } from '../issue/timeline.js';
import { encodeGlobalID } from '../kit/global-id.js';
import { requiredId } from '../kit/inputs.js';
import { defineMutation } from '../kit/mutation.js';
import { deletedFrom } from '../kit/mutation-deletion.js';
import { PullRequestRef } from '../kit/refs/pull-request.js';
import { PullReviewCommentRef, PullReviewRef, withPullKey } from './pull-review.js';
import {
  pullRequestAfterWrite,
  reviewOf,
  reviewPayloadFields,
  reviewRequestFields,
  reviewRequestOf,
} from './pull-review-mutations.js';

const CHANGES = [PullReviewRef, PullReviewCommentRef, PullRequestRef, TimelineItemRef];

defineMutation('removeReviewRequests', {
  on: 'repository',
  input: 'PullReviewRequestOptions',
  inputFields: reviewRequestFields,
  description:
    'Withdraws review requests of people or teams (DELETE .../pulls/{index}/requested_reviewers, 204). One call. Someone not asked is skipped. NotFoundError names an unknown user or team; ValidationError (422) when the caller is neither a writer, the author nor the reviewer; ForbiddenError (403) on a closed pull request.',
  changes: CHANGES,
  write: async (input, context, repository) => {
    const { args, body, pullRequest } = reviewRequestOf(input, repository);
    await deletePullReviewRequests(context.forge, args, body);
    return { pullRequest };
  },
  payload: 'The pull request.',
  outputFields: (t) => ({ pullRequest: pullRequestAfterWrite(t) }),
});

defineMutation('deletePullReview', {
  input: 'The review to delete.',
  inputFields: (t) => ({ reviewId: requiredId(t, 'The review’s `id`.') }),
  description:
    'Deletes a review, e.g. a pending one (DELETE .../pulls/{index}/reviews/{id}, 204). One call. Only its author and site administrators may (ForbiddenError).',
  changes: CHANGES,
  write: async (input, context) => {
    const { pullKey, ...args } = reviewOf(String(input.reviewId), 'reviewId');
    await deletePullReview(context.forge, args);
    return { deletedId: encodeGlobalID('PullReview', `${pullKey}/${args.id}`), pullRequest: pullKey };
  },
  payload: 'The deleted review’s id (to drop it from a client cache) and its pull request.',
  outputFields: (t) =>
    deletedFrom(t, 'deletedPullReviewId', [
      'pullRequest',
      PullRequestRef,
      'Read after the write, only when selected.',
    ]),
});

defineMutation('undismissPullReview', {
  input: 'The dismissed review.',
  inputFields: (t) => ({
    reviewId: t.id({
      required: true,
      description: 'The `id` of a dismissed APPROVED or REQUEST_CHANGES review.',
    }),
  }),
  description:
    'Undoes the dismissal of a review, which counts again (POST .../pulls/{index}/reviews/{id}/undismissals, 200). One call. ForbiddenError (403) unless the caller administers the repository, or when the review is not an approval or change request, or the pull request is closed.',
  changes: CHANGES,
  write: async (input, context) => {
    const { pullKey, ...args } = reviewOf(String(input.reviewId), 'reviewId');
    const { data } = await undismissPullReview(context.forge, args);
    return { pullReview: withPullKey(data, pullKey), pullRequest: pullKey };
  },
  payload: 'The review and its pull request.',
  outputFields: reviewPayloadFields,
});
