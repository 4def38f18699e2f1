// What the settings and organization writes share: a yes/no the forge answers with 204 or 404, and a list or object
// only the caller's own routes serve (`viewer` only, FORBIDDEN elsewhere without a call), and
// the forge's number inside a node id a write names its object by.

import type { GraphQLResolveInfo } from 'graphql';
import { ForgeError, isUnmatchedRoute } from '../../forge/errors.js';
import type { ForgeSession } from '../../forge/session.js';
import type { User } from '../../forge/types/index.js';
import type { builder } from './builder.js';
import type { ConnectionArgs } from './connection.js';
import { type Context, memoize } from './context.js';
import { decodeGlobalID } from './global-id.js';
import { type InputFields, invalid } from './inputs.js';
import type { ListResolver } from './paged-field.js';
import { prefetch } from './prefetch.js';
import { isViewer, type UserListRef, VIEWER_REF, viewerOnly } from './viewer.js';

/** A JSON 404 means "there is none"; a plain-text 404 means the forge lacks the route and stays an error. */
export async function orNull<T>(pending: Promise<T>): Promise<T | null> {
  try {
    return await pending;
  } catch (error) {
    if (error instanceof ForgeError && error.kind === 'not-found' && !isUnmatchedRoute(error)) return null;
    throw error;
  }
}

/**
 * Gitea's "no" of a 204-or-404 check is ctx.Status(404) (no body) or APIErrorNotFound() without
 * arguments (a body whose `errors` is null). An unknown user or target is a 404 that says why (a message alone, or `errors` filled).
 */
export function isPlainNotFound(error: unknown): boolean {
  if (!(error instanceof ForgeError) || error.kind !== 'not-found') return false;
  if (!error.upstreamBody) return true;
  try {
    const body = JSON.parse(error.upstreamBody ?? '') as { errors?: unknown };
    return (
      'errors' in body && (body.errors === null || (Array.isArray(body.errors) && body.errors.length === 0))
    );
  } catch {
    return false;
  }
}

/** A 204-or-404 route as a Boolean, once per request and key; any other failure stays an error. */
export function presence(context: Context, key: string, call: () => Promise<unknown>): Promise<boolean> {
  return memoize(context, key, async () => {
    try {
      await call();
      return true;
    } catch (error) {
      if (isPlainNotFound(error)) return false;
      throw error;
    }
  });
}

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

/**
 * A Boolean field asking the forge about one account or repository named by an argument (is
 * `login` a member, followed, blocked?): one 204-or-404 call through `presence`, remembered for the
 * request under the route and its arguments, so that the same question asked twice costs one call.
 */
export function presenceField<Parent, Args extends object>(
  t: PothosSchemaTypes.ObjectFieldBuilder<Types, Parent>,
  check: ((forge: ForgeSession, args: Args) => Promise<unknown>) & { route: string },
  argsOf: (parent: Parent, name: string) => Args,
  options: { description: string; arg?: 'login' | 'name'; extensions?: Record<string, unknown> },
) {
  const arg = options.arg ?? 'login';
  return t.field({
    type: 'Boolean',
    description: options.description,
    extensions: options.extensions,
    args: {
      [arg]: t.arg.string({
        required: true,
        description: arg === 'login' ? 'The login of the user to check.' : 'The name to check.',
      }),
    },
    resolve: (parent, args, context) => {
      const call = argsOf(parent, String(args[arg]));
      const key = `${check.route}:${JSON.stringify(call).toLowerCase()}`;
      return presence(context, key, () => check(context.forge, call));
    },
  });
}

/** A connection field served by the caller's own route: started with GET /user under `viewer`. */
export function viewerOnlyList<Item>(field: string, list: ListResolver<UserListRef, object, Item>) {
  return {
    extensions: prefetch<UserListRef>((context, _ref, args) => list(context, VIEWER_REF, args), 'viewer'),
    resolve: (user: User, args: ConnectionArgs, context: Context, _info: GraphQLResolveInfo) => {
      if (!isViewer(user)) throw viewerOnly(field);
      return list(context, VIEWER_REF, args);
    },
  };
}

/** The forge's number in the global id of a `typename`; anything else is refused before a call. */
/** The required input field naming a node by its `id` (which `databaseIdOf` reads back). */
export const nodeIdField = (t: InputFields, typename: string) =>
  t.id({ required: true, description: `The ${typename}’s \`id\`.` });

export function databaseIdOf(id: string | number, typename: string, field = 'id'): string {
  const key = nodeKeyOf(id, typename, field);
  if (!/^\d+$/.test(key)) throw invalid(`\`${field}\` is not the id of a ${typename}`, field);
  return key;
}

/** The key in the global id of a `typename` (what its loader refetches by); anything else is refused before a call. */
export function nodeKeyOf(id: string | number, typename: string, field = 'id'): string {
  let decoded: { typename: string; id: string } | undefined;
  try {
    decoded = decodeGlobalID(String(id));
  } catch {
    decoded = undefined;
  }
  if (decoded?.typename !== typename) throw invalid(`\`${field}\` is not the id of a ${typename}`, field);
  return decoded.id;
}
