// Repositories: reads, creation, edits, transfers, forks, topics and collaborators, stars and watches,
// hooks, the wiki's history and action jobs (routers/api/v1/api.go).
import {
  orgAssignment,
  repoAssignment,
  reqAdmin,
  reqOwner,
  reqToken,
  reqUnit,
  templateRepoAssignment,
} from '../../guards.js';
import type { RouteRow } from '../../route-row.js';
import { getRepoJob, listUserJobs } from './actions.js';
import { createFork, listForks } from './forks.js';
import { createUserHook } from './hooks.js';
import { createUserRepo, deleteRepo, editRepo } from './repo-edit.js';
import {
  createRepoHook,
  deleteRepoHook,
  editRepoHook,
  getRepoHook,
  getUserHook,
  listRepoHooks,
} from './repo-hooks.js';
import { listMyRepos, listOrgRepos, listUserRepos, searchRepos } from './repo-lists.js';
import { getLanguages, listAssignees, listCollaborators, listTopics, replaceTopics } from './repo-meta.js';
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
} from './repo-social.js';
import { createOrgRepo, generateRepo, getRepo } from './repos.js';
import { acceptTransfer, rejectTransfer, transferRepo } from './transfer.js';
import { listWikiRevisions } from './wiki.js';

const repo = [repoAssignment];
const signedIn = [repoAssignment, reqToken];
const repoAdmin = [repoAssignment, reqToken, reqAdmin];
/** the /user group's reqToken runs before repoAssignment: an anonymous caller gets 401, not 404 */
const myStar = [reqToken, repoAssignment];

export const repoRoutes: RouteRow[] = [
  { route: 'GET /repos/{owner}/{repo}', guards: repo, handler: getRepo },
  { route: 'PATCH /repos/{owner}/{repo}', guards: repoAdmin, handler: editRepo },
  {
    route: 'DELETE /repos/{owner}/{repo}',
    guards: [repoAssignment, reqToken, reqOwner],
    handler: deleteRepo,
  },
  { route: 'POST /user/repos', guards: [reqToken], handler: createUserRepo },
  { route: 'POST /orgs/{org}/repos', guards: [orgAssignment, reqToken], handler: createOrgRepo },
  {
    route: 'POST /repos/{template_owner}/{template_repo}/generate',
    guards: [templateRepoAssignment, reqToken],
    handler: generateRepo,
  },
  { route: 'POST /repos/{owner}/{repo}/transfer', guards: signedIn, handler: transferRepo },
  { route: 'POST /repos/{owner}/{repo}/transfer/accept', guards: signedIn, handler: acceptTransfer },
  { route: 'POST /repos/{owner}/{repo}/transfer/reject', guards: signedIn, handler: rejectTransfer },
  { route: 'GET /repos/{owner}/{repo}/forks', guards: repo, handler: listForks },
  { route: 'POST /repos/{owner}/{repo}/forks', guards: signedIn, handler: createFork },
  // lists and search
  { route: 'GET /users/{username}/repos', handler: listUserRepos },
  { route: 'GET /user/repos', guards: [reqToken], handler: listMyRepos },
  { route: 'GET /orgs/{org}/repos', guards: [orgAssignment], handler: listOrgRepos },
  { route: 'GET /repos/search', handler: searchRepos },
  // topics, languages, collaborators
  { route: 'GET /repos/{owner}/{repo}/topics', guards: repo, handler: listTopics },
  { route: 'PUT /repos/{owner}/{repo}/topics', guards: repoAdmin, handler: replaceTopics },
  { route: 'GET /repos/{owner}/{repo}/languages', guards: repo, handler: getLanguages },
  { route: 'GET /repos/{owner}/{repo}/collaborators', guards: signedIn, handler: listCollaborators },
  { route: 'GET /repos/{owner}/{repo}/assignees', guards: signedIn, handler: listAssignees },
  // stars and watches
  { route: 'GET /repos/{owner}/{repo}/stargazers', guards: repo, handler: listStargazers },
  { route: 'GET /repos/{owner}/{repo}/subscribers', guards: repo, handler: listSubscribers },
  { route: 'GET /repos/{owner}/{repo}/subscription', guards: repo, handler: getSubscription },
  { route: 'PUT /repos/{owner}/{repo}/subscription', guards: signedIn, handler: watchRepo },
  { route: 'DELETE /repos/{owner}/{repo}/subscription', guards: signedIn, handler: unwatchRepo },
  { route: 'GET /users/{username}/starred', guards: [reqToken], handler: listUserStarred },
  { route: 'GET /user/starred', guards: [reqToken], handler: listMyStarred },
  { route: 'GET /user/starred/{owner}/{repo}', guards: myStar, handler: checkStarring },
  { route: 'PUT /user/starred/{owner}/{repo}', guards: myStar, handler: starRepo },
  { route: 'DELETE /user/starred/{owner}/{repo}', guards: myStar, handler: unstarRepo },
  // hooks (routers/api/v1/repo/hook.go, user/hook.go)
  { route: 'GET /repos/{owner}/{repo}/hooks', guards: repoAdmin, handler: listRepoHooks },
  { route: 'POST /repos/{owner}/{repo}/hooks', guards: repoAdmin, handler: createRepoHook },
  { route: 'GET /repos/{owner}/{repo}/hooks/{id}', guards: repoAdmin, handler: getRepoHook },
  { route: 'PATCH /repos/{owner}/{repo}/hooks/{id}', guards: repoAdmin, handler: editRepoHook },
  { route: 'DELETE /repos/{owner}/{repo}/hooks/{id}', guards: repoAdmin, handler: deleteRepoHook },
  { route: 'POST /user/hooks', guards: [reqToken], handler: createUserHook },
  { route: 'GET /user/hooks/{id}', guards: [reqToken], handler: getUserHook },
  // the wiki's history and action jobs
  {
    route: 'GET /repos/{owner}/{repo}/wiki/revisions/{pageName}',
    guards: [repoAssignment, reqUnit('wiki')],
    handler: listWikiRevisions,
  },
  { route: 'GET /user/actions/jobs', guards: [reqToken], handler: listUserJobs },
  {
    route: 'GET /repos/{owner}/{repo}/actions/jobs/{job_id}',
    guards: [repoAssignment, reqUnit('actions')],
    handler: getRepoJob,
  },
];
