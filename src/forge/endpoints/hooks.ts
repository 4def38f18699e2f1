// Repository hooks and the user hook read (routers/api/v1/repo/hook.go, routers/api/v1/user/hook.go).
// All need a repository admin (or the hook's owner for user hooks).

import { atRef, endpoint, pagedEndpoint } from '../routes/endpoint.js';

/** GET /repos/{owner}/{repo}/hooks: paged, with X-Total-Count; 403 below repository admin */
export const listRepositoryHooks = pagedEndpoint('GET /repos/{owner}/{repo}/hooks');

export const getRepositoryHook = endpoint('GET /repos/{owner}/{repo}/hooks/{id}');

/** POST /repos/{owner}/{repo}/hooks → 201 */
export const createRepositoryHook = endpoint('POST /repos/{owner}/{repo}/hooks');

/** DELETE /repos/{owner}/{repo}/hooks/{id} → 204 */
export const deleteRepositoryHook = endpoint('DELETE /repos/{owner}/{repo}/hooks/{id}');

/** GET /user/hooks/{id}: a hook of the caller's own account */
export const getUserHook = endpoint('GET /user/hooks/{id}');

/** GET /user/hooks: the caller's own, paged with X-Total-Count */
export const listUserHooks = pagedEndpoint('GET /user/hooks');

/** PATCH /user/hooks/{id} → 200 Hook; 404 for a hook of anyone else */
export const editUserHook = endpoint('PATCH /user/hooks/{id}');

/** DELETE /user/hooks/{id} → 204 */
export const deleteUserHook = endpoint('DELETE /user/hooks/{id}');

/** An organization's hooks (routers/api/v1/org/hook.go): its owners only (403) */
export const listOrganizationHooks = pagedEndpoint('GET /orgs/{org}/hooks');

export const getOrganizationHook = endpoint('GET /orgs/{org}/hooks/{id}');

/** POST /orgs/{org}/hooks → 201 */
export const createOrganizationHook = endpoint('POST /orgs/{org}/hooks');

/** PATCH /orgs/{org}/hooks/{id} → 200 Hook */
export const editOrganizationHook = endpoint('PATCH /orgs/{org}/hooks/{id}');

/** DELETE /orgs/{org}/hooks/{id} → 204 */
export const deleteOrganizationHook = endpoint('DELETE /orgs/{org}/hooks/{id}');

/** POST /repos/{owner}/{repo}/hooks/{id}/tests → 204: a test push of `ref` (the default branch) to that hook */
export const testRepositoryHook = endpoint('POST /repos/{owner}/{repo}/hooks/{id}/tests', { query: atRef });
