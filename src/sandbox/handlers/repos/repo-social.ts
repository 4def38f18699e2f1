// Stars and watches: stargazers and subscribers of a repository, a user's starred repositories, and the
// caller's own star and subscription (routers/api/v1/repo/star.go, subscriber.go; routers/api/v1/user/
// star.go, watch.go; the middleware of routers/api/v1/api.go).
import type { WatchInfo } from '../../../forge/types/index.js';
import { rfc3339 } from '../../convert/format.js';
import { repoApiUrl, repoJson } from '../../convert/repos.js';
import { userFor } from '../../convert/users.js';
import type { RepoContext, RequestContext } from '../../http/context.js';
import { jsonReply, type Reply } from '../../http/errors.js';
import { pagedReply } from '../../http/paging.js';
import { repoAccess } from '../../model/access.js';
import { refuseBlocked } from '../../model/blocking.js';
import type { RepoRec, UserRec } from '../../model/records.js';
import {
  isStarring,
  isWatching,
  setStar,
  setWatch,
  socialOf,
  starCount,
  watcherCount,
} from '../../model/social.js';
import { userAndCallerLists } from '../people/user-and-caller-lists.js';

/** A page of users with X-Total-Count only (ctx.SetTotalCountHeader: no Link header). */
function userPage(ctx: RequestContext, users: UserRec[], total: number): Reply {
  return pagedReply(ctx, users, (user) => userFor(ctx, user), { link: false, total });
}

/**
 * GET /repos/{owner}/{repo}/stargazers: the total is the repo's num_stars. Gitea selects from `user`
 * joined with `star` without an ORDER BY, which databases answer in user id order.
 */
export function listStargazers(ctx: RequestContext): Reply {
  const { repo } = ctx.repo();
  const users = socialOf(ctx.store)
    .stars.filter((s) => s.repoId === repo.id)
    .sort((a, b) => a.userId - b.userId)
    .map((s) => ctx.store.user(s.userId));
  return userPage(ctx, users, starCount(ctx.store, repo.id));
}

/** GET /repos/{owner}/{repo}/subscribers: watchers (an explicit "don't watch" is not one), in user id order */
export function listSubscribers(ctx: RequestContext): Reply {
  const { repo } = ctx.repo();
  const users = socialOf(ctx.store)
    .watches.filter((w) => w.repoId === repo.id && w.mode !== 'dont')
    .sort((a, b) => a.userId - b.userId)
    .map((w) => ctx.store.user(w.userId));
  return userPage(ctx, users, watcherCount(ctx.store, repo.id));
}

/**
 * getStarredRepos: private repositories only when the user is the caller; each rendered with the
 * permission of the user whose stars they are (Gitea passes that user, not the caller). The total is
 * the user's num_stars, which counts private stars even when they are left out of the page.
 */
function starredPage(ctx: RequestContext, user: UserRec, includePrivate: boolean): Reply {
  const { store } = ctx;
  const starred = socialOf(store)
    .stars.filter((s) => s.userId === user.id)
    .map((s) => store.repo(s.repoId))
    .filter((repo) => includePrivate || !repo.private)
    .sort((a, b) => a.id - b.id);
  const total = socialOf(store).stars.filter((s) => s.userId === user.id).length;
  const toJson = (repo: RepoRec) => repoJson(ctx, repo, repoAccess(store, repo, user));
  return pagedReply(ctx, starred, toJson, { link: false, total });
}

/** GET /users/{username}/starred and GET /user/starred */
export const { ofUser: listUserStarred, ofCaller: listMyStarred } = userAndCallerLists(starredPage);

/** The /user group's reqToken runs before repoAssignment (see the rows): an anonymous caller gets 401, not 404. */
function starTarget(ctx: RequestContext): { doer: UserRec; rc: RepoContext } {
  return { doer: ctx.doer, rc: ctx.repo() };
}

/** GET /user/starred/{owner}/{repo}: 204 when starring, an ErrNF 404 otherwise */
export function checkStarring(ctx: RequestContext): Reply {
  const { doer, rc } = starTarget(ctx);
  if (!isStarring(ctx.store, doer.id, rc.repo.id)) throw ctx.notFound();
  return { status: 204 };
}

/** PUT /user/starred/{owner}/{repo}: 204, also when already starred */
export function starRepo(ctx: RequestContext): Reply {
  const { doer, rc } = starTarget(ctx);
  // repo_model.StarRepo: not a repository of an owner who blocked the caller
  refuseBlocked(ctx, doer, rc.repo.ownerId);
  setStar(ctx.store, doer, rc.repo, true);
  return { status: 204 };
}

/** DELETE /user/starred/{owner}/{repo}: 204, also when not starred */
export function unstarRepo(ctx: RequestContext): Reply {
  const { doer, rc } = starTarget(ctx);
  setStar(ctx.store, doer, rc.repo, false);
  return { status: 204 };
}

/** user/watch.go: `created_at` is the repository's creation time, not the watch's; `reason` is always null. */
function watchInfo(ctx: RequestContext, rc: RepoContext): WatchInfo {
  const api = repoApiUrl(ctx, rc.repo);
  return {
    subscribed: true,
    ignored: false,
    reason: null,
    created_at: rfc3339(rc.repo.createdAt),
    url: `${api}/subscription`,
    repository_url: api,
  };
}

/**
 * GET /repos/{owner}/{repo}/subscription (user/watch.go IsWatching): 200 WatchInfo or an ErrNF 404; the
 * /subscription group of routers/api/v1/api.go runs reqToken, so an anonymous caller gets a 401.
 */
export function getSubscription(ctx: RequestContext): Reply {
  const rc = ctx.repo();
  if (!isWatching(ctx.store, ctx.doer.id, rc.repo.id)) throw ctx.notFound();
  return jsonReply(200, watchInfo(ctx, rc));
}

/** PUT /repos/{owner}/{repo}/subscription: 200 WatchInfo (repoAssignment runs before reqToken) */
export function watchRepo(ctx: RequestContext): Reply {
  const rc = ctx.repo();
  const doer = ctx.doer;
  // repo_model.WatchRepo: not a repository of an owner who blocked the caller
  refuseBlocked(ctx, doer, rc.repo.ownerId);
  setWatch(ctx.store, doer, rc.repo, true);
  return jsonReply(200, watchInfo(ctx, rc));
}

/** DELETE /repos/{owner}/{repo}/subscription: 204 */
export function unwatchRepo(ctx: RequestContext): Reply {
  const rc = ctx.repo();
  const doer = ctx.doer;
  setWatch(ctx.store, doer, rc.repo, false);
  return { status: 204 };
}
