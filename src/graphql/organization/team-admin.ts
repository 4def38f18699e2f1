// Teams one at a time (Gitea's routers/api/v1/org/team.go): `Organization.searchTeams` (GET
// /orgs/{org}/teams/search), `Team.hasMember(login)` and `Team.hasRepository(name)`, createTeam /
// updateTeam / deleteTeam, and adding or removing a team's members and repositories.

import * as orgAdmin from '../../forge/endpoints/index.js';
import type { ForgeSession } from '../../forge/session.js';
import type { Team } from '../../forge/types/index.js';
import { builder } from '../kit/builder.js';
import { databaseIdOf, nodeIdField, presenceField } from '../kit/checks.js';
import { AccessMode } from '../kit/enums.js';
import { REFUSED_WRITE_ERRORS } from '../kit/errors.js';
import { readsForge } from '../kit/forge-calls.js';
import { type InputFields, invalid, opt, optionsOf, requiredString, requireText } from '../kit/inputs.js';
import { expectObject, loginKey, repoKey } from '../kit/loaders.js';
import { defineMutation, type PayloadFields, readAfterWriteOf, writtenObject } from '../kit/mutation.js';
import { defineNodeDeletion } from '../kit/mutation-deletion.js';
import { defineMutationFamily, type FamilyRows } from '../kit/mutation-family.js';
import { listConnection, listField, pagedList } from '../kit/paged-field.js';
import { RepositoryRef } from '../kit/refs/repository.js';
import { OrganizationRef, TeamConnection, TeamRef } from '../people/organization.js';
import { type OwnerRef, ownerKey } from '../people/owner.js';
import { unwrap } from '../people/search.js';
import { UserRef } from '../people/user.js';

interface TeamSearchArgs {
  query?: string | null;
  includeDescription?: boolean | null;
}

const teamSearch = pagedList<OwnerRef, TeamSearchArgs, Team>({
  endpoint: orgAdmin.searchTeams,
  key: ownerKey,
  filters: (args) => [args.query ?? '', args.includeDescription ?? true],
  fetch: async (context, ref, args, page) =>
    unwrap(
      await orgAdmin.searchTeams(context.forge, {
        org: ref.login,
        q: opt(args.query),
        includeDesc: opt(args.includeDescription),
        ...page,
      }),
      'GET /orgs/{org}/teams/search',
    ),
});

builder.objectFields(OrganizationRef, (t) => ({
  searchTeams: listConnection(
    t,
    TeamConnection,
    listField(teamSearch, (org: { name: string }): OwnerRef => ({ login: org.name })),
    'The organization’s teams whose name (or description) contains `query`, by name (GET /orgs/{org}/teams/search, one call per page). The forge searches the caller’s own teams (every team for site admins); members only.',
    {
      query: t.arg.string({ description: 'Empty matches every team.' }),
      includeDescription: t.arg.boolean({
        description: 'Also match descriptions (the forge’s default: true).',
      }),
    },
  ),
}));

builder.objectFields(TeamRef, (t) => ({
  hasMember: presenceField(t, orgAdmin.getTeamMember, (team, login) => ({ id: team.id, username: login }), {
    extensions: readsForge(),
    description: 'Whether `login` is in the team (GET /teams/{id}/members/{username}, one call).',
  }),
  // the forge looks `repo` up in the team's own organization and does not read the {org} segment,
  // which a team listed under its organization lacks
  hasRepository: presenceField(
    t,
    orgAdmin.getTeamRepo,
    (team, repo) => ({ id: team.id, org: team.organization?.name ?? '-', repo }),
    {
      arg: 'name',
      description:
        'Whether the team reaches the organization’s repository `name` (GET /teams/{id}/repos/{org}/{repo}, one call; NOT_FOUND when the organization has no such repository).',
    },
  ),
}));

const TEAM_PERMISSIONS = new Set(['read', 'write', 'admin']);

/**
 * The fields a team's settings have, in creation and edit alike (CreateTeamOption, EditTeamOption);
 * only a new team needs its name.
 */
const teamFields = (t: InputFields, nameRequired: boolean) => ({
  name: t.string({
    required: nameRequired,
    description: nameRequired
      ? 'Letters, digits, `-`, `_` and `.`.'
      : 'Letters, digits, `-`, `_` and `.`; left out, the name stays; the Owners team keeps its own.',
  }),
  description: t.string({ description: 'What the team is for.' }),
  permission: t.field({
    type: AccessMode,
    description: nameRequired
      ? 'READ, WRITE or ADMIN (an admin team has every unit); left out, the forge gives the team and its `units` no access (its permission reads NONE)'
      : 'READ, WRITE or ADMIN (an admin team has every unit); left out, the permission and `includesAllRepositories` stay as they are',
  }),
  includesAllRepositories: t.boolean({
    description: 'Whether the team gets every repository of the organization, present and future.',
  }),
  canCreateOrgRepo: t.boolean({
    description: 'Whether the team’s members may create repositories in the organization.',
  }),
  units: t.stringList({ description: 'Repository units, e.g. repo.code, repo.issues.' }),
});

/** A new team: its organization and settings. */
const newTeamFields = (t: InputFields) => ({
  organization: requiredString(t, 'The organization’s name.'),
  ...teamFields(t, true),
});

/** An edit: the team and its settings. */
const teamEditFields = (t: InputFields) => ({ id: nodeIdField(t, 'Team'), ...teamFields(t, false) });

interface TeamInput {
  name?: string | null;
  description?: string | null;
  permission?: string | null;
  includesAllRepositories?: boolean | null;
  canCreateOrgRepo?: boolean | null;
  units?: readonly string[] | null;
}

function teamOptionOf(input: TeamInput) {
  if (input.permission != null && !TEAM_PERMISSIONS.has(input.permission)) {
    throw invalid('`permission` of a team is READ, WRITE or ADMIN', 'permission');
  }
  return {
    description: opt(input.description),
    permission: opt(input.permission) as 'read' | 'write' | 'admin' | undefined,
    ...optionsOf(input, 'includesAllRepositories', 'canCreateOrgRepo'),
    units: input.units ? [...input.units] : undefined,
  };
}

const teamPayload = (t: PayloadFields<{ team: Team }>) => ({ team: writtenObject(t, TeamRef, 'team') });

// team.go CreateTeam: owners only (403), 422 for a name in use
defineMutation('createTeam', {
  input: 'The organization and the team to create (CreateTeamOption).',
  inputFields: newTeamFields,
  description:
    'Creates a team in an organization (POST /orgs/{org}/teams, 201, one call). A team below ADMIN needs `units`: without them the forge fails (UpstreamError). ForbiddenError for callers who do not own the organization; ValidationError for a name in use.',
  changes: [TeamRef, OrganizationRef],
  write: async (input, context) => {
    const org = requireText(input.organization, 'organization');
    const name = requireText(input.name ?? '', 'name');
    const { data } = await orgAdmin.createTeam(context.forge, { org }, { name, ...teamOptionOf(input) });
    return { team: expectObject<Team>(data, 'POST /orgs/{org}/teams', 'id') };
  },
  payload: 'The new team.',
  outputFields: teamPayload,
});

// team.go EditTeam: owners of the organization only (404 for others)
defineMutation('updateTeam', {
  input:
    'The team and the settings to change; the others stay, so a description alone is an edit (EditTeamOption).',
  inputFields: teamEditFields,
  description:
    'Changes a team (PATCH /teams/{id}, 200, one call). NotFoundError for callers who do not own its organization; the Owners team keeps its name and permission.',
  changes: [TeamRef],
  write: async (input, context) => {
    const team = { id: databaseIdOf(input.id, 'Team') };
    // EditTeamOption's swagger marks `name` required, but team.go EditTeam keeps the name when it is empty
    const name = input.name == null ? '' : requireText(input.name, 'name');
    const { data } = await orgAdmin.editTeam(context.forge, team, { name, ...teamOptionOf(input) });
    return { team: expectObject<Team>(data, 'PATCH /teams/{id}', 'id') };
  },
  payload: 'The team as the forge answered it.',
  outputFields: teamPayload,
});

// team.go DeleteTeam: owners only; the Owners team cannot go (the forge fails)
defineNodeDeletion('deleteTeam', TeamRef, orgAdmin.deleteTeam, {
  input: 'The team to delete.',
  description:
    'Deletes a team (DELETE /teams/{id}, 204, one call). NotFoundError for callers who do not own its organization; the Owners team cannot be deleted (UpstreamError).',
  payload: 'The deleted team’s id.',
});

interface TeamChange {
  teamKey: string;
  login?: string;
  repository?: string;
}

/** The team and the member or repository, read after the write when selected. */
const teamChangePayload = (t: PayloadFields<TeamChange>) => ({
  team: readAfterWriteOf(t, TeamRef, (p) => p.teamKey, 'GET /teams/{id} when selected'),
  user: readAfterWriteOf(
    t,
    UserRef,
    (p) => (p.login ? loginKey(p.login) : null),
    'The member (null for repository changes); GET /users/{username} when selected.',
    false,
  ),
  repository: readAfterWriteOf(
    t,
    RepositoryRef,
    (p) => p.repository ?? null,
    'The repository (null for member changes); GET /repos/{owner}/{repo} when selected.',
    false,
  ),
});

type MemberCall = (forge: ForgeSession, args: { id: string; username: string }) => Promise<unknown>;
type RepoCall = (forge: ForgeSession, args: { id: string; org: string; repo: string }) => Promise<unknown>;

/** Adding and removing a member: one call each, with the team and the user as their input. */
// biome-ignore format: a table, one row a line
const MEMBER_WRITES: FamilyRows<MemberCall> = {
  addTeamMember: [orgAdmin.addTeamMember, 'Adds a user to a team (PUT /teams/{id}/members/{username}, 204, one call; adding a member again changes nothing). NotFoundError for callers who do not own the organization or an unknown user.'],
  removeTeamMember: [orgAdmin.removeTeamMember, 'Removes a user from a team (DELETE /teams/{id}/members/{username}, 204, one call). The Owners team keeps its last member (UpstreamError).'],
};

/** Giving a team a repository and taking it away: one call each, with the team and the repository. */
// biome-ignore format: a table, one row a line
const REPO_WRITES: FamilyRows<RepoCall> = {
  addTeamRepository: [orgAdmin.addTeamRepo, 'Gives a team access to one of its organization’s repositories (PUT /teams/{id}/repos/{org}/{repo}, 204, one call). ForbiddenError without admin access to the repository.'],
  removeTeamRepository: [orgAdmin.removeTeamRepo, 'Takes a repository from a team, leaving the repository itself (DELETE /teams/{id}/repos/{org}/{repo}, 204, one call). ForbiddenError without admin access to the repository.'],
};

defineMutationFamily(MEMBER_WRITES, (call) => ({
  input: 'The team and the user.',
  inputFields: (t) => ({
    teamId: nodeIdField(t, 'Team'),
    login: t.string({ required: true, description: 'The login of the user to add or remove.' }),
  }),
  errors: [...REFUSED_WRITE_ERRORS],
  changes: [TeamRef, UserRef],
  write: async (input, context) => {
    const id = databaseIdOf(input.teamId, 'Team', 'teamId');
    const login = requireText(input.login, 'login');
    await call(context.forge, { id, username: login });
    return { teamKey: id, login } satisfies TeamChange;
  },
  payload: 'The team and the user, read when selected.',
  outputFields: teamChangePayload,
}));

defineMutationFamily(REPO_WRITES, (call) => ({
  input: 'The team and a repository of its organization.',
  inputFields: (t) => ({
    teamId: nodeIdField(t, 'Team'),
    organization: t.string({
      required: true,
      description: 'The team’s organization, which owns the repository.',
    }),
    name: requiredString(t, 'The repository’s name.'),
  }),
  errors: [...REFUSED_WRITE_ERRORS],
  changes: [TeamRef, RepositoryRef],
  write: async (input, context) => {
    const id = databaseIdOf(input.teamId, 'Team', 'teamId');
    const org = requireText(input.organization, 'organization');
    const repo = requireText(input.name, 'name');
    await call(context.forge, { id, org, repo });
    return { teamKey: id, repository: repoKey(org, repo) } satisfies TeamChange;
  },
  payload: 'The team and the repository, read when selected.',
  outputFields: teamChangePayload,
}));
