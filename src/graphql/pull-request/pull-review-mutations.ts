// requestReviewers, submitPullReview and dismissPullReview (routers/api/v1/repo/pull_review.go
// CreateReviewRequests, SubmitPullReview, DismissPullReview). A review is named by its global id,
// which carries the repository, the pull request's number and the review's id.

import {
  createPullReviewRequests,
  dismissPullReview,
  submitPullReview,
} from '../../forge/endpoints/pull-reviews.js';
import { builder } from '../builder.js';
import { mutationErrors } from '../common/mutation.js';
import type { Context } from '../context.js';
import { ForbiddenGatewayError, NotFoundGatewayError, ValidationGatewayError } from '../errors.js';
import { decodeGlobalID } from '../global-id.js';
import { invalid, opt, repositoryFields, repositoryOf, requireText } from '../inputs.js';
import { issueKey, nodeKey, splitIssueKey } from '../loaders.js';
import { PullRequestRef } from './pull-request.js';
import { PullReviewCommentRef, PullReviewRef, withPullKey } from './pull-review.js';

/** The review a global PullReview id names, or a ValidationError on `field` (no forge call). */
function reviewOf(id: string, field: string) {
  let decoded: { typename: string; id: string };
  try {
    decoded = decodeGlobalID(id);
  } catch {
    throw invalid(`${JSON.stringify(id)} is not an ID this API gave out`, field);
  }
  const slash = decoded.id.lastIndexOf('/');
  const reviewId = Number(decoded.id.slice(slash + 1));
  if (decoded.typename !== 'PullReview' || slash < 0 || !Number.isInteger(reviewId)) {
    throw invalid('the ID is not the ID of a PullReview', field);
  }
  const pullKey = decoded.id.slice(0, slash);
  return { ...splitIssueKey(pullKey), id: reviewId, pullKey };
}

/** Reviews changed: this request's reads of them are stale. */
function forgetReviews(context: Context) {
  PullReviewRef.getDataloader(context).clearAll();
  PullReviewCommentRef.getDataloader(context).clearAll();
}

// ---- requestReviewers ----

const requestErrors = mutationErrors('RequestReviewers', [
  NotFoundGatewayError,
  ForbiddenGatewayError,
  ValidationGatewayError,
]);

builder.relayMutationField(
  'requestReviewers',
  {
    description: 'PullReviewRequestOptions',
    inputFields: (t) => ({
      ...repositoryFields(t),
      number: t.int({ required: true }),
      reviewers: t.stringList({ description: 'logins or emails' }),
      teamReviewers: t.stringList({ description: 'team names, for organization repositories' }),
    }),
  },
  {
    description:
      'Asks people or teams to review a pull request (POST .../pulls/{index}/requested_reviewers, 201). One call. Someone already asked is not asked twice. NotFoundError names an unknown user or team; ValidationError (422) when a reviewer cannot read the repository or is the author; ForbiddenError (403) on a closed pull request.',
    nullable: false,
    errors: requestErrors.option,
    resolve: (_root, { input }, context) =>
      requestErrors.run(context, async () => {
        const repository = repositoryOf(input);
        if (input.number < 1) throw invalid('pull request numbers start at 1', 'number');
        const reviewers = input.reviewers?.map((r, i) => requireText(r, `reviewers[${i}]`)) ?? [];
        const teams = input.teamReviewers?.map((r, i) => requireText(r, `teamReviewers[${i}]`)) ?? [];
        if (reviewers.length + teams.length === 0)
          throw invalid('name at least one reviewer or team', 'reviewers');
        const args = { ...repository, index: input.number };
        const pullRequest = issueKey(repository.owner, repository.repo, input.number);
        const { data } = await createPullReviewRequests(context.forge, args, {
          reviewers: opt(input.reviewers) ? reviewers : undefined,
          team_reviewers: opt(input.teamReviewers) ? teams : undefined,
        });
        forgetReviews(context);
        return {
          reviewRequests: (Array.isArray(data) ? data : []).map((r) => withPullKey(r, pullRequest)),
          pullRequest,
        };
      }),
  },
  {
    description: 'The new review requests and the pull request.',
    outputFields: (t) => ({
      reviewRequests: t.field({
        type: [PullReviewRef],
        nullable: false,
        description: 'one REQUEST_REVIEW review per newly asked reviewer',
        resolve: (payload) => payload.reviewRequests,
      }),
      pullRequest: t.field({
        type: PullRequestRef,
        description: 'read after the write, only when selected',
        resolve: (payload, _args, context) => nodeKey(context, payload.pullRequest),
      }),
    }),
  },
);

// ---- submitPullReview ----

export const SubmitPullReviewEvent = builder.enumType('SubmitPullReviewEvent', {
  description: 'What submitting a pending review makes of it.',
  values: {
    APPROVED: { description: 'approve; not allowed on one’s own pull request' },
    REQUEST_CHANGES: { description: 'ask for changes; needs a body' },
    COMMENT: { description: 'comment only; needs a body unless the review has line comments' },
  } as const,
});

const submitErrors = mutationErrors('SubmitPullReview', [NotFoundGatewayError, ValidationGatewayError]);

builder.relayMutationField(
  'submitPullReview',
  {
    description: 'SubmitPullReviewOptions',
    inputFields: (t) => ({
      reviewId: t.id({ required: true, description: 'the `id` of the caller’s PENDING review' }),
      event: t.field({ type: SubmitPullReviewEvent, required: true }),
      body: t.string(),
    }),
  },
  {
    description:
      'Submits the caller’s pending review (POST .../pulls/{index}/reviews/{id}, 200). One call. ValidationError (422) when the review is not pending or the event is not allowed; NotFoundError for a review the caller cannot see.',
    nullable: false,
    errors: submitErrors.option,
    resolve: (_root, { input }, context) =>
      submitErrors.run(context, async () => {
        const { pullKey, ...args } = reviewOf(String(input.reviewId), 'reviewId');
        if (input.event === 'REQUEST_CHANGES' && !input.body?.trim()) {
          throw invalid('a REQUEST_CHANGES review needs a body', 'body');
        }
        const { data } = await submitPullReview(context.forge, args, {
          event: input.event,
          body: opt(input.body),
        });
        forgetReviews(context);
        return { pullReview: withPullKey(data, pullKey), pullRequest: pullKey };
      }),
  },
  {
    description: 'The submitted review and its pull request.',
    outputFields: (t) => ({
      pullReview: t.field({ type: PullReviewRef, nullable: false, resolve: (payload) => payload.pullReview }),
      pullRequest: t.field({
        type: PullRequestRef,
        description: 'read after the write, only when selected',
        resolve: (payload, _args, context) => nodeKey(context, payload.pullRequest),
      }),
    }),
  },
);

// ---- dismissPullReview ----

const dismissErrors = mutationErrors('DismissPullReview', [
  NotFoundGatewayError,
  ForbiddenGatewayError,
  ValidationGatewayError,
]);

builder.relayMutationField(
  'dismissPullReview',
  {
    description: 'DismissPullReviewOptions',
    inputFields: (t) => ({
      reviewId: t.id({ required: true, description: 'the `id` of an APPROVED or REQUEST_CHANGES review' }),
      message: t.string({ description: 'why it is dismissed' }),
      priors: t.boolean({ description: 'dismiss the reviewer’s earlier approvals and change requests too' }),
    }),
  },
  {
    description:
      'Dismisses a review (POST .../pulls/{index}/reviews/{id}/dismissals, 200). One call. ForbiddenError (403) unless the caller administers the repository, or when the review is not an approval or change request, or the pull request is closed.',
    nullable: false,
    errors: dismissErrors.option,
    resolve: (_root, { input }, context) =>
      dismissErrors.run(context, async () => {
        const { pullKey, ...args } = reviewOf(String(input.reviewId), 'reviewId');
        const { data } = await dismissPullReview(context.forge, args, {
          message: opt(input.message),
          priors: opt(input.priors),
        });
        forgetReviews(context);
        return { pullReview: withPullKey(data, pullKey), pullRequest: pullKey };
      }),
  },
  {
    description: 'The dismissed review and its pull request.',
    outputFields: (t) => ({
      pullReview: t.field({ type: PullReviewRef, nullable: false, resolve: (payload) => payload.pullReview }),
      pullRequest: t.field({
        type: PullRequestRef,
        description: 'read after the write, only when selected',
        resolve: (payload, _args, context) => nodeKey(context, payload.pullRequest),
      }),
    }),
  },
);
