// GitHub's connections: `XConnection { edges: [XEdge], nodes: [X], pageInfo: PageInfo!, totalCount: Int! }`
// over the forge's page/limit paging (graphql/connection.ts maps a window onto the fewest pages).

import type { ArgBuilder } from '@pothos/core';
import {
  type ConnectionArgs,
  type ConnectionResult,
  type FetchPage,
  resolveListConnection,
  resolvePagedConnection,
} from '../../graphql/connection.js';
import type { Context } from '../../graphql/context.js';
import { checkedCount } from '../../graphql/values.js';
import { builder } from './builder.js';

export type { ConnectionResult };

export const PageInfoRef = builder.objectRef<ConnectionResult<unknown>['pageInfo']>('PageInfo').implement({
  description: 'Information about pagination in a connection.',
  fields: (t) => ({
    endCursor: t.exposeString('endCursor', { nullable: true }),
    hasNextPage: t.exposeBoolean('hasNextPage', { nullable: false }),
    hasPreviousPage: t.exposeBoolean('hasPreviousPage', { nullable: false }),
    startCursor: t.exposeString('startCursor', { nullable: true }),
  }),
});

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

/** The four paging arguments of every GitHub connection. */
export const pagingArgs = (arg: ArgBuilder<Types>) => ({
  after: arg.string(),
  before: arg.string(),
  first: arg.int(),
  last: arg.int(),
});

/** `XConnection` and `XEdge` for a node type; `name` is the part before `Connection`. */
export function connectionOf<T>(name: string, node: { name: string } & object) {
  const edge = builder.objectRef<{ cursor: string; node: T }>(`${name}Edge`).implement({
    description: 'An edge in a connection.',
    fields: (t) => ({
      cursor: t.exposeString('cursor', { nullable: false }),
      // biome-ignore lint/suspicious/noExplicitAny: the node type is a ref or a union's name
      node: t.field({ type: node as any, nullable: true, resolve: (e) => e.node as never }),
    }),
  });
  const connection = builder.objectRef<ConnectionResult<T>>(`${name}Connection`).implement({
    description: `The connection type for ${name}.`,
    fields: (t) => ({
      edges: t.field({ type: [edge], nullable: { list: true, items: true }, resolve: (c) => c.edges }),
      nodes: t.field({
        // biome-ignore lint/suspicious/noExplicitAny: as above
        type: [node as any],
        nullable: { list: true, items: true },
        resolve: (c) => c.edges.map((e) => e.node) as never,
      }),
      pageInfo: t.field({ type: PageInfoRef, nullable: false, resolve: (c) => c.pageInfo }),
      totalCount: t.int({ nullable: false, resolve: (c) => checkedCount(c.totalCount) ?? c.edges.length }),
    }),
  });
  return Object.assign(connection, { edge });
}

/** A page of a forge list route, mapped to the caller's window. */
export function pagedList<T>(
  context: Context,
  args: ConnectionArgs,
  fetchPage: FetchPage<T>,
): Promise<ConnectionResult<T>> {
  return resolvePagedConnection(args, context.settings, fetchPage);
}

/** A window over a list already whole in memory. */
export function wholeList<T>(
  context: Context,
  args: ConnectionArgs,
  list: readonly T[],
): ConnectionResult<T> {
  return resolveListConnection(args, context.settings, list);
}

/** What Gitea has no concept of: an empty connection, truthfully. */
export const emptyConnection = <T>(): ConnectionResult<T> => ({
  edges: [],
  totalCount: 0,
  pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null },
});
