// The route table: Gitea's paths (under /api/v1) → the guards Gitea's router runs for them (routers/api/v1/api.go,
// in its order) → the handler, one row a route, grouped by domain. The route strings are what the call log and
// the fault knobs use, so they are part of the sandbox's public contract.

import {
  actionsSettingsRows,
  organizationScope,
  repositoryScope,
  viewerScope,
} from '../handlers/actions/actions-settings.js';
import {
  createSystemHook,
  deleteSystemHook,
  editSystemHook,
  getSystemHook,
  listSystemHooks,
} from '../handlers/admin/system-hooks.js';
import {
  getContents,
  getContentsExt,
  getFileContents,
  listRootContents,
  postFileContents,
} from '../handlers/contents/contents-read.js';
import { changeFiles, deleteFile, mustBeEditable } from '../handlers/contents/contents-write.js';
import { downloadCommitDiffOrPatch } from '../handlers/git/commit-diff.js';
import { createBranch, deleteBranch, getBranch, listBranches } from '../handlers/git/git-branches.js';
import { compare, getSingleCommit, getTree, listCommits } from '../handlers/git/git-commits.js';
import { getBlob, getGitRefs, listGitRefs } from '../handlers/git/git-object-reads.js';
import { createTag, deleteTag, getAnnotatedTag, getTag, listTags } from '../handlers/git/git-tags.js';
import {
  createIssueAttachment,
  deleteIssueAttachment,
  editIssueAttachment,
} from '../handlers/issues/attachment-writes.js';
import {
  getCommentAttachment,
  getIssueAttachment,
  listCommentAttachments,
  listIssueAttachments,
} from '../handlers/issues/attachments.js';
import {
  createCommentAttachment,
  deleteCommentAttachment,
  editCommentAttachment,
} from '../handlers/issues/comment-attachment-writes.js';
import {
  createComment,
  deleteComment,
  editComment,
  getComment,
  listComments,
  listRepoComments,
  listTimeline,
} from '../handlers/issues/comments.js';
import {
  createBlocking,
  createDependency,
  removeBlocking,
  removeDependency,
} from '../handlers/issues/issue-dependency-writes.js';
import { listBlocks, listDependencies } from '../handlers/issues/issue-links.js';
import { listIssues, searchIssues } from '../handlers/issues/issue-list.js';
import { deleteIssue, updateDeadline } from '../handlers/issues/issue-removal.js';
import { addIssueTime, listIssueTimes } from '../handlers/issues/issue-times.js';
import {
  addIssueLabels,
  clearIssueLabels,
  createIssue,
  deleteIssueLabel,
  listIssueLabels,
  replaceIssueLabels,
} from '../handlers/issues/issue-writes.js';
import { editIssue, getIssue, removeAssignees } from '../handlers/issues/issues.js';
import {
  createLabel,
  deleteLabel,
  editLabel,
  getLabel,
  getOrgLabel,
  listLabels,
  listOrgLabels,
} from '../handlers/issues/labels.js';
import {
  createMilestone,
  deleteMilestone,
  editMilestone,
  getMilestone,
  listMilestones,
} from '../handlers/issues/milestones.js';
import { createOrgLabel, deleteOrgLabel, editOrgLabel } from '../handlers/issues/org-labels.js';
import {
  listPinnedIssues,
  listPinnedPulls,
  moveIssuePin,
  newPinAllowed,
  pinIssue,
  unpinIssue,
} from '../handlers/issues/pins.js';
import {
  deleteCommentReaction,
  deleteIssueReaction,
  listCommentReactions,
  listIssueReactions,
  postCommentReaction,
  postIssueReaction,
} from '../handlers/issues/reactions.js';
import {
  cancelStopwatch,
  listMyStopwatches,
  startStopwatch,
  stopStopwatch,
} from '../handlers/issues/stopwatches.js';
import {
  checkIssueSubscription,
  listIssueSubscribers,
  subscribeToIssue,
  unsubscribeFromIssue,
} from '../handlers/issues/subscriptions.js';
import { deleteIssueTime, resetIssueTime } from '../handlers/issues/time-deletes.js';
import { listMyTimes, listRepoTimes, listUserTimes } from '../handlers/issues/times.js';
import {
  getApiSettings,
  getAttachmentSettings,
  getGitignore,
  getLabelTemplate,
  getLicense,
  getNodeInfo,
  getRepositorySettings,
  getSigningKey,
  getUiSettings,
  listGitignores,
  listLabelTemplates,
  listLicenses,
} from '../handlers/misc/instance.js';
import { renderMarkdownDocument, renderMarkdownRaw, renderMarkup } from '../handlers/misc/markup.js';
import {
  checkMember,
  checkPublicMember,
  concealMember,
  publicizeMember,
  removeMember,
} from '../handlers/orgs/membership.js';
import {
  createOrg,
  deleteOrg,
  editOrg,
  getUserOrgPermissions,
  listAllOrgs,
} from '../handlers/orgs/organizations.js';
import { addRepoTeam, checkRepoTeam, listRepoTeams, removeRepoTeam } from '../handlers/orgs/repo-teams.js';
import {
  addTeamMember,
  addTeamRepo,
  createTeam,
  deleteTeam,
  editTeam,
  getTeamMember,
  getTeamRepo,
  removeTeamMember,
  removeTeamRepo,
  reqTeamOrgOwnership,
  searchTeams,
} from '../handlers/orgs/teams.js';
import {
  deleteMyAvatar,
  deleteOrgAvatar,
  deleteRepoAvatar,
  updateMyAvatar,
  updateOrgAvatar,
  updateRepoAvatar,
} from '../handlers/people/avatars.js';
import {
  getUserHeatmap,
  listOrgActivityFeeds,
  listRepoActivityFeeds,
  listTeamActivityFeeds,
} from '../handlers/people/feeds.js';
import {
  checkMyFollowing,
  follow,
  listFollowers,
  listFollowing,
  listMyFollowers,
  listMyFollowing,
  unfollow,
} from '../handlers/people/follows.js';
import {
  countNewNotifications,
  getNotificationThread,
  listNotifications,
  listRepoNotifications,
  readNotifications,
  readNotificationThread,
  readRepoNotifications,
} from '../handlers/people/notifications.js';
import {
  getTeam,
  listMyOrgs,
  listMyTeams,
  listOrgMembers,
  listOrgPublicMembers,
  listOrgTeams,
  listTeamMembers,
  listTeamRepos,
  listUserOrgs,
  reqTeamMembership,
  teamAssignment,
} from '../handlers/people/orgs.js';
import {
  deletePackage,
  getPackage,
  listPackageFiles,
  listPackages,
  packageAssignment,
  reqPackageAccess,
  reqPackageWrite,
} from '../handlers/people/packages.js';
import { searchUsers } from '../handlers/people/user-search.js';
import {
  getAuthenticatedUser,
  getOrg,
  getUser,
  getVersion,
  listActivityFeeds,
} from '../handlers/people/users.js';
import { listMyWatched, listUserWatched } from '../handlers/people/watched.js';
import { cancelAutoMerge, isPullMerged, updatePull } from '../handlers/pulls/pull-branch-writes.js';
import { listPullCommits, listPullFiles } from '../handlers/pulls/pull-diff.js';
import { getCommitPull, getPullByBaseHead } from '../handlers/pulls/pull-lookups.js';
import { downloadPullDiffOrPatch } from '../handlers/pulls/pull-raw-diff.js';
import { removeReviewRequests, requestReviewers } from '../handlers/pulls/pull-review-requests.js';
import {
  createReview,
  deleteReview,
  dismissReview,
  getReview,
  getReviewComments,
  listReviews,
  submitReview,
  undismissReview,
} from '../handlers/pulls/pull-reviews.js';
import { createPull, editPull, mergePull } from '../handlers/pulls/pull-writes.js';
import { getPull, listPulls } from '../handlers/pulls/pulls.js';
import { createStatus, getCombinedStatus, listStatuses } from '../handlers/pulls/statuses.js';
import {
  createReleaseAttachment,
  deleteReleaseAttachment,
  editReleaseAttachment,
  getReleaseAttachment,
  listReleaseAttachments,
} from '../handlers/releases/release-assets.js';
import {
  deleteRelease,
  deleteReleaseByTag,
  editRelease,
  getLatestRelease,
  getRelease,
  getReleaseByTag,
} from '../handlers/releases/release-edit.js';
import { createRelease, listReleases } from '../handlers/releases/releases.js';
import { getRepoJob, listUserJobs } from '../handlers/repos/actions.js';
import {
  getRepoRun,
  getRepoWorkflow,
  listRepoJobs,
  listRepoRuns,
  listRepoWorkflows,
  listRunJobs,
} from '../handlers/repos/actions-runs.js';
import {
  createBranchProtection,
  deleteBranchProtection,
  editBranchProtection,
  getBranchProtection,
  listBranchProtections,
} from '../handlers/repos/branch-protections.js';
import {
  addCollaborator,
  checkCollaborator,
  getRepoPermissions,
  removeCollaborator,
} from '../handlers/repos/collaborators.js';
import {
  createDeployKey,
  deleteDeployKey,
  getDeployKey,
  listDeployKeys,
} from '../handlers/repos/deploy-keys.js';
import { createFork, listForks } from '../handlers/repos/forks.js';
import { testRepoHook } from '../handlers/repos/hook-tests.js';
import { createUserHook } from '../handlers/repos/hooks.js';
import { getIssueConfig, getIssueTemplates, validateIssueConfig } from '../handlers/repos/issue-templates.js';
import {
  addPushMirror,
  deletePushMirror,
  getPushMirror,
  listPushMirrors,
  mirrorSync,
  syncPushMirrors,
} from '../handlers/repos/mirrors.js';
import { callerOwner, organizationOwner, ownerHookHandlers } from '../handlers/repos/owner-hooks.js';
import { createUserRepo, deleteRepo, editRepo } from '../handlers/repos/repo-edit.js';
import {
  createRepoHook,
  deleteRepoHook,
  editRepoHook,
  getRepoHook,
  getUserHook,
  listRepoHooks,
} from '../handlers/repos/repo-hooks.js';
import { listMyRepos, listOrgRepos, listUserRepos, searchRepos } from '../handlers/repos/repo-lists.js';
import {
  getLanguages,
  listAssignees,
  listCollaborators,
  listReviewers,
  listTopics,
  replaceTopics,
} from '../handlers/repos/repo-meta.js';
import {
  checkStarring,
  getSubscription,
  listMyStarred,
  listStargazers,
  listSubscribers,
  listUserStarred,
  starRepo,
  unstarRepo,
  unwatchRepo,
  watchRepo,
} from '../handlers/repos/repo-social.js';
import { createOrgRepo, generateRepo, getRepo } from '../handlers/repos/repos.js';
import { addTopic, deleteTopic, getRepoById, searchTopics } from '../handlers/repos/topics.js';
import { acceptTransfer, rejectTransfer, transferRepo } from '../handlers/repos/transfer.js';
import { getWikiPage, listWikiPages, listWikiRevisions } from '../handlers/repos/wiki.js';
import { createWikiPage, deleteWikiPage, editWikiPage } from '../handlers/repos/wiki-writes.js';
import {
  addEmails,
  checkUserFollowing,
  deleteEmails,
  getUserSettings,
  listEmails,
  updateUserSettings,
} from '../handlers/settings/account.js';
import {
  blockForMe,
  blockForOrg,
  checkMyBlock,
  checkOrgBlock,
  listMyBlocks,
  listOrgBlocks,
  unblockForMe,
  unblockForOrg,
} from '../handlers/settings/blocks.js';
import {
  createGpgKey,
  deleteGpgKey,
  getMyGpgKey,
  gpgKeyToken,
  listMyGpgKeys,
  listUserGpgKeys,
} from '../handlers/settings/gpg-keys.js';
import {
  createPublicKey,
  deletePublicKey,
  getPublicKey,
  listMyPublicKeys,
  listUserPublicKeys,
} from '../handlers/settings/keys.js';
import type { Handler, SandboxRuntime } from './context.js';
import {
  anyone,
  mustAllowPulls,
  mustEnableIssuesOrPulls,
  mustNotBeArchived,
  orgAssignment,
  repoAdmin,
  repoAssignment,
  repoReader,
  repoSignedIn,
  repoWriter,
  reqAdmin,
  reqOrgMembership,
  reqOrgMembersVisible,
  reqOrgOwnership,
  reqOrgVisible,
  reqOwner,
  reqRepoWriter,
  reqToken,
  reqUnit,
  signedIn,
  siteAdmin,
  templateRepoAssignment,
  userAssignment,
} from './guards.js';
import { profileTraits } from './profiles.js';
import { type RouteRow, routeOf, table } from './route-row.js';
import type { RouteDef } from './router.js';

// Guard chains, in the order Gitea's router runs them.
// repositories
/** the /user group's reqToken runs before repoAssignment: an anonymous caller gets 401, not 404 */
const myStar = [reqToken, repoAssignment];
/** the template is the repository of /repos/{template_owner}/{template_repo}/generate */
const templateSignedIn = [templateRepoAssignment, reqToken];
const repoOwner = [repoAssignment, reqToken, reqOwner];
/** the /topics/{topic} group runs reqAdmin before each route's reqToken */
const oneTopic = [repoAssignment, reqAdmin, reqToken];
/** the /push_mirrors group, and push_mirrors-sync, run reqAdmin before reqToken */
const pushMirrorAdmin = [repoAssignment, reqAdmin, reqToken];
const pushMirrorWrites = [...pushMirrorAdmin, mustNotBeArchived];
/** branch protection writes: reqToken, reqAdmin, then mustNotBeArchived */
const protectionWrites = [...repoAdmin, mustNotBeArchived];
/** the /avatar group runs reqAdmin before reqToken */
const repoAvatar = [repoAssignment, reqAdmin, reqToken];
const wiki = [repoAssignment, reqUnit('wiki')];
/** PATCH and DELETE of a page check the archive first, POST …/wiki/new the token first */
const wikiWrites = [...wiki, mustNotBeArchived, reqToken, reqRepoWriter];
const wikiCreate = [...wiki, reqToken, mustNotBeArchived, reqRepoWriter];
const actions = [repoAssignment, reqUnit('actions')];
/** the run list, the workflows and one job need a token before the unit check */
const actionsSignedIn = [repoAssignment, reqToken, reqUnit('actions')];
const fileWrites = [repoAssignment, mustBeEditable, reqToken];
const codeWrites = [repoAssignment, reqToken, reqRepoWriter, mustNotBeArchived];
// issues: every route of the issue group runs mustEnableIssuesOrPulls; its writes add reqToken and
// mustNotBeArchived
const issues = [repoAssignment, mustEnableIssuesOrPulls];
const issuesSignedIn = [...issues, reqToken];
const issueWrites = [...issues, reqToken, mustNotBeArchived];
/** the one issue route that needs write access before the archived check (removing assignees, a sandbox extension) */
const issueWriters = [...issues, reqToken, reqRepoWriter, mustNotBeArchived];
/** pins: reqToken, reqMutableIssuesOrPulls (not archived), reqAdmin (api.go) */
const issuePins = [...issueWrites, reqAdmin];
/** DELETE …/issues/{index}: reqToken, then reqAdmin (repository or site admins) */
const issueAdmins = [...issues, reqToken, reqAdmin];
/** GET /repos/{owner}/{repo}/times/{user} sits outside the issue group: the issues unit, then reqToken */
const issueTimes = [repoAssignment, reqUnit('issues'), reqToken];
// pull requests and releases
const pulls = [repoAssignment, mustAllowPulls];
const pullsSignedIn = [...pulls, reqToken];
const pullWrites = [...pulls, reqToken, mustNotBeArchived];
const releases = [repoAssignment, reqUnit('releases')];
const releaseWrites = [...releases, reqToken, reqRepoWriter];
// people
const org = [orgAssignment];
const orgSignedIn = [orgAssignment, reqToken];
const orgMember = [orgAssignment, reqToken, reqOrgMembership];
const orgOwner = [orgAssignment, reqToken, reqOrgOwnership];
/** HasOrgOrUserVisible: a hidden organization is a 404 */
const visibleOrg = [orgAssignment, reqOrgVisible];
const visibleOrgSignedIn = [orgAssignment, reqOrgVisible, reqToken];
/** the /members and /public_members groups run reqOrgVisible before each route's own guards */
const orgPeople = [orgAssignment, reqOrgMembersVisible];
const orgPeopleSignedIn = [...orgPeople, reqToken];
const orgPeopleMember = [...orgPeopleSignedIn, reqOrgMembership];
const orgPeopleOwner = [...orgPeopleSignedIn, reqOrgOwnership];
/** UserAssignmentAPI runs before reqToken on /users/{username}/orgs */
const userSignedIn = [userAssignment, reqToken];
const teamMember = [teamAssignment, reqToken, reqTeamMembership];
/** reqOrgOwnership on a team route: a 404 (not a 403) for callers who do not own its organization */
const teamOwner = [...teamMember, reqTeamOrgOwnership];
const packages = [reqPackageAccess, reqToken];
/** a version's routes: PackageAssignmentAPI finds the version (404) before the group's access check */
const packageVersion = [packageAssignment, ...packages];

// Gitea serves the same …/assets routes under each holder of attachments: an issue, a comment, a release
const issueAssets = '/repos/{owner}/{repo}/issues/{index}/assets';
const commentAssets = '/repos/{owner}/{repo}/issues/comments/{id}/assets';
const releaseAssets = '/repos/{owner}/{repo}/releases/{id}/assets';

const orgHooks = ownerHookHandlers(organizationOwner);
const myHooks = ownerHookHandlers(callerOwner);

/** Every row the sandbox serves; `options` switch off the routes some forges lack (`contents-ext`, and `DELETE …/assignees`, which Gitea does not have). */
export function routeRows(options: SandboxRuntime['options']): RouteRow[] {
  const switchable: Record<string, () => boolean> = {
    'GET /repos/{owner}/{repo}/contents-ext': () => options.contentsExt,
    'GET /repos/{owner}/{repo}/contents-ext/{filepath}': () => options.contentsExt,
    'DELETE /repos/{owner}/{repo}/issues/{index}/assignees': () => options.assigneesRoute,
  };
  return allRows().map((row) => {
    const enabled = switchable[row.route];
    return enabled ? { ...row, enabled } : row;
  });
}

/** The rows in the order the router tries them, each route once. */
function allRows(): RouteRow[] {
  return table([
    // repositories: reads, creation, edits, transfers, forks, topics, stars and watches, hooks, wiki, jobs
    ['GET /repos/{owner}/{repo}', repoReader, getRepo],
    ['PATCH /repos/{owner}/{repo}', repoAdmin, editRepo],
    ['DELETE /repos/{owner}/{repo}', repoOwner, deleteRepo],
    ['POST /repos/{owner}/{repo}/avatar', repoAvatar, updateRepoAvatar],
    ['DELETE /repos/{owner}/{repo}/avatar', repoAvatar, deleteRepoAvatar],
    ['POST /user/avatar', signedIn, updateMyAvatar],
    ['DELETE /user/avatar', signedIn, deleteMyAvatar],
    ['POST /orgs/{org}/avatar', orgOwner, updateOrgAvatar],
    ['DELETE /orgs/{org}/avatar', orgOwner, deleteOrgAvatar],
    ['POST /user/repos', signedIn, createUserRepo],
    ['POST /orgs/{org}/repos', orgSignedIn, createOrgRepo],
    ['POST /repos/{template_owner}/{template_repo}/generate', templateSignedIn, generateRepo],
    ['POST /repos/{owner}/{repo}/transfer', repoSignedIn, transferRepo],
    ['POST /repos/{owner}/{repo}/transfer/accept', repoSignedIn, acceptTransfer],
    ['POST /repos/{owner}/{repo}/transfer/reject', repoSignedIn, rejectTransfer],
    ['GET /repos/{owner}/{repo}/forks', repoReader, listForks],
    ['POST /repos/{owner}/{repo}/forks', repoSignedIn, createFork],
    // lists and search
    ['GET /users/{username}/repos', anyone, listUserRepos],
    ['GET /user/repos', signedIn, listMyRepos],
    ['GET /orgs/{org}/repos', org, listOrgRepos],
    ['GET /repos/search', anyone, searchRepos],
    // topics, languages, collaborators
    ['GET /repos/{owner}/{repo}/topics', repoReader, listTopics],
    ['PUT /repos/{owner}/{repo}/topics', repoAdmin, replaceTopics],
    ['GET /repos/{owner}/{repo}/languages', repoReader, getLanguages],
    ['PUT /repos/{owner}/{repo}/topics/{topic}', oneTopic, addTopic],
    ['DELETE /repos/{owner}/{repo}/topics/{topic}', oneTopic, deleteTopic],
    ['GET /topics/search', anyone, searchTopics],
    ['GET /repositories/{id}', anyone, getRepoById],
    ['GET /repos/{owner}/{repo}/collaborators', repoSignedIn, listCollaborators],
    ['GET /repos/{owner}/{repo}/collaborators/{collaborator}', repoSignedIn, checkCollaborator],
    ['PUT /repos/{owner}/{repo}/collaborators/{collaborator}', repoAdmin, addCollaborator],
    ['DELETE /repos/{owner}/{repo}/collaborators/{collaborator}', repoAdmin, removeCollaborator],
    ['GET /repos/{owner}/{repo}/collaborators/{collaborator}/permission', repoSignedIn, getRepoPermissions],
    ['GET /repos/{owner}/{repo}/assignees', repoSignedIn, listAssignees],
    // Actions secrets, variables and runner tokens of the three owners (api.go addActionsRoutes: reqToken,
    // then reqOwner, reqOrgOwnership, or the /user group's reqToken)
    ...actionsSettingsRows({
      prefix: '/repos/{owner}/{repo}',
      guards: repoOwner,
      scope: repositoryScope,
      tokenRoute: '/repos/{owner}/{repo}/runners/registration-token',
      listsSecrets: true,
    }),
    ...actionsSettingsRows({
      prefix: '/orgs/{org}',
      guards: orgOwner,
      scope: organizationScope,
      tokenRoute: '/orgs/{org}/actions/runners/registration-token',
      listsSecrets: true,
    }),
    ...actionsSettingsRows({
      prefix: '/user',
      guards: signedIn,
      scope: viewerScope,
      tokenRoute: '/user/actions/runners/registration-token',
      listsSecrets: false,
    }),
    // an organization's repository's teams (api.go: the /teams group runs reqToken, then reqAnyRepoReader or reqAdmin)
    ['GET /repos/{owner}/{repo}/teams', repoSignedIn, listRepoTeams],
    ['GET /repos/{owner}/{repo}/teams/{team}', repoSignedIn, checkRepoTeam],
    ['PUT /repos/{owner}/{repo}/teams/{team}', repoAdmin, addRepoTeam],
    ['DELETE /repos/{owner}/{repo}/teams/{team}', repoAdmin, removeRepoTeam],
    // mirrors: mirror-sync takes code writers; the push_mirrors group runs reqAdmin before reqToken
    ['POST /repos/{owner}/{repo}/mirror-sync', codeWrites, mirrorSync],
    ['GET /repos/{owner}/{repo}/push_mirrors', pushMirrorAdmin, listPushMirrors],
    ['POST /repos/{owner}/{repo}/push_mirrors', pushMirrorWrites, addPushMirror],
    ['GET /repos/{owner}/{repo}/push_mirrors/{name}', pushMirrorAdmin, getPushMirror],
    ['DELETE /repos/{owner}/{repo}/push_mirrors/{name}', pushMirrorWrites, deletePushMirror],
    ['POST /repos/{owner}/{repo}/push_mirrors-sync', pushMirrorWrites, syncPushMirrors],
    ['GET /repos/{owner}/{repo}/reviewers', repoSignedIn, listReviewers],
    // stars and watches
    ['GET /repos/{owner}/{repo}/stargazers', repoReader, listStargazers],
    ['GET /repos/{owner}/{repo}/subscribers', repoReader, listSubscribers],
    ['GET /repos/{owner}/{repo}/subscription', repoSignedIn, getSubscription],
    ['PUT /repos/{owner}/{repo}/subscription', repoSignedIn, watchRepo],
    ['DELETE /repos/{owner}/{repo}/subscription', repoSignedIn, unwatchRepo],
    ['GET /users/{username}/starred', signedIn, listUserStarred],
    ['GET /user/starred', signedIn, listMyStarred],
    ['GET /users/{username}/subscriptions', signedIn, listUserWatched],
    ['GET /user/subscriptions', signedIn, listMyWatched],
    ['GET /user/starred/{owner}/{repo}', myStar, checkStarring],
    ['PUT /user/starred/{owner}/{repo}', myStar, starRepo],
    ['DELETE /user/starred/{owner}/{repo}', myStar, unstarRepo],
    // hooks (routers/api/v1/repo/hook.go, user/hook.go)
    ['GET /repos/{owner}/{repo}/hooks', repoAdmin, listRepoHooks],
    ['POST /repos/{owner}/{repo}/hooks', repoAdmin, createRepoHook],
    ['GET /repos/{owner}/{repo}/hooks/{id}', repoAdmin, getRepoHook],
    ['PATCH /repos/{owner}/{repo}/hooks/{id}', repoAdmin, editRepoHook],
    ['DELETE /repos/{owner}/{repo}/hooks/{id}', repoAdmin, deleteRepoHook],
    ['POST /repos/{owner}/{repo}/hooks/{id}/tests', repoAdmin, testRepoHook],
    ['POST /user/hooks', signedIn, createUserHook],
    // the site's hooks (routers/api/v1/admin/hooks.go): the /admin group runs reqToken, reqSiteAdmin
    ['GET /admin/hooks', siteAdmin, listSystemHooks],
    ['POST /admin/hooks', siteAdmin, createSystemHook],
    ['GET /admin/hooks/{id}', siteAdmin, getSystemHook],
    ['PATCH /admin/hooks/{id}', siteAdmin, editSystemHook],
    ['DELETE /admin/hooks/{id}', siteAdmin, deleteSystemHook],
    // deploy keys (routers/api/v1/repo/key.go): the /keys group runs reqToken, reqAdmin
    ['GET /repos/{owner}/{repo}/keys', repoAdmin, listDeployKeys],
    ['POST /repos/{owner}/{repo}/keys', repoAdmin, createDeployKey],
    ['GET /repos/{owner}/{repo}/keys/{id}', repoAdmin, getDeployKey],
    ['DELETE /repos/{owner}/{repo}/keys/{id}', repoAdmin, deleteDeployKey],
    ['GET /user/hooks/{id}', signedIn, getUserHook],
    // account hooks: an organization's (reqToken, reqOrgOwnership) and the caller's (utils/hook.go owner hooks)
    ['GET /orgs/{org}/hooks', orgOwner, orgHooks.list],
    ['POST /orgs/{org}/hooks', orgOwner, orgHooks.create],
    ['GET /orgs/{org}/hooks/{id}', orgOwner, orgHooks.get],
    ['PATCH /orgs/{org}/hooks/{id}', orgOwner, orgHooks.edit],
    ['DELETE /orgs/{org}/hooks/{id}', orgOwner, orgHooks.remove],
    ['GET /user/hooks', signedIn, myHooks.list],
    ['PATCH /user/hooks/{id}', signedIn, myHooks.edit],
    ['DELETE /user/hooks/{id}', signedIn, myHooks.remove],
    // branch protections (routers/api/v1/repo/branch.go): reqToken, reqAdmin; writes also mustNotBeArchived
    ['GET /repos/{owner}/{repo}/branch_protections', repoAdmin, listBranchProtections],
    ['POST /repos/{owner}/{repo}/branch_protections', protectionWrites, createBranchProtection],
    ['GET /repos/{owner}/{repo}/branch_protections/{name}', repoAdmin, getBranchProtection],
    ['PATCH /repos/{owner}/{repo}/branch_protections/{name}', protectionWrites, editBranchProtection],
    ['DELETE /repos/{owner}/{repo}/branch_protections/{name}', repoAdmin, deleteBranchProtection],
    // the wiki's history and action jobs
    ['GET /repos/{owner}/{repo}/wiki/revisions/{pageName}', wiki, listWikiRevisions],
    ['GET /repos/{owner}/{repo}/wiki/pages', wiki, listWikiPages],
    ['GET /repos/{owner}/{repo}/wiki/page/{pageName}', wiki, getWikiPage],
    ['POST /repos/{owner}/{repo}/wiki/new', wikiCreate, createWikiPage],
    ['PATCH /repos/{owner}/{repo}/wiki/page/{pageName}', wikiWrites, editWikiPage],
    ['DELETE /repos/{owner}/{repo}/wiki/page/{pageName}', wikiWrites, deleteWikiPage],
    ['GET /user/actions/jobs', signedIn, listUserJobs],
    // addActionsRoutes: the repository's runs and jobs need a token and read access to its Actions
    ['GET /repos/{owner}/{repo}/actions/jobs', actionsSignedIn, listRepoJobs],
    ['GET /repos/{owner}/{repo}/actions/jobs/{job_id}', actionsSignedIn, getRepoJob],
    ['GET /repos/{owner}/{repo}/actions/runs', actionsSignedIn, listRepoRuns],
    ['GET /repos/{owner}/{repo}/actions/runs/{run}', actions, getRepoRun],
    ['GET /repos/{owner}/{repo}/actions/runs/{run}/jobs', actions, listRunJobs],
    ['GET /repos/{owner}/{repo}/actions/workflows', actionsSignedIn, listRepoWorkflows],
    ['GET /repos/{owner}/{repo}/actions/workflows/{workflow_id}', actionsSignedIn, getRepoWorkflow],
    // contents: reads, and file writes behind MustBeEditable then reqToken
    ['GET /repos/{owner}/{repo}/contents', repoReader, listRootContents],
    ['GET /repos/{owner}/{repo}/contents/{filepath}', repoReader, getContents],
    ['POST /repos/{owner}/{repo}/contents', fileWrites, changeFiles],
    ['DELETE /repos/{owner}/{repo}/contents/{filepath}', fileWrites, deleteFile],
    ['GET /repos/{owner}/{repo}/contents-ext', repoReader, getContentsExt],
    ['GET /repos/{owner}/{repo}/contents-ext/{filepath}', repoReader, getContentsExt],
    ['GET /repos/{owner}/{repo}/file-contents', repoReader, getFileContents],
    ['POST /repos/{owner}/{repo}/file-contents', repoReader, postFileContents],
    // git refs and history: writes need reqToken, reqRepoWriter(code), mustNotBeArchived
    ['GET /repos/{owner}/{repo}/branches', repoReader, listBranches],
    ['POST /repos/{owner}/{repo}/branches', codeWrites, createBranch],
    ['GET /repos/{owner}/{repo}/branches/{branch}', repoReader, getBranch],
    ['DELETE /repos/{owner}/{repo}/branches/{branch}', codeWrites, deleteBranch],
    ['GET /repos/{owner}/{repo}/commits', repoReader, listCommits],
    ['GET /repos/{owner}/{repo}/git/commits/{sha}', repoReader, getSingleCommit],
    ['GET /repos/{owner}/{repo}/compare/{basehead}', repoReader, compare],
    ['GET /repos/{owner}/{repo}/git/commits/{sha}.{diffType}', repoReader, downloadCommitDiffOrPatch],
    ['GET /repos/{owner}/{repo}/git/trees/{sha}', repoReader, getTree],
    ['GET /repos/{owner}/{repo}/tags', repoReader, listTags],
    ['POST /repos/{owner}/{repo}/tags', codeWrites, createTag],
    ['GET /repos/{owner}/{repo}/tags/{tag}', repoReader, getTag],
    ['DELETE /repos/{owner}/{repo}/tags/{tag}', codeWrites, deleteTag],
    ['GET /repos/{owner}/{repo}/git/tags/{sha}', repoReader, getAnnotatedTag],
    ['GET /repos/{owner}/{repo}/git/refs', repoReader, listGitRefs],
    ['GET /repos/{owner}/{repo}/git/refs/{ref}', repoReader, getGitRefs],
    ['GET /repos/{owner}/{repo}/git/blobs/{sha}', repoReader, getBlob],
    // issues and what hangs under them (the issue group runs mustEnableIssuesOrPulls)
    ['GET /repos/{owner}/{repo}/issues', repoReader, listIssues],
    ['POST /repos/{owner}/{repo}/issues', issueWrites, createIssue],
    ['GET /repos/issues/search', anyone, searchIssues],
    ['GET /repos/{owner}/{repo}/issues/{index}', issues, getIssue],
    ['PATCH /repos/{owner}/{repo}/issues/{index}', issueWrites, editIssue],
    ['DELETE /repos/{owner}/{repo}/issues/{index}', issueAdmins, deleteIssue],
    ['POST /repos/{owner}/{repo}/issues/{index}/deadline', issuesSignedIn, updateDeadline],
    ['POST /repos/{owner}/{repo}/issues/{index}/dependencies', issueWrites, createDependency],
    ['DELETE /repos/{owner}/{repo}/issues/{index}/dependencies', issueWrites, removeDependency],
    ['DELETE /repos/{owner}/{repo}/issues/{index}/assignees', issueWriters, removeAssignees],
    ['GET /repos/{owner}/{repo}/issues/{index}/labels', issues, listIssueLabels],
    ['POST /repos/{owner}/{repo}/issues/{index}/labels', issuesSignedIn, addIssueLabels],
    ['PUT /repos/{owner}/{repo}/issues/{index}/labels', issuesSignedIn, replaceIssueLabels],
    ['DELETE /repos/{owner}/{repo}/issues/{index}/labels', issuesSignedIn, clearIssueLabels],
    ['DELETE /repos/{owner}/{repo}/issues/{index}/labels/{id}', issuesSignedIn, deleteIssueLabel],
    // labels and milestones
    ['GET /repos/{owner}/{repo}/labels', repoReader, listLabels],
    ['POST /repos/{owner}/{repo}/labels', repoWriter, createLabel],
    ['GET /repos/{owner}/{repo}/labels/{id}', repoReader, getLabel],
    ['PATCH /repos/{owner}/{repo}/labels/{id}', repoWriter, editLabel],
    ['DELETE /repos/{owner}/{repo}/labels/{id}', repoWriter, deleteLabel],
    ['GET /orgs/{org}/labels', visibleOrg, listOrgLabels],
    ['GET /orgs/{org}/labels/{id}', visibleOrgSignedIn, getOrgLabel],
    ['POST /orgs/{org}/labels', orgOwner, createOrgLabel],
    ['PATCH /orgs/{org}/labels/{id}', orgOwner, editOrgLabel],
    ['DELETE /orgs/{org}/labels/{id}', orgOwner, deleteOrgLabel],
    ['GET /repos/{owner}/{repo}/milestones', repoReader, listMilestones],
    ['POST /repos/{owner}/{repo}/milestones', repoWriter, createMilestone],
    ['GET /repos/{owner}/{repo}/milestones/{id}', repoReader, getMilestone],
    ['PATCH /repos/{owner}/{repo}/milestones/{id}', repoWriter, editMilestone],
    ['DELETE /repos/{owner}/{repo}/milestones/{id}', repoWriter, deleteMilestone],
    // comments and the timeline
    ['GET /repos/{owner}/{repo}/issues/comments', issues, listRepoComments],
    ['GET /repos/{owner}/{repo}/issues/{index}/comments', issues, listComments],
    ['POST /repos/{owner}/{repo}/issues/{index}/comments', issueWrites, createComment],
    ['GET /repos/{owner}/{repo}/issues/comments/{id}', issues, getComment],
    ['PATCH /repos/{owner}/{repo}/issues/comments/{id}', issueWrites, editComment],
    ['DELETE /repos/{owner}/{repo}/issues/comments/{id}', issueWrites, deleteComment],
    ['GET /repos/{owner}/{repo}/issues/{index}/timeline', issues, listTimeline],
    // reactions
    ['GET /repos/{owner}/{repo}/issues/{index}/reactions', issues, listIssueReactions],
    ['POST /repos/{owner}/{repo}/issues/{index}/reactions', issueWrites, postIssueReaction],
    ['DELETE /repos/{owner}/{repo}/issues/{index}/reactions', issueWrites, deleteIssueReaction],
    ['GET /repos/{owner}/{repo}/issues/comments/{id}/reactions', issues, listCommentReactions],
    ['POST /repos/{owner}/{repo}/issues/comments/{id}/reactions', issueWrites, postCommentReaction],
    ['DELETE /repos/{owner}/{repo}/issues/comments/{id}/reactions', issueWrites, deleteCommentReaction],
    // subscriptions: the list needs no token, the check and the changes do
    ['GET /repos/{owner}/{repo}/issues/{index}/subscriptions', issues, listIssueSubscribers],
    ['GET /repos/{owner}/{repo}/issues/{index}/subscriptions/check', issuesSignedIn, checkIssueSubscription],
    ['PUT /repos/{owner}/{repo}/issues/{index}/subscriptions/{user}', issuesSignedIn, subscribeToIssue],
    [
      'DELETE /repos/{owner}/{repo}/issues/{index}/subscriptions/{user}',
      issuesSignedIn,
      unsubscribeFromIssue,
    ],
    // stopwatches: the group's reqToken inside the issue group
    ['POST /repos/{owner}/{repo}/issues/{index}/stopwatch/start', issuesSignedIn, startStopwatch],
    ['POST /repos/{owner}/{repo}/issues/{index}/stopwatch/stop', issuesSignedIn, stopStopwatch],
    ['DELETE /repos/{owner}/{repo}/issues/{index}/stopwatch/delete', issuesSignedIn, cancelStopwatch],
    ['GET /user/stopwatches', signedIn, listMyStopwatches],
    // tracked times
    ['GET /repos/{owner}/{repo}/issues/{index}/times', issuesSignedIn, listIssueTimes],
    ['POST /repos/{owner}/{repo}/issues/{index}/times', issueWrites, addIssueTime],
    ['DELETE /repos/{owner}/{repo}/issues/{index}/times', issueWrites, resetIssueTime],
    ['DELETE /repos/{owner}/{repo}/issues/{index}/times/{id}', issueWrites, deleteIssueTime],
    ['GET /repos/{owner}/{repo}/times/{user}', issueTimes, listUserTimes],
    ['GET /repos/{owner}/{repo}/times', issueTimes, listRepoTimes],
    ['GET /user/times', signedIn, listMyTimes],
    // issue templates and config: reads of the repository's default branch
    ['GET /repos/{owner}/{repo}/issue_templates', repoReader, getIssueTemplates],
    ['GET /repos/{owner}/{repo}/issue_config', repoReader, getIssueConfig],
    ['GET /repos/{owner}/{repo}/issue_config/validate', repoReader, validateIssueConfig],
    // pins: the lists are reads of the issue and pull groups, new_pin_allowed a read of the repository
    ['GET /repos/{owner}/{repo}/issues/pinned', issues, listPinnedIssues],
    ['GET /repos/{owner}/{repo}/pulls/pinned', pulls, listPinnedPulls],
    ['GET /repos/{owner}/{repo}/new_pin_allowed', repoReader, newPinAllowed],
    ['POST /repos/{owner}/{repo}/issues/{index}/pin', issuePins, pinIssue],
    ['DELETE /repos/{owner}/{repo}/issues/{index}/pin', issuePins, unpinIssue],
    ['PATCH /repos/{owner}/{repo}/issues/{index}/pin/{position}', issuePins, moveIssuePin],
    // dependencies; listed after issues/comments/{id}, which wins a path both match (chi's static-first order)
    ['GET /repos/{owner}/{repo}/issues/{index}/dependencies', issues, listDependencies],
    ['GET /repos/{owner}/{repo}/issues/{index}/blocks', issues, listBlocks],
    ['POST /repos/{owner}/{repo}/issues/{index}/blocks', issueWrites, createBlocking],
    ['DELETE /repos/{owner}/{repo}/issues/{index}/blocks', issueWrites, removeBlocking],
    // pull requests behind mustAllowPulls, and commit statuses
    ['GET /repos/{owner}/{repo}/pulls', pulls, listPulls],
    ['POST /repos/{owner}/{repo}/pulls', pullWrites, createPull],
    ['GET /repos/{owner}/{repo}/pulls/{index}', pulls, getPull],
    ['PATCH /repos/{owner}/{repo}/pulls/{index}', pullsSignedIn, editPull],
    ['POST /repos/{owner}/{repo}/pulls/{index}/merge', pullWrites, mergePull],
    ['GET /repos/{owner}/{repo}/pulls/{index}/merge', pulls, isPullMerged],
    ['DELETE /repos/{owner}/{repo}/pulls/{index}/merge', pullWrites, cancelAutoMerge],
    ['POST /repos/{owner}/{repo}/pulls/{index}/update', pullsSignedIn, updatePull],
    ['GET /repos/{owner}/{repo}/pulls/{index}/files', pulls, listPullFiles],
    ['GET /repos/{owner}/{repo}/pulls/{index}/commits', pulls, listPullCommits],
    ['GET /repos/{owner}/{repo}/pulls/{index}.{diffType}', pulls, downloadPullDiffOrPatch],
    ['GET /repos/{owner}/{repo}/pulls/{index}/reviews', pulls, listReviews],
    ['POST /repos/{owner}/{repo}/pulls/{index}/reviews', pullsSignedIn, createReview],
    ['GET /repos/{owner}/{repo}/pulls/{index}/reviews/{id}', pulls, getReview],
    ['POST /repos/{owner}/{repo}/pulls/{index}/reviews/{id}', pullsSignedIn, submitReview],
    ['DELETE /repos/{owner}/{repo}/pulls/{index}/reviews/{id}', pullsSignedIn, deleteReview],
    ['GET /repos/{owner}/{repo}/pulls/{index}/reviews/{id}/comments', pulls, getReviewComments],
    ['POST /repos/{owner}/{repo}/pulls/{index}/reviews/{id}/dismissals', pullsSignedIn, dismissReview],
    ['POST /repos/{owner}/{repo}/pulls/{index}/reviews/{id}/undismissals', pullsSignedIn, undismissReview],
    ['POST /repos/{owner}/{repo}/pulls/{index}/requested_reviewers', pullsSignedIn, requestReviewers],
    ['DELETE /repos/{owner}/{repo}/pulls/{index}/requested_reviewers', pullsSignedIn, removeReviewRequests],
    // after every …/pulls/{index}/<word> route, which a static segment wins
    ['GET /repos/{owner}/{repo}/pulls/{base}/{head}', pulls, getPullByBaseHead],
    // commit statuses
    ['GET /repos/{owner}/{repo}/commits/{ref}/status', repoReader, getCombinedStatus],
    ['GET /repos/{owner}/{repo}/commits/{sha}/pull', repoReader, getCommitPull],
    ['GET /repos/{owner}/{repo}/statuses/{sha}', repoReader, listStatuses],
    ['POST /repos/{owner}/{repo}/statuses/{sha}', repoWriter, createStatus],
    // releases behind reqRepoReader(releases)
    ['GET /repos/{owner}/{repo}/releases', releases, listReleases],
    ['POST /repos/{owner}/{repo}/releases', releaseWrites, createRelease],
    ['GET /repos/{owner}/{repo}/releases/latest', releases, getLatestRelease],
    ['GET /repos/{owner}/{repo}/releases/tags/{tag}', releases, getReleaseByTag],
    ['DELETE /repos/{owner}/{repo}/releases/tags/{tag}', releaseWrites, deleteReleaseByTag],
    ['GET /repos/{owner}/{repo}/releases/{id}', releases, getRelease],
    ['PATCH /repos/{owner}/{repo}/releases/{id}', releaseWrites, editRelease],
    ['DELETE /repos/{owner}/{repo}/releases/{id}', releaseWrites, deleteRelease],
    // attachments of issues and comments (the issue group's guards) and of releases (the releases unit's)
    [`GET ${issueAssets}`, issues, listIssueAttachments],
    [`GET ${issueAssets}/{attachment_id}`, issues, getIssueAttachment],
    [`POST ${issueAssets}`, issueWrites, createIssueAttachment],
    [`PATCH ${issueAssets}/{attachment_id}`, issueWrites, editIssueAttachment],
    [`DELETE ${issueAssets}/{attachment_id}`, issueWrites, deleteIssueAttachment],
    [`GET ${commentAssets}`, issues, listCommentAttachments],
    [`GET ${commentAssets}/{attachment_id}`, issues, getCommentAttachment],
    [`POST ${commentAssets}`, issueWrites, createCommentAttachment],
    [`PATCH ${commentAssets}/{attachment_id}`, issueWrites, editCommentAttachment],
    [`DELETE ${commentAssets}/{attachment_id}`, issueWrites, deleteCommentAttachment],
    [`GET ${releaseAssets}`, releases, listReleaseAttachments],
    [`POST ${releaseAssets}`, releaseWrites, createReleaseAttachment],
    [`GET ${releaseAssets}/{attachment_id}`, releases, getReleaseAttachment],
    [`PATCH ${releaseAssets}/{attachment_id}`, releaseWrites, editReleaseAttachment],
    [`DELETE ${releaseAssets}/{attachment_id}`, releaseWrites, deleteReleaseAttachment],
    // people: users, organizations, teams, follows, notifications, packages
    ['GET /version', anyone, getVersion],
    // markup: misc routes with no sign-in and no repository assignment (the Context path names the repository)
    ['POST /markup', anyone, renderMarkup],
    ['POST /markdown', anyone, renderMarkdownDocument],
    ['POST /markdown/raw', anyone, renderMarkdownRaw],
    ['GET /user', signedIn, getAuthenticatedUser],
    ['GET /users/{username}', anyone, getUser],
    ['GET /users/search', anyone, searchUsers],
    ['GET /users/{username}/activities/feeds', anyone, listActivityFeeds],
    ['GET /users/{username}/heatmap', anyone, getUserHeatmap],
    ['GET /repos/{owner}/{repo}/activities/feeds', repoReader, listRepoActivityFeeds],
    ['GET /orgs/{org}/activities/feeds', org, listOrgActivityFeeds],
    ['GET /teams/{id}/activities/feeds', teamMember, listTeamActivityFeeds],
    // follows: the /users/{username} group checks reqToken before the user lookup
    ['GET /users/{username}/followers', signedIn, listFollowers],
    ['GET /users/{username}/following', signedIn, listFollowing],
    ['GET /user/followers', signedIn, listMyFollowers],
    ['GET /user/following', signedIn, listMyFollowing],
    ['GET /user/following/{username}', signedIn, checkMyFollowing],
    ['PUT /user/following/{username}', signedIn, follow],
    ['DELETE /user/following/{username}', signedIn, unfollow],
    // organizations and teams
    ['GET /orgs/{org}', visibleOrg, getOrg],
    ['GET /users/{username}/orgs', userSignedIn, listUserOrgs],
    ['GET /user/orgs', signedIn, listMyOrgs],
    ['GET /orgs/{org}/members', orgPeopleSignedIn, listOrgMembers],
    ['GET /orgs/{org}/public_members', orgPeople, listOrgPublicMembers],
    ['GET /orgs/{org}/teams', orgMember, listOrgTeams],
    ['GET /user/teams', signedIn, listMyTeams],
    ['GET /teams/{id}', teamMember, getTeam],
    ['GET /teams/{id}/members', teamMember, listTeamMembers],
    ['GET /teams/{id}/repos', teamMember, listTeamRepos],
    // organization and team administration (org/org.go, member.go, team.go)
    ['GET /orgs', anyone, listAllOrgs],
    ['POST /orgs', signedIn, createOrg],
    ['PATCH /orgs/{org}', orgOwner, editOrg],
    ['DELETE /orgs/{org}', orgOwner, deleteOrg],
    ['GET /users/{username}/orgs/{org}/permissions', userSignedIn, getUserOrgPermissions],
    ['GET /orgs/{org}/members/{username}', orgPeopleSignedIn, checkMember],
    ['DELETE /orgs/{org}/members/{username}', orgPeopleOwner, removeMember],
    ['GET /orgs/{org}/public_members/{username}', orgPeople, checkPublicMember],
    ['PUT /orgs/{org}/public_members/{username}', orgPeopleMember, publicizeMember],
    ['DELETE /orgs/{org}/public_members/{username}', orgPeopleMember, concealMember],
    ['POST /orgs/{org}/teams', orgOwner, createTeam],
    ['GET /orgs/{org}/teams/search', orgMember, searchTeams],
    ['PATCH /teams/{id}', teamOwner, editTeam],
    ['DELETE /teams/{id}', teamOwner, deleteTeam],
    ['GET /teams/{id}/members/{username}', teamMember, getTeamMember],
    ['PUT /teams/{id}/members/{username}', teamOwner, addTeamMember],
    ['DELETE /teams/{id}/members/{username}', teamOwner, removeTeamMember],
    ['GET /teams/{id}/repos/{org}/{repo}', teamMember, getTeamRepo],
    ['PUT /teams/{id}/repos/{org}/{repo}', teamOwner, addTeamRepo],
    ['DELETE /teams/{id}/repos/{org}/{repo}', teamOwner, removeTeamRepo],
    // the caller's account settings (user/key.go, email.go, settings.go, block.go) and organization blocks (org/block.go)
    ['GET /user/keys', signedIn, listMyPublicKeys],
    ['POST /user/keys', signedIn, createPublicKey],
    ['GET /user/keys/{id}', signedIn, getPublicKey],
    ['DELETE /user/keys/{id}', signedIn, deletePublicKey],
    ['GET /users/{username}/keys', signedIn, listUserPublicKeys],
    ['GET /user/gpg_keys', signedIn, listMyGpgKeys],
    ['GET /user/gpg_keys/{id}', signedIn, getMyGpgKey],
    ['POST /user/gpg_keys', signedIn, createGpgKey],
    ['DELETE /user/gpg_keys/{id}', signedIn, deleteGpgKey],
    ['GET /user/gpg_key_token', signedIn, gpgKeyToken],
    ['GET /users/{username}/gpg_keys', signedIn, listUserGpgKeys],
    ['GET /users/{username}/following/{target}', signedIn, checkUserFollowing],
    ['GET /user/emails', signedIn, listEmails],
    ['POST /user/emails', signedIn, addEmails],
    ['DELETE /user/emails', signedIn, deleteEmails],
    ['GET /user/settings', signedIn, getUserSettings],
    ['PATCH /user/settings', signedIn, updateUserSettings],
    ['GET /user/blocks', signedIn, listMyBlocks],
    ['GET /user/blocks/{username}', signedIn, checkMyBlock],
    ['PUT /user/blocks/{username}', signedIn, blockForMe],
    ['DELETE /user/blocks/{username}', signedIn, unblockForMe],
    ['GET /orgs/{org}/blocks', orgOwner, listOrgBlocks],
    ['GET /orgs/{org}/blocks/{username}', orgOwner, checkOrgBlock],
    ['PUT /orgs/{org}/blocks/{username}', orgOwner, blockForOrg],
    ['DELETE /orgs/{org}/blocks/{username}', orgOwner, unblockForOrg],
    // notifications
    ['GET /notifications', signedIn, listNotifications],
    ['PUT /notifications', signedIn, readNotifications],
    ['GET /notifications/new', signedIn, countNewNotifications],
    ['GET /notifications/threads/{id}', signedIn, getNotificationThread],
    ['PATCH /notifications/threads/{id}', signedIn, readNotificationThread],
    ['GET /repos/{owner}/{repo}/notifications', repoSignedIn, listRepoNotifications],
    ['PUT /repos/{owner}/{repo}/notifications', repoSignedIn, readRepoNotifications],
    // packages
    ['GET /packages/{owner}', packages, listPackages],
    ['GET /packages/{owner}/{type}/{name}/{version}', packageVersion, getPackage],
    ['DELETE /packages/{owner}/{type}/{name}/{version}', [...packageVersion, reqPackageWrite], deletePackage],
    ['GET /packages/{owner}/{type}/{name}/{version}/files', packageVersion, listPackageFiles],
    // the forge itself: settings, templates, NodeInfo, the signing key (no sign-in)
    ['GET /settings/api', anyone, getApiSettings],
    ['GET /settings/attachment', anyone, getAttachmentSettings],
    ['GET /settings/repository', anyone, getRepositorySettings],
    ['GET /settings/ui', anyone, getUiSettings],
    ['GET /gitignore/templates', anyone, listGitignores],
    ['GET /gitignore/templates/{name}', anyone, getGitignore],
    ['GET /label/templates', anyone, listLabelTemplates],
    ['GET /label/templates/{name}', anyone, getLabelTemplate],
    ['GET /licenses', anyone, listLicenses],
    ['GET /licenses/{name}', anyone, getLicense],
    ['GET /nodeinfo', anyone, getNodeInfo],
    ['GET /signing-key.gpg', anyone, getSigningKey],
    ['GET /repos/{owner}/{repo}/signing-key.gpg', repoReader, getSigningKey],
  ]);
}

export function routeTable(runtime: SandboxRuntime): RouteDef<Handler>[] {
  const { absentRoutes } = profileTraits(runtime.profile);
  // forge compatibility: a route the profile's forge lacks is switched off, so it answers Go's plain-text 404
  return routeRows(runtime.options).map((row) =>
    routeOf(absentRoutes.has(row.route) ? { ...row, enabled: () => false } : row),
  );
}
