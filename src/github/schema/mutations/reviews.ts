// submitPullRequestReview (the viewer's pending review, named or found on the pull request) and
// requestReviews (users and, in an organization's repository, teams; the set replaced unless `union`).

import {
  createPullReviewRequests,
  deletePullReviewRequests,
  getPullRequest,
  getTeam,
  listPullReviews,
  submitPullReview,
} from '../../../forge/endpoints/index.js';
import type { PullRequest, PullReview, Team } from '../../../forge/types/index.js';
import type { GithubContext } from '../../context.js';
import { ReviewEventEnum } from '../enums.js';
import { unprocessable } from '../errors.js';
import { partsOf } from '../ids.js';
import { readOrganizationOrNull, readViewer } from '../reads.js';
import { PullRequestRef, ReviewRef } from '../refs.js';
import { loginsOf, type Numbered, pullAt, refuseField } from './at.js';
import { defineMutation, viewerActor } from './define.js';
import { pullAfter, REVIEW_EVENT, reviewShape } from './pulls.js';

/** The pending review to submit: the one named, else the viewer's pending review of the pull request. */
async function pendingReview(
  context: GithubContext,
  input: { pullRequestId?: string | number | null; pullRequestReviewId?: string | number | null },
): Promise<Numbered & { id: number }> {
  if (input.pullRequestReviewId) {
    const [owner = '', repo = '', number = '0', id = '0'] = partsOf(
      String(input.pullRequestReviewId),
      'PullRequestReview',
    );
    return { owner, repo, index: Number(number), id: Number(id) };
  }
  if (!input.pullRequestId) throw unprocessable('Either pullRequestId or pullRequestReviewId is required.');
  const at = pullAt(input.pullRequestId);
  const [viewer, reviews] = await Promise.all([
    readViewer(context),
    listPullReviews(context.forge, { ...at, limit: 50 }).then((r) => r.data as PullReview[]),
  ]);
  const mine = reviews.find((r) => r.state === 'PENDING' && r.user?.id === viewer.id);
  if (!mine?.id) throw unprocessable('The viewer has no pending review on this pull request.');
  return { ...at, id: mine.id };
}

/** The forge's names of the teams a `teamIds` names; only an organization's repository has teams. */
async function teamNamesOf(context: GithubContext, at: Numbered, ids: readonly (string | number)[]) {
  if (ids.length === 0) return [];
  if (!(await readOrganizationOrNull(context, at.owner))) {
    refuseField('teamIds', 'only a repository of an organization has teams to request');
  }
  const teams = await Promise.all(
    ids.map((id) => getTeam(context.forge, { id: Number(partsOf(String(id), 'Team')[0]) })),
  );
  return teams.map((r) => (r.data as Team).name ?? '');
}

/** The names of `names` that `others` lacks, letter case aside. */
function notIn(names: readonly string[], others: readonly string[]) {
  const known = new Set(others.map((n) => n.toLowerCase()));
  return names.filter((name) => !known.has(name.toLowerCase()));
}

defineMutation('submitPullRequestReview', {
  description: 'Submits a pending pull request review.',
  input: (t) => ({
    body: t.string(),
    event: t.field({ type: ReviewEventEnum, required: true }),
    pullRequestId: t.id(),
    pullRequestReviewId: t.id(),
  }),
  payload: { pullRequestReview: ReviewRef },
  resolve: async (input, context) => {
    const event = REVIEW_EVENT[input.event];
    if (!event) refuseField('event', `the forge submits no ${input.event} review`);
    const at = await pendingReview(context, input);
    const response = await submitPullReview(context.forge, at, { event, body: input.body ?? undefined });
    return { pullRequestReview: reviewShape(at, response.data as PullReview) };
  },
});

defineMutation('requestReviews', {
  description: 'Set review requests on a pull request.',
  input: (t) => ({
    pullRequestId: t.id({ required: true }),
    teamIds: t.idList(),
    union: t.boolean({ defaultValue: false }),
    userIds: t.idList(),
  }),
  payload: { actor: viewerActor, pullRequest: PullRequestRef },
  resolve: async (input, context) => {
    const at = pullAt(input.pullRequestId);
    const reviewers = loginsOf(input.userIds ?? []);
    const teams = await teamNamesOf(context, at, input.teamIds ?? []);
    const before = (await getPullRequest(context.forge, at)).data as PullRequest;
    const askedUsers = (before.requested_reviewers ?? []).map((u) => u.login ?? '');
    const askedTeams = (before.requested_reviewers_teams ?? []).map((team) => team.name ?? '');
    if (!input.union) {
      // GitHub's default replaces the set: withdraw the requests the input does not name
      const dropUsers = notIn(askedUsers, reviewers);
      const dropTeams = notIn(askedTeams, teams);
      if (dropUsers.length + dropTeams.length > 0) {
        await deletePullReviewRequests(context.forge, at, {
          reviewers: dropUsers,
          team_reviewers: dropTeams,
        });
      }
    }
    const newUsers = notIn(reviewers, askedUsers);
    const newTeams = notIn(teams, askedTeams);
    if (newUsers.length + newTeams.length > 0) {
      await createPullReviewRequests(context.forge, at, { reviewers: newUsers, team_reviewers: newTeams });
    }
    return { pullRequest: await pullAfter(context, at) };
  },
});
