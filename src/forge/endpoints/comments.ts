// What hangs under an issue: comments, the timeline, reactions, tracked times, attachments and the
// dependency lists (Gitea's routers/api/v1/repo/issue_comment.go, issue_reaction.go,
// issue_tracked_time.go, issue_attachment.go, issue_comment_attachment.go, release_attachment.go,
// issue_dependency.go). Lists Gitea answers as `null` when empty come back as `[]`.

import type { PageArgs, RepoArgs } from '../routes/endpoint.js';
import { endpoint, forwarded, paged, pagedEndpoint } from '../routes/endpoint.js';
import type { IssueArgs } from './issues.js';

export type CommentArgs = RepoArgs & { id: number };
export interface TimeWindow {
  since?: string;
  before?: string;
}

/** every plain comment of the issue in one answer (no paging); X-Total-Count is their number */
export const listIssueComments = endpoint('GET /repos/{owner}/{repo}/issues/{index}/comments', {
  query: (args: IssueArgs & TimeWindow) => ({ since: args.since, before: args.before }),
});

/** the plain comments of every issue and pull request of the repository, oldest first; paged, X-Total-Count */
export const listRepoComments = endpoint('GET /repos/{owner}/{repo}/issues/comments', {
  query: (args: TimeWindow & PageArgs) => ({ since: args.since, before: args.before, ...paged(args) }),
});

export const getIssueComment = endpoint('GET /repos/{owner}/{repo}/issues/comments/{id}');

/** 201 Comment; works on pull requests too (they are issues) */
export const createIssueComment = endpoint('POST /repos/{owner}/{repo}/issues/{index}/comments');

/** 200 Comment, or 204 (no body) when the row is not a comment */
export const editIssueComment = endpoint('PATCH /repos/{owner}/{repo}/issues/comments/{id}');

/** 204 */
export const deleteIssueComment = endpoint('DELETE /repos/{owner}/{repo}/issues/comments/{id}');

/** paged; X-Total-Count counts the page answered, not the whole timeline */
export const listIssueTimeline = endpoint('GET /repos/{owner}/{repo}/issues/{index}/timeline', {
  query: (args: TimeWindow & PageArgs) => ({ since: args.since, before: args.before, ...paged(args) }),
  nullAsEmpty: true,
});

/** the issues that block this one; paged, no X-Total-Count */
export const listIssueDependencies = pagedEndpoint('GET /repos/{owner}/{repo}/issues/{index}/dependencies');

/** the issues this one blocks; paged, no X-Total-Count */
export const listIssueBlocks = pagedEndpoint('GET /repos/{owner}/{repo}/issues/{index}/blocks');

/** paged with X-Total-Count */
export const listIssueReactions = endpoint('GET /repos/{owner}/{repo}/issues/{index}/reactions', {
  query: paged,
  nullAsEmpty: true,
});

/** the whole list, no paging and no count */
export const listCommentReactions = endpoint('GET /repos/{owner}/{repo}/issues/comments/{id}/reactions', {
  nullAsEmpty: true,
});

/** 201 Reaction, or 200 when the caller had already given that reaction */
export const postIssueReaction = endpoint('POST /repos/{owner}/{repo}/issues/{index}/reactions');

/** 200, empty, whether or not the reaction existed */
export const deleteIssueReaction = endpoint('DELETE /repos/{owner}/{repo}/issues/{index}/reactions');

export const postCommentReaction = endpoint('POST /repos/{owner}/{repo}/issues/comments/{id}/reactions');

export const deleteCommentReaction = endpoint('DELETE /repos/{owner}/{repo}/issues/comments/{id}/reactions');

/** paged with X-Total-Count; needs a token; non-writers see only their own times */
export const listIssueTrackedTimes = endpoint('GET /repos/{owner}/{repo}/issues/{index}/times', {
  query: (args: IssueArgs & TimeWindow & PageArgs & { user?: string }) =>
    forwarded(args, 'user', 'since', 'before', 'page', 'limit'),
});

/** 200 TrackedTime (not 201) */
export const addIssueTrackedTime = endpoint('POST /repos/{owner}/{repo}/issues/{index}/times');

/** the whole list, no paging */
export const listIssueAttachments = endpoint('GET /repos/{owner}/{repo}/issues/{index}/assets', {
  nullAsEmpty: true,
});

export const getIssueAttachment = endpoint('GET /repos/{owner}/{repo}/issues/{index}/assets/{attachment_id}');

export const listCommentAttachments = endpoint('GET /repos/{owner}/{repo}/issues/comments/{id}/assets', {
  nullAsEmpty: true,
});

export const getCommentAttachment = endpoint(
  'GET /repos/{owner}/{repo}/issues/comments/{id}/assets/{attachment_id}',
);

export const getReleaseAttachment = endpoint(
  'GET /repos/{owner}/{repo}/releases/{id}/assets/{attachment_id}',
  {
    params: (args: RepoArgs & { releaseId: number; attachmentId: number }) => ({
      owner: args.owner,
      repo: args.repo,
      id: args.releaseId,
      attachment_id: args.attachmentId,
    }),
  },
);
