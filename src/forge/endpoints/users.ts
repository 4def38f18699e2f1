// Users, organizations, the viewer and their feeds, packages, workflow jobs and account hooks.

import { bodyEndpoint, endpoint, forwarded, type PageArgs } from '../routes/endpoint.js';

export type { PageArgs };

export const getVersion = endpoint('GET /version');

/** The authenticated caller; anonymous callers get 401 `token is required`. */
export const getViewer = endpoint('GET /user');

export const getUser = endpoint('GET /users/{username}');

export const getOrganization = endpoint('GET /orgs/{org}');

/** Query parameters `only-performed-by` and `date` (YYYY-MM-DD) */
export const listActivityFeeds = endpoint('GET /users/{username}/activities/feeds', {
  query: (args: { username: string; onlyPerformedBy?: boolean; date?: string } & PageArgs) => ({
    'only-performed-by': args.onlyPerformedBy,
    ...forwarded(args, 'date', 'page', 'limit'),
  }),
});

/** One entry per package version an owner published, newest first; needs a token even for public owners */
export const listPackages = endpoint('GET /packages/{owner}', {
  query: (args: { owner: string; type?: string; q?: string } & PageArgs) =>
    forwarded(args, 'page', 'limit', 'type', 'q'),
});

/** One version of a package (the refetch of a Package node). */
export const getPackage = endpoint('GET /packages/{owner}/{type}/{name}/{version}');

/** One workflow job of a repository (the refetch of a WorkflowJob node). */
export const getWorkflowJob = endpoint('GET /repos/{owner}/{repo}/actions/jobs/{job_id}');

/** The viewer's workflow jobs route: Gitea 1.25 and later only (Gitea 1.22 and Forgejo answer a plain-text 404) */
export const WORKFLOW_JOBS_ROUTE = 'GET /user/actions/jobs';

/** The viewer's workflow jobs; `status` may repeat */
export const listWorkflowJobs = endpoint(WORKFLOW_JOBS_ROUTE, {
  query: (args: { status?: readonly string[]; sort?: string; order?: 'asc' | 'desc' } & PageArgs) =>
    forwarded(args, 'status', 'sort', 'order', 'page', 'limit'),
});

/** A webhook on the viewer's own account */
export const createUserHook = bodyEndpoint('POST /user/hooks');
