// Resource use of the current process, sampled where it runs (a parent cannot read a child's CPU
// time or RSS portably). Peak RSS is sampled every 100 ms (reading it costs a
// /proc read, so not more often); `maxRss` is the kernel's lifetime peak.

import { getHeapSpaceStatistics } from 'node:v8';
import type { PeakMemory, Usage } from './protocol.js';

const mb = (bytes: number) => bytes / 2 ** 20;

function memoryNow(): PeakMemory {
  const memory = process.memoryUsage();
  const spaces = Object.fromEntries(
    getHeapSpaceStatistics().map((space) => [space.space_name, space.space_size]),
  );
  return {
    heapTotalMb: mb(memory.heapTotal),
    newSpaceMb: mb(spaces.new_space ?? 0),
    oldSpaceMb: mb(spaces.old_space ?? 0),
    largeObjectsMb: mb((spaces.large_object_space ?? 0) + (spaces.new_large_object_space ?? 0)),
    externalMb: mb(memory.external),
  };
}

export function usageMonitor() {
  let peakRss = process.memoryUsage.rss();
  let peakMemory = memoryNow();
  const sample = (rss: number) => {
    if (rss <= peakRss) return;
    peakRss = rss;
    peakMemory = memoryNow();
  };
  const timer = setInterval(() => sample(process.memoryUsage.rss()), 100);
  timer.unref();
  return {
    usage(): Usage {
      const cpu = process.cpuUsage();
      const rss = process.memoryUsage.rss();
      sample(rss);
      return {
        cpuMicros: cpu.user + cpu.system,
        systemMicros: cpu.system,
        rss,
        peakRss,
        maxRss: process.resourceUsage().maxRSS * 1024,
        peakMemory,
      };
    },
    resetPeak(): void {
      peakRss = process.memoryUsage.rss();
      peakMemory = memoryNow();
    },
  };
}
