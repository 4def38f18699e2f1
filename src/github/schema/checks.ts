// A commit's checks as GitHub's StatusCheckRollup: StatusContext from the forge's commit statuses
// (the newest of each context, GET …/commits/{ref}/status) and CheckRun from the jobs of the
// Actions runs of that commit (GET …/actions/runs?head_sha=, then each run's jobs).

import {
  getCombinedStatus,
  getWorkflow,
  getWorkflowJob,
  getWorkflowRun,
  listWorkflowRunJobs,
  listWorkflowRuns,
} from '../../forge/endpoints/index.js';
import { ForgeError } from '../../forge/errors.js';
import type {
  ActionWorkflow,
  ActionWorkflowRun,
  ActionWorkflowRunJobsResponse,
  ActionWorkflowRunsResponse,
} from '../../forge/types/actions.js';
import type { CommitStatus } from '../../forge/types/commits.js';
import type { CombinedStatus, WorkflowJob } from '../../forge/types/index.js';
import { memoize } from '../../graphql/kit/context.js';
import type { GithubContext } from '../context.js';
import { builder } from './builder.js';
import { pagingArgs, wholeList } from './connection.js';
import { ContextConnectionRef } from './connections.js';
import { CheckConclusionStateEnum, CheckStatusStateEnum, StatusStateEnum } from './enums.js';
import { couldNotResolve } from './errors.js';
import { commitAt } from './git.js';
import { registerNodeReader } from './node.js';
import { orNotFound } from './reads.js';
import {
  ActorRef,
  CheckRunRef,
  type CheckRunShape,
  CommitRef,
  type CommitShape,
  nodeType,
  StatusContextRef,
  type StatusContextShape,
} from './refs.js';
import { type InRepo, tag } from './shapes.js';

type Context = StatusContextShape | CheckRunShape;

interface Rollup extends InRepo {
  __typename: 'StatusCheckRollup';
  sha: string;
  state: string;
  contexts: Context[];
}

const STATUS_STATE: Record<string, 'ERROR' | 'FAILURE' | 'PENDING' | 'SUCCESS' | 'EXPECTED'> = {
  error: 'ERROR',
  failure: 'FAILURE',
  pending: 'PENDING',
  success: 'SUCCESS',
  warning: 'FAILURE',
  skipped: 'SUCCESS',
};

const CONCLUSION: Record<string, 'SUCCESS' | 'FAILURE' | 'CANCELLED' | 'SKIPPED' | 'NEUTRAL' | 'TIMED_OUT'> =
  {
    success: 'SUCCESS',
    failure: 'FAILURE',
    cancelled: 'CANCELLED',
    skipped: 'SKIPPED',
    neutral: 'NEUTRAL',
  };

function checkStatus(job: WorkflowJob): 'COMPLETED' | 'IN_PROGRESS' | 'QUEUED' | 'WAITING' | 'PENDING' {
  switch (job.status) {
    case 'completed':
      return 'COMPLETED';
    case 'in_progress':
    case 'running':
      return 'IN_PROGRESS';
    case 'queued':
      return 'QUEUED';
    case 'waiting':
    case 'blocked':
      return 'WAITING';
    default:
      return 'PENDING';
  }
}

/** A 404 of an Actions route means a repository without Actions: no jobs, not an error. */
async function orNone<T>(read: Promise<T>, none: T): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof ForgeError && error.kind === 'not-found') return none;
    throw error;
  }
}

async function jobsOf(context: GithubContext, where: InRepo, sha: string): Promise<CheckRunShape[]> {
  const runs = await orNone(
    listWorkflowRuns(context.forge, { ...where, headSha: sha, limit: 50 }).then(
      (r) => (r.data as unknown as ActionWorkflowRunsResponse).workflow_runs ?? [],
    ),
    [] as ActionWorkflowRun[],
  );
  const lists = await Promise.all(
    runs.map((run) =>
      listWorkflowRunJobs(context.forge, { ...where, run: run.id, limit: 50 }).then((r) =>
        ((r.data as unknown as ActionWorkflowRunJobsResponse).jobs ?? []).map((job) => ({
          ...tag('CheckRun', job),
          ...where,
          run,
        })),
      ),
    ),
  );
  return lists.flat();
}

/** The rollup of a commit's statuses and check runs; null when it has neither, as on GitHub. */
export function rollupOf(context: GithubContext, of: InRepo, sha: string): Promise<Rollup | null> {
  // only the repository: `of` may be a whole commit or pull request
  const where = { owner: of.owner, repo: of.repo };
  return memoize(context, `github:rollup:${where.owner}/${where.repo}@${sha}`, async () => {
    const [combined, jobs] = await Promise.all([
      getCombinedStatus(context.forge, { ...where, ref: sha, limit: 50 }).then(
        (r) => r.data as CombinedStatus,
      ),
      jobsOf(context, where, sha),
    ]);
    const statuses = (combined.statuses ?? []).map((s) => ({
      ...tag('StatusContext', s as CommitStatus),
      ...where,
      sha,
    }));
    if (statuses.length === 0 && jobs.length === 0) return null;
    const states = [
      ...statuses.map((s) => STATUS_STATE[s.state ?? ''] ?? 'PENDING'),
      ...jobs.map((job) => {
        if (checkStatus(job) !== 'COMPLETED') return 'PENDING';
        const conclusion = CONCLUSION[job.conclusion ?? ''];
        return conclusion === 'FAILURE' || conclusion === 'CANCELLED' ? 'FAILURE' : 'SUCCESS';
      }),
    ];
    const state = states.includes('ERROR')
      ? 'ERROR'
      : states.includes('FAILURE')
        ? 'FAILURE'
        : states.includes('PENDING')
          ? 'PENDING'
          : 'SUCCESS';
    return { __typename: 'StatusCheckRollup', ...where, sha, state, contexts: [...statuses, ...jobs] };
  });
}

export const StatusCheckRollupRef = builder.objectRef<Rollup>('StatusCheckRollup').implement({
  ...nodeType('StatusCheckRollup', 'Represents the rollup for both the check runs and status for a commit.'),
  fields: (t) => ({
    state: t.field({ type: StatusStateEnum, nullable: false, resolve: (r) => r.state as 'SUCCESS' }),
    commit: t.field({ type: CommitRef, resolve: (r) => commitAt(r, r.sha) }),
    contexts: t.field({
      type: ContextConnectionRef,
      extensions: { forgeList: { embedded: true } },
      nullable: false,
      args: pagingArgs(t.arg),
      resolve: (r, args, context) => wholeList(context, args, r.contexts),
    }),
  }),
});

builder.objectFields(ContextConnectionRef, (t) => ({
  checkRunCount: t.int({
    nullable: false,
    resolve: (c) => (c.totalCount as number) - countStatuses(c.edges.map((e) => e.node as Context)),
  }),
  statusContextCount: t.int({
    nullable: false,
    resolve: (c) => countStatuses(c.edges.map((e) => e.node as Context)),
  }),
}));

const countStatuses = (contexts: Context[]) =>
  contexts.filter((c) => c.__typename === 'StatusContext').length;

StatusContextRef.implement({
  ...nodeType('StatusContext', 'Represents an individual commit status context'),
  fields: (t) => ({
    context: t.string({ nullable: false, resolve: (s) => s.context ?? '' }),
    state: t.field({
      type: StatusStateEnum,
      nullable: false,
      resolve: (s) => STATUS_STATE[s.state ?? ''] ?? 'PENDING',
    }),
    targetUrl: t.field({ type: 'URI', resolve: (s) => s.target_url || null }),
    description: t.string({ resolve: (s) => s.description || null }),
    createdAt: t.field({ type: 'DateTime', nullable: false, resolve: (s) => s.created_at ?? '' }),
    creator: t.field({ type: ActorRef, resolve: (s) => (s.creator ? tag('User', s.creator) : null) }),
    commit: t.field({ type: CommitRef, resolve: (s) => commitAt(s, (s as { sha?: string }).sha ?? '') }),
  }),
});

type Job = CheckRunShape & { run?: ActionWorkflowRun };

/** The workflow a run ran: its file (`ci.yml@refs/heads/main` → `ci.yml`), read once per request. */
function workflowOf(
  context: GithubContext,
  where: InRepo,
  run: ActionWorkflowRun,
): Promise<ActionWorkflow | null> {
  const file = run.path.split('@')[0] ?? '';
  return memoize(context, `github:workflow:${where.owner}/${where.repo}:${file}`, () =>
    orNone(
      getWorkflow(context.forge, { ...where, workflowId: file }).then(
        (r) => r.data as unknown as ActionWorkflow,
      ),
      null,
    ),
  );
}

const WorkflowRef = builder
  .objectRef<{ workflow: ActionWorkflow | null; run: ActionWorkflowRun }>('Workflow')
  .implement({
    description: 'A workflow contains meta information about an Actions workflow file.',
    fields: (t) => ({
      // a workflow file the default branch no longer has is named by its file
      name: t.string({ nullable: false, resolve: (w) => w.workflow?.name ?? w.run.path.split('@')[0] ?? '' }),
      url: t.field({ type: 'URI', nullable: false, resolve: (w) => w.workflow?.html_url ?? w.run.html_url }),
    }),
  });

const WorkflowRunRef = builder.objectRef<{ run: ActionWorkflowRun; where: InRepo }>('WorkflowRun').implement({
  description: 'A workflow run.',
  fields: (t) => ({
    databaseId: t.int({ resolve: (w) => w.run.id }),
    runNumber: t.int({ nullable: false, resolve: (w) => w.run.run_number }),
    event: t.string({ nullable: false, resolve: (w) => w.run.event }),
    url: t.field({ type: 'URI', nullable: false, resolve: (w) => w.run.html_url }),
    workflow: t.field({
      type: WorkflowRef,
      nullable: false,
      resolve: async (w, _args, context) => ({
        workflow: await workflowOf(context, w.where, w.run),
        run: w.run,
      }),
    }),
  }),
});

const CheckSuiteRef = builder.objectRef<Job>('CheckSuite').implement({
  description: 'A check suite.',
  fields: (t) => ({
    databaseId: t.int({ resolve: (j) => j.run_id ?? null }),
    workflowRun: t.field({
      type: WorkflowRunRef,
      resolve: async (j, _args, context) => {
        const run =
          j.run ??
          (await getWorkflowRun(context.forge, { owner: j.owner, repo: j.repo, run: j.run_id ?? 0 }).then(
            (r) => r.data as unknown as ActionWorkflowRun,
          ));
        return { run: run as ActionWorkflowRun, where: { owner: j.owner, repo: j.repo } };
      },
    }),
  }),
});

CheckRunRef.implement({
  ...nodeType('CheckRun', 'A check run.'),
  fields: (t) => ({
    databaseId: t.int({ resolve: (j) => j.id ?? null }),
    name: t.string({ nullable: false, resolve: (j) => j.name ?? '' }),
    status: t.field({ type: CheckStatusStateEnum, nullable: false, resolve: checkStatus }),
    conclusion: t.field({
      type: CheckConclusionStateEnum,
      resolve: (j) => (checkStatus(j) === 'COMPLETED' ? (CONCLUSION[j.conclusion ?? ''] ?? null) : null),
    }),
    startedAt: t.field({ type: 'DateTime', resolve: (j) => j.started_at || null }),
    completedAt: t.field({ type: 'DateTime', resolve: (j) => j.completed_at || null }),
    detailsUrl: t.field({ type: 'URI', resolve: (j) => j.html_url || null }),
    url: t.field({ type: 'URI', nullable: false, resolve: (j) => j.html_url ?? '' }),
    checkSuite: t.field({ type: CheckSuiteRef, nullable: false, resolve: (j) => j }),
  }),
});

builder.objectFields(CommitRef, (t) => ({
  statusCheckRollup: t.field({
    type: StatusCheckRollupRef,
    resolve: (c: CommitShape, _args, context) => rollupOf(context, c, c.sha ?? ''),
  }),
}));

registerNodeReader('StatusCheckRollup', async (context, [owner = '', repo = '', sha = '']) => {
  const rollup = await rollupOf(context, { owner, repo }, sha);
  if (!rollup) throw couldNotResolve('StatusCheckRollup', `the commit '${sha}'`);
  return rollup;
});
registerNodeReader('StatusContext', async (context, [owner = '', repo = '', sha = '', id = '']) => {
  const rollup = await rollupOf(context, { owner, repo }, sha);
  const found = rollup?.contexts.find((c) => c.__typename === 'StatusContext' && String(c.id) === id);
  if (!found) throw couldNotResolve('StatusContext', `the id of ${id}`);
  return found;
});
registerNodeReader('CheckRun', (context, [owner = '', repo = '', id = '']) =>
  orNotFound(
    getWorkflowJob(context.forge, { owner, repo, jobId: Number(id) }),
    'CheckRun',
    `the id of ${id}`,
  ).then((r) => ({ ...tag('CheckRun', r.data as WorkflowJob), owner, repo })),
);
