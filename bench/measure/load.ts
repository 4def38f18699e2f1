// Throughput and tail latency under load: autocannon keeps `connections` requests in flight for a
// few seconds. Response times are collected from its `response` events at full precision (its own
// histogram rounds to whole milliseconds, too coarse at 0 ms forge latency). CPU time of the
// gateway, the sandbox and this process (the load generator) over the run shows which one saturates
// the machine; the gateway's CPU time per request is its cost under load.

import autocannon from 'autocannon';
import type { Child } from '../processes/ipc.js';
import type { CallSummary, PeakMemory, Ready, Usage } from '../processes/protocol.js';
import type { WorkloadOperation } from '../workload.js';
import { graphqlHeaders, nextTag } from './runners.js';
import { quantile } from './stats.js';

/**
 * Who sends the load. `distinct`: every request its own spelling of alice's credentials, as if each
 * came from another caller, so that no two share a forge call (in-flight sharing is per caller).
 * `one`: the same Authorization for every request, as from a server-rendered frontend with one
 * service token; identical reads in flight then share one forge call.
 */
export type Callers = 'distinct' | 'one';

export interface LoadResult {
  callers: Callers;
  forgeLatencyMs: number;
  connections: number;
  requests: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  /** p99 / p50 */
  tail: number;
  failed: number;
  gatewayCpuMs: number;
  /** CPU time per wall second: 1 = one core busy all the time */
  gatewayCores: number;
  sandboxCores: number;
  loadGeneratorCores: number;
  peakRssMb: number;
  /** what the peak RSS was made of (V8's heap by space, Buffers) */
  peakMemory?: PeakMemory;
  /** upstream calls per request under load, from the sandbox's log (should equal the count at concurrency 1) */
  upstreamCallsPerRequest: number;
}

export interface LoadProcesses {
  gateway: Child<Ready>;
  sandbox: Child<Ready>;
}

/**
 * The n-th spelling of alice's token: the scheme's letters in upper or lower case (32 ways) and 1 to
 * 64 spaces before the token. The forge reads every one as alice; the gateway passes each on as it
 * is and keys in-flight sharing on it, so no two requests of a run of 16 or 64 share.
 */
export function distinctAuthorization(n: number): string {
  const scheme = [...'token'].map((letter, i) => ((n >> i) & 1 ? letter.toUpperCase() : letter)).join('');
  return `${scheme}${' '.repeat(1 + ((n >> 5) % 64))}alice-token`;
}

export function fire(
  url: string,
  body: string | readonly string[],
  connections: number,
  seconds: number,
  callers: Callers,
) {
  const times: number[] = [];
  let failed = 0;
  let spelling = 0;
  // Several bodies (a mixed load, as in a soak) go out in turn.
  const bodies = typeof body === 'string' ? [body] : body;
  let next = 0;
  const requests =
    callers === 'distinct' || bodies.length > 1
      ? [
          {
            setupRequest: (request: { headers: Record<string, string>; body?: string }) => {
              if (callers === 'distinct')
                request.headers = { ...graphqlHeaders, authorization: distinctAuthorization(spelling++) };
              request.body = bodies[next++ % bodies.length];
              return request;
            },
          },
        ]
      : undefined;
  return new Promise<{ times: number[]; failed: number; sent: number }>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        duration: seconds,
        method: 'POST',
        headers: graphqlHeaders,
        body: bodies[0],
        timeout: 30,
        requests,
      },
      (error, result) => {
        if (error) reject(error);
        else resolve({ times, failed: failed + result.errors, sent: result.requests.sent });
      },
    );
    instance.on('response', (_client, status, _bytes, ms) => {
      if (status === 200) times.push(ms);
      else failed++;
    });
  });
}

/**
 * Waits until the sandbox log stops growing: requests still in flight when a previous run stopped
 * must not add their calls (or their CPU) to the next run.
 */
export async function quiesce(sandbox: Child<Ready>): Promise<void> {
  let last = -1;
  for (let i = 0; i < 100; i++) {
    const { total } = await sandbox.call<CallSummary>('calls');
    if (total === last) return;
    last = total;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function measureLoad(
  operation: WorkloadOperation,
  processes: LoadProcesses,
  options: { connections: number; seconds: number; forgeLatencyMs: number; callers: Callers },
): Promise<LoadResult> {
  const [request] = operation.requests(nextTag());
  const body = JSON.stringify(request);
  const { gateway, sandbox } = processes;
  await quiesce(sandbox);
  await sandbox.call('clearCalls');
  await gateway.call('resetPeak');
  const [gatewayBefore, sandboxBefore] = await Promise.all([
    gateway.call<Usage>('usage'),
    sandbox.call<Usage>('usage'),
  ]);
  const selfBefore = process.cpuUsage();
  const started = performance.now();
  const { times, failed, sent } = await fire(
    gateway.ready.url,
    body,
    options.connections,
    options.seconds,
    options.callers,
  );
  const wallMs = performance.now() - started;
  const self = process.cpuUsage(selfBefore);
  const [gatewayAfter, sandboxAfter] = await Promise.all([
    gateway.call<Usage>('usage'),
    sandbox.call<Usage>('usage'),
  ]);
  // Requests still in flight when autocannon stopped finish now; their calls and CPU time belong
  // to this run, and `sent` counts them.
  await quiesce(sandbox);
  const [gatewaySettled, calls] = await Promise.all([
    gateway.call<Usage>('usage'),
    sandbox.call<CallSummary>('calls'),
  ]);
  await sandbox.call('clearCalls');
  const requests = times.length;
  const p50Ms = quantile(times, 0.5);
  const p99Ms = quantile(times, 0.99);
  const perSent = Math.max(1, sent);
  return {
    callers: options.callers,
    forgeLatencyMs: options.forgeLatencyMs,
    connections: options.connections,
    requests,
    rps: (requests / wallMs) * 1000,
    p50Ms,
    p99Ms,
    tail: p99Ms / p50Ms,
    failed,
    gatewayCpuMs: (gatewaySettled.cpuMicros - gatewayBefore.cpuMicros) / 1000 / perSent,
    gatewayCores: (gatewayAfter.cpuMicros - gatewayBefore.cpuMicros) / 1000 / wallMs,
    sandboxCores: (sandboxAfter.cpuMicros - sandboxBefore.cpuMicros) / 1000 / wallMs,
    loadGeneratorCores: (self.user + self.system) / 1000 / wallMs,
    peakRssMb: gatewaySettled.peakRss / 2 ** 20,
    peakMemory: gatewaySettled.peakMemory,
    upstreamCallsPerRequest: calls.total / perSent,
  };
}
