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
import { builder } from '../builder.js';
import { MergeMethodEnum, ReviewEventEnum } from '../enums.js';
import { PullRequestRef, ReviewRef } from '../refs.js';
import { inRepo } from '../shapes.js';
import { pullAt } from './at.js';
import { type Payload, payloadType } from './payload.js';

const pullPayload = (name: string) =>
  payloadType<Payload & { pullRequest: unknown }>(name, (t) => ({
    pullRequest: t.field({ type: PullRequestRef, resolve: (p) => p.pullRequest as never }),
  }));
const ClosePayload = pullPayload('ClosePullRequest');
const ReopenPayload = pullPayload('ReopenPullRequest');
const MergePayload = pullPayload('MergePullRequest');

const pullIdInput = (name: string) =>
  builder.inputType(name, {
    fields: (t) => ({ clientMutationId: t.string(), pullRequestId: t.id({ required: true }) }),
  });
const CloseInput = pullIdInput('ClosePullRequestInput');
const ReopenInput = pullIdInput('ReopenPullRequestInput');

const MergeInput = builder.inputType('MergePullRequestInput', {
  fields: (t) => ({
    authorEmail: t.string(),
    clientMutationId: t.string(),
    commitBody: t.string(),
    commitHeadline: t.string(),
    expectedHeadOid: t.field({ type: 'GitObjectID' }),
    mergeMethod: t.field({ type: MergeMethodEnum, defaultValue: 'MERGE' }),
    pullRequestId: t.id({ required: true }),
  }),
});

const ReviewInput = builder.inputType('AddPullRequestReviewInput', {
  fields: (t) => ({
    body: t.string(),
    clientMutationId: t.string(),
    commitOID: t.field({ type: 'GitObjectID' }),
    event: t.field({ type: ReviewEventEnum }),
    pullRequestId: t.id({ required: true }),
  }),
});
const ReviewPayload = payloadType<Payload & { review: unknown }>('AddPullRequestReview', (t) => ({
  pullRequestReview: t.field({ type: ReviewRef, resolve: (p) => p.review as never }),
}));

/** GitHub's review events as the forge's (DISMISS is not an event of a new review on the forge). */
export const REVIEW_EVENT: Record<string, 'APPROVED' | 'REQUEST_CHANGES' | 'COMMENT'> = {
  APPROVE: 'APPROVED',
  REQUEST_CHANGES: 'REQUEST_CHANGES',
  COMMENT: 'COMMENT',
};

async function setState(context: GithubContext, id: string | number, state: 'open' | 'closed') {
  const at = pullAt(id);
  const response = await editPullRequest(context.forge, at, { state });
  return inRepo('PullRequest', at, response.data as PullRequest);
}

builder.mutationFields((t) => ({
  closePullRequest: t.field({
    type: ClosePayload,
    description: 'Close a pull request.',
    args: { input: t.arg({ type: CloseInput, required: true }) },
    resolve: async (_root, { input }, context) => ({
      clientMutationId: input.clientMutationId,
      pullRequest: await setState(context, input.pullRequestId, 'closed'),
    }),
  }),
  reopenPullRequest: t.field({
    type: ReopenPayload,
    description: 'Reopen a pull request.',
    args: { input: t.arg({ type: ReopenInput, required: true }) },
    resolve: async (_root, { input }, context) => ({
      clientMutationId: input.clientMutationId,
      pullRequest: await setState(context, input.pullRequestId, 'open'),
    }),
  }),
  mergePullRequest: t.field({
    type: MergePayload,
    description: 'Merge a pull request.',
    args: { input: t.arg({ type: MergeInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const at = pullAt(input.pullRequestId);
      await mergePullRequest(context.forge, at, {
        Do: (input.mergeMethod ?? 'MERGE').toLowerCase() as 'merge',
        MergeTitleField: input.commitHeadline ?? undefined,
        MergeMessageField: input.commitBody ?? undefined,
        head_commit_id: input.expectedHeadOid ?? undefined,
      });
      // read after the write: the merged pull request as the forge now has it
      const response = await getPullRequest(context.forge, at);
      return {
        clientMutationId: input.clientMutationId,
        pullRequest: inRepo('PullRequest', at, response.data as PullRequest),
      };
    },
  }),
  addPullRequestReview: t.field({
    type: ReviewPayload,
    description: 'Adds a review to a Pull Request.',
    args: { input: t.arg({ type: ReviewInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const at = pullAt(input.pullRequestId);
      const response = await createPullReview(context.forge, at, {
        body: input.body ?? undefined,
        commit_id: input.commitOID ?? undefined,
        event: input.event ? REVIEW_EVENT[input.event] : undefined,
      } as never);
      const review = response.data as PullReview;
      return {
        clientMutationId: input.clientMutationId,
        review: { ...inRepo('PullRequestReview', at, review), pullNumber: at.index },
      };
    },
  }),
}));
