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
import { unprocessable } from '../errors.js';
import { partsOf } from '../ids.js';
import { readOrganizationOrNull, readViewer } from '../reads.js';
import { inputPullAt, loginsOf, type Numbered, pullAt, refuseField } from './at.js';
import { defineMutation } from './define.js';
import { answerPullAfter, answerReview, REVIEW_EVENT } from './pulls.js';

/** The forge's event of a review submitted with GitHub's `event`; the forge submits no DISMISS. */
function forgeEventOf(event: string) {
  const forgeEvent = REVIEW_EVENT[event];
  if (!forgeEvent) refuseField('event', `the forge submits no ${event} review`);
  return forgeEvent;
}

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

/** Asks the users and teams to review; unless `union`, withdraws the requests they do not name. */
async function requestReviewers(
  context: GithubContext,
  at: Numbered,
  input: {
    teamIds?: readonly (string | number)[] | null;
    union?: boolean | null;
    userIds?: readonly (string | number)[] | null;
  },
) {
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
}

/** The names of `names` that `others` lacks, letter case aside. */
function notIn(names: readonly string[], others: readonly string[]) {
  const known = new Set(others.map((n) => n.toLowerCase()));
  return names.filter((name) => !known.has(name.toLowerCase()));
}

defineMutation('submitPullRequestReview', {
  at: (input, context) => {
    // an event the forge cannot submit is refused before the pending review is looked for
    forgeEventOf(input.event);
    return pendingReview(context, input);
  },
  write: (context, at, input) =>
    submitPullReview(context.forge, at, { event: forgeEventOf(input.event), body: input.body ?? undefined }),
  answer: answerReview,
});

defineMutation('requestReviews', {
  at: inputPullAt,
  write: (context, at, input) => requestReviewers(context, at, input),
  answer: answerPullAfter,
});
