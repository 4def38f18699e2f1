// Deleting an issue and setting its due date (routers/api/v1/repo/issue.go DeleteIssue and
// UpdateIssueDeadline), one forge write each.

import { deleteIssue, setIssueDeadline } from '../../forge/endpoints/index.js';
import { encodeGlobalID } from '../kit/global-id.js';
import { inputTable } from '../kit/input-table.js';
import { repositoryOf } from '../kit/inputs.js';
import { issueKey, repoKey } from '../kit/loaders.js';
import { defineMutation, readAfterWrite } from '../kit/mutation.js';
import { deletedFrom } from '../kit/mutation-deletion.js';
import { IssueRef } from '../kit/refs/issue.js';
import { PullRequestRef } from '../kit/refs/pull-request.js';
import { RepositoryRef } from '../kit/refs/repository.js';
import { INPUTS } from './inputs.js';
import { issueNumberOf, issueOrPullFields } from './issue-or-pull-fields.js';
import { TimelineItemRef } from './timeline.js';

// issue.go DeleteIssue behind reqAdmin: 403 for all but repository and site admins, 404 for the issue
defineMutation('deleteIssue', {
  input: 'The issue or pull request to delete.',
  inputFields: issueOrPullFields,
  description:
    'Deletes an issue or pull request with its comments (DELETE /repos/{owner}/{repo}/issues/{index}, one call, 204). Only the repository’s administrators may (ForbiddenError for everyone else, its author included).',
  changes: [IssueRef, PullRequestRef, TimelineItemRef, RepositoryRef],
  write: async (input, context) => {
    const repository = repositoryOf(input);
    const index = issueNumberOf(input.number, 'number');
    await deleteIssue(context.forge, { ...repository, index });
    const key = issueKey(repository.owner, repository.repo, index);
    return {
      deletedId: encodeGlobalID('Issue', key),
      repository: repoKey(repository.owner, repository.repo),
    };
  },
  payload: 'The deleted issue’s id (as an Issue node; to drop it from a client cache) and its repository.',
  outputFields: (t) =>
    deletedFrom(t, 'deletedIssueId', ['repository', RepositoryRef, 'Read only when selected.']),
});

// issue.go UpdateIssueDeadline: 404 for the issue, 403 "Not repo writer", 201 IssueDeadline
defineMutation('setIssueDueDate', {
  input: 'EditDeadlineOption',
  inputFields: (t) => ({ ...issueOrPullFields(t), ...inputTable(t, INPUTS.SetIssueDueDateInput) }),
  description:
    'Sets or removes the due date of an issue or pull request (POST /repos/{owner}/{repo}/issues/{index}/deadline, one call). Writers of the repository only.',
  changes: [IssueRef, PullRequestRef],
  write: async (input, context) => {
    const repository = repositoryOf(input);
    const index = issueNumberOf(input.number, 'number');
    const { data } = await setIssueDeadline(
      context.forge,
      { ...repository, index },
      { due_date: input.dueDate ? input.dueDate.toISOString() : null },
    );
    const due = data && typeof data === 'object' ? data.due_date : null;
    return { dueDate: due ? new Date(due) : null, issue: issueKey(repository.owner, repository.repo, index) };
  },
  payload: 'The due date the forge kept, and the issue.',
  outputFields: (t) => ({
    dueDate: t.expose('dueDate', {
      type: 'DateTime',
      description: 'The due date after the write; null when removed.',
    }),
    issue: readAfterWrite(t, IssueRef, 'issue', 'The issue, read only when selected (one call).'),
  }),
});
