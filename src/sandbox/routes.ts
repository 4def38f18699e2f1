// The route table: Gitea's paths (under /api/v1) → handlers. The strings are what the call log and the
// fault knobs use, so they are part of the sandbox's public contract.
import type { Handler, SandboxRuntime } from './context.js';
import { getRepoJob, listUserJobs } from './handlers/actions.js';
import {
  getCommentAttachment,
  getIssueAttachment,
  getReleaseAttachment,
  listCommentAttachments,
  listIssueAttachments,
} from './handlers/attachments.js';
import {
  createComment,
  deleteComment,
  editComment,
  getComment,
  listComments,
  listTimeline,
} from './handlers/comments.js';
import {
  getContents,
  getContentsExt,
  getFileContents,
  listRootContents,
  postFileContents,
} from './handlers/contents-read.js';
import { changeFiles, deleteFile } from './handlers/contents-write.js';
import {
  checkMyFollowing,
  follow,
  listFollowers,
  listFollowing,
  listMyFollowers,
  listMyFollowing,
  unfollow,
} from './handlers/follows.js';
import { forkRoutes, gitRoutes } from './handlers/git-routes.js';
import { createUserHook } from './handlers/hooks.js';
import { listBlocks, listDependencies } from './handlers/issue-links.js';
import { listIssues, searchIssues } from './handlers/issue-list.js';
import { addIssueTime, listIssueTimes } from './handlers/issue-times.js';
import { addIssueLabels, createIssue, deleteIssueLabel } from './handlers/issue-writes.js';
import { createDependency, editIssue, getIssue, removeAssignees } from './handlers/issues.js';
import { createLabel, getLabel, getOrgLabel, listLabels, listOrgLabels } from './handlers/labels.js';
import { createMilestone, editMilestone, getMilestone, listMilestones } from './handlers/milestones.js';
import {
  countNewNotifications,
  getNotificationThread,
  listNotifications,
  readNotifications,
  readNotificationThread,
} from './handlers/notifications.js';
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
} from './handlers/orgs.js';
import { getPackage, listPackages } from './handlers/packages.js';
import { listPullCommits, listPullFiles } from './handlers/pull-diff.js';
import {
  dismissReview,
  getReview,
  getReviewComments,
  listReviews,
  requestReviewers,
  submitReview,
} from './handlers/pull-reviews.js';
import { createPull, editPull, mergePull } from './handlers/pull-writes.js';
import { createReview, getPull, listPulls } from './handlers/pulls.js';
import {
  deleteCommentReaction,
  deleteIssueReaction,
  listCommentReactions,
  listIssueReactions,
  postCommentReaction,
  postIssueReaction,
} from './handlers/reactions.js';
import {
  deleteRelease,
  editRelease,
  getLatestRelease,
  getRelease,
  getReleaseByTag,
} from './handlers/release-edit.js';

import { createRelease, listReleases } from './handlers/releases.js';
import { createUserRepo, deleteRepo, editRepo } from './handlers/repo-edit.js';
import {
  createRepoHook,
  deleteRepoHook,
  editRepoHook,
  getRepoHook,
  getUserHook,
  listRepoHooks,
} from './handlers/repo-hooks.js';
import { listMyRepos, listOrgRepos, listUserRepos, searchRepos } from './handlers/repo-lists.js';
import {
  getLanguages,
  listAssignees,
  listCollaborators,
  listTopics,
  replaceTopics,
} from './handlers/repo-meta.js';
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
} from './handlers/repo-social.js';
import { createOrgRepo, generateRepo, getRepo } from './handlers/repos.js';
import { createStatus, getCombinedStatus, listStatuses } from './handlers/statuses.js';
import { listUserTimes } from './handlers/times.js';
import { acceptTransfer, rejectTransfer, transferRepo } from './handlers/transfer.js';
import { searchUsers } from './handlers/user-search.js';
import { getAuthenticatedUser, getOrg, getUser, getVersion, listActivityFeeds } from './handlers/users.js';
import { listWikiRevisions } from './handlers/wiki.js';
import { profileTraits } from './profiles.js';
import type { RouteDef } from './router.js';

export function routeTable(runtime: SandboxRuntime): RouteDef<Handler>[] {
  return withoutAbsentRoutes(runtime, allRoutes(runtime));
}

// forge compatibility: a route the profile's forge lacks is switched off, so it answers Go's plain-text 404.
function withoutAbsentRoutes(runtime: SandboxRuntime, defs: RouteDef<Handler>[]): RouteDef<Handler>[] {
  const { absentRoutes } = profileTraits(runtime.profile);
  return defs.map((def) => (absentRoutes.has(def.route) ? { ...def, enabled: () => false } : def));
}

function allRoutes(runtime: SandboxRuntime): RouteDef<Handler>[] {
  const { options } = runtime;
  const contentsExt = () => options.contentsExt;
  return [
    // supporting reads and edits
    { route: 'GET /version', handler: getVersion },
    { route: 'GET /user', handler: getAuthenticatedUser },
    { route: 'GET /users/{username}', handler: getUser },
    { route: 'GET /orgs/{org}', handler: getOrg },
    { route: 'GET /repos/{owner}/{repo}', handler: getRepo },
    { route: 'GET /repos/{owner}/{repo}/issues/{index}', handler: getIssue },
    { route: 'PATCH /repos/{owner}/{repo}/issues/{index}', handler: editIssue },
    { route: 'GET /repos/{owner}/{repo}/pulls/{index}', handler: getPull },
    { route: 'GET /repos/{owner}/{repo}/releases', handler: listReleases },
    { route: 'POST /repos/{owner}/{repo}/transfer/accept', handler: acceptTransfer },
    { route: 'POST /repos/{owner}/{repo}/transfer/reject', handler: rejectTransfer },
    // the 20 operations
    { route: 'POST /repos/{template_owner}/{template_repo}/generate', handler: generateRepo },
    { route: 'POST /orgs/{org}/repos', handler: createOrgRepo },
    { route: 'POST /repos/{owner}/{repo}/transfer', handler: transferRepo },
    { route: 'POST /repos/{owner}/{repo}/contents', handler: changeFiles },
    { route: 'DELETE /repos/{owner}/{repo}/contents/{filepath}', handler: deleteFile },
    { route: 'GET /repos/{owner}/{repo}/contents', handler: listRootContents },
    { route: 'GET /repos/{owner}/{repo}/contents/{filepath}', handler: getContents },
    { route: 'GET /repos/{owner}/{repo}/contents-ext', handler: getContentsExt, enabled: contentsExt },
    {
      route: 'GET /repos/{owner}/{repo}/contents-ext/{filepath}',
      handler: getContentsExt,
      enabled: contentsExt,
    },
    { route: 'GET /repos/{owner}/{repo}/file-contents', handler: getFileContents },
    { route: 'POST /repos/{owner}/{repo}/file-contents', handler: postFileContents },
    { route: 'POST /repos/{owner}/{repo}/issues/{index}/dependencies', handler: createDependency },
    {
      route: 'DELETE /repos/{owner}/{repo}/issues/{index}/assignees',
      handler: removeAssignees,
      enabled: () => options.assigneesRoute,
    },
    { route: 'GET /repos/{owner}/{repo}/pulls', handler: listPulls },
    { route: 'POST /repos/{owner}/{repo}/pulls/{index}/reviews', handler: createReview },
    { route: 'POST /user/hooks', handler: createUserHook },
    { route: 'POST /repos/{owner}/{repo}/releases', handler: createRelease },
    { route: 'GET /packages/{owner}', handler: listPackages },
    { route: 'GET /user/actions/jobs', handler: listUserJobs },
    { route: 'GET /repos/{owner}/{repo}/wiki/revisions/{pageName}', handler: listWikiRevisions },
    { route: 'GET /repos/{owner}/{repo}/times/{user}', handler: listUserTimes },
    { route: 'GET /users/{username}/activities/feeds', handler: listActivityFeeds },
    // area pulls: reviews, files, commits, merges and commit statuses (routers/api/v1/repo/pull*.go, status.go)
    { route: 'POST /repos/{owner}/{repo}/pulls', handler: createPull },
    { route: 'PATCH /repos/{owner}/{repo}/pulls/{index}', handler: editPull },
    { route: 'POST /repos/{owner}/{repo}/pulls/{index}/merge', handler: mergePull },
    { route: 'GET /repos/{owner}/{repo}/pulls/{index}/files', handler: listPullFiles },
    { route: 'GET /repos/{owner}/{repo}/pulls/{index}/commits', handler: listPullCommits },
    { route: 'GET /repos/{owner}/{repo}/pulls/{index}/reviews', handler: listReviews },
    { route: 'GET /repos/{owner}/{repo}/pulls/{index}/reviews/{id}', handler: getReview },
    { route: 'POST /repos/{owner}/{repo}/pulls/{index}/reviews/{id}', handler: submitReview },
    { route: 'GET /repos/{owner}/{repo}/pulls/{index}/reviews/{id}/comments', handler: getReviewComments },
    { route: 'POST /repos/{owner}/{repo}/pulls/{index}/reviews/{id}/dismissals', handler: dismissReview },
    { route: 'POST /repos/{owner}/{repo}/pulls/{index}/requested_reviewers', handler: requestReviewers },
    { route: 'GET /repos/{owner}/{repo}/commits/{ref}/status', handler: getCombinedStatus },
    { route: 'GET /repos/{owner}/{repo}/statuses/{sha}', handler: listStatuses },
    { route: 'POST /repos/{owner}/{repo}/statuses/{sha}', handler: createStatus },
    // area comments: what hangs under an issue (comments, timeline, reactions, times, attachments, links)
    { route: 'GET /repos/{owner}/{repo}/issues/{index}/comments', handler: listComments },
    { route: 'POST /repos/{owner}/{repo}/issues/{index}/comments', handler: createComment },
    { route: 'GET /repos/{owner}/{repo}/issues/comments/{id}', handler: getComment },
    { route: 'PATCH /repos/{owner}/{repo}/issues/comments/{id}', handler: editComment },
    { route: 'DELETE /repos/{owner}/{repo}/issues/comments/{id}', handler: deleteComment },
    { route: 'GET /repos/{owner}/{repo}/issues/{index}/timeline', handler: listTimeline },
    { route: 'GET /repos/{owner}/{repo}/issues/{index}/reactions', handler: listIssueReactions },
    { route: 'POST /repos/{owner}/{repo}/issues/{index}/reactions', handler: postIssueReaction },
    { route: 'DELETE /repos/{owner}/{repo}/issues/{index}/reactions', handler: deleteIssueReaction },
    { route: 'GET /repos/{owner}/{repo}/issues/comments/{id}/reactions', handler: listCommentReactions },
    { route: 'POST /repos/{owner}/{repo}/issues/comments/{id}/reactions', handler: postCommentReaction },
    { route: 'DELETE /repos/{owner}/{repo}/issues/comments/{id}/reactions', handler: deleteCommentReaction },
    { route: 'GET /repos/{owner}/{repo}/issues/{index}/times', handler: listIssueTimes },
    { route: 'POST /repos/{owner}/{repo}/issues/{index}/times', handler: addIssueTime },
    { route: 'GET /repos/{owner}/{repo}/issues/{index}/assets', handler: listIssueAttachments },
    { route: 'GET /repos/{owner}/{repo}/issues/{index}/assets/{attachment_id}', handler: getIssueAttachment },
    { route: 'GET /repos/{owner}/{repo}/issues/comments/{id}/assets', handler: listCommentAttachments },
    {
      route: 'GET /repos/{owner}/{repo}/issues/comments/{id}/assets/{attachment_id}',
      handler: getCommentAttachment,
    },
    {
      route: 'GET /repos/{owner}/{repo}/releases/{id}/assets/{attachment_id}',
      handler: getReleaseAttachment,
    },
    { route: 'GET /repos/{owner}/{repo}/issues/{index}/dependencies', handler: listDependencies },
    { route: 'GET /repos/{owner}/{repo}/issues/{index}/blocks', handler: listBlocks },
    // area live: repository hooks and the user hook read (routers/api/v1/repo/hook.go, user/hook.go)
    { route: 'GET /repos/{owner}/{repo}/hooks', handler: listRepoHooks },
    { route: 'POST /repos/{owner}/{repo}/hooks', handler: createRepoHook },
    { route: 'GET /repos/{owner}/{repo}/hooks/{id}', handler: getRepoHook },
    { route: 'PATCH /repos/{owner}/{repo}/hooks/{id}', handler: editRepoHook },
    { route: 'DELETE /repos/{owner}/{repo}/hooks/{id}', handler: deleteRepoHook },
    { route: 'GET /user/hooks/{id}', handler: getUserHook },
    // issues, labels, milestones and issue search (area: issues)
    { route: 'GET /repos/{owner}/{repo}/issues', handler: listIssues },
    { route: 'POST /repos/{owner}/{repo}/issues', handler: createIssue },
    { route: 'GET /repos/issues/search', handler: searchIssues },
    { route: 'POST /repos/{owner}/{repo}/issues/{index}/labels', handler: addIssueLabels },
    { route: 'DELETE /repos/{owner}/{repo}/issues/{index}/labels/{id}', handler: deleteIssueLabel },
    { route: 'GET /repos/{owner}/{repo}/labels', handler: listLabels },
    { route: 'POST /repos/{owner}/{repo}/labels', handler: createLabel },
    { route: 'GET /repos/{owner}/{repo}/labels/{id}', handler: getLabel },
    { route: 'GET /orgs/{org}/labels', handler: listOrgLabels },
    { route: 'GET /orgs/{org}/labels/{id}', handler: getOrgLabel },
    { route: 'GET /repos/{owner}/{repo}/milestones', handler: listMilestones },
    { route: 'POST /repos/{owner}/{repo}/milestones', handler: createMilestone },
    { route: 'GET /repos/{owner}/{repo}/milestones/{id}', handler: getMilestone },
    { route: 'PATCH /repos/{owner}/{repo}/milestones/{id}', handler: editMilestone },
    // repositories: stars, watches, topics, languages, collaborators, single releases, repository edits
    { route: 'GET /repos/{owner}/{repo}/stargazers', handler: listStargazers },
    { route: 'GET /repos/{owner}/{repo}/subscribers', handler: listSubscribers },
    { route: 'GET /repos/{owner}/{repo}/subscription', handler: getSubscription },
    { route: 'PUT /repos/{owner}/{repo}/subscription', handler: watchRepo },
    { route: 'DELETE /repos/{owner}/{repo}/subscription', handler: unwatchRepo },
    { route: 'GET /users/{username}/starred', handler: listUserStarred },
    { route: 'GET /user/starred', handler: listMyStarred },
    { route: 'GET /user/starred/{owner}/{repo}', handler: checkStarring },
    { route: 'PUT /user/starred/{owner}/{repo}', handler: starRepo },
    { route: 'DELETE /user/starred/{owner}/{repo}', handler: unstarRepo },
    { route: 'GET /repos/{owner}/{repo}/topics', handler: listTopics },
    { route: 'PUT /repos/{owner}/{repo}/topics', handler: replaceTopics },
    { route: 'GET /repos/{owner}/{repo}/languages', handler: getLanguages },
    { route: 'GET /repos/{owner}/{repo}/collaborators', handler: listCollaborators },
    { route: 'GET /repos/{owner}/{repo}/assignees', handler: listAssignees },
    { route: 'GET /repos/{owner}/{repo}/releases/latest', handler: getLatestRelease },
    { route: 'GET /repos/{owner}/{repo}/releases/tags/{tag}', handler: getReleaseByTag },
    { route: 'GET /repos/{owner}/{repo}/releases/{id}', handler: getRelease },
    { route: 'PATCH /repos/{owner}/{repo}/releases/{id}', handler: editRelease },
    { route: 'DELETE /repos/{owner}/{repo}/releases/{id}', handler: deleteRelease },
    { route: 'POST /user/repos', handler: createUserRepo },
    { route: 'PATCH /repos/{owner}/{repo}', handler: editRepo },
    { route: 'DELETE /repos/{owner}/{repo}', handler: deleteRepo },
    // git refs and history: branches, tags, commits, compares, trees, forks
    ...gitRoutes,
    ...forkRoutes,
    // node(id:) refetches of objects the seed's operations list
    { route: 'GET /packages/{owner}/{type}/{name}/{version}', handler: getPackage },
    { route: 'GET /repos/{owner}/{repo}/actions/jobs/{job_id}', handler: getRepoJob },
    // people: follows, organizations, teams, repository lists, search, notifications
    { route: 'GET /users/{username}/followers', handler: listFollowers },
    { route: 'GET /users/{username}/following', handler: listFollowing },
    { route: 'GET /user/followers', handler: listMyFollowers },
    { route: 'GET /user/following', handler: listMyFollowing },
    { route: 'GET /user/following/{username}', handler: checkMyFollowing },
    { route: 'PUT /user/following/{username}', handler: follow },
    { route: 'DELETE /user/following/{username}', handler: unfollow },
    { route: 'GET /users/{username}/repos', handler: listUserRepos },
    { route: 'GET /user/repos', handler: listMyRepos },
    { route: 'GET /orgs/{org}/repos', handler: listOrgRepos },
    { route: 'GET /users/{username}/orgs', handler: listUserOrgs },
    { route: 'GET /user/orgs', handler: listMyOrgs },
    { route: 'GET /orgs/{org}/members', handler: listOrgMembers },
    { route: 'GET /orgs/{org}/public_members', handler: listOrgPublicMembers },
    { route: 'GET /orgs/{org}/teams', handler: listOrgTeams },
    { route: 'GET /user/teams', handler: listMyTeams },
    { route: 'GET /teams/{id}', handler: getTeam },
    { route: 'GET /teams/{id}/members', handler: listTeamMembers },
    { route: 'GET /teams/{id}/repos', handler: listTeamRepos },
    { route: 'GET /repos/search', handler: searchRepos },
    { route: 'GET /users/search', handler: searchUsers },
    { route: 'GET /notifications', handler: listNotifications },
    { route: 'PUT /notifications', handler: readNotifications },
    { route: 'GET /notifications/new', handler: countNewNotifications },
    { route: 'GET /notifications/threads/{id}', handler: getNotificationThread },
    { route: 'PATCH /notifications/threads/{id}', handler: readNotificationThread },
  ];
}
