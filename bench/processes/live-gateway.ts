// The gateway of the live-update run in a process of its own, so that its RSS with 1,000 open SSE
// subscribers is its own. Usage: live-gateway.ts <forge URL> <webhook secret>

import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createGateway } from '../../src/server/gateway.js';
import { applyV8Flags } from '../../src/start/v8-flags.js';
import { serve } from './ipc.js';
import { usageMonitor } from './usage.js';

// as `npm start` runs the gateway (src/start/run.ts)
applyV8Flags();
const [forgeUrl = '', webhookSecret = ''] = process.argv.slice(2);
const gateway = createGateway({
  forgeUrl,
  graphiql: false,
  // one caller holds every subscription of the run; the per-caller cap is raised for it
  live: { webhookSecret, maxSubscriptionsPerCaller: 5_000 },
});
const server = createServer(gateway.handler);
server.keepAliveTimeout = 60_000;
server.maxConnections = 10_000;
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', 2_048, resolve));
const monitor = usageMonitor();

serve(
  {
    usage: () => monitor.usage(),
    openSubscriptions: () => gateway.live.runtime.openStreams,
  },
  { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql` },
);
