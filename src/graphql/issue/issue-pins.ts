// Pinned issues and pull requests (routers/api/v1/repo/issue_pin.go): the repository's pinned lists,
// whether one more may be pinned, and pinIssue / unpinIssue / moveIssuePin. The forge caps each kind at
// setting.Repository.Issue.MaxPinned (3 by default) and lets only repository admins change pins.

import {
  getNewPinAllowed,
  listPinnedIssues,
  listPinnedPullRequests,
  moveIssuePin,
  pinIssue,
  unpinIssue,
} from '../../forge/endpoints/index.js';
import { unexpectedShape } from '../../forge/errors.js';
import type { Issue, NewIssuePinsAllowed, PullRequest } from '../../forge/types/index.js';
import { forgeFlags } from '../kit/account-fields.js';
import { builder } from '../kit/builder.js';
import { type Context, memoize } from '../kit/context.js';
import { invalid, requiredInt } from '../kit/inputs.js';
import { issueKey, repoKey } from '../kit/loaders.js';
import { defineMutation, type PayloadFields, readAfterWrite } from '../kit/mutation.js';
import { listConnection, listField, wholeList } from '../kit/paged-field.js';
import { fromRef } from '../kit/prefetch.js';
import { IssueRef } from '../kit/refs/issue.js';
import { PullRequestConnection, PullRequestRef } from '../kit/refs/pull-request.js';
import { type RepoRef, RepositoryRef, repoListKey, repoRefOf } from '../kit/refs/repository.js';
import { IssueConnection, primed } from './issue-list.js';
import { issueOrPullFields, issueOrPullOf } from './issue-or-pull-fields.js';

const pinnedIssues = wholeList<RepoRef, object, Issue>({
  endpoint: listPinnedIssues,
  key: repoListKey,
  fetch: (context, ref) => primed(context, listPinnedIssues(context.forge, ref)),
});

const pinnedPullRequests = wholeList<RepoRef, object, PullRequest>({
  endpoint: listPinnedPullRequests,
  key: repoListKey,
  fetch: (context, ref) => listPinnedPullRequests(context.forge, ref),
});

const NewPinAllowedRef = builder.objectRef<NewIssuePinsAllowed>('NewPinAllowed').implement({
  description: 'Whether one more issue, and one more pull request, may be pinned.',
  fields: (t) =>
    forgeFlags(t, {
      issues: ['issues', 'Whether another issue may be pinned.'],
      pullRequests: ['pull_requests', 'Whether another pull request may be pinned.'],
    }),
});

function newPinAllowed(context: Context, ref: RepoRef): Promise<NewIssuePinsAllowed> {
  return memoize(context, `Repository.newPinAllowed:${repoListKey(ref)}`, async () => {
    const { data } = await getNewPinAllowed(context.forge, ref);
    if (!data || typeof data !== 'object') throw unexpectedShape('GET /repos/{owner}/{repo}/new_pin_allowed');
    return data;
  });
}

builder.objectFields(RepositoryRef, (t) => ({
  pinnedIssues: listConnection(
    t,
    IssueConnection,
    listField(pinnedIssues, repoRefOf),
    'Issues pinned at the top of the issue list, in pin order (GET /repos/{owner}/{repo}/issues/pinned: the forge answers all of them in one call; at most setting.Repository.Issue.MaxPinned, 3 by default).',
  ),
  pinnedPullRequests: listConnection(
    t,
    PullRequestConnection,
    listField(pinnedPullRequests, repoRefOf),
    'Pull requests pinned at the top of the pull request list, in pin order (GET /repos/{owner}/{repo}/pulls/pinned, one call for all of them).',
  ),
  newPinAllowed: t.field({
    type: NewPinAllowedRef,
    description:
      'Whether the pinned lists have room for one more issue and one more pull request (GET /repos/{owner}/{repo}/new_pin_allowed, one call).',
    ...fromRef(newPinAllowed, repoRefOf),
  }),
  viewerCanPin: t.boolean({
    nullable: false,
    description:
      'Whether the caller may pin, unpin and move pins: a repository admin (the forge’s reqAdmin), read from the repository’s `permissions` without another call.',
    resolve: (repository) => repository.permissions?.admin === true,
  }),
}));

const PIN_ROUTE = '…/issues/{index}/pin';

const pinMutation = (name: string, pin: boolean) =>
  defineMutation(name, {
    input: pin ? 'The issue or pull request to pin.' : 'The issue or pull request to unpin.',
    inputFields: (t) => ({ ...issueOrPullFields(t) }),
    description: pin
      ? `Pins an issue or pull request at the top of its list, after the pins already there (POST ${PIN_ROUTE}, one call). ForbiddenError unless the caller is a repository admin; ValidationError when the kind's pins are at the forge's maximum (3 by default); NotFoundError for an unknown issue.`
      : `Unpins an issue or pull request; the pins after it move up (DELETE ${PIN_ROUTE}, one call). One that is not pinned stays so without an error. ForbiddenError unless the caller is a repository admin.`,
    changes: [IssueRef, PullRequestRef],
    write: async (input, context) => {
      const target = issueOrPullOf(input);
      await (pin ? pinIssue : unpinIssue)(context.forge, target);
      return pinPayload(target);
    },
    payload: 'The issue or pull request and its repository.',
    outputFields: pinOutputFields,
  });

interface PinPayload {
  issue: string;
  repository: string;
}

const pinPayload = (target: RepoRef & { index: number }): PinPayload => ({
  issue: issueKey(target.owner, target.repo, target.index),
  repository: repoKey(target.owner, target.repo),
});

const pinOutputFields = (t: PayloadFields<PinPayload>) => ({
  issue: readAfterWrite(t, IssueRef, 'issue', 'The issue or pull request, read only when selected.'),
  repository: readAfterWrite(
    t,
    RepositoryRef,
    'repository',
    'Its repository (the pinned lists), read only when selected.',
  ),
});

pinMutation('pinIssue', true);
pinMutation('unpinIssue', false);

defineMutation('moveIssuePin', {
  input: 'A pinned issue or pull request and its new place.',
  inputFields: (t) => ({
    ...issueOrPullFields(t),
    position: requiredInt(t, 'The new place in the pinned list, from 1.'),
  }),
  description: `Moves a pinned issue or pull request to \`position\`; the pins between its old and new place shift by one (PATCH ${PIN_ROUTE}/{position}, one call). A position below 1 is a ValidationError without a call; ForbiddenError unless the caller is a repository admin. The forge fails with an UpstreamError (500) when the issue is not pinned.`,
  changes: [IssueRef, PullRequestRef],
  write: async (input, context) => {
    const target = issueOrPullOf(input);
    if (input.position < 1) throw invalid('pin positions start at 1', 'position');
    await moveIssuePin(context.forge, { ...target, position: input.position });
    return pinPayload(target);
  },
  payload: 'The moved issue or pull request and its repository.',
  outputFields: pinOutputFields,
});
