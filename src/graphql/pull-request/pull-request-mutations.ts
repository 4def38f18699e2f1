// createPullRequest, updatePullRequest and mergePullRequest (routers/api/v1/repo/pull.go
// CreatePullRequest, EditPullRequest, MergePullRequest), and the NotMergeableError a merge can meet.

import { createPullRequest, editPullRequest, mergePullRequest } from '../../forge/endpoints/index.js';
import { ForgeError } from '../../forge/errors.js';
import type { PullRequest } from '../../forge/types/index.js';
import { BranchRef } from '../git/branch.js';
import { MilestoneRef } from '../issue/milestone.js';
import { TimelineItemRef } from '../issue/timeline.js';
import { builder } from '../kit/builder.js';
import { forgeEnum } from '../kit/enum-values.js';
import { ErrorInterface } from '../kit/error-types.js';
import {
  ConflictGatewayError,
  codedError,
  NotFoundGatewayError,
  REFUSED_WRITE_ERRORS,
  RepoArchivedGatewayError,
  ValidationGatewayError,
} from '../kit/errors.js';
import { invalid, opt, optionsOf, requiredString, requireSha, requireText } from '../kit/inputs.js';
import { issueKey, repoKey } from '../kit/loaders.js';
import { tidyUpstreamText } from '../kit/messages.js';
import { defineMutation, type PayloadFields, readAfterWrite, writtenInRepository } from '../kit/mutation.js';
import { IssueRef } from '../kit/refs/issue.js';
import { PullRequestRef } from '../kit/refs/pull-request.js';
import { RepositoryRef } from '../kit/refs/repository.js';

/** The forge refused to merge: 405 (already merged, no permission to merge, work in progress, not fast-forward). */
export class NotMergeableGatewayError extends codedError('CONFLICT') {}

builder.objectType(NotMergeableGatewayError, {
  name: 'NotMergeableError',
  description:
    'The pull request cannot be merged this way: it is merged already, the caller may not merge it, it is a work in progress, or it cannot be fast-forwarded (the forge answers 405).',
  interfaces: [ErrorInterface],
});

/** A written pull request, with the key of its base repository for the payload to read when selected. */
const writtenPull = (pullRequest: PullRequest, repository: { owner: string; repo: string }) => ({
  pullRequest,
  repository: repoKey(repository.owner, repository.repo),
});

const pullPayload = (t: PayloadFields<ReturnType<typeof writtenPull>>) =>
  writtenInRepository(t, PullRequestRef, 'pullRequest', 'The base repository, read only when selected.');

/** The forge's text as a sentence of the gateway's (messages.ts), or '' when it said nothing. */
function sentence(text: string): string {
  const tidy = tidyUpstreamText(text);
  return tidy ? `${tidy.charAt(0).toUpperCase()}${tidy.slice(1)}` : '';
}

function requireNumber(value: number): number {
  if (value < 1) throw invalid('pull request numbers start at 1', 'number');
  return value;
}

const texts = (values: readonly string[] | null | undefined, field: string) =>
  values?.map((value, index) => requireText(value, `${field}[${index}]`));

// ---- createPullRequest ----
defineMutation('createPullRequest', {
  on: 'repository',
  input: 'CreatePullRequestOption',
  inputFields: (t) => ({
    head: t.string({
      required: true,
      description: 'The branch to merge: `branch`, or `owner:branch` from a fork.',
    }),
    base: requiredString(t, 'The branch to merge into.'),
    title: t.string({ description: 'The pull request’s title.', required: true }),
    body: t.string({ description: 'Its description, in Markdown.' }),
    assignees: t.stringList({ description: 'Logins; each needs write access to the repository.' }),
    reviewers: t.stringList({ description: 'Logins (or emails) asked for a review.' }),
    teamReviewers: t.stringList({ description: 'Team names, for organization repositories.' }),
    milestone: t.int({ description: 'Milestone database id.' }),
    labels: t.intList({ description: 'Label database ids; ids of other repositories are ignored.' }),
    dueDate: t.field({ description: 'A deadline for the pull request.', type: 'DateTime' }),
    allowMaintainerEdit: t.boolean({
      description:
        'Whether the base repository’s maintainers may push to the head branch (false when left out).',
    }),
  }),
  description:
    'Opens a pull request (POST /repos/{owner}/{repo}/pulls, 201). One call. 409 (ConflictError) when an open one has the same head and base; 422 (ValidationError) when head and base are the same branch, which the gateway refuses itself. ForbiddenError (403) for a caller who is neither the base repository’s owner, a member of one of its teams or a collaborator nor a writer of the head repository (so a non-collaborator opens one only from a fork they write), or whom the repository’s owner blocked; NotFoundError (404) for a head fork the caller cannot read.',
  errors: [...REFUSED_WRITE_ERRORS, ConflictGatewayError, RepoArchivedGatewayError],
  changes: [PullRequestRef, IssueRef, RepositoryRef, MilestoneRef],
  write: async (input, context, repository) => {
    const head = requireText(input.head, 'head');
    const base = requireText(input.base, 'base');
    if (head === base) throw invalid('`head` and `base` must be different branches', 'head');
    if (input.milestone != null && input.milestone < 1)
      throw invalid('milestone ids start at 1', 'milestone');
    const { data } = await createPullRequest(context.forge, repository, {
      head,
      base,
      title: requireText(input.title, 'title'),
      body: opt(input.body),
      assignees: texts(input.assignees, 'assignees'),
      reviewers: texts(input.reviewers, 'reviewers'),
      team_reviewers: texts(input.teamReviewers, 'teamReviewers'),
      milestone: opt(input.milestone),
      labels: opt(input.labels) as number[] | undefined,
      due_date: input.dueDate?.toISOString(),
      allow_maintainer_edit: opt(input.allowMaintainerEdit),
    });
    return writtenPull(data, repository);
  },
  payload: 'The new pull request and its repository.',
  outputFields: pullPayload,
});

// ---- updatePullRequest ----

export const PullRequestStateInput = forgeEnum('PullRequestStateInput');

defineMutation('updatePullRequest', {
  on: 'repository',
  input: 'EditPullRequestOption: only the fields given change',
  inputFields: (t) => ({
    number: t.int({ description: 'The pull request’s number.', required: true }),
    title: t.string({ description: 'A new title.' }),
    body: t.string({ description: 'A new description, in Markdown.' }),
    base: t.string({ description: 'A new base branch.' }),
    assignees: t.stringList({ description: 'Replaces the assignees (writers only; `[]` clears them).' }),
    milestone: t.int({ description: 'Milestone database id (writers only).' }),
    labels: t.intList({ description: 'Replaces the labels (writers only).' }),
    state: t.field({ description: 'CLOSED closes it, OPEN reopens it.', type: PullRequestStateInput }),
    allowMaintainerEdit: t.boolean({
      description: 'Whether maintainers of the base repository may push to the head branch.',
    }),
  }),
  description:
    'Edits a pull request (PATCH /repos/{owner}/{repo}/pulls/{index}, which answers 201). One call. The poster or a writer may edit; assignees, milestone and labels change only for writers. Changing the state of a merged pull request answers ConflictError (the forge’s 412).',
  errors: [...REFUSED_WRITE_ERRORS, ConflictGatewayError],
  changes: [PullRequestRef, IssueRef, TimelineItemRef, MilestoneRef],
  write: async (input, context, repository) => {
    const index = requireNumber(input.number);
    const body = {
      title: input.title == null ? undefined : requireText(input.title, 'title'),
      body: opt(input.body),
      base: input.base == null ? undefined : requireText(input.base, 'base'),
      assignees: texts(input.assignees, 'assignees'),
      milestone: opt(input.milestone),
      labels: opt(input.labels) as number[] | undefined,
      ...optionsOf(input, 'state', 'allowMaintainerEdit'),
    };
    if (Object.values(body).every((value) => value === undefined)) {
      throw invalid('give at least one field to change', 'title');
    }
    if (body.milestone !== undefined && body.milestone < 1)
      throw invalid('milestone ids start at 1', 'milestone');
    try {
      const { data } = await editPullRequest(context.forge, { ...repository, index }, body);
      return writtenPull(data, repository);
    } catch (error) {
      // 412: the state of a merged pull request cannot change; a conflict with what it is
      if (error instanceof ForgeError && error.status === 412) {
        throw new ConflictGatewayError(sentence(error.message), { upstreamStatus: 412 });
      }
      throw error;
    }
  },
  payload: 'The edited pull request and its repository.',
  outputFields: pullPayload,
});

// ---- mergePullRequest ----

export const PullRequestMergeMethod = forgeEnum('PullRequestMergeMethod');

defineMutation('mergePullRequest', {
  on: 'repository',
  input: 'MergePullRequestOption',
  inputFields: (t) => ({
    number: t.int({ required: true, description: 'The pull request’s number.' }),
    method: t.field({ type: PullRequestMergeMethod, description: 'MERGE when absent' }),
    commitTitle: t.string({ description: 'The merge commit’s title; the forge writes one when absent.' }),
    commitBody: t.string({ description: 'Added below the title.' }),
    expectedHeadSha: t.string({
      description: 'Merge only if the head is still this commit (else ConflictError).',
    }),
    mergeCommitSha: t.string({
      description: 'MANUALLY_MERGED only: the commit of the base branch that merged it',
    }),
    deleteBranch: t.boolean({
      description: 'Delete the head branch afterwards, unless another open pull request uses it.',
    }),
    mergeWhenChecksSucceed: t.boolean({
      description:
        'While the head’s commit statuses are not all successful, schedule the merge for when they are (`scheduled` says so; cancelAutoMerge undoes it).',
    }),
  }),
  description:
    'Merges a pull request (POST /repos/{owner}/{repo}/pulls/{index}/merge, 200 with no body): one write. The payload’s `pullRequest` is read after it (GET .../pulls/{index}, one call) only when selected. NotMergeableError for the forge’s 405, ConflictError for 409 (the head moved, or the branches conflict), NotFoundError for a missing or closed pull request.',
  errors: [
    NotFoundGatewayError,
    NotMergeableGatewayError,
    ConflictGatewayError,
    ValidationGatewayError,
    RepoArchivedGatewayError,
  ],
  changes: [PullRequestRef, IssueRef, TimelineItemRef, RepositoryRef, BranchRef],
  write: async (input, context, repository) => {
    const index = requireNumber(input.number);
    const method = input.method ?? 'merge';
    const manual = method === 'manually-merged';
    if (manual && !input.mergeCommitSha)
      throw invalid('MANUALLY_MERGED needs `mergeCommitSha`', 'mergeCommitSha');
    if (!manual && input.mergeCommitSha)
      throw invalid('only MANUALLY_MERGED takes `mergeCommitSha`', 'mergeCommitSha');
    const body = {
      Do: method,
      MergeTitleField: opt(input.commitTitle),
      MergeMessageField: opt(input.commitBody),
      MergeCommitID: input.mergeCommitSha ? requireSha(input.mergeCommitSha, 'mergeCommitSha') : undefined,
      head_commit_id: input.expectedHeadSha
        ? requireSha(input.expectedHeadSha, 'expectedHeadSha')
        : undefined,
      delete_branch_after_merge: opt(input.deleteBranch),
      merge_when_checks_succeed: opt(input.mergeWhenChecksSucceed),
    };
    let scheduled = false;
    try {
      // 201: scheduled to merge once the checks pass (automerge.ScheduleAutoMerge), 200: merged
      scheduled = (await mergePullRequest(context.forge, { ...repository, index }, body)).status === 201;
    } catch (error) {
      if (error instanceof ForgeError && error.status === 405) {
        // Gitea answers an already merged pull request with an empty message
        const said =
          error.message.startsWith('{') || /^forge answered HTTP/.test(error.message) ? '' : error.message;
        throw new NotMergeableGatewayError(sentence(said) || `Pull request #${index} is already merged.`, {
          upstreamStatus: 405,
        });
      }
      throw error;
    }
    return {
      pullRequest: issueKey(repository.owner, repository.repo, index),
      repository: repoKey(repository.owner, repository.repo),
      scheduled,
    };
  },
  payload: 'The merged pull request and its repository.',
  outputFields: (t) => ({
    scheduled: t.exposeBoolean('scheduled', {
      nullable: false,
      description:
        'True when the merge waits for the checks (mergeWhenChecksSucceed) instead of having happened.',
    }),
    pullRequest: readAfterWrite(
      t,
      PullRequestRef,
      'pullRequest',
      'Read after the merge, only when selected (the forge answers the merge with no body).',
    ),
    repository: readAfterWrite(
      t,
      RepositoryRef,
      'repository',
      'The base repository, read only when selected.',
    ),
  }),
});
