// User, Organization and Team JSON (Gitea's services/convert/user.go and org.go).
import type { Organization, Team, User } from '../../forge/types/index.js';
import type { RequestContext } from '../http/context.js';
import { userAvatarUrl } from '../model/avatars.js';
import { followCounts } from '../model/people-state.js';
import type { TeamRec, UserRec } from '../model/records.js';
import { starredCount } from '../model/social.js';
import { rfc3339, ZERO_TIME } from './format.js';

export interface UserView {
  /** the caller is signed in (or, for a repo owner, has access): real email unless kept private */
  signed: boolean;
  /** the caller is the user or a site admin: admin-only fields are filled */
  authed: boolean;
}

/** Gitea's ToUser(ctx, user, doer): doer null → anonymous view */
export function viewOf(user: UserRec, doer: UserRec | null): UserView {
  return { signed: doer !== null, authed: doer !== null && (doer.isAdmin || doer.id === user.id) };
}

export function placeholderEmail(user: UserRec): string {
  return `${user.login.toLowerCase()}@noreply.localhost`;
}

export function userJson(ctx: RequestContext, user: UserRec, view: UserView): User {
  // services/convert/user.go: the email is a placeholder for anonymous callers or users who keep it private
  const email = view.signed && (!user.keepEmailPrivate || view.authed) ? user.email : placeholderEmail(user);
  const follows = followCounts(ctx.store, user.id);
  return {
    id: user.id,
    login: user.login,
    login_name: '',
    source_id: 0,
    full_name: user.fullName,
    email,
    avatar_url: userAvatarUrl(ctx, user),
    html_url: `${ctx.origin}/${encodeURIComponent(user.login)}`,
    language: view.authed ? user.language : '',
    is_admin: view.authed ? user.isAdmin : false,
    last_login: view.authed ? rfc3339(user.lastLogin) : ZERO_TIME,
    created: rfc3339(user.created),
    restricted: user.restricted,
    active: view.authed ? user.active : false,
    prohibit_login: view.authed ? user.prohibitLogin : false,
    location: user.location,
    website: user.website,
    description: user.description,
    visibility: user.visibility,
    followers_count: follows.followers,
    following_count: follows.following,
    starred_repos_count: starredCount(ctx.store, user.id),
  };
}

/** The common case: rendered as the caller sees it. */
export function userFor(ctx: RequestContext, user: UserRec): User {
  return userJson(ctx, user, viewOf(user, ctx.user));
}

/** Gitea passes a nil doer for issue assignees, release publishers, ...: always the anonymous view. */
export function userAnonymous(ctx: RequestContext, user: UserRec): User {
  return userJson(ctx, user, { signed: false, authed: false });
}

export function orgJson(ctx: RequestContext, org: UserRec): Organization {
  return {
    id: org.id,
    name: org.login,
    full_name: org.fullName,
    // services/convert/convert.go (ToOrganization): email blanked for anonymous callers
    email: ctx.user ? org.email : '',
    avatar_url: userAvatarUrl(ctx, org),
    description: org.description,
    website: org.website,
    location: org.location,
    visibility: org.visibility,
    repo_admin_change_team_access: org.repoAdminChangeTeamAccess,
    username: org.login,
  };
}

export function teamJson(ctx: RequestContext, team: TeamRec): Team {
  const org = ctx.store.user(team.orgId);
  return {
    id: team.id,
    name: team.name,
    description: team.description,
    organization: orgJson(ctx, org),
    includes_all_repositories: team.includesAllRepositories,
    permission: team.permission,
    units: team.units,
    units_map: team.unitsMap,
    can_create_org_repo: team.canCreateOrgRepo,
  };
}
