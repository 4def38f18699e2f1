// Enums for the closed value sets of the forge's API, each declared from its rows in enum-table.ts. Output
// fields map unknown upstream strings to null.

import { forgeEnum } from './enum-values.js';

/** The values of AccessMode, for reading the forge's permission strings */
export const ACCESS_MODES = ['none', 'read', 'write', 'admin', 'owner'] as const;

export const IssueState = forgeEnum('IssueState');
export const PullRequestState = forgeEnum('PullRequestState');
export const PullRequestStateFilter = forgeEnum('PullRequestStateFilter');
export const MilestoneState = forgeEnum('MilestoneState');
export const Visibility = forgeEnum('Visibility');
export const AccessMode = forgeEnum('AccessMode');
export const ContentType = forgeEnum('ContentType');
export const PackageType = forgeEnum('PackageType');
export const PullReviewState = forgeEnum('PullReviewState');
export const WorkflowJobStatusFilter = forgeEnum('WorkflowJobStatusFilter');
export const OrderDirection = forgeEnum('OrderDirection');
export const NotificationStatus = forgeEnum('NotificationStatus');
export const NotificationSubjectType = forgeEnum('NotificationSubjectType');
export const NotificationSubjectState = forgeEnum('NotificationSubjectState');
export const RepositorySearchMode = forgeEnum('RepositorySearchMode');
export const RepositorySearchSort = forgeEnum('RepositorySearchSort');
export const IssueStateFilter = forgeEnum('IssueStateFilter');
export const IssueTypeFilter = forgeEnum('IssueTypeFilter');
export const CommitStatusState = forgeEnum('CommitStatusState');
export const CommitStatusSort = forgeEnum('CommitStatusSort');
