// The PullRequest node's ref and its connection, declared here so that every domain can name them
// and add fields to the type; pull-request/pull-request.ts implements it.

import { getPullRequest } from '../../../forge/endpoints/index.js';
import type { PullRequest } from '../../../forge/types/index.js';
import { connectionType } from '../connection-type.js';
import { forgeNodeRef, readBy } from '../forge-node.js';
import { splitIssueKey } from '../loaders.js';

export const pullRequestKeyOf = (pr: PullRequest): string =>
  pr.base?.repo?.full_name ? `${pr.base.repo.full_name.toLowerCase()}#${pr.number}` : `#${pr.id}`;

export const PullRequestRef = forgeNodeRef<PullRequest>('PullRequest', {
  keyOf: pullRequestKeyOf,
  read: readBy(getPullRequest, splitIssueKey, 'number'),
});

export const PullRequestConnection = connectionType(PullRequestRef, 'PullRequest');
