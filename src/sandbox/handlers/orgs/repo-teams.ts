// The teams of an organization's repository, seen from the repository (routers/api/v1/repo/teams.go): listed,
// checked one by name, added and removed. A repository a user owns has no teams: every route answers 405.

import { teamOf } from '../../convert/people.js';
import type { RepoContext, RequestContext } from '../../http/context.js';
import { jsonReply, type Reply } from '../../http/errors.js';
import { isOrgOwner } from '../../model/access.js';
import { Access, type TeamRec } from '../../model/records.js';
import { hasTeamRepo } from './teams.js';

/** The organization owning the repository; 405 `repo is not owned by an organization` otherwise */
function orgRepo(ctx: RequestContext): RepoContext {
  const rc = ctx.repo();
  if (!rc.owner.isOrg) throw ctx.error(405, 'repo is not owned by an organization');
  return rc;
}

/** organization.GetTeam: by lower-cased name within the organization, 404 when it has none such */
function teamByParam(ctx: RequestContext, rc: RepoContext): TeamRec {
  const name = ctx.param('team');
  const team = ctx.store.teamsOf(rc.owner.id).find((t) => t.name.toLowerCase() === name.toLowerCase());
  if (!team) throw ctx.error(404, `team does not exist [org_id: ${rc.owner.id}, team_id: 0, name: ${name}]`);
  return team;
}

/** GetRepoTeams orders the Owners team first, then by name */
const ownersFirst = (team: TeamRec) => (team.name === 'Owners' ? '' : team.name);

/** GET /repos/{owner}/{repo}/teams: the whole list, unpaged; each team's `organization` is null (ToTeams without orgs) */
export function listRepoTeams(ctx: RequestContext): Reply {
  const rc = orgRepo(ctx);
  const teams = ctx.store
    .teamsOf(rc.owner.id)
    .filter((team) => hasTeamRepo(team, rc.repo))
    .sort((a, b) => ownersFirst(a).localeCompare(ownersFirst(b)));
  return jsonReply(
    200,
    teams.map((team) => teamOf(ctx, team, false)),
  );
}

/** GET /repos/{owner}/{repo}/teams/{team}: the team when it has the repository, 404 when not or when there is none such */
export function checkRepoTeam(ctx: RequestContext): Reply {
  const rc = orgRepo(ctx);
  const team = teamByParam(ctx, rc);
  if (!hasTeamRepo(team, rc.repo)) throw ctx.notFound();
  return jsonReply(200, teamOf(ctx, team, false));
}

/**
 * PUT / DELETE /repos/{owner}/{repo}/teams/{team} (repository admins): CanChangeRepoTeamAccess lets the
 * organization's owners through, and repository admins only when the organization allows it (403);
 * 422 when the team has the repository already (PUT) or lacks it (DELETE).
 */
function changeRepoTeam(ctx: RequestContext, add: boolean): Reply {
  const rc = orgRepo(ctx);
  const doer = ctx.doer;
  const owner = doer.isAdmin || isOrgOwner(ctx.store, rc.owner.id, doer.id);
  if (!owner && !(rc.owner.repoAdminChangeTeamAccess && rc.mode >= Access.admin)) {
    throw ctx.error(403, 'Must have permission to manage team repository access');
  }
  const team = teamByParam(ctx, rc);
  const has = hasTeamRepo(team, rc.repo);
  if (add && has) throw ctx.error(422, `team '${team.name}' is already added to repo`);
  if (!add && !has) throw ctx.error(422, `team '${team.name}' was not added to repo`);
  const others = team.repoIds.filter((id) => id !== rc.repo.id);
  team.repoIds.splice(0, team.repoIds.length, ...(add ? [...others, rc.repo.id] : others));
  return { status: 204 };
}

export const addRepoTeam = (ctx: RequestContext) => changeRepoTeam(ctx, true);
export const removeRepoTeam = (ctx: RequestContext) => changeRepoTeam(ctx, false);
