// Who may see and do what: a small model of Gitea's GetUserRepoPermission and organization checks.
import { Access, type AccessMode, type RepoRec, type TeamPermission, type UserRec } from './records.js';
import type { Store } from './store.js';

export const teamLevel: Record<TeamPermission, AccessMode> = {
  none: Access.none,
  read: Access.read,
  write: Access.write,
  admin: Access.admin,
  owner: Access.owner,
};

export function isOrgOwner(store: Store, orgId: number, userId: number): boolean {
  return store.teamsOf(orgId).some((t) => t.permission === 'owner' && t.memberIds.includes(userId));
}

export function isOrgMember(store: Store, orgId: number, userId: number): boolean {
  return store.teamsOf(orgId).some((t) => t.memberIds.includes(userId));
}

/** site admin, org owner, or a member of a team with can_create_org_repo */
export function canCreateOrgRepo(store: Store, orgId: number, user: UserRec): boolean {
  if (user.isAdmin) return true;
  return store
    .teamsOf(orgId)
    .some((t) => t.memberIds.includes(user.id) && (t.permission === 'owner' || t.canCreateOrgRepo));
}

/** Gitea's HasOrgOrUserVisible: public to all, limited to signed-in users, private to self/members/admins. */
export function ownerVisible(store: Store, owner: UserRec, viewer: UserRec | null): boolean {
  if (owner.visibility === 'public') return true;
  if (!viewer) return false;
  if (owner.visibility === 'limited' || viewer.isAdmin || viewer.id === owner.id) return true;
  return owner.isOrg && isOrgMember(store, owner.id, viewer.id);
}

export function repoAccess(store: Store, repo: RepoRec, user: UserRec | null): AccessMode {
  const owner = store.user(repo.ownerId);
  const publicRead = !repo.private && ownerVisible(store, owner, user) ? Access.read : Access.none;
  if (!user) return publicRead;
  if (user.isAdmin || user.id === owner.id) return Access.owner;
  let mode: AccessMode = publicRead;
  const raise = (m: AccessMode) => {
    if (m > mode) mode = m;
  };
  if (owner.isOrg) {
    for (const team of store.teamsOf(owner.id)) {
      if (!team.memberIds.includes(user.id)) continue;
      if (team.permission === 'owner') raise(Access.owner);
      else if (team.includesAllRepositories || team.repoIds.includes(repo.id))
        raise(teamLevel[team.permission]);
    }
  }
  raise(repo.collaborators.get(user.id) ?? Access.none);
  return mode;
}

export function permissionJson(mode: AccessMode): { admin: boolean; push: boolean; pull: boolean } {
  return { admin: mode >= Access.admin, push: mode >= Access.write, pull: mode >= Access.read };
}
