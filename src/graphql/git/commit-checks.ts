// The Commit node's status checks: the combined status and every status of its sha, read with the
// same per-request memo as pull request heads (one status call per repository + sha in a request).

import { builder } from '../builder.js';
import { CommitRef } from './commit.js';
import {
  CombinedStatusRef,
  CommitStatusConnection,
  CommitStatusSort,
  CommitStatusState,
  combinedStatusOf,
  commitStatusesOf,
} from './commit-status.js';

builder.objectFields(CommitRef, (t) => ({
  status: t.field({
    type: CombinedStatusRef,
    description:
      'The combined status of this commit (GET .../commits/{sha}/status); null when nothing reported on it. One call per sha in a request.',
    resolve: (commit, _args, context) =>
      combinedStatusOf(context, { owner: commit.owner, repo: commit.repo }, commit.sha),
  }),
  statuses: t.field({
    type: CommitStatusConnection,
    description: 'Every status reported on this commit, newest first (GET .../statuses/{sha}).',
    args: {
      ...t.arg.connectionArgs(),
      sort: t.arg({ type: CommitStatusSort }),
      state: t.arg({ type: CommitStatusState }),
    },
    resolve: (commit, args, context) =>
      commitStatusesOf(context, { owner: commit.owner, repo: commit.repo }, commit.sha, args),
  }),
}));
