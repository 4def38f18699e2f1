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
import { decodeNodeId } from '../ids.js';
import { REACTION_NAMES } from '../reactions.js';
import { readIssueOrPullShape } from '../reads.js';
import { type IssueCommentShape, type IssueOrPull, inRepo } from '../shapes.js';
import { numberedAt, refuseField } from './at.js';
import { defineMutation } from './define.js';

type Subject = IssueOrPull | IssueCommentShape;

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

/** addReaction and removeReaction: the reaction posted or deleted, the subject and its groups after. */
function reactionMutation(name: 'addReaction' | 'removeReaction', adding: boolean) {
  defineMutation(name, {
    at: (input) => String(input.subjectId),
    write: (context, subjectId, input) => react(context, subjectId, input.content, adding),
    answer: (subject) => ({ subject }),
  });
}
reactionMutation('addReaction', true);
reactionMutation('removeReaction', false);
