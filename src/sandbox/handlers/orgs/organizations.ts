// Creating, editing, listing and deleting organizations, and a user's permissions in one (Gitea's
// routers/api/v1/org/org.go GetAll, Create, Edit, Delete, GetUserOrgsPermissions; services/org).

import { orgJson } from '../../convert/users.js';
import type { RequestContext } from '../../http/context.js';
import { jsonReply, type Reply } from '../../http/errors.js';
import { pagedReply } from '../../http/paging.js';
import { ownerVisible } from '../../model/access.js';
import { peopleOf } from '../../model/people-state.js';
import type { UserRec, Visibility } from '../../model/records.js';
import { CreateOrgOptionSchema, EditOrgOptionSchema } from './forms.js';

/** Every unit a repository has: the Owners team gets them all at the owner level */
export const OWNER_UNITS = [
  'repo.code',
  'repo.issues',
  'repo.ext_issues',
  'repo.wiki',
  'repo.pulls',
  'repo.releases',
  'repo.ext_wiki',
  'repo.projects',
  'repo.packages',
  'repo.actions',
];

/** GET /orgs: public organizations to everyone, limited ones to signed-in callers, private ones to site admins; by name */
export function listAllOrgs(ctx: RequestContext): Reply {
  const doer = ctx.user;
  const visible = (o: UserRec) =>
    o.visibility === 'public' || (doer !== null && (o.visibility === 'limited' || doer.isAdmin));
  const orgs = ctx.store.users
    .filter((o) => o.isOrg && visible(o))
    .sort((a, b) => a.login.toLowerCase().localeCompare(b.login.toLowerCase()));
  return pagedReply(ctx, orgs, (o) => orgJson(ctx, o));
}

const NAME = /^[\w.-]+$/;
const RESERVED = new Set([
  'api',
  'assets',
  'admin',
  'explore',
  'org',
  'user',
  'users',
  'repo',
  'new',
  'login',
]);

/** POST /orgs: 403 for a restricted user, 422 for a name in use or not allowed; the creator owns it */
export function createOrg(ctx: RequestContext): Reply {
  const doer = ctx.doer;
  if (doer.restricted) throw ctx.error(403, 'Create organization not allowed');
  const form = ctx.bind(CreateOrgOptionSchema);
  const name = form.username;
  if (ctx.store.userByName(name)) throw ctx.error(422, `user already exists [name: ${name}]`);
  if (RESERVED.has(name.toLowerCase())) throw ctx.error(422, `name is reserved [name: ${name}]`);
  if (!NAME.test(name) || /^[.-]|[.-]$|[.-]{2}/.test(name)) {
    throw ctx.error(
      422,
      `name is invalid [${name}]: must be valid alpha or numeric or dash(-_) or dot characters`,
    );
  }
  const now = ctx.store.now();
  const org: UserRec = {
    id: ctx.store.nextId(ctx.store.users),
    login: name,
    isOrg: true,
    fullName: form.full_name ?? '',
    email: form.email ?? '',
    password: '',
    tokens: [],
    isAdmin: false,
    visibility: (form.visibility || 'public') as Visibility,
    description: form.description ?? '',
    website: form.website ?? '',
    location: form.location ?? '',
    language: '',
    keepEmailPrivate: false,
    keepActivityPrivate: false,
    active: true,
    prohibitLogin: false,
    restricted: false,
    repoAdminChangeTeamAccess: form.repo_admin_change_team_access ?? false,
    created: now,
    lastLogin: now,
  };
  ctx.store.users.push(org);
  ctx.store.teams.push({
    id: ctx.store.nextId(ctx.store.teams),
    orgId: org.id,
    name: 'Owners',
    description: '',
    permission: 'owner',
    memberIds: [doer.id],
    repoIds: [],
    includesAllRepositories: true,
    canCreateOrgRepo: true,
    units: OWNER_UNITS,
    unitsMap: Object.fromEntries(OWNER_UNITS.map((u) => [u, 'owner'])),
  });
  return jsonReply(201, orgJson(ctx, org));
}

/** PATCH /orgs/{org} (owners): only the fields sent change; 200 with the organization */
export function editOrg(ctx: RequestContext): Reply {
  const org = ctx.org();
  const form = ctx.bind(EditOrgOptionSchema);
  if (form.full_name !== undefined) org.fullName = form.full_name;
  if (form.email !== undefined) org.email = form.email;
  if (form.description !== undefined) org.description = form.description;
  if (form.website !== undefined) org.website = form.website;
  if (form.location !== undefined) org.location = form.location;
  if (form.visibility) org.visibility = form.visibility as Visibility;
  if (form.repo_admin_change_team_access !== undefined) {
    org.repoAdminChangeTeamAccess = form.repo_admin_change_team_access;
  }
  return jsonReply(200, orgJson(ctx, org));
}

/** DELETE /orgs/{org} (owners): an organization that still owns repositories fails (ErrUserOwnRepos, a 500) */
export function deleteOrg(ctx: RequestContext): Reply {
  const org = ctx.org();
  if (ctx.store.repos.some((r) => r.ownerId === org.id)) {
    throw ctx.error(500, `user still has ownership of repositories [uid: ${org.id}, count: 1]`);
  }
  const store = ctx.store;
  store.teams.splice(0, store.teams.length, ...store.teams.filter((t) => t.orgId !== org.id));
  store.users.splice(store.users.indexOf(org), 1);
  const people = peopleOf(store);
  // membership keys are `<orgId>/<userId>`
  for (const key of [...people.publicMemberships]) {
    if (key.startsWith(`${org.id}/`)) people.publicMemberships.delete(key);
  }
  return { status: 204 };
}

/** The highest access any of the user's teams in the organization gives (GetOrgUserMaxAuthorizeLevel) */
function maxTeamLevel(ctx: RequestContext, org: UserRec, user: UserRec): number {
  const levels = { none: 0, read: 1, write: 2, admin: 3, owner: 4 } as const;
  return Math.max(
    0,
    ...ctx.store
      .teamsOf(org.id)
      .filter((t) => t.memberIds.includes(user.id))
      .map((t) => levels[t.permission]),
  );
}

/** GET /users/{username}/orgs/{org}/permissions: a hidden organization is ErrNF `HasOrgOrUserVisible` */
export function getUserOrgPermissions(ctx: RequestContext): Reply {
  const user = ctx.contextUser();
  const name = ctx.param('org');
  const org = ctx.store.userByName(name);
  if (!org) throw ctx.notFound('GetUserByName', [`user redirect does not exist [name: ${name}]`]);
  if (!ownerVisible(ctx.store, org, ctx.user)) throw ctx.notFound('HasOrgOrUserVisible');
  const level = maxTeamLevel(ctx, org, user);
  return jsonReply(200, {
    can_read: level > 0,
    can_write: level > 1,
    is_admin: level > 2,
    is_owner: level > 3,
    // CanCreateOrgRepo: an owner, or a member of a team that may create repositories (site admins are no exception)
    can_create_repository: ctx.store
      .teamsOf(org.id)
      .some((t) => t.memberIds.includes(user.id) && (t.permission === 'owner' || t.canCreateOrgRepo)),
  });
}
