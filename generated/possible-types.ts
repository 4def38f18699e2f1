
      export type PossibleTypesResultData = {
  "possibleTypes": {
    "AddIssueDependencyResult": [
      "AddIssueDependencyPayload",
      "NotFoundError",
      "RepoArchivedError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "AddLabelsToIssueResult": [
      "AddLabelsToIssuePayload",
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "ChangeFilesResult": [
      "ChangeFilesPayload",
      "ForbiddenError",
      "NotFoundError",
      "RepoArchivedError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "CloseIssueResult": [
      "CloseIssuePayload",
      "ConflictError",
      "ForbiddenError",
      "NotFoundError",
      "RepoArchivedError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "CreateIssueResult": [
      "CreateIssuePayload",
      "ForbiddenError",
      "NotFoundError",
      "RepoArchivedError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "CreateLabelResult": [
      "CreateLabelPayload",
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "CreateMilestoneResult": [
      "CreateMilestonePayload",
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "CreateOrganizationRepositoryResult": [
      "ConflictError",
      "CreateOrganizationRepositoryPayload",
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "CreatePullReviewResult": [
      "CreatePullReviewPayload",
      "NotFoundError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "CreateReleaseResult": [
      "ConflictError",
      "CreateReleasePayload",
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "CreateRepositoryHookResult": [
      "CreateRepositoryHookPayload",
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "CreateUserHookResult": [
      "CreateUserHookPayload",
      "ForbiddenError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "DeleteFileResult": [
      "DeleteFilePayload",
      "ForbiddenError",
      "NotFoundError",
      "RepoArchivedError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "DeleteRepositoryHookResult": [
      "DeleteRepositoryHookPayload",
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "DisableLiveUpdatesResult": [
      "DisableLiveUpdatesPayload",
      "ForbiddenError",
      "LiveUpdatesNotConfiguredError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpstreamError"
    ],
    "EnableLiveUpdatesResult": [
      "EnableLiveUpdatesPayload",
      "ForbiddenError",
      "LiveUpdatesNotConfiguredError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "Error": [
      "ConflictError",
      "ForbiddenError",
      "LiveUpdatesNotConfiguredError",
      "NotFoundError",
      "RepoArchivedError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "FollowUserResult": [
      "FollowUserPayload",
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "GenerateRepositoryResult": [
      "ConflictError",
      "ForbiddenError",
      "GenerateRepositoryPayload",
      "NotFoundError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "MarkNotificationThreadReadResult": [
      "ForbiddenError",
      "MarkNotificationThreadReadPayload",
      "NotFoundError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "MarkNotificationsReadResult": [
      "MarkNotificationsReadPayload",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "Node": [
      "Activity",
      "Hook",
      "Issue",
      "Label",
      "Milestone",
      "NotificationThread",
      "Organization",
      "Package",
      "PullRequest",
      "Repository",
      "Team",
      "User",
      "WikiPage",
      "WorkflowJob"
    ],
    "RemoveIssueAssigneesResult": [
      "ForbiddenError",
      "NotFoundError",
      "RemoveIssueAssigneesPayload",
      "RepoArchivedError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "RemoveLabelFromIssueResult": [
      "ForbiddenError",
      "NotFoundError",
      "RemoveLabelFromIssuePayload",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "ReopenIssueResult": [
      "ConflictError",
      "ForbiddenError",
      "NotFoundError",
      "ReopenIssuePayload",
      "RepoArchivedError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "RepositoryEvent": [
      "IssueChangedEvent",
      "IssueCommentChangedEvent",
      "PullRequestChangedEvent",
      "PullRequestReviewedEvent",
      "PushEvent",
      "RefCreatedEvent",
      "RefDeletedEvent",
      "ReleaseChangedEvent",
      "RepositoryChangedEvent"
    ],
    "RepositoryOwner": [
      "Organization",
      "User"
    ],
    "TransferRepositoryResult": [
      "ConflictError",
      "ForbiddenError",
      "NotFoundError",
      "TransferRepositoryPayload",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "UnfollowUserResult": [
      "NotFoundError",
      "UnauthenticatedError",
      "UnfollowUserPayload",
      "UpstreamError",
      "ValidationError"
    ],
    "UpdateIssueResult": [
      "ForbiddenError",
      "NotFoundError",
      "RepoArchivedError",
      "UnauthenticatedError",
      "UpdateIssuePayload",
      "UpstreamError",
      "ValidationError"
    ],
    "UpdateMilestoneResult": [
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpdateMilestonePayload",
      "UpstreamError",
      "ValidationError"
    ]
  }
};
      const result: PossibleTypesResultData = {
  "possibleTypes": {
    "AddIssueDependencyResult": [
      "AddIssueDependencyPayload",
      "NotFoundError",
      "RepoArchivedError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "AddLabelsToIssueResult": [
      "AddLabelsToIssuePayload",
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "ChangeFilesResult": [
      "ChangeFilesPayload",
      "ForbiddenError",
      "NotFoundError",
      "RepoArchivedError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "CloseIssueResult": [
      "CloseIssuePayload",
      "ConflictError",
      "ForbiddenError",
      "NotFoundError",
      "RepoArchivedError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "CreateIssueResult": [
      "CreateIssuePayload",
      "ForbiddenError",
      "NotFoundError",
      "RepoArchivedError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "CreateLabelResult": [
      "CreateLabelPayload",
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "CreateMilestoneResult": [
      "CreateMilestonePayload",
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "CreateOrganizationRepositoryResult": [
      "ConflictError",
      "CreateOrganizationRepositoryPayload",
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "CreatePullReviewResult": [
      "CreatePullReviewPayload",
      "NotFoundError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "CreateReleaseResult": [
      "ConflictError",
      "CreateReleasePayload",
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "CreateRepositoryHookResult": [
      "CreateRepositoryHookPayload",
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "CreateUserHookResult": [
      "CreateUserHookPayload",
      "ForbiddenError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "DeleteFileResult": [
      "DeleteFilePayload",
      "ForbiddenError",
      "NotFoundError",
      "RepoArchivedError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "DeleteRepositoryHookResult": [
      "DeleteRepositoryHookPayload",
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "DisableLiveUpdatesResult": [
      "DisableLiveUpdatesPayload",
      "ForbiddenError",
      "LiveUpdatesNotConfiguredError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpstreamError"
    ],
    "EnableLiveUpdatesResult": [
      "EnableLiveUpdatesPayload",
      "ForbiddenError",
      "LiveUpdatesNotConfiguredError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "Error": [
      "ConflictError",
      "ForbiddenError",
      "LiveUpdatesNotConfiguredError",
      "NotFoundError",
      "RepoArchivedError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "FollowUserResult": [
      "FollowUserPayload",
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "GenerateRepositoryResult": [
      "ConflictError",
      "ForbiddenError",
      "GenerateRepositoryPayload",
      "NotFoundError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "MarkNotificationThreadReadResult": [
      "ForbiddenError",
      "MarkNotificationThreadReadPayload",
      "NotFoundError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "MarkNotificationsReadResult": [
      "MarkNotificationsReadPayload",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "Node": [
      "Activity",
      "Hook",
      "Issue",
      "Label",
      "Milestone",
      "NotificationThread",
      "Organization",
      "Package",
      "PullRequest",
      "Repository",
      "Team",
      "User",
      "WikiPage",
      "WorkflowJob"
    ],
    "RemoveIssueAssigneesResult": [
      "ForbiddenError",
      "NotFoundError",
      "RemoveIssueAssigneesPayload",
      "RepoArchivedError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "RemoveLabelFromIssueResult": [
      "ForbiddenError",
      "NotFoundError",
      "RemoveLabelFromIssuePayload",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "ReopenIssueResult": [
      "ConflictError",
      "ForbiddenError",
      "NotFoundError",
      "ReopenIssuePayload",
      "RepoArchivedError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "RepositoryEvent": [
      "IssueChangedEvent",
      "IssueCommentChangedEvent",
      "PullRequestChangedEvent",
      "PullRequestReviewedEvent",
      "PushEvent",
      "RefCreatedEvent",
      "RefDeletedEvent",
      "ReleaseChangedEvent",
      "RepositoryChangedEvent"
    ],
    "RepositoryOwner": [
      "Organization",
      "User"
    ],
    "TransferRepositoryResult": [
      "ConflictError",
      "ForbiddenError",
      "NotFoundError",
      "TransferRepositoryPayload",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "UnfollowUserResult": [
      "NotFoundError",
      "UnauthenticatedError",
      "UnfollowUserPayload",
      "UpstreamError",
      "ValidationError"
    ],
    "UpdateIssueResult": [
      "ForbiddenError",
      "NotFoundError",
      "RepoArchivedError",
      "UnauthenticatedError",
      "UpdateIssuePayload",
      "UpstreamError",
      "ValidationError"
    ],
    "UpdateMilestoneResult": [
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpdateMilestonePayload",
      "UpstreamError",
      "ValidationError"
    ]
  }
};
      export default result;
    