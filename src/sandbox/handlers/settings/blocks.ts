// Blocked users of an account or an organization (Gitea's routers/api/v1/shared/block.go, called by
// user/block.go and org/block.go, and services/user/block.go's CanBlockUser / CanUnblockUser).

import { userJson, viewOf } from '../../convert/users.js';
import type { RequestContext } from '../../http/context.js';
import type { Reply } from '../../http/errors.js';
import { pagedReply } from '../../http/paging.js';
import { isOrgMember, isOrgOwner } from '../../model/access.js';
import { peopleOf } from '../../model/people-state.js';
import type { UserRec } from '../../model/records.js';
import { socialOf } from '../../model/social.js';

const isBlockedBy = (ctx: RequestContext, blocker: UserRec, blockee: UserRec) =>
  peopleOf(ctx.store).blocks.some((b) => b.blockerId === blocker.id && b.blockeeId === blockee.id);

/** The blocker's own view, or an owner's or a site admin's for an organization */
function mayManage(ctx: RequestContext, blocker: UserRec): boolean {
  const doer = ctx.doer;
  if (blocker.isOrg) return doer.isAdmin || isOrgOwner(ctx.store, blocker.id, doer.id);
  return doer.isAdmin || doer.id === blocker.id;
}

/** shared.ListBlocks: oldest block first, each blockee as the blocker sees them; X-Total-Count only */
export function listBlocks(ctx: RequestContext, blocker: UserRec): Reply {
  const blockees = peopleOf(ctx.store)
    .blocks.filter((b) => b.blockerId === blocker.id)
    .map((b) => ctx.store.user(b.blockeeId));
  return pagedReply(ctx, blockees, (u) => userJson(ctx, u, viewOf(u, blocker)), { link: false });
}

/** The shared handlers look the blockee up themselves: ErrNF `GetUserByName` */
function blockeeOf(ctx: RequestContext): UserRec {
  const name = ctx.param('username');
  const user = ctx.store.userByName(name);
  if (!user) throw ctx.notFound('GetUserByName', [`user redirect does not exist [name: ${name}]`]);
  return user;
}

/** shared.CheckUserBlock: 204 when blocked, a bare 404 when not */
export function checkBlock(ctx: RequestContext, blocker: UserRec): Reply {
  return { status: isBlockedBy(ctx, blocker, blockeeOf(ctx)) ? 204 : 404 };
}

/** shared.BlockUser: 400 for an organization, oneself, someone already blocked or a member of the blocking organization */
export function block(ctx: RequestContext, blocker: UserRec): Reply {
  const blockee = blockeeOf(ctx);
  const doer = ctx.doer;
  if (blockee.isOrg) throw ctx.error(400, 'cannot block an organization');
  const refused =
    blocker.id === blockee.id ||
    doer.id === blockee.id ||
    isBlockedBy(ctx, blocker, blockee) ||
    (blocker.isOrg && isOrgMember(ctx.store, blocker.id, blockee.id)) ||
    !mayManage(ctx, blocker);
  if (refused) throw ctx.error(400, 'cannot block the user');
  const people = peopleOf(ctx.store);
  // BlockUser unfollows and unstars both ways before it records the block
  people.follows = people.follows.filter(
    (f) =>
      !(f.userId === blocker.id && f.followId === blockee.id) &&
      !(f.userId === blockee.id && f.followId === blocker.id),
  );
  unstarEachOther(ctx, blocker, blockee);
  severRepositoryTies(ctx, blocker, blockee);
  severRepositoryTies(ctx, blockee, blocker);
  if (blocker.isOrg) unassignFromIssuesOf(ctx, blocker, blockee);
  people.blocks.push({ blockerId: blocker.id, blockeeId: blockee.id, note: ctx.form('note') });
  return { status: 204 };
}

/** unstarRepos both ways: neither keeps a star on the other's repositories */
function unstarEachOther(ctx: RequestContext, a: UserRec, b: UserRec): void {
  const ownerOf = (repoId: number) => ctx.store.repoById(repoId)?.ownerId;
  const social = socialOf(ctx.store);
  social.stars = social.stars.filter(
    (s) =>
      !(
        (s.userId === a.id && ownerOf(s.repoId) === b.id) ||
        (s.userId === b.id && ownerOf(s.repoId) === a.id)
      ),
  );
}

/**
 * services/user/block.go BlockUser, for the repositories of `owner`: `other` stops watching them, is no
 * longer their collaborator, and a pending transfer of one of them to `other` is cancelled
 */
function severRepositoryTies(ctx: RequestContext, owner: UserRec, other: UserRec): void {
  const repos = ctx.store.repos.filter((r) => r.ownerId === owner.id);
  const ids = new Set(repos.map((r) => r.id));
  const social = socialOf(ctx.store);
  social.watches = social.watches.filter((w) => !(w.userId === other.id && ids.has(w.repoId)));
  for (const repo of repos) {
    repo.collaborators.delete(other.id);
    if (repo.transfer?.recipientId === other.id) repo.transfer = null;
  }
}

/** An organization's block also takes the blockee off the issues of its repositories they were assigned to */
function unassignFromIssuesOf(ctx: RequestContext, org: UserRec, blockee: UserRec): void {
  const ids = new Set(ctx.store.repos.filter((r) => r.ownerId === org.id).map((r) => r.id));
  for (const issue of ctx.store.issues) {
    if (ids.has(issue.repoId)) issue.assigneeIds = issue.assigneeIds.filter((id) => id !== blockee.id);
  }
}

/** shared.UnblockUser: 400 when the user is not blocked (CanUnblockUser) */
export function unblock(ctx: RequestContext, blocker: UserRec): Reply {
  const blockee = blockeeOf(ctx);
  if (blockee.isOrg) throw ctx.error(400, 'cannot block an organization');
  if (ctx.doer.id === blockee.id || !isBlockedBy(ctx, blocker, blockee) || !mayManage(ctx, blocker)) {
    throw ctx.error(400, 'cannot unblock the user');
  }
  const people = peopleOf(ctx.store);
  people.blocks = people.blocks.filter((b) => !(b.blockerId === blocker.id && b.blockeeId === blockee.id));
  return { status: 204 };
}

// The routes: the caller's own blocks (/user/blocks) and an organization's (/orgs/{org}/blocks, owners only)
export const listMyBlocks = (ctx: RequestContext) => listBlocks(ctx, ctx.doer);
export const checkMyBlock = (ctx: RequestContext) => checkBlock(ctx, ctx.doer);
export const blockForMe = (ctx: RequestContext) => block(ctx, ctx.doer);
export const unblockForMe = (ctx: RequestContext) => unblock(ctx, ctx.doer);
export const listOrgBlocks = (ctx: RequestContext) => listBlocks(ctx, ctx.org());
export const checkOrgBlock = (ctx: RequestContext) => checkBlock(ctx, ctx.org());
export const blockForOrg = (ctx: RequestContext) => block(ctx, ctx.org());
export const unblockForOrg = (ctx: RequestContext) => unblock(ctx, ctx.org());
