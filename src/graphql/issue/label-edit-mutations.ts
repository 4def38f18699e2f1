// Edits and deletions of labels (a repository's or an organization's) and milestones: updateLabel,
// deleteLabel and deleteMilestone, one forge write each. The node id names the owner, so no read comes first.

import { deleteMilestone } from '../../forge/endpoints/index.js';
import type { EditLabelOption, Label } from '../../forge/types/index.js';
import type { Context } from '../kit/context.js';
import { ValidationGatewayError } from '../kit/errors.js';
import { inputTable } from '../kit/input-table.js';
import { optionsOf, requiredId, requireText } from '../kit/inputs.js';
import { splitRepoKey } from '../kit/loaders.js';
import { type Changes, defineMutation, writtenInRepository } from '../kit/mutation.js';
import { deletedFrom } from '../kit/mutation-deletion.js';
import { IssueRef } from '../kit/refs/issue.js';
import { PullRequestRef } from '../kit/refs/pull-request.js';
import { RepositoryRef } from '../kit/refs/repository.js';
import { INPUTS } from './inputs.js';
import { checkedColor, decodeNodeId } from './issue-inputs.js';
import { LabelRef, labelsUnder } from './label.js';
import { labelOwner } from './label-owner.js';
import { MilestoneRef } from './milestone.js';

// label.go EditLabel (repo and org): 404 for an id the owner lacks, 403 without write access or ownership, 422 color
defineMutation('updateLabel', {
  input: 'EditLabelOption: absent fields stay as they are',
  inputFields: (t) => inputTable(t, INPUTS.UpdateLabelInput),
  description:
    'Edits a repository’s label (PATCH /repos/{owner}/{repo}/labels/{id}, one call) or an organization’s (PATCH /orgs/{org}/labels/{id}, owners only). Gitea unarchives a label whose edit leaves out `is_archived`, so an absent `isArchived` is sent as the label’s current state, which costs one read first (GET …/labels/{id}).',
  changes: [LabelRef],
  write: async (input, context) => {
    const owner = labelOwner(input.labelId);
    const color = input.color == null ? undefined : checkedColor(input.color);
    const body: EditLabelOption = {
      name: input.name == null ? undefined : requireText(input.name, 'name'),
      color,
      ...optionsOf(input, 'description', 'exclusive', 'isArchived'),
    };
    if (Object.values(body).every((value) => value === undefined)) {
      throw new ValidationGatewayError('give at least one field to change', { field: 'name' });
    }
    if (body.is_archived === undefined) body.is_archived = (await owner.read(context)).is_archived;
    const { data } = await owner.edit(context, body);
    return { label: labelsUnder([data], owner.scope)[0] as Label, repository: owner.repository };
  },
  payload: 'The edited label and its repository (null for an organization’s label).',
  outputFields: (t) => writtenInRepository(t, LabelRef, 'label', 'Read only when selected.'),
});

/**
 * deleteLabel and deleteMilestone: the input is the node's id alone (`labelId`, `milestoneId`), the write
 * one DELETE, the payload the id the node had and its repository. They differ in how the id leads to a
 * route (`remove`, which answers the repository's key, if any), in what they change and in their words.
 */
function defineIdDeletion(
  name: 'deleteLabel' | 'deleteMilestone',
  typename: 'Label' | 'Milestone',
  remove: (id: string, context: Context) => Promise<string | undefined>,
  row: { id: string; description: string; changes: Changes; payload: string },
) {
  const idField = `${typename.toLowerCase()}Id`;
  defineMutation(name, {
    input: `The ${typename.toLowerCase()} to delete.`,
    inputFields: (t) => ({ [idField]: requiredId(t, row.id) }),
    description: row.description,
    changes: row.changes,
    write: async (input, context) => {
      const id = String(input[idField]);
      return { deletedId: id, repository: await remove(id, context) };
    },
    payload: row.payload,
    outputFields: (t) =>
      deletedFrom(t, `deleted${typename}Id`, ['repository', RepositoryRef, 'Read only when selected.']),
  });
}

// label.go DeleteLabel (repo and org): 204, also for an id the owner does not have; 403 without write access or ownership
defineIdDeletion(
  'deleteLabel',
  'Label',
  async (labelId, context) => {
    const owner = labelOwner(labelId);
    await owner.remove(context);
    return owner.repository;
  },
  {
    id: 'Id of a Label node of a repository or an organization.',
    description:
      'Deletes a repository’s label (DELETE /repos/{owner}/{repo}/labels/{id}) or an organization’s (DELETE /orgs/{org}/labels/{id}, owners only) and takes it off every issue: one call, 204. The forge answers 204 for a label that is already gone.',
    changes: [LabelRef, IssueRef, PullRequestRef],
    payload: 'The deleted label’s id and its repository (null for an organization’s label).',
  },
);

// milestone.go DeleteMilestone: 404 for a milestone the repository lacks, 403 without write access, 204
defineIdDeletion(
  'deleteMilestone',
  'Milestone',
  async (milestoneId, context) => {
    const { scope, id } = decodeNodeId(milestoneId, 'Milestone', 'milestoneId');
    await deleteMilestone(context.forge, { ...splitRepoKey(scope), id });
    return scope;
  },
  {
    id: 'Id of a Milestone node.',
    description:
      'Deletes a milestone; its issues keep no milestone (DELETE /repos/{owner}/{repo}/milestones/{id}, one call, 204).',
    changes: [MilestoneRef, IssueRef, PullRequestRef],
    payload: 'The deleted milestone’s id and its repository.',
  },
);
