// The teams of an organization's repository (routers/api/v1/repo/teams.go). A repository a user owns
// has none: each route answers 405 `repo is not owned by an organization`.

import { endpoint } from '../routes/endpoint.js';

/** the whole list, unpaged; each team's `organization` is null */
export const listRepositoryTeams = endpoint('GET /repos/{owner}/{repo}/teams');

/** 200 Team when the team has the repository; 404 when not, or when the organization has no such team */
export const checkRepositoryTeam = endpoint('GET /repos/{owner}/{repo}/teams/{team}');

/** 204; 403 unless the caller may change team access, 422 when the team has it already */
export const addRepositoryTeam = endpoint('PUT /repos/{owner}/{repo}/teams/{team}');

/** 204; the same refusals, 422 when the team does not have it */
export const removeRepositoryTeam = endpoint('DELETE /repos/{owner}/{repo}/teams/{team}');
