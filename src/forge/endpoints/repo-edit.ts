// Creating a repository for oneself, editing and deleting one, and single releases: by id, by tag, the
// latest, edits and deletion (issue 12 writes; issue 11 release reads).

import type { ForgeResponse, ForgeSession } from '../session.js';
import type { CreateRepoOption, EditReleaseOption, EditRepoOption, Release, Repository } from '../types.js';
import type { RepoArgs } from './repos.js';

const repoParams = (args: RepoArgs) => ({ owner: args.owner, repo: args.repo });

/** 201; 409 when the caller has a repository of that name; 422 for a reserved name or a bad label set */
export const createCurrentUserRepository = (
  forge: ForgeSession,
  body: CreateRepoOption,
): Promise<ForgeResponse<Repository>> => forge.request('POST /user/repos', { body });

/** 200 with the repository as changed; needs admin access (403) */
export const editRepository = (
  forge: ForgeSession,
  args: RepoArgs,
  body: EditRepoOption,
): Promise<ForgeResponse<Repository>> =>
  forge.request('PATCH /repos/{owner}/{repo}', { params: repoParams(args), body });

/** 204; needs owner access (403) */
export const deleteRepository = (forge: ForgeSession, args: RepoArgs): Promise<ForgeResponse<null>> =>
  forge.request('DELETE /repos/{owner}/{repo}', { params: repoParams(args) });

export const getRelease = (
  forge: ForgeSession,
  args: RepoArgs & { id: number },
): Promise<ForgeResponse<Release>> =>
  forge.request('GET /repos/{owner}/{repo}/releases/{id}', { params: { ...repoParams(args), id: args.id } });

export const getReleaseByTag = (
  forge: ForgeSession,
  args: RepoArgs & { tag: string },
): Promise<ForgeResponse<Release>> =>
  forge.request('GET /repos/{owner}/{repo}/releases/tags/{tag}', {
    params: { ...repoParams(args), tag: args.tag },
  });

/** the newest release that is neither a draft nor a pre-release; 404 when there is none */
export const getLatestRelease = (forge: ForgeSession, args: RepoArgs): Promise<ForgeResponse<Release>> =>
  forge.request('GET /repos/{owner}/{repo}/releases/latest', { params: repoParams(args) });

export const editRelease = (
  forge: ForgeSession,
  args: RepoArgs & { id: number },
  body: EditReleaseOption,
): Promise<ForgeResponse<Release>> =>
  forge.request('PATCH /repos/{owner}/{repo}/releases/{id}', {
    params: { ...repoParams(args), id: args.id },
    body,
  });

/** 204; a published release leaves its tag behind */
export const deleteRelease = (
  forge: ForgeSession,
  args: RepoArgs & { id: number },
): Promise<ForgeResponse<null>> =>
  forge.request('DELETE /repos/{owner}/{repo}/releases/{id}', {
    params: { ...repoParams(args), id: args.id },
  });
