// A repository's workflow runs, their jobs, and its workflows (routers/api/v1/repo/action.go
// ListWorkflowRuns, GetWorkflowRun, ListWorkflowRunJobs, ListWorkflowJobs, ActionsListRepositoryWorkflows; shared.ListRuns
// and shared.ListJobs for the filters and paging).

import { runJobs, runJson, runStatus, workflowJson } from '../../convert/actions.js';
import { jobJson } from '../../convert/misc.js';
import { getCommit, readPath } from '../../git/repository.js';
import type { RequestContext } from '../../http/context.js';
import { jsonReply, type Reply } from '../../http/errors.js';
import type { RunRec } from '../../model/records.js';
import { actionsPage, wantedStatuses } from './actions.js';

/** convertToInternal over every `status`: a name it does not know is a 400 */
/**
 * shared.ListRuns: newest first; `branch` matches refs/heads/<branch>; an `actor` that is no user makes
 * GetUserByName fail, which the handler answers with a 500.
 */
export function listRepoRuns(ctx: RequestContext): Reply {
  const { repo } = ctx.repo();
  const wanted = wantedStatuses(ctx);
  const event = ctx.form('event');
  const branch = ctx.form('branch');
  const actorName = ctx.form('actor');
  const headSha = ctx.form('head_sha');
  let actorId: number | undefined;
  if (actorName) {
    const actor = ctx.store.userByName(actorName);
    if (!actor) throw ctx.error(500, '');
    actorId = actor.id;
  }
  const rows = ctx.store.runs
    .filter((run) => run.repoId === repo.id)
    .filter((run) => !event || run.event === event)
    .filter((run) => !branch || run.ref === `refs/heads/${branch}`)
    .filter((run) => actorId === undefined || run.triggerUserId === actorId)
    .filter((run) => !headSha || run.commitSha === headSha)
    .filter((run) => wanted.size === 0 || wanted.has(runStatus(runJobs(ctx, run))))
    .sort((a, b) => b.id - a.id);
  return actionsPage(ctx, 'workflow_runs', rows, (run) => runJson(ctx, repo, run));
}

/** getCurrentRepoActionRunByID: a run of another repository (or no number) is a 404 */
function repoRun(ctx: RequestContext): RunRec {
  const { repo } = ctx.repo();
  const id = Number(ctx.param('run'));
  const run = ctx.store.runs.find((r) => r.id === id && r.repoId === repo.id);
  if (!run) throw ctx.notFound();
  return run;
}

export function getRepoRun(ctx: RequestContext): Reply {
  return jsonReply(200, runJson(ctx, ctx.repo().repo, repoRun(ctx)));
}

/** ListWorkflowRunJobs: 400 for a run number that is not positive, 404 for a run of another repository */
export function listRunJobs(ctx: RequestContext): Reply {
  const id = Number(ctx.param('run'));
  if (!Number.isSafeInteger(id) || id <= 0) throw ctx.error(400, 'runID must be a positive integer');
  const run = repoRun(ctx);
  const wanted = wantedStatuses(ctx);
  const rows = runJobs(ctx, run)
    .filter((job) => wanted.size === 0 || wanted.has(job.status))
    .sort((a, b) => a.id - b.id);
  return actionsPage(ctx, 'jobs', rows, (job) => jobJson(ctx, job));
}

/**
 * ListWorkflowJobs (shared.ListJobs with the repository's id): the jobs of every run of the
 * repository, by id, each naming its run; `status` filters as on a run's jobs.
 */
export function listRepoJobs(ctx: RequestContext): Reply {
  const { repo } = ctx.repo();
  const wanted = wantedStatuses(ctx);
  const runs = new Set(ctx.store.runs.filter((run) => run.repoId === repo.id).map((run) => run.id));
  const rows = ctx.store.jobs
    .filter((job) => runs.has(job.runId) && (wanted.size === 0 || wanted.has(job.status)))
    .sort((a, b) => a.id - b.id);
  return actionsPage(ctx, 'jobs', rows, (job) => jobJson(ctx, job));
}

/**
 * convert.ListActionWorkflows: the .yml and .yaml files of .gitea/workflows (else .github/workflows) at
 * the default branch's head; a repository without commits fails with a 500.
 */
function repoWorkflows(ctx: RequestContext) {
  const { repo } = ctx.repo();
  const headSha = repo.git.branches.get(repo.defaultBranch);
  const head = headSha ? getCommit(repo.git, headSha) : null;
  if (!headSha || !head) throw ctx.error(500, '');
  const folders = ['.gitea/workflows', '.github/workflows'];
  const folder = folders.find((path) => readPath(repo.git, headSha, path)?.type === 'dir');
  const listing = folder ? readPath(repo.git, headSha, folder) : null;
  const entries = listing?.type === 'dir' ? listing.entries : [];
  return entries
    .filter((entry) => entry.type === 'file' && /\.ya?ml$/.test(entry.name))
    .map((entry) => {
      const file = readPath(repo.git, headSha, entry.path);
      const content = file?.type === 'file' ? file.content.toString('utf8') : '';
      return workflowJson(ctx, repo, folder as string, { name: entry.name, content }, head);
    });
}

/** ActionsListRepositoryWorkflows: every workflow in one answer. */
export function listRepoWorkflows(ctx: RequestContext): Reply {
  const workflows = repoWorkflows(ctx);
  return jsonReply(200, { workflows, total_count: workflows.length });
}

/** ActionsGetWorkflow (convert.GetActionWorkflow): the listed workflow whose id (its file name) is asked; 404 otherwise. */
export function getRepoWorkflow(ctx: RequestContext): Reply {
  const id = ctx.param('workflow_id');
  const workflow = repoWorkflows(ctx).find((entry) => entry.id === id);
  if (!workflow) throw ctx.error(404, `workflow ${JSON.stringify(id)} not found`);
  return jsonReply(200, workflow);
}
