// Writes to issues: addIssueDependency and removeIssueAssignees (whose DELETE route Gitea lacks; the
// gateway then edits the issue's assignee list instead, as routers/api/v1/repo/issue.go allows).

import {
  addIssueDependency,
  editIssue,
  getIssue,
  type IssueArgs,
  removeIssueAssignees,
} from '../../forge/endpoints/index.js';
import { isUnmatchedRoute } from '../../forge/errors.js';
import type { Issue } from '../../forge/types/index.js';
import type { Context } from '../kit/context.js';
import {
  ForbiddenGatewayError,
  NotFoundGatewayError,
  REFUSED_WRITE_ERRORS,
  RepoArchivedGatewayError,
  ValidationGatewayError,
} from '../kit/errors.js';
import { inputTable } from '../kit/input-table.js';
import { invalid, repositoryFields, requireText } from '../kit/inputs.js';
import { issueKey, nodeKey, repoKey } from '../kit/loaders.js';
import { answered, defineMutation, readAfterWrite, writtenObject } from '../kit/mutation.js';
import { IssueRef } from '../kit/refs/issue.js';
import { PullRequestRef } from '../kit/refs/pull-request.js';
import { RepositoryRef } from '../kit/refs/repository.js';
import { INPUTS } from './inputs.js';
import { issueNumberOf, issueOrPullFields, issueOrPullOf } from './issue-or-pull-fields.js';
import { TimelineItemRef } from './timeline.js';

// The forge refuses with 404 (either issue), 423 (archived) and 400 when cross-repository
// dependencies are off (routers/api/v1/repo/issue_dependency.go).
defineMutation('addIssueDependency', {
  input: 'The issue that becomes blocked and the issue that blocks it (IssueMeta).',
  inputFields: (t) => ({ ...repositoryFields(t), ...inputTable(t, INPUTS.AddIssueDependencyInput) }),
  description:
    'Makes an issue depend on (be blocked by) another issue. Forge: POST /repos/{owner}/{repo}/issues/{index}/dependencies, one call.',
  errors: [NotFoundGatewayError, RepoArchivedGatewayError, ValidationGatewayError],
  changes: [IssueRef, PullRequestRef, TimelineItemRef],
  write: async (input, context) => {
    const target = issueOrPullOf(input);
    const dependency = {
      owner:
        input.dependencyOwner == null ? target.owner : requireText(input.dependencyOwner, 'dependencyOwner'),
      repo: input.dependencyRepo == null ? target.repo : requireText(input.dependencyRepo, 'dependencyRepo'),
      index: issueNumberOf(input.dependencyNumber, 'dependencyNumber'),
    };
    // owner and repo go in the body even for a same-repository dependency: Gitea treats an empty
    // one as another repository
    const { data } = await addIssueDependency(context.forge, target, dependency);
    return { issue: data, dependency: issueKey(dependency.owner, dependency.repo, dependency.index) };
  },
  payload: 'The blocked issue and the issue that blocks it.',
  outputFields: (t) => ({
    issue: answered(t, IssueRef, 'issue', 'The issue that is now blocked.'),
    dependency: readAfterWrite(
      t,
      IssueRef,
      'dependency',
      'The issue that blocks it (read only when selected).',
    ),
    repository: t.field({
      type: RepositoryRef,
      description: 'The repository of the blocked issue (one read when selected).',
      resolve: (payload, _args, context) => repositoryKeyOf(context, payload.issue),
    }),
  }),
});

/** The repository of an issue the forge answered, as a loader key. */
const repositoryKeyOf = (context: Context, issue: Issue) =>
  issue.repository ? nodeKey(context, repoKey(issue.repository.owner, issue.repository.name)) : null;

const sameLogin = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * Gitea has no DELETE .../assignees; its way is PATCH .../issues/{index} with the whole
 * new list (current minus removed). A poster without write access is silently ignored there, so a
 * list that still holds a removed user means the change did not take.
 */
async function removeByEditing(
  context: Context,
  args: IssueArgs,
  removed: readonly string[],
): Promise<Issue> {
  const { data: current } = await getIssue(context.forge, args);
  const remaining = (current.assignees ?? [])
    .map((user) => user.login)
    .filter((login) => !removed.some((name) => sameLogin(name, login)));
  const { data: issue } = await editIssue(context.forge, args, { assignees: remaining });
  const kept = (issue.assignees ?? []).filter((user) => removed.some((name) => sameLogin(name, user.login)));
  if (kept.length > 0) {
    throw new ForbiddenGatewayError(
      'the forge kept the assignees: changing them needs write access to the issue',
      {
        upstreamStatus: 201,
      },
    );
  }
  return issue;
}

// The forge refuses with 403, 404 or 422; a forge that has the DELETE route answers 423 on an
// archived repository, as Gitea's archived-repository guard does for its other writes.
defineMutation('removeIssueAssignees', {
  input: 'The issue or pull request and the logins to unassign (IssueAssigneesOption).',
  inputFields: (t) => ({ ...issueOrPullFields(t), ...inputTable(t, INPUTS.RemoveIssueAssigneesInput) }),
  description:
    'Unassigns users from an issue or pull request. Forge: DELETE /repos/{owner}/{repo}/issues/{index}/assignees, one call; on forges without that route (Gitea) GET and PATCH /repos/{owner}/{repo}/issues/{index}, two calls.',
  errors: [...REFUSED_WRITE_ERRORS, RepoArchivedGatewayError],
  changes: [IssueRef, PullRequestRef, TimelineItemRef],
  write: async (input, context) => {
    const args = issueOrPullOf(input);
    if (input.assignees.length === 0) throw invalid('`assignees` needs at least one login', 'assignees');
    const assignees = input.assignees.map((login, index) => requireText(login, `assignees[${index}]`));
    try {
      const { data } = await removeIssueAssignees(context.forge, args, { assignees });
      return { issue: data };
    } catch (error) {
      // Only a missing route falls back; a JSON 404 means the issue itself is missing.
      if (!isUnmatchedRoute(error)) throw error;
      return { issue: await removeByEditing(context, args, assignees) };
    }
  },
  payload: 'The issue without those assignees.',
  outputFields: (t) => ({
    issue: writtenObject(t, IssueRef, 'issue'),
    repository: t.field({
      type: RepositoryRef,
      description: 'The issue’s repository (one read when selected).',
      resolve: (payload, _args, context) => repositoryKeyOf(context, payload.issue),
    }),
  }),
});
