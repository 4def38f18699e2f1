// User.starredRepositories: GET /users/{username}/starred, or GET /user/starred for the viewer.

import { listMyStarred, listUserStarred } from '../../forge/endpoints/index.js';
import { builder } from '../kit/builder.js';
import { RepositoryRef } from '../kit/refs/repository.js';
import { UserRef } from './user.js';
import { userOrViewerRepositories } from './user-repository-lists.js';

export const StarredRepositoryConnection = builder.connectionObject(
  { type: RepositoryRef, name: 'StarredRepositoryConnection', description: 'Repositories a user starred.' },
  { name: 'StarredRepositoryEdge' },
);

const starred = userOrViewerRepositories(listUserStarred, listMyStarred);

builder.objectFields(UserRef, (t) => ({
  starredRepositories: t.field({
    type: StarredRepositoryConnection,
    description:
      'Repositories the user starred (GET /users/{username}/starred; under `viewer`, GET /user/starred). Private ones appear only when the user is the caller, yet totalCount (the forge’s X-Total-Count) counts every star. Each repository’s `permissions` are the starring user’s, as the forge renders them. Signed-in callers only: an anonymous caller gets UNAUTHENTICATED without a call.',
    args: t.arg.connectionArgs(),
    ...starred,
  }),
}));
