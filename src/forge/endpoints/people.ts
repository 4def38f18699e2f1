// People: follows, organizations, teams, repository lists, search and notifications (Gitea's
// routers/api/v1/user/*.go, org/*.go, repo/repo.go Search, notify/*.go).

import type { PageArgs } from '../routes/endpoint.js';
import { endpoint, paged, pagedEndpoint } from '../routes/endpoint.js';

export const listUserRepos = pagedEndpoint('GET /users/{username}/repos');

/** the caller's own and collaborative repositories, private ones included */
export const listMyRepos = pagedEndpoint('GET /user/repos');

export const listOrgRepos = pagedEndpoint('GET /orgs/{org}/repos');

export const listFollowers = pagedEndpoint('GET /users/{username}/followers');

export const listFollowing = pagedEndpoint('GET /users/{username}/following');

export const listMyFollowers = pagedEndpoint('GET /user/followers');

export const listMyFollowing = pagedEndpoint('GET /user/following');

/** 204 when the caller follows the user, 404 when not */
export const checkMyFollowing = endpoint('GET /user/following/{username}');

/** 204; following oneself or someone already followed changes nothing */
export const followUser = endpoint('PUT /user/following/{username}');

export const unfollowUser = endpoint('DELETE /user/following/{username}');

export const listUserOrgs = pagedEndpoint('GET /users/{username}/orgs');

export const listMyOrgs = pagedEndpoint('GET /user/orgs');

export const listOrgMembers = pagedEndpoint('GET /orgs/{org}/members');

/** the members who made their membership public; needs no token */
export const listOrgPublicMembers = pagedEndpoint('GET /orgs/{org}/public_members');

export const listOrgTeams = pagedEndpoint('GET /orgs/{org}/teams');

export const listMyTeams = pagedEndpoint('GET /user/teams');

export const getTeam = endpoint('GET /teams/{id}');

export const listTeamMembers = pagedEndpoint('GET /teams/{id}/members');

export const listTeamRepos = pagedEndpoint('GET /teams/{id}/repos');

/** GET /repos/search's query parameters, named as the forge names them */
export interface RepoSearchQuery {
  q?: string;
  topic?: boolean;
  includeDesc?: boolean;
  uid?: string;
  priority_owner_id?: string;
  team_id?: string;
  private?: boolean;
  is_private?: boolean;
  template?: boolean;
  archived?: boolean;
  mode?: string;
  exclusive?: boolean;
  sort?: string;
  order?: string;
}

export const searchRepos = endpoint('GET /repos/search', {
  query: (args: RepoSearchQuery & PageArgs) => ({ ...args }),
});

export const searchUsers = endpoint('GET /users/search', {
  query: (args: { q?: string; uid?: string } & PageArgs) => ({ ...args }),
});

export interface NotificationQuery {
  all?: boolean;
  statusTypes?: readonly string[];
  subjectTypes?: readonly string[];
  since?: string;
  before?: string;
}

const notificationQuery = (args: NotificationQuery & PageArgs) => ({
  all: args.all,
  'status-types': args.statusTypes,
  'subject-type': args.subjectTypes,
  since: args.since,
  before: args.before,
  ...paged(args),
});

export const listNotifications = endpoint('GET /notifications', { query: notificationQuery });

/** the caller's threads of one repository (notify/repo.go ListRepoNotifications); X-Total-Count only */
export const listRepoNotifications = endpoint('GET /repos/{owner}/{repo}/notifications', {
  query: notificationQuery,
});

export const getNotificationThread = endpoint('GET /notifications/threads/{id}');

export interface ReadNotificationsQuery {
  lastReadAt?: string;
  all?: boolean;
  statusTypes?: readonly string[];
  toStatus?: string;
}

const readQuery = (args: ReadNotificationsQuery) => ({
  last_read_at: args.lastReadAt,
  all: args.all,
  'status-types': args.statusTypes,
  'to-status': args.toStatus,
});

/** 205 with the threads it changed (notify/user.go ReadNotifications); a 205 may also come without a body */
export const readNotifications = endpoint('PUT /notifications', { query: readQuery });

/** 205 with the threads of the repository it changed (notify/repo.go ReadRepoNotifications) */
export const readRepoNotifications = endpoint('PUT /repos/{owner}/{repo}/notifications', {
  query: readQuery,
});

/** 205 with the thread in its new status (notify/threads.go ReadThread) */
export const readNotificationThread = endpoint('PATCH /notifications/threads/{id}', {
  query: (args: { id: number | string; toStatus?: string }) => ({ 'to-status': args.toStatus }),
});

/** how many of the caller's threads are unread */
export const countNewNotifications = endpoint('GET /notifications/new');
