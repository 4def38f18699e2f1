// Issue and comment mutations: createIssue, updateIssue, closeIssue, reopenIssue, addComment,
// updateIssueComment, deleteIssueComment, addLabelsToLabelable, removeLabelsFromLabelable,
// addAssigneesToAssignable; each one forge write (two where GitHub's input names two changes).

import {
  addIssueLabels,
  createIssue,
  createIssueComment,
  deleteIssueComment,
  editIssueComment,
  removeIssueLabel,
  replaceIssueLabels,
  updateIssue,
} from '../../../forge/endpoints/index.js';
import type { Comment, Issue } from '../../../forge/types/index.js';
import type { GithubContext } from '../../context.js';
import { partsOf } from '../ids.js';
import { readIssueOrPullShape, readUser } from '../reads.js';
import { inRepo } from '../shapes.js';
import { inputRepositoryAt, labelIdsOf, loginsOf, milestoneOf, type Numbered, numberedAt } from './at.js';
import { answerAs, answerNothing, defineMutation } from './define.js';

async function issueAfter(context: GithubContext, at: Numbered, issue: Issue) {
  return issue.pull_request ? readIssueOrPullShape(context, at, at.index) : inRepo('Issue', at, issue);
}

/** `answer` of a write to an issue: the issue, or the pull request it is, as the forge has it after. */
const answerIssue = async (response: { data: unknown }, at: Numbered, context: GithubContext) => ({
  issue: await issueAfter(context, at, response.data as Issue),
});

/** closeIssue and reopenIssue: the issue's state set on the forge. */
function stateMutation(name: 'closeIssue' | 'reopenIssue', state: 'open' | 'closed') {
  defineMutation(name, {
    at: (input) => numberedAt(String(input.issueId), 'Issue'),
    write: (context, at) => updateIssue(context.forge, at, { state }),
    answer: answerIssue,
  });
}

/** The issue or pull request an input's id names. */
const subjectAt = (id: string | number) => numberedAt(String(id), 'Issue', 'PullRequest');

/** The comment a comment's node id names: its repository and the forge's id of it. */
function commentAt(id: string | number) {
  const [owner = '', repo = '', commentId = '0'] = partsOf(String(id), 'IssueComment');
  return { owner, repo, id: Number(commentId) };
}

/** addLabelsToLabelable and removeLabelsFromLabelable: the labels changed, then the subject as it is. */
function labelsMutation(
  name: 'addLabelsToLabelable' | 'removeLabelsFromLabelable',
  change: (context: GithubContext, at: Numbered, labels: number[]) => Promise<unknown>,
) {
  defineMutation(name, {
    at: (input) => subjectAt(input.labelableId),
    write: (context, at, input) => change(context, at, labelIdsOf(input.labelIds)),
    answer: async (_written, at, context) => ({
      labelable: await readIssueOrPullShape(context, at, at.index),
    }),
  });
}

defineMutation('createIssue', {
  at: inputRepositoryAt,
  write: (context, at, input) =>
    createIssue(context.forge, at, {
      title: input.title,
      body: input.body ?? undefined,
      labels: input.labelIds ? labelIdsOf(input.labelIds) : undefined,
      assignees: input.assigneeIds ? loginsOf(input.assigneeIds) : undefined,
      milestone: milestoneOf(input.milestoneId),
    }),
  answer: answerAs('issue', 'Issue'),
});

defineMutation('updateIssue', {
  at: (input) => subjectAt(input.id),
  write: async (context, at, input) => {
    const response = await updateIssue(context.forge, at, {
      title: input.title ?? undefined,
      body: input.body ?? undefined,
      state: input.state ? (input.state.toLowerCase() as 'open') : undefined,
      assignees: input.assigneeIds ? loginsOf(input.assigneeIds) : undefined,
      milestone: milestoneOf(input.milestoneId),
    });
    if (input.labelIds) {
      await replaceIssueLabels(context.forge, at, { labels: labelIdsOf(input.labelIds) });
    }
    return response;
  },
  answer: answerIssue,
});

stateMutation('closeIssue', 'closed');
stateMutation('reopenIssue', 'open');

defineMutation('addComment', {
  at: (input) => subjectAt(input.subjectId),
  write: (context, at, input) => createIssueComment(context.forge, at, { body: input.body }),
  answer: async (response, at, context) => ({
    comment: inRepo('IssueComment', at, response.data as Comment),
    subject: await readIssueOrPullShape(context, at, at.index),
  }),
});

defineMutation('updateIssueComment', {
  at: (input) => commentAt(input.id),
  write: (context, at, input) => editIssueComment(context.forge, at, { body: input.body }),
  answer: answerAs('issueComment', 'IssueComment'),
});

defineMutation('deleteIssueComment', {
  at: (input) => commentAt(input.id),
  write: (context, at) => deleteIssueComment(context.forge, at),
  answer: answerNothing,
});

labelsMutation('addLabelsToLabelable', (context, at, labels) =>
  addIssueLabels(context.forge, at, { labels }),
);
labelsMutation('removeLabelsFromLabelable', async (context, at, labels) => {
  for (const id of labels) await removeIssueLabel(context.forge, { ...at, id });
});

defineMutation('addAssigneesToAssignable', {
  at: (input) => subjectAt(input.assignableId),
  write: async (context, at, input) => {
    const current = await readIssueOrPullShape(context, at, at.index);
    const logins = [...(current.assignees ?? []).map((u) => u.login ?? ''), ...loginsOf(input.assigneeIds)];
    await Promise.all(loginsOf(input.assigneeIds).map((login) => readUser(context, login)));
    return updateIssue(context.forge, at, { assignees: [...new Set(logins)] });
  },
  answer: async (response, at, context) => ({
    assignable: await issueAfter(context, at, response.data as Issue),
  }),
});
