// What hand code adds to the user rows (Gitea's routers/api/v1/user/*.go): activity feeds with their
// kebab-case filter, search, the caller's tracked times and workflow jobs, whose queries go in their
// own order (the swagger lists `page` and `limit` first, or lacks `sort` and `order`).

import { FORGE_OPERATIONS } from '../../../generated/forge-endpoints.js';
import type { PageArgs } from '../routes/endpoint.js';
import { endpoint, forwarded } from '../routes/endpoint.js';
import type { TimeWindow } from './issue.js';

const { user } = FORGE_OPERATIONS;

/** Query parameters `only-performed-by` and `date` (YYYY-MM-DD) */
export const listActivityFeeds = endpoint(user.userListActivityFeeds, {
  query: (args: { username: string; onlyPerformedBy?: boolean; date?: string } & PageArgs) => ({
    'only-performed-by': args.onlyPerformedBy,
    ...forwarded(args, 'date', 'page', 'limit'),
  }),
});

export const searchUsers = endpoint(user.userSearch, {
  query: (args: { q?: string; uid?: string } & PageArgs) => ({ ...args }),
});

/** the caller's entries in every repository, paged with X-Total-Count */
export const listMyTrackedTimes = endpoint(user.userCurrentTrackedTimes, {
  query: (args: TimeWindow & PageArgs) => forwarded(args, 'since', 'before', 'page', 'limit'),
});

/** The viewer's workflow jobs route: Gitea 1.25 and later only (Gitea 1.22 and Forgejo answer a plain-text 404) */
export const WORKFLOW_JOBS_ROUTE = user.getUserWorkflowJobs.route;

/** The viewer's workflow jobs; `status` may repeat */
export const listWorkflowJobs = endpoint(user.getUserWorkflowJobs, {
  query: (args: { status?: readonly string[]; sort?: string; order?: 'asc' | 'desc' } & PageArgs) =>
    forwarded(args, 'status', 'sort', 'order', 'page', 'limit'),
});
