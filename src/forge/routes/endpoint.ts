// An endpoint is a row that carries its route (Octokit's endpoints as data): the route key types its
// path parameters, query, body and answer (routes/map.ts), and the row says only how the caller's
// arguments become the query, and the path parameters when they are not simply the route's own
// names in camelCase (`{attachment_id}` ← `attachmentId`). A new endpoint is one row.

import type { ForgeResponse } from '../http/call.js';
import type { ForgeSession } from '../session.js';
import type { RouteBody, RouteKey, RouteParams, RouteQuery, RouteResponse } from './map.js';

type Camel<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<Camel<Tail>>}`
  : S;

/** The route's path parameters as arguments, named in camelCase. */
export type PathArgs<K extends RouteKey> =
  Record<string, never> extends RouteParams<K>
    ? object
    : { [P in keyof RouteParams<K> as Camel<P & string>]: RouteParams<K>[P] };

export interface PageArgs {
  page?: number;
  limit?: number;
}

export interface RepoArgs {
  owner: string;
  repo: string;
}

export interface Row<K extends RouteKey, A, N extends boolean> {
  /** the path parameters, when they are not the route's names in camelCase */
  params?: (args: A) => RouteParams<K>;
  query?: (args: A) => RouteQuery<K>;
  /** Gitea answers an empty list as `null` (a nil Go slice): the caller gets `[]` */
  nullAsEmpty?: N;
  /** the route answers text (`.diff`, rendered HTML), not JSON: the data is the body as a string */
  text?: boolean;
  /** the route takes its body as plain text (POST /markdown/raw), not JSON */
  rawBody?: boolean;
}

type Answer<K extends RouteKey, N extends boolean> = Promise<
  ForgeResponse<N extends true ? NonNullable<RouteResponse<K>> : RouteResponse<K>>
>;

/** The function a row becomes, carrying its route so that tests and tools can read the table. */
export type Endpoint<K extends RouteKey, A, N extends boolean = false> = ([RouteBody<K>] extends [never]
  ? object extends A
    ? (forge: ForgeSession, args?: A) => Answer<K, N>
    : (forge: ForgeSession, args: A) => Answer<K, N>
  : (forge: ForgeSession, args: A, body: RouteBody<K>) => Answer<K, N>) & { readonly route: K };

/** The page and page size of a paged list, as the forge's query names them. */
export const paged = (args: PageArgs) => ({ page: args.page, limit: args.limit });

/** The branch, tag or commit a read or a hook test is about (`ref`; the default branch when absent). */
export const atRef = (args: { ref?: string }) => ({ ref: args.ref });

/** `includeDesc` → `include_desc`: the forge's query names are Go's snake_case. */
export type Snake<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${Snake<Tail>}`
  : S;

/**
 * The named arguments as the forge's query, each under its snake_case name, in the order named (the
 * query string keeps it). Most list routes take their filters as they are: such a row's `query` is
 * one line naming them, and only values the forge spells otherwise (kebab-case, joined lists) are written out.
 */
export function forwarded<A extends object, N extends keyof A & string>(
  args: A,
  ...names: N[]
): { [P in N as Snake<P>]: A[P] } {
  const snake = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
  return Object.fromEntries(names.map((name) => [snake(name), args[name]])) as never;
}

type AnyRow = Row<RouteKey, Record<string, unknown>, boolean>;
type Request = (route: string, options: object) => Promise<ForgeResponse<unknown>>;

/** The row of route K; its arguments are the route's path parameters and whatever `query` reads. */
export function endpoint<K extends RouteKey, A extends object, N extends boolean = false>(
  route: K,
  row: Row<K, A, N> & { params: (args: A) => RouteParams<K> },
): Endpoint<K, A, N>;
export function endpoint<K extends RouteKey, A extends object = object, N extends boolean = false>(
  route: K,
  row?: Row<K, A, N>,
): Endpoint<K, A & PathArgs<K>, N>;
export function endpoint(route: RouteKey, row: AnyRow = {}) {
  const paramsOf = row.params ?? pathParamsOf(route);
  const call = async (forge: ForgeSession, args: Record<string, unknown> = {}, body?: unknown) => {
    const response = await (forge.request as Request).call(forge, route, {
      params: paramsOf(args),
      query: row.query?.(args),
      body,
      ...(row.text ? { text: true } : {}),
      ...(row.rawBody ? { rawBody: true } : {}),
    });
    return row.nullAsEmpty ? { ...response, data: response.data ?? [] } : response;
  };
  return Object.assign(call, { route });
}

/** The routes whose query takes the page and page size (and nothing it requires besides). */
type PagedRouteKey = {
  [K in RouteKey]: { page?: number; limit?: number } extends RouteQuery<K> ? K : never;
}[RouteKey];

/** The row of a paged list that takes no filter: most lists are, so their rows say only the route. */
export function pagedEndpoint<K extends PagedRouteKey>(route: K): Endpoint<K, PageArgs & PathArgs<K>> {
  return endpoint(route, { query: paged as (args: PageArgs) => RouteQuery<K> }) as never;
}

/** The row of a route with no path parameters and no query whose caller passes only the body. */
export function bodyEndpoint<K extends RouteKey>(
  route: K,
): ((forge: ForgeSession, body: RouteBody<K>) => Answer<K, false>) & { readonly route: K } {
  const call = (forge: ForgeSession, body: RouteBody<K>) =>
    (forge.request as Request).call(forge, route, { body }) as Answer<K, false>;
  return Object.assign(call, { route });
}

/** Each `{name}` of the route read from the argument of that name in camelCase (`{job_id}` ← `jobId`). */
function pathParamsOf(route: string): (args: Record<string, unknown>) => Record<string, unknown> {
  const names = [...route.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
  const camel = (name: string) => name.replace(/_(\w)/g, (_, letter: string) => letter.toUpperCase());
  return (args) => Object.fromEntries(names.map((name) => [name, args[camel(name)]]));
}
