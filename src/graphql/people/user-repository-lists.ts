// A user's repository list that has a route for any user (`/users/{username}/...`, signed-in callers
// only) and one for the caller (`/user/...`, private ones included): starred and watched repositories.
// Under `viewer` the caller's route serves; the lookahead of `user(login)` starts the user's.

import { type FieldNode, type GraphQLResolveInfo, Kind } from 'graphql';
import type { ForgeResponse, ForgeSession } from '../../forge/session.js';
import type { Repository, User } from '../../forge/types/index.js';
import type { ConnectionArgs } from '../kit/connection.js';
import type { Context } from '../kit/context.js';
import { pagedList } from '../kit/paged-field.js';
import { prefetch } from '../kit/prefetch.js';
import { requireSignedIn } from '../kit/signed-in.js';
import { type OwnerRef, ownerKey } from './owner.js';

type Page = { page: number; limit: number };

/** Whether the field sits right under the root field `viewer` (whatever alias the query gave it). */
export function underViewer(info: GraphQLResolveInfo): boolean {
  const parent = info.path.prev;
  if (!parent || parent.prev || typeof parent.key !== 'string') return false;
  const rootFields = info.operation.selectionSet.selections.filter(
    (selection): selection is FieldNode => selection.kind === Kind.FIELD,
  );
  const root = rootFields.find((field) => (field.alias?.value ?? field.name.value) === parent.key);
  return root?.name.value === 'viewer';
}

type Routed<F> = F & { route: string };

/** The field's lookahead and resolver over the user's route and the caller's (endpoints carry their routes). */
export function userOrViewerRepositories(
  userList: Routed<
    (forge: ForgeSession, args: { username: string } & Page) => Promise<ForgeResponse<unknown>>
  >,
  viewerList: Routed<(forge: ForgeSession, page: Page) => Promise<ForgeResponse<unknown>>>,
) {
  const byUser = pagedList<OwnerRef, object, Repository>({
    endpoint: userList,
    key: ownerKey,
    fetch: (context, ref, _args, page) => {
      requireSignedIn(context);
      return userList(context.forge, { username: ref.login, ...page });
    },
  });
  // `viewer`'s lookahead does not start this one: it tells the viewer by the field's place in the query.
  const byViewer = pagedList<OwnerRef, object, Repository>({
    endpoint: viewerList,
    key: () => 'viewer',
    fetch: (context, _ref, _args, page) => viewerList(context.forge, page),
  });
  return {
    extensions: prefetch<OwnerRef>((context, ref, args) => byUser(context, ref, args)),
    resolve: (user: User, args: ConnectionArgs, context: Context, info: GraphQLResolveInfo) =>
      underViewer(info)
        ? byViewer(context, { login: user.login }, args)
        : byUser(context, { login: user.login }, args),
  };
}
