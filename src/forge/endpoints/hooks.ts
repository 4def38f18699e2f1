// Repository hooks and the user hook read (routers/api/v1/repo/hook.go, routers/api/v1/user/hook.go).
// All need a repository admin (or the hook's owner for user hooks).

import type { ForgeResponse, ForgeSession } from '../session.js';
import type { CreateHookOption, Hook } from '../types.js';
import type { RepoArgs } from './repos.js';
import type { PageArgs } from './users.js';

/** GET /repos/{owner}/{repo}/hooks: paged, with X-Total-Count; 403 below repository admin */
export const listRepositoryHooks = (
  forge: ForgeSession,
  args: RepoArgs & PageArgs,
): Promise<ForgeResponse<Hook[]>> =>
  forge.request('GET /repos/{owner}/{repo}/hooks', {
    params: { owner: args.owner, repo: args.repo },
    query: { page: args.page, limit: args.limit },
  });

export const getRepositoryHook = (
  forge: ForgeSession,
  args: RepoArgs & { id: number },
): Promise<ForgeResponse<Hook>> =>
  forge.request('GET /repos/{owner}/{repo}/hooks/{id}', {
    params: { owner: args.owner, repo: args.repo, id: args.id },
  });

/** POST /repos/{owner}/{repo}/hooks → 201 */
export const createRepositoryHook = (
  forge: ForgeSession,
  args: RepoArgs,
  body: CreateHookOption,
): Promise<ForgeResponse<Hook>> =>
  forge.request('POST /repos/{owner}/{repo}/hooks', { params: { owner: args.owner, repo: args.repo }, body });

/** DELETE /repos/{owner}/{repo}/hooks/{id} → 204 */
export const deleteRepositoryHook = (
  forge: ForgeSession,
  args: RepoArgs & { id: number },
): Promise<ForgeResponse<unknown>> =>
  forge.request('DELETE /repos/{owner}/{repo}/hooks/{id}', {
    params: { owner: args.owner, repo: args.repo, id: args.id },
  });

/** GET /user/hooks/{id}: a hook of the caller's own account */
export const getUserHook = (forge: ForgeSession, args: { id: number }): Promise<ForgeResponse<Hook>> =>
  forge.request('GET /user/hooks/{id}', { params: { id: args.id } });
