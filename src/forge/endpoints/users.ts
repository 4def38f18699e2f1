// Users, organizations, the viewer and their feeds (spec ops 14, 16, 17, 20 and supporting reads).

import type { ForgeResponse, ForgeSession } from '../session.js';
import type {
  Activity,
  CreateHookOption,
  Hook,
  Organization,
  Package,
  ServerVersion,
  User,
  WorkflowJob,
  WorkflowJobList,
} from '../types.js';

export interface PageArgs {
  page?: number;
  limit?: number;
}

export const getVersion = (forge: ForgeSession): Promise<ForgeResponse<ServerVersion>> =>
  forge.request('GET /version');

/** The authenticated caller; anonymous callers get 401 `token is required`. */
export const getViewer = (forge: ForgeSession): Promise<ForgeResponse<User>> => forge.request('GET /user');

export const getUser = (forge: ForgeSession, args: { username: string }): Promise<ForgeResponse<User>> =>
  forge.request('GET /users/{username}', { params: args });

export const getOrganization = (
  forge: ForgeSession,
  args: { org: string },
): Promise<ForgeResponse<Organization>> => forge.request('GET /orgs/{org}', { params: args });

/** spec: op 20; facts: `only-performed-by` and `date` (YYYY-MM-DD) */
export const listActivityFeeds = (
  forge: ForgeSession,
  args: { username: string; onlyPerformedBy?: boolean; date?: string } & PageArgs,
): Promise<ForgeResponse<Activity[]>> =>
  forge.request('GET /users/{username}/activities/feeds', {
    params: { username: args.username },
    query: { 'only-performed-by': args.onlyPerformedBy, date: args.date, page: args.page, limit: args.limit },
  });

/** spec: op 16 */
export const listPackages = (
  forge: ForgeSession,
  args: { owner: string; type?: string; q?: string } & PageArgs,
): Promise<ForgeResponse<Package[]>> =>
  forge.request('GET /packages/{owner}', {
    params: { owner: args.owner },
    query: { page: args.page, limit: args.limit, type: args.type, q: args.q },
  });

/** One version of a package (the refetch of a Package node). */
export const getPackage = (
  forge: ForgeSession,
  args: { owner: string; type: string; name: string; version: string },
): Promise<ForgeResponse<Package>> =>
  forge.request('GET /packages/{owner}/{type}/{name}/{version}', { params: args });

/** One workflow job of a repository (the refetch of a WorkflowJob node). */
export const getWorkflowJob = (
  forge: ForgeSession,
  args: { owner: string; repo: string; jobId: number },
): Promise<ForgeResponse<WorkflowJob>> =>
  forge.request('GET /repos/{owner}/{repo}/actions/jobs/{job_id}', {
    params: { owner: args.owner, repo: args.repo, job_id: args.jobId },
  });

/** op 17's route: Gitea 1.25 and later only (Gitea 1.22 and Forgejo answer a plain-text 404) */
export const WORKFLOW_JOBS_ROUTE = 'GET /user/actions/jobs';

/** spec: op 17; facts: `status` may repeat */
export const listWorkflowJobs = (
  forge: ForgeSession,
  args: { status?: readonly string[]; sort?: string; order?: 'asc' | 'desc' } & PageArgs,
): Promise<ForgeResponse<WorkflowJobList>> =>
  forge.request(WORKFLOW_JOBS_ROUTE, {
    query: { status: args.status, sort: args.sort, order: args.order, page: args.page, limit: args.limit },
  });

/** spec: op 14 */
export const createUserHook = (forge: ForgeSession, body: CreateHookOption): Promise<ForgeResponse<Hook>> =>
  forge.request('POST /user/hooks', { body });
