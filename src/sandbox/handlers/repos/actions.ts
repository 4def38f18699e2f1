// GET /user/actions/jobs, as routers/api/v1/shared/action.go (ListJobs) answers it. Gitea's handler
// reads no `order`; this sandbox also honours `order=desc` (newest first).

import { jobJson } from '../../convert/misc.js';
import type { RequestContext } from '../../http/context.js';
import { jsonReply, type Reply } from '../../http/errors.js';
import { listHeaders, pageOf } from '../../http/paging.js';
import type { JobStatus } from '../../model/records.js';

/** Gitea's convertToInternal: API status filter → stored statuses */
export const statusFilters: Record<string, JobStatus[]> = {
  pending: ['blocked'],
  waiting: ['blocked'],
  requested: ['blocked'],
  action_required: ['blocked'],
  queued: ['waiting'],
  in_progress: ['running'],
  completed: ['success', 'failure', 'skipped', 'cancelled'],
  failure: ['failure'],
  success: ['success'],
  skipped: ['skipped'],
  neutral: ['skipped'],
  cancelled: ['cancelled'],
  timed_out: ['cancelled'],
};

/** GET /user/actions/jobs: 200 {jobs, total_count} + X-Total-Count + Link, jobs of repositories the caller owns */
export function listUserJobs(ctx: RequestContext): Reply {
  const user = ctx.doer;
  const wanted = wantedStatuses(ctx);
  const { store } = ctx;
  const ownedRuns = new Set(
    store.runs.filter((r) => store.repoById(r.repoId)?.ownerId === user.id).map((r) => r.id),
  );
  const descending = ctx.form('order').trim().toLowerCase() === 'desc';
  const rows = store.jobs
    .filter((j) => ownedRuns.has(j.runId) && (wanted.size === 0 || wanted.has(j.status)))
    .sort((a, b) => (descending ? b.id - a.id : a.id - b.id));
  return actionsPage(ctx, 'jobs', rows, (j) => jobJson(ctx, j));
}

/** The job statuses the `status` filters ask for (400 for one Gitea does not know); none: every status. */
export function wantedStatuses(ctx: RequestContext): Set<JobStatus> {
  const wanted = new Set<JobStatus>();
  for (const status of ctx.query.getAll('status')) {
    const internal = statusFilters[status];
    if (!internal) throw ctx.error(400, `Invalid status ${status}`);
    for (const s of internal) wanted.add(s);
  }
  return wanted;
}

/** An Actions list as Gitea answers it: one page under `key` beside `total_count`, with X-Total-Count and Link. */
export function actionsPage<T>(
  ctx: RequestContext,
  key: 'jobs' | 'workflow_runs',
  rows: T[],
  json: (row: T) => unknown,
): Reply {
  const opts = ctx.listOptions();
  const page = { [key]: pageOf(rows, opts).map(json), total_count: rows.length };
  return jsonReply(200, page, listHeaders(ctx, rows.length, opts.limit));
}

/**
 * GET /repos/{owner}/{repo}/actions/jobs/{job_id} (routers/api/v1/repo/action.go GetWorkflowJob):
 * behind repoAssignment and reqRepoReader(actions); a job of another repository is a 404.
 */
export function getRepoJob(ctx: RequestContext): Reply {
  const rc = ctx.repo();
  const id = Number(ctx.param('job_id'));
  const job = ctx.store.jobs.find((j) => j.id === id);
  const run = job && ctx.store.runs.find((r) => r.id === job.runId);
  if (!job || !run || run.repoId !== rc.repo.id) throw ctx.notFound();
  return jsonReply(200, jobJson(ctx, job));
}
