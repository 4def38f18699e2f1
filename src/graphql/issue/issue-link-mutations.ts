// The "blocked by" links beyond adding a dependency (Gitea's routers/api/v1/repo/issue_dependency.go): a dependency
// removed, and a block added or removed. Each is one forge write whose URL names one issue and whose
// IssueMeta body names the other; the forge answers the URL issue. Three rows of one shape.

import { addIssueBlock, removeIssueBlock, removeIssueDependency } from '../../forge/endpoints/index.js';
import { NotFoundGatewayError, RepoArchivedGatewayError, ValidationGatewayError } from '../kit/errors.js';
import { repositoryFields, requireText } from '../kit/inputs.js';
import { issueKey } from '../kit/loaders.js';
import { defineMutation, readAfterWrite } from '../kit/mutation.js';
import { IssueRef } from '../kit/refs/issue.js';
import { PullRequestRef } from '../kit/refs/pull-request.js';
import { issueNumberOf, issueOrPullOf } from './issue-or-pull-fields.js';
import { TimelineItemRef } from './timeline.js';

interface LinkRow {
  send: typeof removeIssueDependency | typeof addIssueBlock | typeof removeIssueBlock;
  /** what `number` names, and what the `other*` fields name */
  number: string;
  other: string;
  description: string;
}

function linkMutation(name: string, row: LinkRow) {
  defineMutation(name, {
    input: 'IssueMeta: the other issue, in this repository unless `otherOwner`/`otherRepo` say otherwise',
    inputFields: (t) => ({
      ...repositoryFields(t),
      number: t.int({ required: true, description: row.number }),
      otherOwner: t.string({ description: 'Owner of the other issue’s repository; `owner` when absent.' }),
      otherRepo: t.string({ description: 'Name of the other issue’s repository; `repo` when absent.' }),
      otherNumber: t.int({ required: true, description: row.other }),
    }),
    description: row.description,
    // 404 for either issue, a repository without dependencies, or no write access; 500 (UpstreamError)
    // for a link that does not exist (removals) or already does (additions)
    errors: [NotFoundGatewayError, RepoArchivedGatewayError, ValidationGatewayError],
    changes: [IssueRef, PullRequestRef, TimelineItemRef],
    write: async (input, context) => {
      const here = issueOrPullOf(input);
      const other = {
        owner: input.otherOwner == null ? here.owner : requireText(input.otherOwner, 'otherOwner'),
        repo: input.otherRepo == null ? here.repo : requireText(input.otherRepo, 'otherRepo'),
        index: issueNumberOf(input.otherNumber, 'otherNumber'),
      };
      // owner and repo go in the body even for an issue of the same repository: Gitea treats an
      // empty one as another repository
      await row.send(context.forge, here, other);
      return {
        issue: issueKey(here.owner, here.repo, here.index),
        other: issueKey(other.owner, other.repo, other.index),
      };
    },
    payload: 'The two issues of the link, each read only when selected.',
    outputFields: (t) => ({
      issue: readAfterWrite(t, IssueRef, 'issue', row.number),
      other: readAfterWrite(t, IssueRef, 'other', row.other),
    }),
  });
}

linkMutation('removeIssueDependency', {
  send: removeIssueDependency,
  number: 'The issue that is blocked.',
  other: 'The issue that blocks it (its dependency).',
  description:
    'Stops an issue depending on (being blocked by) another (DELETE /repos/{owner}/{repo}/issues/{index}/dependencies, one call).',
});

linkMutation('addIssueBlock', {
  send: addIssueBlock,
  number: 'The issue that blocks.',
  other: 'The issue that becomes blocked by it.',
  description:
    'Makes an issue block another: the other becomes blocked by it (POST /repos/{owner}/{repo}/issues/{index}/blocks, one call).',
});

linkMutation('removeIssueBlock', {
  send: removeIssueBlock,
  number: 'The issue that blocked.',
  other: 'The issue it no longer blocks.',
  description:
    'Stops an issue blocking another (DELETE /repos/{owner}/{repo}/issues/{index}/blocks, one call).',
});
