// Resource use of the current process, sampled where it runs (a parent cannot read a child's CPU
// time or RSS portably). Peak RSS is sampled every 100 ms (reading it costs a
// /proc read, so not more often); `maxRss` is the kernel's lifetime peak.

import type { Usage } from './protocol.js';

export function usageMonitor() {
  let peakRss = process.memoryUsage.rss();
  const timer = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage.rss());
  }, 100);
  timer.unref();
  return {
    usage(): Usage {
      const cpu = process.cpuUsage();
      const rss = process.memoryUsage.rss();
      peakRss = Math.max(peakRss, rss);
      return {
        cpuMicros: cpu.user + cpu.system,
        systemMicros: cpu.system,
        rss,
        peakRss,
        maxRss: process.resourceUsage().maxRSS * 1024,
      };
    },
    resetPeak(): void {
      peakRss = process.memoryUsage.rss();
    },
  };
}
