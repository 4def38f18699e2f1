// Opening, editing and merging pull requests, as Gitea's routers/api/v1/repo/pull.go
// CreatePullRequest, EditPullRequest and MergePullRequest answer them.

import { teamRepoIds } from '../../convert/people.js';
import { pullJson } from '../../convert/pulls.js';
import { ancestors, diffCommits, type MergeStyle, mergeBranches } from '../../git/compare.js';
import type { RepoContext, RequestContext } from '../../http/context.js';
import { jsonReply, type Reply } from '../../http/errors.js';
import { repoAccess } from '../../model/access.js';
import { refuseBlocked } from '../../model/blocking.js';
import { newIssueRecord, postedFields } from '../../model/issue-records.js';
import { replaceLabelIds } from '../../model/label-events.js';
import { Access, type IssueRec, type PullRec, type RepoRec } from '../../model/records.js';
import { emitIssueEvent } from '../../webhooks/emit.js';
import { mustHaveNoOpenDependencies } from '../issues/issues.js';
import { assigneesToAdd } from '../issues/new-issue.js';
import { CreatePullRequestOption, EditPullRequestOption, MergePullRequestForm } from './forms.js';
import { scheduledAutoMerge } from './pull-branch-writes.js';
import { pullRange } from './pull-diff.js';
import { reviewRequest } from './pull-reviews.js';
import { findPull, pullOrNotFound } from './pulls.js';

/** parseCompareInfo: `branch` or `owner:branch` (the base repository itself, or a fork of it) */
function headRepoOf(ctx: RequestContext, rc: RepoContext, head: string): { repo: RepoRec; branch: string } {
  const parts = head.split(':');
  if (parts.length > 2) throw ctx.notFound();
  if (parts.length === 1) return { repo: rc.repo, branch: head };
  const [ownerName = '', branch = ''] = parts;
  const owner = ctx.store.userByName(ownerName);
  if (!owner) throw ctx.notFound('GetUserByName');
  if (owner.id === rc.owner.id) return { repo: rc.repo, branch };
  const fork = ctx.store.repos.find((r) => r.ownerId === owner.id && r.parentId === rc.repo.id);
  if (!fork) throw ctx.notFound('GetBaseRepo');
  if (repoAccess(ctx.store, fork, ctx.user) < Access.read)
    throw ctx.notFound("Can't read headRepo UnitTypeCode");
  return { repo: fork, branch };
}

/** repo_model.IsOwnerMemberCollaborator: the owner, a member of a team holding the repository's code, or a collaborator */
function isOwnerMemberCollaborator(ctx: RequestContext, repo: RepoRec): boolean {
  const doer = ctx.doer;
  if (repo.ownerId === doer.id || repo.collaborators.has(doer.id)) return true;
  return ctx.store
    .teamsOf(repo.ownerId)
    .some(
      (t) =>
        t.memberIds.includes(doer.id) &&
        (t.permission === 'owner' || t.units.includes('repo.code')) &&
        teamRepoIds(ctx, t).includes(repo.id),
    );
}

/** issues_model.GetUnmergedPullRequest: an open, unmerged pull request of these branches */
function openPullFor(
  ctx: RequestContext,
  base: RepoRec,
  headRepoId: number,
  headBranch: string,
  baseBranch: string,
) {
  return ctx.store.pulls.find((p) => {
    const issue = ctx.store.issue(p.issueId);
    return (
      issue.repoId === base.id &&
      issue.state === 'open' &&
      !p.merged &&
      p.headRepoId === headRepoId &&
      p.headBranch === headBranch &&
      p.baseBranch === baseBranch
    );
  });
}

/** issues_model.ErrPullRequestAlreadyExists */
function alreadyExists(ctx: RequestContext, base: RepoRec, pull: PullRec): string {
  const index = ctx.store.issue(pull.issueId).index;
  return `pull request already exists for these targets [id: ${pull.id}, issue_id: ${index}, head_repo_id: ${pull.headRepoId}, base_repo_id: ${base.id}, head_branch: ${pull.headBranch}, base_branch: ${pull.baseBranch}]`;
}

/** POST /repos/{owner}/{repo}/pulls → 201 PullRequest (CreatePullRequest) */
export function createPull(ctx: RequestContext): Reply {
  const rc = ctx.repo();
  const doer = ctx.doer;
  const form = ctx.bind(CreatePullRequestOption);
  if (form.head === form.base) {
    throw ctx.error(422, 'Invalid PullRequest: There are no changes between the head and the base');
  }
  const { store } = ctx;
  const head = headRepoOf(ctx, rc, form.head);
  // baseRefValid / headRefValid: both must name something; the sandbox knows branches only
  const baseSha = rc.repo.git.branches.get(form.base);
  const headSha = head.repo.git.branches.get(head.branch);
  if (!baseSha || !headSha) throw ctx.notFound();
  const existing = openPullFor(ctx, rc.repo, head.repo.id, head.branch, form.base);
  if (existing) throw ctx.error(409, alreadyExists(ctx, rc.repo, existing));
  const labelIds = (form.labels ?? []).filter((id) => store.labelById(id)?.repoId === rc.repo.id);
  let milestoneId: number | null = null;
  if ((form.milestone ?? 0) > 0) {
    const milestone = store.milestoneById(form.milestone ?? 0);
    if (milestone?.repoId !== rc.repo.id) throw ctx.notFound();
    milestoneId = milestone.id;
  }
  const assignees = assigneesToAdd(ctx, rc.repo, form, true);
  const reviewers = (form.reviewers ?? []).map((name) => {
    const user = store.userByName(name);
    if (!user || user.isOrg) throw ctx.notFound('UserNotExist', [`User '${name}' not exist`]);
    return user;
  });
  // pull_service.NewPullRequest: a poster the repository's owner blocked, then one who is neither the
  // base repository's owner, member (a team with its code) or collaborator nor a writer of the head
  refuseBlocked(ctx, doer, rc.repo.ownerId);
  if (
    !doer.isAdmin &&
    !isOwnerMemberCollaborator(ctx, rc.repo) &&
    repoAccess(store, head.repo, doer) < Access.write
  ) {
    throw ctx.error(403, 'user must be a collaborator');
  }
  const issue = newIssueRecord(store, {
    ...postedFields(store, rc.repo.id, doer.id, form),
    isPull: true,
    labelIds: [],
    milestoneId,
    assigneeIds: assignees.map((u) => u.id),
  });
  replaceLabelIds(store, issue, labelIds, doer.id);
  const pull: PullRec = {
    id: store.nextId(store.pulls),
    issueId: issue.id,
    headRepoId: head.repo.id,
    headBranch: head.branch,
    baseBranch: form.base,
    merged: false,
    mergedAt: null,
    mergedById: null,
    mergeCommitSha: null,
    additions: 0,
    deletions: 0,
    changedFiles: 0,
    allowMaintainerEdit: form.allow_maintainer_edit ?? false,
  };
  store.pulls.push(pull);
  // the pull request's diff stats come from the git objects (pull_service.NewPullRequest)
  const range = pullRange(store, rc.repo, pull);
  const changes = range ? diffCommits(rc.repo.git, range.from, range.head) : [];
  pull.additions = changes.reduce((n, c) => n + c.additions, 0);
  pull.deletions = changes.reduce((n, c) => n + c.deletions, 0);
  pull.changedFiles = changes.length;
  for (const reviewer of reviewers) {
    if (reviewer.id === doer.id) continue;
    store.reviews.push(reviewRequest(store, issue.id, reviewer.id, issue.createdAt));
  }
  pullReferences(ctx, issue);
  // services/webhook/notifier.go NewPullRequest: `pull_request` opened
  emitIssueEvent(ctx, rc.repo, store.issue(pull.issueId), 'issues', 'opened');
  return jsonReply(201, pullJson(ctx, pull));
}

/**
 * A new pull request that mentions `#N` of its repository in its title or body leaves a `pull_ref` row on
 * that issue's timeline, pointing back at the pull request (services/issue/comments.go
 * CreateRefComment via issues_model.UpdateIssueMentions' cross references, models/issues/issue_xref.go).
 */
function pullReferences(ctx: RequestContext, pull: IssueRec): void {
  const { store } = ctx;
  const indexes = new Set(
    [...`${pull.title}\n${pull.body}`.matchAll(/(?:^|[\s(])#(\d+)\b/g)].map((m) => Number(m[1])),
  );
  for (const index of indexes) {
    const issue = store.issueByIndex(pull.repoId, index);
    if (!issue || issue.id === pull.id) continue;
    store.comments.push({
      id: store.nextId(store.comments),
      issueId: issue.id,
      posterId: pull.posterId,
      body: '',
      createdAt: pull.createdAt,
      updatedAt: pull.createdAt,
      type: 'pull_ref',
      event: { refIssueId: pull.id },
    });
  }
}

/** PATCH /repos/{owner}/{repo}/pulls/{index} → 201 PullRequest (EditPullRequest) */
export function editPull(ctx: RequestContext): Reply {
  const rc = ctx.repo();
  const doer = ctx.doer;
  const form = ctx.bind(EditPullRequestOption);
  const found = findPull(ctx, rc);
  if (!found) throw ctx.notFound();
  const { issue, pull } = found;
  const { store } = ctx;
  const canWrite = rc.mode >= Access.write;
  // neither the poster nor a writer: 403 with an empty body
  if (issue.posterId !== doer.id && !canWrite) return { status: 403 };
  if (form.title) issue.title = form.title;
  if (form.body !== undefined) {
    issue.body = form.body;
    issue.contentVersion += 1;
  }
  if (canWrite && (form.assignees !== undefined || form.assignee)) {
    issue.assigneeIds = assigneesToAdd(ctx, rc.repo, form, true).map((u) => u.id);
  }
  if (canWrite && form.milestone && form.milestone !== issue.milestoneId) {
    const milestone = store.milestoneById(form.milestone);
    // GetMilestoneByRepoID fails with an internal error in Gitea for an unknown milestone
    if (milestone?.repoId !== rc.repo.id)
      throw ctx.error(500, ctx.user?.isAdmin ? 'milestone does not exist' : '');
    issue.milestoneId = milestone.id;
  }
  if (canWrite && form.labels !== undefined) {
    const wanted = form.labels.filter((id) => store.labelById(id)?.repoId === rc.repo.id);
    replaceLabelIds(store, issue, wanted, doer.id);
  }
  if (form.state !== undefined) {
    if (pull.merged) throw ctx.error(412, 'cannot change state of this pull request, it was already merged');
    if (form.state === 'open' || form.state === 'closed') {
      if (form.state === 'closed' && issue.state !== 'closed')
        mustHaveNoOpenDependencies(ctx, issue, rc.repo);
      if (issue.state !== form.state) issue.closedAt = form.state === 'closed' ? store.now() : null;
      issue.state = form.state;
    }
  }
  if (!pull.merged && form.base && form.base !== pull.baseBranch) {
    if (!rc.repo.git.branches.has(form.base)) throw ctx.error(404, `new base '${form.base}' not exist`);
    // pull_service.ChangeTargetBranch: another open pull request of the same head into that base
    const existing = openPullFor(ctx, rc.repo, pull.headRepoId, pull.headBranch, form.base);
    if (existing) throw ctx.error(409, alreadyExists(ctx, rc.repo, existing));
    pull.baseBranch = form.base;
  }
  if (form.allow_maintainer_edit !== undefined) {
    if (issue.posterId !== doer.id && rc.mode < Access.admin) {
      throw ctx.error(403, 'SetAllowEdits: user has no permission for action');
    }
    pull.allowMaintainerEdit = form.allow_maintainer_edit;
  }
  issue.updatedAt = store.now();
  return jsonReply(201, pullJson(ctx, pull));
}

/** pull_service.GetDefaultMergeMessage */
function defaultMessage(ctx: RequestContext, issue: IssueRec, pull: PullRec, style: string): string {
  if (style === 'squash') return `${issue.title} (#${issue.index})`;
  const head = ctx.store.repoById(pull.headRepoId);
  const from =
    head && head.id !== issue.repoId
      ? `${ctx.store.user(head.ownerId).login}/${head.name}:${pull.headBranch}`
      : pull.headBranch;
  return `Merge pull request '${issue.title}' (#${issue.index}) from ${from} into ${pull.baseBranch}`;
}

/** POST /repos/{owner}/{repo}/pulls/{index}/merge → 200, empty body (MergePullRequest) */
export function mergePull(ctx: RequestContext): Reply {
  const rc = ctx.repo();
  const doer = ctx.doer;
  const form = ctx.bind(MergePullRequestForm);
  const { issue, pull } = pullOrNotFound(ctx, rc);
  const { store } = ctx;
  // CheckPullMergeable, in its order
  if (pull.merged) throw ctx.error(405, '');
  if (issue.state === 'closed') throw ctx.notFound();
  if (rc.mode < Access.write) throw ctx.error(405, 'User not allowed to merge PR');
  if (/^\s*(\[WIP\]|WIP:)/i.test(issue.title)) throw ctx.error(405, 'Work in progress PRs cannot be merged');
  const range = pullRange(store, rc.repo, pull);
  const baseSha = rc.repo.git.branches.get(pull.baseBranch);
  if (!range || !baseSha) throw ctx.error(405, 'Please try again later');
  const now = store.now();
  let mergeSha: string;
  if (form.Do === 'manually-merged') {
    // MergedManually: the commit must exist on the base branch
    const commitId = (form.MergeCommitID ?? '').toLowerCase();
    if (!commitId || !ancestors(rc.repo.git, baseSha).has(commitId)) {
      // Gitea answers ctx.JSON(409, err): a Go error marshals as an empty object
      return jsonReply(409, {});
    }
    mergeSha = commitId;
  } else {
    if (form.head_commit_id && form.head_commit_id !== range.head) throw ctx.error(409, 'head out of date');
    // checks still running: the merge waits for them (pull-branch-writes.ts), and Gitea answers 201
    if (form.merge_when_checks_succeed && scheduledAutoMerge(ctx, rc, pull, range.head))
      return { status: 201 };
    let message = (form.MergeTitleField ?? '').trim() || defaultMessage(ctx, issue, pull, form.Do);
    const body = (form.MergeMessageField ?? '').trim();
    if (body) message += `\n\n${body}`;
    const signature = { name: doer.fullName || doer.login, email: doer.email, date: now };
    const outcome = mergeBranches(
      rc.repo.git,
      baseSha,
      range.head,
      form.Do as MergeStyle,
      message,
      signature,
    );
    if ('notFastForward' in outcome) throw ctx.error(405, 'Not possible to fast-forward');
    if ('conflict' in outcome) {
      return jsonReply(409, { message: `merge conflict in ${outcome.conflict}`, url: ctx.swaggerUrl });
    }
    rc.repo.git.branches.set(pull.baseBranch, outcome.sha);
    mergeSha = outcome.sha;
  }
  Object.assign(pull, {
    merged: true,
    mergedAt: now,
    mergedById: doer.id,
    mergeCommitSha: mergeSha,
    headSha: range.head,
    mergeBase: range.from ?? undefined,
  });
  Object.assign(issue, { state: 'closed', closedAt: now, updatedAt: now });
  if (form.delete_branch_after_merge) deleteHeadBranch(ctx, pull);
  // services/webhook/notifier.go MergePullRequest: `pull_request` closed, with merged set
  emitIssueEvent(ctx, rc.repo, issue, 'issues', 'closed');
  return { status: 200 };
}

/** Deletes the head branch unless it is the default branch or another open pull request uses it */
function deleteHeadBranch(ctx: RequestContext, pull: PullRec): void {
  const head = ctx.store.repoById(pull.headRepoId);
  if (!head || head.defaultBranch === pull.headBranch) return;
  if (ctx.user && repoAccess(ctx.store, head, ctx.user) < Access.write) return;
  const stillUsed = ctx.store.pulls.some(
    (p) =>
      p !== pull &&
      !p.merged &&
      p.headRepoId === head.id &&
      p.headBranch === pull.headBranch &&
      ctx.store.issue(p.issueId).state === 'open',
  );
  if (!stillUsed) head.git.branches.delete(pull.headBranch);
}
