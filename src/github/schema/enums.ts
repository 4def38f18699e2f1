// GitHub's enums and ordering inputs, with the values the face can answer truthfully.

import { builder } from './builder.js';

const values = <const V extends readonly string[]>(names: V) => names;

export const IssueStateEnum = builder.enumType('IssueState', { values: values(['CLOSED', 'OPEN'] as const) });
export const PullRequestStateEnum = builder.enumType('PullRequestState', {
  values: values(['CLOSED', 'MERGED', 'OPEN'] as const),
});
export const IssueStateReasonEnum = builder.enumType('IssueStateReason', {
  values: values(['COMPLETED', 'NOT_PLANNED', 'REOPENED'] as const),
});
export const IssueClosedStateReasonEnum = builder.enumType('IssueClosedStateReason', {
  values: values(['COMPLETED', 'NOT_PLANNED'] as const),
});
export const OrderDirectionEnum = builder.enumType('OrderDirection', {
  values: values(['ASC', 'DESC'] as const),
});
export const IssueOrderFieldEnum = builder.enumType('IssueOrderField', {
  values: values(['COMMENTS', 'CREATED_AT', 'UPDATED_AT'] as const),
});
export const LabelOrderFieldEnum = builder.enumType('LabelOrderField', {
  values: values(['CREATED_AT', 'NAME'] as const),
});
export const MilestoneStateEnum = builder.enumType('MilestoneState', {
  values: values(['CLOSED', 'OPEN'] as const),
});
export const MilestoneOrderFieldEnum = builder.enumType('MilestoneOrderField', {
  values: values(['CREATED_AT', 'DUE_DATE', 'NUMBER', 'UPDATED_AT'] as const),
});
export const ReleaseOrderFieldEnum = builder.enumType('ReleaseOrderField', {
  values: values(['CREATED_AT', 'NAME'] as const),
});
export const RefOrderFieldEnum = builder.enumType('RefOrderField', {
  values: values(['ALPHABETICAL', 'TAG_COMMIT_DATE'] as const),
});
export const RepositoryVisibilityEnum = builder.enumType('RepositoryVisibility', {
  values: values(['INTERNAL', 'PRIVATE', 'PUBLIC'] as const),
});
export const RepositoryPermissionEnum = builder.enumType('RepositoryPermission', {
  values: values(['ADMIN', 'MAINTAIN', 'READ', 'TRIAGE', 'WRITE'] as const),
});
export const MergeMethodEnum = builder.enumType('PullRequestMergeMethod', {
  values: values(['MERGE', 'REBASE', 'SQUASH'] as const),
});
export const MergeableStateEnum = builder.enumType('MergeableState', {
  values: values(['CONFLICTING', 'MERGEABLE', 'UNKNOWN'] as const),
});
export const MergeStateStatusEnum = builder.enumType('MergeStateStatus', {
  values: values(['BEHIND', 'BLOCKED', 'CLEAN', 'DIRTY', 'HAS_HOOKS', 'UNKNOWN', 'UNSTABLE'] as const),
});
export const ReviewDecisionEnum = builder.enumType('PullRequestReviewDecision', {
  values: values(['APPROVED', 'CHANGES_REQUESTED', 'REVIEW_REQUIRED'] as const),
});
export const ReviewStateEnum = builder.enumType('PullRequestReviewState', {
  values: values(['APPROVED', 'CHANGES_REQUESTED', 'COMMENTED', 'DISMISSED', 'PENDING'] as const),
});
export const ReviewEventEnum = builder.enumType('PullRequestReviewEvent', {
  values: values(['APPROVE', 'COMMENT', 'DISMISS', 'REQUEST_CHANGES'] as const),
});
export const StatusStateEnum = builder.enumType('StatusState', {
  values: values(['ERROR', 'EXPECTED', 'FAILURE', 'PENDING', 'SUCCESS'] as const),
});
export const CheckStatusStateEnum = builder.enumType('CheckStatusState', {
  values: values(['COMPLETED', 'IN_PROGRESS', 'PENDING', 'QUEUED', 'REQUESTED', 'WAITING'] as const),
});
export const CheckConclusionStateEnum = builder.enumType('CheckConclusionState', {
  values: values([
    'ACTION_REQUIRED',
    'CANCELLED',
    'FAILURE',
    'NEUTRAL',
    'SKIPPED',
    'STALE',
    'STARTUP_FAILURE',
    'SUCCESS',
    'TIMED_OUT',
  ] as const),
});
export const ReactionContentEnum = builder.enumType('ReactionContent', {
  values: values([
    'CONFUSED',
    'EYES',
    'HEART',
    'HOORAY',
    'LAUGH',
    'ROCKET',
    'THUMBS_DOWN',
    'THUMBS_UP',
  ] as const),
});
export const AuthorAssociationEnum = builder.enumType('CommentAuthorAssociation', {
  values: values([
    'COLLABORATOR',
    'CONTRIBUTOR',
    'FIRST_TIMER',
    'FIRST_TIME_CONTRIBUTOR',
    'MANNEQUIN',
    'MEMBER',
    'NONE',
    'OWNER',
  ] as const),
});
export const PullRequestUpdateStateEnum = builder.enumType('PullRequestUpdateState', {
  values: values(['CLOSED', 'OPEN'] as const),
});
export const SearchTypeEnum = builder.enumType('SearchType', {
  values: values(['DISCUSSION', 'ISSUE', 'REPOSITORY', 'USER'] as const),
});

export const RepositoryPrivacyEnum = builder.enumType('RepositoryPrivacy', {
  values: values(['PRIVATE', 'PUBLIC'] as const),
});
export const RepositoryAffiliationEnum = builder.enumType('RepositoryAffiliation', {
  values: values(['COLLABORATOR', 'ORGANIZATION_MEMBER', 'OWNER'] as const),
});
export const RepositoryOrderFieldEnum = builder.enumType('RepositoryOrderField', {
  values: values(['CREATED_AT', 'NAME', 'PUSHED_AT', 'STARGAZERS', 'UPDATED_AT'] as const),
});

const order = <F>(name: string, field: F) =>
  builder.inputType(name, {
    fields: (t) => ({
      direction: t.field({ type: OrderDirectionEnum, required: true }),
      // biome-ignore lint/suspicious/noExplicitAny: each order's own field enum
      field: t.field({ type: field as any, required: true }),
    }),
  });

export const IssueOrderInput = order('IssueOrder', IssueOrderFieldEnum);
export const LabelOrderInput = order('LabelOrder', LabelOrderFieldEnum);
export const MilestoneOrderInput = order('MilestoneOrder', MilestoneOrderFieldEnum);
export const ReleaseOrderInput = order('ReleaseOrder', ReleaseOrderFieldEnum);
export const RefOrderInput = order('RefOrder', RefOrderFieldEnum);
export const RepositoryOrderInput = order('RepositoryOrder', RepositoryOrderFieldEnum);

export const IssueFiltersInput = builder.inputType('IssueFilters', {
  fields: (t) => ({
    assignee: t.string(),
    createdBy: t.string(),
    labels: t.stringList(),
    mentioned: t.string(),
    milestone: t.string(),
    milestoneNumber: t.string(),
    since: t.field({ type: 'DateTime' }),
    states: t.field({ type: [IssueStateEnum] }),
    viewerSubscribed: t.boolean({ defaultValue: false }),
  }),
});

/** An order's direction and field as the caller sent them. */
export interface OrderArg {
  direction: string;
  field?: string;
}
