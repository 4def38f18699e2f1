// THE entry point for handlers that change something: `emitRepositoryEvent(ctx, repo, type, payload)`
// fires every hook that listens to `type` on the repository (repository hooks, then the hooks of its
// owner: an organization's hooks, or a user's own hooks as POST /user/hooks creates them), the way Gitea's
// PrepareWebhooks does (services/webhook/webhook.go). The payload gets `repository` (as the doer sees
// it) and `sender` (the doer) unless it carries them already. Deliveries are asynchronous; the handler
// answers at once. The helpers below build the payloads of services/webhook/notifier.go.

import { commentJson, issueJson } from '../convert/issues.js';
import { pullJson } from '../convert/pulls.js';
import { repoJson } from '../convert/repos.js';
import { userAnonymous } from '../convert/users.js';
import type { RequestContext } from '../http/context.js';
import { repoAccess } from '../model/access.js';
import type { CommentRec, HookRec, IssueRec, RepoRec } from '../model/records.js';
import { queueDelivery } from './deliver.js';
import { type HookEventType, passesBranchFilter } from './events.js';

export type { HookEventType } from './events.js';

/**
 * Gitea's hooks of a repository: its own, its owner's (user or organization), then the site's system
 * hooks, which hear every repository (services/webhook PrepareWebhooks, GetSystemWebhooks).
 */
function hooksOf(ctx: RequestContext, repo: RepoRec): HookRec[] {
  const { hooks } = ctx.store;
  const own = hooks.filter(
    (hook) =>
      hook.repoId === repo.id ||
      (hook.repoId === undefined && hook.isSystem === undefined && hook.ownerId === repo.ownerId),
  );
  return [...own, ...hooks.filter((hook) => hook.isSystem === true)];
}

export function emitRepositoryEvent(
  ctx: RequestContext,
  repo: RepoRec,
  type: HookEventType,
  payload: Record<string, unknown>,
): void {
  const hooks = hooksOf(ctx, repo).filter(
    (hook) =>
      hook.active &&
      hook.events.includes(type) &&
      passesBranchFilter(hook.branchFilter, type, typeof payload.ref === 'string' ? payload.ref : undefined),
  );
  if (hooks.length === 0) return;
  const doer = ctx.user;
  const full: Record<string, unknown> = { ...payload };
  full.repository ??= repoJson(ctx, repo, repoAccess(ctx.store, repo, doer));
  if (doer) full.sender ??= userAnonymous(ctx, doer);
  // Gitea marshals the payload once per task, indented with two spaces (json.MarshalIndent).
  const body = JSON.stringify(full, null, 2);
  for (const hook of hooks) queueDelivery(ctx.store, hook, type, body);
}

type IssueFamily = 'issues' | 'issue_assign' | 'issue_label' | 'issue_milestone';
const PULL_VARIANT: Record<IssueFamily, HookEventType> = {
  issues: 'pull_request',
  issue_assign: 'pull_request_assign',
  issue_label: 'pull_request_label',
  issue_milestone: 'pull_request_milestone',
};

/**
 * An issue changed: IssuePayload under `type`, or, for a pull request, PullRequestPayload under the
 * matching `pull_request*` type (notifier.go IssueChangeTitle, IssueChangeStatus, IssueChangeAssignee, ...).
 */
export function emitIssueEvent(
  ctx: RequestContext,
  repo: RepoRec,
  issue: IssueRec,
  type: IssueFamily,
  action: string,
  extra: Record<string, unknown> = {},
): void {
  const pull = issue.isPull ? ctx.store.pullOf(issue.id) : undefined;
  if (pull) {
    emitRepositoryEvent(ctx, repo, PULL_VARIANT[type], {
      action,
      number: issue.index,
      ...extra,
      pull_request: pullJson(ctx, pull),
      commit_id: '',
    });
    return;
  }
  emitRepositoryEvent(ctx, repo, type, {
    action,
    number: issue.index,
    ...extra,
    issue: issueJson(ctx, issue),
    commit_id: '',
  });
}

/**
 * A comment on an issue or pull request was created, edited or deleted (notifier.go CreateIssueComment,
 * UpdateComment, DeleteComment): IssueCommentPayload under `issue_comment`, or `pull_request_comment`
 * on a pull request. `changes` carries the old body of an edit.
 */
export function emitCommentEvent(
  ctx: RequestContext,
  repo: RepoRec,
  issue: IssueRec,
  comment: CommentRec,
  action: 'created' | 'edited' | 'deleted',
  changes?: { body: { from: string } },
): void {
  emitRepositoryEvent(ctx, repo, issue.isPull ? 'pull_request_comment' : 'issue_comment', {
    action,
    issue: issueJson(ctx, issue),
    comment: commentJson(ctx, comment),
    ...(changes ? { changes } : {}),
    is_pull: issue.isPull,
  });
}
