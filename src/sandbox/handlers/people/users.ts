// Supporting reads: /version, /user, /users/{username}, /orgs/{org}, and activity feeds, as
// Gitea's routers/api/v1/misc/version.go, user/user.go (GetInfo, GetAuthenticatedUser) and org/org.go (Get) answer them.

import { orgJson, userFor } from '../../convert/users.js';
import type { RequestContext } from '../../http/context.js';
import { jsonReply, type Reply } from '../../http/errors.js';
import { profileTraits } from '../../http/profiles.js';
import { ownerVisible } from '../../model/access.js';
import { feedReply } from './feeds.js';

/** GET /version: a 1.24 server has no contents-ext, so the version follows that switch */
export function getVersion(ctx: RequestContext): Reply {
  const { runtime } = ctx;
  // Switching contents-ext off on the default profile stands for Gitea 1.24, which has file-contents
  // but not contents-ext.
  if (runtime.profile === 'gitea-1.26' && !runtime.options.contentsExt)
    return jsonReply(200, { version: '1.24.6' });
  return jsonReply(200, { version: profileTraits(runtime.profile).version });
}

/** GET /user (reqToken): the caller with every field */
export function getAuthenticatedUser(ctx: RequestContext): Reply {
  return jsonReply(200, userFor(ctx, ctx.doer));
}

/** GET /users/{username}: organizations resolve here too */
export function getUser(ctx: RequestContext): Reply {
  const user = ctx.contextUser();
  if (!ownerVisible(ctx.store, user, ctx.user)) {
    throw ctx.notFound('GetUserByName', [`user does not exist [uid: 0, name: ${user.login}]`]);
  }
  return jsonReply(200, userFor(ctx, user));
}

/** GET /orgs/{org}: the organization, its email blanked for anonymous callers */
export function getOrg(ctx: RequestContext): Reply {
  return jsonReply(200, orgJson(ctx, ctx.org()));
}

/** Go's strconv.ParseBool as used by ctx.FormBool */
function formBool(value: string | null): boolean {
  return value !== null && ['1', 't', 'T', 'true', 'TRUE', 'True'].includes(value);
}

/** GET /users/{username}/activities/feeds: what the user receives, X-Total-Count only */
export function listActivityFeeds(ctx: RequestContext): Reply {
  const user = ctx.contextUser();
  const doer = ctx.user;
  const privileged = doer !== null && (doer.isAdmin || doer.id === user.id);
  const hidden = user.visibility === 'private' || (user.visibility === 'limited' && !doer);
  if (hidden && !privileged) throw ctx.notFound('Visit Project');
  const onlyPerformedBy = formBool(ctx.query.get('only-performed-by'));
  const rows = ctx.store.activities
    .filter((a) => a.receiverIds.includes(user.id))
    .filter((a) => !onlyPerformedBy || a.actUserId === user.id);
  return feedReply(ctx, rows, { includePrivate: privileged, receiverId: user.id, privileged });
}
