import { combinedJson, statusJson } from '../../convert/pull-changes.js';
import { resolveRef } from '../../git/repository.js';
import type { RequestContext } from '../../http/context.js';
import { jsonReply, type Reply } from '../../http/errors.js';
import { pagedReply, pageOf, totalCountHeaders } from '../../http/paging.js';
import type { CommitStatusRec } from '../../model/records.js';
import { CreateStatusOption } from './forms.js';

const STATES = ['pending', 'success', 'error', 'failure', 'warning'];

export const statusesOf = (ctx: RequestContext, repoId: number, sha: string) =>
  ctx.store.commitStatuses.filter((s) => s.repoId === repoId && s.sha === sha);

/** git_model.GetCommitStatuses sort types; the default is the newest id first */
function sorter(sort: string): (a: CommitStatusRec, b: CommitStatusRec) => number {
  switch (sort) {
    case 'oldest':
      return (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id;
    case 'recentupdate':
      return (a, b) => b.updatedAt.getTime() - a.updatedAt.getTime() || b.id - a.id;
    case 'leastupdate':
      return (a, b) => a.updatedAt.getTime() - b.updatedAt.getTime() || a.id - b.id;
    case 'leastindex':
      return (a, b) => a.index - b.index;
    case 'highestindex':
      return (a, b) => b.index - a.index;
    default:
      return (a, b) => b.id - a.id;
  }
}

/** GET /repos/{owner}/{repo}/statuses/{sha} → 200 CommitStatus[] + X-Total-Count + Link */
export function listStatuses(ctx: RequestContext): Reply {
  const rc = ctx.repo();
  const sha = ctx.param('sha');
  const state = ctx.form('state').trim();
  const all = statusesOf(ctx, rc.repo.id, sha)
    .filter((s) => state === '' || s.state === state)
    .sort(sorter(ctx.form('sort').trim()));
  return pagedReply(ctx, all, (s) => statusJson(ctx, rc.repo, s));
}

/** The newest status of each context (git_model.GetLatestCommitStatus), ordered by context */
export function latestPerContext(statuses: readonly CommitStatusRec[]): CommitStatusRec[] {
  const latest = new Map<string, CommitStatusRec>();
  for (const status of statuses) {
    const known = latest.get(status.context);
    if (!known || known.index < status.index) latest.set(status.context, status);
  }
  return [...latest.values()].sort((a, b) => a.id - b.id);
}

/**
 * GET /repos/{owner}/{repo}/commits/{ref}/status → 200 CombinedStatus: a branch, tag or full sha
 * (404 when none resolves); with no statuses Gitea answers the zero CombinedStatus.
 */
export function getCombinedStatus(ctx: RequestContext): Reply {
  const rc = ctx.repo();
  const ref = ctx.param('ref');
  const sha = resolveRef(rc.repo.git, ref, rc.repo.defaultBranch);
  if (!sha) throw ctx.notFound(`object does not exist [id: ${ref}, rel_path: ]`);
  const latest = latestPerContext(statusesOf(ctx, rc.repo.id, sha));
  if (latest.length === 0) {
    return jsonReply(200, {
      state: '',
      sha: '',
      total_count: 0,
      statuses: null,
      repository: null,
      commit_url: '',
      url: '',
    });
  }
  const page = pageOf(latest, ctx.listOptions());
  return jsonReply(200, combinedJson(ctx, rc.repo, sha, latest, page), totalCountHeaders(latest.length));
}

/**
 * POST /repos/{owner}/{repo}/statuses/{sha} → 201 CommitStatus. reqToken (401), reqRepoWriter(code)
 * (403). A commit the repository lacks fails inside Gitea's CreateCommitStatus (GetCommit), a 500.
 */
export function createStatus(ctx: RequestContext): Reply {
  const rc = ctx.repo();
  const doer = ctx.doer;
  const form = ctx.bind(CreateStatusOption);
  const sha = ctx.param('sha');
  const commit = resolveRef(rc.repo.git, sha, rc.repo.defaultBranch);
  if (!commit || commit !== sha.toLowerCase()) {
    throw ctx.error(
      500,
      doer.isAdmin ? `GetCommit[${sha}]: object does not exist [id: ${sha}, rel_path: ]` : '',
    );
  }
  // an unknown state is stored by Gitea as given; the sandbox keeps the documented ones
  const state = STATES.includes(form.state ?? '') ? (form.state as string) : 'pending';
  const now = ctx.store.now();
  const previous = statusesOf(ctx, rc.repo.id, commit);
  const status: CommitStatusRec = {
    id: ctx.store.nextId(ctx.store.commitStatuses),
    repoId: rc.repo.id,
    sha: commit,
    index: previous.length + 1,
    state,
    targetUrl: form.target_url ?? '',
    description: form.description ?? '',
    context: form.context ?? '',
    creatorId: doer.id,
    createdAt: now,
    updatedAt: now,
  };
  ctx.store.commitStatuses.push(status);
  return jsonReply(201, statusJson(ctx, rc.repo, status));
}
