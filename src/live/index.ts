// Live updates of one gateway instance: the event bus (Redis when REDIS_URL is set, in-process
// otherwise), the webhook receiver plugin, the runtime the subscription fields use, the WebSocket
// transport and the readiness check. The gateway creates it; src/main.ts attaches the WebSocket
// server and drains it on SIGTERM.

import type { Server } from 'node:http';
import type { Plugin, YogaServerInstance } from 'graphql-yoga';
import type { Registry } from 'prom-client';
import type { Context } from '../context.js';
import type { ForgeClient } from '../forge/client.js';
import type { Logger } from '../observability/logging.js';
import { createInProcessBus, createRedisBus } from './bus.js';
import { LiveMetrics } from './metrics.js';
import { useWebhookReceiver } from './receiver.js';
import { LiveRuntime } from './runtime.js';
import { DEFAULT_LIVE_SETTINGS, type LiveSettings } from './settings.js';
import { attachWebSocket } from './upgrade.js';

export type { LiveSettings } from './settings.js';
export { DEFAULT_LIVE_SETTINGS, WEBHOOK_PATH } from './settings.js';

export interface Live {
  runtime: LiveRuntime;
  /** POST /webhooks/forge */
  receiver: Plugin;
  /** null when live updates work; else why not (GET /readyz answers 503 with it) */
  problem(): string | null;
  /** serves graphql-ws on the server's /graphql */
  attach(server: Server, yoga: YogaServerInstance<Record<string, never>, Context>): void;
  /** ends every subscription cleanly and refuses new ones (shutdown) */
  drain(): void;
  close(): Promise<void>;
}

export function createLive(
  options: Partial<LiveSettings> | undefined,
  deps: { client: ForgeClient; registry: Registry; logger: Logger },
): Live {
  const settings: LiveSettings = { ...DEFAULT_LIVE_SETTINGS, ...options };
  const bus = settings.redisUrl
    ? createRedisBus(settings.redisUrl, (message) => deps.logger.warn(`live: ${message}`))
    : createInProcessBus();
  const runtime = new LiveRuntime(settings, bus, deps.client, new LiveMetrics(deps.registry));
  const sockets: ReturnType<typeof attachWebSocket>[] = [];
  return {
    runtime,
    receiver: useWebhookReceiver(runtime, deps.logger),
    problem: () => bus.problem(),
    attach(server, yoga) {
      sockets.push(attachWebSocket(server, yoga));
    },
    drain() {
      runtime.drain();
      for (const socket of sockets) void socket.close();
    },
    async close() {
      runtime.drain();
      await Promise.all(sockets.map((socket) => socket.close()));
      await bus.close();
    },
  };
}
