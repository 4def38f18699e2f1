// Comment: the comments of an issue or pull request (GET .../issues/{index}/comments)
// and one comment by id (GET .../issues/comments/{id}), which is also how node(id:) refetches it.
// Comments in activity feeds are the same objects.

import { listIssueComments } from '../../forge/endpoints/index.js';
import type { Comment } from '../../forge/types/index.js';
import { renderedField, repoOfKey } from '../content/markdown.js';
import { type ArgFieldBuilder, argTable } from '../kit/arg-table.js';
import { connectionType } from '../kit/connection-type.js';
import type { Context } from '../kit/context.js';
import { commonFields, forgeFields } from '../kit/forge-fields.js';
import { withDatabaseId } from '../kit/forge-node.js';
import { nodeKey } from '../kit/loaders.js';
import { listConnection, listField, wholeList } from '../kit/paged-field.js';
import { CommentRef, commentIssueKey, commentKeyOf, commentsUnder } from '../kit/refs/comment.js';
import { IssueRef } from '../kit/refs/issue.js';
import { FIELDS } from './fields.js';
import { issueAndPullFields } from './issue-and-pull.js';
import { type IssueParent, parentKey } from './issue-parent.js';

CommentRef.implement({
  description:
    'A comment on an issue or pull request. node(id:) refetches it with GET /repos/{owner}/{repo}/issues/comments/{id}.',
  fields: withDatabaseId((t) => ({
    ...commonFields(t, 'htmlUrl', 'issueUrl', 'pullRequestUrl', 'createdAt', 'updatedAt'),
    ...forgeFields(t, FIELDS.Comment),
    bodyHTML: renderedField(
      t,
      (c) => c.body,
      (c) => repoOfKey(commentKeyOf(c)),
    ),
    issue: t.field({
      type: IssueRef,
      description: 'The issue or pull request commented on (one read, shared across the query).',
      resolve: (c, _args, context) => {
        const key = commentIssueKey(c);
        return key ? nodeKey(context, key) : null;
      },
    }),
  })),
});

export const CommentConnection = connectionType(CommentRef, 'Comment');

/** The window of an issue's comments and timeline: updated at or after `since`, at or before `until`. */
export interface UpdatedWindow {
  since?: Date | null;
  until?: Date | null;
}

/** The window's arguments on a list of `what`. */
export const windowArgs = (t: ArgFieldBuilder, what: string) =>
  argTable(t, {
    since: ['DateTime', `Only ${what} updated at or after this time.`],
    until: ['DateTime', `Only ${what} updated at or before this time.`],
  });

/** The window as the forge's query (`until` is its `before`), and as the list's memo filters. */
export const windowQuery = (args: UpdatedWindow) => ({
  since: args.since?.toISOString(),
  before: args.until?.toISOString(),
});

const issueComments = () =>
  wholeList<IssueParent, UpdatedWindow, Comment>({
    endpoint: listIssueComments,
    key: parentKey,
    filters: windowQuery,
    fetch: async (context: Context, parent, args) => {
      const response = await listIssueComments(context.forge, { ...parent, ...windowQuery(args) });
      if (Array.isArray(response.data)) commentsUnder(parent, response.data);
      return response;
    },
  });

issueAndPullFields((t, parentOf) => ({
  comments: listConnection(
    t,
    CommentConnection,
    listField(issueComments(), parentOf),
    'The comments, oldest first (GET /repos/{owner}/{repo}/issues/{index}/comments). The forge answers all of them in one call (it does not page this list), so any window costs that one call and totalCount is the forge’s count.',
    windowArgs(t, 'comments'),
  ),
}));
