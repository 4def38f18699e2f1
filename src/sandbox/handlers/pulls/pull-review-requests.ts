// Review requests of a pull request: asked (POST …/requested_reviewers, 201 with one REQUEST_REVIEW
// review per new request) and withdrawn (DELETE, 204), after Gitea's routers/api/v1/repo/pull_review.go
// apiReviewRequest and services/issue ReviewRequest / TeamReviewRequest.

import { reviewJson } from '../../convert/pulls.js';
import type { RepoContext, RequestContext } from '../../http/context.js';
import { jsonReply, type Reply } from '../../http/errors.js';
import { repoAccess } from '../../model/access.js';
import { Access, type ReviewRec } from '../../model/records.js';
import { PullReviewRequestOptions } from './forms.js';
import { reviewRequest } from './pull-reviews.js';
import { pullOrNotFound } from './pulls.js';

/** issues_model.ErrNotValidReviewRequest */
const notValid = (ctx: RequestContext, reason: string, userId: number, repoId: number) =>
  ctx.error(422, `${reason} [user_id: ${userId}, repo_id: ${repoId}]`);

/** parseReviewersByNames: users by email or login, teams of an organization by name; unknown ones are 404 */
function reviewersOf(ctx: RequestContext, rc: RepoContext) {
  const form = ctx.bind(PullReviewRequestOptions);
  const { store } = ctx;
  const reviewers = (form.reviewers ?? []).map((name) => {
    const user = name.includes('@')
      ? store.users.find((u) => u.email.toLowerCase() === name.toLowerCase())
      : store.userByName(name);
    if (!user || user.isOrg) throw ctx.notFound('UserNotExist', [`User '${name}' not exist`]);
    return user;
  });
  const owner = rc.owner;
  const teams = owner.isOrg
    ? (form.team_reviewers ?? []).map((name) => {
        const team = store.teamsOf(owner.id).find((t) => t.name.toLowerCase() === name.toLowerCase());
        if (!team) throw ctx.notFound('TeamNotExist', [`Team '${name}' not exist`]);
        return team;
      })
    : [];
  return { reviewers, teams };
}

/**
 * apiReviewRequest's lookups, the same for asking and withdrawing: the body's reviewers and teams, then
 * the pull request (Gitea binds the body, reads the pull request, then the reviewers; both misses are 404s alike).
 */
function reviewRequestOf(ctx: RequestContext) {
  const rc = ctx.repo();
  const { reviewers, teams } = reviewersOf(ctx, rc);
  return { rc, doer: ctx.doer, store: ctx.store, reviewers, teams, ...pullOrNotFound(ctx, rc) };
}

/** POST .../requested_reviewers → 201 PullReview[] (one REQUEST_REVIEW review per new request) */
export function requestReviewers(ctx: RequestContext): Reply {
  const { rc, doer, store, reviewers, teams, issue, pull } = reviewRequestOf(ctx);
  const created: ReviewRec[] = [];
  const now = store.now();
  const request = (reviewerId: number, teamId?: number) =>
    reviewRequest(store, issue.id, reviewerId, now, teamId);
  for (const reviewer of reviewers) {
    // issue_service.ReviewRequest → IsValidReviewRequest
    if (issue.state === 'closed' || pull.merged) {
      throw ctx.error(403, `cannot add review request on closed PR [pull_request_id: ${pull.id}]`);
    }
    if (repoAccess(store, rc.repo, reviewer) < Access.read) {
      throw notValid(ctx, "Reviewer can't read", reviewer.id, rc.repo.id);
    }
    if (reviewer.id === issue.posterId) {
      throw notValid(ctx, "poster of pr can't be reviewer", reviewer.id, rc.repo.id);
    }
    if (rc.mode < Access.write && doer.id !== issue.posterId) {
      throw notValid(ctx, "Doer can't choose reviewer", doer.id, rc.repo.id);
    }
    const latest = store.reviews.filter((r) => r.issueId === issue.id && r.reviewerId === reviewer.id).at(-1);
    if (latest?.state === 'REQUEST_REVIEW') continue; // already requested: nothing changes
    const review = request(reviewer.id);
    store.reviews.push(review);
    created.push(review);
  }
  // issue_service.TeamReviewRequest: the same checks; a team asked already is not asked twice
  for (const team of teams) {
    if (issue.state === 'closed' || pull.merged) {
      throw ctx.error(403, `cannot add review request on closed PR [pull_request_id: ${pull.id}]`);
    }
    if (rc.mode < Access.write && doer.id !== issue.posterId) {
      throw notValid(ctx, "Doer can't choose reviewer", doer.id, rc.repo.id);
    }
    const asked = store.reviews.some(
      (r) => r.issueId === issue.id && r.teamId === team.id && r.state === 'REQUEST_REVIEW',
    );
    if (asked) continue;
    const review = request(0, team.id);
    store.reviews.push(review);
    created.push(review);
  }
  return jsonReply(
    201,
    created.map((r) => reviewJson(ctx, r, issue)),
  );
}

/**
 * DELETE .../requested_reviewers (DeleteReviewRequests, apiReviewRequest with isAdd false): the same
 * lookups and closed-PR check as adding; a writer, the poster or the reviewer themself may withdraw a
 * request (422 otherwise); a user or team not asked is skipped. 204.
 */
export function removeReviewRequests(ctx: RequestContext): Reply {
  const { rc, doer, store, reviewers, teams, issue, pull } = reviewRequestOf(ctx);
  const withdraw = (asked: (r: ReviewRec) => boolean, userId: number) => {
    if (issue.state === 'closed' || pull.merged) {
      throw ctx.error(403, `cannot remove review request on closed PR [pull_request_id: ${pull.id}]`);
    }
    if (rc.mode < Access.write && doer.id !== issue.posterId && doer.id !== userId) {
      throw notValid(ctx, "Doer can't remove reviewer", doer.id, rc.repo.id);
    }
    const request = store.reviews.find(
      (r) => r.issueId === issue.id && r.state === 'REQUEST_REVIEW' && asked(r),
    );
    if (request) store.reviews.splice(store.reviews.indexOf(request), 1);
  };
  for (const reviewer of reviewers) withdraw((r) => r.reviewerId === reviewer.id && !r.teamId, reviewer.id);
  for (const team of teams) withdraw((r) => r.teamId === team.id, 0);
  return { status: 204 };
}
