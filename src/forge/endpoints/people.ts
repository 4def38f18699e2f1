// People: follows, organizations, teams, repository lists, search and notifications (Gitea's
// routers/api/v1/user/*.go, org/*.go, repo/repo.go Search, notify/*.go).

import type { ForgeResponse, ForgeSession } from '../session.js';
import type { Organization, Repository, Team, User } from '../types.js';
import type {
  NotificationCount,
  NotificationThread,
  SearchResults,
  UserSearchResults,
} from '../types-area-people.js';
import type { PageArgs } from './users.js';

const paging = (args: PageArgs) => ({ page: args.page, limit: args.limit });

export const listUserRepos = (
  forge: ForgeSession,
  args: { username: string } & PageArgs,
): Promise<ForgeResponse<Repository[]>> =>
  forge.request('GET /users/{username}/repos', { params: { username: args.username }, query: paging(args) });

/** the caller's own and collaborative repositories, private ones included */
export const listMyRepos = (forge: ForgeSession, args: PageArgs): Promise<ForgeResponse<Repository[]>> =>
  forge.request('GET /user/repos', { query: paging(args) });

export const listOrgRepos = (
  forge: ForgeSession,
  args: { org: string } & PageArgs,
): Promise<ForgeResponse<Repository[]>> =>
  forge.request('GET /orgs/{org}/repos', { params: { org: args.org }, query: paging(args) });

export const listFollowers = (
  forge: ForgeSession,
  args: { username: string } & PageArgs,
): Promise<ForgeResponse<User[]>> =>
  forge.request('GET /users/{username}/followers', {
    params: { username: args.username },
    query: paging(args),
  });

export const listFollowing = (
  forge: ForgeSession,
  args: { username: string } & PageArgs,
): Promise<ForgeResponse<User[]>> =>
  forge.request('GET /users/{username}/following', {
    params: { username: args.username },
    query: paging(args),
  });

export const listMyFollowers = (forge: ForgeSession, args: PageArgs): Promise<ForgeResponse<User[]>> =>
  forge.request('GET /user/followers', { query: paging(args) });

export const listMyFollowing = (forge: ForgeSession, args: PageArgs): Promise<ForgeResponse<User[]>> =>
  forge.request('GET /user/following', { query: paging(args) });

/** 204 when the caller follows the user, 404 when not */
export const checkMyFollowing = (
  forge: ForgeSession,
  args: { username: string },
): Promise<ForgeResponse<null>> => forge.request('GET /user/following/{username}', { params: args });

/** 204; following oneself or someone already followed changes nothing */
export const followUser = (forge: ForgeSession, args: { username: string }): Promise<ForgeResponse<null>> =>
  forge.request('PUT /user/following/{username}', { params: args });

export const unfollowUser = (forge: ForgeSession, args: { username: string }): Promise<ForgeResponse<null>> =>
  forge.request('DELETE /user/following/{username}', { params: args });

export const listUserOrgs = (
  forge: ForgeSession,
  args: { username: string } & PageArgs,
): Promise<ForgeResponse<Organization[]>> =>
  forge.request('GET /users/{username}/orgs', { params: { username: args.username }, query: paging(args) });

export const listMyOrgs = (forge: ForgeSession, args: PageArgs): Promise<ForgeResponse<Organization[]>> =>
  forge.request('GET /user/orgs', { query: paging(args) });

export const listOrgMembers = (
  forge: ForgeSession,
  args: { org: string } & PageArgs,
): Promise<ForgeResponse<User[]>> =>
  forge.request('GET /orgs/{org}/members', { params: { org: args.org }, query: paging(args) });

/** the members who made their membership public; needs no token */
export const listOrgPublicMembers = (
  forge: ForgeSession,
  args: { org: string } & PageArgs,
): Promise<ForgeResponse<User[]>> =>
  forge.request('GET /orgs/{org}/public_members', { params: { org: args.org }, query: paging(args) });

export const listOrgTeams = (
  forge: ForgeSession,
  args: { org: string } & PageArgs,
): Promise<ForgeResponse<Team[]>> =>
  forge.request('GET /orgs/{org}/teams', { params: { org: args.org }, query: paging(args) });

export const listMyTeams = (forge: ForgeSession, args: PageArgs): Promise<ForgeResponse<Team[]>> =>
  forge.request('GET /user/teams', { query: paging(args) });

export const getTeam = (forge: ForgeSession, args: { id: number | string }): Promise<ForgeResponse<Team>> =>
  forge.request('GET /teams/{id}', { params: args });

export const listTeamMembers = (
  forge: ForgeSession,
  args: { id: number | string } & PageArgs,
): Promise<ForgeResponse<User[]>> =>
  forge.request('GET /teams/{id}/members', { params: { id: args.id }, query: paging(args) });

export const listTeamRepos = (
  forge: ForgeSession,
  args: { id: number | string } & PageArgs,
): Promise<ForgeResponse<Repository[]>> =>
  forge.request('GET /teams/{id}/repos', { params: { id: args.id }, query: paging(args) });

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

export const searchRepos = (
  forge: ForgeSession,
  args: RepoSearchQuery & PageArgs,
): Promise<ForgeResponse<SearchResults>> => forge.request('GET /repos/search', { query: { ...args } });

export const searchUsers = (
  forge: ForgeSession,
  args: { q?: string; uid?: string } & PageArgs,
): Promise<ForgeResponse<UserSearchResults>> => forge.request('GET /users/search', { query: { ...args } });

export interface NotificationQuery {
  all?: boolean;
  statusTypes?: readonly string[];
  subjectTypes?: readonly string[];
  since?: string;
  before?: string;
}

export const listNotifications = (
  forge: ForgeSession,
  args: NotificationQuery & PageArgs,
): Promise<ForgeResponse<NotificationThread[]>> =>
  forge.request('GET /notifications', {
    query: {
      all: args.all,
      'status-types': args.statusTypes,
      'subject-type': args.subjectTypes,
      since: args.since,
      before: args.before,
      ...paging(args),
    },
  });

export const getNotificationThread = (
  forge: ForgeSession,
  args: { id: number | string },
): Promise<ForgeResponse<NotificationThread>> =>
  forge.request('GET /notifications/threads/{id}', { params: args });

/** 205 with the threads it changed (notify/user.go ReadNotifications); a 205 may also come without a body */
export const readNotifications = (
  forge: ForgeSession,
  args: { lastReadAt?: string; all?: boolean; statusTypes?: readonly string[]; toStatus?: string },
): Promise<ForgeResponse<NotificationThread[] | null>> =>
  forge.request('PUT /notifications', {
    query: {
      last_read_at: args.lastReadAt,
      all: args.all,
      'status-types': args.statusTypes,
      'to-status': args.toStatus,
    },
  });

/** 205 with the thread in its new status (notify/threads.go ReadThread) */
export const readNotificationThread = (
  forge: ForgeSession,
  args: { id: number | string; toStatus?: string },
): Promise<ForgeResponse<NotificationThread>> =>
  forge.request('PATCH /notifications/threads/{id}', {
    params: { id: args.id },
    query: { 'to-status': args.toStatus },
  });

/** how many of the caller's threads are unread */
export const countNewNotifications = (forge: ForgeSession): Promise<ForgeResponse<NotificationCount>> =>
  forge.request('GET /notifications/new');
