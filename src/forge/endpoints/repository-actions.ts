// A repository's Actions (routers/api/v1/repo/action.go): its workflow runs (Gitea 1.25), their jobs
// (one run's, or the whole repository's at once), and its workflows (Gitea 1.24). Gitea 1.22 and
// Forgejo answer these with a plain-text 404. The lists take repeated `status` values, so their
// query is written here; the single reads are plain rows (generated/forge-endpoints.ts).

import { FORGE_OPERATIONS } from '../../../generated/forge-endpoints.js';
import type { PageArgs } from '../routes/endpoint.js';
import { endpoint, forwarded } from '../routes/endpoint.js';

const { repository } = FORGE_OPERATIONS;

export const WORKFLOW_RUNS_ROUTE = repository.getWorkflowRuns.route;
export const WORKFLOW_RUN_ROUTE = repository.GetWorkflowRun.route;
export const WORKFLOW_RUN_JOBS_ROUTE = repository.listWorkflowRunJobs.route;
export const REPO_JOBS_ROUTE = repository.listWorkflowJobs.route;
export const WORKFLOWS_ROUTE = repository.ActionsListRepositoryWorkflows.route;
export const WORKFLOW_ROUTE = repository.ActionsGetWorkflow.route;

/** The filter runs and jobs share */
export interface StatusFilter {
  /** API names (queued, in_progress, completed, success, ...); may repeat */
  status?: readonly string[];
}

export interface WorkflowRunFilters extends StatusFilter {
  event?: string;
  branch?: string;
  actor?: string;
  headSha?: string;
}

/** shared.ListRuns: newest first, paged and counted */
export const listWorkflowRuns = endpoint(repository.getWorkflowRuns, {
  query: (args: WorkflowRunFilters & PageArgs) =>
    forwarded(args, 'event', 'branch', 'status', 'actor', 'headSha', 'page', 'limit'),
});

const statusQuery = (args: StatusFilter & PageArgs) => forwarded(args, 'status', 'page', 'limit');

export const listWorkflowRunJobs = endpoint(repository.listWorkflowRunJobs, { query: statusQuery });

/** every job of the repository's runs, each naming its run (`run_id`); paged and counted as a run's jobs are */
export const listRepoWorkflowJobs = endpoint(repository.listWorkflowJobs, { query: statusQuery });
