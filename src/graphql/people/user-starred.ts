// User.starredRepositories: GET /users/{username}/starred, or GET /user/starred for the viewer.

import { type FieldNode, type GraphQLResolveInfo, Kind } from 'graphql';
import { listMyStarred, listUserStarred } from '../../forge/endpoints/repo-social.js';
import type { Repository } from '../../forge/types.js';
import { builder } from '../builder.js';
import { pagedList } from '../paged-field.js';
import { prefetch } from '../prefetch.js';
import { RepositoryRef } from '../repository/repository.js';
import { requireSignedIn } from '../repository/repository-social.js';
import { type OwnerRef, ownerKey } from './owner.js';
import { UserRef } from './user.js';

export const StarredRepositoryConnection = builder.connectionObject(
  { type: RepositoryRef, name: 'StarredRepositoryConnection', description: 'Repositories a user starred.' },
  { name: 'StarredRepositoryEdge' },
);

const starredByUser = pagedList<OwnerRef, object, Repository>({
  route: 'GET /users/{username}/starred',
  key: ownerKey,
  fetch: (context, ref, _args, page) => {
    requireSignedIn(context);
    return listUserStarred(context.forge, { username: ref.login, ...page });
  },
});

// `viewer`'s lookahead does not start this one: it tells the viewer by the field's place in the query.
const starredByViewer = pagedList<OwnerRef, object, Repository>({
  route: 'GET /user/starred',
  key: () => 'viewer',
  fetch: (context, _ref, _args, page) => listMyStarred(context.forge, page),
});

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

builder.objectFields(UserRef, (t) => ({
  starredRepositories: t.field({
    type: StarredRepositoryConnection,
    description:
      'Repositories the user starred (GET /users/{username}/starred; under `viewer`, GET /user/starred). Private ones appear only when the user is the caller, yet totalCount (the forge’s X-Total-Count) counts every star. Each repository’s `permissions` are the starring user’s, as the forge renders them. Signed-in callers only: an anonymous caller gets UNAUTHENTICATED without a call.',
    args: t.arg.connectionArgs(),
    extensions: prefetch<OwnerRef>((context, ref, args) => starredByUser(context, ref, args)),
    resolve: (user, args, context, info) =>
      underViewer(info)
        ? starredByViewer(context, { login: user.login }, args)
        : starredByUser(context, { login: user.login }, args),
  }),
}));
