
      export type PossibleTypesResultData = {
  "possibleTypes": {
    "AcceptRepositoryTransferResult": [
      "AcceptRepositoryTransferPayload",
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "AddCollaboratorResult": [
      "AddCollaboratorPayload",
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "AddCommentResult": [
      "AddCommentPayload",
      "ForbiddenError",
      "NotFoundError",
      "RepoArchivedError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "AddEmailAddressesResult": [
      "AddEmailAddressesPayload",
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "AddGpgKeyResult": [
      "AddGpgKeyPayload",
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "AddIssueBlockResult": [
      "AddIssueBlockPayload",
      "NotFoundError",
      "RepoArchivedError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
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
    "AddPublicKeyResult": [
      "AddPublicKeyPayload",
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "AddPushMirrorResult": [
      "AddPushMirrorPayload",
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "AddReactionResult": [
      "AddReactionPayload",
      "ForbiddenError",
      "NotFoundError",
      "RepoArchivedError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "AddRepositoryTeamResult": [
      "AddRepositoryTeamPayload",
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "AddRepositoryTopicResult": [
      "AddRepositoryTopicPayload",
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "AddTeamMemberResult": [
      "AddTeamMemberPayload",
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "AddTeamRepositoryResult": [
      "AddTeamRepositoryPayload",
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "AddTrackedTimeResult": [
      "AddTrackedTimePayload",
      "ForbiddenError",
      "NotFoundError",
      "RepoArchivedError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "BlockUserResult": [
      "BlockUserPayload",
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "CancelAutoMergeResult": [
      "CancelAutoMergePayload",
      "ForbiddenError",
      "NotFoundError",
      "RepoArchivedError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "CancelStopwatchResult": [
      "CancelStopwatchPayload",
      "ConflictError",
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
    "ClearIssueLabelsResult": [
      "ClearIssueLabelsPayload",
      "ForbiddenError",
      "NotFoundError",
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
    "ConcealOrganizationMembershipResult": [
      "ConcealOrganizationMembershipPayload",
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "CreateActionsVariableResult": [
      "ConflictError",
      "CreateActionsVariablePayload",
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "CreateBranchProtectionResult": [
      "CreateBranchProtectionPayload",
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "CreateBranchResult": [
      "ConflictError",
      "CreateBranchPayload",
      "ForbiddenError",
      "NotFoundError",
      "RepoArchivedError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "CreateCommitStatusResult": [
      "CreateCommitStatusPayload",
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "CreateDeployKeyResult": [
      "CreateDeployKeyPayload",
      "ForbiddenError",
      "NotFoundError",
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
    "CreateOrganizationHookResult": [
      "CreateOrganizationHookPayload",
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "CreateOrganizationLabelResult": [
      "CreateOrganizationLabelPayload",
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
    "CreateOrganizationResult": [
      "CreateOrganizationPayload",
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "CreatePullRequestResult": [
      "ConflictError",
      "CreatePullRequestPayload",
      "ForbiddenError",
      "NotFoundError",
      "RepoArchivedError",
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
    "CreateRepositoryResult": [
      "ConflictError",
      "CreateRepositoryPayload",
      "ForbiddenError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "CreateTagResult": [
      "ConflictError",
      "CreateTagPayload",
      "ForbiddenError",
      "NotFoundError",
      "RepoArchivedError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "CreateTeamResult": [
      "CreateTeamPayload",
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
    "CreateWikiPageResult": [
      "ConflictError",
      "CreateWikiPagePayload",
      "ForbiddenError",
      "NotFoundError",
      "RepoArchivedError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "DeleteAccountHookResult": [
      "DeleteAccountHookPayload",
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "DeleteActionsSecretResult": [
      "DeleteActionsSecretPayload",
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "DeleteActionsVariableResult": [
      "DeleteActionsVariablePayload",
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "DeleteAttachmentResult": [
      "DeleteAttachmentPayload",
      "ForbiddenError",
      "NotFoundError",
      "RepoArchivedError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "DeleteBranchProtectionResult": [
      "DeleteBranchProtectionPayload",
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "DeleteBranchResult": [
      "DeleteBranchPayload",
      "ForbiddenError",
      "NotFoundError",
      "RepoArchivedError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "DeleteCommentResult": [
      "DeleteCommentPayload",
      "ForbiddenError",
      "NotFoundError",
      "RepoArchivedError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "DeleteDeployKeyResult": [
      "DeleteDeployKeyPayload",
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "DeleteEmailAddressesResult": [
      "DeleteEmailAddressesPayload",
      "ForbiddenError",
      "NotFoundError",
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
    "DeleteGpgKeyResult": [
      "DeleteGpgKeyPayload",
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "DeleteIssueResult": [
      "DeleteIssuePayload",
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "DeleteLabelResult": [
      "DeleteLabelPayload",
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "DeleteMilestoneResult": [
      "DeleteMilestonePayload",
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "DeleteOrganizationAvatarResult": [
      "DeleteOrganizationAvatarPayload",
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "DeleteOrganizationResult": [
      "DeleteOrganizationPayload",
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "DeletePackageResult": [
      "DeletePackagePayload",
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "DeletePublicKeyResult": [
      "DeletePublicKeyPayload",
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "DeletePullReviewResult": [
      "DeletePullReviewPayload",
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "DeletePushMirrorResult": [
      "DeletePushMirrorPayload",
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "DeleteReleaseByTagResult": [
      "DeleteReleaseByTagPayload",
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "DeleteReleaseResult": [
      "DeleteReleasePayload",
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "DeleteRepositoryAvatarResult": [
      "DeleteRepositoryAvatarPayload",
      "ForbiddenError",
      "NotFoundError",
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
    "DeleteRepositoryResult": [
      "DeleteRepositoryPayload",
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "DeleteTagResult": [
      "ConflictError",
      "DeleteTagPayload",
      "ForbiddenError",
      "NotFoundError",
      "RepoArchivedError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "DeleteTeamResult": [
      "DeleteTeamPayload",
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "DeleteTrackedTimeResult": [
      "DeleteTrackedTimePayload",
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "DeleteViewerAvatarResult": [
      "DeleteViewerAvatarPayload",
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "DeleteWikiPageResult": [
      "DeleteWikiPagePayload",
      "ForbiddenError",
      "NotFoundError",
      "RepoArchivedError",
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
    "DismissPullReviewResult": [
      "DismissPullReviewPayload",
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
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
      "NotMergeableError",
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
    "ForkRepositoryResult": [
      "ConflictError",
      "ForbiddenError",
      "ForkRepositoryPayload",
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
    "MarkRepositoryNotificationsReadResult": [
      "MarkRepositoryNotificationsReadPayload",
      "NotFoundError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "MergePullRequestResult": [
      "ConflictError",
      "MergePullRequestPayload",
      "NotFoundError",
      "NotMergeableError",
      "RepoArchivedError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "MoveIssuePinResult": [
      "ForbiddenError",
      "MoveIssuePinPayload",
      "NotFoundError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "Node": [
      "ActionsVariable",
      "Activity",
      "Attachment",
      "Branch",
      "BranchProtection",
      "Comment",
      "Commit",
      "CommitStatus",
      "DeployKey",
      "GpgKey",
      "Hook",
      "Issue",
      "Label",
      "Milestone",
      "NotificationThread",
      "Organization",
      "Package",
      "PublicKey",
      "PullRequest",
      "PullReview",
      "PullReviewComment",
      "PushMirror",
      "Release",
      "Repository",
      "Tag",
      "Team",
      "TimelineItem",
      "TrackedTime",
      "User",
      "WikiPage",
      "Workflow",
      "WorkflowJob",
      "WorkflowRun"
    ],
    "PinIssueResult": [
      "ForbiddenError",
      "NotFoundError",
      "PinIssuePayload",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "PublicizeOrganizationMembershipResult": [
      "ForbiddenError",
      "NotFoundError",
      "PublicizeOrganizationMembershipPayload",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "ReactionSubject": [
      "Comment",
      "Issue",
      "PullRequest"
    ],
    "RejectRepositoryTransferResult": [
      "ForbiddenError",
      "NotFoundError",
      "RejectRepositoryTransferPayload",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "RemoveCollaboratorResult": [
      "ForbiddenError",
      "NotFoundError",
      "RemoveCollaboratorPayload",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
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
    "RemoveIssueBlockResult": [
      "NotFoundError",
      "RemoveIssueBlockPayload",
      "RepoArchivedError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "RemoveIssueDependencyResult": [
      "NotFoundError",
      "RemoveIssueDependencyPayload",
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
    "RemoveOrganizationMemberResult": [
      "ForbiddenError",
      "NotFoundError",
      "RemoveOrganizationMemberPayload",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "RemoveReactionResult": [
      "ForbiddenError",
      "NotFoundError",
      "RemoveReactionPayload",
      "RepoArchivedError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "RemoveRepositoryTeamResult": [
      "ForbiddenError",
      "NotFoundError",
      "RemoveRepositoryTeamPayload",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "RemoveRepositoryTopicResult": [
      "ForbiddenError",
      "NotFoundError",
      "RemoveRepositoryTopicPayload",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "RemoveReviewRequestsResult": [
      "ForbiddenError",
      "NotFoundError",
      "RemoveReviewRequestsPayload",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "RemoveTeamMemberResult": [
      "ForbiddenError",
      "NotFoundError",
      "RemoveTeamMemberPayload",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "RemoveTeamRepositoryResult": [
      "ForbiddenError",
      "NotFoundError",
      "RemoveTeamRepositoryPayload",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "RenameAttachmentResult": [
      "ForbiddenError",
      "NotFoundError",
      "RenameAttachmentPayload",
      "RepoArchivedError",
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
    "ReplaceIssueLabelsResult": [
      "ForbiddenError",
      "NotFoundError",
      "ReplaceIssueLabelsPayload",
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
    "RequestReviewersResult": [
      "ForbiddenError",
      "NotFoundError",
      "RequestReviewersPayload",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "ResetIssueTimeResult": [
      "ForbiddenError",
      "NotFoundError",
      "ResetIssueTimePayload",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "SetActionsSecretResult": [
      "ForbiddenError",
      "NotFoundError",
      "SetActionsSecretPayload",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "SetIssueDueDateResult": [
      "ForbiddenError",
      "NotFoundError",
      "SetIssueDueDatePayload",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "StarRepositoryResult": [
      "ForbiddenError",
      "NotFoundError",
      "StarRepositoryPayload",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "StartStopwatchResult": [
      "ConflictError",
      "ForbiddenError",
      "NotFoundError",
      "StartStopwatchPayload",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "StopStopwatchResult": [
      "ConflictError",
      "ForbiddenError",
      "NotFoundError",
      "StopStopwatchPayload",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "SubmitPullReviewResult": [
      "NotFoundError",
      "SubmitPullReviewPayload",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "SubscribeToIssueResult": [
      "ForbiddenError",
      "NotFoundError",
      "SubscribeToIssuePayload",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "SyncMirrorResult": [
      "ForbiddenError",
      "NotFoundError",
      "SyncMirrorPayload",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "SyncPushMirrorsResult": [
      "ForbiddenError",
      "NotFoundError",
      "SyncPushMirrorsPayload",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "TestRepositoryHookResult": [
      "ForbiddenError",
      "NotFoundError",
      "TestRepositoryHookPayload",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
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
    "UnblockUserResult": [
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UnblockUserPayload",
      "UpstreamError",
      "ValidationError"
    ],
    "UndismissPullReviewResult": [
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UndismissPullReviewPayload",
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
    "UnpinIssueResult": [
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UnpinIssuePayload",
      "UpstreamError",
      "ValidationError"
    ],
    "UnstarRepositoryResult": [
      "NotFoundError",
      "UnauthenticatedError",
      "UnstarRepositoryPayload",
      "UpstreamError",
      "ValidationError"
    ],
    "UnsubscribeFromIssueResult": [
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UnsubscribeFromIssuePayload",
      "UpstreamError",
      "ValidationError"
    ],
    "UnwatchRepositoryResult": [
      "NotFoundError",
      "UnauthenticatedError",
      "UnwatchRepositoryPayload",
      "UpstreamError",
      "ValidationError"
    ],
    "UpdateAccountHookResult": [
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpdateAccountHookPayload",
      "UpstreamError",
      "ValidationError"
    ],
    "UpdateActionsVariableResult": [
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpdateActionsVariablePayload",
      "UpstreamError",
      "ValidationError"
    ],
    "UpdateBranchProtectionResult": [
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpdateBranchProtectionPayload",
      "UpstreamError",
      "ValidationError"
    ],
    "UpdateCommentResult": [
      "ForbiddenError",
      "NotFoundError",
      "RepoArchivedError",
      "UnauthenticatedError",
      "UpdateCommentPayload",
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
    "UpdateLabelResult": [
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpdateLabelPayload",
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
    ],
    "UpdateOrganizationAvatarResult": [
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpdateOrganizationAvatarPayload",
      "UpstreamError",
      "ValidationError"
    ],
    "UpdateOrganizationResult": [
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpdateOrganizationPayload",
      "UpstreamError",
      "ValidationError"
    ],
    "UpdatePullRequestBranchResult": [
      "ConflictError",
      "ForbiddenError",
      "NotFoundError",
      "RepoArchivedError",
      "UnauthenticatedError",
      "UpdatePullRequestBranchPayload",
      "UpstreamError",
      "ValidationError"
    ],
    "UpdatePullRequestResult": [
      "ConflictError",
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpdatePullRequestPayload",
      "UpstreamError",
      "ValidationError"
    ],
    "UpdateReleaseResult": [
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpdateReleasePayload",
      "UpstreamError",
      "ValidationError"
    ],
    "UpdateRepositoryAvatarResult": [
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpdateRepositoryAvatarPayload",
      "UpstreamError",
      "ValidationError"
    ],
    "UpdateRepositoryHookResult": [
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpdateRepositoryHookPayload",
      "UpstreamError",
      "ValidationError"
    ],
    "UpdateRepositoryResult": [
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpdateRepositoryPayload",
      "UpstreamError",
      "ValidationError"
    ],
    "UpdateRepositoryTopicsResult": [
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpdateRepositoryTopicsPayload",
      "UpstreamError",
      "ValidationError"
    ],
    "UpdateTeamResult": [
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpdateTeamPayload",
      "UpstreamError",
      "ValidationError"
    ],
    "UpdateUserSettingsResult": [
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpdateUserSettingsPayload",
      "UpstreamError",
      "ValidationError"
    ],
    "UpdateViewerAvatarResult": [
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpdateViewerAvatarPayload",
      "UpstreamError",
      "ValidationError"
    ],
    "UpdateWikiPageResult": [
      "ForbiddenError",
      "NotFoundError",
      "RepoArchivedError",
      "UnauthenticatedError",
      "UpdateWikiPagePayload",
      "UpstreamError",
      "ValidationError"
    ],
    "UploadCommentAttachmentResult": [
      "ForbiddenError",
      "NotFoundError",
      "RepoArchivedError",
      "UnauthenticatedError",
      "UploadCommentAttachmentPayload",
      "UpstreamError",
      "ValidationError"
    ],
    "UploadIssueAttachmentResult": [
      "ForbiddenError",
      "NotFoundError",
      "RepoArchivedError",
      "UnauthenticatedError",
      "UploadIssueAttachmentPayload",
      "UpstreamError",
      "ValidationError"
    ],
    "UploadReleaseAssetResult": [
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UploadReleaseAssetPayload",
      "UpstreamError",
      "ValidationError"
    ],
    "WatchRepositoryResult": [
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError",
      "WatchRepositoryPayload"
    ]
  }
};
      const result: PossibleTypesResultData = {
  "possibleTypes": {
    "AcceptRepositoryTransferResult": [
      "AcceptRepositoryTransferPayload",
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "AddCollaboratorResult": [
      "AddCollaboratorPayload",
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "AddCommentResult": [
      "AddCommentPayload",
      "ForbiddenError",
      "NotFoundError",
      "RepoArchivedError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "AddEmailAddressesResult": [
      "AddEmailAddressesPayload",
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "AddGpgKeyResult": [
      "AddGpgKeyPayload",
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "AddIssueBlockResult": [
      "AddIssueBlockPayload",
      "NotFoundError",
      "RepoArchivedError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
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
    "AddPublicKeyResult": [
      "AddPublicKeyPayload",
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "AddPushMirrorResult": [
      "AddPushMirrorPayload",
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "AddReactionResult": [
      "AddReactionPayload",
      "ForbiddenError",
      "NotFoundError",
      "RepoArchivedError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "AddRepositoryTeamResult": [
      "AddRepositoryTeamPayload",
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "AddRepositoryTopicResult": [
      "AddRepositoryTopicPayload",
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "AddTeamMemberResult": [
      "AddTeamMemberPayload",
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "AddTeamRepositoryResult": [
      "AddTeamRepositoryPayload",
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "AddTrackedTimeResult": [
      "AddTrackedTimePayload",
      "ForbiddenError",
      "NotFoundError",
      "RepoArchivedError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "BlockUserResult": [
      "BlockUserPayload",
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "CancelAutoMergeResult": [
      "CancelAutoMergePayload",
      "ForbiddenError",
      "NotFoundError",
      "RepoArchivedError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "CancelStopwatchResult": [
      "CancelStopwatchPayload",
      "ConflictError",
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
    "ClearIssueLabelsResult": [
      "ClearIssueLabelsPayload",
      "ForbiddenError",
      "NotFoundError",
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
    "ConcealOrganizationMembershipResult": [
      "ConcealOrganizationMembershipPayload",
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "CreateActionsVariableResult": [
      "ConflictError",
      "CreateActionsVariablePayload",
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "CreateBranchProtectionResult": [
      "CreateBranchProtectionPayload",
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "CreateBranchResult": [
      "ConflictError",
      "CreateBranchPayload",
      "ForbiddenError",
      "NotFoundError",
      "RepoArchivedError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "CreateCommitStatusResult": [
      "CreateCommitStatusPayload",
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "CreateDeployKeyResult": [
      "CreateDeployKeyPayload",
      "ForbiddenError",
      "NotFoundError",
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
    "CreateOrganizationHookResult": [
      "CreateOrganizationHookPayload",
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "CreateOrganizationLabelResult": [
      "CreateOrganizationLabelPayload",
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
    "CreateOrganizationResult": [
      "CreateOrganizationPayload",
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "CreatePullRequestResult": [
      "ConflictError",
      "CreatePullRequestPayload",
      "ForbiddenError",
      "NotFoundError",
      "RepoArchivedError",
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
    "CreateRepositoryResult": [
      "ConflictError",
      "CreateRepositoryPayload",
      "ForbiddenError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "CreateTagResult": [
      "ConflictError",
      "CreateTagPayload",
      "ForbiddenError",
      "NotFoundError",
      "RepoArchivedError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "CreateTeamResult": [
      "CreateTeamPayload",
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
    "CreateWikiPageResult": [
      "ConflictError",
      "CreateWikiPagePayload",
      "ForbiddenError",
      "NotFoundError",
      "RepoArchivedError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "DeleteAccountHookResult": [
      "DeleteAccountHookPayload",
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "DeleteActionsSecretResult": [
      "DeleteActionsSecretPayload",
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "DeleteActionsVariableResult": [
      "DeleteActionsVariablePayload",
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "DeleteAttachmentResult": [
      "DeleteAttachmentPayload",
      "ForbiddenError",
      "NotFoundError",
      "RepoArchivedError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "DeleteBranchProtectionResult": [
      "DeleteBranchProtectionPayload",
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "DeleteBranchResult": [
      "DeleteBranchPayload",
      "ForbiddenError",
      "NotFoundError",
      "RepoArchivedError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "DeleteCommentResult": [
      "DeleteCommentPayload",
      "ForbiddenError",
      "NotFoundError",
      "RepoArchivedError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "DeleteDeployKeyResult": [
      "DeleteDeployKeyPayload",
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "DeleteEmailAddressesResult": [
      "DeleteEmailAddressesPayload",
      "ForbiddenError",
      "NotFoundError",
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
    "DeleteGpgKeyResult": [
      "DeleteGpgKeyPayload",
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "DeleteIssueResult": [
      "DeleteIssuePayload",
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "DeleteLabelResult": [
      "DeleteLabelPayload",
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "DeleteMilestoneResult": [
      "DeleteMilestonePayload",
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "DeleteOrganizationAvatarResult": [
      "DeleteOrganizationAvatarPayload",
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "DeleteOrganizationResult": [
      "DeleteOrganizationPayload",
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "DeletePackageResult": [
      "DeletePackagePayload",
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "DeletePublicKeyResult": [
      "DeletePublicKeyPayload",
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "DeletePullReviewResult": [
      "DeletePullReviewPayload",
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "DeletePushMirrorResult": [
      "DeletePushMirrorPayload",
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "DeleteReleaseByTagResult": [
      "DeleteReleaseByTagPayload",
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "DeleteReleaseResult": [
      "DeleteReleasePayload",
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "DeleteRepositoryAvatarResult": [
      "DeleteRepositoryAvatarPayload",
      "ForbiddenError",
      "NotFoundError",
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
    "DeleteRepositoryResult": [
      "DeleteRepositoryPayload",
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "DeleteTagResult": [
      "ConflictError",
      "DeleteTagPayload",
      "ForbiddenError",
      "NotFoundError",
      "RepoArchivedError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "DeleteTeamResult": [
      "DeleteTeamPayload",
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "DeleteTrackedTimeResult": [
      "DeleteTrackedTimePayload",
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "DeleteViewerAvatarResult": [
      "DeleteViewerAvatarPayload",
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "DeleteWikiPageResult": [
      "DeleteWikiPagePayload",
      "ForbiddenError",
      "NotFoundError",
      "RepoArchivedError",
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
    "DismissPullReviewResult": [
      "DismissPullReviewPayload",
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
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
      "NotMergeableError",
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
    "ForkRepositoryResult": [
      "ConflictError",
      "ForbiddenError",
      "ForkRepositoryPayload",
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
    "MarkRepositoryNotificationsReadResult": [
      "MarkRepositoryNotificationsReadPayload",
      "NotFoundError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "MergePullRequestResult": [
      "ConflictError",
      "MergePullRequestPayload",
      "NotFoundError",
      "NotMergeableError",
      "RepoArchivedError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "MoveIssuePinResult": [
      "ForbiddenError",
      "MoveIssuePinPayload",
      "NotFoundError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "Node": [
      "ActionsVariable",
      "Activity",
      "Attachment",
      "Branch",
      "BranchProtection",
      "Comment",
      "Commit",
      "CommitStatus",
      "DeployKey",
      "GpgKey",
      "Hook",
      "Issue",
      "Label",
      "Milestone",
      "NotificationThread",
      "Organization",
      "Package",
      "PublicKey",
      "PullRequest",
      "PullReview",
      "PullReviewComment",
      "PushMirror",
      "Release",
      "Repository",
      "Tag",
      "Team",
      "TimelineItem",
      "TrackedTime",
      "User",
      "WikiPage",
      "Workflow",
      "WorkflowJob",
      "WorkflowRun"
    ],
    "PinIssueResult": [
      "ForbiddenError",
      "NotFoundError",
      "PinIssuePayload",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "PublicizeOrganizationMembershipResult": [
      "ForbiddenError",
      "NotFoundError",
      "PublicizeOrganizationMembershipPayload",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "ReactionSubject": [
      "Comment",
      "Issue",
      "PullRequest"
    ],
    "RejectRepositoryTransferResult": [
      "ForbiddenError",
      "NotFoundError",
      "RejectRepositoryTransferPayload",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "RemoveCollaboratorResult": [
      "ForbiddenError",
      "NotFoundError",
      "RemoveCollaboratorPayload",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
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
    "RemoveIssueBlockResult": [
      "NotFoundError",
      "RemoveIssueBlockPayload",
      "RepoArchivedError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "RemoveIssueDependencyResult": [
      "NotFoundError",
      "RemoveIssueDependencyPayload",
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
    "RemoveOrganizationMemberResult": [
      "ForbiddenError",
      "NotFoundError",
      "RemoveOrganizationMemberPayload",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "RemoveReactionResult": [
      "ForbiddenError",
      "NotFoundError",
      "RemoveReactionPayload",
      "RepoArchivedError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "RemoveRepositoryTeamResult": [
      "ForbiddenError",
      "NotFoundError",
      "RemoveRepositoryTeamPayload",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "RemoveRepositoryTopicResult": [
      "ForbiddenError",
      "NotFoundError",
      "RemoveRepositoryTopicPayload",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "RemoveReviewRequestsResult": [
      "ForbiddenError",
      "NotFoundError",
      "RemoveReviewRequestsPayload",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "RemoveTeamMemberResult": [
      "ForbiddenError",
      "NotFoundError",
      "RemoveTeamMemberPayload",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "RemoveTeamRepositoryResult": [
      "ForbiddenError",
      "NotFoundError",
      "RemoveTeamRepositoryPayload",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "RenameAttachmentResult": [
      "ForbiddenError",
      "NotFoundError",
      "RenameAttachmentPayload",
      "RepoArchivedError",
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
    "ReplaceIssueLabelsResult": [
      "ForbiddenError",
      "NotFoundError",
      "ReplaceIssueLabelsPayload",
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
    "RequestReviewersResult": [
      "ForbiddenError",
      "NotFoundError",
      "RequestReviewersPayload",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "ResetIssueTimeResult": [
      "ForbiddenError",
      "NotFoundError",
      "ResetIssueTimePayload",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "SetActionsSecretResult": [
      "ForbiddenError",
      "NotFoundError",
      "SetActionsSecretPayload",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "SetIssueDueDateResult": [
      "ForbiddenError",
      "NotFoundError",
      "SetIssueDueDatePayload",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "StarRepositoryResult": [
      "ForbiddenError",
      "NotFoundError",
      "StarRepositoryPayload",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "StartStopwatchResult": [
      "ConflictError",
      "ForbiddenError",
      "NotFoundError",
      "StartStopwatchPayload",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "StopStopwatchResult": [
      "ConflictError",
      "ForbiddenError",
      "NotFoundError",
      "StopStopwatchPayload",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "SubmitPullReviewResult": [
      "NotFoundError",
      "SubmitPullReviewPayload",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "SubscribeToIssueResult": [
      "ForbiddenError",
      "NotFoundError",
      "SubscribeToIssuePayload",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "SyncMirrorResult": [
      "ForbiddenError",
      "NotFoundError",
      "SyncMirrorPayload",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "SyncPushMirrorsResult": [
      "ForbiddenError",
      "NotFoundError",
      "SyncPushMirrorsPayload",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
    ],
    "TestRepositoryHookResult": [
      "ForbiddenError",
      "NotFoundError",
      "TestRepositoryHookPayload",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError"
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
    "UnblockUserResult": [
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UnblockUserPayload",
      "UpstreamError",
      "ValidationError"
    ],
    "UndismissPullReviewResult": [
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UndismissPullReviewPayload",
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
    "UnpinIssueResult": [
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UnpinIssuePayload",
      "UpstreamError",
      "ValidationError"
    ],
    "UnstarRepositoryResult": [
      "NotFoundError",
      "UnauthenticatedError",
      "UnstarRepositoryPayload",
      "UpstreamError",
      "ValidationError"
    ],
    "UnsubscribeFromIssueResult": [
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UnsubscribeFromIssuePayload",
      "UpstreamError",
      "ValidationError"
    ],
    "UnwatchRepositoryResult": [
      "NotFoundError",
      "UnauthenticatedError",
      "UnwatchRepositoryPayload",
      "UpstreamError",
      "ValidationError"
    ],
    "UpdateAccountHookResult": [
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpdateAccountHookPayload",
      "UpstreamError",
      "ValidationError"
    ],
    "UpdateActionsVariableResult": [
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpdateActionsVariablePayload",
      "UpstreamError",
      "ValidationError"
    ],
    "UpdateBranchProtectionResult": [
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpdateBranchProtectionPayload",
      "UpstreamError",
      "ValidationError"
    ],
    "UpdateCommentResult": [
      "ForbiddenError",
      "NotFoundError",
      "RepoArchivedError",
      "UnauthenticatedError",
      "UpdateCommentPayload",
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
    "UpdateLabelResult": [
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpdateLabelPayload",
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
    ],
    "UpdateOrganizationAvatarResult": [
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpdateOrganizationAvatarPayload",
      "UpstreamError",
      "ValidationError"
    ],
    "UpdateOrganizationResult": [
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpdateOrganizationPayload",
      "UpstreamError",
      "ValidationError"
    ],
    "UpdatePullRequestBranchResult": [
      "ConflictError",
      "ForbiddenError",
      "NotFoundError",
      "RepoArchivedError",
      "UnauthenticatedError",
      "UpdatePullRequestBranchPayload",
      "UpstreamError",
      "ValidationError"
    ],
    "UpdatePullRequestResult": [
      "ConflictError",
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpdatePullRequestPayload",
      "UpstreamError",
      "ValidationError"
    ],
    "UpdateReleaseResult": [
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpdateReleasePayload",
      "UpstreamError",
      "ValidationError"
    ],
    "UpdateRepositoryAvatarResult": [
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpdateRepositoryAvatarPayload",
      "UpstreamError",
      "ValidationError"
    ],
    "UpdateRepositoryHookResult": [
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpdateRepositoryHookPayload",
      "UpstreamError",
      "ValidationError"
    ],
    "UpdateRepositoryResult": [
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpdateRepositoryPayload",
      "UpstreamError",
      "ValidationError"
    ],
    "UpdateRepositoryTopicsResult": [
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpdateRepositoryTopicsPayload",
      "UpstreamError",
      "ValidationError"
    ],
    "UpdateTeamResult": [
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpdateTeamPayload",
      "UpstreamError",
      "ValidationError"
    ],
    "UpdateUserSettingsResult": [
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpdateUserSettingsPayload",
      "UpstreamError",
      "ValidationError"
    ],
    "UpdateViewerAvatarResult": [
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpdateViewerAvatarPayload",
      "UpstreamError",
      "ValidationError"
    ],
    "UpdateWikiPageResult": [
      "ForbiddenError",
      "NotFoundError",
      "RepoArchivedError",
      "UnauthenticatedError",
      "UpdateWikiPagePayload",
      "UpstreamError",
      "ValidationError"
    ],
    "UploadCommentAttachmentResult": [
      "ForbiddenError",
      "NotFoundError",
      "RepoArchivedError",
      "UnauthenticatedError",
      "UploadCommentAttachmentPayload",
      "UpstreamError",
      "ValidationError"
    ],
    "UploadIssueAttachmentResult": [
      "ForbiddenError",
      "NotFoundError",
      "RepoArchivedError",
      "UnauthenticatedError",
      "UploadIssueAttachmentPayload",
      "UpstreamError",
      "ValidationError"
    ],
    "UploadReleaseAssetResult": [
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UploadReleaseAssetPayload",
      "UpstreamError",
      "ValidationError"
    ],
    "WatchRepositoryResult": [
      "ForbiddenError",
      "NotFoundError",
      "UnauthenticatedError",
      "UpstreamError",
      "ValidationError",
      "WatchRepositoryPayload"
    ]
  }
};
      export default result;
    