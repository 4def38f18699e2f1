
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
    "ChangeFilesResult": [
      "ChangeFilesPayload",
      "ForbiddenError",
      "NotFoundError",
      "RepoArchivedError",
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
    "Error": [
      "ConflictError",
      "ForbiddenError",
      "NotFoundError",
      "RepoArchivedError",
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
    "Node": [
      "Activity",
      "Issue",
      "Organization",
      "Package",
      "PullRequest",
      "Repository",
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
    "ChangeFilesResult": [
      "ChangeFilesPayload",
      "ForbiddenError",
      "NotFoundError",
      "RepoArchivedError",
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
    "Error": [
      "ConflictError",
      "ForbiddenError",
      "NotFoundError",
      "RepoArchivedError",
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
    "Node": [
      "Activity",
      "Issue",
      "Organization",
      "Package",
      "PullRequest",
      "Repository",
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
    ]
  }
};
      export default result;
    