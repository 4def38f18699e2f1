// User: the viewer, any user by login, and their fields Root fields `viewer`, `user`.

import type { GraphQLResolveInfo } from 'graphql';
import { getUser, getViewer } from '../../forge/endpoints/index.js';
import type { User } from '../../forge/types/index.js';
import { builder } from '../kit/builder.js';
import { connectionType } from '../kit/connection-type.js';
import type { Context } from '../kit/context.js';
import { commonFields, forgeFields } from '../kit/forge-fields.js';
import { accountRow, forgeNodeRef, withDatabaseId } from '../kit/forge-node.js';
import { expectObject, loginKey, nodeKey } from '../kit/loaders.js';
import { referenceRoot } from '../kit/reference-root.js';
import { markViewer, type UserListRef, VIEWER_REF } from '../kit/viewer.js';
import { FIELDS } from './fields.js';
import { ORDER_NEEDS_ID, type OwnerRef, RepositoryOwnerRef } from './owner.js';

export const UserRef = forgeNodeRef<User>('User', accountRow(getUser, 'username', 'login'));

UserRef.implement({
  interfaces: [RepositoryOwnerRef],
  description: 'A forge account. Organizations embedded as owners also appear as users.',
  fields: withDatabaseId((t) => ({
    ...commonFields(t, 'htmlUrl'),
    ...forgeFields(t, FIELDS.User),
  })),
});

/** Every list of users (followers, members, search results) shares this connection type. */
export const UserConnection = connectionType(UserRef, 'User');

/**
 * The caller as a reference when the selection needs only the caller's own lists and counts
 * (reference-root.ts): their calls start at once and prove the caller, with no GET /user. Undefined
 * when the record must be read. An anonymous caller's lists would only cost calls: none start.
 */
export async function viewerReference(context: Context, info: GraphQLResolveInfo): Promise<User | undefined> {
  if (context.caller.anonymous) return undefined;
  const stub = markViewer({ login: '' } as User);
  const root = { typeName: 'User', ref: VIEWER_REF, stub, from: 'viewer' as const };
  return (await referenceRoot<UserListRef>(root, context, info)) as User | undefined;
}

builder.queryFields((t) => ({
  viewer: t.field({
    type: UserRef,
    nullable: false,
    description: 'The authenticated caller (GET /user). Anonymous callers get UNAUTHENTICATED.',
    resolve: async (_root, _args, context, info) => {
      const reference = await viewerReference(context, info);
      if (reference) return reference;
      const user = expectObject<User>((await getViewer(context.forge)).data, 'GET /user', 'login');
      // The plain object primes the loader; the marked copy tells child fields they are the viewer's.
      if (!context.settings.naive) UserRef.getDataloader(context).prime(user.login.toLowerCase(), user);
      return markViewer(user);
    },
  }),
  user: t.field({
    type: UserRef,
    description: 'A user by login (GET /users/{username}).',
    args: { login: t.arg.string({ description: 'The user’s login.', required: true }) },
    // Its lists start from the login at once; their answers prove the user exists (reference-root.ts).
    resolve: async (_root, args, context, info) => {
      const root = {
        typeName: 'User',
        ref: { login: args.login },
        stub: { login: args.login },
        from: 'parent' as const,
      };
      const reference = await referenceRoot<OwnerRef>(
        { ...root, needsRecord: ORDER_NEEDS_ID },
        context,
        info,
      );
      return (reference as User | undefined) ?? nodeKey(context, loginKey(args.login));
    },
  }),
}));
