// Live updates of one gateway instance: the event bus (Redis when REDIS_URL is set, in-process
// otherwise), the webhook receiver plugin, the runtime the subscription fields use, the WebSocket
// and the health detail of /readyz. The gateway creates it and serves it over WebSocket too
// (src/server/websocket/); src/start/run.ts drains it on SIGTERM.

import type { Plugin } from 'graphql-yoga';
import type { Registry } from 'prom-client';
import type { ForgeClient } from '../forge/client.js';
import type { Logger } from '../observability/logging.js';
import { createInProcessBus, createRedisBus } from './bus.js';
import { cacheFanout } from './cache-fanout.js';
import { LiveMetrics } from './metrics.js';
import { useWebhookReceiver } from './receiver.js';
import { LiveRuntime } from './runtime.js';
import { DEFAULT_LIVE_SETTINGS, type LiveSettings } from './settings.js';
import { useVisibilityWatch } from './visibility-watch.js';

export type { LiveSettings } from './settings.js';

export type LiveHealth = { status: 'ok' } | { status: 'degraded'; error: string };
export { DEFAULT_LIVE_SETTINGS, WEBHOOK_PATH } from './settings.js';

export interface Live {
  runtime: LiveRuntime;
  /** POST /webhooks/forge, and the notice that a repository the gateway made private sends its subscribers */
  receiver: Plugin;
  /**
   * Live updates across instances (Redis): ok, or degraded and why. Undefined without REDIS_URL.
   * GET /readyz reports it as a detail and /metrics as live_bus_up; queries do not need it.
   */
  health(): LiveHealth | undefined;
  /** ends every subscription cleanly and refuses new ones (shutdown) */
  drain(): void;
  close(): Promise<void>;
}

export function createLive(
  options: Partial<LiveSettings> | undefined,
  deps: { client: ForgeClient; registry: Registry; logger: Logger },
): Live {
  const settings: LiveSettings = { ...DEFAULT_LIVE_SETTINGS, ...options };
  const metrics = new LiveMetrics(deps.registry);
  const bus = settings.redisUrl
    ? createRedisBus(settings.redisUrl, {
        secret: busSecretOf(settings),
        log: (message) => deps.logger.warn(`live: ${message}`),
        onRejected: (reason) => {
          metrics.busRejected.inc({ reason });
          deps.logger.warn({ reason }, 'live: a message on the Redis bus was dropped');
        },
      })
    : createInProcessBus();
  // Instances share the cache's invalidations over Redis; one instance alone has nobody to tell.
  if (deps.client.cache && bus.kind === 'redis') deps.client.cache.connect(cacheFanout(bus, deps.logger));
  if (bus.kind === 'redis') metrics.watchBus(() => bus.problem() === null);
  const runtime = new LiveRuntime(settings, bus, deps.client, metrics);
  const receiver = useWebhookReceiver(runtime, deps.logger);
  const visibilityWatch = useVisibilityWatch(runtime, deps.logger);
  return {
    runtime,
    receiver: {
      onPluginInit({ addPlugin }) {
        addPlugin(receiver);
        addPlugin(visibilityWatch);
      },
    },
    health() {
      if (bus.kind !== 'redis') return undefined;
      const error = bus.problem();
      return error === null ? { status: 'ok' } : { status: 'degraded', error };
    },
    drain() {
      runtime.drain();
    },
    async close() {
      runtime.drain();
      await bus.close();
    },
  };
}

/**
 * The secret of the Redis bus: LIVE_BUS_SECRET, else the webhook secret every instance shares anyway.
 * Without either, Redis would carry unauthenticated events: the gateway refuses to start.
 */
export function busSecretOf(settings: Pick<LiveSettings, 'busSecret' | 'webhookSecret'>): string {
  const secret = settings.busSecret || settings.webhookSecret;
  if (!secret) {
    throw new Error(
      'REDIS_URL needs LIVE_BUS_SECRET (or WEBHOOK_SECRET): messages on the Redis bus are signed with it',
    );
  }
  return secret;
}
