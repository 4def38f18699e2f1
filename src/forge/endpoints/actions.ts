// A repository's Actions (routers/api/v1/repo/action.go): its workflow runs (Gitea 1.25), their jobs
// (one run's, or the whole repository's at once),
// and its workflows (Gitea 1.24). Gitea 1.22 and Forgejo answer these with a plain-text 404.

import type { PageArgs } from '../routes/endpoint.js';
import { endpoint, paged } from '../routes/endpoint.js';

export const WORKFLOW_RUNS_ROUTE = 'GET /repos/{owner}/{repo}/actions/runs';
export const WORKFLOW_RUN_ROUTE = 'GET /repos/{owner}/{repo}/actions/runs/{run}';
export const WORKFLOW_RUN_JOBS_ROUTE = 'GET /repos/{owner}/{repo}/actions/runs/{run}/jobs';
export const REPO_JOBS_ROUTE = 'GET /repos/{owner}/{repo}/actions/jobs';
export const WORKFLOWS_ROUTE = 'GET /repos/{owner}/{repo}/actions/workflows';
export const WORKFLOW_ROUTE = 'GET /repos/{owner}/{repo}/actions/workflows/{workflow_id}';

export interface WorkflowRunFilters {
  event?: string;
  branch?: string;
  /** API names (queued, in_progress, completed, success, ...); may repeat */
  status?: readonly string[];
  actor?: string;
  headSha?: string;
}

/** shared.ListRuns: newest first, paged and counted */
export const listWorkflowRuns = endpoint(WORKFLOW_RUNS_ROUTE, {
  query: (args: WorkflowRunFilters & PageArgs) => ({
    event: args.event,
    branch: args.branch,
    status: args.status,
    actor: args.actor,
    head_sha: args.headSha,
    ...paged(args),
  }),
});

export const getWorkflowRun = endpoint(WORKFLOW_RUN_ROUTE);

export const listWorkflowRunJobs = endpoint(WORKFLOW_RUN_JOBS_ROUTE, {
  query: (args: { status?: readonly string[] } & PageArgs) => ({ status: args.status, ...paged(args) }),
});

/** every job of the repository's runs, each naming its run (`run_id`); paged and counted as a run's jobs are */
export const listRepoWorkflowJobs = endpoint(REPO_JOBS_ROUTE, {
  query: (args: { status?: readonly string[] } & PageArgs) => ({ status: args.status, ...paged(args) }),
});

/** the whole list in one answer (the forge does not page it) */
export const listWorkflows = endpoint(WORKFLOWS_ROUTE);

/** one workflow by its id, its file name (`ci.yml`): 404 for a name no workflow of the default branch has */
export const getWorkflow = endpoint(WORKFLOW_ROUTE);
