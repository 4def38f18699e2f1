// The forge operations the gateway calls: one line each, the function's name and the swagger's
// operationId (schema/gitea-swagger.json, or a newer route of src/forge/routes/newer.ts), grouped by
// the swagger's tag. `npm run forge-types` makes the table of generated/forge-endpoints.ts from this
// list: each operation's row (route, query names, whether it answers or takes text) and, unless
// USES.hand names the line, the function that calls it, with the comment written above the line.

export type Use = keyof typeof USES;

export const USED_OPERATIONS = {
  // admin
  /** POST /admin/hooks → 201 Hook */
  createSystemHook: 'adminCreateHook',
  /** DELETE /admin/hooks/{id} → 204, 404 */
  deleteSystemHook: 'adminDeleteHook',
  /** GET /admin/hooks: the system hooks (Gitea 1.23 added `type`, whose default is system), whole, unpaged */
  listSystemHooks: 'adminListHooks',
  // issue
  /** 201 Issue (the URL issue): the body issue becomes blocked by the URL issue */
  addIssueBlock: 'issueCreateIssueBlocking',
  /** The URL issue becomes blocked by the body issue; answers the URL issue */
  addIssueDependency: 'issueCreateIssueDependencies',
  /** 200 with all the labels of the issue */
  addIssueLabels: 'issueAddLabel',
  /** 200 TrackedTime (not 201) */
  addIssueTrackedTime: 'issueAddTime',
  /** 204: nothing is tracked; 409 when none runs */
  cancelIssueStopwatch: 'issueDeleteStopWatch',
  /** reqToken; WatchInfo whose `subscribed` also counts repository watchers and the issue's participants */
  checkIssueSubscription: 'issueCheckSubscription',
  /** 204; 403 without write access */
  clearIssueLabels: 'issueClearLabels',
  /** 201 */
  createIssue: 'issueCreateIssue',
  /** 201 Comment; works on pull requests too (they are issues) */
  createIssueComment: 'issueCreateComment',
  /** 201 */
  createLabel: 'issueCreateLabel',
  /** 201 */
  createMilestone: 'issueCreateMilestone',
  /** 204 */
  deleteCommentAttachment: 'issueDeleteIssueCommentAttachment',
  deleteCommentReaction: 'issueDeleteCommentReaction',
  /** 204; repository admins only (403 for everyone else, the poster included) */
  deleteIssue: 'issueDelete',
  /** 204 */
  deleteIssueAttachment: 'issueDeleteIssueAttachment',
  /** 204 */
  deleteIssueComment: 'issueDeleteComment',
  /** 200, empty, whether or not the reaction existed */
  deleteIssueReaction: 'issueDeleteIssueReaction',
  /** 204; only the entry's user or a site admin (an empty 403); 404 for an unknown or deleted entry */
  deleteIssueTrackedTime: 'issueDeleteTime',
  /** 204, also when the repository has no such label */
  deleteLabel: 'issueDeleteLabel',
  /** 204; `id` is a milestone id or a title */
  deleteMilestone: 'issueDeleteMilestone',
  /** 201 Attachment */
  editCommentAttachment: 'issueEditIssueCommentAttachment',
  /** `assignees` replaces the whole list: the way Gitea removes assignees (routers/api/v1/repo/issue.go) */
  editIssue: 'issueEditIssue',
  /** 201 Attachment */
  editIssueAttachment: 'issueEditIssueAttachment',
  /** 200 Comment, or 204 (no body) when the row is not a comment */
  editIssueComment: 'issueEditComment',
  /** 200 Label; `id` is an id only; an absent `is_archived` unarchives the label */
  editLabel: 'issueEditLabel',
  /** 200 */
  editMilestone: 'issueEditMilestone',
  getCommentAttachment: 'issueGetIssueCommentAttachment',
  getIssue: 'issueGetIssue',
  getIssueAttachment: 'issueGetIssueAttachment',
  getIssueComment: 'issueGetComment',
  /** `id` is a label id, or a name (the forge tries a number as an id) */
  getLabel: 'issueGetLabel',
  /** `id` is a milestone id, or a title (the forge tries a number as an id first) */
  getMilestone: 'issueGetMilestone',
  listCommentAttachments: 'issueListIssueCommentAttachments',
  /** the whole list, no paging and no count */
  listCommentReactions: 'issueGetCommentReactions',
  /** the whole list, no paging */
  listIssueAttachments: 'issueListIssueAttachments',
  /** the issues this one blocks; paged, no X-Total-Count */
  listIssueBlocks: 'issueListBlocks',
  /** every plain comment of the issue in one answer (no paging); X-Total-Count is their number */
  listIssueComments: 'issueGetComments',
  /** the issues that block this one; paged, no X-Total-Count */
  listIssueDependencies: 'issueListIssueDependencies',
  /** 200 Label[] by name, the whole list */
  listIssueLabels: 'issueGetLabels',
  /** paged with X-Total-Count */
  listIssueReactions: 'issueGetIssueReactions',
  /** the explicit subscribers, by user id; X-Total-Count is their number */
  listIssueSubscribers: 'issueSubscriptions',
  listIssueTimeline: 'issueGetCommentsAndTimeline',
  /** paged with X-Total-Count; needs a token; non-writers see only their own times */
  listIssueTrackedTimes: 'issueTrackedTimes',
  listIssues: 'issueListIssues',
  /** X-Total-Count, no Link; alphabetical */
  listLabels: 'issueListLabels',
  /** `state` closed or all; omitted (or anything else) lists the open ones only. X-Total-Count, no Link */
  listMilestones: 'issueGetMilestonesList',
  /** the plain comments of every issue and pull request of the repository, oldest first; paged, X-Total-Count */
  listRepoComments: 'issueGetRepoComments',
  /** 204; an issue that is not pinned, or a position below 1, fails with 500 */
  moveIssuePin: 'moveIssuePin',
  /** 204; repository admins only (403); 400 when the kind's pins are at their maximum */
  pinIssue: 'pinIssue',
  postCommentReaction: 'issuePostCommentReaction',
  /** 201 Reaction, or 200 when the caller had already given that reaction */
  postIssueReaction: 'issuePostIssueReaction',
  /** Absent from Gitea, which answers a plain-text 404; kept for forges that serve it */
  removeIssueAssignees: 'issueRemoveAssignees',
  /** 201 Issue (the URL issue): the body issue is no longer blocked by it */
  removeIssueBlock: 'issueRemoveIssueBlocking',
  /** 201 Issue (the URL issue) although the swagger says 200; 500 when there is no such dependency */
  removeIssueDependency: 'issueRemoveIssueDependencies',
  /** 204 */
  removeIssueLabel: 'issueRemoveLabel',
  /** 200 with the labels the issue now has: the given ones replace the rest */
  replaceIssueLabels: 'issueReplaceLabels',
  /** 204: the caller's own entries on the issue are deleted; 404 when there are none */
  resetIssueTrackedTime: 'issueResetTime',
  searchIssues: 'issueSearchIssues',
  /** 201 IssueDeadline; `due_date` null removes the deadline, a time keeps only its day */
  setIssueDeadline: 'issueEditIssueDeadline',
  /** 201; 403 (empty) for callers who may not write issues or track time; 409 when one runs already */
  startIssueStopwatch: 'issueStartStopWatch',
  /** 201: the elapsed time becomes a tracked time; 409 when none runs */
  stopIssueStopwatch: 'issueStopStopWatch',
  /** 201 when it changed, 200 when it already was; 403 for another user unless a site admin */
  subscribeUserToIssue: 'issueAddSubscription',
  /** 204, also when it was not pinned */
  unpinIssue: 'unpinIssue',
  unsubscribeUserFromIssue: 'issueDeleteSubscription',
  /** 201; fields a caller may not change are silently kept */
  updateIssue: 'issueEditIssue',
  /** 201 Attachment; the poster of the comment or an admin, who must write the repository's issues */
  uploadCommentAttachment: 'issueCreateIssueCommentAttachment',
  /** 201 Attachment; 413 past the forge's size limit, 422 for a type it does not allow */
  uploadIssueAttachment: 'issueCreateIssueAttachment',
  // miscellaneous
  /** 404 for an unknown name */
  getGitignoreTemplate: 'getGitignoreTemplateInfo',
  /** the labels of one template; 404 for an unknown name */
  getLabelTemplate: 'getLabelTemplateInfo',
  /** 404 for an unknown name */
  getLicenseTemplate: 'getLicenseTemplateInfo',
  getNodeInfo: 'getNodeInfo',
  /** the armored OpenPGP key; 404 when the forge signs with no key or with an SSH key */
  getSigningKey: 'getSigningKey',
  getVersion: 'getVersion',
  /** the names only */
  listGitignoreTemplates: 'listGitignoresTemplates',
  /** the display names only */
  listLabelTemplates: 'listLabelTemplates',
  listLicenseTemplates: 'listLicenseTemplates',
  /** the body is the Markdown itself (text/plain), rendered alone: no repository, no references (markdown.RenderRaw) */
  renderMarkdownRaw: 'renderMarkdownRaw',
  /**
   * `Mode` comment, gfm (a document), wiki or markdown (no repository); `Context` the repository's path
   * (`/owner/repo`, for documents `/owner/repo/src/branch/<ref>`). 200 text/html; 422 for an unknown mode.
   */
  renderMarkup: 'renderMarkup',
  // notification
  /** how many of the caller's threads are unread */
  countNewNotifications: 'notifyNewAvailable',
  getNotificationThread: 'notifyGetThread',
  listNotifications: 'notifyGetList',
  listRepoNotifications: 'notifyGetRepoList',
  readNotificationThread: 'notifyReadThread',
  readNotifications: 'notifyReadList',
  readRepoNotifications: 'notifyReadRepoList',
  // organization
  addTeamMember: 'orgAddTeamMember',
  /** the caller needs admin access to the repository (403) */
  addTeamRepo: 'orgAddTeamRepository',
  blockUserFromOrg: 'organizationBlockUser',
  checkOrgBlock: 'organizationCheckUserBlock',
  /** 204 member, 404 not; a caller outside the organization is redirected to the public membership check */
  checkOrgMember: 'orgIsMember',
  /** 204 when the membership is public, 404 otherwise; needs no token */
  checkPublicMember: 'orgIsPublicMember',
  concealMember: 'orgConcealMember',
  /** 201 with the organization, the caller in its Owners team; 422 for a name in use or not allowed */
  createOrg: 'orgCreate',
  /** 201 Label; owners of the organization only */
  createOrgLabel: 'orgCreateLabel',
  createOrgVariable: 'createOrgVariable',
  /** POST /orgs/{org}/hooks → 201 */
  createOrganizationHook: 'orgCreateHook',
  /** A new repository owned by an organization */
  createOrganizationRepository: 'createOrgRepo',
  /** owners only; 201 with the team */
  createTeam: 'orgCreateTeam',
  /** owners only; an organization that still owns repositories fails with a 500 */
  deleteOrg: 'orgDelete',
  /** 204 */
  deleteOrgAvatar: 'orgDeleteAvatar',
  /** 204, also when the organization has no such label; owners only */
  deleteOrgLabel: 'orgDeleteLabel',
  deleteOrgSecret: 'deleteOrgSecret',
  deleteOrgVariable: 'deleteOrgVariable',
  /** DELETE /orgs/{org}/hooks/{id} → 204 */
  deleteOrganizationHook: 'orgDeleteHook',
  /** owners only; the Owners team cannot be deleted (a 500) */
  deleteTeam: 'orgDeleteTeam',
  /** owners only (403); only the fields sent change */
  editOrg: 'orgEdit',
  /** 200 Label; `id` is an id only; owners only; an absent `is_archived` unarchives the label */
  editOrgLabel: 'orgEditLabel',
  /** PATCH /orgs/{org}/hooks/{id} → 200 Hook */
  editOrganizationHook: 'orgEditHook',
  /** owners of the team's organization only (404 for others); the Owners team keeps its name and permission */
  editTeam: 'orgEditTeam',
  /** needs a signed-in caller; `id` is a label id, or a name (the forge tries a number as an id) */
  getOrgLabel: 'orgGetLabel',
  getOrgVariable: 'getOrgVariable',
  getOrganization: 'orgGet',
  getOrganizationHook: 'orgGetHook',
  getTeam: 'orgGetTeam',
  /** the user when in the team, 404 otherwise */
  getTeamMember: 'orgListTeamMember',
  /** the repository when the team has it, 404 otherwise */
  getTeamRepo: 'orgListTeamRepo',
  /** can_read, can_write, is_admin, is_owner and can_create_repository of a user in an organization */
  getUserOrgPermissions: 'orgGetUserPermissions',
  /** every organization the caller may see, by name (public; limited when signed in; private for site admins) */
  listAllOrgs: 'orgGetAll',
  listMyOrgs: 'orgListCurrentUserOrgs',
  listOrgActivityFeeds: 'orgListActivityFeeds',
  /** organization owners only (403 for other callers) */
  listOrgBlocks: 'organizationListBlocks',
  listOrgLabels: 'orgListLabels',
  listOrgMembers: 'orgListMembers',
  /** the members who made their membership public; needs no token */
  listOrgPublicMembers: 'orgListPublicMembers',
  listOrgRepos: 'orgListRepos',
  listOrgSecrets: 'orgListActionsSecrets',
  listOrgTeams: 'orgListTeams',
  listOrgVariables: 'getOrgVariablesList',
  /** An organization's hooks (routers/api/v1/org/hook.go): its owners only (403) */
  listOrganizationHooks: 'orgListHooks',
  listTeamActivityFeeds: 'orgListTeamActivityFeeds',
  listTeamMembers: 'orgListTeamMembers',
  listTeamRepos: 'orgListTeamRepos',
  listUserOrgs: 'orgListUserOrgs',
  orgRegistrationToken: 'orgGetRunnerRegistrationToken',
  /** the caller's own membership only (403 for another member's) */
  publicizeMember: 'orgPublicizeMember',
  putOrgSecret: 'updateOrgSecret',
  /** owners only: the user leaves every team of the organization */
  removeOrgMember: 'orgDeleteMember',
  removeTeamMember: 'orgRemoveTeamMember',
  removeTeamRepo: 'orgRemoveTeamRepository',
  /** `{ok, data}`: the caller's teams (all of them for site admins) matching `q` */
  searchTeams: 'teamSearch',
  unblockUserFromOrg: 'organizationUnblockUser',
  /** 204; owners of the organization only */
  updateOrgAvatar: 'orgUpdateAvatar',
  updateOrgVariable: 'updateOrgVariable',
  // package
  /** 204; the version and its files go, and the package with its last version; needs write access to the owner's packages (403) */
  deletePackage: 'deletePackage',
  /** One version of a package (the refetch of a Package node). */
  getPackage: 'getPackage',
  /** every file of a version in one answer, no paging */
  listPackageFiles: 'listPackageFiles',
  /** One entry per package version an owner published, newest first; needs a token even for public owners */
  listPackages: 'listPackages',
  // repository
  /** 202 Repository; 404 when no transfer waits, 403 when the caller may not accept it */
  acceptTransfer: 'acceptRepoTransfer',
  /** 204; `permission` read, write (the default) or admin; 422 for an unknown user */
  addCollaborator: 'repoAddCollaborator',
  /** 200 PushMirror named `remote_mirror_…`; 400 for a bad interval or address */
  addPushMirror: 'repoAddPushMirror',
  /** 204; 403 unless the caller may change team access, 422 when the team has it already */
  addRepositoryTeam: 'repoAddTeam',
  /** 204, also when the repository has it; 422 for an invalid name or a 26th topic */
  addTopic: 'repoAddTopic',
  /** 204; 404 when none is scheduled, 403 unless the caller scheduled it or administers the repository */
  cancelScheduledAutoMerge: 'repoCancelScheduledAutoMerge',
  /** Several file changes in one commit */
  changeFiles: 'repoChangeFiles',
  /** 204 when the user collaborates, 404 when not; 422 for an unknown user */
  checkCollaborator: 'repoCheckCollaborator',
  /** 200 Team when the team has the repository; 404 when not, or when the organization has no such team */
  checkRepositoryTeam: 'repoCheckTeam',
  compareCommits: 'repoCompareDiff',
  /** 201 Branch; 404 when `old_branch_name` names no branch; 409 when the name is taken */
  createBranch: 'repoCreateBranch',
  /** 201; 403 when a rule of that name exists, 422 for an unknown user in a whitelist, 423 archived */
  createBranchProtection: 'repoCreateBranchProtection',
  /** 201 CommitStatus; writers of the code only (403) */
  createCommitStatus: 'repoCreateStatus',
  /** 201; 409 when the caller has a repository of that name; 422 for a reserved name or a bad label set */
  createCurrentUserRepository: 'createCurrentUserRepo',
  /** 201 DeployKey; 422 for a key that is not an OpenSSH public key, or one used here already */
  createDeployKey: 'repoCreateKey',
  /** 202 Repository (the fork); 409 when the name is taken or the owner forked it already */
  createFork: 'createFork',
  /** 201 PullRequest; 409 when an open one has the same head and base; 422 when head = base */
  createPullRequest: 'repoCreatePullRequest',
  /** Answers 200, not 201 (routers/api/v1/repo/pull_review.go) */
  createPullReview: 'repoCreatePullReview',
  /** 201 PullReview[]: one REQUEST_REVIEW review per requested user or team */
  createPullReviewRequests: 'repoCreatePullReviewRequests',
  /** A release; unless it is a draft, its tag is created at the target when missing */
  createRelease: 'repoCreateRelease',
  createRepoVariable: 'createRepoVariable',
  /** POST /repos/{owner}/{repo}/hooks → 201 */
  createRepositoryHook: 'repoCreateHook',
  /** 201 Tag (annotated when a message is given); 404 bad target; 409 the tag exists */
  createTag: 'repoCreateTag',
  /** NewWikiPage: 201 with the page; 400 for an empty title, bad base64 or a title in use */
  createWikiPage: 'repoCreateWikiPage',
  /** 204; 403 for the default branch or a protected one */
  deleteBranch: 'repoDeleteBranch',
  /** 204; 404 unknown rule */
  deleteBranchProtection: 'repoDeleteBranchProtection',
  /** 204, also for a key that is gone */
  deleteDeployKey: 'repoDeleteKey',
  /** Deletes one file in a commit of its own */
  deleteFile: 'repoDeleteFile',
  /** 204; only the reviewer and site admins (403 for anyone else) */
  deletePullReview: 'repoDeletePullReview',
  /** 204; the same checks as asking (a writer, the author or the reviewer themself may withdraw) */
  deletePullReviewRequests: 'repoDeletePullReviewRequests',
  /** 204 */
  deletePushMirror: 'repoDeletePushMirror',
  /** 204; a published release leaves its tag behind */
  deleteRelease: 'repoDeleteRelease',
  /** 204 */
  deleteReleaseAsset: 'repoDeleteReleaseAttachment',
  /** 204; 404 for a tag without a release, 422 for a protected tag; the tag itself stays */
  deleteReleaseByTag: 'repoDeleteReleaseByTag',
  /** 204 */
  deleteRepoAvatar: 'repoDeleteAvatar',
  deleteRepoSecret: 'deleteRepoSecret',
  deleteRepoVariable: 'deleteRepoVariable',
  /** 204; needs owner access (403) */
  deleteRepository: 'repoDelete',
  /** DELETE /repos/{owner}/{repo}/hooks/{id} → 204 */
  deleteRepositoryHook: 'repoDeleteHook',
  /** 204; 404 when no tag has that name; 409 when a release hangs on it; 422 for a protected tag */
  deleteTag: 'repoDeleteTag',
  /** 204; 404 when the repository lacks it; 422 for an invalid name */
  deleteTopic: 'repoDeleteTopic',
  /** DeleteWikiPage: 204; 404 for a page that is not there */
  deleteWikiPage: 'repoDeleteWikiPage',
  /** 200 PullReview; repository admins only */
  dismissPullReview: 'repoDismissPullReview',
  /** 200; only the fields sent change; 404 unknown rule, 422 unknown user, 423 archived */
  editBranchProtection: 'repoEditBranchProtection',
  /** 201 (not 200) PullRequest; 412 when the state of a merged pull request is changed */
  editPullRequest: 'repoEditPullRequest',
  editRelease: 'repoEditRelease',
  /** 201 Attachment */
  editReleaseAsset: 'repoEditReleaseAttachment',
  /** 200 with the repository as changed; needs admin access (403) */
  editRepository: 'repoEdit',
  /** 200 Hook */
  editRepositoryHook: 'repoEditHook',
  /** EditWikiPage: 200 with the page; a new title renames it */
  editWikiPage: 'repoEditWikiPage',
  /** A new repository from a template */
  generateRepository: 'generateRepo',
  /** The tag object of an annotated tag; 400 (not 404) when `sha` names none */
  getAnnotatedTag: 'GetAnnotatedTag',
  /** A blob's content in base64; 400 (not 404) when `sha` names no blob */
  getBlob: 'GetBlob',
  getBranch: 'repoGetBranch',
  /** 404 for a rule name the repository lacks (an exact name, never a glob match) */
  getBranchProtection: 'repoGetBranchProtection',
  /** anyone's for site and repository admins, one's own for others (403); 404 for an unknown user */
  getCollaboratorPermission: 'repoGetRepoPermissions',
  /**
   * 200 CombinedStatus of a branch, tag or sha: the newest status of each context and their worst
   * state. The statuses in it are paged (default 30, at most 50) and counted in X-Total-Count.
   */
  getCombinedStatus: 'repoGetCombinedStatusByRef',
  getCommit: 'repoGetSingleCommit',
  getCommitDiff: 'repoDownloadCommitDiffOrPatch',
  /** 200 PullRequest whose merge commit is `sha`; 404 when no merged pull request made it */
  getCommitPullRequest: 'repoGetCommitPullRequest',
  /** An object for a file, an array for a directory */
  getContents: 'repoGetContents',
  getContentsExt: 'repoGetContentsExt',
  /** 404 for a key of another repository */
  getDeployKey: 'repoGetKey',
  getFileContents: 'repoGetFileContents',
  /**
   * The refs under `refs/<ref>` (a prefix such as `heads` or `tags/v1`, sent with its slashes: Gitea's route
   * is `git/refs/*`); 404 when none. When exactly one ref is named in full the forge answers that object
   * alone, not a list.
   */
  getGitRefs: 'repoListGitRefs',
  /** the config, or the default one (blank issues on, no links) when missing or invalid */
  getIssueConfig: 'repoGetIssueConfig',
  getLanguages: 'repoGetLanguages',
  /** the newest release that is neither a draft nor a pre-release; 404 when there is none */
  getLatestRelease: 'repoGetLatestRelease',
  /** whether one more issue, and one more pull request, may be pinned */
  getNewPinAllowed: 'repoNewPinAllowed',
  getPullRequest: 'repoGetPullRequest',
  /** 200 PullRequest, the newest from `head` (a branch, or `owner:branch` of a fork) into `base`; 404 for none */
  getPullRequestByBranches: 'repoGetPullRequestByBaseHead',
  getPullRequestDiff: 'repoDownloadPullDiffOrPatch',
  getPullReview: 'repoGetPullReview',
  /** 200 PushMirror; 404 for a remote name the repository lacks */
  getPushMirror: 'repoGetPushMirrorByRemoteName',
  getRelease: 'repoGetRelease',
  getReleaseAttachment: 'repoGetReleaseAttachment',
  getReleaseByTag: 'repoGetReleaseByTag',
  getRepoVariable: 'getRepoVariable',
  getRepository: 'repoGet',
  /** 404 for an unknown id and for a repository the caller cannot read */
  getRepositoryById: 'repoGetByID',
  getRepositoryHook: 'repoGetHook',
  /** the key that signs the repository's commits (its own, or the forge's) */
  getRepositorySigningKey: 'repoSigningKey',
  /** 200 WatchInfo when the caller watches the repository, 404 when not */
  getSubscription: 'userCurrentCheckSubscription',
  /** 404 when no tag has that name */
  getTag: 'repoGetTag',
  getTree: 'GetTree',
  /** GetWikiPage: the page with its content, sidebar and footer in base64 */
  getWikiPage: 'repoGetWikiPage',
  /** one workflow by its id, its file name (`ci.yml`): 404 for a name no workflow of the default branch has */
  getWorkflow: 'ActionsGetWorkflow',
  /** One workflow job of a repository (the refetch of a WorkflowJob node). */
  getWorkflowJob: 'getWorkflowJob',
  getWorkflowRun: 'GetWorkflowRun',
  /** 204 merged, 404 not merged (or no such pull request) */
  isPullRequestMerged: 'repoPullRequestIsMerged',
  /** one unpaged list; needs a signed-in caller (401 otherwise) */
  listAssignees: 'repoGetAssignees',
  /** 200 BranchProtection[], the rules in the order they were made */
  listBranchProtections: 'repoListBranchProtection',
  listBranches: 'repoListBranches',
  /** needs a signed-in caller (401 otherwise) */
  listCollaborators: 'repoListCollaborators',
  /** 200 CommitStatus[] + X-Total-Count: every status of a sha, newest first unless sorted */
  listCommitStatuses: 'repoListStatuses',
  listCommits: 'repoGetAllCommits',
  /** paged; repository admins only (403 below) */
  listDeployKeys: 'repoListKeys',
  listForks: 'listForks',
  /** Every branch and tag ref; 404 (not an empty list) when the repository has none */
  listGitRefs: 'repoListAllGitRefs',
  /** the templates that parse; X-Gitea-Warning counts the files that do not */
  listIssueTemplates: 'repoGetIssueTemplates',
  /** the pinned issues in pin order, whole (no paging; at most setting.Repository.Issue.MaxPinned) */
  listPinnedIssues: 'repoListPinnedIssues',
  /** the pinned pull requests in pin order, whole */
  listPinnedPullRequests: 'repoListPinnedPullRequests',
  /**
   * 200 Commit[] + X-Total-Count, newest first. `verification` and `files` default to true upstream
   * and cost the forge a signature check and a diff per commit: the gateway asks for them only when
   * the query selects them.
   */
  listPullRequestCommits: 'repoGetPullRequestCommits',
  /** 200 ChangedFile[] + X-Total-Count: the diff between the merge base and the head */
  listPullRequestFiles: 'repoGetPullRequestFiles',
  listPullRequests: 'repoListPullRequests',
  /** 200 PullReviewComment[], the whole list: the forge does not page it */
  listPullReviewComments: 'repoGetPullReviewComments',
  /** 200 PullReview[] + X-Total-Count; another user's PENDING reviews are left out */
  listPullReviews: 'repoListPullReviews',
  /** repository admins only; X-Total-Count and Link; the remote's password is never in the answer */
  listPushMirrors: 'repoListPushMirrors',
  /** 200 Attachment[]: what the release record embeds as `assets` */
  listReleaseAttachments: 'repoListReleaseAttachments',
  listReleases: 'repoListReleases',
  listRepoActivityFeeds: 'repoListActivityFeeds',
  listRepoSecrets: 'repoListActionsSecrets',
  /** paged with X-Total-Count; 400 when time tracking is off; non-writers see only their own entries */
  listRepoTrackedTimes: 'repoTrackedTimes',
  listRepoVariables: 'getRepoVariablesList',
  listRepoWorkflowJobs: 'listWorkflowJobs',
  /** GET /repos/{owner}/{repo}/hooks: paged, with X-Total-Count; 403 below repository admin */
  listRepositoryHooks: 'repoListHooks',
  /** the whole list, unpaged; each team's `organization` is null */
  listRepositoryTeams: 'repoListTeams',
  /** 200 User[]: who may be asked for a review (the caller left out), the whole list */
  listReviewerCandidates: 'repoGetReviewers',
  /** The root directory's entries */
  listRootContents: 'repoGetContentsList',
  listStargazers: 'repoListStargazers',
  listSubscribers: 'repoListSubscribers',
  listTags: 'repoListTags',
  listTopics: 'repoListTopics',
  /** Deprecated in Gitea, not paged (routers/api/v1/repo/issue_tracked_time.go) */
  listUserTrackedTimes: 'userTrackedTimes',
  /** ListWikiPages: the wiki's files in tree order, X-Total-Count counting every entry */
  listWikiPages: 'repoGetWikiPages',
  listWikiRevisions: 'repoGetWikiPageRevisions',
  listWorkflowRunJobs: 'listWorkflowRunJobs',
  listWorkflowRuns: 'getWorkflowRuns',
  /** the whole list in one answer (the forge does not page it) */
  listWorkflows: 'ActionsListRepositoryWorkflows',
  /** 200 with an empty body; 405 when it cannot be merged (already merged, not allowed, WIP); 409 when the head moved */
  mergePullRequest: 'repoMergePullRequest',
  putRepoSecret: 'updateRepoSecret',
  /** 200 Repository; the same refusals */
  rejectTransfer: 'rejectRepoTransfer',
  /** 204; 422 for an unknown user */
  removeCollaborator: 'repoDeleteCollaborator',
  /** 204; the same refusals, 422 when the team does not have it */
  removeRepositoryTeam: 'repoDeleteTeam',
  /** 204; 422 `{invalidTopics, message}` for invalid topics or more than 25 */
  replaceTopics: 'repoUpdateTopics',
  repoRegistrationToken: 'repoGetRunnerRegistrationToken',
  searchRepos: 'repoSearch',
  /**
   * Topics whose name contains `q`, most used first, paged with X-Total-Count. The forge wraps the list as
   * `{topics: [...]}` (repo/topic.go TopicSearch), which the swagger's TopicListResponse leaves out.
   */
  searchTopics: 'topicSearch',
  /** 200 PullReview: submits the caller's PENDING review with an event */
  submitPullReview: 'repoSubmitPullReview',
  /** 200 empty; 403 without code write access, 400 "Repository is not a mirror" or mirrors disabled */
  syncMirror: 'repoMirrorSync',
  /** 200 empty once every push mirror of the repository is pushed */
  syncPushMirrors: 'repoPushMirrorSync',
  /** POST /repos/{owner}/{repo}/hooks/{id}/tests → 204: a test push of `ref` (the default branch) to that hook */
  testRepositoryHook: 'repoTestHook',
  /** 202 = transferred now, 201 = pending the recipient's acceptance (routers/api/v1/repo/transfer.go) */
  transferRepository: 'repoTransfer',
  /** 200 PullReview; repository admins only */
  undismissPullReview: 'repoUnDismissPullReview',
  /** 204 */
  unwatchRepository: 'userCurrentDeleteSubscription',
  /** 200; `style` merge (default) or rebase; 403, 404, 409 conflict, 422 merged or closed */
  updatePullRequest: 'repoUpdatePullRequest',
  /** 204 (Gitea 1.22); newer forges answer 200 or 201 with the stored image, read as text and dropped */
  updateRepoAvatar: 'repoUpdateAvatar',
  updateRepoVariable: 'updateRepoVariable',
  /** 201 Attachment; writers of the releases only */
  uploadReleaseAsset: 'repoCreateReleaseAttachment',
  /** 200 always: `valid`, and the reason in `message` */
  validateIssueConfig: 'repoValidateIssueConfig',
  /** 200 WatchInfo */
  watchRepository: 'userCurrentPutSubscription',
  // settings
  getApiSettings: 'getGeneralAPISettings',
  getAttachmentSettings: 'getGeneralAttachmentSettings',
  getRepositorySettings: 'getGeneralRepositorySettings',
  getUiSettings: 'getGeneralUISettings',
  // user
  /** 201 with every address of the caller afterwards (email.go AddEmail); 422 for an empty list, an invalid address or one in use */
  addEmails: 'userAddEmail',
  /** 204; 400 for oneself, an organization or someone already blocked */
  blockUser: 'userBlockUser',
  /** 204 when blocked, 404 when not */
  checkMyBlock: 'userCheckUserBlock',
  /** 204 when the caller follows the user, 404 when not */
  checkMyFollowing: 'userCurrentCheckFollowing',
  /** 204 when the caller stars the repository, 404 when not */
  checkStarring: 'userCurrentCheckStarring',
  /** 204 when {username} follows {target}, 404 when not */
  checkUserFollowing: 'userCheckFollowing',
  /** 201 GPGKey; 422 for text that is no armored public key, or a key already added */
  createGpgKey: 'userCurrentPostGPGKey',
  createPublicKey: 'userCurrentPostKey',
  /** A webhook on the viewer's own account */
  createUserHook: 'userCreateHook',
  createUserVariable: 'createUserVariable',
  /** 204; 404 for an address the caller does not have */
  deleteEmails: 'userDeleteEmail',
  /** 204, also for a key that does not exist; 403 for another user's key */
  deleteGpgKey: 'userCurrentDeleteGPGKey',
  /** 204; 403 for another user's key, 404 for none */
  deletePublicKey: 'userCurrentDeleteKey',
  /** 204 */
  deleteUserAvatar: 'userDeleteAvatar',
  /** DELETE /user/hooks/{id} → 204 */
  deleteUserHook: 'userDeleteHook',
  deleteUserSecret: 'deleteUserSecret',
  deleteUserVariable: 'deleteUserVariable',
  /** PATCH /user/hooks/{id} → 200 Hook; 404 for a hook of anyone else */
  editUserHook: 'userEditHook',
  /** 204; following oneself or someone already followed changes nothing */
  followUser: 'userCurrentPutFollow',
  /** 200 text/plain: the token a key's owner signs to verify the key */
  getGpgKeyToken: 'getVerificationToken',
  /** the caller's own key; 404 for another user's */
  getMyGpgKey: 'userCurrentGetGPGKey',
  /** any key by its id (201 on create, 422 for a key or title in use or content that is no key) */
  getPublicKey: 'userCurrentGetKey',
  getUser: 'userGet',
  /** the whole last year (366 + 7 days) in 15-minute buckets, oldest first; no paging */
  getUserHeatmap: 'userGetHeatmapData',
  /** GET /user/hooks/{id}: a hook of the caller's own account */
  getUserHook: 'userGetHook',
  getUserSettings: 'getUserSettings',
  getUserVariable: 'getUserVariable',
  /** The authenticated caller; anonymous callers get 401 `token is required`. */
  getViewer: 'userGetCurrent',
  listActivityFeeds: 'userListActivityFeeds',
  /** the caller's addresses, the primary one first; the whole list in one answer */
  listEmails: 'userListEmails',
  listFollowers: 'userListFollowers',
  listFollowing: 'userListFollowing',
  listMyBlocks: 'userListBlocks',
  listMyFollowers: 'userCurrentListFollowers',
  listMyFollowing: 'userCurrentListFollowing',
  /** the caller's keys; X-Total-Count and Link */
  listMyGpgKeys: 'userCurrentListGPGKeys',
  /** the caller's SSH keys, oldest first; X-Total-Count, no Link */
  listMyPublicKeys: 'userCurrentListKeys',
  /** the caller's own and collaborative repositories, private ones included */
  listMyRepos: 'userCurrentListRepos',
  /** the caller's starred repositories, private ones included */
  listMyStarred: 'userCurrentListStarred',
  /** the caller's running stopwatches; X-Total-Count their number */
  listMyStopwatches: 'userGetStopWatches',
  listMyTeams: 'userListTeams',
  listMyTrackedTimes: 'userCurrentTrackedTimes',
  /** the caller's watched repositories, private ones included */
  listMyWatched: 'userCurrentListSubscriptions',
  /** a user's keys */
  listUserGpgKeys: 'userListGPGKeys',
  /** GET /user/hooks: the caller's own, paged with X-Total-Count */
  listUserHooks: 'userListHooks',
  /** a user's SSH keys (the caller must be signed in); owner and key type only for the owner and admins */
  listUserPublicKeys: 'userListKeys',
  listUserRepos: 'userListRepos',
  /** needs a signed-in caller; private repositories only when the user is the caller */
  listUserStarred: 'userListStarred',
  listUserVariables: 'getUserVariablesList',
  /** reqToken; private repositories only when the user is the caller */
  listUserWatched: 'userListSubscriptions',
  listWorkflowJobs: 'getUserWorkflowJobs',
  putUserSecret: 'updateUserSecret',
  searchUsers: 'userSearch',
  /** 204, also when already starred */
  starRepository: 'userCurrentPutStar',
  /** 204; 400 for someone not blocked */
  unblockUser: 'userUnblockUser',
  unfollowUser: 'userCurrentDeleteFollow',
  /** 204, also when not starred */
  unstarRepository: 'userCurrentDeleteStar',
  /** 204 */
  updateUserAvatar: 'userUpdateAvatar',
  /** only the fields sent change; 200 with every setting */
  updateUserSettings: 'updateUserSettings',
  updateUserVariable: 'updateUserVariable',
  userRegistrationToken: 'userGetRunnerRegistrationToken',
} as const satisfies Record<string, string>;

type Name = keyof typeof USED_OPERATIONS;

// How a line's function differs from a plain call of its route, by the line's name:
//   body         the function takes the body alone: `createOrg(forge, body)`
//   nullAsEmpty  Gitea answers an empty list as `null` (a nil Go slice): the caller gets `[]`
//   text         the answer is read as text although the swagger says JSON
//   hand         src/forge/endpoints/ writes the function (a computed query, renamed parameters):
//                the table holds only its row
export const USES = {
  body: [
    'createSystemHook',
    'createOrg',
    'createCurrentUserRepository',
    'addEmails',
    'createPublicKey',
    'createUserHook',
    'deleteEmails',
    'updateUserSettings',
  ],
  nullAsEmpty: [
    'listCommentAttachments',
    'listCommentReactions',
    'listIssueAttachments',
    'listIssueReactions',
  ],
  text: ['updateRepoAvatar'],
  hand: [
    'listIssueTimeline',
    'listIssues',
    'searchIssues',
    'listNotifications',
    'listRepoNotifications',
    'readNotificationThread',
    'readNotifications',
    'readRepoNotifications',
    'compareCommits',
    'getCommitDiff',
    'getContentsExt',
    'getFileContents',
    'getPullRequestDiff',
    'getReleaseAttachment',
    'getTree',
    'listCommits',
    'listPullRequests',
    'listReleases',
    'listRepoWorkflowJobs',
    'listWorkflowRunJobs',
    'listWorkflowRuns',
    'searchRepos',
    'listActivityFeeds',
    'listMyTrackedTimes',
    'listWorkflowJobs',
    'searchUsers',
  ],
} as const satisfies Record<string, readonly Name[]>;
