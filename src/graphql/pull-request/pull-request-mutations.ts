// createPullReview (spec: op 13): a review with an event and line comments.

import { createPullReview } from '../../forge/endpoints/pulls.js';
import type { CreatePullReviewComment } from '../../forge/types.js';
import { builder } from '../builder.js';
import { mutationErrors } from '../common/mutation.js';
import { NotFoundGatewayError, ValidationGatewayError } from '../errors.js';
import { invalid, opt, repositoryFields, repositoryOf, requireText } from '../inputs.js';
import { issueKey, nodeKey } from '../loaders.js';
import { PullRequestRef } from './pull-request.js';
import { PullReviewRef, withPullKey } from './pull-review.js';

export const PullReviewEvent = builder.enumType('PullReviewEvent', {
  description: 'What a new review does (facts §13).',
  values: {
    APPROVED: { description: 'approve; a body is optional; not allowed on one’s own pull request' },
    REQUEST_CHANGES: { description: 'ask for changes; needs a body; not allowed on one’s own pull request' },
    COMMENT: { description: 'comment only; needs a body or at least one line comment' },
    PENDING: { description: 'keep the review as a draft; needs a body' },
  },
});

export const PullReviewCommentInput = builder.inputType('PullReviewCommentInput', {
  description: 'A comment on one line of the diff (spec: op 13 `comments`).',
  fields: (t) => ({
    path: t.string({ required: true, description: 'the file’s path in the tree' }),
    body: t.string({ required: true }),
    newPosition: t.int({ description: 'line in the new file; 0 or absent when commenting on an old line' }),
    oldPosition: t.int({ description: 'line in the old file; wins over newPosition when above 0' }),
  }),
});

interface ReviewInput {
  event?: 'APPROVED' | 'REQUEST_CHANGES' | 'COMMENT' | 'PENDING' | null;
  body?: string | null;
  comments?:
    | readonly { path: string; body: string; newPosition?: number | null; oldPosition?: number | null }[]
    | null;
}

/** facts §13: the body rules of each event, which the forge would refuse with 422. */
function checkReviewBody(input: ReviewInput): void {
  const hasBody = Boolean(input.body?.trim());
  const event = input.event ?? 'PENDING';
  if (hasBody) return;
  if (event === 'REQUEST_CHANGES' || event === 'PENDING') {
    throw invalid(`a ${event} review needs a body`, 'body');
  }
  if (event === 'COMMENT' && !input.comments?.length) {
    throw invalid('a COMMENT review needs a body or a line comment', 'body');
  }
}

function commentsOf(input: ReviewInput): CreatePullReviewComment[] | undefined {
  return input.comments?.map((comment, index) => {
    const field = `comments[${index}]`;
    // spec: op 13: a line number, or 0 when that side is unused
    if ((comment.newPosition ?? 0) < 0) throw invalid('lines are numbered from 1', `${field}.newPosition`);
    if ((comment.oldPosition ?? 0) < 0) throw invalid('lines are numbered from 1', `${field}.oldPosition`);
    return {
      path: requireText(comment.path, `${field}.path`),
      body: requireText(comment.body, `${field}.body`),
      new_position: opt(comment.newPosition),
      old_position: opt(comment.oldPosition),
    };
  });
}

// spec: op 13 errors (not found, validation)
const reviewErrors = mutationErrors('CreatePullReview', [NotFoundGatewayError, ValidationGatewayError]);

builder.relayMutationField(
  'createPullReview',
  {
    description: 'spec: op 13 (CreatePullReviewOptions)',
    inputFields: (t) => ({
      ...repositoryFields(t),
      number: t.int({ required: true, description: 'the pull request' }),
      event: t.field({ type: PullReviewEvent, description: 'PENDING when absent' }),
      body: t.string(),
      commitId: t.string({ description: 'the commit reviewed; the head commit when absent' }),
      comments: t.field({ type: [PullReviewCommentInput] }),
    }),
  },
  {
    description: 'Reviews a pull request, with line comments (spec: op 13).',
    nullable: false,
    errors: reviewErrors.option,
    resolve: (_root, { input }, context) =>
      reviewErrors.run(context, async () => {
        const repository = repositoryOf(input);
        if (input.number < 1) throw invalid('pull request numbers start at 1', 'number');
        checkReviewBody(input);
        const { data } = await createPullReview(
          context.forge,
          { ...repository, index: input.number },
          {
            event: opt(input.event),
            body: opt(input.body),
            commit_id: opt(input.commitId),
            comments: commentsOf(input),
          },
        );
        const pullRequest = issueKey(repository.owner, repository.repo, input.number);
        return { pullReview: withPullKey(data, pullRequest), pullRequest };
      }),
  },
  {
    description: 'The new review.',
    outputFields: (t) => ({
      pullReview: t.field({ type: PullReviewRef, nullable: false, resolve: (payload) => payload.pullReview }),
      pullRequest: t.field({
        type: PullRequestRef,
        description: 'the reviewed pull request (read only when selected)',
        resolve: (payload, _args, context) => nodeKey(context, payload.pullRequest),
      }),
    }),
  },
);
