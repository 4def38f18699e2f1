// The Commit node's status checks: the combined status and every status of its sha, read with the
// same per-request memo as pull request heads (one status call per repository + sha in a request).

import { builder, type FieldsOf } from '../kit/builder.js';
import { readsForge } from '../kit/forge-calls.js';
import type { RepoRef } from '../kit/refs/repository.js';
import { CommitRef } from './commit.js';
import {
  CombinedStatusRef,
  CommitStatusConnection,
  CommitStatusSort,
  CommitStatusState,
  combinedStatusOf,
  commitStatusesOf,
} from './commit-status.js';

/** What the status fields need of a commit: its repository and sha. */
interface CommitAt {
  repository: RepoRef;
  sha: string;
}

/** `status` and `statuses` of a commit, for Commit and PullRequestCommit alike. */
export function commitStatusFields<P>(t: FieldsOf<P>, commitOf: (parent: P) => CommitAt) {
  return {
    status: t.field({
      extensions: readsForge(),
      type: CombinedStatusRef,
      description:
        'The combined status of this commit (GET .../commits/{sha}/status); null when nothing reported on it. One call per sha in a request.',
      resolve: (parent, _args, context) => {
        const { repository, sha } = commitOf(parent);
        return combinedStatusOf(context, repository, sha);
      },
    }),
    statuses: t.field({
      type: CommitStatusConnection,
      description: 'Every status reported on this commit, newest first (GET .../statuses/{sha}).',
      args: {
        ...t.arg.connectionArgs(),
        sort: t.arg({
          type: CommitStatusSort,
          description: 'The order of the statuses; the forge’s default when absent.',
        }),
        state: t.arg({
          type: CommitStatusState,
          description: 'Only statuses in this state; all when absent.',
        }),
      },
      resolve: (parent, args, context) => {
        const { repository, sha } = commitOf(parent);
        return commitStatusesOf(context, repository, sha, args);
      },
    }),
  };
}

builder.objectFields(CommitRef, (t) =>
  commitStatusFields(t, (commit) => ({
    repository: { owner: commit.owner, repo: commit.repo },
    sha: commit.sha,
  })),
);
