// Organizations, their members and teams (Gitea's routers/api/v1/org/org.go, member.go, team.go and
// the orgAssignment / reqOrgMembership / reqTeamMembership guards of routers/api/v1/api.go).

import { teamOf, teamRepoIds } from '../../convert/people.js';
import { repoFor } from '../../convert/repos.js';
import { orgJson, userFor } from '../../convert/users.js';
import type { RequestContext } from '../../http/context.js';
import { jsonReply, type Reply } from '../../http/errors.js';
import type { Guard } from '../../http/guards.js';
import { formInt, listHeaders, pagedReply, pageOf } from '../../http/paging.js';
import { isOrgMember, isOrgOwner } from '../../model/access.js';
import { membershipKey, peopleOf } from '../../model/people-state.js';
import type { TeamRec, UserRec } from '../../model/records.js';

const byLowerName = (a: { login: string }, b: { login: string }) =>
  a.login.toLowerCase().localeCompare(b.login.toLowerCase());

/** org_user rows: everyone in one of the organization's teams, in the order they joined */
export function orgMemberIds(ctx: RequestContext, orgId: number): number[] {
  const ids: number[] = [];
  for (const team of ctx.store.teamsOf(orgId)) {
    for (const id of team.memberIds) if (!ids.includes(id)) ids.push(id);
  }
  return ids;
}

const isPublicMember = (ctx: RequestContext, orgId: number, userId: number) =>
  peopleOf(ctx.store).publicMemberships.has(membershipKey(orgId, userId));

/**
 * listUserOrgs (org.go): the user's own view or an admin's holds every membership; anyone else sees
 * only public memberships of organizations that are not private (DoerViewOtherVisibility).
 */
function orgsOf(ctx: RequestContext, user: UserRec): Reply {
  const doer = ctx.user;
  const full = doer !== null && (doer.isAdmin || doer.id === user.id);
  const orgs = ctx.store.users
    .filter((o) => o.isOrg && isOrgMember(ctx.store, o.id, user.id))
    .filter((o) => full || (isPublicMember(ctx, o.id, user.id) && o.visibility !== 'private'))
    .sort(byLowerName);
  return pagedReply(ctx, orgs, (o) => orgJson(ctx, o));
}

/** GET /users/{username}/orgs: the user lookup runs before reqToken (api.go) */
export function listUserOrgs(ctx: RequestContext): Reply {
  return orgsOf(ctx, ctx.contextUser());
}

export function listMyOrgs(ctx: RequestContext): Reply {
  return orgsOf(ctx, ctx.doer);
}

/**
 * GET /orgs/{org}/members (member.go ListMembers): members and admins see every member; anyone else
 * only the public ones (FindOrgMembersOpts.PublicOnly). Each page is sorted by name (GetUsersByIDs).
 */
export function listOrgMembers(ctx: RequestContext): Reply {
  const org = ctx.org();
  const doer = ctx.doer;
  return membersReply(ctx, org, doer.isAdmin || isOrgMember(ctx.store, org.id, doer.id));
}

/** GET /orgs/{org}/public_members (member.go ListPublicMembers): no token needed, public members only */
export function listOrgPublicMembers(ctx: RequestContext): Reply {
  return membersReply(ctx, ctx.org(), false);
}

function membersReply(ctx: RequestContext, org: UserRec, all: boolean): Reply {
  const ids = orgMemberIds(ctx, org.id).filter((id) => all || isPublicMember(ctx, org.id, id));
  const opts = ctx.listOptions();
  // GetUsersByIDs sorts each page by name after paging by membership
  const users = pageOf(ids, opts)
    .map((id) => ctx.store.user(id))
    .sort(byLowerName);
  return jsonReply(
    200,
    users.map((u) => userFor(ctx, u)),
    listHeaders(ctx, ids.length, opts.limit, false),
  );
}

const teamsSorted = (teams: TeamRec[]) =>
  [...teams].sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()));

/** GET /orgs/{org}/teams (team.go ListTeams): `organization` is not loaded, so it is null */
export function listOrgTeams(ctx: RequestContext): Reply {
  const org = ctx.org();
  const teams = teamsSorted(ctx.store.teamsOf(org.id));
  return pagedReply(ctx, teams, (t) => teamOf(ctx, t, false), { link: false });
}

/** GET /user/teams (team.go ListUserTeams): with each team's organization */
export function listMyTeams(ctx: RequestContext): Reply {
  const doer = ctx.doer;
  const teams = teamsSorted(ctx.store.teams.filter((t) => t.memberIds.includes(doer.id)));
  return pagedReply(ctx, teams, (t) => teamOf(ctx, t, true), { link: false });
}

/** The /teams/{teamid} group's orgAssignment(false, true): an unknown or non-numeric id is ErrNF */
export function teamOfRequest(ctx: RequestContext): TeamRec {
  const id = formInt(ctx.param('id'));
  const team = ctx.store.teams.find((t) => t.id === id);
  if (!team) throw ctx.notFound();
  return team;
}

export const teamAssignment: Guard = (ctx) => {
  teamOfRequest(ctx);
};

/**
 * reqTeamMembership: admins, org owners and the team's members pass; other org members get 403
 * `Must be a team member`, everyone else ErrNF.
 */
export const reqTeamMembership: Guard = (ctx) => {
  const team = teamOfRequest(ctx);
  const doer = ctx.doer;
  if (doer.isAdmin || isOrgOwner(ctx.store, team.orgId, doer.id) || team.memberIds.includes(doer.id)) return;
  if (isOrgMember(ctx.store, team.orgId, doer.id)) throw ctx.error(403, 'Must be a team member');
  throw ctx.notFound();
};

export function getTeam(ctx: RequestContext): Reply {
  return jsonReply(200, teamOf(ctx, teamOfRequest(ctx), true));
}

/** GET /teams/{id}/members: X-Total-Count is the team's NumMembers, no Link header */
export function listTeamMembers(ctx: RequestContext): Reply {
  const team = teamOfRequest(ctx);
  const members = team.memberIds.map((id) => ctx.store.user(id)).sort(byLowerName);
  return pagedReply(ctx, members, (u) => userFor(ctx, u), { link: false });
}

/** GET /teams/{id}/repos: by name, each with the caller's permission; X-Total-Count is NumRepos */
export function listTeamRepos(ctx: RequestContext): Reply {
  const team = teamOfRequest(ctx);
  const repos = teamRepoIds(ctx, team)
    .map((id) => ctx.store.repo(id))
    .sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()));
  return pagedReply(ctx, repos, (r) => repoFor(ctx, r), { link: false });
}
