// Users, organizations and teams: Actor, RepositoryOwner, User, Organization, Team, with the
// roots `viewer`, `user`, `organization` and `repositoryOwner`.

import {
  getTeam,
  listMyRepos,
  listOrgRepos,
  listOrgTeams,
  listUserOrgs,
  listUserRepos,
} from '../../forge/endpoints/index.js';
import type { Organization, Repository, Team, User } from '../../forge/types/index.js';
import type { ConnectionArgs } from '../../graphql/kit/connection.js';
import type { GithubContext } from '../context.js';
import { builder } from './builder.js';
import { pagedList, pagingArgs } from './connection.js';
import { OrganizationConnectionRef, RepositoryConnectionRef, TeamConnectionRef } from './connections.js';
import { RepositoryAffiliationEnum, RepositoryOrderInput, RepositoryPrivacyEnum } from './enums.js';
import { couldNotResolve, nullWhenNotFound } from './errors.js';
import { idOf, registerNodeReader } from './node.js';
import { orNotFound, readOrganization, readOwner, readRepository, readUser, readViewer } from './reads.js';
import {
  ActorRef,
  nodeType,
  OrganizationRef,
  RepositoryOwnerRef,
  RepositoryRef,
  TeamRef,
  type Typed,
  UserRef,
} from './refs.js';
import { type OrganizationShape, tag, type UserShape } from './shapes.js';

type Account = Typed & {
  login?: string;
  name?: string;
  username?: string;
  avatar_url?: string;
  html_url?: string;
};

/** A user's login, or an organization's (the forge names it `name`, and `username` before 1.20). */
export const loginOf = (value: Typed): string => {
  const v = value as Account;
  return (v.__typename === 'Organization' ? (v.name ?? v.username) : v.login) ?? '';
};

const urlOf = (value: Typed, context: GithubContext) =>
  (value as Account).html_url || `${context.webUrl}/${encodeURIComponent(loginOf(value))}`;

/** The forge's user object as GitHub's User (authors, assignees, reviewers: the forge's users). */
export const asUser = (user: User | null | undefined): UserShape | null => (user ? tag('User', user) : null);

for (const ref of [ActorRef, RepositoryOwnerRef] as const) {
  builder.interfaceFields(ref as typeof ActorRef, (t) => ({
    login: t.string({ nullable: false, resolve: loginOf }),
    avatarUrl: t.field({
      type: 'URI',
      nullable: false,
      args: { size: t.arg.int() },
      resolve: (value) => (value as Account).avatar_url ?? '',
    }),
    url: t.field({ type: 'URI', nullable: false, resolve: (value, _args, context) => urlOf(value, context) }),
    resourcePath: t.field({ type: 'URI', nullable: false, resolve: (value) => `/${loginOf(value)}` }),
  }));
}

/** The repositories an owner owns: the caller's own list when the owner is the caller (private ones too). */
interface RepositoryFilters {
  isFork?: boolean | null;
  privacy?: string | null;
  isArchived?: boolean | null;
}

/** The filters the forge's owner lists do not take, applied to each page the forge answers. */
const keeps = (args: RepositoryFilters) => (r: Repository) =>
  (args.isFork == null || r.fork === args.isFork) &&
  (args.isArchived == null || r.archived === args.isArchived) &&
  (!args.privacy || (args.privacy === 'PRIVATE') === (r.private === true));

function ownedRepositories(
  context: GithubContext,
  owner: OrganizationShape | UserShape,
  args: RepositoryFilters & ConnectionArgs,
) {
  const login = loginOf(owner);
  return pagedList(context, args, async (page, limit) => {
    const response =
      owner.__typename === 'Organization'
        ? await listOrgRepos(context.forge, { org: login, page, limit })
        : (owner as { viewer?: boolean }).viewer
          ? await listMyRepos(context.forge, { page, limit })
          : await listUserRepos(context.forge, { username: login, page, limit });
    const all = response.data as Repository[];
    const items = all.filter(keeps(args)).map((r) => tag('Repository', r));
    const filtered = items.length !== all.length;
    return { items, totalCount: filtered ? null : response.paging.totalCount, paging: response.paging };
  });
}

builder.interfaceFields(RepositoryOwnerRef, (t) => ({
  id: t.id({ nullable: false, resolve: (owner) => idOf(owner) }),
  repositories: t.field({
    type: RepositoryConnectionRef,
    nullable: false,
    args: {
      ...pagingArgs(t.arg),
      isFork: t.arg.boolean(),
      isArchived: t.arg.boolean(),
      privacy: t.arg({ type: RepositoryPrivacyEnum }),
      ownerAffiliations: t.arg({
        type: [RepositoryAffiliationEnum],
        required: { list: false, items: false },
        defaultValue: ['OWNER', 'COLLABORATOR'],
      }),
      orderBy: t.arg({ type: RepositoryOrderInput }),
    },
    resolve: (owner, args, context) => ownedRepositories(context, owner, args),
  }),
  repository: t.field({
    type: RepositoryRef,
    args: { name: t.arg.string({ required: true }), followRenames: t.arg.boolean({ defaultValue: true }) },
    resolve: (owner, args, context) => readRepository(context, loginOf(owner), args.name),
  }),
}));

/** The organizations a user belongs to, a page at a time. */
function userOrganizations(context: GithubContext, user: UserShape, args: ConnectionArgs) {
  return pagedList(context, args, async (page, limit) => {
    const response = await listUserOrgs(context.forge, { username: user.login ?? '', page, limit });
    const items = (response.data as Organization[]).map((o) => tag('Organization', o));
    return { items, totalCount: response.paging.totalCount, paging: response.paging };
  });
}

/** An organization's teams, a page at a time, each knowing its organization. */
function organizationTeams(context: GithubContext, org: OrganizationShape, args: ConnectionArgs) {
  return pagedList(context, args, async (page, limit) => {
    const response = await listOrgTeams(context.forge, { org: loginOf(org), page, limit });
    const items = (response.data as Team[]).map((team) =>
      tag('Team', { ...team, organization: team.organization ?? org }),
    );
    return { items, totalCount: response.paging.totalCount, paging: response.paging };
  });
}

UserRef.implement({
  ...nodeType('User', 'A user is an individual’s account on the forge.', ActorRef, RepositoryOwnerRef),
  fields: (t) => ({
    databaseId: t.int({ resolve: (u) => u.id ?? null }),
    name: t.string({ resolve: (u) => u.full_name || null }),
    email: t.string({ nullable: false, resolve: (u) => u.email ?? '' }),
    bio: t.string({ resolve: (u) => u.description || null }),
    company: t.string({ resolve: () => null }),
    location: t.string({ resolve: (u) => u.location || null }),
    websiteUrl: t.field({ type: 'URI', resolve: (u) => u.website || null }),
    createdAt: t.field({ type: 'DateTime', nullable: false, resolve: (u) => u.created ?? '' }),
    updatedAt: t.field({
      type: 'DateTime',
      nullable: false,
      resolve: (u) => u.last_login || u.created || '',
    }),
    isSiteAdmin: t.boolean({ nullable: false, resolve: (u) => u.is_admin === true }),
    isViewer: t.boolean({
      nullable: false,
      resolve: async (u, _args, context) => (await readViewer(context).catch(() => null))?.id === u.id,
    }),
    twitterUsername: t.string({ resolve: () => null }),
    organizations: t.field({
      type: OrganizationConnectionRef,
      nullable: false,
      args: pagingArgs(t.arg),
      resolve: (u, args, context) => userOrganizations(context, u, args),
    }),
  }),
});

OrganizationRef.implement({
  ...nodeType(
    'Organization',
    'An account on the forge with one or more owners that has repositories, members and teams.',
    ActorRef,
    RepositoryOwnerRef,
  ),
  fields: (t) => ({
    databaseId: t.int({ resolve: (o) => o.id ?? null }),
    name: t.string({ resolve: (o) => o.full_name || null }),
    email: t.string({ resolve: (o) => o.email || null }),
    description: t.string({ resolve: (o) => o.description || null }),
    location: t.string({ resolve: (o) => o.location || null }),
    websiteUrl: t.field({ type: 'URI', resolve: (o) => o.website || null }),
    teams: t.field({
      type: TeamConnectionRef,
      nullable: false,
      args: pagingArgs(t.arg),
      resolve: (o, args, context) => organizationTeams(context, o, args),
    }),
  }),
});

/** A team's slug as GitHub makes it from the name; the forge names teams with `[\w.-]` only. */
const slugOf = (team: Team) => (team.name ?? '').toLowerCase();

TeamRef.implement({
  ...nodeType('Team', 'A team of users in an organization.'),
  fields: (t) => ({
    databaseId: t.int({ resolve: (team) => team.id ?? null }),
    name: t.string({ nullable: false, resolve: (team) => team.name ?? '' }),
    slug: t.string({ nullable: false, resolve: slugOf }),
    combinedSlug: t.string({
      nullable: false,
      resolve: (team) => `${team.organization?.name ?? ''}/${slugOf(team)}`,
    }),
    description: t.string({ resolve: (team) => team.description || null }),
    organization: t.field({
      type: OrganizationRef,
      nullable: false,
      resolve: async (team, _args, context) =>
        team.organization
          ? tag('Organization', team.organization as Organization)
          : readTeamOrganization(context, team),
    }),
    url: t.field({
      type: 'URI',
      nullable: false,
      resolve: (team, _args, context) =>
        `${context.webUrl}/org/${encodeURIComponent(team.organization?.name ?? '')}/teams/${encodeURIComponent(slugOf(team))}`,
    }),
    resourcePath: t.field({
      type: 'URI',
      nullable: false,
      resolve: (team) => `/orgs/${team.organization?.name ?? ''}/teams/${slugOf(team)}`,
    }),
  }),
});

async function readTeamOrganization(context: GithubContext, team: Team): Promise<OrganizationShape> {
  const full = await getTeam(context.forge, { id: team.id ?? 0 });
  const organization = (full.data as Team).organization;
  if (!organization) throw couldNotResolve('Organization', `the team ${team.id}`);
  return tag('Organization', organization as Organization);
}

registerNodeReader('User', (context, [login = '']) => readUser(context, login));
registerNodeReader('Organization', (context, [login = '']) => readOrganization(context, login));
registerNodeReader('Team', (context, [id = '']) =>
  orNotFound(getTeam(context.forge, { id: Number(id) }), 'Team', `the id of ${id}`).then((r) =>
    tag('Team', r.data as Team),
  ),
);

builder.queryFields((t) => ({
  viewer: t.field({
    type: UserRef,
    nullable: false,
    description: 'The currently authenticated user.',
    resolve: (_root, _args, context) => readViewer(context),
  }),
  user: t.field({
    type: UserRef,
    description: 'Lookup a user by login.',
    args: { login: t.arg.string({ required: true }) },
    resolve: (_root, args, context) => readUser(context, args.login),
  }),
  organization: t.field({
    type: OrganizationRef,
    description: 'Lookup a organization by login.',
    args: { login: t.arg.string({ required: true }) },
    resolve: (_root, args, context) => readOrganization(context, args.login),
  }),
  repositoryOwner: t.field({
    type: RepositoryOwnerRef,
    description: 'Lookup a repository owner (ie. either a User or an Organization) by login.',
    args: { login: t.arg.string({ required: true }) },
    resolve: (_root, args, context) => readOwner(context, args.login).catch(nullWhenNotFound),
  }),
}));
