// The lists of an Organization (`repositories`, `members`, `teams`) and of a Team (`members`,
// `repositories`).

import {
  listOrgMembers,
  listOrgPublicMembers,
  listOrgRepos,
  listOrgTeams,
  listTeamMembers,
  listTeamRepos,
} from '../../forge/endpoints/index.js';
import type { ForgeResponse, ForgeSession } from '../../forge/session.js';
import type { Organization, Repository, Team, User } from '../../forge/types/index.js';
import { builder } from '../kit/builder.js';
import type { Caller } from '../kit/caller.js';
import { listConnection, listField, pagedList, type RouteCarrier } from '../kit/paged-field.js';
import { prefetch } from '../kit/prefetch.js';
import { RepositoryConnection } from '../kit/refs/repository.js';
import { OrganizationRef, TeamConnection, TeamRef } from './organization.js';
import { type OwnerRef, ownerKey } from './owner.js';
import { orderableRepositories, orderableRepositoryArgs } from './repository-order.js';
import { UserConnection } from './user.js';

const orgRefOf = (org: Organization): OwnerRef => ({ login: org.name });

type Page = { page: number; limit: number };
type ListCall<Args> = (
  forge: ForgeSession,
  args: Args & Page,
  caller: Caller,
) => Promise<ForgeResponse<unknown>>;

/** A paged list under an organization, by its name. */
const orgList = <Item>(
  endpoint: ListCall<{ org: string }> & RouteCarrier,
  call: ListCall<{ org: string }> = endpoint,
) =>
  pagedList<OwnerRef, object, Item>({
    endpoint,
    key: ownerKey,
    fetch: (context, ref, _args, page) => call(context.forge, { org: ref.login, ...page }, context.caller),
  });

const orgRepositories = orgList<Repository>(listOrgRepos);
// The members route needs a token; an anonymous caller gets what it would show them anyway, the
// public members, from the route that needs none (decided by the caller, without a probe).
const orgMembers = orgList<User>(listOrgMembers, (forge, args, caller) =>
  caller.anonymous ? listOrgPublicMembers(forge, args) : listOrgMembers(forge, args),
);
const orgTeams = orgList<Team>(listOrgTeams);

/** What a team's lists need: its id. */
interface TeamListRef {
  id: number;
}

const teamRefOf = (team: Team): TeamListRef => ({ id: team.id });

/** A paged list under a team, by its id. */
const teamList = <Item>(endpoint: ListCall<{ id: number }> & RouteCarrier) =>
  pagedList<TeamListRef, object, Item>({
    endpoint,
    key: (ref) => String(ref.id),
    fetch: (context, ref, _args, page) => endpoint(context.forge, { id: ref.id, ...page }, context.caller),
  });

const teamMembers = teamList<User>(listTeamMembers);
const teamRepositories = teamList<Repository>(listTeamRepos);

/** The forge leaves a listed team's `organization` null (ToTeams without orgs): the parent fills it. */
function withOrganization(team: Team, organization: Organization): Team {
  return team.organization ? team : { ...team, organization };
}

builder.objectFields(OrganizationRef, (t) => ({
  repositories: t.field({
    type: RepositoryConnection,
    description:
      'The organization’s repositories the caller may read, by id (GET /orgs/{org}/repos). For a signed-in caller the forge’s `totalCount` also counts private repositories the caller cannot see. With `orderBy`: GET /repos/search?uid={id}&exclusive=true&sort=…&order=…, one call, counting only what the caller may see.',
    args: orderableRepositoryArgs(t),
    ...orderableRepositories(orgRepositories, orgRefOf, (org: Organization) => ({ id: org.id, own: true })),
  }),
  members: listConnection(
    t,
    UserConnection,
    listField(orgMembers, orgRefOf),
    'Members of the organization (GET /orgs/{org}/members). Members and site administrators see every member; anyone else only those who made their membership public (an anonymous caller through GET /orgs/{org}/public_members). NOT_FOUND for a caller who may not see the organization (a private one to non-members, a limited one to anonymous callers).',
  ),
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
  members: listConnection(
    t,
    UserConnection,
    listField(teamMembers, teamRefOf),
    'Members of the team, by login (GET /teams/{id}/members). Only the team’s members, the organization’s owners and site administrators may list them.',
  ),
  repositories: listConnection(
    t,
    RepositoryConnection,
    listField(teamRepositories, teamRefOf),
    'Repositories the team has access to, by name (GET /teams/{id}/repos); all of the organization’s for a team that includes every repository.',
  ),
}));
