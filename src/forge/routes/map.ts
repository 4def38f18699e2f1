// The forge's routes as types: the map generated from the swagger (generated/forge-routes.ts, with the
// REST overlay applied) and the routes newer than it (newer.ts). A route key names its method and
// path template; from it follow the path parameters, the query, the body and the response, so a
// call's route string, its arguments and what it answers cannot disagree.

import type { SwaggerRoutes } from '../../../generated/forge-routes.js';
import type { NewerRoutes, RouteOverlay } from './newer.js';

/** A swagger route with its overlay entry applied: the entry's fields replace the swagger's, a query key by key. */
type Overlaid<K extends keyof SwaggerRoutes> = K extends keyof RouteOverlay
  ? {
      [F in keyof SwaggerRoutes[K]]: F extends keyof RouteOverlay[K]
        ? F extends 'query'
          ? string extends keyof SwaggerRoutes[K][F]
            ? RouteOverlay[K][F]
            : Omit<SwaggerRoutes[K][F], keyof RouteOverlay[K][F]> & RouteOverlay[K][F]
          : RouteOverlay[K][F]
        : SwaggerRoutes[K][F];
    }
  : SwaggerRoutes[K];

export type ForgeRoutes = { [K in keyof SwaggerRoutes]: Overlaid<K> } & NewerRoutes;
export type RouteKey = keyof ForgeRoutes;

export type RouteParams<K extends RouteKey> = ForgeRoutes[K]['params'];
export type RouteQuery<K extends RouteKey> = ForgeRoutes[K]['query'];
export type RouteBody<K extends RouteKey> = ForgeRoutes[K]['body'];
export type RouteResponse<K extends RouteKey> = ForgeRoutes[K]['response'];

type HasNone<T> = Record<string, never> extends T ? true : false;

/** What a call of route K passes: its path parameters, its query, and its body when the route takes one. */
export type RouteOptions<K extends RouteKey> = (HasNone<RouteParams<K>> extends true
  ? { params?: RouteParams<K> }
  : { params: RouteParams<K> }) & { query?: RouteQuery<K> } & ([RouteBody<K>] extends [never]
    ? { body?: undefined }
    : ForgeRoutes[K]['bodyRequired'] extends true
      ? { body: RouteBody<K> }
      : { body?: RouteBody<K> });

/** The options argument of route K: optional when the route needs none. */
export type RouteArgs<K extends RouteKey> =
  HasNone<RouteParams<K>> extends true
    ? ForgeRoutes[K]['bodyRequired'] extends true
      ? [options: RouteOptions<K>]
      : [options?: RouteOptions<K>]
    : [options: RouteOptions<K>];
