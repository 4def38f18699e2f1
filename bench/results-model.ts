// The shape of bench/results/latest.json, and the targets of issue 7 evaluated on it.

import type { BenchConfig } from './config.js';
import type { LiveBenchResult } from './live.js';
import type { CallCounts } from './measure/calls.js';
import type { LatencyResult } from './measure/latency.js';
import type { LoadResult } from './measure/load.js';
import type { ProfileSummary } from './profile.js';

export interface OperationResult {
  name: string;
  description: string;
  chain: number;
  calls: CallCounts;
  /** concurrency 1, one entry per forge latency */
  latency: LatencyResult[];
  /** empty for writes */
  load: LoadResult[];
}

export interface Target {
  target: string;
  goal: string;
  met: boolean;
  figure: string;
}

export interface BenchResults {
  meta: {
    date: string;
    node: string;
    cpus: string;
    /** 1-minute load average before and after: the machine may be shared */
    loadAverage: { before: number; after: number };
    wallSeconds: number;
    /** the gateway process's RSS after start, before any request */
    gatewayIdleRssMb: number;
    config: BenchConfig;
  };
  operations: OperationResult[];
  targets: Target[];
  profile: ProfileSummary | null;
  /** the live-update run (1,000 SSE subscribers); absent when it did not run */
  live?: LiveBenchResult & { date: string; loadAverage: { before: number; after: number } };
}

const fixed = (value: number, digits = 2) => value.toFixed(digits);

export function evaluateTargets(operations: OperationResult[], latencyMs: number): Target[] {
  const targets: Target[] = [];
  const callMisses = operations.filter((op) => op.calls.gateway.total !== op.calls.direct.total);
  targets.push({
    target: 'Upstream calls',
    goal: 'gateway = direct minimum, every operation',
    met: callMisses.length === 0,
    figure: callMisses.length
      ? callMisses.map((op) => `${op.name} ${op.calls.gateway.total} vs ${op.calls.direct.total}`).join('; ')
      : `${operations.length}/${operations.length} equal (${operations.map((op) => op.calls.gateway.total).join(', ')})`,
  });

  const ratios = operations.flatMap((op) =>
    op.latency.filter((l) => l.forgeLatencyMs === latencyMs).map((l) => ({ op: op.name, ratio: l.ratio })),
  );
  const worstRatio = ratios.reduce((a, b) => (b.ratio > a.ratio ? b : a), { op: '-', ratio: 0 });
  targets.push({
    target: `Latency, c=1, forge ${latencyMs} ms`,
    goal: 'gateway / direct ≤ 1.10, every operation',
    met: ratios.length > 0 && ratios.every((r) => r.ratio <= 1.1),
    figure: `worst ${fixed(worstRatio.ratio)} (${worstRatio.op}); ${ratios.map((r) => fixed(r.ratio)).join(', ')}`,
  });

  const overview = operations.find((op) => op.name === 'repositoryOverview');
  if (overview) {
    const single = overview.latency.map((l) => ({ forge: l.forgeLatencyMs, cpu: l.gatewayCpuMs }));
    const loaded = overview.load.map((l) => l.gatewayCpuMs);
    const all = [...single.map((s) => s.cpu), ...loaded];
    const atSingle = single.map((s) => `${fixed(s.cpu)} ms at c=1, forge ${s.forge} ms`);
    targets.push({
      target: 'Gateway CPU, repository overview',
      goal: '≤ 1 ms per request (c=1 and under load)',
      met: all.length > 0 && all.every((cpu) => cpu <= 1),
      figure: [
        ...atSingle,
        loaded.length ? `up to ${fixed(Math.max(...loaded))} ms under load` : 'no load runs',
      ].join('; '),
    });
  }

  const loads = operations.flatMap((op) => op.load.map((load) => ({ op: op.name, load })));
  const peak = loads.reduce<(typeof loads)[number] | undefined>(
    (a, b) => (a && a.load.peakRssMb >= b.load.peakRssMb ? a : b),
    undefined,
  );
  targets.push({
    target: 'Gateway peak RSS under load',
    goal: '≤ 200 MB',
    met: peak !== undefined && peak.load.peakRssMb <= 200,
    figure: peak
      ? `${fixed(peak.load.peakRssMb, 0)} MB (${peak.op}, forge ${peak.load.forgeLatencyMs} ms, c=${peak.load.connections})`
      : 'no load runs',
  });

  const tails = loads.filter(({ load }) => load.connections === 64);
  const worstTail = tails.reduce<(typeof tails)[number] | undefined>(
    (a, b) => (a && a.load.tail >= b.load.tail ? a : b),
    undefined,
  );
  targets.push({
    target: 'Tail at c=64',
    goal: 'p99 / p50 ≤ 3, every operation and forge latency',
    met: tails.length > 0 && tails.every(({ load }) => load.tail <= 3),
    figure: worstTail
      ? `worst ${fixed(worstTail.load.tail)} (${worstTail.op}, forge ${worstTail.load.forgeLatencyMs} ms)`
      : 'no load runs at c=64',
  });
  return targets;
}
