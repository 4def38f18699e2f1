// Repositories and releases (spec ops 1, 2, 3, 15 and supporting reads).

import type { ForgeResponse, ForgeSession } from '../session.js';
import type {
  CreateReleaseOption,
  CreateRepoOption,
  GenerateRepoOption,
  Release,
  Repository,
  TransferRepoOption,
} from '../types.js';
import type { PageArgs } from './users.js';

export interface RepoArgs {
  owner: string;
  repo: string;
}

export const getRepository = (forge: ForgeSession, args: RepoArgs): Promise<ForgeResponse<Repository>> =>
  forge.request('GET /repos/{owner}/{repo}', { params: { owner: args.owner, repo: args.repo } });

/** spec: op 1 */
export const generateRepository = (
  forge: ForgeSession,
  args: { templateOwner: string; templateRepo: string },
  body: GenerateRepoOption,
): Promise<ForgeResponse<Repository>> =>
  forge.request('POST /repos/{template_owner}/{template_repo}/generate', {
    params: { template_owner: args.templateOwner, template_repo: args.templateRepo },
    body,
  });

/** spec: op 2 */
export const createOrganizationRepository = (
  forge: ForgeSession,
  args: { org: string },
  body: CreateRepoOption,
): Promise<ForgeResponse<Repository>> => forge.request('POST /orgs/{org}/repos', { params: args, body });

/** spec: op 3; facts: 202 = transferred now, 201 = pending the recipient's acceptance */
export const transferRepository = (
  forge: ForgeSession,
  args: RepoArgs,
  body: TransferRepoOption,
): Promise<ForgeResponse<Repository>> =>
  forge.request('POST /repos/{owner}/{repo}/transfer', {
    params: { owner: args.owner, repo: args.repo },
    body,
  });

export const listReleases = (
  forge: ForgeSession,
  args: RepoArgs & { draft?: boolean; preRelease?: boolean } & PageArgs,
): Promise<ForgeResponse<Release[]>> =>
  forge.request('GET /repos/{owner}/{repo}/releases', {
    params: { owner: args.owner, repo: args.repo },
    query: { draft: args.draft, 'pre-release': args.preRelease, page: args.page, limit: args.limit },
  });

/** spec: op 15 */
export const createRelease = (
  forge: ForgeSession,
  args: RepoArgs,
  body: CreateReleaseOption,
): Promise<ForgeResponse<Release>> =>
  forge.request('POST /repos/{owner}/{repo}/releases', {
    params: { owner: args.owner, repo: args.repo },
    body,
  });
