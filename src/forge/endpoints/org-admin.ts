// Organization and team administration (Gitea's routers/api/v1/org/org.go, member.go, team.go):
// creating, editing and deleting organizations and teams, one member or repository at a time, and a
// user's permissions in an organization.

import { bodyEndpoint, endpoint, forwarded, type PageArgs, pagedEndpoint } from '../routes/endpoint.js';

/** every organization the caller may see, by name (public; limited when signed in; private for site admins) */
export const listAllOrgs = pagedEndpoint('GET /orgs');

/** 201 with the organization, the caller in its Owners team; 422 for a name in use or not allowed */
export const createOrg = bodyEndpoint('POST /orgs');

/** owners only (403); only the fields sent change */
export const editOrg = endpoint('PATCH /orgs/{org}');

/** owners only; an organization that still owns repositories fails with a 500 */
export const deleteOrg = endpoint('DELETE /orgs/{org}');

/** can_read, can_write, is_admin, is_owner and can_create_repository of a user in an organization */
export const getUserOrgPermissions = endpoint('GET /users/{username}/orgs/{org}/permissions');

/** 204 member, 404 not; a caller outside the organization is redirected to the public membership check */
export const checkOrgMember = endpoint('GET /orgs/{org}/members/{username}');

/** owners only: the user leaves every team of the organization */
export const removeOrgMember = endpoint('DELETE /orgs/{org}/members/{username}');

/** 204 when the membership is public, 404 otherwise; needs no token */
export const checkPublicMember = endpoint('GET /orgs/{org}/public_members/{username}');

/** the caller's own membership only (403 for another member's) */
export const publicizeMember = endpoint('PUT /orgs/{org}/public_members/{username}');

export const concealMember = endpoint('DELETE /orgs/{org}/public_members/{username}');

/** owners only; 201 with the team */
export const createTeam = endpoint('POST /orgs/{org}/teams');

/** `{ok, data}`: the caller's teams (all of them for site admins) matching `q` */
export const searchTeams = endpoint('GET /orgs/{org}/teams/search', {
  query: (args: { org: string; q?: string; includeDesc?: boolean } & PageArgs) =>
    forwarded(args, 'q', 'includeDesc', 'page', 'limit'),
});

/** owners of the team's organization only (404 for others); the Owners team keeps its name and permission */
export const editTeam = endpoint('PATCH /teams/{id}');

/** owners only; the Owners team cannot be deleted (a 500) */
export const deleteTeam = endpoint('DELETE /teams/{id}');

/** the user when in the team, 404 otherwise */
export const getTeamMember = endpoint('GET /teams/{id}/members/{username}');

export const addTeamMember = endpoint('PUT /teams/{id}/members/{username}');

export const removeTeamMember = endpoint('DELETE /teams/{id}/members/{username}');

/** the repository when the team has it, 404 otherwise */
export const getTeamRepo = endpoint('GET /teams/{id}/repos/{org}/{repo}');

/** the caller needs admin access to the repository (403) */
export const addTeamRepo = endpoint('PUT /teams/{id}/repos/{org}/{repo}');

export const removeTeamRepo = endpoint('DELETE /teams/{id}/repos/{org}/{repo}');
