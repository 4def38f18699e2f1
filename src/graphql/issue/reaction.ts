// Reactions (Gitea's Reaction): value objects without an id of their own, listed under an issue or
// pull request (GET .../issues/{index}/reactions, paged and counted) and under a comment
// (GET .../issues/comments/{id}/reactions, answered whole).

import { listCommentReactions, listIssueReactions } from '../../forge/endpoints/index.js';
import type { Reaction } from '../../forge/types/comments.js';
import type { Comment } from '../../forge/types/index.js';
import { builder } from '../kit/builder.js';
import { connectionType } from '../kit/connection-type.js';
import { forgeFields } from '../kit/forge-fields.js';
import { repoKey } from '../kit/loaders.js';
import { listConnection, listField, pagedList, wholeList } from '../kit/paged-field.js';
import { CommentRef, commentKeyOf, splitCommentKey } from '../kit/refs/comment.js';
import { FIELDS } from './fields.js';
import { issueAndPullFields } from './issue-and-pull.js';
import { type IssueParent, parentKey } from './issue-parent.js';

export const ReactionRef = builder.objectRef<Reaction>('Reaction').implement({
  description:
    'Someone’s reaction to an issue, pull request or comment. Not a Node: the forge gives reactions no id and reads no single reaction (only its subject’s whole list); one is identified by its subject, user and content.',
  fields: (t) => forgeFields(t, FIELDS.Reaction),
});

export const ReactionConnection = connectionType(ReactionRef, 'Reaction');

const issueReactions = () =>
  pagedList<IssueParent, object, Reaction>({
    endpoint: listIssueReactions,
    key: parentKey,
    fetch: (context, parent, _args, page) => listIssueReactions(context.forge, { ...parent, ...page }),
  });

issueAndPullFields((t, parentOf) => ({
  reactions: listConnection(
    t,
    ReactionConnection,
    listField(issueReactions(), parentOf),
    'Reactions, oldest first (GET /repos/{owner}/{repo}/issues/{index}/reactions).',
  ),
}));

interface CommentParent {
  owner: string;
  repo: string;
  id: number;
}

const commentReactions = wholeList<CommentParent, object, Reaction>({
  endpoint: listCommentReactions,
  key: (comment) => `${repoKey(comment.owner, comment.repo)}:${comment.id}`,
  fetch: (context, comment) => listCommentReactions(context.forge, comment),
});

builder.objectFields(CommentRef, (t) => ({
  reactions: t.field({
    type: ReactionConnection,
    description:
      'Reactions, oldest first (GET /repos/{owner}/{repo}/issues/comments/{id}/reactions: the forge answers all of them in one call).',
    args: t.arg.connectionArgs(),
    resolve: (comment: Comment, args, context) => {
      const parent = splitCommentKey(commentKeyOf(comment));
      return parent.owner ? commentReactions(context, parent, args) : null;
    },
  }),
}));
