// A pull request's branch brought up to date, its merged state asked, and its scheduled auto merge
// (Gitea's routers/api/v1/repo/pull.go UpdatePullRequest, IsPullRequestMerged, CancelScheduledAutoMerge;
// services/automerge ScheduleAutoMerge, which MergePullRequest calls for `merge_when_checks_succeed`).

import { combinedState } from '../../convert/pull-changes.js';
import { mergeBase, mergeBranches } from '../../git/compare.js';
import type { RepoContext, RequestContext } from '../../http/context.js';
import { jsonReply, type Reply } from '../../http/errors.js';
import { repoAccess } from '../../model/access.js';
import { Access, type PullRec } from '../../model/records.js';
import { storeSlot } from '../../model/store-slot.js';
import { pullHead } from './pull-diff.js';
import { pullOrNotFound } from './pulls.js';
import { latestPerContext, statusesOf } from './statuses.js';

/** pull_auto_merge rows: the pull request's id → who scheduled it */
export const autoMerges = storeSlot(() => new Map<number, { doerId: number }>());

/**
 * automerge.ScheduleAutoMerge: a merge asked with `merge_when_checks_succeed` waits while the head's
 * commit statuses are not all successful; true when it was scheduled (MergePullRequest answers 201).
 */
export function scheduledAutoMerge(
  ctx: RequestContext,
  rc: RepoContext,
  pull: PullRec,
  head: string,
): boolean {
  const latest = latestPerContext(statusesOf(ctx, rc.repo.id, head));
  if (latest.length === 0 || combinedState(latest) === 'success') return false;
  const scheduled = autoMerges(ctx.store);
  if (scheduled.has(pull.id)) throw ctx.error(409, 'pull request is already scheduled to auto merge');
  scheduled.set(pull.id, { doerId: ctx.doer.id });
  return true;
}

/** GET .../pulls/{index}/merge: 204 when merged, else 404 */
export function isPullMerged(ctx: RequestContext): Reply {
  const { pull } = pullOrNotFound(ctx, ctx.repo());
  if (!pull.merged) throw ctx.notFound();
  return { status: 204 };
}

/** DELETE .../pulls/{index}/merge: 204; 404 when nothing is scheduled; 403 unless its scheduler or an admin */
export function cancelAutoMerge(ctx: RequestContext): Reply {
  const rc = ctx.repo();
  const { pull } = pullOrNotFound(ctx, rc);
  const scheduled = autoMerges(ctx.store);
  const entry = scheduled.get(pull.id);
  if (!entry) throw ctx.notFound();
  if (entry.doerId !== ctx.doer.id && rc.mode < Access.admin) {
    throw ctx.error(403, 'user has no permission to cancel the scheduled auto merge');
  }
  scheduled.delete(pull.id);
  return { status: 204 };
}

/** pull_service.IsUserAllowedToUpdate, as the sandbox knows it: a push to the head branch */
function mayUpdate(ctx: RequestContext, rc: RepoContext, pull: PullRec): boolean {
  const head = ctx.store.repoById(pull.headRepoId);
  if (!head) return false;
  if (repoAccess(ctx.store, head, ctx.user) >= Access.write) return true;
  return pull.allowMaintainerEdit && rc.mode >= Access.write;
}

/** UpdatePullRequest's 422: Gitea passes a nil error, so the message is empty */
const unprocessable = (ctx: RequestContext) => jsonReply(422, { message: '', url: ctx.swaggerUrl });

/**
 * POST .../pulls/{index}/update?style=merge|rebase: 200 with no body. The base branch is merged into the
 * head branch (`merge`, the default) or the head's commits are replayed onto the base (`rebase`).
 */
export function updatePull(ctx: RequestContext): Reply {
  const rc = ctx.repo();
  const { issue, pull } = pullOrNotFound(ctx, rc);
  if (pull.merged || issue.state === 'closed') return unprocessable(ctx);
  const rebase = ctx.form('style') === 'rebase';
  if (!mayUpdate(ctx, rc, pull)) return { status: 403 };
  const head = ctx.store.repoById(pull.headRepoId);
  const headSha = pullHead(ctx.store, rc.repo, pull);
  const baseSha = rc.repo.git.branches.get(pull.baseBranch);
  if (!head || !headSha || !baseSha) throw ctx.error(500, '');
  // the head repository (a fork) gets the base's objects, as a fetch would
  for (const [id, object] of rc.repo.git.objects)
    if (!head.git.objects.has(id)) head.git.objects.set(id, object);
  // the head holds the base already: nothing to bring in
  if (mergeBase(head.git, headSha, baseSha) === baseSha) return { status: 200 };
  const message = `Merge branch '${pull.baseBranch}' into ${pull.headBranch}`;
  const outcome = rebase
    ? mergeBranches(head.git, baseSha, headSha, 'rebase', message, signature(ctx))
    : mergeBranches(head.git, headSha, baseSha, 'merge', message, signature(ctx));
  if ('conflict' in outcome || 'notFastForward' in outcome) {
    throw ctx.error(409, rebase ? 'rebase failed because of conflict' : 'merge failed because of conflict');
  }
  head.git.branches.set(pull.headBranch, outcome.sha);
  issue.updatedAt = ctx.store.now();
  return { status: 200 };
}

function signature(ctx: RequestContext) {
  const doer = ctx.doer;
  return { name: doer.fullName || doer.login, email: doer.email, date: ctx.store.now() };
}
