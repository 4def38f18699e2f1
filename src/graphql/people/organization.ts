// Organization and Team. Root field `organization`.

import { getOrganization, getTeam } from '../../forge/endpoints/index.js';
import type { Organization, Team } from '../../forge/types/index.js';
import { builder } from '../kit/builder.js';
import { connectionType } from '../kit/connection-type.js';
import { forgeFields } from '../kit/forge-fields.js';
import { accountRow, byIdRow, forgeNodeRef, withDatabaseId } from '../kit/forge-node.js';
import { loginKey, nodeKey } from '../kit/loaders.js';
import { isReference, referenceRoot } from '../kit/reference-root.js';
import { rowObjects } from '../kit/row-object.js';
import { FIELDS } from './fields.js';
import { ORDER_NEEDS_ID, type OwnerRef, RepositoryOwnerRef } from './owner.js';

const rowObject = rowObjects(FIELDS);

export const OrganizationRef = forgeNodeRef<Organization>(
  'Organization',
  accountRow(getOrganization, 'org', 'name'),
);

OrganizationRef.implement({
  interfaces: [RepositoryOwnerRef],
  description: 'An organization.',
  fields: withDatabaseId((t) => ({
    ...forgeFields(t, FIELDS.Organization),
  })),
});

export const UnitPermissionRef = rowObject<{ unit: string; permission: string }>(
  'UnitPermission',
  'One entry of a team’s units_map: a repository unit and the access the team has to it.',
);

export const TeamRef = forgeNodeRef<Team>('Team', byIdRow(getTeam));

TeamRef.implement({
  description:
    'A team of an organization. Its `id` refetches with GET /teams/{id}, which only the team’s members, the organization’s owners and site administrators may read.',
  fields: withDatabaseId((t) => ({
    ...forgeFields(t, FIELDS.Team),
    organization: t.field({
      description: 'The organization the team belongs to.',
      type: OrganizationRef,
      // A team listed under `organization(login:)` answered by reference carries that stand-in: read it.
      resolve: (team, _args, context) =>
        team.organization && isReference(team.organization)
          ? nodeKey(context, loginKey(team.organization.name))
          : (team.organization ?? null),
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
