// Followers and following (Gitea's routers/api/v1/user/follower.go; models/user/follow.go).
import { ownerVisible } from '../access.js';
import type { RequestContext } from '../context.js';
import { userFor } from '../convert/users.js';
import { jsonReply, type Reply } from '../errors.js';
import type { UserRec } from '../model.js';
import { listOptions, pageOf, pagingHeaders } from '../paging.js';
import { isBlockedEitherWay, isFollowing, peopleOf } from '../people-state.js';
import { contextUser } from './users.js';

/**
 * GetUserFollowers / GetUserFollowing: individuals the caller may see (isUserVisibleToViewerCond),
 * counted after that filter, X-Total-Count only (no Link header).
 */
function userList(ctx: RequestContext, users: UserRec[]): Reply {
  const visible = users.filter((u) => !u.isOrg && ownerVisible(ctx.store, u, ctx.user));
  const opts = listOptions(ctx.query);
  const headers = pagingHeaders(
    ctx.origin,
    `/api/v1${ctx.path}`,
    ctx.query,
    visible.length,
    opts.limit,
    false,
  );
  return jsonReply(
    200,
    pageOf(visible, opts).map((u) => userFor(ctx, u)),
    headers,
  );
}

function followersOf(ctx: RequestContext, user: UserRec): Reply {
  const ids = peopleOf(ctx.store)
    .follows.filter((f) => f.followId === user.id)
    .map((f) => f.userId);
  return userList(
    ctx,
    ids.map((id) => ctx.store.user(id)),
  );
}

function followingOf(ctx: RequestContext, user: UserRec): Reply {
  const ids = peopleOf(ctx.store)
    .follows.filter((f) => f.userId === user.id)
    .map((f) => f.followId);
  return userList(
    ctx,
    ids.map((id) => ctx.store.user(id)),
  );
}

/** api.go: the /users/{username} follower routes sit behind reqToken, checked before the user lookup */
export function listFollowers(ctx: RequestContext): Reply {
  ctx.requireUser();
  return followersOf(ctx, contextUser(ctx, 'username'));
}

export function listFollowing(ctx: RequestContext): Reply {
  ctx.requireUser();
  return followingOf(ctx, contextUser(ctx, 'username'));
}

export function listMyFollowers(ctx: RequestContext): Reply {
  return followersOf(ctx, ctx.requireUser());
}

export function listMyFollowing(ctx: RequestContext): Reply {
  return followingOf(ctx, ctx.requireUser());
}

/** GET /user/following/{username}: 204 when the caller follows the user, else ErrNF */
export function checkMyFollowing(ctx: RequestContext): Reply {
  const doer = ctx.requireUser();
  const target = contextUser(ctx, 'username');
  if (!isFollowing(ctx.store, doer.id, target.id)) throw ctx.notFound();
  return { status: 204 };
}

/** PUT /user/following/{username}: following oneself or someone already followed is a silent 204 */
export function follow(ctx: RequestContext): Reply {
  const doer = ctx.requireUser();
  const target = contextUser(ctx, 'username');
  if (doer.id === target.id || isFollowing(ctx.store, doer.id, target.id)) return { status: 204 };
  // FollowUser: ErrBlockedUser is a PermissionDenied error, which the handler answers with 403
  if (isBlockedEitherWay(ctx.store, doer.id, target.id)) throw ctx.error(403, 'user is blocked');
  peopleOf(ctx.store).follows.push({ userId: doer.id, followId: target.id, created: ctx.store.now() });
  return { status: 204 };
}

/** DELETE /user/following/{username}: unfollowing someone not followed is a silent 204 too */
export function unfollow(ctx: RequestContext): Reply {
  const doer = ctx.requireUser();
  const target = contextUser(ctx, 'username');
  const state = peopleOf(ctx.store);
  state.follows = state.follows.filter((f) => !(f.userId === doer.id && f.followId === target.id));
  return { status: 204 };
}
