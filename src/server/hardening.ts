// The production plugins of the gateway, in the order they must run: observation first (so that
// every request, refused or not, is traced, logged and counted), then the Origin of WebSocket
// upgrades, credentials, CSRF prevention, the query limits and, when switched off, introspection.
// WebSocket upgrades and operations pass through all of them too (live/websocket-gate.ts).

import type { Plugin } from 'graphql-yoga';
import type { Logger } from '../observability/logging.js';
import type { GatewayMetrics } from '../observability/metrics.js';
import { useObservability } from '../observability/plugin.js';
import { limitPlugins, type QueryLimits } from './limits/limits.js';
import { corsPreflightGuard, credentialGuard, csrfPrevention, disableIntrospection } from './security.js';
import { useWebSocketGate } from './websocket/websocket-gate.js';

export interface HardeningOptions {
  logger: Logger;
  metrics: GatewayMetrics;
  limits: QueryLimits;
  graphqlEndpoint: string;
  introspection: boolean;
  exposeMetrics: boolean;
  /** browser origins allowed cross-origin (CORS_ORIGINS) */
  corsOrigins: readonly string[];
}

export function hardeningPlugins(options: HardeningOptions): Plugin[] {
  return [
    useObservability(options),
    corsPreflightGuard(options.corsOrigins),
    useWebSocketGate({
      corsOrigins: options.corsOrigins,
      maxMessageBytes: options.limits.maxBodyBytes,
      maxVariableDepth: options.limits.maxVariableDepth,
    }),
    credentialGuard(),
    csrfPrevention(),
    ...limitPlugins(options.limits),
    ...(options.introspection ? [] : disableIntrospection()),
  ];
}
