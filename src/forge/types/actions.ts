// Actions: workflow runs and workflows, the overlay on Gitea's Go structs (modules/structs/repo_actions.go,
// built by services/convert ToActionWorkflowRun and getActionWorkflowEntry). These routes came after the
// reference swagger (Gitea 1.24 and 1.25), so the types are written here from the structs: what the
// converter always fills is required, what is `omitempty` is optional.

import type { Repository, User, WorkflowJob } from './index.js';

/** ActionWorkflowRun: `conclusion` only once done; times are Go's zero time before the run starts */
export interface ActionWorkflowRun {
  id: number;
  url: string;
  html_url: string;
  display_title: string;
  /** `<workflow file>@<ref>`, e.g. `ci.yml@refs/heads/main` */
  path: string;
  event: string;
  run_attempt: number;
  run_number: number;
  head_sha: string;
  head_branch?: string;
  /** queued, waiting, in_progress, completed (an open set) */
  status: string;
  conclusion?: string;
  started_at?: string | null;
  completed_at?: string | null;
  repository?: Repository | null;
  actor?: User | null;
  trigger_actor?: User | null;
}

export interface ActionWorkflowRunsResponse {
  workflow_runs: ActionWorkflowRun[];
  total_count: number;
}

/** What GET …/actions/runs/{run}/jobs answers: the run's jobs of its latest attempt */
export interface ActionWorkflowRunJobsResponse {
  jobs: WorkflowJob[];
  total_count: number;
}

/** ActionWorkflow: one workflow file of the default branch; `id` is its file name */
export interface ActionWorkflow {
  id: string;
  name: string;
  path: string;
  /** active or disabled_manually (GitHub's other states may come) */
  state: string;
  created_at: string;
  updated_at: string;
  url: string;
  html_url: string;
  badge_url: string;
}

export interface ActionWorkflowResponse {
  workflows: ActionWorkflow[];
  total_count: number;
}
