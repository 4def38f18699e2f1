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
import { IssueCommentConnectionRef } from '../connections.js';
import { IssueClosedStateReasonEnum, IssueStateEnum } from '../enums.js';
import { partsOf } from '../ids.js';
import { readIssueOrPullShape, readUser } from '../reads.js';
import { AssignableRef, IssueCommentRef, IssueRef, LabelableRef, NodeRef } from '../refs.js';
import { inRepo } from '../shapes.js';
import { labelIdsOf, loginsOf, milestoneOf, type Numbered, numberedAt, repositoryAt } from './at.js';
import { defineMutation } from './define.js';

async function issueAfter(context: GithubContext, at: Numbered, issue: Issue) {
  return issue.pull_request ? readIssueOrPullShape(context, at, at.index) : inRepo('Issue', at, issue);
}

/** closeIssue and reopenIssue: the issue's state set on the forge. */
function stateMutation(name: string, description: string, state: 'open' | 'closed') {
  defineMutation(name, {
    description,
    input: (t) => ({
      issueId: t.id({ required: true }),
      ...(state === 'closed' ? { stateReason: t.field({ type: IssueClosedStateReasonEnum }) } : {}),
    }),
    payload: { issue: IssueRef },
    resolve: async (input, context) => {
      const at = numberedAt(String(input.issueId), 'Issue');
      const response = await updateIssue(context.forge, at, { state });
      return { issue: await issueAfter(context, at, response.data as Issue) };
    },
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
  name: string,
  description: string,
  change: (context: GithubContext, at: Numbered, labels: number[]) => Promise<unknown>,
) {
  defineMutation(name, {
    description,
    input: (t) => ({ labelIds: t.idList({ required: true }), labelableId: t.id({ required: true }) }),
    payload: { labelable: LabelableRef },
    resolve: async (input, context) => {
      const at = subjectAt(input.labelableId);
      await change(context, at, labelIdsOf(input.labelIds));
      return { labelable: await readIssueOrPullShape(context, at, at.index) };
    },
  });
}

defineMutation('createIssue', {
  description: 'Creates a new issue.',
  input: (t) => ({
    assigneeIds: t.idList(),
    body: t.string(),
    issueTemplate: t.string(),
    labelIds: t.idList(),
    milestoneId: t.id(),
    projectIds: t.idList(),
    repositoryId: t.id({ required: true }),
    title: t.string({ required: true }),
  }),
  payload: { issue: IssueRef },
  resolve: async (input, context) => {
    const at = repositoryAt(input.repositoryId);
    const response = await createIssue(context.forge, at, {
      title: input.title,
      body: input.body ?? undefined,
      labels: input.labelIds ? labelIdsOf(input.labelIds) : undefined,
      assignees: input.assigneeIds ? loginsOf(input.assigneeIds) : undefined,
      milestone: milestoneOf(input.milestoneId),
    });
    return { issue: inRepo('Issue', at, response.data as Issue) };
  },
});

defineMutation('updateIssue', {
  description: 'Updates an Issue.',
  input: (t) => ({
    assigneeIds: t.idList(),
    body: t.string(),
    id: t.id({ required: true }),
    labelIds: t.idList(),
    milestoneId: t.id(),
    projectIds: t.idList(),
    state: t.field({ type: IssueStateEnum }),
    title: t.string(),
  }),
  payload: { issue: IssueRef },
  resolve: async (input, context) => {
    const at = subjectAt(input.id);
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
    return { issue: await issueAfter(context, at, response.data as Issue) };
  },
});

stateMutation('closeIssue', 'Close an issue.', 'closed');
stateMutation('reopenIssue', 'Reopen a issue.', 'open');

defineMutation('addComment', {
  description: 'Adds a comment to an Issue or Pull Request.',
  input: (t) => ({ body: t.string({ required: true }), subjectId: t.id({ required: true }) }),
  payload: {
    commentEdge: (t) =>
      t.field({
        type: IssueCommentConnectionRef.edge,
        resolve: (p) => ({ cursor: '', node: p.comment }) as never,
      }),
    subject: NodeRef,
  },
  resolve: async (input, context) => {
    const at = subjectAt(input.subjectId);
    const response = await createIssueComment(context.forge, at, { body: input.body });
    return {
      comment: inRepo('IssueComment', at, response.data as Comment),
      subject: await readIssueOrPullShape(context, at, at.index),
    };
  },
});

defineMutation('updateIssueComment', {
  description: 'Updates an IssueComment object.',
  input: (t) => ({ body: t.string({ required: true }), id: t.id({ required: true }) }),
  payload: { issueComment: IssueCommentRef },
  resolve: async (input, context) => {
    const at = commentAt(input.id);
    const response = await editIssueComment(context.forge, at, { body: input.body });
    return { issueComment: inRepo('IssueComment', at, response.data as Comment) };
  },
});

defineMutation('deleteIssueComment', {
  description: 'Deletes an IssueComment object.',
  input: (t) => ({ id: t.id({ required: true }) }),
  payload: {},
  resolve: async (input, context) => {
    await deleteIssueComment(context.forge, commentAt(input.id));
    return {};
  },
});

labelsMutation('addLabelsToLabelable', 'Adds labels to a labelable object.', (context, at, labels) =>
  addIssueLabels(context.forge, at, { labels }),
);
labelsMutation(
  'removeLabelsFromLabelable',
  'Removes labels from a Labelable object.',
  async (context, at, labels) => {
    for (const id of labels) await removeIssueLabel(context.forge, { ...at, id });
  },
);

defineMutation('addAssigneesToAssignable', {
  description: 'Adds assignees to an assignable object.',
  input: (t) => ({ assignableId: t.id({ required: true }), assigneeIds: t.idList({ required: true }) }),
  payload: { assignable: AssignableRef },
  resolve: async (input, context) => {
    const at = subjectAt(input.assignableId);
    const current = await readIssueOrPullShape(context, at, at.index);
    const logins = [...(current.assignees ?? []).map((u) => u.login ?? ''), ...loginsOf(input.assigneeIds)];
    await Promise.all(loginsOf(input.assigneeIds).map((login) => readUser(context, login)));
    const response = await updateIssue(context.forge, at, { assignees: [...new Set(logins)] });
    return { assignable: await issueAfter(context, at, response.data as Issue) };
  },
});
