// Finding a pull request by something else than its number, and who may review one: the newest pull
// request from a head into a base (GET /repos/{owner}/{repo}/pulls/{base}/{head}), the merged pull
// request of a commit (GET /repos/{owner}/{repo}/commits/{sha}/pull), and reviewer candidates
// (GET /repos/{owner}/{repo}/reviewers).

import {
  getCommitPullRequest,
  getPullRequestByBranches,
  listReviewerCandidates,
} from '../../forge/endpoints/index.js';
import { ForgeError } from '../../forge/errors.js';
import type { PullRequest, User } from '../../forge/types/index.js';
import { builder } from '../kit/builder.js';
import type { Context } from '../kit/context.js';
import { invalid, requireText } from '../kit/inputs.js';
import { expectObject } from '../kit/loaders.js';
import { listConnection, listField, wholeList } from '../kit/paged-field.js';
import { PullRequestRef } from '../kit/refs/pull-request.js';
import { type RepoRef, RepositoryRef, repoListKey, repoRefOf } from '../kit/refs/repository.js';
import { requireSignedIn } from '../kit/signed-in.js';
import { UserConnection } from '../people/user.js';

/** A lookup that finds nothing is null, as GitHub answers; other failures stay errors. */
async function orNull(route: string, read: () => Promise<{ data: unknown }>): Promise<PullRequest | null> {
  try {
    return expectObject<PullRequest>((await read()).data, route, 'number');
  } catch (error) {
    if (error instanceof ForgeError && error.status === 404) return null;
    throw error;
  }
}

const reviewerCandidates = wholeList<RepoRef, object, User>({
  endpoint: listReviewerCandidates,
  key: repoListKey,
  fetch: (context: Context, ref) => {
    requireSignedIn(context);
    return listReviewerCandidates(context.forge, ref);
  },
});

builder.objectFields(RepositoryRef, (t) => ({
  pullRequestByBranches: t.field({
    type: PullRequestRef,
    description:
      'The newest pull request from `head` into `base`, whatever its state (GET /repos/{owner}/{repo}/pulls/{base}/{head}, one call); null when there is none. `head` is a branch of this repository, or `owner:branch` for a fork’s.',
    args: {
      base: t.arg.string({ required: true, description: 'The branch it merges into.' }),
      head: t.arg.string({ required: true, description: '`branch`, or `owner:branch` of a fork' }),
    },
    resolve: (repository, args, context) => {
      const ref = repoRefOf(repository);
      const base = requireText(args.base, 'base');
      const head = requireText(args.head, 'head');
      if (base.includes('/') || head.includes('/')) {
        // the route takes each as one path segment: a branch with a slash cannot be named there
        throw invalid('`base` and `head` are looked up as one path segment each: no slashes', 'base');
      }
      return orNull('GET /repos/{owner}/{repo}/pulls/{base}/{head}', () =>
        getPullRequestByBranches(context.forge, { ...ref, base, head }),
      );
    },
  }),
  pullRequestOfMergeCommit: t.field({
    type: PullRequestRef,
    description:
      'The merged pull request whose merge commit is `sha` (GET /repos/{owner}/{repo}/commits/{sha}/pull, one call); null when no merged pull request made that commit.',
    args: { sha: t.arg.string({ required: true, description: 'The merge commit’s full sha.' }) },
    resolve: (repository, args, context) =>
      orNull('GET /repos/{owner}/{repo}/commits/{sha}/pull', () =>
        getCommitPullRequest(context.forge, { ...repoRefOf(repository), sha: requireText(args.sha, 'sha') }),
      ),
  }),
  reviewerCandidates: listConnection(
    t,
    UserConnection,
    listField(reviewerCandidates, repoRefOf),
    'Who may be asked to review its pull requests (GET /repos/{owner}/{repo}/reviewers): the collaborators who read the repository and, for an organization’s, the members of its teams that read pull requests, ordered by name, then the owning user; the caller is not left out. The forge answers the whole list in one call. Signed-in callers only: an anonymous caller gets UNAUTHENTICATED without a call; a caller who may not ask for reviews (neither the owner, a collaborator nor such a team member, or the repository is archived) gets FORBIDDEN.',
  ),
}));
