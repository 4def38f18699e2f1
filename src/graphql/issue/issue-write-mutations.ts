// Writes to issues: createIssue (POST /repos/{owner}/{repo}/issues) and, through one PATCH of
// /repos/{owner}/{repo}/issues/{index}, updateIssue, closeIssue and reopenIssue. Each makes exactly one
// forge write; the payload's repository is read only when selected.

import { createIssue, updateIssue } from '../../forge/endpoints/index.js';
import { ForgeError } from '../../forge/errors.js';
import type { CreateIssueOption, EditIssueOption } from '../../forge/types/index.js';
import {
  ConflictGatewayError,
  ForbiddenGatewayError,
  REFUSED_WRITE_ERRORS,
  RepoArchivedGatewayError,
  ValidationGatewayError,
} from '../kit/errors.js';
import { inputTable } from '../kit/input-table.js';
import {
  type InputFields,
  opt,
  optionsOf,
  repositoryFields,
  repositoryOf,
  requiredInt,
  requireText,
} from '../kit/inputs.js';
import { repoKey } from '../kit/loaders.js';
import { defineMutation, writtenInRepository } from '../kit/mutation.js';
import { IssueRef } from '../kit/refs/issue.js';
import { PullRequestRef } from '../kit/refs/pull-request.js';
import { RepositoryRef } from '../kit/refs/repository.js';
import { INPUTS } from './inputs.js';
import { databaseIdOf } from './issue-inputs.js';
import { issueNumberOf } from './issue-or-pull-fields.js';
import { MilestoneRef } from './milestone.js';
import { TimelineItemRef } from './timeline.js';

const issueFields = (t: InputFields) => ({
  ...repositoryFields(t),
  number: requiredInt(t, 'The issue (or pull request) number.'),
});

/** The forge's bare 403 (no body) and 412 say little; say what they mean here. */
async function explained<T>(write: () => Promise<T>, forbidden: string): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof ForgeError && error.status === 403 && /^forge answered/.test(error.message)) {
      throw new ForbiddenGatewayError(forbidden, { upstreamStatus: 403 });
    }
    if (error instanceof ForgeError && error.status === 412) {
      throw new ConflictGatewayError(error.message, { upstreamStatus: 412 });
    }
    throw error;
  }
}

// routers/api/v1/repo/issue.go CreateIssue and the route's middleware (api.go): 404 unknown or hidden
// repository, 423 archived, 422 binding or assignees, 403 without read access to issues
defineMutation('createIssue', {
  on: 'repository',
  input: 'CreateIssueOption',
  inputFields: (t) => inputTable(t, INPUTS.CreateIssueInput),
  description:
    'Opens an issue (POST /repos/{owner}/{repo}/issues, one call). Assignees, labels, milestone and due date are kept only when the caller may write to the repository; the forge drops them silently otherwise, as the returned issue shows. ForbiddenError when the repository’s owner blocked the caller.',
  errors: [...REFUSED_WRITE_ERRORS, RepoArchivedGatewayError],
  changes: [IssueRef, RepositoryRef, MilestoneRef],
  write: async (input, context, repository) => {
    const scope = repoKey(repository.owner, repository.repo);
    const body: CreateIssueOption = {
      title: requireText(input.title, 'title'),
      body: opt(input.body),
      assignees: input.assignees?.map((login, i) => requireText(login, `assignees[${i}]`)),
      labels: input.labelIds?.map((id, i) => databaseIdOf(id, 'Label', `labelIds[${i}]`, repository)),
      milestone:
        input.milestoneId == null
          ? undefined
          : databaseIdOf(input.milestoneId, 'Milestone', 'milestoneId', repository),
      due_date: input.dueDate?.toISOString(),
      ...optionsOf(input, 'ref', 'closed'),
    };
    const { data } = await createIssue(context.forge, repository, body);
    return { issue: data, repository: scope };
  },
  payload: 'The new issue and its repository.',
  outputFields: (t) =>
    writtenInRepository(t, IssueRef, 'issue', 'The issue’s repository, read only when selected.'),
});

// EditIssue: 404 issue, 403 (empty body) for a caller who is neither its author nor a writer,
// 423 archived (the sandbox's guard), 422 assignees or milestone, 400 binding
defineMutation('updateIssue', {
  input: 'EditIssueOption (without `state`: see closeIssue and reopenIssue)',
  inputFields: (t) => ({ ...issueFields(t), ...inputTable(t, INPUTS.UpdateIssueInput) }),
  description:
    'Edits an issue (PATCH /repos/{owner}/{repo}/issues/{index}, one call). Its author may change the title, text and ref; assignees, milestone and due date change only for callers with write access (the forge ignores them otherwise, as the returned issue shows).',
  errors: [...REFUSED_WRITE_ERRORS, RepoArchivedGatewayError],
  changes: [IssueRef, PullRequestRef, TimelineItemRef, MilestoneRef],
  write: async (input, context) => {
    const repository = repositoryOf(input);
    const args = { ...repository, index: issueNumberOf(input.number, 'number') };
    const body: EditIssueOption = {
      title: input.title == null ? undefined : requireText(input.title, 'title'),
      body: opt(input.body),
      assignees: input.assignees?.map((login, i) => requireText(login, `assignees[${i}]`)),
      ref: opt(input.ref),
    };
    if (input.milestoneId !== undefined) {
      body.milestone =
        input.milestoneId === null
          ? 0
          : databaseIdOf(input.milestoneId, 'Milestone', 'milestoneId', repository);
    }
    if (input.dueDate !== undefined) {
      if (input.dueDate === null) body.unset_due_date = true;
      else body.due_date = input.dueDate.toISOString();
    }
    if (Object.values(body).every((value) => value === undefined)) {
      throw new ValidationGatewayError('give at least one field to change', { field: 'title' });
    }
    const { data } = await explained(
      () => updateIssue(context.forge, args, body),
      'you may not edit this issue: it takes being its author or having write access to the repository',
    );
    return { issue: data, repository: repoKey(repository.owner, repository.repo) };
  },
  payload: 'The edited issue and its repository.',
  outputFields: (t) =>
    writtenInRepository(t, IssueRef, 'issue', 'The issue’s repository, read only when selected.'),
});

for (const [name, state] of [
  ['closeIssue', 'closed'],
  ['reopenIssue', 'open'],
] as const) {
  const _typeName = name === 'closeIssue' ? 'CloseIssue' : 'ReopenIssue';
  // EditIssue with `state`: 403 as above, 412 for a merged pull request or open dependencies (ConflictError)
  defineMutation(name, {
    input: `EditIssueOption with state ${state}`,
    inputFields: (t) => issueFields(t),
    description:
      state === 'closed'
        ? 'Closes an issue or pull request, setting `closedAt` (PATCH /repos/{owner}/{repo}/issues/{index} with state closed, one call). Closing a closed issue changes nothing; while an issue it depends on is open the forge refuses (ConflictError, its 412).'
        : 'Reopens a closed issue or pull request (PATCH /repos/{owner}/{repo}/issues/{index} with state open, one call); a merged pull request cannot be reopened (ConflictError).',
    errors: [...REFUSED_WRITE_ERRORS, RepoArchivedGatewayError, ConflictGatewayError],
    changes: [IssueRef, PullRequestRef, TimelineItemRef, MilestoneRef, RepositoryRef],
    write: async (input, context) => {
      const repository = repositoryOf(input);
      const args = { ...repository, index: issueNumberOf(input.number, 'number') };
      const { data } = await explained(
        () => updateIssue(context.forge, args, { state }),
        'you may not change this issue’s state: it takes being its author or having write access to the repository',
      );
      return { issue: data, repository: repoKey(repository.owner, repository.repo) };
    },
    payload:
      state === 'closed' ? 'The closed issue and its repository.' : 'The reopened issue and its repository.',
    outputFields: (t) =>
      writtenInRepository(t, IssueRef, 'issue', 'The issue’s repository, read only when selected.'),
  });
}
