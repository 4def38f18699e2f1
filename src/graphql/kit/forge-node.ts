// A node the forge serves one object at a time. Its global id is its loader key; `node(id:)` and
// every field that names it by key read it through one loader per request; objects seen embedded
// in other answers prime that loader (`cacheResolved`), costing no call; its `databaseId` is the
// forge's numeric id. A node is a row: its name, its key, how one key is read, and its fields.

import type { ObjectFieldsShape } from '@pothos/core';
import type { ForgeResponse, ForgeSession } from '../../forge/session.js';
import { builder } from './builder.js';
import type { Context } from './context.js';
import { upstreamValueError } from './forge-leaves.js';
import { baseKey, loadEach, nameOfKeyPart } from './loaders.js';
import { keyUnlessReference } from './reference-root.js';

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

/** One read of the forge per key, checked to be the object asked for (UPSTREAM_ERROR otherwise). */
export interface ForgeRead<Shape, Raw extends object> {
  /** the route, named in the error when the forge answers something else */
  route: string;
  /** a field every answer of the route holds */
  identity: keyof Raw & string;
  fetch: (context: Context, key: string) => Promise<ForgeResponse<Raw | null>>;
  /** the node's value from the forge's object and its key (default: the object itself) */
  wrap?: (raw: Raw, key: string) => Shape;
}

export interface ForgeNodeRow<Shape extends object, Raw extends object> {
  keyOf: (value: Shape) => string;
  /** how one key is read: one route, or a refetch of another shape (the forge has no route for one item) */
  read: ForgeRead<Shape, Raw> | ((context: Context, key: string) => Promise<Shape | Error>);
}

/**
 * The usual read: one endpoint, called with the arguments the key names (the route, for the error
 * on a garbled answer, comes from the endpoint's row), and the node's value made from its answer.
 */
export function readBy<Args, Raw extends object, Shape = Raw>(
  endpoint: ((forge: ForgeSession, args: Args) => Promise<ForgeResponse<Raw | null>>) & { route: string },
  args: (key: string) => Args,
  identity: keyof Raw & string,
  wrap?: (raw: Raw, key: string) => Shape,
): ForgeRead<Shape, Raw> {
  return {
    route: endpoint.route,
    identity,
    fetch: (context, key) => endpoint(context.forge, args(key)),
    wrap,
  };
}

type Endpoint<Args, Raw> = ((forge: ForgeSession, args: Args) => Promise<ForgeResponse<Raw | null>>) & {
  route: string;
};

/** The row of a node the forge reads by its numeric id alone (a team, a notification thread). */
export function byIdRow<Raw extends { id: number }>(
  endpoint: Endpoint<{ id: string }, Raw>,
): ForgeNodeRow<Raw, Raw> {
  return { keyOf: (value) => String(value.id), read: readBy(endpoint, (id) => ({ id: baseKey(id) }), 'id') };
}

/** The row of an account node (a user, an organization): keyed by its name in lower case, read by that name. */
export function accountRow<Param extends string, Name extends string, Raw extends Record<Name, string>>(
  endpoint: Endpoint<Record<Param, string>, Raw>,
  param: Param,
  name: Name,
): ForgeNodeRow<Raw, Raw> {
  return {
    keyOf: (account) => account[name].toLowerCase(),
    read: readBy(
      endpoint,
      (key) => ({ [param]: nameOfKeyPart(baseKey(key)) }) as Record<Param, string>,
      name,
    ),
  };
}

/** The ref of a loadable node; implement it with `forgeNodeFields` (or `.implement` for a node without a numeric id). */
export function forgeNodeRef<Shape extends object, Raw extends object = Shape>(
  name: string,
  row: ForgeNodeRow<Shape, Raw>,
) {
  const { read } = row;
  const load =
    typeof read === 'function'
      ? (keys: string[], context: Context) =>
          Promise.all(keys.map((key) => read(context, key).catch((error: Error) => error)))
      : async (keys: string[], context: Context) => {
          const results = await loadEach<string, Raw>(keys, (key) => read.fetch(context, key), read);
          const { wrap } = read;
          if (!wrap) return results as unknown as (Shape | Error)[];
          return results.map((result, i) =>
            result instanceof Error ? result : wrap(result, keys[i] as string),
          );
        };
  return builder.loadableNodeRef<Shape | Error, string, string, string, Shape>(name, {
    id: { resolve: row.keyOf },
    load,
    // A reference (reference-root.ts) stands in for no read: it never primes the loader.
    cacheResolved: keyUnlessReference(row.keyOf),
  });
}

/** A node's fields with its `databaseId`, the forge's numeric id, first. */
export function withDatabaseId<Shape extends { id: number | bigint }>(
  fields: ObjectFieldsShape<Types, Shape>,
): ObjectFieldsShape<Types, Shape> {
  return (t) => ({
    databaseId: t.field({
      type: 'BigInt',
      nullable: false,
      description: 'The forge’s own numeric id, as its REST API names this object.',
      resolve: (value) => {
        if (value.id === undefined || value.id === null) throw upstreamValueError('the forge sent no `id`');
        return value.id;
      },
    }),
    ...fields(t),
  });
}
