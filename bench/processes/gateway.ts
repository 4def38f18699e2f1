// The gateway under test in a process of its own: its CPU time and RSS are then its own, not mixed
// with the sandbox's (which serves every upstream call) or the load generator's (which parses every
// response). Usage: gateway.ts <forge URL> [--naive] [--no-share-in-flight]

import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createGateway } from '../../src/server/gateway.js';
import { applyV8Flags } from '../../src/start/v8-flags.js';
import { serve } from './ipc.js';
import { profiler } from './profiler.js';
import { usageMonitor } from './usage.js';

// as `npm start` runs the gateway (src/start/run.ts)
applyV8Flags();
const [forgeUrl = '', ...flags] = process.argv.slice(2);
const gateway = createGateway({
  forgeUrl,
  naive: flags.includes('--naive'),
  graphiql: false,
  // the gateway as it was before in-flight sharing, for a before/after comparison in one run's conditions
  ...(flags.includes('--no-share-in-flight') ? { shareInFlight: false } : {}),
});
const server = createServer(gateway.handler);
// Load runs open up to 64 connections at once; the default backlog and timeouts are fine for that.
server.keepAliveTimeout = 60_000;
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const monitor = usageMonitor();
const cpuProfile = profiler();

serve(
  {
    usage: () => monitor.usage(),
    resetPeak: () => monitor.resetPeak(),
    profileStart: () => cpuProfile.start(),
    profileStop: (args: { file: string }) => cpuProfile.stop(args),
  },
  { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql` },
);
