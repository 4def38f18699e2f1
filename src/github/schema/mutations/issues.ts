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
import { builder } from '../builder.js';
import { IssueCommentConnectionRef } from '../connections.js';
import { IssueClosedStateReasonEnum, IssueStateEnum } from '../enums.js';
import { partsOf } from '../ids.js';
import { readIssueOrPullShape, readUser } from '../reads.js';
import { AssignableRef, IssueCommentRef, IssueRef, LabelableRef, NodeRef } from '../refs.js';
import { type InRepo, inRepo } from '../shapes.js';
import { labelIdsOf, loginsOf, milestoneOf, numberedAt, repositoryAt } from './at.js';
import { type Payload, payloadType } from './payload.js';

async function issueAfter(context: GithubContext, at: InRepo & { index: number }, issue: Issue) {
  return issue.pull_request ? readIssueOrPullShape(context, at, at.index) : inRepo('Issue', at, issue);
}

type IssuePayload = Payload & { issue: unknown };
const issuePayload = (name: string) =>
  payloadType<IssuePayload>(name, (t) => ({
    issue: t.field({ type: IssueRef, resolve: (p) => p.issue as never }),
  }));

const CreateIssuePayload = issuePayload('CreateIssue');
const UpdateIssuePayload = issuePayload('UpdateIssue');
const CloseIssuePayload = issuePayload('CloseIssue');
const ReopenIssuePayload = issuePayload('ReopenIssue');

const CreateIssueInput = builder.inputType('CreateIssueInput', {
  fields: (t) => ({
    assigneeIds: t.idList(),
    body: t.string(),
    clientMutationId: t.string(),
    issueTemplate: t.string(),
    labelIds: t.idList(),
    milestoneId: t.id(),
    projectIds: t.idList(),
    repositoryId: t.id({ required: true }),
    title: t.string({ required: true }),
  }),
});

const UpdateIssueInput = builder.inputType('UpdateIssueInput', {
  fields: (t) => ({
    assigneeIds: t.idList(),
    body: t.string(),
    clientMutationId: t.string(),
    id: t.id({ required: true }),
    labelIds: t.idList(),
    milestoneId: t.id(),
    projectIds: t.idList(),
    state: t.field({ type: IssueStateEnum }),
    title: t.string(),
  }),
});

const CloseIssueInput = builder.inputType('CloseIssueInput', {
  fields: (t) => ({
    clientMutationId: t.string(),
    issueId: t.id({ required: true }),
    stateReason: t.field({ type: IssueClosedStateReasonEnum }),
  }),
});
const ReopenIssueInput = builder.inputType('ReopenIssueInput', {
  fields: (t) => ({ clientMutationId: t.string(), issueId: t.id({ required: true }) }),
});

const AddCommentInput = builder.inputType('AddCommentInput', {
  fields: (t) => ({
    body: t.string({ required: true }),
    clientMutationId: t.string(),
    subjectId: t.id({ required: true }),
  }),
});
const UpdateIssueCommentInput = builder.inputType('UpdateIssueCommentInput', {
  fields: (t) => ({
    body: t.string({ required: true }),
    clientMutationId: t.string(),
    id: t.id({ required: true }),
  }),
});
const DeleteIssueCommentInput = builder.inputType('DeleteIssueCommentInput', {
  fields: (t) => ({ clientMutationId: t.string(), id: t.id({ required: true }) }),
});
const LabelsInput = (name: string) =>
  builder.inputType(name, {
    fields: (t) => ({
      clientMutationId: t.string(),
      labelIds: t.idList({ required: true }),
      labelableId: t.id({ required: true }),
    }),
  });
const AddLabelsInput = LabelsInput('AddLabelsToLabelableInput');
const RemoveLabelsInput = LabelsInput('RemoveLabelsFromLabelableInput');
const AddAssigneesInput = builder.inputType('AddAssigneesToAssignableInput', {
  fields: (t) => ({
    assignableId: t.id({ required: true }),
    assigneeIds: t.idList({ required: true }),
    clientMutationId: t.string(),
  }),
});

const AddCommentPayload = payloadType<Payload & { comment: unknown; subject: unknown }>(
  'AddComment',
  (t) => ({
    commentEdge: t.field({
      type: IssueCommentConnectionRef.edge,
      resolve: (p) => ({ cursor: '', node: p.comment }) as never,
    }),
    subject: t.field({ type: NodeRef, resolve: (p) => p.subject as never }),
  }),
);
const UpdateIssueCommentPayload = payloadType<Payload & { comment: unknown }>('UpdateIssueComment', (t) => ({
  issueComment: t.field({ type: IssueCommentRef, resolve: (p) => p.comment as never }),
}));
const DeleteIssueCommentPayload = payloadType<Payload>('DeleteIssueComment', () => ({}));
const labelablePayload = (name: string) =>
  payloadType<Payload & { labelable: unknown }>(name, (t) => ({
    labelable: t.field({ type: LabelableRef, resolve: (p) => p.labelable as never }),
  }));
const AddLabelsPayload = labelablePayload('AddLabelsToLabelable');
const RemoveLabelsPayload = labelablePayload('RemoveLabelsFromLabelable');
const AddAssigneesPayload = payloadType<Payload & { assignable: unknown }>(
  'AddAssigneesToAssignable',
  (t) => ({
    assignable: t.field({ type: AssignableRef, resolve: (p) => p.assignable as never }),
  }),
);

async function editState(context: GithubContext, id: string, state: 'open' | 'closed') {
  const at = numberedAt(id, 'Issue');
  const response = await updateIssue(context.forge, at, { state });
  return issueAfter(context, at, response.data as Issue);
}

builder.mutationFields((t) => ({
  createIssue: t.field({
    type: CreateIssuePayload,
    description: 'Creates a new issue.',
    args: { input: t.arg({ type: CreateIssueInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const { owner, repo } = repositoryAt(input.repositoryId);
      const response = await createIssue(
        context.forge,
        { owner, repo },
        {
          title: input.title,
          body: input.body ?? undefined,
          labels: input.labelIds ? labelIdsOf(input.labelIds) : undefined,
          assignees: input.assigneeIds ? loginsOf(input.assigneeIds) : undefined,
          milestone: milestoneOf(input.milestoneId),
        },
      );
      return {
        clientMutationId: input.clientMutationId,
        issue: inRepo('Issue', { owner, repo }, response.data as Issue),
      };
    },
  }),
  updateIssue: t.field({
    type: UpdateIssuePayload,
    description: 'Updates an Issue.',
    args: { input: t.arg({ type: UpdateIssueInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const at = numberedAt(String(input.id), 'Issue', 'PullRequest');
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
      return {
        clientMutationId: input.clientMutationId,
        issue: await issueAfter(context, at, response.data as Issue),
      };
    },
  }),
  closeIssue: t.field({
    type: CloseIssuePayload,
    description: 'Close an issue.',
    args: { input: t.arg({ type: CloseIssueInput, required: true }) },
    resolve: async (_root, { input }, context) => ({
      clientMutationId: input.clientMutationId,
      issue: await editState(context, String(input.issueId), 'closed'),
    }),
  }),
  reopenIssue: t.field({
    type: ReopenIssuePayload,
    description: 'Reopen a issue.',
    args: { input: t.arg({ type: ReopenIssueInput, required: true }) },
    resolve: async (_root, { input }, context) => ({
      clientMutationId: input.clientMutationId,
      issue: await editState(context, String(input.issueId), 'open'),
    }),
  }),
  addComment: t.field({
    type: AddCommentPayload,
    description: 'Adds a comment to an Issue or Pull Request.',
    args: { input: t.arg({ type: AddCommentInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const at = numberedAt(String(input.subjectId), 'Issue', 'PullRequest');
      const response = await createIssueComment(context.forge, at, { body: input.body });
      return {
        clientMutationId: input.clientMutationId,
        comment: inRepo('IssueComment', at, response.data as Comment),
        subject: await readIssueOrPullShape(context, at, at.index),
      };
    },
  }),
  updateIssueComment: t.field({
    type: UpdateIssueCommentPayload,
    description: 'Updates an IssueComment object.',
    args: { input: t.arg({ type: UpdateIssueCommentInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const [owner = '', repo = '', id = '0'] = partsOf(String(input.id), 'IssueComment');
      const response = await editIssueComment(
        context.forge,
        { owner, repo, id: Number(id) },
        { body: input.body },
      );
      return {
        clientMutationId: input.clientMutationId,
        comment: inRepo('IssueComment', { owner, repo }, response.data as Comment),
      };
    },
  }),
  deleteIssueComment: t.field({
    type: DeleteIssueCommentPayload,
    description: 'Deletes an IssueComment object.',
    args: { input: t.arg({ type: DeleteIssueCommentInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const [owner = '', repo = '', id = '0'] = partsOf(String(input.id), 'IssueComment');
      await deleteIssueComment(context.forge, { owner, repo, id: Number(id) });
      return { clientMutationId: input.clientMutationId };
    },
  }),
  addLabelsToLabelable: t.field({
    type: AddLabelsPayload,
    description: 'Adds labels to a labelable object.',
    args: { input: t.arg({ type: AddLabelsInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const at = numberedAt(String(input.labelableId), 'Issue', 'PullRequest');
      await addIssueLabels(context.forge, at, { labels: labelIdsOf(input.labelIds) });
      return {
        clientMutationId: input.clientMutationId,
        labelable: await readIssueOrPullShape(context, at, at.index),
      };
    },
  }),
  removeLabelsFromLabelable: t.field({
    type: RemoveLabelsPayload,
    description: 'Removes labels from a Labelable object.',
    args: { input: t.arg({ type: RemoveLabelsInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const at = numberedAt(String(input.labelableId), 'Issue', 'PullRequest');
      for (const id of labelIdsOf(input.labelIds)) await removeIssueLabel(context.forge, { ...at, id });
      return {
        clientMutationId: input.clientMutationId,
        labelable: await readIssueOrPullShape(context, at, at.index),
      };
    },
  }),
  addAssigneesToAssignable: t.field({
    type: AddAssigneesPayload,
    description: 'Adds assignees to an assignable object.',
    args: { input: t.arg({ type: AddAssigneesInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const at = numberedAt(String(input.assignableId), 'Issue', 'PullRequest');
      const current = await readIssueOrPullShape(context, at, at.index);
      const logins = [...(current.assignees ?? []).map((u) => u.login ?? ''), ...loginsOf(input.assigneeIds)];
      await Promise.all(loginsOf(input.assigneeIds).map((login) => readUser(context, login)));
      const response = await updateIssue(context.forge, at, { assignees: [...new Set(logins)] });
      return {
        clientMutationId: input.clientMutationId,
        assignable: await issueAfter(context, at, response.data as Issue),
      };
    },
  }),
}));
