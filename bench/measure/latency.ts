// Latency at concurrency 1: median of N executions each through the gateway, the naive gateway and
// the direct client, interleaved (in rotating order) so that noise from a shared machine falls on
// all three alike and their ratio stays meaningful. CPU per operation comes from separate batches
// of gateway-only executions (one usage reading before and one after, so the IPC readings cost next
// to nothing per execution) and of direct-client executions (this process's own CPU time).

import type { Child } from '../processes/ipc.js';
import type { Ready, Usage } from '../processes/protocol.js';
import type { WorkloadOperation } from '../workload.js';
import { nextTag, type Runner } from './runners.js';
import { median, quantile } from './stats.js';

export interface LatencyResult {
  forgeLatencyMs: number;
  runs: number;
  gatewayMs: number;
  gatewayP90Ms: number;
  directMs: number;
  directP90Ms: number;
  naiveMs: number;
  /** median gateway / median direct */
  ratio: number;
  /** chain × forge latency; null when the forge adds none */
  criticalPathMs: number | null;
  /** gateway CPU time per execution of the operation (all its HTTP requests) */
  gatewayCpuMs: number;
  /**
   * the direct client's CPU time per execution, in this process: the upstream share of the work
   * (sending, reading and parsing the same REST calls) that any client of the forge pays
   */
  directCpuMs: number;
}

export interface LatencyOptions {
  runs: number;
  warmup: number;
  forgeLatencyMs: number;
}

export async function measureLatency(
  operation: WorkloadOperation,
  runners: { gateway: Runner; naive: Runner; direct: Runner },
  gatewayProcess: Child<Ready>,
  options: LatencyOptions,
): Promise<LatencyResult> {
  const order: [keyof typeof runners, Runner][] = [
    ['gateway', runners.gateway],
    ['direct', runners.direct],
    ['naive', runners.naive],
  ];
  for (let i = 0; i < options.warmup; i++) {
    for (const [, run] of order) await run(operation, nextTag());
  }
  const samples = { gateway: [] as number[], direct: [] as number[], naive: [] as number[] };
  for (let i = 0; i < options.runs; i++) {
    for (let k = 0; k < order.length; k++) {
      const [name, run] = order[(i + k) % order.length] as [keyof typeof runners, Runner];
      const tag = nextTag();
      const started = performance.now();
      await run(operation, tag);
      samples[name].push(performance.now() - started);
    }
  }
  const before = await gatewayProcess.call<Usage>('usage');
  for (let i = 0; i < options.runs; i++) await runners.gateway(operation, nextTag());
  const gatewayCpuMicros = (await gatewayProcess.call<Usage>('usage')).cpuMicros - before.cpuMicros;
  const ownBefore = process.cpuUsage();
  for (let i = 0; i < options.runs; i++) await runners.direct(operation, nextTag());
  const own = process.cpuUsage(ownBefore);
  const gatewayMs = median(samples.gateway);
  const directMs = median(samples.direct);
  return {
    forgeLatencyMs: options.forgeLatencyMs,
    runs: options.runs,
    gatewayMs,
    gatewayP90Ms: quantile(samples.gateway, 0.9),
    directMs,
    directP90Ms: quantile(samples.direct, 0.9),
    naiveMs: median(samples.naive),
    ratio: gatewayMs / directMs,
    criticalPathMs: options.forgeLatencyMs > 0 ? operation.chain * options.forgeLatencyMs : null,
    gatewayCpuMs: gatewayCpuMicros / 1000 / options.runs,
    directCpuMs: (own.user + own.system) / 1000 / options.runs,
  };
}
