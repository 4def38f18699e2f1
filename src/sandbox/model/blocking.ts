// What a blocked user may not do (Gitea's user_model.ErrBlockedUser, "user is blocked", which the API
// handlers answer with 403): open issues or pull requests in, fork, star or watch a repository of the
// owner who blocked them, comment on or react to an issue (or comment) whose poster or repository owner
// blocked them, or become a collaborator of a blocker's repository (services/issue, services/repository,
// models/repo/star.go, watch.go, models/issues/reaction.go).
import type { RequestContext } from '../http/context.js';
import { isUserBlockedBy } from './people-state.js';
import type { UserRec } from './records.js';

/** a 403 `user is blocked` when one of `blockerIds` blocked `blockee` */
export function refuseBlocked(ctx: RequestContext, blockee: UserRec, ...blockerIds: number[]): void {
  if (isUserBlockedBy(ctx.store, blockee, ...blockerIds)) throw ctx.error(403, 'user is blocked');
}
