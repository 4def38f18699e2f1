// A user's starred or watched repositories and the caller's own are one list read two ways (Gitea's
// user/star.go and user/watch.go): the user's shows private repositories only when the user is the caller.
import type { Handler, RequestContext } from '../../http/context.js';
import type { Reply } from '../../http/errors.js';
import type { UserRec } from '../../model/records.js';

type UserPage = (ctx: RequestContext, user: UserRec, includePrivate: boolean) => Reply;

/** The handlers of GET /users/{username}/<list> (reqToken on the group, then UserAssignmentAPI) and GET /user/<list>. */
export function userAndCallerLists(page: UserPage): { ofUser: Handler; ofCaller: Handler } {
  return {
    ofUser: (ctx) => {
      const user = ctx.contextUser();
      return page(ctx, user, user.id === ctx.doer.id);
    },
    ofCaller: (ctx) => page(ctx, ctx.doer, true),
  };
}
