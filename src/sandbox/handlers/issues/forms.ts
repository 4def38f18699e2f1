// The request bodies of issues, labels, milestones, comments, reactions and times, as Gitea's modules/structs and services/forms declare them.
import { goStruct } from '../../http/binding.js';

export const CreateIssueCommentOption = goStruct('CreateIssueCommentOption', { body: 'string Required' });

export const EditIssueCommentOption = goStruct('EditIssueCommentOption', { body: 'string Required' });

export const AddTimeOption = goStruct('AddTimeOption', {
  time: 'int Required',
  created: 'time',
  user_name: 'string:User',
});

export const CreateIssueOption = goStruct('CreateIssueOption', {
  title: 'string Required',
  assignee: 'string',
  assignees: 'strings',
  body: 'string',
  closed: 'bool',
  due_date: 'time:Deadline',
  labels: 'ints',
  milestone: 'int',
  ref: 'string',
});

export const EditIssueOption = goStruct('EditIssueOption', {
  title: 'string',
  body: 'string',
  assignee: 'string',
  assignees: 'strings',
  milestone: 'int',
  state: 'string',
  ref: 'string',
  due_date: 'time:Deadline',
  unset_due_date: 'bool:RemoveDeadline',
});

export const IssueMeta = goStruct('IssueMeta', { index: 'int', owner: 'string', repo: 'string:Name' });

export const IssueAssigneesOption = goStruct('IssueAssigneesOption', { assignees: 'strings Required' });

/** A label's fields as EditLabelOption declares them; CreateLabelOption requires its name and color. */
const labelFields = {
  name: 'string',
  exclusive: 'bool',
  color: 'string',
  description: 'string',
  is_archived: 'bool',
} as const;

export const CreateLabelOption = goStruct('CreateLabelOption', {
  ...labelFields,
  name: 'string Required',
  color: 'string Required',
});

export const CreateMilestoneOption = goStruct('CreateMilestoneOption', {
  title: 'string',
  description: 'string',
  due_on: 'time:Deadline',
  state: 'string',
});

export const EditReactionOption = goStruct('EditReactionOption', { content: 'string:Reaction' });

export const EditMilestoneOption = { ...CreateMilestoneOption, name: 'EditMilestoneOption' };

export const EditAttachmentOptions = goStruct('EditAttachmentOptions', { name: 'string' });

/** every field a pointer: an absent one keeps the label's value (but see is_archived in editLabel) */
export const EditLabelOption = goStruct('EditLabelOption', labelFields);

export const EditDeadlineOption = goStruct('EditDeadlineOption', { due_date: 'time:Deadline' });
