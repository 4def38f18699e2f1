// Edits and deletions of a repository's labels and milestones: updateLabel, deleteLabel and
// deleteMilestone, one forge write each. The node id names the repository, so no read comes first.

import { deleteLabel, editLabel, getLabel } from '../../forge/endpoints/labels.js';
import { deleteMilestone } from '../../forge/endpoints/milestones.js';
import type { EditLabelOption, Label } from '../../forge/types.js';
import {
  defineMutation,
  type PayloadFields,
  readAfterWrite,
  writtenInRepository,
} from '../common/mutation.js';
import { ValidationGatewayError } from '../errors.js';
import { invalid, optionsOf, requiredId, requireText } from '../inputs.js';
import { expectObject, splitRepoKey } from '../loaders.js';
import { PullRequestRef } from '../pull-request/pull-request.js';
import { RepositoryRef } from '../repository/repository.js';
import { IssueRef } from './issue.js';
import { checkedColor, type DecodedKey, decodeNodeId } from './issue-inputs.js';
import { LabelRef, labelsUnder } from './label.js';
import { MilestoneRef } from './milestone.js';

/** A label of a repository (`owner/name` scope): an organization's labels have routes of their own. */
function repositoryLabel(
  labelId: string | number,
): DecodedKey & { repository: { owner: string; repo: string } } {
  const decoded = decodeNodeId(labelId, 'Label', 'labelId');
  if (!decoded.scope.includes('/')) {
    throw invalid('this is an organization’s label: only a repository’s labels are edited here', 'labelId');
  }
  return { ...decoded, repository: splitRepoKey(decoded.scope) };
}

// label.go EditLabel: 404 for an id the repository lacks, 403 without write access, 422 bad color
defineMutation('updateLabel', {
  input: 'EditLabelOption: absent fields stay as they are',
  inputFields: (t) => ({
    labelId: requiredId(t, 'id of a Label node of a repository'),
    name: t.string(),
    color: t.string({ description: '`#rrggbb`, `rrggbb` or `#rgb`' }),
    description: t.string(),
    exclusive: t.boolean({ description: 'an issue carries one label of its scope at most' }),
    isArchived: t.boolean({
      description:
        'the forge unarchives a label when this is not sent: the label’s current value is sent then',
    }),
  }),
  description:
    'Edits a repository’s label (PATCH /repos/{owner}/{repo}/labels/{id}, one call). Gitea unarchives a label whose edit leaves out `is_archived`, so an absent `isArchived` is sent as the label’s current state, which costs one read first (GET /repos/{owner}/{repo}/labels/{id}).',
  changes: [LabelRef],
  write: async (input, context) => {
    const { id, scope, repository } = repositoryLabel(input.labelId);
    const color = input.color == null ? undefined : checkedColor(input.color);
    const body: EditLabelOption = {
      name: input.name == null ? undefined : requireText(input.name, 'name'),
      color,
      ...optionsOf(input, 'description', 'exclusive', 'isArchived'),
    };
    if (Object.values(body).every((value) => value === undefined)) {
      throw new ValidationGatewayError('give at least one field to change', { field: 'name' });
    }
    if (body.is_archived === undefined) {
      const { data: current } = await getLabel(context.forge, { ...repository, id: String(id) });
      body.is_archived = expectObject<Label>(
        current,
        'GET /repos/{owner}/{repo}/labels/{id}',
        'id',
      ).is_archived;
    }
    const { data } = await editLabel(context.forge, { ...repository, id }, body);
    return { label: labelsUnder([data], scope)[0] as Label, repository: scope };
  },
  payload: 'The edited label and its repository.',
  outputFields: (t) => writtenInRepository(t, LabelRef, 'label', 'read only when selected'),
});

/** A deletion's payload: the deleted node's id (to drop it from a client cache) and its repository. */
function deletedPayload(t: PayloadFields<{ deletedId: string; repository: string }>, idField: string) {
  return {
    [idField]: t.id({ nullable: false, resolve: (payload) => payload.deletedId }),
    repository: readAfterWrite(t, RepositoryRef, 'repository', 'read only when selected'),
  };
}

// label.go DeleteLabel: 204, also for an id the repository does not have; 403 without write access
defineMutation('deleteLabel', {
  input: 'the label to delete',
  inputFields: (t) => ({ labelId: requiredId(t, 'id of a Label node of a repository') }),
  description:
    'Deletes a repository’s label and takes it off every issue (DELETE /repos/{owner}/{repo}/labels/{id}, one call, 204). The forge answers 204 for a label that is already gone.',
  changes: [LabelRef, IssueRef, PullRequestRef],
  write: async (input, context) => {
    const { id, scope, repository } = repositoryLabel(input.labelId);
    await deleteLabel(context.forge, { ...repository, id });
    return { deletedId: String(input.labelId), repository: scope };
  },
  payload: 'The deleted label’s id and its repository.',
  outputFields: (t) => deletedPayload(t, 'deletedLabelId'),
});

// milestone.go DeleteMilestone: 404 for a milestone the repository lacks, 403 without write access, 204
defineMutation('deleteMilestone', {
  input: 'the milestone to delete',
  inputFields: (t) => ({ milestoneId: requiredId(t, 'id of a Milestone node') }),
  description:
    'Deletes a milestone; its issues keep no milestone (DELETE /repos/{owner}/{repo}/milestones/{id}, one call, 204).',
  changes: [MilestoneRef, IssueRef, PullRequestRef],
  write: async (input, context) => {
    const { scope, id } = decodeNodeId(input.milestoneId, 'Milestone', 'milestoneId');
    await deleteMilestone(context.forge, { ...splitRepoKey(scope), id });
    return { deletedId: String(input.milestoneId), repository: scope };
  },
  payload: 'The deleted milestone’s id and its repository.',
  outputFields: (t) => deletedPayload(t, 'deletedMilestoneId'),
});
