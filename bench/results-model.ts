// The shape of bench/results/latest.json, and the targets evaluated on it.

import type { CacheBenchResult } from './cache.js';
import type { BenchConfig } from './config.js';
import type { LiveBenchResult } from './live.js';
import type { CallCounts } from './measure/calls.js';
import type { DirectLoadResult } from './measure/direct-load.js';
import type { LatencyResult } from './measure/latency.js';
import type { LoadResult } from './measure/load.js';
import type { StartUpResult } from './measure/start-up.js';
import type { SideBySideResult } from './peer/side-by-side.js';
import type { ProfileSummary } from './profile.js';
import type { ScreensResult } from './screens.js';

export interface OperationResult {
  name: string;
  description: string;
  chain: number;
  calls: CallCounts;
  /** concurrency 1, one entry per forge latency */
  latency: LatencyResult[];
  /** empty for writes; both kinds of callers (LoadResult.callers) */
  load: LoadResult[];
  /** the direct client under load, for the throughput and CPU comparisons; empty for writes */
  directLoad: DirectLoadResult[];
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
    /** the gateway as `npm start` runs it (from its start-up snapshot): time to its first answer, idle RSS */
    startUp: StartUpResult | null;
    config: BenchConfig;
  };
  operations: OperationResult[];
  targets: Target[];
  profile: ProfileSummary | null;
  /** what the profile covers */
  profileScope?: string;
  /** the live-update run (1,000 SSE subscribers); absent when it did not run */
  live?: LiveBenchResult & { date: string; loadAverage: { before: number; after: number } };
  /** the cache run (bench/cache.ts); absent when it did not run */
  cache?: CacheBenchResult;
  /** the gateway beside Tailcall and the direct client (peer/); absent when it did not run */
  sideBySide?: SideBySideResult;
  /** three screens beside their hand-written REST minimum (screens.ts); absent when it did not run */
  screens?: ScreensResult;
}

const fixed = (value: number, digits = 2) => value.toFixed(digits);

/** The workload operations measured beside Tailcall, by the name of their side-by-side workload. */
const SIDE_BY_SIDE_WORKLOAD: Record<string, string> = {
  repositoryOverview: 'overview',
  pullRequests50: 'pulls50',
  activityFeed50: 'feed50',
  packages50: 'packages50',
};

/**
 * Tailcall's CPU per request measured in the same run (the side-by-side step: same sandbox and
 * documents, forge 0 ms, 16 connections, each request its own credentials), the bar for the
 * distinct-callers load; empty when that step did not run or did not measure Tailcall. A constant
 * from another run would compare figures of two different moments of a shared machine.
 */
export function tailcallCpuMs(sideBySide: SideBySideResult | undefined): Record<string, number> {
  const measured: Record<string, number> = {};
  for (const [op, workload] of Object.entries(SIDE_BY_SIDE_WORKLOAD)) {
    const figures = sideBySide?.workloads.find((w) => w.name === workload);
    const tailcall = figures?.load.find((l) => l.callers === 'distinct')?.tailcall;
    if (tailcall) measured[op] = tailcall.cpuMsPerRequest;
  }
  return measured;
}

/** The load runs the issue-14 comparisons are taken at: forge 0 ms, 16 connections, as in its table. */
const COMPARED = { forgeLatencyMs: 0, connections: 16 };

const isCompared = (l: { forgeLatencyMs: number; connections: number }) =>
  l.forgeLatencyMs === COMPARED.forgeLatencyMs && l.connections === COMPARED.connections;

function comparisons(operations: OperationResult[]) {
  return operations.flatMap((op) => {
    const distinct = op.load.find((l) => l.callers === 'distinct' && isCompared(l));
    const one = op.load.find((l) => l.callers === 'one' && isCompared(l));
    const direct = op.directLoad.find(isCompared);
    return distinct && one && direct ? [{ op: op.name, distinct, one, direct }] : [];
  });
}

function issue14Targets(
  operations: OperationResult[],
  startUp: StartUpResult | null,
  sideBySide: SideBySideResult | undefined,
): Target[] {
  const targets: Target[] = [];
  const compared = comparisons(operations);
  const where = `forge ${COMPARED.forgeLatencyMs} ms, c=${COMPARED.connections}`;
  const cpuRatios = compared.map((c) => ({ op: c.op, ratio: c.distinct.gatewayCpuMs / c.direct.cpuMs }));
  targets.push({
    target: `Distinct callers: gateway CPU / direct client CPU (${where})`,
    goal: '≤ 1.5, every operation',
    met: cpuRatios.length > 0 && cpuRatios.every((r) => r.ratio <= 1.5),
    figure: cpuRatios.map((r) => `${r.op} ${fixed(r.ratio)}`).join('; ') || 'no load runs',
  });
  const tailcall = tailcallCpuMs(sideBySide);
  const versusTailcall = compared.filter((c) => tailcall[c.op] !== undefined);
  targets.push({
    target: `Distinct callers: gateway CPU ms/req vs Tailcall (${where})`,
    goal: '≤ Tailcall measured in the same run, every operation it was measured on',
    met:
      versusTailcall.length > 0 &&
      versusTailcall.every((c) => c.distinct.gatewayCpuMs <= (tailcall[c.op] ?? 0)),
    figure:
      versusTailcall
        .map((c) => `${c.op} ${fixed(c.distinct.gatewayCpuMs)} vs ${fixed(tailcall[c.op] ?? 0)}`)
        .join('; ') ||
      (compared.length ? 'Tailcall not measured in this run (side-by-side step)' : 'no load runs'),
  });
  const throughput = compared.map((c) => ({ op: c.op, ratio: c.one.rps / c.direct.rps }));
  targets.push({
    target: `One caller, 16 identical in flight: gateway / direct client req/s (${where})`,
    goal: '≥ 4, every operation',
    met: throughput.length > 0 && throughput.every((t) => t.ratio >= 4),
    figure: throughput.map((t) => `${t.op} ${fixed(t.ratio)}`).join('; ') || 'no load runs',
  });
  const sharedCalls = compared.map((c) => ({ op: c.op, calls: c.one.upstreamCallsPerRequest }));
  targets.push({
    target: `One caller, 16 identical in flight: upstream calls per request (${where})`,
    goal: '< 0.5, every operation',
    met: sharedCalls.length > 0 && sharedCalls.every((s) => s.calls < 0.5),
    figure: sharedCalls.map((s) => `${s.op} ${fixed(s.calls)}`).join('; ') || 'no load runs',
  });
  targets.push({
    target: 'Idle RSS of `npm start`’s gateway (1 s after its first answer)',
    goal: '≤ 70 MB',
    met: startUp !== null && startUp.idleRssMb <= 70,
    figure: startUp
      ? `${fixed(startUp.idleRssMb, 0)} MB${startUp.settledRssMb === undefined ? '' : ` (${fixed(startUp.settledRssMb, 0)} MB once settled, 12 s after)`}`
      : 'not measured',
  });
  targets.push({
    target: 'First answer after `npm start`’s spawn',
    goal: '≤ 300 ms',
    met: startUp !== null && startUp.firstAnswerMs <= 300,
    figure: startUp
      ? `${fixed(startUp.firstAnswerMs, 0)} ms (median of ${startUp.starts} starts)`
      : 'not measured',
  });
  return targets;
}

export function evaluateTargets(
  operations: OperationResult[],
  latencyMs: number,
  startUp: StartUpResult | null = null,
  sideBySide?: SideBySideResult,
): Target[] {
  const targets: Target[] = issue14Targets(operations, startUp, sideBySide);
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
    const loaded = overview.load.filter((l) => l.callers === 'distinct').map((l) => l.gatewayCpuMs);
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
    goal: '≤ 150 MB',
    met: peak !== undefined && peak.load.peakRssMb <= 150,
    figure: peak
      ? `${fixed(peak.load.peakRssMb, 0)} MB (${peak.op}, ${peak.load.callers} callers, forge ${peak.load.forgeLatencyMs} ms, c=${peak.load.connections})${peakMemoryNote(peak.load.peakMemory)}`
      : 'no load runs',
  });

  const tails = loads.filter(({ load }) => load.connections === 64 && load.callers === 'distinct');
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

/** What the peak was made of: V8's heap by space, and Buffers outside it. */
function peakMemoryNote(memory: LoadResult['peakMemory']): string {
  if (!memory) return '';
  const spaces = `new space ${fixed(memory.newSpaceMb, 0)}, old space ${fixed(memory.oldSpaceMb, 0)}, large objects ${fixed(memory.largeObjectsMb, 0)}`;
  return `; at the peak V8's heap held ${fixed(memory.heapTotalMb, 0)} MB (${spaces}) and Buffers ${fixed(memory.externalMb, 0)} MB`;
}
