// Organization and Team. Root field `organization`.

import { getOrganization, getTeam } from '../../forge/endpoints/index.js';
import type { Organization, Team } from '../../forge/types/index.js';
import { builder } from '../kit/builder.js';
import { connectionType } from '../kit/connection-type.js';
import { forgeFields } from '../kit/forge-fields.js';
import { accountRow, byIdRow, forgeNodeRef, withDatabaseId } from '../kit/forge-node.js';
import { loginKey, nodeKey } from '../kit/loaders.js';
import { isReference, referenceRoot } from '../kit/reference-root.js';
import { ORDER_NEEDS_ID, type OwnerRef, RepositoryOwnerRef } from './owner.js';

export const OrganizationRef = forgeNodeRef<Organization>(
  'Organization',
  accountRow(getOrganization, 'org', 'name'),
);

OrganizationRef.implement({
  interfaces: [RepositoryOwnerRef],
  description: 'An organization.',
  fields: withDatabaseId((t) => ({
    // biome-ignore format: a table, one row a line
    ...forgeFields(t, {
      name: ['name', 'String!', 'The organization’s name on the forge, as in its profile address.'],
      login: ['name', 'String!', 'Same as name.'],
      username: ['username', 'String', 'The organization’s name, under the forge’s older key.', { deprecated: 'the forge deprecates it; use name' }],
      fullName: ['full_name', 'String', 'The name the organization shows; empty when none.'],
      email: ['email', 'String', 'The organization’s public email; empty when none.'],
      avatarUrl: ['avatar_url', 'URL', 'The organization’s avatar image.'],
      description: ['description', 'String', 'What the organization says about itself; empty when none.'],
      website: ['website', 'String', 'The organization’s website; empty when none.'],
      location: ['location', 'String', 'Where the organization says it is; empty when none.'],
      visibility: ['visibility', 'Visibility', 'Who can see the organization.'],
      repoAdminChangeTeamAccess: ['repo_admin_change_team_access', 'Boolean', 'Whether repository administrators may add or remove the organization’s teams on their repositories.'],
    }),
  })),
});

export const UnitPermissionRef = builder
  .objectRef<{ unit: string; permission: string }>('UnitPermission')
  .implement({
    description: 'One entry of a team’s units_map: a repository unit and the access the team has to it.',
    fields: (t) =>
      // biome-ignore format: a table, one row a line
      forgeFields(t, {
        unit: ['unit', 'String!', 'The part of a repository, e.g. repo.code, repo.issues.'],
        permission: ['permission', 'AccessMode', 'The team’s access to this unit; null for a value this API does not know.'],
        permissionName: ['permission', 'String!', 'The raw value.'],
      }),
  });

export const TeamRef = forgeNodeRef<Team>('Team', byIdRow(getTeam));

TeamRef.implement({
  description:
    'A team of an organization. Its `id` refetches with GET /teams/{id}, which only the team’s members, the organization’s owners and site administrators may read.',
  fields: withDatabaseId((t) => ({
    ...forgeFields(t, {
      name: ['name', 'String!', 'The team’s name, unique in its organization.'],
      description: ['description', 'String', 'What the team is for; empty when none.'],
    }),
    organization: t.field({
      description: 'The organization the team belongs to.',
      type: OrganizationRef,
      // A team listed under `organization(login:)` answered by reference carries that stand-in: read it.
      resolve: (team, _args, context) =>
        team.organization && isReference(team.organization)
          ? nodeKey(context, loginKey(team.organization.name))
          : (team.organization ?? null),
    }),
    // biome-ignore format: a table, one row a line
    ...forgeFields(t, {
      includesAllRepositories: ['includes_all_repositories', 'Boolean', 'Whether the team has access to every repository of the organization, present and future.'],
      permission: ['permission', 'AccessMode', 'The team’s access level to the repositories it covers.'],
      units: ['units', '[String!]', 'The repository units the team may use, e.g. repo.code, repo.issues.'],
    }),
    unitsMap: t.field({
      description: 'The team’s access per repository unit.',
      type: [UnitPermissionRef],
      resolve: (team) =>
        Object.entries(team.units_map ?? {}).map(([unit, permission]) => ({
          unit,
          permission: String(permission),
        })),
    }),
    // biome-ignore format: a table, one row a line
    ...forgeFields(t, {
      canCreateOrgRepo: ['can_create_org_repo', 'Boolean', 'Whether members of the team may create repositories in the organization.'],
      visibility: ['visibility', 'Visibility', 'Who can see the team.'],
    }),
  })),
});

export const OrganizationConnection = connectionType(OrganizationRef, 'Organization');

export const TeamConnection = connectionType(TeamRef, 'Team');

builder.queryFields((t) => ({
  organization: t.field({
    type: OrganizationRef,
    description: 'An organization by name (GET /orgs/{org}).',
    args: { login: t.arg.string({ description: 'The organization’s name.', required: true }) },
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
