// User: the viewer, any user by login, and their fields Root fields `viewer`, `user`.

import type { GraphQLResolveInfo } from 'graphql';
import { getUser, getViewer } from '../../forge/endpoints/users.js';
import type { User } from '../../forge/types.js';
import { builder } from '../builder.js';
import { VISIBILITIES, Visibility } from '../common/enums.js';
import { accountRow, forgeNodeRef, withDatabaseId } from '../common/forge-node.js';
import { connectionType } from '../connection-type.js';
import type { Context } from '../context.js';
import { forgeValues } from '../forge-values.js';
import { expectObject, loginKey, nodeKey } from '../loaders.js';
import { referenceRoot } from '../reference-root.js';
import { toDateTime, toEnum, toInt64 } from '../values.js';
import { markViewer, type UserListRef, VIEWER_REF } from '../viewer.js';
import { ORDER_NEEDS_ID, type OwnerRef, RepositoryOwnerRef } from './owner.js';

export const UserRef = forgeNodeRef<User>('User', accountRow(getUser, 'username', 'login'));

UserRef.implement({
  interfaces: [RepositoryOwnerRef],
  description: 'A forge account. Organizations embedded as owners also appear as users.',
  fields: withDatabaseId((t) => ({
    login: t.exposeString('login', { nullable: false }),
    loginName: t.exposeString('login_name', {
      nullable: false,
      description: 'Identifier given by an external authenticator (admin or self only).',
    }),
    sourceId: t.field({ type: 'BigInt', resolve: (u) => toInt64(u.source_id) }),
    fullName: t.exposeString('full_name', { nullable: false }),
    email: t.exposeString('email', {
      nullable: false,
      description: 'A placeholder for anonymous callers or private emails.',
    }),
    ...forgeValues(t, 'URL', 'avatar_url', 'html_url'),
    language: t.exposeString('language', { nullable: false, description: 'The user’s interface language, as a locale such as en-US.' }),
    isAdmin: t.exposeBoolean('is_admin', { nullable: false }),
    lastLogin: t.field({ type: 'DateTime', resolve: (u) => toDateTime(u.last_login) }),
    createdAt: t.field({ type: 'DateTime', resolve: (u) => toDateTime(u.created) }),
    restricted: t.exposeBoolean('restricted', { nullable: false }),
    active: t.exposeBoolean('active', { nullable: false }),
    prohibitLogin: t.exposeBoolean('prohibit_login', { nullable: false }),
    location: t.exposeString('location', { nullable: false }),
    website: t.exposeString('website', { nullable: false }),
    description: t.exposeString('description', { nullable: false }),
    visibility: t.field({ type: Visibility, resolve: (u) => toEnum(VISIBILITIES, u.visibility) }),
    ...forgeValues(t, 'BigInt', 'followers_count', 'following_count', 'starred_repos_count'),
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
  if (!context.forge.init.authorization) return undefined;
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
    args: { login: t.arg.string({ required: true }) },
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
