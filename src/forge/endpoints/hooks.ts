// Repository hooks and the user hook read (routers/api/v1/repo/hook.go, routers/api/v1/user/hook.go).
// All need a repository admin (or the hook's owner for user hooks).

import { endpoint, paged } from '../endpoint.js';

/** GET /repos/{owner}/{repo}/hooks: paged, with X-Total-Count; 403 below repository admin */
export const listRepositoryHooks = endpoint('GET /repos/{owner}/{repo}/hooks', { query: paged });

export const getRepositoryHook = endpoint('GET /repos/{owner}/{repo}/hooks/{id}');

/** POST /repos/{owner}/{repo}/hooks → 201 */
export const createRepositoryHook = endpoint('POST /repos/{owner}/{repo}/hooks');

/** DELETE /repos/{owner}/{repo}/hooks/{id} → 204 */
export const deleteRepositoryHook = endpoint('DELETE /repos/{owner}/{repo}/hooks/{id}');

/** GET /user/hooks/{id}: a hook of the caller's own account */
export const getUserHook = endpoint('GET /user/hooks/{id}');
