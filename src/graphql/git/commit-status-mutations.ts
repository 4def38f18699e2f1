// createCommitStatus (routers/api/v1/repo/status.go NewCommitStatus).

import { createCommitStatus } from '../../forge/endpoints/index.js';
import { optionsOf, requiredString, requireSha } from '../kit/inputs.js';
import { repoKey } from '../kit/loaders.js';
import { defineMutation, writtenInRepository } from '../kit/mutation.js';
import { CommitRef } from './commit.js';
import { CommitStatusRef, CommitStatusState, commitKey } from './commit-status.js';

defineMutation('createCommitStatus', {
  on: 'repository',
  input: 'CreateStatusOption',
  inputFields: (t) => ({
    sha: requiredString(t, 'The full commit id (40 hexadecimal digits).'),
    state: t.field({
      type: CommitStatusState,
      required: true,
      description: 'The check’s outcome, or PENDING while it runs.',
    }),
    context: t.string({
      description: 'What reports it, e.g. `ci/build`; the newest status of each context counts.',
    }),
    description: t.string({ description: 'A short summary of the outcome, shown beside the check.' }),
    targetUrl: t.field({ type: 'URL', description: 'Where the details are.' }),
  }),
  description:
    'Reports a status for a commit (POST /repos/{owner}/{repo}/statuses/{sha}, 201). One call; writers of the code only (ForbiddenError). A commit the repository lacks makes Gitea fail (HTTP 500): UpstreamError.',
  changes: [CommitStatusRef, CommitRef],
  write: async (input, context, repository) => {
    const sha = requireSha(input.sha, 'sha');
    const { data } = await createCommitStatus(
      context.forge,
      { ...repository, sha },
      {
        state: input.state,
        ...optionsOf(input, 'context', 'description'),
        target_url: input.targetUrl ? String(input.targetUrl) : undefined,
      },
    );
    return {
      status: { ...data, commitKey: commitKey(repository, sha) },
      repository: repoKey(repository.owner, repository.repo),
    };
  },
  payload: 'The new status and its repository.',
  outputFields: (t) => writtenInRepository(t, CommitStatusRef, 'status', 'Read only when selected.'),
});
