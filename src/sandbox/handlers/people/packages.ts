// The /packages/{owner} routes, as routers/api/v1/packages/package.go answers them behind the
// group's middleware (routers/api/v1/api.go): UserAssignmentAPI (404), PackageAssignmentAPI (the
// version, 404), reqPackageAccess(read) (403), then each route's reqToken (401) and, to delete,
// reqPackageAccess(write) (403).

import { packageFileJson, packageJson } from '../../convert/misc.js';
import type { RequestContext } from '../../http/context.js';
import { jsonReply, type Reply } from '../../http/errors.js';
import type { Guard } from '../../http/guards.js';
import { pagedReply } from '../../http/paging.js';
import { isOrgMember, ownerVisible, teamLevel } from '../../model/access.js';
import {
  Access,
  type AccessMode,
  type PackageRec,
  type PackageVersionRec,
  type UserRec,
} from '../../model/records.js';

/**
 * services/context/package.go determineAccessMode: an organization's members get their highest
 * team's access (at least read), raised by a team's packages unit; its visibility gives others
 * read; a user is the owner of their own packages, and others read them when the user is visible.
 */
function accessMode(ctx: RequestContext, owner: UserRec): AccessMode {
  const doer = ctx.user;
  if (owner.isOrg) {
    let mode: AccessMode = Access.none;
    if (doer && isOrgMember(ctx.store, owner.id, doer.id)) {
      for (const team of ctx.store.teamsOf(owner.id)) {
        if (!team.memberIds.includes(doer.id)) continue;
        const unit = team.unitsMap['repo.packages'] as keyof typeof teamLevel | undefined;
        mode = Math.max(mode, teamLevel[team.permission], unit ? teamLevel[unit] : Access.none) as AccessMode;
      }
      mode = Math.max(mode, Access.read) as AccessMode;
    }
    return mode === Access.none && ownerVisible(ctx.store, owner, doer) ? Access.read : mode;
  }
  if (doer)
    return doer.id === owner.id ? Access.owner : owner.visibility !== 'private' ? Access.read : Access.none;
  return owner.visibility === 'public' ? Access.read : Access.none;
}

/** reqPackageAccess: a site admin passes whatever the mode */
const reqPackageMode =
  (needed: AccessMode): Guard =>
  (ctx) => {
    if (accessMode(ctx, ctx.contextUser('owner')) < needed && !ctx.user?.isAdmin) {
      throw ctx.error(403, 'user should have specific permission or be a site admin');
    }
  };

/** The group's reqPackageAccess(read): after the owner (404), before the route's reqToken */
export const reqPackageAccess = reqPackageMode(Access.read);

/** DeletePackage's own reqPackageAccess(write) */
export const reqPackageWrite = reqPackageMode(Access.write);

/** PackageAssignmentAPI: the owner's package version named by the route, or 404 "package does not exist" */
function versionOf(ctx: RequestContext): { pkg: PackageRec; version: PackageVersionRec } {
  const owner = ctx.contextUser('owner');
  const type = ctx.param('type');
  const name = ctx.param('name').toLowerCase();
  const pkg = ctx.store.packages.find(
    (p) => p.ownerId === owner.id && p.type === type && p.name.toLowerCase() === name,
  );
  const version =
    pkg &&
    ctx.store.packageVersions.find((v) => v.packageId === pkg.id && v.version === ctx.param('version'));
  if (!pkg || !version) throw ctx.notFound('package does not exist');
  return { pkg, version };
}

/** PackageAssignmentAPI, which runs before the group's access check: a missing version is a 404 to anyone */
export const packageAssignment: Guard = (ctx) => {
  versionOf(ctx);
};

/**
 * 200 Package[] (one entry per version, newest first) + X-Total-Count + Link.
 * Middleware order: owner (404) → package access (403, not 404) → reqToken (401, even for public owners).
 */
export function listPackages(ctx: RequestContext): Reply {
  const owner = ctx.contextUser('owner');
  const type = ctx.form('type').trim();
  const q = ctx.form('q').trim().toLowerCase();
  const { store } = ctx;
  const rows = store.packageVersions
    .flatMap((version) => {
      const pkg = store.packages.find((p) => p.id === version.packageId);
      return pkg ? [{ pkg, version }] : [];
    })
    .filter(({ pkg }) => pkg.ownerId === owner.id)
    .filter(({ pkg }) => type === '' || type === 'all' || pkg.type === type)
    .filter(({ pkg }) => q === '' || pkg.name.toLowerCase().includes(q))
    .sort(
      (a, b) => b.version.createdAt.getTime() - a.version.createdAt.getTime() || b.version.id - a.version.id,
    );
  return pagedReply(ctx, rows, ({ pkg, version }) => packageJson(ctx, pkg, version));
}

/** GET /packages/{owner}/{type}/{name}/{version}: one version (GetPackage) */
export function getPackage(ctx: RequestContext): Reply {
  const { pkg, version } = versionOf(ctx);
  return jsonReply(200, packageJson(ctx, pkg, version));
}

/** GET …/{version}/files: every file of the version, unpaged (ListPackageFiles) */
export function listPackageFiles(ctx: RequestContext): Reply {
  const { version } = versionOf(ctx);
  const files = ctx.store.packageFiles.filter((file) => file.versionId === version.id);
  return jsonReply(200, files.map(packageFileJson));
}

/**
 * DELETE …/{version}: 204 (DeletePackage → RemovePackageVersion): the version and its files go, and
 * the package with its last version (services/packages DeletePackageVersionAndReferences).
 */
export function deletePackage(ctx: RequestContext): Reply {
  const { pkg, version } = versionOf(ctx);
  const { store } = ctx;
  removeWhere(store.packageFiles, (file) => file.versionId === version.id);
  removeWhere(store.packageVersions, (v) => v.id === version.id);
  if (!store.packageVersions.some((v) => v.packageId === pkg.id)) {
    removeWhere(store.packages, (p) => p.id === pkg.id);
  }
  return { status: 204 };
}

function removeWhere<T>(rows: T[], gone: (row: T) => boolean): void {
  for (let i = rows.length - 1; i >= 0; i--) if (gone(rows[i] as T)) rows.splice(i, 1);
}
