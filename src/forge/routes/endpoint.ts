// An endpoint is a function made from a row of the operation table (Octokit's endpoints as data):
// generated/forge-endpoints.ts holds each operation the gateway calls with its route, whose key types
// its path parameters, query, body and answer (routes/map.ts), and the names of its query. A plain
// row's function takes the route's path parameters and query in camelCase and sends them under the
// forge's names; hand code (src/forge/endpoints/) says only how the caller's arguments become the
// query, and the path parameters when they are not simply the route's own names in camelCase.

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

/** The route's query as arguments, named in camelCase (`include_desc` ← `includeDesc`). */
export type QueryArgs<K extends RouteKey> = string extends keyof RouteQuery<K>
  ? object
  : { [P in keyof RouteQuery<K> as Camel<P & string>]: RouteQuery<K>[P] };

/** One operation of the table: the swagger's operationId and tag, its route, and what the swagger says of its query and media. */
export interface Operation<K extends RouteKey = RouteKey> {
  readonly operationId: string;
  readonly tag: string;
  readonly route: K;
  /** the query's names, as the forge spells them, in the swagger's order */
  readonly query?: readonly string[];
  /** the route answers text (`.diff`, rendered HTML), not JSON: the data is the body as a string */
  readonly text?: boolean;
  /** the route takes its body as plain text (POST /markdown/raw), not JSON */
  readonly rawBody?: boolean;
}

export interface Row<K extends RouteKey, A, N extends boolean> {
  /** the path parameters, when they are not the route's names in camelCase */
  params?: (args: A) => RouteParams<K>;
  query?: (args: A) => RouteQuery<K>;
  /** Gitea answers an empty list as `null` (a nil Go slice): the caller gets `[]` */
  nullAsEmpty?: N;
  /** the answer is read as text although the swagger says JSON */
  text?: boolean;
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

/** The function of an operation; its arguments are the route's path parameters and whatever `query` reads. */
export function endpoint<K extends RouteKey, A extends object, N extends boolean = false>(
  operation: Operation<K>,
  row: Row<K, A, N> & { params: (args: A) => RouteParams<K> },
): Endpoint<K, A, N>;
export function endpoint<K extends RouteKey, A extends object, N extends boolean = false>(
  operation: Operation<K>,
  row: Row<K, A, N> & { query: (args: A) => RouteQuery<K> },
): Endpoint<K, A & PathArgs<K>, N>;
/** A plain row's function: the route's path parameters and query, in camelCase. */
export function endpoint<K extends RouteKey, N extends boolean = false>(
  operation: Operation<K>,
  row?: { nullAsEmpty?: N; text?: boolean },
): Endpoint<K, PathArgs<K> & QueryArgs<K>, N>;
export function endpoint(operation: Operation, row: AnyRow = {}): unknown {
  const { route } = operation;
  const paramsOf = row.params ?? pathParamsOf(route);
  const queryOf = row.query ?? (operation.query?.length ? forwardedQuery(operation.query) : undefined);
  const text = row.text ?? operation.text;
  const call = async (forge: ForgeSession, args: Record<string, unknown> = {}, body?: unknown) => {
    const response = await (forge.request as Request).call(forge, route, {
      params: paramsOf(args),
      query: queryOf?.(args),
      body,
      ...(text ? { text: true } : {}),
      ...(operation.rawBody ? { rawBody: true } : {}),
    });
    return row.nullAsEmpty ? { ...response, data: response.data ?? [] } : response;
  };
  return Object.assign(call, { route });
}

/** The function of an operation with no path parameters and no query whose caller passes only the body. */
export function bodyEndpoint<K extends RouteKey>(
  operation: Operation<K>,
): ((forge: ForgeSession, body: RouteBody<K>) => Answer<K, false>) & { readonly route: K } {
  const { route } = operation;
  const call = (forge: ForgeSession, body: RouteBody<K>) =>
    (forge.request as Request).call(forge, route, { body }) as Answer<K, false>;
  return Object.assign(call, { route });
}

const camelCase = (name: string) => name.replace(/_(\w)/g, (_, letter: string) => letter.toUpperCase());

/** Each query name read from the argument of that name in camelCase (`include_desc` ← `includeDesc`). */
function forwardedQuery(names: readonly string[]) {
  return (args: Record<string, unknown>) =>
    Object.fromEntries(names.map((name) => [name, args[camelCase(name)]]));
}

/** Each `{name}` of the route read from the argument of that name in camelCase (`{job_id}` ← `jobId`). */
function pathParamsOf(route: string): (args: Record<string, unknown>) => Record<string, unknown> {
  const names = [...route.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
  return (args) => Object.fromEntries(names.map((name) => [name, args[camelCase(name)]]));
}
