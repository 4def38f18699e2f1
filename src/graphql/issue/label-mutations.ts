// Writes to an issue's labels and to labels: addLabelsToIssue, replaceIssueLabels, clearIssueLabels,
// removeLabelFromIssue and createLabel. One forge write each; removeLabelFromIssue by name reads the label first.

import {
  addIssueLabels,
  clearIssueLabels,
  createLabel,
  getLabel,
  removeIssueLabel,
  replaceIssueLabels,
} from '../../forge/endpoints/index.js';
import { ForgeError } from '../../forge/errors.js';
import type { Label } from '../../forge/types/index.js';
import type { Context } from '../kit/context.js';
import { ForbiddenGatewayError } from '../kit/errors.js';
import { inputTable } from '../kit/input-table.js';
import { type InputFields, invalid, repositoryOf, requireText } from '../kit/inputs.js';
import { expectObject, issueKey, nodeKey, repoKey } from '../kit/loaders.js';
import { defineMutation, type PayloadFields, readAfterWrite, writtenInRepository } from '../kit/mutation.js';
import { IssueRef } from '../kit/refs/issue.js';
import { PullRequestRef } from '../kit/refs/pull-request.js';
import { RepositoryRef } from '../kit/refs/repository.js';
import { INPUTS } from './inputs.js';
import { databaseIdOf, decodeNodeId } from './issue-inputs.js';
import { issueNumberOf, issueOrPullFields } from './issue-or-pull-fields.js';
import { LabelRef, labelsUnder } from './label.js';
import { newLabelBody, newLabelFields } from './label-owner.js';
import { TimelineItemRef } from './timeline.js';

/** A bare 403 (no body) from the issue-label routes means the caller lacks write access. */
async function writerOnly<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof ForgeError && error.status === 403 && /^forge answered/.test(error.message)) {
      throw new ForbiddenGatewayError('changing an issue’s labels takes write access to the repository', {
        upstreamStatus: 403,
      });
    }
    throw error;
  }
}

/** The input of the writes that set an issue's labels: the issue, and its labels by node id or by name. */
const issueLabelsFields = (t: InputFields) => ({
  ...issueOrPullFields(t),
  ...inputTable(t, INPUTS.IssueLabels),
});

interface IssueLabelsInput {
  owner: string;
  repo: string;
  number: number;
  labelIds?: readonly (string | number)[] | null;
  labelNames?: readonly string[] | null;
}

type LabelsWrite = typeof addIssueLabels | typeof replaceIssueLabels;

/** Sends the labels (ids or names, never both) with `send`; answers every label the issue then has. */
async function writeIssueLabels(input: IssueLabelsInput, context: Context, send: LabelsWrite) {
  const repository = repositoryOf(input);
  const args = { ...repository, index: issueNumberOf(input.number, 'number') };
  const ids = input.labelIds ?? [];
  const names = input.labelNames ?? [];
  if (ids.length > 0 === names.length > 0) {
    throw invalid('give the labels as `labelIds` or as `labelNames`: one of them, not empty', 'labelIds');
  }
  const labels =
    ids.length > 0
      ? ids.map((id, i) => databaseIdOf(id, 'Label', `labelIds[${i}]`, repository))
      : names.map((name, i) => requireText(name, `labelNames[${i}]`));
  const { data } = await writerOnly(() => send(context.forge, args, { labels }));
  const scope = repoKey(repository.owner, repository.repo);
  return {
    labels: Array.isArray(data) ? labelsUnder(data, scope) : [],
    issue: issueKey(repository.owner, repository.repo, args.index),
  };
}

const issueLabelsPayload = (t: PayloadFields<{ labels: Label[]; issue: string }>) => ({
  labels: t.expose('labels', {
    type: [LabelRef],
    nullable: false,
    description: 'The issue’s labels after the write, as the forge answered.',
  }),
  issue: readAfterWrite(
    t,
    IssueRef,
    'issue',
    'The issue with its labels, read only when selected (one call).',
  ),
});

/** A write that sets an issue's labels: the same input, checks and payload; only the route and its words differ. */
function issueLabelsMutation(name: string, send: LabelsWrite, description: string, payload: string) {
  defineMutation(name, {
    input: 'IssueLabelsOption: labels by node id or by name, not both',
    inputFields: issueLabelsFields,
    description,
    changes: [IssueRef, PullRequestRef, TimelineItemRef],
    write: (input, context) => writeIssueLabels(input, context, send),
    payload,
    outputFields: issueLabelsPayload,
  });
}

// issue_label.go AddIssueLabels: 404 issue, 403 without write access, 400 ids mixed with names, 422 binding
issueLabelsMutation(
  'addLabelsToIssue',
  addIssueLabels,
  'Adds labels to an issue or pull request (POST /repos/{owner}/{repo}/issues/{index}/labels, one call). Names the repository does not have are ignored by the forge; an exclusive `scope/name` label replaces the issue’s other labels of its scope.',
  'All the labels the issue now has, and the issue.',
);

// issue_label.go ReplaceIssueLabels: the checks of AddIssueLabels, then the given labels replace the rest
issueLabelsMutation(
  'replaceIssueLabels',
  replaceIssueLabels,
  'Replaces every label of an issue or pull request with the given ones (PUT /repos/{owner}/{repo}/issues/{index}/labels, one call). Names the repository does not have are ignored by the forge; `clearIssueLabels` removes them all.',
  'The labels the issue now has, and the issue.',
);

// issue_label.go ClearIssueLabels: 404 issue, 403 (empty body) without write access, 204
defineMutation('clearIssueLabels', {
  input: 'The issue or pull request.',
  inputFields: issueOrPullFields,
  description:
    'Removes every label of an issue or pull request (DELETE /repos/{owner}/{repo}/issues/{index}/labels, one call, 204).',
  changes: [IssueRef, PullRequestRef, TimelineItemRef],
  write: async (input, context) => {
    const repository = repositoryOf(input);
    const index = issueNumberOf(input.number, 'number');
    await writerOnly(() => clearIssueLabels(context.forge, { ...repository, index }));
    return { issue: issueKey(repository.owner, repository.repo, index) };
  },
  payload: 'The issue, now without labels.',
  outputFields: (t) => ({
    issue: readAfterWrite(t, IssueRef, 'issue', 'The issue, read only when selected (one call).'),
  }),
});

// issue_label.go DeleteIssueLabel: 404 issue, 403 (empty body) without write access, 422 unknown label
defineMutation('removeLabelFromIssue', {
  input: 'The label by node id or by name.',
  inputFields: (t) => ({ ...issueOrPullFields(t), ...inputTable(t, INPUTS.RemoveLabelFromIssueInput) }),
  description:
    'Removes a label from an issue or pull request (DELETE /repos/{owner}/{repo}/issues/{index}/labels/{id}, one call). Given `labelName`, it first reads the label to learn its id (GET /repos/{owner}/{repo}/labels/{name}): two calls. Removing a label the issue does not carry succeeds.',
  changes: [IssueRef, PullRequestRef, TimelineItemRef],
  calls: 2,
  write: async (input, context) => {
    const repository = repositoryOf(input);
    const args = { ...repository, index: issueNumberOf(input.number, 'number') };
    if ((input.labelId == null) === (input.labelName == null)) {
      throw invalid('give the label as `labelId` or as `labelName`, exactly one of them', 'labelId');
    }
    let label: Label | string;
    let id: number;
    if (input.labelId != null) {
      const decoded = decodeNodeId(input.labelId, 'Label', 'labelId');
      id = decoded.id;
      label = `${decoded.scope}:${decoded.id}`;
    } else {
      const name = requireText(input.labelName, 'labelName');
      const { data } = await getLabel(context.forge, { ...repository, id: name });
      label = labelsUnder(
        [expectObject<Label>(data, 'GET /repos/{owner}/{repo}/labels/{id}', 'id')],
        repoKey(repository.owner, repository.repo),
      )[0] as Label;
      id = label.id;
    }
    await writerOnly(() => removeIssueLabel(context.forge, { ...args, id }));
    return { label, issue: issueKey(repository.owner, repository.repo, args.index) };
  },
  payload: 'The label taken off, and the issue.',
  outputFields: (t) => ({
    label: t.field({
      type: LabelRef,
      description: 'The label (read only when selected and given by id).',
      resolve: (payload, _args, context) =>
        typeof payload.label === 'string' ? nodeKey(context, payload.label) : payload.label,
    }),
    issue: readAfterWrite(
      t,
      IssueRef,
      'issue',
      'The issue without the label, read only when selected (one call).',
    ),
  }),
});

// label.go CreateLabel: 404 repository, 403 without write access, 422 binding or color
defineMutation('createLabel', {
  on: 'repository',
  input: 'CreateLabelOption',
  inputFields: newLabelFields,
  description: 'Creates a label in a repository (POST /repos/{owner}/{repo}/labels, one call).',
  changes: [LabelRef, RepositoryRef],
  write: async (input, context, repository) => {
    const { data } = await createLabel(context.forge, repository, newLabelBody(input));
    const scope = repoKey(repository.owner, repository.repo);
    return { label: labelsUnder([data], scope)[0] as Label, repository: scope };
  },
  payload: 'The new label and its repository.',
  outputFields: (t) => writtenInRepository(t, LabelRef, 'label', 'Read only when selected.'),
});
