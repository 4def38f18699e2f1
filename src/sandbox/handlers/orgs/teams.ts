// Creating, searching, editing and deleting teams, and a team's members and repositories one at a time
// (Gitea's routers/api/v1/org/team.go; services/org/team.go).

import { teamOf } from '../../convert/people.js';
import { repoFor } from '../../convert/repos.js';
import { userFor } from '../../convert/users.js';
import type { RequestContext } from '../../http/context.js';
import { jsonReply, type Reply } from '../../http/errors.js';
import { listHeaders, listOptions, pageOf } from '../../http/paging.js';
import { repoAccess } from '../../model/access.js';
import { isBlockedEitherWay } from '../../model/people-state.js';
import { Access, type RepoRec, type TeamPermission, type TeamRec } from '../../model/records.js';
import { teamOfRequest } from '../people/orgs.js';
import { CreateTeamOptionSchema, EditTeamOptionSchema } from './forms.js';
import { userOfRequest } from './membership.js';
import { OWNER_UNITS } from './organizations.js';

type TeamForm = {
  name?: string;
  description?: string;
  includes_all_repositories?: boolean;
  permission?: string;
  units?: string[];
  units_map?: Record<string, string>;
  can_create_org_repo?: boolean;
};

const LEVELS: TeamPermission[] = ['none', 'read', 'write', 'admin', 'owner'];

/** perm.ParseAccessMode: read, write, admin and owner; anything else (an absent permission too) is none */
const accessOf = (name: string | undefined): TeamPermission =>
  LEVELS.includes(name as TeamPermission) ? (name as TeamPermission) : 'none';

/** unit_model.MinUnitAccessMode: the lowest level above none of the map (external units left out) */
function minUnitAccess(unitsMap: Record<string, string>): TeamPermission {
  const levels = Object.entries(unitsMap)
    .filter(([unit]) => unit !== 'repo.ext_issues' && unit !== 'repo.ext_wiki')
    .map(([, level]) => LEVELS.indexOf(accessOf(level)))
    .filter((level) => level > 0);
  return levels.length > 0 ? (LEVELS[Math.min(...levels)] ?? 'none') : 'none';
}

/** CreateTeam / EditTeam: the permission asked for, or below admin the lowest level of `units_map` */
function permissionOf(form: TeamForm): TeamPermission {
  const asked = accessOf(form.permission);
  const map = form.units_map ?? {};
  return LEVELS.indexOf(asked) < LEVELS.indexOf('admin') && Object.keys(map).length > 0
    ? minUnitAccess(map)
    : asked;
}

/**
 * attachTeamUnitsMap / attachTeamUnits / attachAdminTeamUnits: below admin the units of `units_map` at
 * their levels, else `units` at the team's permission (false when neither is given); an admin team gets
 * every unit at admin, the external tracker and wiki at read.
 */
function applyUnits(team: TeamRec, form: TeamForm): boolean {
  if (LEVELS.indexOf(team.permission) >= LEVELS.indexOf('admin')) {
    team.units = [...OWNER_UNITS];
    team.unitsMap = Object.fromEntries(
      OWNER_UNITS.map((u) => [u, u === 'repo.ext_wiki' || u === 'repo.ext_issues' ? 'read' : 'admin']),
    );
  } else if (form.units_map && Object.keys(form.units_map).length > 0) {
    team.unitsMap = Object.fromEntries(
      Object.entries(form.units_map).map(([u, level]) => [u, accessOf(level)]),
    );
    team.units = Object.keys(form.units_map);
  } else if (form.units && form.units.length > 0) {
    team.units = [...form.units];
    team.unitsMap = Object.fromEntries(form.units.map((u) => [u, team.permission]));
  } else {
    return false;
  }
  return true;
}

/**
 * POST /orgs/{org}/teams (owners), team.go CreateTeam: the permission is `permission` (none when absent)
 * or below admin the lowest level of `units_map`; a team below admin without units fails with a 500;
 * 422 for a name in use; 201 with the team and its organization.
 */
export function createTeam(ctx: RequestContext): Reply {
  const org = ctx.org();
  const form = ctx.bind(CreateTeamOptionSchema);
  const team: TeamRec = {
    id: ctx.store.nextId(ctx.store.teams),
    orgId: org.id,
    name: form.name,
    description: form.description ?? '',
    permission: permissionOf(form),
    memberIds: [],
    repoIds: [],
    includesAllRepositories: form.includes_all_repositories ?? false,
    canCreateOrgRepo: form.can_create_org_repo ?? false,
    units: [],
    unitsMap: {},
  };
  if (!applyUnits(team, form)) throw ctx.error(500, 'units permission should not be empty');
  if (ctx.store.teamsOf(org.id).some((t) => t.name.toLowerCase() === form.name.toLowerCase())) {
    throw ctx.error(422, `team already exists [org_id: ${org.id}, name: ${form.name}]`);
  }
  ctx.store.teams.push(team);
  return jsonReply(201, teamOf(ctx, team, true));
}

/**
 * GET /orgs/{org}/teams/search: `{ok, data}` with X-Total-Count and Link; `q` in the name (and the
 * description unless include_desc=false); site admins search every team, others only their own.
 */
export function searchTeams(ctx: RequestContext): Reply {
  const org = ctx.org();
  const doer = ctx.doer;
  const keyword = ctx.form('q').trim().toLowerCase();
  const includeDesc =
    ctx.form('include_desc') === '' || ['1', 't', 'true', 'True', 'TRUE'].includes(ctx.form('include_desc'));
  const teams = ctx.store
    .teamsOf(org.id)
    .filter((t) => doer.isAdmin || t.memberIds.includes(doer.id))
    .filter(
      (t) =>
        keyword === '' ||
        t.name.toLowerCase().includes(keyword) ||
        (includeDesc && t.description.toLowerCase().includes(keyword)),
    )
    .sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()));
  const opts = listOptions(ctx.query);
  return jsonReply(
    200,
    { ok: true, data: pageOf(teams, opts).map((t) => teamOf(ctx, t, false)) },
    listHeaders(ctx, teams.length, opts.limit),
  );
}

/** reqOrgOwnership on a /teams/{id} route: site admins and owners of the team's organization, 404 for anyone else */
export const reqTeamOrgOwnership = (ctx: RequestContext): void => {
  const team = teamOfRequest(ctx);
  const doer = ctx.doer;
  const owner = ctx.store
    .teamsOf(team.orgId)
    .some((t) => t.permission === 'owner' && t.memberIds.includes(doer.id));
  if (!doer.isAdmin && !owner) throw ctx.notFound();
};

/**
 * PATCH /teams/{id} (owners), team.go EditTeam: every field may be left out (a description alone is an
 * edit); a name changes when one is given; the permission and includes_all_repositories change only
 * together with a `permission`, never on the Owners team; the units follow as on creation. 200 with the team.
 */
export function editTeam(ctx: RequestContext): Reply {
  const team = teamOfRequest(ctx);
  const form = ctx.bind(EditTeamOptionSchema);
  const owners = team.permission === 'owner';
  if (form.can_create_org_repo !== undefined) team.canCreateOrgRepo = owners || form.can_create_org_repo;
  if (form.name && form.name !== team.name) {
    const clash = ctx.store
      .teamsOf(team.orgId)
      .some((t) => t.id !== team.id && t.name.toLowerCase() === form.name?.toLowerCase());
    if (clash) throw ctx.error(422, `team already exists [org_id: ${team.orgId}, name: ${form.name}]`);
    team.name = form.name;
  }
  if (form.description !== undefined) team.description = form.description;
  if (!owners && form.permission) {
    team.permission = permissionOf(form);
    if (form.includes_all_repositories !== undefined) {
      team.includesAllRepositories = form.includes_all_repositories;
    }
  }
  if (!owners) applyUnits(team, form);
  return jsonReply(200, teamOf(ctx, team, true));
}

/** DELETE /teams/{id} (owners): the Owners team cannot go (a 500, as Gitea's DeleteTeam error) */
export function deleteTeam(ctx: RequestContext): Reply {
  const team = teamOfRequest(ctx);
  if (team.permission === 'owner') throw ctx.error(500, 'owner team cannot be deleted');
  ctx.store.teams.splice(ctx.store.teams.indexOf(team), 1);
  return { status: 204 };
}

/** GET /teams/{id}/members/{username}: the user when in the team, 404 otherwise */
export function getTeamMember(ctx: RequestContext): Reply {
  const team = teamOfRequest(ctx);
  const user = userOfRequest(ctx);
  if (!team.memberIds.includes(user.id)) throw ctx.notFound();
  return jsonReply(200, userFor(ctx, user));
}

/** PUT /teams/{id}/members/{username} (owners): 204, twice changes nothing; 403 when the user blocked the organization */
export function addTeamMember(ctx: RequestContext): Reply {
  const team = teamOfRequest(ctx);
  const user = userOfRequest(ctx);
  if (user.isOrg) throw ctx.notFound();
  if (isBlockedEitherWay(ctx.store, team.orgId, user.id)) throw ctx.error(403, 'user is blocked');
  if (!team.memberIds.includes(user.id)) team.memberIds.push(user.id);
  return { status: 204 };
}

/** DELETE /teams/{id}/members/{username} (owners): the Owners team keeps its last member (ErrLastOrgOwner, a 500) */
export function removeTeamMember(ctx: RequestContext): Reply {
  const team = teamOfRequest(ctx);
  const user = userOfRequest(ctx);
  if (team.permission === 'owner' && team.memberIds.length === 1 && team.memberIds[0] === user.id) {
    throw ctx.error(500, `user is the last member of owner team [uid: ${user.id}]`);
  }
  team.memberIds.splice(0, team.memberIds.length, ...team.memberIds.filter((id) => id !== user.id));
  return { status: 204 };
}

/** getRepositoryByParams: the repository of the team's organization by name, 404 when there is none */
function teamRepoOfRequest(ctx: RequestContext, team: TeamRec): RepoRec {
  const repo = ctx.store.repoByName(team.orgId, ctx.param('repo'));
  if (!repo) throw ctx.notFound();
  return repo;
}

export const hasTeamRepo = (team: TeamRec, repo: RepoRec) =>
  team.includesAllRepositories || team.repoIds.includes(repo.id);

/** GET /teams/{id}/repos/{org}/{repo}: the repository with the caller's permissions, 404 when the team lacks it */
export function getTeamRepo(ctx: RequestContext): Reply {
  const team = teamOfRequest(ctx);
  const repo = teamRepoOfRequest(ctx, team);
  if (!hasTeamRepo(team, repo)) throw ctx.notFound();
  return jsonReply(200, repoFor(ctx, repo));
}

/** PUT / DELETE /teams/{id}/repos/{org}/{repo} (owners): the caller needs admin access to the repository (403) */
function changeTeamRepo(ctx: RequestContext, add: boolean): Reply {
  const team = teamOfRequest(ctx);
  const repo = teamRepoOfRequest(ctx, team);
  if (repoAccess(ctx.store, repo, ctx.doer) < Access.admin) {
    throw ctx.error(403, 'Must have admin-level access to the repository');
  }
  const others = team.repoIds.filter((id) => id !== repo.id);
  team.repoIds.splice(0, team.repoIds.length, ...(add ? [...others, repo.id] : others));
  return { status: 204 };
}

export const addTeamRepo = (ctx: RequestContext) => changeTeamRepo(ctx, true);
export const removeTeamRepo = (ctx: RequestContext) => changeTeamRepo(ctx, false);
