// Transferring a repository, and the recipient's accept / reject of a pending transfer
// (routers/api/v1/repo/transfer.go).

import { repoJson } from '../../convert/repos.js';
import type { RepoContext, RequestContext } from '../../http/context.js';
import { jsonReply, type Reply } from '../../http/errors.js';
import { canCreateOrgRepo, isOrgMember, isOrgOwner, repoAccess } from '../../model/access.js';
import { recordActivity } from '../../model/activity.js';
import { Access, type UserRec } from '../../model/records.js';
import { transferOwnership } from '../../model/repos.js';
import { TransferRepoOption } from './forms.js';

/** Who may transfer: the repo owner (org owners for org repos) or a site admin */
function requireRepoOwner(ctx: RequestContext, rc: RepoContext, user: UserRec): void {
  const isOwner =
    user.isAdmin ||
    rc.owner.id === user.id ||
    (rc.owner.isOrg && isOrgOwner(ctx.store, rc.owner.id, user.id));
  if (!isOwner) throw ctx.error(403, 'user should be the owner of the repo');
}

/** POST /repos/{owner}/{repo}/transfer → 202 moved now, 201 pending the recipient */
export function transferRepo(ctx: RequestContext): Reply {
  const rc = ctx.repo();
  const doer = ctx.doer;
  requireRepoOwner(ctx, rc, doer);
  const form = ctx.bind(TransferRepoOption);
  const { store } = ctx;
  const newOwner = store.userByName(form.new_owner ?? '');
  const hiddenOrg =
    newOwner?.isOrg &&
    !doer.isAdmin &&
    newOwner.visibility === 'private' &&
    !isOrgMember(store, newOwner.id, doer.id);
  if (!newOwner || hiddenOrg) throw ctx.error(404, 'The new owner does not exist or cannot be found');
  const teamIds = form.team_ids;
  if (teamIds !== undefined) {
    if (!newOwner.isOrg) throw ctx.error(422, 'Teams can only be added to organization-owned repositories');
    for (const id of teamIds) {
      const team = store.teams.find((t) => t.id === id);
      if (!team) throw ctx.error(422, `team ${id} not found`);
      if (team.orgId !== newOwner.id) throw ctx.error(403, `team ${id} belongs not to org ${newOwner.id}`);
    }
  }
  const { repo } = rc;
  if (repo.transfer) {
    throw ctx.error(
      409,
      `repository is already being transferred [uname: ${rc.owner.login}, name: ${repo.name}]`,
    );
  }
  if (store.repoByName(newOwner.id, repo.name)) {
    throw ctx.error(422, `repository already exists [uname: ${newOwner.login}, name: ${repo.name}]`);
  }
  const immediate =
    doer.isAdmin || newOwner.id === doer.id || (newOwner.isOrg && canCreateOrgRepo(store, newOwner.id, doer));
  if (immediate) {
    transferOwnership(store, repo, newOwner, teamIds ?? []);
    recordActivity(store, doer, repo, { opType: 'transfer_repo', content: `${rc.owner.login}/${repo.name}` });
    return jsonReply(202, repoJson(ctx, repo, Access.admin));
  }
  // as Gitea does, a recipient without access becomes a read collaborator so that they can see the repo
  if (!newOwner.isOrg && repoAccess(store, repo, newOwner) === Access.none) {
    repo.collaborators.set(newOwner.id, Access.read);
  }
  repo.transfer = { doerId: doer.id, recipientId: newOwner.id, teamIds: teamIds ?? [] };
  return jsonReply(201, repoJson(ctx, repo, Access.admin));
}

/** The recipient, an owner of the recipient org, or a site admin may answer a pending transfer. */
function pendingFor(ctx: RequestContext) {
  const rc = ctx.repo();
  const doer = ctx.doer;
  const transfer = rc.repo.transfer;
  if (!transfer) throw ctx.error(404, `repository doesn't have a pending transfer [repo_id: ${rc.repo.id}]`);
  const recipient = ctx.store.user(transfer.recipientId);
  const allowed =
    doer.isAdmin ||
    doer.id === recipient.id ||
    (recipient.isOrg && isOrgOwner(ctx.store, recipient.id, doer.id));
  if (!allowed) throw ctx.error(403, 'permission denied');
  return { rc, doer, transfer, recipient };
}

/** POST /repos/{owner}/{repo}/transfer/accept → 202 Repository under the new owner */
export function acceptTransfer(ctx: RequestContext): Reply {
  const { rc, doer, transfer, recipient } = pendingFor(ctx);
  if (ctx.store.repoByName(recipient.id, rc.repo.name)) {
    throw ctx.error(422, `repository already exists [uname: ${recipient.login}, name: ${rc.repo.name}]`);
  }
  const oldName = `${rc.owner.login}/${rc.repo.name}`;
  transferOwnership(ctx.store, rc.repo, recipient, transfer.teamIds);
  recordActivity(ctx.store, doer, rc.repo, { opType: 'transfer_repo', content: oldName });
  return jsonReply(202, repoJson(ctx, rc.repo, repoAccess(ctx.store, rc.repo, doer)));
}

/** POST /repos/{owner}/{repo}/transfer/reject → 200 Repository, still with its owner */
export function rejectTransfer(ctx: RequestContext): Reply {
  const { rc, doer } = pendingFor(ctx);
  rc.repo.transfer = null;
  return jsonReply(200, repoJson(ctx, rc.repo, repoAccess(ctx.store, rc.repo, doer)));
}
