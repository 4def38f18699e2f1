// The lists of a User: `repositories`, `followers`, `following`, `organizations`, the convenience
// `viewerIsFollowing`, and the viewer-only `teams`. The viewer's lists use the caller's own routes
// (GET /user/repos, /user/orgs, /user/followers, ...), which need no login, so `viewer { ... }` starts
// them in parallel with GET /user.

import {
  checkMyFollowing,
  listFollowers,
  listFollowing,
  listMyFollowers,
  listMyFollowing,
  listMyOrgs,
  listMyRepos,
  listMyTeams,
  listUserOrgs,
  listUserRepos,
} from '../../forge/endpoints/index.js';
import { ForgeError } from '../../forge/errors.js';
import type { ForgeResponse, ForgeSession } from '../../forge/session.js';
import type { Organization, Repository, Team, User } from '../../forge/types/index.js';
import { builder } from '../kit/builder.js';
import { type Context, memoize } from '../kit/context.js';
import { readsForge } from '../kit/forge-calls.js';
import { listField, pagedList, type RouteCarrier } from '../kit/paged-field.js';
import { prefetch } from '../kit/prefetch.js';
import { RepositoryConnection } from '../kit/refs/repository.js';
import {
  isViewer,
  type UserListRef,
  userListKey,
  userListRefOf,
  VIEWER_REF,
  viewerOnly,
} from '../kit/viewer.js';
import { OrganizationConnection, TeamConnection } from './organization.js';
import { orderableRepositories, orderableRepositoryArgs } from './repository-order.js';
import { UserConnection, UserRef } from './user.js';

type Page = { page: number; limit: number };

/** A user's list: the viewer's own route (`/user/...`, no login needed) or another user's (`/users/{username}/...`). */
function viewerOrUser<Item>(
  mine: (forge: ForgeSession, page: Page) => Promise<ForgeResponse<unknown>>,
  theirs: ((forge: ForgeSession, args: { username: string } & Page) => Promise<ForgeResponse<unknown>>) &
    RouteCarrier,
) {
  return pagedList<UserListRef, object, Item>({
    endpoint: theirs,
    key: userListKey,
    fetch: (context, ref, _args, page) =>
      ref.viewer ? mine(context.forge, page) : theirs(context.forge, { username: ref.login, ...page }),
  });
}

const repositories = viewerOrUser<Repository>(listMyRepos, listUserRepos);
const followers = viewerOrUser<User>(listMyFollowers, listFollowers);
const following = viewerOrUser<User>(listMyFollowing, listFollowing);
const organizations = viewerOrUser<Organization>(listMyOrgs, listUserOrgs);
const teams = pagedList<UserListRef, object, Team>({
  endpoint: listMyTeams,
  key: userListKey,
  fetch: (context, _ref, _args, page) => listMyTeams(context.forge, page),
});

/** GET /user/following/{username}: 204 yes, 404 no; the viewer never follows itself */
function viewerIsFollowing(context: Context, user: User): Promise<boolean | null> | boolean | null {
  if (isViewer(user)) return false;
  if (context.caller.anonymous) return null;
  return memoize(context, `viewerIsFollowing:${user.login.toLowerCase()}`, async () => {
    try {
      await checkMyFollowing(context.forge, { username: user.login });
      return true;
    } catch (error) {
      if (error instanceof ForgeError && error.kind === 'not-found') return false;
      throw error;
    }
  });
}

builder.objectFields(UserRef, (t) => ({
  repositories: t.field({
    type: RepositoryConnection,
    description:
      'Repositories the user owns, by id (GET /users/{username}/repos). On `viewer`: the caller’s own and the ones they collaborate on or reach through a team, by name, private ones included (GET /user/repos). For a signed-in caller the forge’s `totalCount` also counts private repositories of the owner that the caller cannot see. With `orderBy`: GET /repos/search?uid={id}&sort=…&order=… (with `exclusive` for another user than the viewer), one call, counting only what the caller may see.',
    args: orderableRepositoryArgs(t),
    // The viewer's lists start from its credentials alone (see viewer.ts).
    ...orderableRepositories(
      repositories,
      userListRefOf,
      (user: User) => ({ id: user.id, own: !isViewer(user) }),
      'both',
    ),
  }),
  followers: t.field({
    type: UserConnection,
    description:
      'Who follows the user, among the accounts the caller may see (GET /users/{username}/followers; needs a signed-in caller).',
    args: t.arg.connectionArgs(),
    // The viewer's lists start from its credentials alone (see viewer.ts).
    ...listField(followers, userListRefOf, 'both'),
  }),
  following: t.field({
    type: UserConnection,
    description:
      'Whom the user follows, among the accounts the caller may see (GET /users/{username}/following; needs a signed-in caller).',
    args: t.arg.connectionArgs(),
    // The viewer's lists start from its credentials alone (see viewer.ts).
    ...listField(following, userListRefOf, 'both'),
  }),
  organizations: t.field({
    type: OrganizationConnection,
    description:
      'Organizations the user belongs to, by name (GET /users/{username}/orgs; needs a signed-in caller). Others see only memberships the user made public; on `viewer` every membership (GET /user/orgs).',
    args: t.arg.connectionArgs(),
    // The viewer's lists start from its credentials alone (see viewer.ts).
    ...listField(organizations, userListRefOf, 'both'),
  }),
  teams: t.field({
    type: TeamConnection,
    description:
      'The teams the caller belongs to, with their organizations (GET /user/teams). Only on `viewer`.',
    args: t.arg.connectionArgs(),
    extensions: prefetch<UserListRef>((context, _ref, args) => teams(context, VIEWER_REF, args), 'viewer'),
    resolve: (user, args, context) => {
      if (!isViewer(user)) throw viewerOnly('teams');
      return teams(context, VIEWER_REF, args);
    },
  }),
  viewerIsFollowing: t.field({
    extensions: readsForge(),
    type: 'Boolean',
    description:
      'Whether the caller follows this user (GET /user/following/{username}, one call per user); null for anonymous callers, false on `viewer` itself.',
    resolve: (user, _args, context) => viewerIsFollowing(context, user),
  }),
}));
