// What the benchmark's child processes answer over IPC (see ipc.ts, gateway.ts, sandbox.ts).

export interface Ready {
  /** the gateway's /graphql URL, or the sandbox's API base */
  url: string;
}

export interface Usage {
  /** user + system CPU time in microseconds since the process started */
  cpuMicros: number;
  /** the system (kernel) part of it: socket reads and writes, on loopback including delivery */
  systemMicros: number;
  rss: number;
  /** highest sampled RSS since the last reset */
  peakRss: number;
  /** the kernel's lifetime peak RSS of the process */
  maxRss: number;
  /** where the memory was at the sampled peak: what the peak RSS is made of */
  peakMemory: PeakMemory;
}

/** MB at the moment of the peak RSS; V8's heap by space, and the memory of Buffers outside it. */
export interface PeakMemory {
  heapTotalMb: number;
  newSpaceMb: number;
  oldSpaceMb: number;
  largeObjectsMb: number;
  /** Buffers and other memory V8 accounts for outside its heap (forge bodies while read) */
  externalMb: number;
}

export interface CallSummary {
  total: number;
  /** route template (`GET /repos/{owner}/{repo}`) → count */
  routes: Record<string, number>;
  /** calls that did not answer 2xx */
  failed: number;
}
