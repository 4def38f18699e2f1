// What hangs under an issue: comments, the timeline, reactions, tracked times, attachments and the
// dependency lists (Gitea's routers/api/v1/repo/issue_comment.go, issue_reaction.go,
// issue_tracked_time.go, issue_attachment.go, issue_comment_attachment.go, release_attachment.go,
// issue_dependency.go). Lists Gitea answers as `null` when empty come back as `[]`.

import type { ForgeResponse, ForgeSession } from '../session.js';
import type { Attachment, Comment, Issue, TrackedTime } from '../types.js';
import type {
  AddTimeOption,
  CreateIssueCommentOption,
  EditIssueCommentOption,
  EditReactionOption,
  Reaction,
  TimelineComment,
} from '../types-comments.js';
import type { IssueArgs } from './issues.js';
import type { RepoArgs } from './repos.js';
import type { PageArgs } from './users.js';

export type CommentArgs = RepoArgs & { id: number };
export interface TimeWindow {
  since?: string;
  before?: string;
}

const issueParams = (args: IssueArgs) => ({ owner: args.owner, repo: args.repo, index: args.index });
const commentParams = (args: CommentArgs) => ({ owner: args.owner, repo: args.repo, id: args.id });

/** A nil slice is JSON `null` in Go: an empty list to us. */
async function orEmpty<T>(pending: Promise<ForgeResponse<T[] | null>>): Promise<ForgeResponse<T[]>> {
  const response = await pending;
  return { ...response, data: response.data ?? [] };
}

/** every plain comment of the issue in one answer (no paging); X-Total-Count is their number */
export const listIssueComments = (
  forge: ForgeSession,
  args: IssueArgs & TimeWindow,
): Promise<ForgeResponse<Comment[]>> =>
  forge.request('GET /repos/{owner}/{repo}/issues/{index}/comments', {
    params: issueParams(args),
    query: { since: args.since, before: args.before },
  });

export const getIssueComment = (forge: ForgeSession, args: CommentArgs): Promise<ForgeResponse<Comment>> =>
  forge.request('GET /repos/{owner}/{repo}/issues/comments/{id}', { params: commentParams(args) });

/** 201 Comment; works on pull requests too (they are issues) */
export const createIssueComment = (
  forge: ForgeSession,
  args: IssueArgs,
  body: CreateIssueCommentOption,
): Promise<ForgeResponse<Comment>> =>
  forge.request('POST /repos/{owner}/{repo}/issues/{index}/comments', { params: issueParams(args), body });

/** 200 Comment, or 204 (no body) when the row is not a comment */
export const editIssueComment = (
  forge: ForgeSession,
  args: CommentArgs,
  body: EditIssueCommentOption,
): Promise<ForgeResponse<Comment | null>> =>
  forge.request('PATCH /repos/{owner}/{repo}/issues/comments/{id}', { params: commentParams(args), body });

/** 204 */
export const deleteIssueComment = (forge: ForgeSession, args: CommentArgs): Promise<ForgeResponse<unknown>> =>
  forge.request('DELETE /repos/{owner}/{repo}/issues/comments/{id}', { params: commentParams(args) });

/** paged; X-Total-Count counts the page answered, not the whole timeline */
export const listIssueTimeline = (
  forge: ForgeSession,
  args: IssueArgs & TimeWindow & PageArgs,
): Promise<ForgeResponse<TimelineComment[]>> =>
  orEmpty(
    forge.request('GET /repos/{owner}/{repo}/issues/{index}/timeline', {
      params: issueParams(args),
      query: { since: args.since, before: args.before, page: args.page, limit: args.limit },
    }),
  );

/** the issues that block this one; paged, no X-Total-Count */
export const listIssueDependencies = (
  forge: ForgeSession,
  args: IssueArgs & PageArgs,
): Promise<ForgeResponse<Issue[]>> =>
  forge.request('GET /repos/{owner}/{repo}/issues/{index}/dependencies', {
    params: issueParams(args),
    query: { page: args.page, limit: args.limit },
  });

/** the issues this one blocks; paged, no X-Total-Count */
export const listIssueBlocks = (
  forge: ForgeSession,
  args: IssueArgs & PageArgs,
): Promise<ForgeResponse<Issue[]>> =>
  forge.request('GET /repos/{owner}/{repo}/issues/{index}/blocks', {
    params: issueParams(args),
    query: { page: args.page, limit: args.limit },
  });

/** paged with X-Total-Count */
export const listIssueReactions = (
  forge: ForgeSession,
  args: IssueArgs & PageArgs,
): Promise<ForgeResponse<Reaction[]>> =>
  orEmpty(
    forge.request('GET /repos/{owner}/{repo}/issues/{index}/reactions', {
      params: issueParams(args),
      query: { page: args.page, limit: args.limit },
    }),
  );

/** the whole list, no paging and no count */
export const listCommentReactions = (
  forge: ForgeSession,
  args: CommentArgs,
): Promise<ForgeResponse<Reaction[]>> =>
  orEmpty(
    forge.request('GET /repos/{owner}/{repo}/issues/comments/{id}/reactions', {
      params: commentParams(args),
    }),
  );

/** 201 Reaction, or 200 when the caller had already given that reaction */
export const postIssueReaction = (
  forge: ForgeSession,
  args: IssueArgs,
  body: EditReactionOption,
): Promise<ForgeResponse<Reaction>> =>
  forge.request('POST /repos/{owner}/{repo}/issues/{index}/reactions', { params: issueParams(args), body });

/** 200, empty, whether or not the reaction existed */
export const deleteIssueReaction = (
  forge: ForgeSession,
  args: IssueArgs,
  body: EditReactionOption,
): Promise<ForgeResponse<unknown>> =>
  forge.request('DELETE /repos/{owner}/{repo}/issues/{index}/reactions', { params: issueParams(args), body });

export const postCommentReaction = (
  forge: ForgeSession,
  args: CommentArgs,
  body: EditReactionOption,
): Promise<ForgeResponse<Reaction>> =>
  forge.request('POST /repos/{owner}/{repo}/issues/comments/{id}/reactions', {
    params: commentParams(args),
    body,
  });

export const deleteCommentReaction = (
  forge: ForgeSession,
  args: CommentArgs,
  body: EditReactionOption,
): Promise<ForgeResponse<unknown>> =>
  forge.request('DELETE /repos/{owner}/{repo}/issues/comments/{id}/reactions', {
    params: commentParams(args),
    body,
  });

/** paged with X-Total-Count; needs a token; non-writers see only their own times */
export const listIssueTrackedTimes = (
  forge: ForgeSession,
  args: IssueArgs & TimeWindow & PageArgs & { user?: string },
): Promise<ForgeResponse<TrackedTime[]>> =>
  forge.request('GET /repos/{owner}/{repo}/issues/{index}/times', {
    params: issueParams(args),
    query: { user: args.user, since: args.since, before: args.before, page: args.page, limit: args.limit },
  });

/** 200 TrackedTime (not 201) */
export const addIssueTrackedTime = (
  forge: ForgeSession,
  args: IssueArgs,
  body: AddTimeOption,
): Promise<ForgeResponse<TrackedTime>> =>
  forge.request('POST /repos/{owner}/{repo}/issues/{index}/times', { params: issueParams(args), body });

/** the whole list, no paging */
export const listIssueAttachments = (
  forge: ForgeSession,
  args: IssueArgs,
): Promise<ForgeResponse<Attachment[]>> =>
  orEmpty(forge.request('GET /repos/{owner}/{repo}/issues/{index}/assets', { params: issueParams(args) }));

export const getIssueAttachment = (
  forge: ForgeSession,
  args: IssueArgs & { attachmentId: number },
): Promise<ForgeResponse<Attachment>> =>
  forge.request('GET /repos/{owner}/{repo}/issues/{index}/assets/{attachment_id}', {
    params: { ...issueParams(args), attachment_id: args.attachmentId },
  });

export const listCommentAttachments = (
  forge: ForgeSession,
  args: CommentArgs,
): Promise<ForgeResponse<Attachment[]>> =>
  orEmpty(
    forge.request('GET /repos/{owner}/{repo}/issues/comments/{id}/assets', { params: commentParams(args) }),
  );

export const getCommentAttachment = (
  forge: ForgeSession,
  args: CommentArgs & { attachmentId: number },
): Promise<ForgeResponse<Attachment>> =>
  forge.request('GET /repos/{owner}/{repo}/issues/comments/{id}/assets/{attachment_id}', {
    params: { ...commentParams(args), attachment_id: args.attachmentId },
  });

export const getReleaseAttachment = (
  forge: ForgeSession,
  args: RepoArgs & { releaseId: number; attachmentId: number },
): Promise<ForgeResponse<Attachment>> =>
  forge.request('GET /repos/{owner}/{repo}/releases/{id}/assets/{attachment_id}', {
    params: { owner: args.owner, repo: args.repo, id: args.releaseId, attachment_id: args.attachmentId },
  });
