import { timelineJson } from '../../convert/comments.js';
import { commentJson } from '../../convert/issues.js';
import type { RepoContext, RequestContext } from '../../http/context.js';
import { Halt, jsonReply, type Reply } from '../../http/errors.js';
import { pageOf, totalCountHeaders } from '../../http/paging.js';
import { refuseBlocked } from '../../model/blocking.js';
import { commentType } from '../../model/comment-extras.js';
import type { CommentRec, IssueRec } from '../../model/records.js';
import { emitCommentEvent } from '../../webhooks/emit.js';
import { CreateIssueCommentOption, EditIssueCommentOption } from './forms.js';
import {
  beforeSince,
  canReadIssue,
  canWriteIssue,
  oldestFirst,
  pathComment,
  pathIssue,
  within,
} from './issue-scope.js';

const byCreated = oldestFirst<CommentRec>((c) => c.createdAt);

/**
 * GET .../issues/{index}/comments (ListIssueComments): every plain comment, no paging, filtered by
 * `since`/`before` on the update time; X-Total-Count is their number. A missing issue is a 500 there
 * (GetIssueByIndex without IsErrIssueNotExist).
 */
export function listComments(ctx: RequestContext): Reply {
  const rc = ctx.repo();
  const window = beforeSince(ctx);
  const issue = pathIssue(ctx, rc, 'internal');
  if (!canReadIssue(rc, issue)) throw ctx.notFound();
  const comments = ctx.store.comments
    .filter(
      (c) => c.issueId === issue.id && commentType(ctx.store, c) === 'comment' && within(c.updatedAt, window),
    )
    .sort(byCreated);
  return jsonReply(
    200,
    comments.map((c) => commentJson(ctx, c)),
    totalCountHeaders(comments.length),
  );
}

/**
 * GET .../issues/{index}/timeline (ListIssueCommentsAndTimeline): every row but code comments, paged;
 * X-Total-Count is the number of items on the page (Gitea counts the page it answers), and an empty
 * page is `null` (a nil slice).
 */
export function listTimeline(ctx: RequestContext): Reply {
  const rc = ctx.repo();
  const window = beforeSince(ctx);
  const issue = pathIssue(ctx, rc, 'internal');
  const rows = ctx.store.comments
    .filter((c) => c.issueId === issue.id && within(c.updatedAt, window))
    .sort(byCreated);
  const page = pageOf(rows, ctx.listOptions());
  const items = page.filter((c) => commentType(ctx.store, c) !== 'code').map((c) => timelineJson(ctx, c));
  return jsonReply(200, items.length > 0 ? items : null, totalCountHeaders(items.length));
}

/** CreateIssueComment: 201 Comment; 403 on a locked issue for non-writers; 500 for a missing issue. */
export function createComment(ctx: RequestContext): Reply {
  const rc = ctx.repo();
  const doer = ctx.doer;
  const form = ctx.bind(CreateIssueCommentOption);
  const issue = pathIssue(ctx, rc, 'internal');
  if (!canReadIssue(rc, issue)) throw ctx.notFound();
  if (issue.isLocked && !canWriteIssue(rc, issue) && !doer.isAdmin) {
    throw ctx.error(403, 'You cannot comment on a locked issue.');
  }
  // issue_service.CreateIssueComment: blocked by the issue's poster or the repository's owner
  refuseBlocked(ctx, doer, issue.posterId, rc.repo.ownerId);
  const now = ctx.store.now();
  const comment: CommentRec = {
    id: ctx.store.nextId(ctx.store.comments),
    issueId: issue.id,
    posterId: doer.id,
    body: form.body,
    createdAt: now,
    updatedAt: now,
  };
  ctx.store.comments.push(comment);
  issue.numComments += 1;
  issue.updatedAt = now;
  // services/webhook/notifier.go CreateIssueComment
  emitCommentEvent(ctx, rc.repo, issue, comment, 'created');
  return jsonReply(201, commentJson(ctx, comment));
}

/**
 * The comment of `{id}` within this repository: GetCommentByID's 404, then a bare 404 when the comment
 * belongs to another repository's issue.
 */
function repoComment(ctx: RequestContext, rc: RepoContext): { comment: CommentRec; issue: IssueRec } {
  const comment = pathComment(ctx);
  const issue = ctx.store.issue(comment.issueId);
  if (issue.repoId !== rc.repo.id) throw new Halt({ status: 404 });
  return { comment, issue };
}

/** GetIssueComment: 200 Comment; 204 for a row that is not a plain comment (a review, an event). */
export function getComment(ctx: RequestContext): Reply {
  const rc = ctx.repo();
  const { comment, issue } = repoComment(ctx, rc);
  if (!canReadIssue(rc, issue)) throw ctx.notFound();
  if (commentType(ctx.store, comment) !== 'comment') return { status: 204 };
  return jsonReply(200, commentJson(ctx, comment));
}

/** Only the poster or a writer of the issue may change a comment (editIssueComment, deleteIssueComment). */
function requireEditor(ctx: RequestContext, rc: RepoContext, comment: CommentRec, issue: IssueRec) {
  const doer = ctx.doer;
  if (doer.id !== comment.posterId && !canWriteIssue(rc, issue)) throw new Halt({ status: 403 });
}

/** EditIssueComment: 200 Comment; 403 (empty) for anyone but the poster and writers; 204 for events. */
export function editComment(ctx: RequestContext): Reply {
  const rc = ctx.repo();
  const form = ctx.bind(EditIssueCommentOption);
  const { comment, issue } = repoComment(ctx, rc);
  requireEditor(ctx, rc, comment, issue);
  const type = commentType(ctx.store, comment);
  // CommentType.HasContentSupport: comments, code comments and reviews carry text
  if (type !== 'comment' && type !== 'code' && type !== 'review') return { status: 204 };
  if (form.body !== comment.body) {
    comment.body = form.body;
    comment.updatedAt = ctx.store.now();
  }
  return jsonReply(200, commentJson(ctx, comment));
}

/** DeleteIssueComment: 204; 403 (empty) for anyone but the poster and writers. */
export function deleteComment(ctx: RequestContext): Reply {
  const rc = ctx.repo();
  const { comment, issue } = repoComment(ctx, rc);
  requireEditor(ctx, rc, comment, issue);
  if (commentType(ctx.store, comment) === 'code') return { status: 204 };
  const { store } = ctx;
  store.comments.splice(store.comments.indexOf(comment), 1);
  if (commentType(store, comment) === 'comment') issue.numComments = Math.max(0, issue.numComments - 1);
  return { status: 204 };
}

/**
 * GET /repos/{owner}/{repo}/issues/comments (ListRepoIssueComments): the plain comments of every issue
 * and pull request of the repository, oldest first, `since`/`before` on the update time, paged; the
 * page then drops the comments of the kind (issue or pull) the caller may not read. X-Total-Count is
 * the count before that filter (CountComments); no Link.
 */
export function listRepoComments(ctx: RequestContext): Reply {
  const rc = ctx.repo();
  const window = beforeSince(ctx);
  const { store } = ctx;
  const issues = new Map(store.issues.filter((i) => i.repoId === rc.repo.id).map((i) => [i.id, i]));
  const comments = store.comments
    .filter(
      (c) => issues.has(c.issueId) && commentType(store, c) === 'comment' && within(c.updatedAt, window),
    )
    .sort(byCreated);
  const page = pageOf(comments, ctx.listOptions()).filter((c) =>
    canReadIssue(rc, issues.get(c.issueId) as IssueRec),
  );
  return jsonReply(
    200,
    page.map((c) => commentJson(ctx, c)),
    totalCountHeaders(comments.length),
  );
}
