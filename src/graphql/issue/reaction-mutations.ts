// addReaction and removeReaction on an issue, a pull request or a comment (POST and DELETE
// .../issues/{index}/reactions and .../issues/comments/{id}/reactions, Gitea's issue_reaction.go).

import {
  deleteCommentReaction,
  deleteIssueReaction,
  postCommentReaction,
  postIssueReaction,
} from '../../forge/endpoints/index.js';
import type { Reaction } from '../../forge/types/comments.js';
import type { Comment, Issue, PullRequest } from '../../forge/types/index.js';
import { builder } from '../kit/builder.js';
import type { Context } from '../kit/context.js';
import { REFUSED_WRITE_ERRORS, RepoArchivedGatewayError } from '../kit/errors.js';
import { readsForge } from '../kit/forge-calls.js';
import { type InputFields, invalid, requiredId, requireText } from '../kit/inputs.js';
import { nodeKey, splitIssueKey } from '../kit/loaders.js';
import { defineMutation, writtenObject } from '../kit/mutation.js';
import { CommentRef, splitCommentKey } from '../kit/refs/comment.js';
import { IssueRef } from '../kit/refs/issue.js';
import { PullRequestRef } from '../kit/refs/pull-request.js';
import { keyOfId } from './comment-mutations.js';
import { ReactionRef } from './reaction.js';

type SubjectValue = Issue | PullRequest | Comment;

export const ReactionSubject = builder.unionType('ReactionSubject', {
  description: 'What can carry reactions: an issue, a pull request or a comment.',
  types: [IssueRef, PullRequestRef, CommentRef],
  resolveType: (value: SubjectValue) => {
    if ('head' in value || 'base' in value || 'merged' in value) return 'PullRequest';
    if ('number' in value) return 'Issue';
    return 'Comment';
  },
});

interface Subject {
  typename: 'Issue' | 'PullRequest' | 'Comment';
  key: string;
}

function subjectOf(id: string): Subject {
  const { typename, key } = keyOfId(id, 'subjectId', ['Issue', 'PullRequest', 'Comment']);
  if (typename === 'Comment') {
    const comment = splitCommentKey(key);
    if (!comment.owner || !(comment.id > 0))
      throw invalid('`subjectId` does not name a comment', 'subjectId');
  } else if (!(splitIssueKey(key).index > 0)) {
    throw invalid('`subjectId` does not name an issue', 'subjectId');
  }
  return { typename: typename as Subject['typename'], key };
}

/** The input of both writes: what the reaction is on, and the reaction. */
const reactionFields = (t: InputFields, content: string) => ({
  subjectId: requiredId(t, 'The id of an Issue, PullRequest or Comment.'),
  content: t.string({ required: true, description: content }),
});

/** The subject and the reaction of either write, checked before any call. */
const reactionOf = (input: { subjectId: string | number; content: string }) => ({
  subject: subjectOf(String(input.subjectId)),
  content: requireText(input.content, 'content').trim(),
});

/** One write: the issue route for issues and pull requests, the comment route for comments. */
function react(context: Context, subject: Subject, content: string, add: boolean) {
  const body = { content };
  if (subject.typename === 'Comment') {
    const comment = splitCommentKey(subject.key);
    return add
      ? postCommentReaction(context.forge, comment, body)
      : deleteCommentReaction(context.forge, comment, body);
  }
  const issue = splitIssueKey(subject.key);
  return add
    ? postIssueReaction(context.forge, issue, body)
    : deleteIssueReaction(context.forge, issue, body);
}

const subjectField = (description: string) =>
  ({
    type: ReactionSubject,
    description,
    extensions: readsForge(),
    resolve: (payload: { subject: Subject }, _args: unknown, context: Context) => {
      const { typename, key } = payload.subject;
      const ref =
        typename === 'Comment' ? CommentRef : typename === 'PullRequest' ? PullRequestRef : IssueRef;
      return ref.getDataloader(context).load(nodeKey(context, key)) as Promise<SubjectValue>;
    },
  }) as const;

/** What both writes meet and change: the subject's reaction counts. */
const REACTION_WRITE = {
  errors: [...REFUSED_WRITE_ERRORS, RepoArchivedGatewayError],
  changes: [IssueRef, PullRequestRef, CommentRef],
};

// issue_reaction.go: 403 for a reaction not in the allowed list or a locked issue, 404, 423 archived
defineMutation('addReaction', {
  input: 'EditReactionOption and its subject',
  inputFields: (t) =>
    reactionFields(t, 'The reaction, e.g. +1, -1, laugh, hooray, confused, heart, rocket, eyes.'),
  description:
    'Reacts to an issue, pull request or comment (POST .../issues/{index}/reactions or .../issues/comments/{id}/reactions). Reacting twice the same way is no error: `created` is then false. A reaction the forge does not allow, a locked issue for non-writers, or a caller blocked by the author of the issue (or comment) or the repository’s owner is a ForbiddenError.',
  ...REACTION_WRITE,
  write: async (input, context) => {
    const { subject, content } = reactionOf(input);
    const { data, status } = await react(context, subject, content, true);
    return { reaction: data as Reaction, created: status === 201, subject };
  },
  payload: 'The reaction and what it is on.',
  outputFields: (t) => ({
    reaction: writtenObject(t, ReactionRef, 'reaction'),
    created: t.exposeBoolean('created', {
      nullable: false,
      description: 'False when the caller had already reacted this way (the forge answered 200, not 201).',
    }),
    subject: t.field(subjectField('The issue, pull request or comment, read only when selected.')),
  }),
});

// issue_reaction.go: 403 on a locked issue for non-writers, 404, 423 archived
defineMutation('removeReaction', {
  input: 'EditReactionOption and its subject',
  inputFields: (t) => reactionFields(t, 'The reaction to take back, e.g. +1.'),
  description:
    'Takes back the caller’s reaction (DELETE .../issues/{index}/reactions or .../issues/comments/{id}/reactions). The forge answers 200 whether or not the reaction existed.',
  ...REACTION_WRITE,
  write: async (input, context) => {
    const { subject, content } = reactionOf(input);
    await react(context, subject, content, false);
    return { content, subject };
  },
  payload: 'The reaction taken back and what it was on.',
  outputFields: (t) => ({
    content: t.exposeString('content', { nullable: false, description: 'The reaction removed, e.g. +1.' }),
    subject: t.field(subjectField('The issue, pull request or comment, read only when selected.')),
  }),
});
