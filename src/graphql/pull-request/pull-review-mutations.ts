// Writes to reviews (routers/api/v1/repo/pull_review.go CreatePullReview, CreateReviewRequests,
// SubmitPullReview, DismissPullReview): createPullReview, a review with an event and
// line comments; requestReviewers; submitPullReview and dismissPullReview, which name a review by its
// global id (it carries the repository, the pull request's number and the review's id).

import {
  createPullReview,
  createPullReviewRequests,
  dismissPullReview,
  submitPullReview,
} from '../../forge/endpoints/index.js';
import type { CreatePullReviewComment } from '../../forge/types/index.js';
import { TimelineItemRef } from '../issue/timeline.js';
import { builder } from '../kit/builder.js';
import { describedEnumValues } from '../kit/enum-values.js';
import { NotFoundGatewayError, ValidationGatewayError } from '../kit/errors.js';
import { decodeGlobalID } from '../kit/global-id.js';
import { inputTable } from '../kit/input-table.js';
import {
  type InputFields,
  invalid,
  opt,
  optionsOf,
  requiredId,
  requiredInt,
  requireText,
} from '../kit/inputs.js';
import { issueKey, splitIssueKey } from '../kit/loaders.js';
import {
  answered,
  defineMutation,
  type PayloadFields,
  readAfterWrite,
  writtenObject,
} from '../kit/mutation.js';
import { PullRequestRef } from '../kit/refs/pull-request.js';
import type { RepoRef } from '../kit/refs/repository.js';
import { PullReviewCommentRef, PullReviewRef, withPullKey } from './pull-review.js';

export const PullReviewEvent = builder.enumType('PullReviewEvent', {
  description: 'What a new review does.',
  values: describedEnumValues({
    APPROVED: 'Approve; a body is optional; not allowed on one’s own pull request.',
    REQUEST_CHANGES: 'Ask for changes; needs a body; not allowed on one’s own pull request.',
    COMMENT: 'Comment only; needs a body or at least one line comment.',
    PENDING: 'Keep the review as a draft; needs a body.',
  }),
});

export const PullReviewCommentInput = builder.inputType('PullReviewCommentInput', {
  description: 'A comment on one line of the diff.',
  // biome-ignore format: a table, one row a line
  fields: (t) => inputTable(t, {
    path: ['String!', 'The file’s path in the tree.'],
    body: ['String!', 'The comment, in Markdown.'],
    newPosition: ['Int', 'Line in the new file; 0 or absent when commenting on an old line.'],
    oldPosition: ['Int', 'Line in the old file; wins over newPosition when above 0.'],
  }),
});

interface ReviewInput {
  event?: 'APPROVED' | 'REQUEST_CHANGES' | 'COMMENT' | 'PENDING' | null;
  body?: string | null;
  comments?:
    | readonly { path: string; body: string; newPosition?: number | null; oldPosition?: number | null }[]
    | null;
}

/** The body rules of each event, which the forge would refuse with 422 (routers/api/v1/repo/pull_review.go). */
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
    // the forge takes a line number, or 0 when that side is unused
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

// The forge refuses with 404 (no such pull request) and 422 (the body rules, a closed pull request).
defineMutation('createPullReview', {
  on: 'repository',
  input: 'The pull request, the review’s event and body, and its line comments (CreatePullReviewOptions).',
  inputFields: (t) => ({
    number: requiredInt(t, 'The pull request.'),
    event: t.field({ type: PullReviewEvent, description: 'PENDING when absent' }),
    body: t.string({ description: 'The review’s summary, in Markdown.' }),
    commitId: t.string({ description: 'The commit reviewed; the head commit when absent.' }),
    comments: t.field({ type: [PullReviewCommentInput], description: 'Comments on lines of the diff.' }),
  }),
  description:
    'Reviews a pull request, with line comments. Forge: POST /repos/{owner}/{repo}/pulls/{index}/reviews, one call.',
  errors: [NotFoundGatewayError, ValidationGatewayError],
  changes: [PullReviewRef, PullReviewCommentRef, PullRequestRef, TimelineItemRef],
  write: async (input, context, repository) => {
    if (input.number < 1) throw invalid('pull request numbers start at 1', 'number');
    checkReviewBody(input);
    const { data } = await createPullReview(
      context.forge,
      { ...repository, index: input.number },
      {
        ...optionsOf(input, 'event', 'body', 'commitId'),
        comments: commentsOf(input),
      },
    );
    const pullRequest = issueKey(repository.owner, repository.repo, input.number);
    return { pullReview: withPullKey(data, pullRequest), pullRequest };
  },
  payload: 'The new review.',
  outputFields: (t) => ({
    pullReview: writtenObject(t, PullReviewRef, 'pullReview'),
    pullRequest: readAfterWrite(
      t,
      PullRequestRef,
      'pullRequest',
      'The reviewed pull request (read only when selected).',
    ),
  }),
});

/** The review a global PullReview id names, or a ValidationError on `field` (no forge call). */
export function reviewOf(id: string, field: string) {
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

/** The pull request a review write changed, read after it only when selected. */
export const pullRequestAfterWrite = <Shape extends { pullRequest: string }>(t: PayloadFields<Shape>) =>
  readAfterWrite(t, PullRequestRef, 'pullRequest', 'Read after the write, only when selected.');

/** A submitted or dismissed review, and its pull request read after the write. */
export const reviewPayloadFields = (
  t: PayloadFields<{ pullReview: ReturnType<typeof withPullKey>; pullRequest: string }>,
) => ({
  pullReview: writtenObject(t, PullReviewRef, 'pullReview'),
  pullRequest: pullRequestAfterWrite(t),
});

// ---- requestReviewers ----

/** Whom to ask, or to ask no longer: users by login or email, teams by name. */
export const reviewRequestFields = (t: InputFields) => ({
  number: t.int({ required: true, description: 'The pull request’s number.' }),
  reviewers: t.stringList({ description: 'Logins or emails.' }),
  teamReviewers: t.stringList({ description: 'Team names, for organization repositories.' }),
});

/** The pull request and PullReviewRequestOptions, refusing an empty request before a call. */
export function reviewRequestOf(
  input: { number: number; reviewers?: readonly string[] | null; teamReviewers?: readonly string[] | null },
  repository: RepoRef,
) {
  if (input.number < 1) throw invalid('pull request numbers start at 1', 'number');
  const reviewers = input.reviewers?.map((r, i) => requireText(r, `reviewers[${i}]`)) ?? [];
  const teams = input.teamReviewers?.map((r, i) => requireText(r, `teamReviewers[${i}]`)) ?? [];
  if (reviewers.length + teams.length === 0) throw invalid('name at least one reviewer or team', 'reviewers');
  return {
    args: { ...repository, index: input.number },
    body: {
      reviewers: opt(input.reviewers) ? reviewers : undefined,
      team_reviewers: opt(input.teamReviewers) ? teams : undefined,
    },
    pullRequest: issueKey(repository.owner, repository.repo, input.number),
  };
}
defineMutation('requestReviewers', {
  on: 'repository',
  input: 'PullReviewRequestOptions',
  inputFields: reviewRequestFields,
  description:
    'Asks people or teams to review a pull request (POST .../pulls/{index}/requested_reviewers, 201). One call. Someone already asked is not asked twice. NotFoundError names an unknown user or team; ValidationError (422) when a reviewer cannot read the repository or is the author; ForbiddenError (403) on a closed pull request.',
  changes: [PullReviewRef, PullReviewCommentRef, PullRequestRef, TimelineItemRef],
  write: async (input, context, repository) => {
    const { args, body, pullRequest } = reviewRequestOf(input, repository);
    const { data } = await createPullReviewRequests(context.forge, args, body);
    return {
      reviewRequests: (Array.isArray(data) ? data : []).map((r) => withPullKey(r, pullRequest)),
      pullRequest,
    };
  },
  payload: 'The new review requests and the pull request.',
  outputFields: (t) => ({
    reviewRequests: answered(
      t,
      [PullReviewRef],
      'reviewRequests',
      'One REQUEST_REVIEW review per newly asked reviewer.',
    ),
    pullRequest: pullRequestAfterWrite(t),
  }),
});

// ---- submitPullReview ----

export const SubmitPullReviewEvent = builder.enumType('SubmitPullReviewEvent', {
  description: 'What submitting a pending review makes of it.',
  values: describedEnumValues({
    APPROVED: 'Approve; not allowed on one’s own pull request.',
    REQUEST_CHANGES: 'Ask for changes; needs a body.',
    COMMENT: 'Comment only; needs a body unless the review has line comments.',
  }),
});

defineMutation('submitPullReview', {
  input: 'SubmitPullReviewOptions',
  inputFields: (t) => ({
    reviewId: requiredId(t, 'The `id` of the caller’s PENDING review.'),
    event: t.field({ type: SubmitPullReviewEvent, required: true, description: 'The verdict to submit.' }),
    body: t.string({ description: 'The review’s summary, in Markdown.' }),
  }),
  description:
    'Submits the caller’s pending review (POST .../pulls/{index}/reviews/{id}, 200). One call. ValidationError (422) when the review is not pending or the event is not allowed; NotFoundError for a review the caller cannot see.',
  errors: [NotFoundGatewayError, ValidationGatewayError],
  changes: [PullReviewRef, PullReviewCommentRef, PullRequestRef, TimelineItemRef],
  write: async (input, context) => {
    const { pullKey, ...args } = reviewOf(String(input.reviewId), 'reviewId');
    if (input.event === 'REQUEST_CHANGES' && !input.body?.trim()) {
      throw invalid('a REQUEST_CHANGES review needs a body', 'body');
    }
    const { data } = await submitPullReview(context.forge, args, {
      event: input.event,
      body: opt(input.body),
    });
    return { pullReview: withPullKey(data, pullKey), pullRequest: pullKey };
  },
  payload: 'The submitted review and its pull request.',
  outputFields: reviewPayloadFields,
});

// ---- dismissPullReview ----
defineMutation('dismissPullReview', {
  input: 'DismissPullReviewOptions',
  inputFields: (t) => ({
    reviewId: requiredId(t, 'The `id` of an APPROVED or REQUEST_CHANGES review.'),
    message: t.string({ description: 'Why it is dismissed.' }),
    priors: t.boolean({ description: 'Dismiss the reviewer’s earlier approvals and change requests too.' }),
  }),
  description:
    'Dismisses a review (POST .../pulls/{index}/reviews/{id}/dismissals, 200). One call. ForbiddenError (403) unless the caller administers the repository, or when the review is not an approval or change request, or the pull request is closed.',
  changes: [PullReviewRef, PullReviewCommentRef, PullRequestRef, TimelineItemRef],
  write: async (input, context) => {
    const { pullKey, ...args } = reviewOf(String(input.reviewId), 'reviewId');
    const { data } = await dismissPullReview(context.forge, args, {
      ...optionsOf(input, 'message', 'priors'),
    });
    return { pullReview: withPullKey(data, pullKey), pullRequest: pullKey };
  },
  payload: 'The dismissed review and its pull request.',
  outputFields: reviewPayloadFields,
});
