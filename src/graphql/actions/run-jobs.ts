// A workflow run's jobs. A page of runs asks for its jobs together: one read of the repository's
// jobs (GET /repos/{owner}/{repo}/actions/jobs, each job naming its `run_id`) serves every run of
// the page, where one call per run (GET …/actions/runs/{run}/jobs) would cost a call a run. When the
// repository has more jobs than one page holds, the remaining pages are read if that is fewer calls
// than one per run, else each run reads its own; a single run, a forge without the repository's
// route (capabilities.ts) and the naive mode read each run's own.

import DataLoader from 'dataloader';
import {
  listRepoWorkflowJobs,
  listWorkflowRunJobs,
  REPO_JOBS_ROUTE,
  WORKFLOW_RUN_JOBS_ROUTE,
} from '../../forge/endpoints/index.js';
import { preferRoute, requireRoute } from '../../forge/instance/capabilities.js';
import type { WorkflowJob } from '../../forge/types/index.js';
import {
  type ConnectionArgs,
  connectionArgsOf,
  resolveListConnection,
  UPSTREAM_MAX_PAGE,
} from '../kit/connection.js';
import type { Context } from '../kit/context.js';
import { repoKey } from '../kit/loaders.js';
import { countedList, type ListResolver, pagedList } from '../kit/paged-field.js';
import type { RepoRef } from '../kit/refs/repository.js';

export type RunRef = RepoRef & { run: number };

export interface RunJobArgs {
  status?: string[] | null;
}

const JOBS_WHAT = 'the jobs of a workflow run';

/** One run's jobs (GET …/actions/runs/{run}/jobs), paged and counted by the forge. */
const ownJobs = pagedList<RunRef, RunJobArgs, WorkflowJob>({
  endpoint: listWorkflowRunJobs,
  key: (ref) => `${repoKey(ref.owner, ref.repo)}#${ref.run}`,
  fetch: (context, ref, args, page) =>
    requireRoute(context.forge.capabilities, WORKFLOW_RUN_JOBS_ROUTE, JOBS_WHAT, () =>
      listWorkflowRunJobs(context.forge, { ...ref, status: args.status ?? undefined, ...page }),
    ),
  read: countedList<WorkflowJob>('jobs', WORKFLOW_RUN_JOBS_ROUTE),
});

const readRepoJobs = countedList<WorkflowJob>('jobs', REPO_JOBS_ROUTE);

/** One page of the repository's jobs with the forge's count of them all. */
async function repoJobsPage(context: Context, ref: RepoRef, status: string[] | undefined, page: number) {
  const { data, paging } = await listRepoWorkflowJobs(context.forge, {
    ...ref,
    status,
    page,
    limit: UPSTREAM_MAX_PAGE,
  });
  const { items, totalCount } = readRepoJobs(data);
  const total = typeof totalCount === 'number' ? totalCount : paging.totalCount;
  return { items, total: typeof total === 'number' ? total : null };
}

/**
 * Every job of the repository, or null when reading them all would cost more calls than one per run
 * (`runs`) or the forge does not say how many there are.
 */
async function allRepoJobs(
  context: Context,
  ref: RepoRef,
  status: string[] | undefined,
  runs: number,
): Promise<WorkflowJob[] | null> {
  const first = await repoJobsPage(context, ref, status, 1);
  if (first.total === null) return null;
  if (first.items.length >= first.total) return first.items;
  const pages = Math.ceil(first.total / UPSTREAM_MAX_PAGE);
  if (pages - 1 >= runs) return null;
  const rest = await Promise.all(
    Array.from({ length: pages - 1 }, (_, index) => repoJobsPage(context, ref, status, index + 2)),
  );
  return [first.items, ...rest.map((page) => page.items)].flat();
}

/** The jobs of each run of `runs`, from the repository's jobs; null for a run that reads its own. */
async function jobsOfRuns(
  context: Context,
  ref: RepoRef,
  status: string[] | undefined,
  runs: readonly number[],
): Promise<(WorkflowJob[] | null)[]> {
  const perRun = () => Promise.resolve(runs.map(() => null));
  if (runs.length < 2) return perRun();
  // Any failure of the repository's read (no token, a forge without the route) leaves each run to
  // its own read, which answers for that run alone.
  const all = await preferRoute(
    context.forge.capabilities,
    REPO_JOBS_ROUTE,
    () => allRepoJobs(context, ref, status, runs.length),
    () => Promise.resolve(null),
  ).catch(() => null);
  if (!all) return perRun();
  return runs.map((run) => latestAttempt(all.filter((job) => job.run_id === run)));
}

/**
 * A run's own jobs route answers the jobs of its latest attempt only, where the repository's lists
 * those of every attempt (Gitea's routers/api/v1/shared/action.go): a rerun run keeps the newest.
 */
function latestAttempt(jobs: WorkflowJob[]): WorkflowJob[] {
  const attempts = jobs.map((job) => (job as { run_attempt?: unknown }).run_attempt);
  const numbered = attempts.filter((attempt): attempt is number => typeof attempt === 'number');
  if (numbered.length === 0) return jobs;
  const latest = Math.max(...numbered);
  return jobs.filter((_, index) => {
    const attempt = attempts[index];
    return typeof attempt !== 'number' || attempt === latest;
  });
}

const batches = new WeakMap<Context, Map<string, DataLoader<number, WorkflowJob[] | null>>>();

/** The request's batch of runs of one repository asking for jobs with the same statuses. */
function batchOf(context: Context, ref: RepoRef, status: string[] | undefined) {
  let loaders = batches.get(context);
  if (!loaders) {
    loaders = new Map();
    batches.set(context, loaders);
  }
  const key = JSON.stringify([repoKey(ref.owner, ref.repo), status ?? null]);
  let loader = loaders.get(key);
  if (!loader) {
    loader = new DataLoader((runs) => jobsOfRuns(context, ref, status, runs), {
      batchScheduleFn: (run) => setImmediate(run),
    });
    loaders.set(key, loader);
  }
  return loader;
}

/** A run's jobs: from its page's batch when the repository's jobs serve it, else its own. */
export const runJobs: ListResolver<RunRef, RunJobArgs, WorkflowJob> = async (context, ref, args) => {
  if (context.settings.naive) return ownJobs(context, ref, args);
  const status = args.status ?? undefined;
  const jobs = await batchOf(context, ref, status).load(ref.run);
  if (!jobs) return ownJobs(context, ref, args);
  return resolveListConnection(
    connectionArgsOf(args as ConnectionArgs & Record<string, unknown>),
    context.settings,
    jobs,
  );
};
runJobs.forgeList = ownJobs.forgeList;
