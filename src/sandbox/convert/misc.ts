// Release, Package, Hook, TrackedTime, WorkflowJob and Activity JSON.
import { createHash } from 'node:crypto';
import type {
  Activity,
  Hook,
  Package,
  PackageFile,
  Release,
  TrackedTime,
  WorkflowJob,
} from '../../forge/types/index.js';
import type { RequestContext } from '../http/context.js';
import { repoAccess } from '../model/access.js';
import {
  Access,
  type ActivityRec,
  type HookRec,
  type JobRec,
  type JobStatus,
  type PackageFileRec,
  type PackageRec,
  type PackageVersionRec,
  type ReleaseRec,
  type TrackedTimeRec,
} from '../model/records.js';
import { releaseAttachmentsJson } from './attachments.js';
import { pathEscape, pathEscapeSegments, rfc3339, UNIX_EPOCH } from './format.js';
import { commentJson, issueJson } from './issues.js';
import { repoApiUrl, repoHtmlUrl, repoJson } from './repos.js';
import { userAnonymous, userFor } from './users.js';

export function releaseJson(ctx: RequestContext, release: ReleaseRec): Release {
  const repo = ctx.store.repo(release.repoId);
  const api = `${repoApiUrl(ctx, repo)}/releases/${release.id}`;
  const html = repoHtmlUrl(ctx, repo);
  const tag = pathEscapeSegments(release.tagName);
  const archive = `${html}/archive/${tag}`;
  return {
    id: release.id,
    tag_name: release.tagName,
    target_commitish: release.target,
    name: release.title,
    body: release.note,
    url: api,
    html_url: `${html}/releases/tag/${tag}`,
    tarball_url: `${archive}.tar.gz`,
    zipball_url: `${archive}.zip`,
    upload_url: `${api}/assets`,
    draft: release.draft,
    prerelease: release.prerelease,
    created_at: rfc3339(release.createdAt),
    published_at: rfc3339(release.createdAt),
    author: userAnonymous(ctx, ctx.store.user(release.publisherId)),
    assets: releaseAttachmentsJson(ctx, release.id),
  };
}

/** services/convert/package.go: one entry per version; `id` is the version's id; the repository only when readable */
export function packageJson(ctx: RequestContext, pkg: PackageRec, version: PackageVersionRec): Package {
  const owner = ctx.store.user(pkg.ownerId);
  const repo = pkg.repoId === null ? undefined : ctx.store.repoById(pkg.repoId);
  const mode = repo ? repoAccess(ctx.store, repo, ctx.user) : Access.none;
  const path = [owner.login, '-', 'packages', pkg.type, pkg.name, version.version].map(pathEscape).join('/');
  return {
    id: version.id,
    owner: userFor(ctx, owner),
    repository: repo && mode > Access.none ? repoJson(ctx, repo, mode) : null,
    creator: userFor(ctx, ctx.store.user(version.creatorId)),
    type: pkg.type,
    name: pkg.name,
    version: version.version,
    html_url: `${ctx.origin}/${path}`,
    created_at: rfc3339(version.createdAt),
  };
}

/** convert.ToPackageFile: the blob's size and hashes */
export function packageFileJson(file: PackageFileRec): PackageFile {
  const hash = (algorithm: string) => createHash(algorithm).update(file.content).digest('hex');
  return {
    id: file.id,
    Size: file.content.length,
    name: file.name,
    md5: hash('md5'),
    sha1: hash('sha1'),
    sha256: hash('sha256'),
    sha512: hash('sha512'),
  };
}

export function hookJson(hook: HookRec): Hook {
  const json: Hook = {
    id: hook.id,
    type: hook.type,
    branch_filter: hook.branchFilter,
    config: { url: hook.url, content_type: hook.contentType, ...hook.extraConfig },
    events: hook.events,
    authorization_header: hook.authorizationHeader,
    active: hook.active,
    updated_at: rfc3339(hook.updatedAt),
    created_at: rfc3339(hook.createdAt),
  };
  if (hook.name !== undefined) json.name = hook.name;
  return json;
}

export function trackedTimeJson(ctx: RequestContext, t: TrackedTimeRec): TrackedTime {
  const user = ctx.store.userById(t.userId);
  const issue = ctx.store.issueById(t.issueId);
  const json: TrackedTime = {
    id: t.id,
    created: rfc3339(t.created),
    time: t.time,
    user_id: t.userId,
    user_name: user?.login ?? '',
    issue_id: t.issueId,
  };
  if (issue) json.issue = issueJson(ctx, issue);
  return json;
}

/** Gitea's ToActionsStatus: (status, conclusion) as the API names them */
export function actionsStatus(status: JobStatus): { status: string; conclusion?: string } {
  switch (status) {
    case 'waiting':
      return { status: 'queued' };
    case 'blocked':
      return { status: 'waiting' };
    case 'running':
      return { status: 'in_progress' };
    default:
      return { status: 'completed', conclusion: status };
  }
}

const timeOrEpoch = (d: Date | null) => (d ? rfc3339(d) : UNIX_EPOCH);

export function jobJson(ctx: RequestContext, job: JobRec): WorkflowJob {
  const run = ctx.store.runs.find((r) => r.id === job.runId);
  if (!run) throw new Error(`job ${job.id} has no run`);
  const repo = ctx.store.repo(run.repoId);
  const jobIndex = ctx.store.jobs.filter((j) => j.runId === run.id).findIndex((j) => j.id === job.id);
  const { status, conclusion } = actionsStatus(job.status);
  const json: WorkflowJob = {
    id: job.id,
    url: `${repoApiUrl(ctx, repo)}/actions/jobs/${job.id}`,
    html_url: `${repoHtmlUrl(ctx, repo)}/actions/runs/${run.index}/jobs/${jobIndex}`,
    run_id: run.id,
    run_url: `${repoApiUrl(ctx, repo)}/actions/runs/${run.id}`,
    name: job.name,
    labels: job.labels,
    run_attempt: job.attempt,
    head_sha: run.commitSha,
    head_branch: run.ref.replace(/^refs\/heads\//, ''),
    status,
    runner_id: job.runnerId,
    runner_name: job.runnerName,
    // as Gitea answers: every step copies the job's status and conclusion
    steps: (job.steps ?? []).map((step, number) => ({
      name: step.name,
      number,
      status,
      ...(conclusion ? { conclusion } : {}),
      started_at: timeOrEpoch(step.started),
      completed_at: timeOrEpoch(step.stopped),
    })),
    created_at: rfc3339(job.created),
    started_at: timeOrEpoch(job.started),
    completed_at: timeOrEpoch(job.stopped),
  };
  if (conclusion) json.conclusion = conclusion;
  return json;
}

/** `receiverId` is the user whose feed is listed (Gitea's `user_id`). */
export function activityJson(ctx: RequestContext, act: ActivityRec, receiverId: number): Activity {
  const repo = ctx.store.repoById(act.repoId);
  const comment = act.commentId ? ctx.store.commentById(act.commentId) : undefined;
  return {
    id: act.id,
    user_id: receiverId,
    op_type: act.opType,
    act_user_id: act.actUserId,
    act_user: userFor(ctx, ctx.store.user(act.actUserId)),
    repo_id: act.repoId,
    repo: repo ? repoJson(ctx, repo, repoAccess(ctx.store, repo, ctx.user)) : null,
    comment_id: comment ? comment.id : 0,
    comment: comment ? commentJson(ctx, comment) : null,
    ref_name: act.refName,
    is_private: act.isPrivate,
    content: act.content,
    created: rfc3339(act.created),
  };
}
