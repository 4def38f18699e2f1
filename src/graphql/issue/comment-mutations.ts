// Writes to comments: addComment (POST .../issues/{index}/comments, 201), updateComment (PATCH
// .../issues/comments/{id}, 200) and deleteComment (DELETE .../issues/comments/{id}, 204), as
// Gitea's routers/api/v1/repo/issue_comment.go answers them.

import { createIssueComment, deleteIssueComment, editIssueComment } from '../../forge/endpoints/index.js';
import { ForgeError } from '../../forge/errors.js';
import {
  ForbiddenGatewayError,
  NotFoundGatewayError,
  REFUSED_WRITE_ERRORS,
  RepoArchivedGatewayError,
} from '../kit/errors.js';
import { decodeGlobalID, encodeGlobalID } from '../kit/global-id.js';
import { invalid, requiredId, requiredString, requireText } from '../kit/inputs.js';
import { issueKey } from '../kit/loaders.js';
import { defineMutation, readAfterWrite, writtenObject } from '../kit/mutation.js';
import { deletedFrom } from '../kit/mutation-deletion.js';
import { CommentRef, commentsUnder, splitCommentKey } from '../kit/refs/comment.js';
import { IssueRef } from '../kit/refs/issue.js';
import { PullRequestRef } from '../kit/refs/pull-request.js';
import { issueOrPullFields, issueOrPullOf } from './issue-or-pull-fields.js';
import { TimelineItemRef } from './timeline.js';

/** The key inside a global id of one of `types`, or a ValidationError naming the input field. */
export function keyOfId(
  id: string,
  field: string,
  types: readonly string[],
): { typename: string; key: string } {
  let decoded: { typename: string; id: string };
  try {
    decoded = decodeGlobalID(id);
  } catch {
    throw invalid(`\`${field}\` is not an ID this API gave out`, field);
  }
  if (!types.includes(decoded.typename)) {
    throw invalid(`\`${field}\` must be the id of a ${types.join(' or ')}, got a ${decoded.typename}`, field);
  }
  return { typename: decoded.typename, key: decoded.id };
}

/** A comment id, split into what the comment routes need. */
export function commentOfId(id: string) {
  const { key } = keyOfId(id, 'id', ['Comment']);
  const comment = splitCommentKey(key);
  if (!comment.owner || !(comment.id > 0))
    throw invalid('`id` does not name a comment of a repository', 'id');
  return comment;
}

/** Gitea answers some 403s with an empty body: the write then says in words who may do it. */
export async function explainingForbidden<T>(message: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof ForgeError && error.status === 403 && !error.upstreamBody?.trim()) {
      throw new ForbiddenGatewayError(message, { upstreamStatus: 403 });
    }
    throw error;
  }
}

const asEditor = <T>(write: () => Promise<T>) =>
  explainingForbidden('only the comment’s author or a writer of the repository may change it', write);

/** What adding and deleting a comment meet and change: the comment, and its issue's count and timeline. */
const THREAD_WRITE = {
  errors: [...REFUSED_WRITE_ERRORS, RepoArchivedGatewayError],
  changes: [CommentRef, IssueRef, PullRequestRef, TimelineItemRef],
};

// issue_comment.go CreateIssueComment: 403 locked issue, 404, 423 archived, 422 binding
defineMutation('addComment', {
  input: 'CreateIssueCommentOption',
  inputFields: (t) => ({ ...issueOrPullFields(t), body: requiredString(t, 'The comment, in Markdown.') }),
  description:
    'Comments on an issue or pull request (POST /repos/{owner}/{repo}/issues/{index}/comments). A locked issue takes comments only from writers, and a caller blocked by the issue’s author or the repository’s owner takes none (ForbiddenError). The forge answers a number that does not exist with HTTP 500, which arrives as an UpstreamError.',
  ...THREAD_WRITE,
  write: async (input, context) => {
    const args = issueOrPullOf(input);
    const body = requireText(input.body, 'body');
    const { data } = await createIssueComment(context.forge, args, { body });
    commentsUnder(args, [data]);
    return { comment: data, issue: issueKey(args.owner, args.repo, args.index) };
  },
  payload: 'The new comment and the issue it is on.',
  outputFields: (t) => ({
    comment: writtenObject(t, CommentRef, 'comment'),
    issue: readAfterWrite(
      t,
      IssueRef,
      'issue',
      'The issue or pull request commented on, read only when selected (its comment count changed).',
    ),
  }),
});

// issue_comment.go editIssueComment: 404 (no such comment, or another repository's), 403 empty, 423, 422
defineMutation('updateComment', {
  input: 'EditIssueCommentOption',
  inputFields: (t) => ({
    id: requiredId(t, 'The comment’s id.'),
    body: requiredString(t, 'The new text, in Markdown.'),
  }),
  description:
    'Changes a comment’s text (PATCH /repos/{owner}/{repo}/issues/comments/{id}). Only its author and writers of the repository may (ForbiddenError).',
  errors: [...REFUSED_WRITE_ERRORS, RepoArchivedGatewayError],
  changes: [CommentRef, TimelineItemRef],
  write: async (input, context) => {
    const comment = commentOfId(String(input.id));
    const body = requireText(input.body, 'body');
    const { data } = await asEditor(() => editIssueComment(context.forge, comment, { body }));
    // 204: the id names a timeline event, which has no text to change
    if (!data) throw new NotFoundGatewayError('the id names no comment with text', { upstreamStatus: 204 });
    commentsUnder(comment, [data]);
    return { comment: data, issue: issueKey(comment.owner, comment.repo, comment.index) };
  },
  payload: 'The changed comment and its issue.',
  outputFields: (t) => ({
    comment: writtenObject(t, CommentRef, 'comment'),
    issue: readAfterWrite(t, IssueRef, 'issue', 'The issue or pull request, read only when selected.'),
  }),
});

// issue_comment.go deleteIssueComment: 404, 403 empty, 423
defineMutation('deleteComment', {
  input: 'The comment to delete.',
  inputFields: (t) => ({ id: requiredId(t, 'The comment’s id.') }),
  description:
    'Deletes a comment (DELETE /repos/{owner}/{repo}/issues/comments/{id}, 204). Only its author and writers of the repository may (ForbiddenError).',
  ...THREAD_WRITE,
  write: async (input, context) => {
    const comment = commentOfId(String(input.id));
    await asEditor(() => deleteIssueComment(context.forge, comment));
    return {
      deletedId: encodeGlobalID('Comment', decodeGlobalID(String(input.id)).id),
      issue: issueKey(comment.owner, comment.repo, comment.index),
    };
  },
  payload: 'The deleted comment’s id (to drop it from a cache) and its issue.',
  outputFields: (t) =>
    deletedFrom(t, 'deletedCommentId', [
      'issue',
      IssueRef,
      'The issue or pull request, read only when selected (its comment count changed).',
    ]),
});
