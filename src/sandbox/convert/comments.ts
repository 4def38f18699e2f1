// Reaction and TimelineComment JSON (Gitea's routers/api/v1/repo/issue_reaction.go builds reactions
// inline; services/convert/issue_comment.go ToTimelineComment builds timeline items).
import type { Reaction, TimelineComment } from '../../forge/types/comments.js';
import type { RequestContext } from '../http/context.js';
import { commentType } from '../model/comment-extras.js';
import type { ReactionRec } from '../model/comment-records.js';
import type { CommentRec } from '../model/records.js';
import { rfc3339 } from './format.js';
import { issueHtmlUrl, issueJson, labelJson, milestoneJson } from './issues.js';
import { trackedTimeJson } from './misc.js';
import { userFor } from './users.js';

/** the user as the caller sees them (convert.ToUser(ctx, r.User, ctx.Doer)) */
export function reactionJson(ctx: RequestContext, reaction: ReactionRec): Reaction {
  return {
    user: userFor(ctx, ctx.store.user(reaction.userId)),
    content: reaction.type,
    created_at: rfc3339(reaction.createdAt),
  };
}

export function timelineJson(ctx: RequestContext, comment: CommentRec): TimelineComment {
  const { store } = ctx;
  const issue = store.issue(comment.issueId);
  const repo = store.repo(issue.repoId);
  const html = issueHtmlUrl(ctx, issue);
  const event = comment.event ?? {};
  const type = commentType(store, comment);
  const label = event.labelId ? store.labelById(event.labelId) : undefined;
  const milestone = event.milestoneId ? store.milestoneById(event.milestoneId) : undefined;
  const oldMilestone = event.oldMilestoneId ? store.milestoneById(event.oldMilestoneId) : undefined;
  const assignee = event.assigneeId ? store.userById(event.assigneeId) : undefined;
  const dependent = event.dependentIssueId ? store.issueById(event.dependentIssueId) : undefined;
  const time = event.trackedTimeId ? store.trackedTimes.find((t) => t.id === event.trackedTimeId) : undefined;
  const review = store.reviews.find((r) => r.commentId === comment.id);
  const refIssue = event.refIssueId ? store.issueById(event.refIssueId) : undefined;
  return {
    id: comment.id,
    type,
    html_url: `${html}#issuecomment-${comment.id}`,
    pull_request_url: issue.isPull ? html : '',
    issue_url: issue.isPull ? '' : html,
    user: userFor(ctx, store.user(comment.posterId)),
    body: comment.body,
    created_at: rfc3339(comment.createdAt),
    updated_at: rfc3339(comment.updatedAt),
    old_project_id: 0,
    project_id: 0,
    old_title: event.oldTitle ?? '',
    new_title: event.newTitle ?? '',
    old_ref: '',
    new_ref: '',
    ref_issue: refIssue ? issueJson(ctx, refIssue) : null,
    ref_comment: null,
    ref_action: '',
    ref_commit_sha: '',
    review_id: review?.id ?? 0,
    label: label ? labelJson(ctx, label, repo) : null,
    assignee: assignee ? userFor(ctx, assignee) : null,
    assignee_team: null,
    removed_assignee: event.removedAssignee ?? false,
    resolve_doer: null,
    dependent_issue: dependent ? issueJson(ctx, dependent) : null,
    milestone: milestone ? milestoneJson(ctx, milestone) : null,
    old_milestone: oldMilestone ? milestoneJson(ctx, oldMilestone) : null,
    tracked_time: time ? trackedTimeJson(ctx, time) : null,
  };
}
