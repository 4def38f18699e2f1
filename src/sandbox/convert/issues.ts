// Issue, Label, Milestone, Comment JSON (Gitea's services/convert/issue.go, issue_comment.go).
import type { Comment, Issue, Label, Milestone } from '../../forge/types/index.js';
import type { RequestContext } from '../http/context.js';
import { pinOrderOf } from '../model/issue-pins.js';
import type { CommentRec, IssueRec, LabelRec, MilestoneRec, RepoRec } from '../model/records.js';
import { issueAttachmentsJson } from './attachments.js';
import { rfc3339, timeOrNull } from './format.js';
import { repoApiUrl, repoHtmlUrl } from './repos.js';
import { userAnonymous, userFor } from './users.js';

export function issueHtmlUrl(ctx: RequestContext, issue: IssueRec): string {
  const repo = ctx.store.repo(issue.repoId);
  return `${repoHtmlUrl(ctx, repo)}/${issue.isPull ? 'pulls' : 'issues'}/${issue.index}`;
}

/**
 * Gitea's convert.ToLabel: a repository label's url is under its repository, an organization
 * label's under `/orgs/{org}/labels/{id}`; the color is sent without its `#`.
 */
export function labelJson(ctx: RequestContext, label: LabelRec, repo?: RepoRec): Label {
  const org = label.orgId === undefined ? undefined : ctx.store.userById(label.orgId);
  const url = org
    ? `${ctx.apiBase}/orgs/${encodeURIComponent(org.login)}/labels/${label.id}`
    : `${repoApiUrl(ctx, repo ?? ctx.store.repo(label.repoId))}/labels/${label.id}`;
  return {
    id: label.id,
    name: label.name,
    exclusive: label.exclusive,
    is_archived: label.archived,
    color: label.color.replace(/^#/, ''),
    description: label.description,
    url,
  };
}

export function milestoneJson(ctx: RequestContext, milestone: MilestoneRec): Milestone {
  let open = 0;
  let closed = 0;
  for (const issue of ctx.store.issues) {
    if (issue.milestoneId !== milestone.id) continue;
    if (issue.state === 'open') open++;
    else closed++;
  }
  return {
    id: milestone.id,
    title: milestone.title,
    description: milestone.description,
    state: milestone.state,
    open_issues: open,
    closed_issues: closed,
    created_at: rfc3339(milestone.createdAt),
    updated_at: rfc3339(milestone.updatedAt),
    closed_at: timeOrNull(milestone.closedAt),
    due_on: timeOrNull(milestone.dueOn),
  };
}

/** Gitea's IsWorkInProgress: a WIP prefix in the title marks a draft pull request */
export function isDraftTitle(title: string): boolean {
  return /^\s*(wip:|\[wip\])/i.test(title);
}

/** Gitea's ToAPIIssue(ctx, doer, issue): the poster as the caller sees it, assignees anonymously. */
export function issueJson(ctx: RequestContext, issue: IssueRec): Issue {
  const { store } = ctx;
  const repo = store.repo(issue.repoId);
  const owner = store.user(repo.ownerId);
  const assignees = issue.assigneeIds.map((id) => userAnonymous(ctx, store.user(id)));
  const milestone = issue.milestoneId === null ? undefined : store.milestoneById(issue.milestoneId);
  const pull = issue.isPull ? store.pullOf(issue.id) : undefined;
  const html = issueHtmlUrl(ctx, issue);
  return {
    id: issue.id,
    url: `${repoApiUrl(ctx, repo)}/issues/${issue.index}`,
    html_url: html,
    number: issue.index,
    user: userFor(ctx, store.user(issue.posterId)),
    original_author: '',
    original_author_id: 0,
    title: issue.title,
    body: issue.body,
    ref: issue.ref ?? '',
    assets: issueAttachmentsJson(ctx, issue.id, 0),
    labels: issue.labelIds.flatMap((id) => {
      const label = store.labelById(id);
      return label ? [labelJson(ctx, label, repo)] : [];
    }),
    milestone: milestone ? milestoneJson(ctx, milestone) : null,
    assignee: assignees[0] ?? null,
    assignees: assignees.length > 0 ? assignees : null,
    state: issue.state,
    is_locked: issue.isLocked,
    comments: issue.numComments,
    created_at: rfc3339(issue.createdAt),
    updated_at: rfc3339(issue.updatedAt),
    closed_at: timeOrNull(issue.closedAt),
    due_date: timeOrNull(issue.deadline ?? null),
    time_estimate: 0,
    pull_request: pull
      ? {
          merged: pull.merged,
          merged_at: timeOrNull(pull.mergedAt),
          draft: isDraftTitle(issue.title),
          html_url: html,
        }
      : null,
    repository: {
      id: repo.id,
      name: repo.name,
      owner: owner.login,
      full_name: `${owner.login}/${repo.name}`,
    },
    pin_order: pinOrderOf(ctx.store, issue),
    content_version: issue.contentVersion,
  };
}

export function commentJson(ctx: RequestContext, comment: CommentRec): Comment {
  const issue = ctx.store.issue(comment.issueId);
  const html = issueHtmlUrl(ctx, issue);
  return {
    id: comment.id,
    html_url: `${html}#issuecomment-${comment.id}`,
    pull_request_url: issue.isPull ? html : '',
    issue_url: issue.isPull ? '' : html,
    user: userAnonymous(ctx, ctx.store.user(comment.posterId)),
    original_author: '',
    original_author_id: 0,
    body: comment.body,
    assets: issueAttachmentsJson(ctx, comment.issueId, comment.id),
    created_at: rfc3339(comment.createdAt),
    updated_at: rfc3339(comment.updatedAt),
  };
}
