// Followers and following (Gitea's routers/api/v1/user/follower.go; models/user/follow.go).

import { userFor } from '../../convert/users.js';
import type { RequestContext } from '../../http/context.js';
import type { Reply } from '../../http/errors.js';
import { pagedReply } from '../../http/paging.js';
import { ownerVisible } from '../../model/access.js';
import { isBlockedEitherWay, isFollowing, peopleOf } from '../../model/people-state.js';
import type { UserRec } from '../../model/records.js';

/**
 * GetUserFollowers / GetUserFollowing: individuals the caller may see (isUserVisibleToViewerCond),
 * counted after that filter, X-Total-Count only (no Link header).
 */
function userList(ctx: RequestContext, users: UserRec[]): Reply {
  const visible = users.filter((u) => !u.isOrg && ownerVisible(ctx.store, u, ctx.user));
  return pagedReply(ctx, visible, (u) => userFor(ctx, u), { link: false });
}

/** Whom `user` follows (`following`) or who follows `user` (`followers`), oldest follow first */
function follows(ctx: RequestContext, user: UserRec, side: 'followers' | 'following'): Reply {
  const ids = peopleOf(ctx.store)
    .follows.filter((f) => (side === 'followers' ? f.followId : f.userId) === user.id)
    .map((f) => (side === 'followers' ? f.userId : f.followId));
  return userList(
    ctx,
    ids.map((id) => ctx.store.user(id)),
  );
}

/** api.go: the /users/{username} follower routes run reqToken before the user lookup (see the route table) */
export function listFollowers(ctx: RequestContext): Reply {
  return follows(ctx, ctx.contextUser(), 'followers');
}

export function listFollowing(ctx: RequestContext): Reply {
  return follows(ctx, ctx.contextUser(), 'following');
}

export function listMyFollowers(ctx: RequestContext): Reply {
  return follows(ctx, ctx.doer, 'followers');
}

export function listMyFollowing(ctx: RequestContext): Reply {
  return follows(ctx, ctx.doer, 'following');
}

/** GET /user/following/{username}: 204 when the caller follows the user, else ErrNF */
export function checkMyFollowing(ctx: RequestContext): Reply {
  const doer = ctx.doer;
  const target = ctx.contextUser();
  if (!isFollowing(ctx.store, doer.id, target.id)) throw ctx.notFound();
  return { status: 204 };
}

/** PUT /user/following/{username}: following oneself or someone already followed is a silent 204 */
export function follow(ctx: RequestContext): Reply {
  const doer = ctx.doer;
  const target = ctx.contextUser();
  if (doer.id === target.id || isFollowing(ctx.store, doer.id, target.id)) return { status: 204 };
  // FollowUser: ErrBlockedUser is a PermissionDenied error, which the handler answers with 403
  if (isBlockedEitherWay(ctx.store, doer.id, target.id)) throw ctx.error(403, 'user is blocked');
  peopleOf(ctx.store).follows.push({ userId: doer.id, followId: target.id, created: ctx.store.now() });
  return { status: 204 };
}

/** DELETE /user/following/{username}: unfollowing someone not followed is a silent 204 too */
export function unfollow(ctx: RequestContext): Reply {
  const doer = ctx.doer;
  const target = ctx.contextUser();
  const state = peopleOf(ctx.store);
  state.follows = state.follows.filter((f) => !(f.userId === doer.id && f.followId === target.id));
  return { status: 204 };
}
