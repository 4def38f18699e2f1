// The direct REST client under the same load as the gateway: `connections` executions of the
// operation in flight at once for a few seconds, in this process. Its requests/s are what the
// gateway's throughput is compared with; its CPU time per execution is what any client of the forge
// pays to send, read and parse the same REST calls, the floor the gateway's CPU is compared with.

import type { Child } from '../processes/ipc.js';
import type { CallSummary, Ready } from '../processes/protocol.js';
import type { WorkloadOperation } from '../workload.js';
import { nextTag, type Runner } from './runners.js';

export interface DirectLoadResult {
  forgeLatencyMs: number;
  connections: number;
  executions: number;
  rps: number;
  /** this process's CPU time per execution */
  cpuMs: number;
  upstreamCallsPerRequest: number;
}

export async function measureDirectLoad(
  operation: WorkloadOperation,
  direct: Runner,
  sandbox: Child<Ready>,
  options: { connections: number; seconds: number; forgeLatencyMs: number },
): Promise<DirectLoadResult> {
  await sandbox.call('clearCalls');
  const deadline = performance.now() + options.seconds * 1000;
  let executions = 0;
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const loop = async () => {
    while (performance.now() < deadline) {
      await direct(operation, nextTag());
      executions++;
    }
  };
  await Promise.all(Array.from({ length: options.connections }, loop));
  const wallMs = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  const calls = await sandbox.call<CallSummary>('calls');
  await sandbox.call('clearCalls');
  return {
    forgeLatencyMs: options.forgeLatencyMs,
    connections: options.connections,
    executions,
    rps: (executions / wallMs) * 1000,
    cpuMs: (cpu.user + cpu.system) / 1000 / Math.max(1, executions),
    upstreamCallsPerRequest: calls.total / Math.max(1, executions),
  };
}
