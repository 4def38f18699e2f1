// Workflow run and workflow JSON (services/convert ToActionWorkflowRun, getActionWorkflowEntry), and the
// run's status as Gitea keeps it: aggregated from its jobs (models/actions AggregateJobStatus).
import type { ActionWorkflow, ActionWorkflowRun } from '../../forge/types/actions.js';
import type { GitCommit } from '../git/repository.js';
import type { RequestContext } from '../http/context.js';
import { disabledWorkflows } from '../model/actions-config.js';
import { Access, type JobStatus, type RepoRec, type RunRec } from '../model/records.js';
import { pathEscapeSegments, rfc3339, UNIX_EPOCH } from './format.js';
import { actionsStatus } from './misc.js';
import { repoApiUrl, repoHtmlUrl, repoJson } from './repos.js';
import { userAnonymous } from './users.js';

/** AggregateJobStatus: all skipped, all done well, then cancelled, running, waiting, failure, blocked */
export function runStatus(jobs: readonly { status: JobStatus }[]): JobStatus {
  const has = (status: JobStatus) => jobs.some((job) => job.status === status);
  if (jobs.length > 0 && jobs.every((job) => job.status === 'skipped')) return 'skipped';
  if (jobs.length > 0 && jobs.every((job) => job.status === 'success' || job.status === 'skipped'))
    return 'success';
  const order: JobStatus[] = ['cancelled', 'running', 'waiting', 'failure', 'blocked'];
  return order.find(has) ?? 'blocked';
}

const DONE: readonly JobStatus[] = ['success', 'failure', 'cancelled', 'skipped'];

export function runJobs(ctx: RequestContext, run: RunRec) {
  return ctx.store.jobs.filter((job) => job.runId === run.id);
}

export function runJson(ctx: RequestContext, repo: RepoRec, run: RunRec): ActionWorkflowRun {
  const jobs = runJobs(ctx, run);
  const status = runStatus(jobs);
  const api = `${repoApiUrl(ctx, repo)}/actions/runs/${run.id}`;
  const starts = jobs.flatMap((job) => (job.started ? [job.started.getTime()] : []));
  const stops = jobs.flatMap((job) => (job.stopped ? [job.stopped.getTime()] : []));
  const started = starts.length > 0 ? rfc3339(new Date(Math.min(...starts))) : UNIX_EPOCH;
  const done = DONE.includes(status) && stops.length > 0;
  const trigger = ctx.store.user(run.triggerUserId);
  const { status: apiStatus, conclusion } = actionsStatus(status);
  const json: ActionWorkflowRun = {
    id: run.id,
    url: api,
    html_url: `${repoHtmlUrl(ctx, repo)}/actions/runs/${run.index}`,
    display_title: run.title,
    path: `${run.workflowId}@${run.ref}`,
    event: run.event,
    run_attempt: 1,
    run_number: run.index,
    head_sha: run.commitSha,
    status: apiStatus,
    started_at: started,
    completed_at: done ? rfc3339(new Date(Math.max(...stops))) : UNIX_EPOCH,
    // ToRepo with AccessModeNone, ToUser without a doer
    repository: repoJson(ctx, repo, Access.none),
    trigger_actor: userAnonymous(ctx, trigger),
    actor: userAnonymous(ctx, trigger),
  };
  if (run.ref.startsWith('refs/heads/')) json.head_branch = run.ref.slice('refs/heads/'.length);
  if (conclusion) json.conclusion = conclusion;
  return json;
}

/** One workflow file: its `name:` when the YAML gives one, dated by the default branch's head commit */
export function workflowJson(
  ctx: RequestContext,
  repo: RepoRec,
  folder: string,
  file: { name: string; content: string },
  head: GitCommit,
): ActionWorkflow {
  const named = /^name:\s*['"]?(.+?)['"]?\s*$/m.exec(file.content)?.[1];
  const html = repoHtmlUrl(ctx, repo);
  const date = rfc3339(head.author.date);
  const disabled = disabledWorkflows(ctx.store).get(repo.id)?.has(file.name) ?? false;
  return {
    id: file.name,
    name: named ?? file.name,
    path: `${folder}/${file.name}`,
    state: disabled ? 'disabled_manually' : 'active',
    created_at: date,
    updated_at: date,
    url: `${repoApiUrl(ctx, repo)}/actions/workflows/${pathEscapeSegments(file.name)}`,
    html_url: `${html}/src/branch/${pathEscapeSegments(repo.defaultBranch)}/${pathEscapeSegments(folder)}/${pathEscapeSegments(file.name)}`,
    badge_url: `${html}/actions/workflows/${pathEscapeSegments(file.name)}/badge.svg?branch=${encodeURIComponent(repo.defaultBranch)}`,
  };
}
