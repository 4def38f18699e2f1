import { reactionJson } from '../../convert/comments.js';
import type { RepoContext, RequestContext } from '../../http/context.js';
import { jsonReply, type Reply } from '../../http/errors.js';
import { listHeaders, pageOf } from '../../http/paging.js';
import { refuseBlocked } from '../../model/blocking.js';
import { ALLOWED_REACTIONS, commentExtras } from '../../model/comment-extras.js';
import type { ReactionRec } from '../../model/comment-records.js';
import type { CommentRec, IssueRec } from '../../model/records.js';
import { EditReactionOption } from './forms.js';
import { canReadIssue, canWriteIssue, pathComment, pathIssue } from './issue-scope.js';

const reactionsOf = (ctx: RequestContext, issueId: number, commentId: number) =>
  commentExtras(ctx.store)
    .reactions.filter((r) => r.issueId === issueId && r.commentId === commentId)
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id);

const listJson = (ctx: RequestContext, reactions: ReactionRec[]) =>
  reactions.length > 0 ? reactions.map((r) => reactionJson(ctx, r)) : null;

/** GetIssueReactions: paged, X-Total-Count; 403 when the caller may not read the issue's unit. */
export function listIssueReactions(ctx: RequestContext): Reply {
  const rc = ctx.repo();
  const issue = pathIssue(ctx, rc, 'not-found');
  if (!canReadIssue(rc, issue)) throw ctx.error(403, 'no permission to get reactions');
  const all = reactionsOf(ctx, issue.id, 0);
  const options = ctx.listOptions();
  return jsonReply(200, listJson(ctx, pageOf(all, options)), listHeaders(ctx, all.length, options.limit));
}

/** The comment of `{id}` in this repository (GetCommentByID's 404; another repository's: 404). */
function repoComment(ctx: RequestContext, rc: RepoContext): { comment: CommentRec; issue: IssueRec } {
  const comment = pathComment(ctx);
  const issue = ctx.store.issue(comment.issueId);
  if (issue.repoId !== rc.repo.id) throw ctx.notFound();
  return { comment, issue };
}

/** GetIssueCommentReactions: the whole list, no paging and no count. */
export function listCommentReactions(ctx: RequestContext): Reply {
  const rc = ctx.repo();
  const { comment, issue } = repoComment(ctx, rc);
  if (!canReadIssue(rc, issue)) throw ctx.error(403, 'no permission to get reactions');
  return jsonReply(200, listJson(ctx, reactionsOf(ctx, issue.id, comment.id)));
}

/** changeIssueReaction / changeIssueCommentReaction: add (201, or 200 when it exists) or remove (200). */
function change(
  ctx: RequestContext,
  rc: RepoContext,
  issue: IssueRec,
  commentId: number,
  add: boolean,
): Reply {
  const doer = ctx.doer;
  const form = ctx.bind(EditReactionOption);
  const content = form.content ?? '';
  if (issue.isLocked && !canWriteIssue(rc, issue)) throw ctx.error(403, 'no permission to change reaction');
  const extras = commentExtras(ctx.store);
  const existing = extras.reactions.find(
    (r) => r.issueId === issue.id && r.commentId === commentId && r.userId === doer.id && r.type === content,
  );
  if (!add) {
    if (existing) extras.reactions.splice(extras.reactions.indexOf(existing), 1);
    return { status: 200 };
  }
  // services/issue/reaction.go: blocked by the poster of the issue (or comment) or the repository's owner
  const poster = commentId ? ctx.store.comments.find((c) => c.id === commentId)?.posterId : issue.posterId;
  refuseBlocked(ctx, doer, poster ?? 0, rc.repo.ownerId);
  if (!ALLOWED_REACTIONS.includes(content)) throw ctx.error(403, `'${content}' is not an allowed reaction`);
  if (existing) return jsonReply(200, reactionJson(ctx, existing));
  const reaction: ReactionRec = {
    id: ctx.store.nextId(extras.reactions),
    issueId: issue.id,
    commentId,
    userId: doer.id,
    type: content,
    createdAt: ctx.store.now(),
  };
  extras.reactions.push(reaction);
  return jsonReply(201, reactionJson(ctx, reaction));
}

function issueChange(ctx: RequestContext, add: boolean): Reply {
  const rc = ctx.repo();
  return change(ctx, rc, pathIssue(ctx, rc, 'not-found'), 0, add);
}

function commentChange(ctx: RequestContext, add: boolean): Reply {
  const rc = ctx.repo();
  const { comment, issue } = repoComment(ctx, rc);
  if (!canReadIssue(rc, issue)) throw ctx.notFound();
  return change(ctx, rc, issue, comment.id, add);
}

export const postIssueReaction = (ctx: RequestContext) => issueChange(ctx, true);
export const deleteIssueReaction = (ctx: RequestContext) => issueChange(ctx, false);
export const postCommentReaction = (ctx: RequestContext) => commentChange(ctx, true);
export const deleteCommentReaction = (ctx: RequestContext) => commentChange(ctx, false);
