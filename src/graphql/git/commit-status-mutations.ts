// createCommitStatus (routers/api/v1/repo/status.go NewCommitStatus).

import { createCommitStatus } from '../../forge/endpoints/statuses.js';
import { builder } from '../builder.js';
import { mutationErrors } from '../common/mutation.js';
import { ForbiddenGatewayError, NotFoundGatewayError, ValidationGatewayError } from '../errors.js';
import { opt, repositoryFields, repositoryOf } from '../inputs.js';
import { nodeKey, repoKey } from '../loaders.js';
import { requireSha } from '../pull-request/pull-request-write-mutations.js';
import { RepositoryRef } from '../repository/repository.js';
import { CommitStatusRef, CommitStatusState, commitKey } from './commit-status.js';

const statusErrors = mutationErrors('CreateCommitStatus', [
  NotFoundGatewayError,
  ForbiddenGatewayError,
  ValidationGatewayError,
]);

builder.relayMutationField(
  'createCommitStatus',
  {
    description: 'CreateStatusOption',
    inputFields: (t) => ({
      ...repositoryFields(t),
      sha: t.string({ required: true, description: 'the full commit id (40 hexadecimal digits)' }),
      state: t.field({ type: CommitStatusState, required: true }),
      context: t.string({
        description: 'what reports it, e.g. `ci/build`; the newest status of each context counts',
      }),
      description: t.string(),
      targetUrl: t.field({ type: 'URL', description: 'where the details are' }),
    }),
  },
  {
    description:
      'Reports a status for a commit (POST /repos/{owner}/{repo}/statuses/{sha}, 201). One call; writers of the code only (ForbiddenError). A commit the repository lacks makes Gitea fail (HTTP 500): UpstreamError.',
    nullable: false,
    errors: statusErrors.option,
    resolve: (_root, { input }, context) =>
      statusErrors.run(context, async () => {
        const repository = repositoryOf(input);
        const sha = requireSha(input.sha, 'sha');
        const { data } = await createCommitStatus(
          context.forge,
          { ...repository, sha },
          {
            state: input.state,
            context: opt(input.context),
            description: opt(input.description),
            target_url: input.targetUrl ? String(input.targetUrl) : undefined,
          },
        );
        CommitStatusRef.getDataloader(context).clearAll();
        return {
          status: { ...data, commitKey: commitKey(repository, sha) },
          repository: repoKey(repository.owner, repository.repo),
        };
      }),
  },
  {
    description: 'The new status and its repository.',
    outputFields: (t) => ({
      status: t.field({ type: CommitStatusRef, nullable: false, resolve: (payload) => payload.status }),
      repository: t.field({
        type: RepositoryRef,
        description: 'read only when selected',
        resolve: (payload, _args, context) => nodeKey(context, payload.repository),
      }),
    }),
  },
);
