// One declarative shape for "a list the forge answers under a parent": the memo key shared by the
// lookahead and the resolver, the lookahead registration, the shape check of the forge's answer and
// the Relay window, in one place. A new list field is a few lines of data:
//
//   const labels = pagedList<RepoRef, LabelArgs, Label>({
//     on: 'Repository', field: 'labels', route: 'GET /repos/{owner}/{repo}/labels',
//     key: (ref) => repoKey(ref.owner, ref.repo),
//     fetch: (context, ref, args, page) => listLabels(context.forge, { ...ref, ...page }),
//   });
//   ... resolve: (repository, args, context) => labels(context, repoRefOf(repository), args)

import { unexpectedShape } from '../forge/errors.js';
import type { ForgeResponse } from '../forge/session.js';
import {
  type ConnectionArgs,
  type ConnectionResult,
  checkPageArgs,
  connectionArgsOf,
  type PageWindowOptions,
  resolveListConnection,
  resolvePagedConnection,
} from './connection.js';
import { type Context, memoize } from './context.js';
import { registerPrefetch } from './prefetch.js';

interface ListSpec<Ref, Args> {
  /** the parent type's name: the lookahead registers under it */
  on: string;
  /** the field's name on the parent */
  field: string;
  /** the forge route, named in the error when the forge answers something that is not a list */
  route: string;
  /** what identifies the parent in the memo (e.g. `owner/name`) */
  key: (ref: Ref) => string;
  /** start the call from the parent's key while the parent itself is read (default true) */
  prefetch?: boolean;
  /** the arguments that are not Relay's, as the fetch wants them (default: all of them) */
  filters?: (args: Args) => unknown;
}

export interface PagedListSpec<Ref, Args, Item> extends ListSpec<Ref, Args> {
  fetch: (
    context: Context,
    ref: Ref,
    args: Args,
    page: { page: number; limit: number },
  ) => Promise<ForgeResponse<Item[]>>;
  window?: PageWindowOptions;
}

export interface WholeListSpec<Ref, Args, Item> extends ListSpec<Ref, Args> {
  /** the forge answers the whole list in one call (no paging); the window is served from it */
  fetch: (context: Context, ref: Ref, args: Args) => Promise<ForgeResponse<Item[]>>;
}

export type ListResolver<Ref, Args, Item> = (
  context: Context,
  ref: Ref,
  args: Args & ConnectionArgs,
) => Promise<ConnectionResult<Item>>;

/** The items of a list route, or UPSTREAM_ERROR when the forge answered something else. */
export function expectList<Item>(data: unknown, route: string): Item[] {
  if (!Array.isArray(data)) throw unexpectedShape(route);
  return data as Item[];
}

const RELAY_ARGS = new Set(['first', 'after', 'last', 'before']);

/** The memo key of one parent's list with these filters (and, for paged lists, this window). */
function memoKey<Ref, Args>(
  spec: ListSpec<Ref, Args>,
  ref: Ref,
  args: Args & ConnectionArgs,
  window: boolean,
) {
  let filters: unknown = spec.filters?.(args);
  if (!spec.filters) {
    const entries = Object.entries(args as Record<string, unknown>).filter(([name]) => !RELAY_ARGS.has(name));
    filters = Object.fromEntries(entries);
  }
  const relay = window ? connectionArgsOf(args as Record<string, unknown>) : null;
  return `${spec.on}.${spec.field}:${spec.key(ref)}:${JSON.stringify([filters, relay])}`;
}

function register<Ref, Args, Item>(spec: ListSpec<Ref, Args>, resolver: ListResolver<Ref, Args, Item>) {
  if (spec.prefetch === false) return;
  registerPrefetch<Ref>(spec.on, spec.field, (context, ref, args) =>
    resolver(context, ref, args as Args & ConnectionArgs),
  );
}

/** A Relay connection over a list the forge pages with `page`/`limit` and counts in `X-Total-Count`. */
export function pagedList<Ref, Args, Item>(
  spec: PagedListSpec<Ref, Args, Item>,
): ListResolver<Ref, Args, Item> {
  const resolver: ListResolver<Ref, Args, Item> = (context, ref, args) =>
    memoize(context, memoKey(spec, ref, args, true), () =>
      resolvePagedConnection(
        connectionArgsOf(args as Record<string, unknown>),
        context.settings,
        async (page, limit) => {
          const { data, paging } = await spec.fetch(context, ref, args, { page, limit });
          return { items: expectList<Item>(data, spec.route), totalCount: paging.totalCount, paging };
        },
        spec.window,
      ),
    );
  register(spec, resolver);
  return resolver;
}

/** A Relay connection over a list the forge answers whole in one call. */
export function wholeList<Ref, Args, Item>(
  spec: WholeListSpec<Ref, Args, Item>,
): ListResolver<Ref, Args, Item> {
  const resolver: ListResolver<Ref, Args, Item> = async (context, ref, args) => {
    // A window over the cap is refused before the forge is asked for the whole list.
    checkPageArgs(connectionArgsOf(args as Record<string, unknown>), context.settings);
    return memoize(context, memoKey(spec, ref, args, false), async () => {
      const { data } = await spec.fetch(context, ref, args);
      return expectList<Item>(data, spec.route);
    }).then((list) =>
      resolveListConnection(connectionArgsOf(args as Record<string, unknown>), context.settings, list),
    );
  };
  register(spec, resolver);
  return resolver;
}
