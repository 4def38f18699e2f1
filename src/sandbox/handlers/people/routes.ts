// People: users, organizations and teams, follows, notifications, packages and the server version
// (routers/api/v1/api.go, the /user, /users, /orgs, /teams, /notifications and /packages groups).
import { orgAssignment, reqOrgMembership, reqOrgVisible, reqToken, userAssignment } from '../../guards.js';
import type { RouteRow } from '../../route-row.js';
import {
  checkMyFollowing,
  follow,
  listFollowers,
  listFollowing,
  listMyFollowers,
  listMyFollowing,
  unfollow,
} from './follows.js';
import {
  countNewNotifications,
  getNotificationThread,
  listNotifications,
  readNotifications,
  readNotificationThread,
} from './notifications.js';
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
} from './orgs.js';
import { getPackage, listPackages, reqPackageAccess } from './packages.js';
import { searchUsers } from './user-search.js';
import { getAuthenticatedUser, getOrg, getUser, getVersion, listActivityFeeds } from './users.js';

const signedIn = [reqToken];
const teamMember = [teamAssignment, reqToken, reqTeamMembership];
const packages = [reqPackageAccess, reqToken];

export const peopleRoutes: RouteRow[] = [
  { route: 'GET /version', handler: getVersion },
  { route: 'GET /user', guards: signedIn, handler: getAuthenticatedUser },
  { route: 'GET /users/{username}', handler: getUser },
  { route: 'GET /users/search', handler: searchUsers },
  { route: 'GET /users/{username}/activities/feeds', handler: listActivityFeeds },
  // follows: the /users/{username} group checks reqToken before the user lookup
  { route: 'GET /users/{username}/followers', guards: signedIn, handler: listFollowers },
  { route: 'GET /users/{username}/following', guards: signedIn, handler: listFollowing },
  { route: 'GET /user/followers', guards: signedIn, handler: listMyFollowers },
  { route: 'GET /user/following', guards: signedIn, handler: listMyFollowing },
  { route: 'GET /user/following/{username}', guards: signedIn, handler: checkMyFollowing },
  { route: 'PUT /user/following/{username}', guards: signedIn, handler: follow },
  { route: 'DELETE /user/following/{username}', guards: signedIn, handler: unfollow },
  // organizations and teams
  { route: 'GET /orgs/{org}', guards: [orgAssignment, reqOrgVisible], handler: getOrg },
  { route: 'GET /users/{username}/orgs', guards: [userAssignment, reqToken], handler: listUserOrgs },
  { route: 'GET /user/orgs', guards: signedIn, handler: listMyOrgs },
  { route: 'GET /orgs/{org}/members', guards: [orgAssignment, reqToken], handler: listOrgMembers },
  { route: 'GET /orgs/{org}/public_members', guards: [orgAssignment], handler: listOrgPublicMembers },
  {
    route: 'GET /orgs/{org}/teams',
    guards: [orgAssignment, reqToken, reqOrgMembership],
    handler: listOrgTeams,
  },
  { route: 'GET /user/teams', guards: signedIn, handler: listMyTeams },
  { route: 'GET /teams/{id}', guards: teamMember, handler: getTeam },
  { route: 'GET /teams/{id}/members', guards: teamMember, handler: listTeamMembers },
  { route: 'GET /teams/{id}/repos', guards: teamMember, handler: listTeamRepos },
  // notifications
  { route: 'GET /notifications', guards: signedIn, handler: listNotifications },
  { route: 'PUT /notifications', guards: signedIn, handler: readNotifications },
  { route: 'GET /notifications/new', guards: signedIn, handler: countNewNotifications },
  { route: 'GET /notifications/threads/{id}', guards: signedIn, handler: getNotificationThread },
  { route: 'PATCH /notifications/threads/{id}', guards: signedIn, handler: readNotificationThread },
  // packages
  { route: 'GET /packages/{owner}', guards: packages, handler: listPackages },
  { route: 'GET /packages/{owner}/{type}/{name}/{version}', guards: packages, handler: getPackage },
];
