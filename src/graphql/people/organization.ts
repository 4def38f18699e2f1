// Organization and Team. Root field `organization`.

import { getTeam } from '../../forge/endpoints/people.js';
import { getOrganization } from '../../forge/endpoints/users.js';
import type { Organization, Team } from '../../forge/types.js';
import { builder } from '../builder.js';
import { ACCESS_MODES, AccessMode, VISIBILITIES, Visibility } from '../common/enums.js';
import { accountRow, byIdRow, forgeNodeRef, withDatabaseId } from '../common/forge-node.js';
import { connectionType } from '../connection-type.js';
import { loginKey, nodeKey } from '../loaders.js';
import { isReference, referenceRoot } from '../reference-root.js';
import { toEnum, toUrl } from '../values.js';
import { ORDER_NEEDS_ID, type OwnerRef, RepositoryOwnerRef } from './owner.js';

export const OrganizationRef = forgeNodeRef<Organization>(
  'Organization',
  accountRow(getOrganization, 'org', 'name'),
);

OrganizationRef.implement({
  interfaces: [RepositoryOwnerRef],
  description: 'An organization.',
  fields: withDatabaseId((t) => ({
    name: t.exposeString('name', { nullable: false }),
    login: t.string({ nullable: false, description: 'Same as name.', resolve: (o) => o.name }),
    username: t.exposeString('username', { deprecationReason: 'the forge deprecates it; use name' }),
    fullName: t.exposeString('full_name'),
    email: t.exposeString('email'),
    avatarUrl: t.field({ type: 'URL', resolve: (o) => toUrl(o.avatar_url) }),
    description: t.exposeString('description'),
    website: t.exposeString('website'),
    location: t.exposeString('location'),
    visibility: t.field({ type: Visibility, resolve: (o) => toEnum(VISIBILITIES, o.visibility) }),
    repoAdminChangeTeamAccess: t.exposeBoolean('repo_admin_change_team_access'),
  })),
});

export const UnitPermissionRef = builder
  .objectRef<{ unit: string; permission: string }>('UnitPermission')
  .implement({
    description: 'One entry of a team’s units_map: a repository unit and the access the team has to it.',
    fields: (t) => ({
      unit: t.exposeString('unit', { nullable: false, description: 'The part of a repository, e.g. repo.code, repo.issues.' }),
      permission: t.field({
        type: AccessMode,
        resolve: (entry) => toEnum(ACCESS_MODES, entry.permission),
      }),
      permissionName: t.exposeString('permission', { nullable: false, description: 'The raw value.' }),
    }),
  });

export const TeamRef = forgeNodeRef<Team>('Team', byIdRow(getTeam));

TeamRef.implement({
  description:
    'A team of an organization. Its `id` refetches with GET /teams/{id}, which only the team’s members, the organization’s owners and site administrators may read.',
  fields: withDatabaseId((t) => ({
    name: t.exposeString('name', { nullable: false }),
    description: t.exposeString('description'),
    organization: t.field({
      type: OrganizationRef,
      // A team listed under `organization(login:)` answered by reference carries that stand-in: read it.
      resolve: (team, _args, context) =>
        team.organization && isReference(team.organization)
          ? nodeKey(context, loginKey(team.organization.name))
          : (team.organization ?? null),
    }),
    includesAllRepositories: t.exposeBoolean('includes_all_repositories'),
    permission: t.field({ type: AccessMode, resolve: (team) => toEnum(ACCESS_MODES, team.permission) }),
    units: t.exposeStringList('units'),
    unitsMap: t.field({
      type: [UnitPermissionRef],
      resolve: (team) =>
        Object.entries(team.units_map ?? {}).map(([unit, permission]) => ({
          unit,
          permission: String(permission),
        })),
    }),
    canCreateOrgRepo: t.exposeBoolean('can_create_org_repo'),
    visibility: t.field({ type: Visibility, resolve: (team) => toEnum(VISIBILITIES, team.visibility) }),
  })),
});

export const OrganizationConnection = connectionType(OrganizationRef, 'Organization');

export const TeamConnection = connectionType(TeamRef, 'Team');

builder.queryFields((t) => ({
  organization: t.field({
    type: OrganizationRef,
    description: 'An organization by name (GET /orgs/{org}).',
    args: { login: t.arg.string({ required: true }) },
    // Its lists start from the name at once; their answers prove it exists (reference-root.ts).
    resolve: async (_root, args, context, info) => {
      const ref = { login: args.login, isOrg: true };
      const root = { typeName: 'Organization', ref, stub: { name: args.login }, from: 'parent' as const };
      const reference = await referenceRoot<OwnerRef>(
        { ...root, needsRecord: ORDER_NEEDS_ID },
        context,
        info,
      );
      return (reference as Organization | undefined) ?? nodeKey(context, loginKey(args.login));
    },
  }),
}));
