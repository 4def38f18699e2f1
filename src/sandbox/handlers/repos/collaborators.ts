// One collaborator of a repository (routers/api/v1/repo/collaborators.go): the check, adding or changing
// one with a permission, removing one, and any user's permission. The group runs reqToken; the check
// needs any read access, the writes reqAdmin.

import { userFor } from '../../convert/users.js';
import type { RequestContext } from '../../http/context.js';
import { jsonReply, type Reply } from '../../http/errors.js';
import { repoAccess } from '../../model/access.js';
import { refuseBlocked } from '../../model/blocking.js';
import { Access, type AccessMode, type UserRec } from '../../model/records.js';
import { AddCollaboratorOptionSchema } from './forms.js';

const MODE_NAMES = ['none', 'read', 'write', 'admin', 'owner'] as const;

/** user_model.GetUserByName: an unknown name is a 422 APIError of ErrUserNotExist on these routes */
function collaboratorOf(ctx: RequestContext, status = 422): UserRec {
  const name = ctx.param('collaborator');
  const user = ctx.store.userByName(name);
  if (!user) throw ctx.error(status, `user does not exist [uid: 0, name: ${name}]`);
  return user;
}

/** GET /repos/{owner}/{repo}/collaborators/{collaborator}: 204 when a collaborator, 404 when not */
export function checkCollaborator(ctx: RequestContext): Reply {
  const { repo } = ctx.repo();
  const user = collaboratorOf(ctx);
  if (!repo.collaborators.has(user.id)) throw ctx.notFound();
  return { status: 204 };
}

/** perm.ParseAccessMode(permission, read, write, admin): anything else is write, as is no permission */
function modeOf(permission: string | undefined): AccessMode {
  if (permission === 'read') return Access.read;
  if (permission === 'admin') return Access.admin;
  return Access.write;
}

/** PUT …/collaborators/{collaborator} (reqAdmin): 204; an inactive account is the forge's 500 */
export function addCollaborator(ctx: RequestContext): Reply {
  const { repo } = ctx.repo();
  const form = ctx.bind(AddCollaboratorOptionSchema);
  const user = collaboratorOf(ctx);
  if (!user.active) throw ctx.error(500, "collaborator's account is inactive");
  // repo_service.AddOrUpdateCollaborator: neither may have blocked the other
  refuseBlocked(ctx, user, repo.ownerId);
  refuseBlocked(ctx, ctx.store.user(repo.ownerId), user.id);
  repo.collaborators.set(user.id, modeOf(form.permission));
  return { status: 204 };
}

/** DELETE …/collaborators/{collaborator} (reqAdmin): 204, also for a user who was none */
export function removeCollaborator(ctx: RequestContext): Reply {
  const { repo } = ctx.repo();
  const user = collaboratorOf(ctx);
  repo.collaborators.delete(user.id);
  return { status: 204 };
}

/**
 * GET …/collaborators/{collaborator}/permission: site admins and repository admins may ask about
 * anyone, others only about themselves (403); an unknown user is a 404 here.
 */
export function getRepoPermissions(ctx: RequestContext): Reply {
  const rc = ctx.repo();
  const doer = ctx.doer;
  const asked = ctx.param('collaborator');
  if (!doer.isAdmin && doer.login.toLowerCase() !== asked.toLowerCase() && rc.mode < Access.admin) {
    throw ctx.error(
      403,
      'Only admins can query all permissions, repo admins can query all repo permissions, collaborators can query only their own',
    );
  }
  const user = collaboratorOf(ctx, 404);
  const mode = MODE_NAMES[repoAccess(ctx.store, rc.repo, user)];
  return jsonReply(200, { permission: mode, role_name: mode, user: userFor(ctx, user) });
}
