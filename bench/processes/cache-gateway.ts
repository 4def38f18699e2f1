// A gateway of the cache run in a process of its own: with the shared read cache on or off, its
// webhook receiver on and its public URL its own, so that enableLiveUpdates points the forge's hook
// at it. Usage: cache-gateway.ts <forge URL> <webhook secret> <on|off>

import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createGateway } from '../../src/server/gateway.js';
import { applyV8Flags } from '../../src/start/v8-flags.js';
import { serve } from './ipc.js';
import { usageMonitor } from './usage.js';

// as `npm start` runs the gateway (src/start/run.ts)
applyV8Flags();
const [forgeUrl = '', webhookSecret = '', cache = 'on'] = process.argv.slice(2);
let handler: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.end();
const server = createServer((req, res) => handler(req, res));
server.keepAliveTimeout = 60_000;
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', 2_048, resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const gateway = createGateway({
  forgeUrl,
  graphiql: false,
  logLevel: 'silent',
  // the sandbox's site admin: pages of reviews without a pending one are shared with signed-in readers
  cache: cache === 'on' ? { adminToken: 'admin-token' } : false,
  live: { webhookSecret, publicUrl: origin },
});
handler = gateway.handler;
const monitor = usageMonitor();

serve({ usage: () => monitor.usage() }, { url: `${origin}/graphql` });
