// Package and the `packages` field of User and Organization.

import { getPackage, listPackages } from '../../forge/endpoints/index.js';
import type { Package } from '../../forge/types/index.js';
import { builder } from '../kit/builder.js';
import { connectionType } from '../kit/connection-type.js';
import { PackageType } from '../kit/enums.js';
import { commonFields, forgeFields } from '../kit/forge-fields.js';
import { forgeNodeRef, readBy, withDatabaseId } from '../kit/forge-node.js';
import { parseKey } from '../kit/loaders.js';
import { listConnection, listField, pagedList } from '../kit/paged-field.js';
import { type OwnerRef, ownerKey, ownerRefOf, RepositoryOwnerRef } from '../people/owner.js';
import { FIELDS } from './fields.js';

/** What a Package node refetches by: owner, type, name and version (names may hold `/`, e.g. npm scopes). */
export const packageKeyOf = (p: Package) => JSON.stringify([p.owner?.login ?? '', p.type, p.name, p.version]);

/** The package route's arguments from a node key. */
export const packageArgsOf = (key: string) => {
  const [owner = '', type = '', name = '', version = ''] = parseKey(key);
  return { owner, type, name, version };
};

export const PackageRef = forgeNodeRef<Package>('Package', {
  keyOf: packageKeyOf,
  read: readBy(getPackage, packageArgsOf, 'id'),
});

PackageRef.implement({
  description:
    'One version of a package (the forge lists one entry per version). `node(id:)` refetches it with one read.',
  fields: withDatabaseId((t) => ({
    ...commonFields(t, 'htmlUrl', 'createdAt'),
    ...forgeFields(t, FIELDS.Package),
  })),
});

export const PackageConnection = connectionType(PackageRef, 'Package');

interface PackageArgs {
  type?: string | null;
  query?: string | null;
}

const packages = pagedList<OwnerRef, PackageArgs, Package>({
  endpoint: listPackages,
  key: ownerKey,
  filters: (args: PackageArgs) => [args.type ?? undefined, args.query ?? undefined],
  fetch: (context, owner: OwnerRef, args: PackageArgs, page) =>
    listPackages(context.forge, {
      owner: owner.login,
      type: args.type ?? undefined,
      q: args.query ?? undefined,
      ...page,
    }),
});

builder.interfaceField(RepositoryOwnerRef, 'packages', (t) =>
  listConnection(
    t,
    PackageConnection,
    listField(packages, ownerRefOf),
    'Packages of this owner, one entry per version, newest first; needs a token. Forge: GET /packages/{owner}, one call per page.',
    {
      type: t.arg({ type: PackageType, description: 'Only packages of this format; all when absent.' }),
      query: t.arg.string({ description: 'Case-insensitive part of the package name.' }),
    },
  ),
);
