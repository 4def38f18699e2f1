// The CPU profile the report explains its CPU targets with: a gateway of its own, bundled with its
// dependencies outside the bundle (so each frame names its package), under the distinct-callers load
// at forge latency 0 ms, where the gateway's own cost per request shows most. It runs after the
// measured runs and on its own process, so the profiler's overhead touches no reported figure.

import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundle } from '../../scripts/build.js';
import { Child } from '../processes/ipc.js';
import type { Ready } from '../processes/protocol.js';
import { type ProfileSummary, summarizeProfile } from '../profile.js';
import type { WorkloadOperation } from '../workload.js';
import { measureLoad } from './load.js';

export interface ProfileStep {
  /** what the profile covers, for the report */
  scope: string;
  summary: ProfileSummary;
}

export async function profileDistinctCallers(
  operations: WorkloadOperation[],
  sandbox: Child<Ready>,
  seconds: number,
): Promise<ProfileStep> {
  const script = await bundle(new URL('../processes/gateway.ts', import.meta.url), 'bench-gateway-profiled', {
    externalDependencies: true,
  });
  const file = join(tmpdir(), `forge-bench-profile-${process.pid}.cpuprofile`);
  const gateway = await Child.start<Ready>(script, {
    args: [sandbox.ready.url],
    env: { ...process.env, NODE_ENV: 'production' },
    tsx: false,
  });
  try {
    await sandbox.call('setLatency', { ms: 0 });
    const processes = { gateway, sandbox };
    const load = { connections: 16, forgeLatencyMs: 0, callers: 'distinct' as const };
    // unprofiled first, so that the profile shows the steady state rather than the JIT's warm-up
    for (const op of operations) await measureLoad(op, processes, { ...load, seconds: 1 });
    await gateway.call('profileStart');
    for (const op of operations) await measureLoad(op, processes, { ...load, seconds });
    await gateway.call('profileStop', { file });
  } finally {
    await gateway.stop();
  }
  return {
    scope: `${operations.map((op) => op.name).join(' and ')}, distinct callers, forge 0 ms, c=16, ${seconds} s each (a gateway process of its own, profiled after the measured runs)`,
    summary: summarizeProfile(file),
  };
}
