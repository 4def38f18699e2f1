// Reaction mutations: addReaction and removeReaction on an issue, a pull request or an issue
// comment, with GitHub's contents as the forge's reaction names (+1, -1, laugh, ...).

import {
  deleteCommentReaction,
  deleteIssueReaction,
  getIssueComment,
  postCommentReaction,
  postIssueReaction,
} from '../../../forge/endpoints/index.js';
import type { Comment } from '../../../forge/types/index.js';
import type { GithubContext } from '../../context.js';
import { builder } from '../builder.js';
import { ReactionContentEnum } from '../enums.js';
import { decodeNodeId } from '../ids.js';
import { REACTION_NAMES, ReactionGroupRef, reactionGroups } from '../reactions.js';
import { readIssueOrPullShape } from '../reads.js';
import { ReactableRef } from '../refs.js';
import { type IssueCommentShape, type IssueOrPull, inRepo } from '../shapes.js';
import { numberedAt, refuseField } from './at.js';
import { type Payload, payloadType } from './payload.js';

type Subject = IssueOrPull | IssueCommentShape;

const ReactionInput = (name: string) =>
  builder.inputType(name, {
    fields: (t) => ({
      clientMutationId: t.string(),
      content: t.field({ type: ReactionContentEnum, required: true }),
      subjectId: t.id({ required: true }),
    }),
  });
const AddReactionInput = ReactionInput('AddReactionInput');
const RemoveReactionInput = ReactionInput('RemoveReactionInput');

const reactionPayload = (name: string) =>
  payloadType<Payload & { subject: Subject }>(name, (t) => ({
    subject: t.field({ type: ReactableRef, resolve: (p) => p.subject }),
    reactionGroups: t.field({
      type: [ReactionGroupRef],
      nullable: true,
      resolve: (p, _args, context) => reactionGroups(context, p.subject),
    }),
  }));
const AddReactionPayload = reactionPayload('AddReaction');
const RemoveReactionPayload = reactionPayload('RemoveReaction');

/** Posts or deletes the reaction on the subject the id names; answers the subject as the forge has it. */
async function react(
  context: GithubContext,
  subjectId: string,
  content: keyof typeof REACTION_NAMES,
  adding: boolean,
): Promise<Subject> {
  const body = { content: REACTION_NAMES[content] };
  const { typename, parts } = decodeNodeId(subjectId);
  if (typename === 'PullRequestReview') refuseField('subjectId', 'the forge keeps no reactions on reviews');
  if (typename === 'IssueComment') {
    const [owner = '', repo = '', id = '0'] = parts;
    const at = { owner, repo, id: Number(id) };
    await (adding ? postCommentReaction : deleteCommentReaction)(context.forge, at, body);
    const comment = await getIssueComment(context.forge, at);
    return inRepo('IssueComment', at, comment.data as Comment);
  }
  const at = numberedAt(subjectId, 'Issue', 'PullRequest', 'IssueComment');
  await (adding ? postIssueReaction : deleteIssueReaction)(context.forge, at, body);
  return readIssueOrPullShape(context, at, at.index);
}

builder.mutationFields((t) => ({
  addReaction: t.field({
    type: AddReactionPayload,
    description: 'Adds a reaction to a subject.',
    args: { input: t.arg({ type: AddReactionInput, required: true }) },
    resolve: async (_root, { input }, context) => ({
      clientMutationId: input.clientMutationId,
      subject: await react(context, String(input.subjectId), input.content, true),
    }),
  }),
  removeReaction: t.field({
    type: RemoveReactionPayload,
    description: 'Removes a reaction from a subject.',
    args: { input: t.arg({ type: RemoveReactionInput, required: true }) },
    resolve: async (_root, { input }, context) => ({
      clientMutationId: input.clientMutationId,
      subject: await react(context, String(input.subjectId), input.content, false),
    }),
  }),
}));
