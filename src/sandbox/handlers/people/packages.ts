// GET /packages/{owner}, as routers/api/v1/packages/package.go answers it.

import { packageJson } from '../../convert/misc.js';
import type { RequestContext } from '../../http/context.js';
import { jsonReply, type Reply } from '../../http/errors.js';
import type { Guard } from '../../http/guards.js';
import { pagedReply } from '../../http/paging.js';
import { isOrgMember, ownerVisible } from '../../model/access.js';
import type { UserRec } from '../../model/records.js';

/** Gitea's determineAccessMode, reduced to "may read": owner, org members, or a visible owner */
function mayRead(ctx: RequestContext, owner: UserRec): boolean {
  const doer = ctx.user;
  if (doer?.isAdmin || doer?.id === owner.id) return true;
  if (owner.isOrg)
    return (
      (doer !== null && isOrgMember(ctx.store, owner.id, doer.id)) || ownerVisible(ctx.store, owner, doer)
    );
  if (doer) return owner.visibility !== 'private';
  return owner.visibility === 'public';
}

/** The /packages/{owner} group: the owner (404), then reqPackageAccess(read) (403, not 404) */
export const reqPackageAccess: Guard = (ctx) => {
  if (!mayRead(ctx, ctx.contextUser('owner'))) {
    throw ctx.error(403, 'user should have specific permission or be a site admin');
  }
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

/**
 * GET /packages/{owner}/{type}/{name}/{version}: one version (routers/api/v1/packages/package.go
 * GetPackage, behind the same owner → access → token middleware as the list; a missing package is
 * PackageAssignmentAPI's 404 "package does not exist").
 */
export function getPackage(ctx: RequestContext): Reply {
  const owner = ctx.contextUser('owner');
  const type = ctx.param('type');
  const name = ctx.param('name').toLowerCase();
  const version = ctx.param('version');
  const pkg = ctx.store.packages.find(
    (p) => p.ownerId === owner.id && p.type === type && p.name.toLowerCase() === name,
  );
  const found = pkg && ctx.store.packageVersions.find((v) => v.packageId === pkg.id && v.version === version);
  if (!pkg || !found) throw ctx.notFound('package does not exist');
  return jsonReply(200, packageJson(ctx, pkg, found));
}
