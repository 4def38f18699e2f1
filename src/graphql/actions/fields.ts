// The fields of this domain’s types that read one key of the forge’s object as it is, one row a field:
// the key, the type as the schema prints it, what it means (kit/forge-fields.ts). Each type spreads its
// rows with `...forgeFields(t, FIELDS.Issue)` beside the fields it computes.

import { fieldTable } from '../kit/forge-fields.js';

// biome-ignore format: a table, one row a line
export const FIELDS = fieldTable({
  'WorkflowRun.displayTitle': ['display_title', 'String', 'The run’s title: the head commit’s subject or the pull request’s title.'],
  'WorkflowRun.path': ['path', 'String', 'The workflow file and the ref it ran on, such as `ci.yml@refs/heads/main`.'],
  'WorkflowRun.event': ['event', 'String', 'The event that triggered the run: `push`, `pull_request`, `schedule`, `workflow_dispatch`, and others (an open set).'],
  'WorkflowRun.runNumber': ['run_number', 'BigInt', 'The run’s number in its repository, counted up from 1.'],
  'WorkflowRun.runAttempt': ['run_attempt', 'BigInt', 'Which attempt of the run this is: 1, then one more for each re-run.'],
  'WorkflowRun.headSha': ['head_sha', 'String', 'The SHA of the commit the run ran on.'],
  'WorkflowRun.headBranch': ['head_branch', 'String', 'The branch the run ran on; null when the run is not on a branch.'],
  'WorkflowRun.status': ['status', 'String', 'Where the run is: `queued`, `waiting`, `in_progress`, `completed`, and others (an open set; a new one never breaks a query).'],
  'WorkflowRun.conclusion': ['conclusion', 'String', 'How the run ended: `success`, `failure`, `cancelled` or `skipped`; null until it is done.'],
  'WorkflowRun.actor': ['actor', 'User', 'The user who triggered the run; Gitea answers the same user as `triggerActor`.'],
  'WorkflowRun.triggerActor': ['trigger_actor', 'User', 'The user who triggered the run.'],
  'WorkflowRun.repository': ['repository', 'Repository', 'The repository the run belongs to.'],
  'Workflow.workflowId': ['id', 'String!', 'The workflow’s file name, such as `ci.yml`.'],
  'Workflow.name': ['name', 'String!', 'The workflow’s `name:`, else its file name.'],
  'Workflow.path': ['path', 'String', 'The workflow file’s path in the repository, such as `.gitea/workflows/ci.yml`.'],
  'Workflow.state': ['state', 'String', 'Whether the workflow runs: `active` or `disabled_manually` (an open set).'],
  'Workflow.badgeUrl': ['badge_url', 'URL', 'The address of the workflow’s status badge image.'],
  'WorkflowStep.name': ['name', 'String!', 'The step’s name, as the workflow file names it.'],
  'WorkflowStep.number': ['number', 'BigInt!', 'Its place in the job, from 1.'],
  'WorkflowStep.status': ['status', 'String', 'As the forge reports it (an open set).'],
  'WorkflowStep.conclusion': ['conclusion', 'String', 'How the step ended: success, failure, cancelled or skipped; null before it is done.'],
  'WorkflowJob.runUrl': ['run_url', 'URL', 'The API address of the run the job belongs to.'],
  'WorkflowJob.runId': ['run_id', 'BigInt', 'The database id of the run the job belongs to.'],
  'WorkflowJob.name': ['name', 'String!', 'The job’s name, as the workflow file names it.'],
  'WorkflowJob.labels': ['labels', '[String!]', 'The runner labels the job asks for (its `runs-on`).'],
  'WorkflowJob.runAttempt': ['run_attempt', 'BigInt', 'Which attempt of the run this is: 1, then more for each re-run.'],
  'WorkflowJob.headSha': ['head_sha', 'String', 'The commit the run is for.'],
  'WorkflowJob.headBranch': ['head_branch', 'String', 'The branch the run is for.'],
  'WorkflowJob.status': ['status', 'String', 'The job’s state: queued, waiting, in_progress, completed, … (an open set; never breaks a query).'],
  'WorkflowJob.conclusion': ['conclusion', 'String', 'How the job ended: success, failure, cancelled or skipped.'],
  'WorkflowJob.runnerId': ['runner_id', 'BigInt', 'The database id of the runner that took the job; 0 before one did.'],
  'WorkflowJob.runnerName': ['runner_name', 'String', 'The name of the runner that took the job; empty before one did.'],
});
