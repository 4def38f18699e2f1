// GET /users/search (Gitea's routers/api/v1/user/user.go Search over models/user/search.go).

import { userFor } from '../../convert/users.js';
import type { RequestContext } from '../../http/context.js';
import { jsonReply, type Reply } from '../../http/errors.js';
import { formInt, pagedReply } from '../../http/paging.js';
import { ownerVisible } from '../../model/access.js';

/**
 * Individuals only, the ones the caller may see, matched by login, full name or email (an email kept
 * private matches only for the user and admins), by name; `{ok, data}` with X-Total-Count and Link.
 */
export function searchUsers(ctx: RequestContext): Reply {
  const keyword = ctx.form('q').trim().toLowerCase();
  const uid = formInt(ctx.query.get('uid'));
  const doer = ctx.user;
  const users = ctx.store.users
    .filter((u) => !u.isOrg && ownerVisible(ctx.store, u, doer))
    .filter((u) => uid <= 0 || u.id === uid)
    .filter((u) => {
      if (keyword === '') return true;
      const emailSearchable = !u.keepEmailPrivate || doer?.isAdmin || doer?.id === u.id;
      return (
        u.login.toLowerCase().includes(keyword) ||
        u.fullName.toLowerCase().includes(keyword) ||
        (emailSearchable === true && u.email.toLowerCase().includes(keyword))
      );
    })
    .sort((a, b) => a.login.toLowerCase().localeCompare(b.login.toLowerCase()));
  const { json, headers } = pagedReply(ctx, users, (u) => userFor(ctx, u));
  return jsonReply(200, { ok: true, data: json }, headers);
}
