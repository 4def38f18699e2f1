// One member of an organization: whether they are one, removing them, and making their membership
// public or concealed (Gitea's routers/api/v1/org/member.go; services/org RemoveOrgUser).

import type { RequestContext } from '../../http/context.js';
import type { Reply } from '../../http/errors.js';
import { isOrgMember, isOrgOwner } from '../../model/access.js';
import { membershipKey, peopleOf } from '../../model/people-state.js';
import type { UserRec } from '../../model/records.js';

/** user.GetUserByParams: ErrNF `GetUserByName` for an unknown user */
export function userOfRequest(ctx: RequestContext, param = 'username'): UserRec {
  const name = ctx.param(param);
  const user = ctx.store.userByName(name);
  if (!user) throw ctx.notFound('GetUserByName', [`user redirect does not exist [name: ${name}]`]);
  return user;
}

/**
 * GET /orgs/{org}/members/{username}: members and site admins learn the answer (204 or 404); a
 * non-member asking about themselves gets 404; anyone else is sent to the public membership check.
 */
export function checkMember(ctx: RequestContext): Reply {
  const org = ctx.org();
  const user = userOfRequest(ctx);
  const doer = ctx.doer;
  if (doer.isAdmin || isOrgMember(ctx.store, org.id, doer.id)) {
    if (isOrgMember(ctx.store, org.id, user.id)) return { status: 204 };
    throw ctx.notFound();
  }
  if (doer.id === user.id) throw ctx.notFound();
  const location = `/api/v1/orgs/${encodeURIComponent(org.login)}/public_members/${encodeURIComponent(user.login)}`;
  return { status: 303, headers: { Location: location } };
}

/** GET /orgs/{org}/public_members/{username}: 204 for a public member, 404 otherwise */
export function checkPublicMember(ctx: RequestContext): Reply {
  const org = ctx.org();
  const user = userOfRequest(ctx);
  const isPublic = peopleOf(ctx.store).publicMemberships.has(membershipKey(org.id, user.id));
  if (isPublic && isOrgMember(ctx.store, org.id, user.id)) return { status: 204 };
  throw ctx.notFound();
}

/** PUT / DELETE …/public_members/{username}: only for oneself (403 otherwise); a non-member changes nothing */
function setPublicity(ctx: RequestContext, isPublic: boolean): Reply {
  const org = ctx.org();
  const user = userOfRequest(ctx);
  if (user.id !== ctx.doer.id) {
    throw ctx.error(403, isPublic ? 'Cannot publicize another member' : 'Cannot conceal another member');
  }
  const key = membershipKey(org.id, user.id);
  const memberships = peopleOf(ctx.store).publicMemberships;
  if (!isOrgMember(ctx.store, org.id, user.id)) return { status: 204 };
  if (isPublic) memberships.add(key);
  else memberships.delete(key);
  return { status: 204 };
}

export const publicizeMember = (ctx: RequestContext) => setPublicity(ctx, true);
export const concealMember = (ctx: RequestContext) => setPublicity(ctx, false);

/** DELETE /orgs/{org}/members/{username} (owners): out of every team; the last owner stays (ErrLastOrgOwner, a 500) */
export function removeMember(ctx: RequestContext): Reply {
  const org = ctx.org();
  const user = userOfRequest(ctx);
  const owners = ctx.store.teamsOf(org.id).find((t) => t.permission === 'owner');
  if (owners && isOrgOwner(ctx.store, org.id, user.id) && owners.memberIds.length === 1) {
    throw ctx.error(500, `user is the last member of owner team [uid: ${user.id}]`);
  }
  for (const team of ctx.store.teamsOf(org.id)) {
    team.memberIds.splice(0, team.memberIds.length, ...team.memberIds.filter((id) => id !== user.id));
  }
  peopleOf(ctx.store).publicMemberships.delete(membershipKey(org.id, user.id));
  return { status: 204 };
}
