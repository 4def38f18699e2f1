// A repository's Actions: its workflow runs (filters as the forge takes them), one run with its jobs
// and their steps, and its workflows (routers/api/v1/repo/action.go). The routes came with Gitea 1.24
// and 1.25: on a forge without them each field alone answers NOT_SUPPORTED, without a call once known.

import {
  getWorkflow,
  getWorkflowRun,
  listWorkflowRuns,
  listWorkflows,
  WORKFLOW_ROUTE,
  WORKFLOW_RUN_ROUTE,
  WORKFLOW_RUNS_ROUTE,
  WORKFLOWS_ROUTE,
} from '../../forge/endpoints/index.js';
import { requireRoute } from '../../forge/instance/capabilities.js';
import type { ActionWorkflow, ActionWorkflowRun } from '../../forge/types/actions.js';
import { builder } from '../kit/builder.js';
import { connectionType } from '../kit/connection-type.js';
import type { Context } from '../kit/context.js';
import { readsForge } from '../kit/forge-calls.js';
import { commonFields, forgeFields } from '../kit/forge-fields.js';
import { forgeNodeRef, withDatabaseId } from '../kit/forge-node.js';
import { nodeKey, parseKey, repoKey, repoOfApiUrl } from '../kit/loaders.js';
import { countedList, listConnection, listField, pagedList, wholeList } from '../kit/paged-field.js';
import { refArgs } from '../kit/ref-keys.js';
import { type RepoRef, RepositoryRef, repoRefOf } from '../kit/refs/repository.js';
import {
  type InRepository,
  inRepository,
  inRepositoryKey,
  wrapInRepository,
} from '../repository/in-repository.js';
import { FIELDS } from './fields.js';
import { runJobs } from './run-jobs.js';
import { WorkflowJobConnection } from './workflow.js';

const RUNS = 'workflow runs';

/** The one route that serves the field, or NOT_SUPPORTED (forge/instance/capabilities.ts). */
const only = <T>(context: Context, route: string, what: string, call: () => Promise<T>) =>
  requireRoute(context.forge.capabilities, route, what, call);

/** A run's key: its repository (from its API URL) and id. */
const runKeyOf = (run: ActionWorkflowRun) => {
  const repo = repoOfApiUrl(run.url);
  return JSON.stringify([repo?.owner ?? '', repo?.repo ?? '', run.id]);
};

const runRefOf = (run: ActionWorkflowRun): RepoRef & { run: number } => {
  const [owner = '', repo = ''] = parseKey(runKeyOf(run));
  return { owner, repo, run: run.id };
};

export const WorkflowRunRef = forgeNodeRef<ActionWorkflowRun>('WorkflowRun', {
  keyOf: runKeyOf,
  read: {
    route: WORKFLOW_RUN_ROUTE,
    identity: 'id',
    fetch: (context, key) => {
      const [owner = '', repo = '', id = ''] = parseKey(key);
      return only(context, WORKFLOW_RUN_ROUTE, RUNS, () =>
        getWorkflowRun(context.forge, { owner, repo, run: Number(id) }),
      );
    },
  },
});

export const WorkflowRunStatusFilter = builder.enumType('WorkflowRunStatusFilter', {
  description:
    'A run status the forge filters by (shared.ListRuns convertToInternal): WAITING, PENDING, REQUESTED and ACTION_REQUIRED all mean blocked; COMPLETED is any finished state.',
  values: Object.fromEntries(
    Object.entries({
      pending: 'Runs that are blocked, waiting to be allowed to start.',
      waiting: 'Runs that are blocked, waiting to be allowed to start.',
      requested: 'Runs that are blocked, waiting to be allowed to start.',
      action_required: 'Runs that are blocked, waiting to be allowed to start.',
      queued: 'Runs waiting for a runner.',
      in_progress: 'Runs that are running.',
      completed: 'Runs that have finished, in any way.',
      success: 'Runs that succeeded.',
      failure: 'Runs that failed.',
      skipped: 'Runs that were skipped.',
      neutral: 'Runs that finished without success or failure.',
      cancelled: 'Runs that were cancelled.',
      timed_out: 'Runs that ran out of time.',
    }).map(([value, description]) => [value.toUpperCase(), { value, description }]),
  ),
});

WorkflowRunRef.implement({
  description:
    'One run of a workflow (Gitea 1.25 and later). `node(id:)` refetches it with one call (GET /repos/{owner}/{repo}/actions/runs/{run}).',
  fields: withDatabaseId((t) => ({
    ...forgeFields(t, FIELDS.WorkflowRun),
    ...commonFields(t, 'url', 'htmlUrl'),
    workflowFile: t.string({
      description: 'The workflow’s file name: the `workflowId` of its Workflow.',
      resolve: (r) => (typeof r.path === 'string' ? (r.path.split('@')[0] ?? null) : null),
    }),
    ...commonFields(t, 'startedAt', 'completedAt'),
    jobs: listConnection(
      t,
      WorkflowJobConnection,
      listField(runJobs, runRefOf),
      'The run’s jobs with their steps. The runs of one list read their jobs together: one call (GET /repos/{owner}/{repo}/actions/jobs) serves a page of runs, more pages of it only when that is fewer calls than one per run; a single run, or a forge without that route (Gitea before 1.25), reads its own (GET /repos/{owner}/{repo}/actions/runs/{run}/jobs: one call per window).',
      {
        status: t.arg({
          type: [WorkflowRunStatusFilter],
          description: 'Only jobs in any of these statuses.',
        }),
      },
    ),
  })),
});

export const WorkflowRunConnection = connectionType(WorkflowRunRef, 'WorkflowRun');

type WorkflowValue = InRepository<ActionWorkflow>;

export const WorkflowRef = forgeNodeRef<WorkflowValue, ActionWorkflow>('Workflow', {
  keyOf: (workflow) => inRepositoryKey(workflow, workflow.id),
  read: {
    route: WORKFLOW_ROUTE,
    identity: 'id',
    fetch: (context, key) =>
      only(context, WORKFLOW_ROUTE, 'workflows', () =>
        getWorkflow(context.forge, refArgs('workflowId')(key)),
      ),
    wrap: wrapInRepository,
  },
});

WorkflowRef.implement({
  description:
    'A workflow file of the default branch (.gitea/workflows, else .github/workflows). Its id (the repository and the file name) refetches it with one call (GET /repos/{owner}/{repo}/actions/workflows/{workflow_id}, Gitea 1.24 and later).',
  fields: (t) => ({
    ...commonFields(t, 'createdAt', 'updatedAt', 'url', 'htmlUrl'),
    ...forgeFields(t, FIELDS.Workflow),
  }),
});

export const WorkflowConnection = connectionType(WorkflowRef, 'Workflow');

interface RunArgs {
  status?: string[] | null;
  event?: string | null;
  branch?: string | null;
  actor?: string | null;
  headSha?: string | null;
}

const workflowRuns = pagedList<RepoRef, RunArgs, ActionWorkflowRun>({
  endpoint: listWorkflowRuns,
  key: (ref) => repoKey(ref.owner, ref.repo),
  fetch: (context, ref, args, page) =>
    only(context, WORKFLOW_RUNS_ROUTE, RUNS, () =>
      listWorkflowRuns(context.forge, {
        ...ref,
        status: args.status ?? undefined,
        event: args.event ?? undefined,
        branch: args.branch ?? undefined,
        actor: args.actor ?? undefined,
        headSha: args.headSha ?? undefined,
        ...page,
      }),
    ),
  read: countedList<ActionWorkflowRun>('workflow_runs', WORKFLOW_RUNS_ROUTE),
});

const workflows = wholeList<RepoRef, object, ActionWorkflow, WorkflowValue>({
  endpoint: listWorkflows,
  key: (ref) => repoKey(ref.owner, ref.repo),
  fetch: async (context, ref) => {
    const response = await only(context, WORKFLOWS_ROUTE, 'workflows', () =>
      listWorkflows(context.forge, ref),
    );
    return { ...response, data: (response.data as { workflows?: unknown } | null)?.workflows };
  },
  map: inRepository,
});

const NOT_SUPPORTED_NOTE = 'NOT_SUPPORTED on forges without the route (Gitea before';

builder.objectFields(RepositoryRef, (t) => ({
  workflowRuns: listConnection(
    t,
    WorkflowRunConnection,
    listField(workflowRuns, repoRefOf),
    `The repository’s workflow runs, newest first (GET /repos/{owner}/{repo}/actions/runs: one call per window; needs a token). An \`actor\` that is no user makes the forge fail (UPSTREAM_ERROR). ${NOT_SUPPORTED_NOTE} 1.25, Forgejo).`,
    {
      status: t.arg({ type: [WorkflowRunStatusFilter], description: 'Only runs in any of these statuses.' }),
      event: t.arg.string({
        description: 'Only runs triggered by this event, such as `push` or `pull_request`.',
      }),
      branch: t.arg.string({ description: 'Only runs on this branch.' }),
      actor: t.arg.string({ description: 'Only runs this user triggered, by login.' }),
      headSha: t.arg.string({ description: 'Only runs of this commit, by SHA.' }),
    },
  ),
  workflowRun: t.field({
    extensions: readsForge(),
    type: WorkflowRunRef,
    description: `One run by its \`databaseId\` (GET /repos/{owner}/{repo}/actions/runs/{run}: one call); NOT_FOUND for a run of another repository. ${NOT_SUPPORTED_NOTE} 1.25, Forgejo).`,
    args: { databaseId: t.arg({ type: 'BigInt', required: true, description: 'The run’s `databaseId`.' }) },
    resolve: (repository, args, context) => {
      const { owner, repo } = repoRefOf(repository);
      return nodeKey(context, JSON.stringify([owner, repo, Number(args.databaseId)]));
    },
  }),
  workflows: listConnection(
    t,
    WorkflowConnection,
    listField(workflows, repoRefOf),
    `The workflow files of the default branch (GET /repos/{owner}/{repo}/actions/workflows: one call for the whole list; needs a token; a repository without commits makes the forge fail). ${NOT_SUPPORTED_NOTE} 1.24, Forgejo).`,
  ),
}));
