// The lists of an Organization (`repositories`, `members`, `teams`) and of a Team (`members`,
// `repositories`).

import {
  listOrgMembers,
  listOrgPublicMembers,
  listOrgRepos,
  listOrgTeams,
  listTeamMembers,
  listTeamRepos,
} from '../../forge/endpoints/people.js';
import type { Organization, Repository, Team, User } from '../../forge/types.js';
import { builder } from '../builder.js';
import { listField, pagedList } from '../paged-field.js';
import { prefetch } from '../prefetch.js';
import { RepositoryConnection } from '../repository/repository.js';
import { OrganizationRef, TeamConnection, TeamRef } from './organization.js';
import { type OwnerRef, ownerKey } from './owner.js';
import { UserConnection } from './user.js';

const orgRefOf = (org: Organization): OwnerRef => ({ login: org.name });

const orgRepositories = pagedList<OwnerRef, object, Repository>({
  route: 'GET /orgs/{org}/repos',
  key: ownerKey,
  fetch: (context, ref: OwnerRef, _args: object, page) =>
    listOrgRepos(context.forge, { org: ref.login, ...page }),
});

const orgMembers = pagedList<OwnerRef, object, User>({
  route: 'GET /orgs/{org}/members',
  key: ownerKey,
  // The members route needs a token; an anonymous caller gets what it would show them anyway, the
  // public members, from the route that needs none (decided by the header, without a probe).
  fetch: (context, ref: OwnerRef, _args: object, page) =>
    context.forge.init.authorization
      ? listOrgMembers(context.forge, { org: ref.login, ...page })
      : listOrgPublicMembers(context.forge, { org: ref.login, ...page }),
});

const orgTeams = pagedList<OwnerRef, object, Team>({
  route: 'GET /orgs/{org}/teams',
  key: ownerKey,
  fetch: (context, ref: OwnerRef, _args: object, page) =>
    listOrgTeams(context.forge, { org: ref.login, ...page }),
});

/** What a team's lists need: its id. */
interface TeamListRef {
  id: number;
}

const teamKey = (ref: TeamListRef) => String(ref.id);
const teamRefOf = (team: Team): TeamListRef => ({ id: team.id });

const teamMembers = pagedList<TeamListRef, object, User>({
  route: 'GET /teams/{id}/members',
  key: teamKey,
  fetch: (context, ref: TeamListRef, _args: object, page) =>
    listTeamMembers(context.forge, { id: ref.id, ...page }),
});

const teamRepositories = pagedList<TeamListRef, object, Repository>({
  route: 'GET /teams/{id}/repos',
  key: teamKey,
  fetch: (context, ref: TeamListRef, _args: object, page) =>
    listTeamRepos(context.forge, { id: ref.id, ...page }),
});

/** The forge leaves a listed team's `organization` null (ToTeams without orgs): the parent fills it. */
function withOrganization(team: Team, organization: Organization): Team {
  return team.organization ? team : { ...team, organization };
}

builder.objectFields(OrganizationRef, (t) => ({
  repositories: t.field({
    type: RepositoryConnection,
    description:
      'The organization’s repositories the caller may read, by id (GET /orgs/{org}/repos). For a signed-in caller the forge’s `totalCount` also counts private repositories the caller cannot see.',
    args: t.arg.connectionArgs(),
    ...listField(orgRepositories, orgRefOf),
  }),
  members: t.field({
    type: UserConnection,
    description:
      'Members of the organization (GET /orgs/{org}/members). Members and site administrators see every member; anyone else only those who made their membership public (an anonymous caller through GET /orgs/{org}/public_members).',
    args: t.arg.connectionArgs(),
    ...listField(orgMembers, orgRefOf),
  }),
  teams: t.field({
    type: TeamConnection,
    description:
      'Teams of the organization, by name (GET /orgs/{org}/teams). Only members and site administrators may list them: others get FORBIDDEN.',
    args: t.arg.connectionArgs(),
    extensions: prefetch<OwnerRef>((context, ref, args) => orgTeams(context, ref, args)),
    resolve: async (org, args, context) => {
      const connection = await orgTeams(context, orgRefOf(org), args);
      return {
        ...connection,
        edges: connection.edges.map((edge) => ({ ...edge, node: withOrganization(edge.node, org) })),
      };
    },
  }),
}));

builder.objectFields(TeamRef, (t) => ({
  members: t.field({
    type: UserConnection,
    description:
      'Members of the team, by login (GET /teams/{id}/members). Only the team’s members, the organization’s owners and site administrators may list them.',
    args: t.arg.connectionArgs(),
    ...listField(teamMembers, teamRefOf),
  }),
  repositories: t.field({
    type: RepositoryConnection,
    description:
      'Repositories the team has access to, by name (GET /teams/{id}/repos); all of the organization’s for a team that includes every repository.',
    args: t.arg.connectionArgs(),
    ...listField(teamRepositories, teamRefOf),
  }),
}));
