// The request bodies of pull requests, reviews and commit statuses, as Gitea's modules/structs and services/forms declare them.
import { goStruct } from '../../http/binding.js';

export const CreatePullReviewComment = goStruct('CreatePullReviewComment', {
  path: 'string',
  body: 'string',
  old_position: 'int:OldLineNum',
  new_position: 'int:NewLineNum',
});

/** A review's verdict and text: all of SubmitPullReviewOptions, the head of CreatePullReviewOptions */
const reviewVerdict = { event: 'string', body: 'string' } as const;

export const CreatePullReviewOptions = goStruct('CreatePullReviewOptions', {
  ...reviewVerdict,
  commit_id: 'string:CommitID',
  comments: { structs: CreatePullReviewComment },
});

export const DismissPullReviewOptions = goStruct('DismissPullReviewOptions', {
  message: 'string',
  priors: 'bool',
});

export const SubmitPullReviewOptions = goStruct('SubmitPullReviewOptions', reviewVerdict);

/** The reviewers a pull request asks for: when it is opened (CreatePullRequestOption) or later (PullReviewRequestOptions) */
const reviewRequests = { reviewers: 'strings', team_reviewers: 'strings' } as const;

export const CreatePullRequestOption = goStruct('CreatePullRequestOption', {
  head: 'string Required',
  base: 'string Required',
  title: 'string Required',
  body: 'string',
  assignee: 'string',
  assignees: 'strings',
  ...reviewRequests,
  milestone: 'int',
  labels: 'ints',
  due_date: 'time:Deadline',
  allow_maintainer_edit: 'bool',
});

export const EditPullRequestOption = goStruct('EditPullRequestOption', {
  title: 'string',
  body: 'string',
  base: 'string',
  assignee: 'string',
  assignees: 'strings',
  milestone: 'int',
  labels: 'ints',
  state: 'string',
  due_date: 'time:Deadline',
  unset_due_date: 'bool:RemoveDeadline',
  allow_maintainer_edit: 'bool',
});

/** the merge styles of forms.MergePullRequestForm's `Do` (In(...)) */
export const MergePullRequestForm = goStruct('MergePullRequestForm', {
  Do: 'string Required In(merge,rebase,rebase-merge,squash,fast-forward-only,manually-merged)',
  MergeTitleField: 'string',
  MergeMessageField: 'string',
  MergeCommitID: 'string',
  head_commit_id: 'string:HeadCommitID',
  force_merge: 'bool',
  merge_when_checks_succeed: 'bool',
  delete_branch_after_merge: 'bool',
});

export const CreateStatusOption = goStruct('CreateStatusOption', {
  state: 'string',
  target_url: 'string:TargetURL',
  description: 'string',
  context: 'string',
});

/** Reviewers asked for once the pull request is open, in the fields a new pull request names them in */
export const PullReviewRequestOptions = goStruct('PullReviewRequestOptions', reviewRequests);
