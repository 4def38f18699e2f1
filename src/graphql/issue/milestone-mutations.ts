// Writes to milestones: createMilestone (POST /repos/{owner}/{repo}/milestones) and updateMilestone
// (PATCH /repos/{owner}/{repo}/milestones/{id}), one forge write each.

import { createMilestone, editMilestone } from '../../forge/endpoints/index.js';
import type { EditMilestoneOption } from '../../forge/types/index.js';
import { ValidationGatewayError } from '../kit/errors.js';
import { inputTable } from '../kit/input-table.js';
import { opt, requireText } from '../kit/inputs.js';
import { repoKey, splitRepoKey } from '../kit/loaders.js';
import { defineMutation, writtenInRepository } from '../kit/mutation.js';
import { RepositoryRef } from '../kit/refs/repository.js';
import { INPUTS } from './inputs.js';
import { decodeNodeId } from './issue-inputs.js';
import { MilestoneRef, milestoneUnder } from './milestone.js';

// milestone.go CreateMilestone / EditMilestone: 404, 403 without write access, 422 binding
defineMutation('createMilestone', {
  on: 'repository',
  input: 'CreateMilestoneOption',
  inputFields: (t) => inputTable(t, INPUTS.CreateMilestoneInput),
  description: 'Creates a milestone in a repository (POST /repos/{owner}/{repo}/milestones, one call).',
  changes: [MilestoneRef, RepositoryRef],
  write: async (input, context, repository) => {
    const { data } = await createMilestone(context.forge, repository, {
      title: requireText(input.title, 'title'),
      description: opt(input.description),
      due_on: input.dueOn?.toISOString(),
      state: opt(input.state),
    });
    const scope = repoKey(repository.owner, repository.repo);
    return { milestone: milestoneUnder(data, scope), repository: scope };
  },
  payload: 'The new milestone and its repository.',
  outputFields: (t) => writtenInRepository(t, MilestoneRef, 'milestone', 'Read only when selected.'),
});

defineMutation('updateMilestone', {
  input: 'EditMilestoneOption',
  inputFields: (t) => inputTable(t, INPUTS.UpdateMilestoneInput),
  description: 'Edits a milestone (PATCH /repos/{owner}/{repo}/milestones/{id}, one call).',
  changes: [MilestoneRef],
  write: async (input, context) => {
    const { scope, id } = decodeNodeId(input.milestoneId, 'Milestone', 'milestoneId');
    const repository = splitRepoKey(scope);
    const body: EditMilestoneOption = {
      title: input.title == null ? undefined : requireText(input.title, 'title'),
      description: opt(input.description),
      due_on: input.dueOn?.toISOString(),
      state: opt(input.state),
    };
    if (Object.values(body).every((value) => value === undefined)) {
      throw new ValidationGatewayError('give at least one field to change', { field: 'title' });
    }
    const { data } = await editMilestone(context.forge, { ...repository, id }, body);
    return { milestone: milestoneUnder(data, scope), repository: scope };
  },
  payload: 'The edited milestone and its repository.',
  outputFields: (t) => writtenInRepository(t, MilestoneRef, 'milestone', 'Read only when selected.'),
});
