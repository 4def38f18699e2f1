// User: the viewer, any user by login, and their fields Root fields `viewer`, `user`.

import type { GraphQLResolveInfo } from 'graphql';
import { getUser, getViewer } from '../../forge/endpoints/index.js';
import type { User } from '../../forge/types/index.js';
import { builder } from '../kit/builder.js';
import { connectionType } from '../kit/connection-type.js';
import type { Context } from '../kit/context.js';
import { VISIBILITIES, Visibility } from '../kit/enums.js';
import { accountRow, forgeNodeRef, withDatabaseId } from '../kit/forge-node.js';
import { describedForgeValues, forgeValues } from '../kit/forge-values.js';
import { expectObject, loginKey, nodeKey } from '../kit/loaders.js';
import { referenceRoot } from '../kit/reference-root.js';
import { toDateTime, toEnum, toInt64 } from '../kit/values.js';
import { markViewer, type UserListRef, VIEWER_REF } from '../kit/viewer.js';
import { ORDER_NEEDS_ID, type OwnerRef, RepositoryOwnerRef } from './owner.js';

export const UserRef = forgeNodeRef<User>('User', accountRow(getUser, 'username', 'login'));

UserRef.implement({
  interfaces: [RepositoryOwnerRef],
  description: 'A forge account. Organizations embedded as owners also appear as users.',
  fields: withDatabaseId((t) => ({
    login: t.exposeString('login', {
      description: 'The user’s name on the forge, as in `@alice` and their profile address.',
      nullable: false,
    }),
    loginName: t.exposeString('login_name', {
      nullable: false,
      description: 'Identifier given by an external authenticator (admin or self only).',
    }),
    sourceId: t.field({
      description:
        'The id of the external authentication source the account signs in with; 0 for a local account.',
      type: 'BigInt',
      resolve: (u) => toInt64(u.source_id),
    }),
    fullName: t.exposeString('full_name', {
      description: 'The name the user shows; empty when none.',
      nullable: false,
    }),
    email: t.exposeString('email', {
      nullable: false,
      description: 'A placeholder for anonymous callers or private emails.',
    }),
    ...forgeValues(t, 'URL', 'html_url'),
    ...describedForgeValues(t, 'URL', { avatar_url: 'The user’s avatar image.' }),
    language: t.exposeString('language', {
      nullable: false,
      description: 'The user’s interface language, as a locale such as en-US.',
    }),
    isAdmin: t.exposeBoolean('is_admin', {
      description:
        'Whether the user is a site administrator; told only to site administrators and the user, false for others.',
      nullable: false,
    }),
    lastLogin: t.field({
      description: 'When the user last signed in (admin or self only; otherwise the zero time).',
      type: 'DateTime',
      resolve: (u) => toDateTime(u.last_login),
    }),
    createdAt: t.field({
      description: 'When the account was created.',
      type: 'DateTime',
      resolve: (u) => toDateTime(u.created),
    }),
    restricted: t.exposeBoolean('restricted', {
      description: 'Whether the account is restricted: it sees only what it is explicitly given access to.',
      nullable: false,
    }),
    active: t.exposeBoolean('active', {
      description:
        'Whether the account is activated (its email confirmed); told only to site administrators and the user.',
      nullable: false,
    }),
    prohibitLogin: t.exposeBoolean('prohibit_login', {
      description:
        'Whether the account is blocked from signing in; told only to site administrators and the user.',
      nullable: false,
    }),
    location: t.exposeString('location', {
      description: 'Where the user says they are; empty when none.',
      nullable: false,
    }),
    website: t.exposeString('website', {
      description: 'The user’s website; empty when none.',
      nullable: false,
    }),
    description: t.exposeString('description', {
      description: 'The user’s short biography; empty when none.',
      nullable: false,
    }),
    visibility: t.field({
      description: 'Who can see the user’s profile.',
      type: Visibility,
      resolve: (u) => toEnum(VISIBILITIES, u.visibility),
    }),
    ...describedForgeValues(t, 'BigInt', {
      followers_count: 'How many users follow this user.',
      following_count: 'How many users this user follows.',
      starred_repos_count: 'How many repositories this user starred.',
    }),
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
