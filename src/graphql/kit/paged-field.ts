// One declarative shape for "a list the forge answers under a parent": the memo key shared by the
// lookahead and the resolver, the shape check of the forge's answer, the Relay window, and the
// field's resolver with its lookahead declared on the field. A new list field is a few lines of data:
//
//   const labels = pagedList<RepoRef, object, Label>({
//     endpoint: listLabels,
//     key: repoListKey,
//     fetch: (context, ref, _args, page) => listLabels(context.forge, { ...ref, ...page }),
//   });
//
// (a list under a repository that takes only the page is one row: repository/repository-list.ts)
//   builder.objectFields(RepositoryRef, (t) => ({
//     labels: listConnection(t, LabelConnection, listField(labels, repoRefOf), 'The labels ... (GET ...)'),
//   }));

import type { FieldKind, FieldRef, InputFieldMap, OutputType } from '@pothos/core';
import { unexpectedShape } from '../../forge/errors.js';
import type { Paging } from '../../forge/http/paging.js';
import type { ForgeResponse } from '../../forge/session.js';
import type { builder } from './builder.js';
import {
  type ConnectionArgs,
  type ConnectionResult,
  checkPageArgs,
  connectionArgsOf,
  type PageWindowOptions,
  resolveListConnection,
  resolvePagedConnection,
  UPSTREAM_MAX_PAGE,
} from './connection.js';
import { type Context, memoize } from './context.js';
import { fromRef, type PrefetchFrom } from './prefetch.js';

/** An endpoint (src/forge/endpoints/): it carries its route. */
export interface RouteCarrier {
  readonly route: string;
}

interface ListSpec<Ref, Args, Raw, Item> {
  /**
   * the endpoint the list calls, whose route the error names when the forge answers something that is
   * not a list; a list over one of several endpoints (the viewer's or an organization's) picks it by
   * parent, and a parent without one (the caller's secrets) fails before any call
   */
  endpoint: RouteCarrier | ((ref: Ref) => RouteCarrier | undefined);
  /** what identifies the parent in the memo (e.g. `owner/name`) */
  key: (ref: Ref) => string;
  /** the arguments that are not Relay's, as the fetch wants them (default: all of them) */
  filters?: (args: Args) => unknown;
  /** refuses bad arguments before any call (the lookahead then starts nothing) */
  check?: (args: Args) => void;
  /** each item as the field serves it (e.g. with its parent alongside) */
  map?: (item: Raw, ref: Ref) => Item;
}

/** What one page of a list route holds: the items and the forge's count. */
export interface ListPage<Raw> {
  items: Raw[];
  totalCount: unknown;
}

export interface PagedListSpec<Ref, Args, Raw, Item> extends ListSpec<Ref, Args, Raw, Item> {
  fetch: (
    context: Context,
    ref: Ref,
    args: Args,
    page: { page: number; limit: number },
  ) => Promise<ForgeResponse<unknown>>;
  /** a list the forge wraps in an object (`{ jobs, total_count }`): its items and count; default a bare list counted by X-Total-Count */
  read?: (data: unknown, paging: Paging) => ListPage<Raw>;
  window?: PageWindowOptions;
}

export interface WholeListSpec<Ref, Args, Raw, Item> extends ListSpec<Ref, Args, Raw, Item> {
  /** the forge answers the whole list in one call (no paging); the window is served from it */
  fetch: (context: Context, ref: Ref, args: Args) => Promise<ForgeResponse<unknown>>;
}

export type ListResolver<Ref, Args, Item> = ((
  context: Context,
  ref: Ref,
  args: Args & ConnectionArgs,
) => Promise<ConnectionResult<Item>>) & {
  /** how the forge pages the list, for the cost in forge calls (server/limits/call-cost.ts) */
  forgeList?: ForgeListPaging;
};

/**
 * How the forge pages a list field: whole in one call, in pages of `pageSize` items, or embedded in
 * its parent's answer (no call of its own).
 */
export type ForgeListPaging =
  | { whole: true; embedded?: false }
  | { whole?: false; pageSize: number; embedded?: false }
  | { embedded: true; whole?: false };

/** The items of a list route, or UPSTREAM_ERROR when the forge answered something else. */
export function expectList<Item>(data: unknown, route: string): Item[] {
  if (!Array.isArray(data)) throw unexpectedShape(route);
  return data as Item[];
}

/** The `read` of a list the forge wraps in an object (`{ jobs, total_count }`): the items under `key`, counted by `total_count`. */
export function countedList<Item>(key: string, route: string) {
  return (data: unknown): ListPage<Item> => {
    const body = data as Record<string, unknown> | null;
    return { items: expectList<Item>(body?.[key], route), totalCount: body?.total_count ?? null };
  };
}

const RELAY_ARGS = new Set(['first', 'after', 'last', 'before']);

/** The route of the endpoint a list calls for this parent. */
function routeOf<Ref, Args, Raw, Item>(list: ListSpec<Ref, Args, Raw, Item>, ref: Ref): string {
  const { endpoint } = list;
  return 'route' in endpoint ? endpoint.route : (endpoint(ref)?.route ?? 'no list route');
}

// Each list has its own memo space: two lists over one route (an issue list and a milestone's) never share.
let lists = 0;

/** The memo key of one parent's list with these filters (and, for paged lists, this window). */
function memoKeyOf<Ref, Args, Raw, Item>(list: ListSpec<Ref, Args, Raw, Item>) {
  const name = `${'route' in list.endpoint ? list.endpoint.route : 'list'}#${++lists}`;
  return (ref: Ref, args: Args & ConnectionArgs, window: boolean) => {
    list.check?.(args);
    let filters: unknown = list.filters?.(args);
    if (!list.filters) {
      const entries = Object.entries(args as Record<string, unknown>).filter(([arg]) => !RELAY_ARGS.has(arg));
      filters = Object.fromEntries(entries);
    }
    const relay = window ? connectionArgsOf(args as Record<string, unknown>) : null;
    return `${name}:${list.key(ref)}:${JSON.stringify([filters, relay])}`;
  };
}

function itemsOf<Ref, Args, Raw, Item>(list: ListSpec<Ref, Args, Raw, Item>, ref: Ref, items: Raw[]): Item[] {
  const { map } = list;
  return map ? items.map((item) => map(item, ref)) : (items as unknown as Item[]);
}

/** A Relay connection over a list the forge pages with `page`/`limit` and counts in `X-Total-Count`. */
export function pagedList<Ref, Args, Raw, Item = Raw>(
  list: PagedListSpec<Ref, Args, Raw, Item>,
): ListResolver<Ref, Args, Item> {
  const memoKey = memoKeyOf(list);
  const read =
    list.read ??
    ((data: unknown, paging: Paging, ref: Ref) => ({
      items: expectList<Raw>(data, routeOf(list, ref)),
      totalCount: paging.totalCount,
    }));
  const resolver: ListResolver<Ref, Args, Item> = (context, ref, args) =>
    memoize(context, memoKey(ref, args, true), () =>
      resolvePagedConnection(
        connectionArgsOf(args as Record<string, unknown>),
        context.settings,
        async (page, limit) => {
          const { data, paging } = await list.fetch(context, ref, args, { page, limit });
          const { items, totalCount } = read(data, paging, ref);
          return { items: itemsOf(list, ref, items), totalCount, paging };
        },
        list.window,
      ),
    );
  resolver.forgeList = {
    pageSize: list.window?.fixedPageSize ?? list.window?.maxUpstreamPageSize ?? UPSTREAM_MAX_PAGE,
  };
  return resolver;
}

/** A Relay connection over a list the forge answers whole in one call. */
export function wholeList<Ref, Args, Raw, Item = Raw>(
  list: WholeListSpec<Ref, Args, Raw, Item>,
): ListResolver<Ref, Args, Item> {
  const memoKey = memoKeyOf(list);
  const resolver: ListResolver<Ref, Args, Item> = async (context, ref, args) => {
    // A window over the cap is refused before the forge is asked for the whole list.
    checkPageArgs(connectionArgsOf(args as Record<string, unknown>), context.settings);
    const items = await memoize(context, memoKey(ref, args, false), async () => {
      const { data } = await list.fetch(context, ref, args);
      return itemsOf(list, ref, expectList<Raw>(data, routeOf(list, ref)));
    });
    return resolveListConnection(connectionArgsOf(args as Record<string, unknown>), context.settings, items);
  };
  resolver.forgeList = { whole: true };
  return resolver;
}

/**
 * A connection field's resolver and lookahead (see prefetch.ts `fromRef`), and how the forge pages
 * it, which the cost in forge calls reads from the field's extensions.
 */
export function listField<Parent, Ref, Args, Result>(
  run: ((context: Context, ref: Ref, args: Args) => Result) & { forgeList?: ForgeListPaging },
  refOf: (parent: Parent) => Ref | null,
  from?: PrefetchFrom,
) {
  const field = fromRef(run, refOf, from);
  return { ...field, extensions: { ...field.extensions, forgeList: run.forgeList } };
}

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

/**
 * A connection field over a list: its type, the resolver and lookahead `listField` made, its
 * description, and the arguments it takes beyond Relay's `first`/`after`/`last`/`before`.
 */
export function listConnection<Parent, Kind extends FieldKind>(
  t: { kind: Kind; arg: { connectionArgs: () => InputFieldMap }; field: unknown },
  type: OutputType<Types>,
  field: { resolve: (parent: Parent, args: never, context: Context) => unknown; extensions: object },
  description: string,
  args: InputFieldMap = {},
) {
  // The options are checked by the parts' own types; Pothos' inference over a generic field type is too deep for tsc.
  const builder = t as unknown as { field: (options: object) => FieldRef<Types, unknown, Kind> };
  return builder.field({ type, description, args: { ...t.arg.connectionArgs(), ...args }, ...field });
}
