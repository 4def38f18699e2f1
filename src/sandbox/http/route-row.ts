// A sandbox route is a row: Gitea's method and path template, the guards Gitea's router runs for it (in its
// order), and the handler that does only what is particular to the route.
import type { Handler } from './context.js';
import type { Guard } from './guards.js';
import type { RouteDef } from './router.js';

export interface RouteRow {
  /** e.g. 'GET /repos/{owner}/{repo}' — the string the call log and fault knobs use */
  route: string;
  guards?: readonly Guard[];
  handler: Handler;
  /** a route can be switched off at runtime and then behaves as if unregistered */
  enabled?: () => boolean;
}

/** A row as a route table writes it: [route, guards, handler, enabled?], the columns of Gitea's api.go */
export type RowSpec = readonly [
  route: string,
  guards: readonly Guard[],
  handler: Handler,
  enabled?: () => boolean,
];

export function table(specs: readonly RowSpec[]): RouteRow[] {
  return specs.map(([route, guards, handler, enabled]) =>
    enabled ? { route, guards, handler, enabled } : { route, guards, handler },
  );
}

/** The router's entry for a row: its guards, then its handler. */
export function routeOf(row: RouteRow): RouteDef<Handler> {
  const { guards = [], handler } = row;
  const guarded: Handler = (ctx) => {
    for (const guard of guards) guard(ctx);
    return handler(ctx);
  };
  return { route: row.route, handler: guarded, ...(row.enabled ? { enabled: row.enabled } : {}) };
}
