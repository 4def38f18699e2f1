// The route table: Gitea's paths (under /api/v1) → guards and handlers, one table per domain. The route
// strings are what the call log and the fault knobs use, so they are part of the sandbox's public contract.
import type { Handler, SandboxRuntime } from './context.js';
import { contentRoutes } from './handlers/contents/routes.js';
import { gitRoutes } from './handlers/git/routes.js';
import { issueRoutes } from './handlers/issues/routes.js';
import { peopleRoutes } from './handlers/people/routes.js';
import { pullRoutes } from './handlers/pulls/routes.js';
import { releaseRoutes } from './handlers/releases/routes.js';
import { repoRoutes } from './handlers/repos/routes.js';
import { profileTraits } from './profiles.js';
import { type RouteRow, routeOf } from './route-row.js';
import type { RouteDef } from './router.js';

/** Every row the sandbox serves; `options` switch off the routes some forges lack. */
export function routeRows(options: SandboxRuntime['options']): RouteRow[] {
  return [
    ...repoRoutes,
    ...contentRoutes(options),
    ...gitRoutes,
    ...issueRoutes(options),
    ...pullRoutes,
    ...releaseRoutes,
    ...peopleRoutes,
  ];
}

export function routeTable(runtime: SandboxRuntime): RouteDef<Handler>[] {
  const { absentRoutes } = profileTraits(runtime.profile);
  // forge compatibility: a route the profile's forge lacks is switched off, so it answers Go's plain-text 404
  return routeRows(runtime.options).map((row) =>
    routeOf(absentRoutes.has(row.route) ? { ...row, enabled: () => false } : row),
  );
}
