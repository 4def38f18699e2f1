// The sandbox forge with the large seed in a process of its own, so the CPU it spends serving calls
// (large JSON pages) is not charged to the gateway, and both can use a core each.

import { seedLarge } from '../../src/sandbox/seed/large.js';
import { startSandbox } from '../../src/sandbox/server.js';
import { serve } from './ipc.js';
import type { CallSummary } from './protocol.js';
import { usageMonitor } from './usage.js';

const sandbox = await startSandbox({ seed: seedLarge });
const monitor = usageMonitor();

serve(
  {
    setLatency: ({ ms }: { ms: number }) => sandbox.faults.setLatency('*', ms),
    clearCalls: () => sandbox.clearCalls(),
    calls: (): CallSummary => {
      const routes: Record<string, number> = {};
      let failed = 0;
      for (const call of sandbox.calls) {
        const key = call.route === '(unmatched)' ? `${call.method} (unmatched)` : call.route;
        routes[key] = (routes[key] ?? 0) + 1;
        if (call.status < 200 || call.status >= 300) failed++;
      }
      return { total: sandbox.calls.length, routes, failed };
    },
    usage: () => monitor.usage(),
    /** the logged calls' paths with their queries, as a direct client would send them (bench/cache.ts) */
    paths: () => ({
      paths: sandbox.calls.map((call) => {
        const query = new URLSearchParams();
        for (const [key, value] of Object.entries(call.query)) {
          for (const one of Array.isArray(value) ? value : [value]) query.append(key, one);
        }
        const search = query.toString();
        return `/api/v1${call.path}${search ? `?${search}` : ''}`;
      }),
    }),
  },
  { url: sandbox.url },
);
