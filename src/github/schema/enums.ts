// GitHub's enums and ordering inputs, with the values the face can answer truthfully.

import { builder } from './builder.js';

/** A value list as GitHub's schema lists it, one word a value: `'CLOSED OPEN'`. */
type Words<S extends string> = S extends `${infer Head} ${infer Rest}` ? Head | Words<Rest> : S;

// Each enum's values by its name in GitHub's schema, one word a value.
// biome-ignore format: a table, one row a line
const ENUM_VALUES = {
  IssueState: 'CLOSED OPEN',
  PullRequestState: 'CLOSED MERGED OPEN',
  IssueStateReason: 'COMPLETED NOT_PLANNED REOPENED',
  IssueClosedStateReason: 'COMPLETED NOT_PLANNED',
  OrderDirection: 'ASC DESC',
  IssueOrderField: 'COMMENTS CREATED_AT UPDATED_AT',
  LabelOrderField: 'CREATED_AT NAME',
  MilestoneState: 'CLOSED OPEN',
  MilestoneOrderField: 'CREATED_AT DUE_DATE NUMBER UPDATED_AT',
  ReleaseOrderField: 'CREATED_AT NAME',
  RefOrderField: 'ALPHABETICAL TAG_COMMIT_DATE',
  RepositoryVisibility: 'INTERNAL PRIVATE PUBLIC',
  RepositoryPermission: 'ADMIN MAINTAIN READ TRIAGE WRITE',
  PullRequestMergeMethod: 'MERGE REBASE SQUASH',
  MergeableState: 'CONFLICTING MERGEABLE UNKNOWN',
  MergeStateStatus: 'BEHIND BLOCKED CLEAN DIRTY HAS_HOOKS UNKNOWN UNSTABLE',
  PullRequestReviewDecision: 'APPROVED CHANGES_REQUESTED REVIEW_REQUIRED',
  PullRequestReviewState: 'APPROVED CHANGES_REQUESTED COMMENTED DISMISSED PENDING',
  PullRequestReviewEvent: 'APPROVE COMMENT DISMISS REQUEST_CHANGES',
  StatusState: 'ERROR EXPECTED FAILURE PENDING SUCCESS',
  CheckStatusState: 'COMPLETED IN_PROGRESS PENDING QUEUED REQUESTED WAITING',
  CheckConclusionState: 'ACTION_REQUIRED CANCELLED FAILURE NEUTRAL SKIPPED STALE STARTUP_FAILURE SUCCESS TIMED_OUT',
  ReactionContent: 'CONFUSED EYES HEART HOORAY LAUGH ROCKET THUMBS_DOWN THUMBS_UP',
  CommentAuthorAssociation: 'COLLABORATOR CONTRIBUTOR FIRST_TIMER FIRST_TIME_CONTRIBUTOR MANNEQUIN MEMBER NONE OWNER',
  PullRequestUpdateState: 'CLOSED OPEN',
  SearchType: 'DISCUSSION ISSUE REPOSITORY USER',
  RepositoryPrivacy: 'PRIVATE PUBLIC',
  RepositoryAffiliation: 'COLLABORATOR ORGANIZATION_MEMBER OWNER',
  RepositoryOrderField: 'CREATED_AT NAME PUSHED_AT STARGAZERS UPDATED_AT',
} as const;

type EnumName = keyof typeof ENUM_VALUES;

/** The enum `name` with its values from the table. */
function githubEnum<const Name extends EnumName>(name: Name) {
  const values = ENUM_VALUES[name].split(' ') as Words<(typeof ENUM_VALUES)[Name]>[];
  const typeName: string = name;
  return builder.enumType(typeName, { values });
}

export const IssueStateEnum = githubEnum('IssueState');
export const PullRequestStateEnum = githubEnum('PullRequestState');
export const IssueStateReasonEnum = githubEnum('IssueStateReason');
export const IssueClosedStateReasonEnum = githubEnum('IssueClosedStateReason');
export const OrderDirectionEnum = githubEnum('OrderDirection');
export const IssueOrderFieldEnum = githubEnum('IssueOrderField');
export const LabelOrderFieldEnum = githubEnum('LabelOrderField');
export const MilestoneStateEnum = githubEnum('MilestoneState');
export const MilestoneOrderFieldEnum = githubEnum('MilestoneOrderField');
export const ReleaseOrderFieldEnum = githubEnum('ReleaseOrderField');
export const RefOrderFieldEnum = githubEnum('RefOrderField');
export const RepositoryVisibilityEnum = githubEnum('RepositoryVisibility');
export const RepositoryPermissionEnum = githubEnum('RepositoryPermission');
export const MergeMethodEnum = githubEnum('PullRequestMergeMethod');
export const MergeableStateEnum = githubEnum('MergeableState');
export const MergeStateStatusEnum = githubEnum('MergeStateStatus');
export const ReviewDecisionEnum = githubEnum('PullRequestReviewDecision');
export const ReviewStateEnum = githubEnum('PullRequestReviewState');
export const ReviewEventEnum = githubEnum('PullRequestReviewEvent');
export const StatusStateEnum = githubEnum('StatusState');
export const CheckStatusStateEnum = githubEnum('CheckStatusState');
export const CheckConclusionStateEnum = githubEnum('CheckConclusionState');
export const ReactionContentEnum = githubEnum('ReactionContent');
export const AuthorAssociationEnum = githubEnum('CommentAuthorAssociation');
export const PullRequestUpdateStateEnum = githubEnum('PullRequestUpdateState');
export const SearchTypeEnum = githubEnum('SearchType');
export const RepositoryPrivacyEnum = githubEnum('RepositoryPrivacy');
export const RepositoryAffiliationEnum = githubEnum('RepositoryAffiliation');
export const RepositoryOrderFieldEnum = githubEnum('RepositoryOrderField');

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
