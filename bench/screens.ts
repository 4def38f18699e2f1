// The screens step of `npm run bench` (`--only screens`): three screens of operations/screens/
// through the gateway (as `npm start` runs it, production mode) beside a direct REST client that makes
// the hand-written minimum of each (screens-workloads.ts), on the bench's sandbox (large seed,
// forge latency 0 ms). Both are first checked to answer the same facts; then each is measured
// under the same load: forge calls per request, CPU ms per request (the gateway's process; the
// direct client's, this one), requests per second and p99.

import { isDeepStrictEqual } from 'node:util';
import { buildAsStarted } from '../scripts/build.js';
import { ForgeClient } from '../src/forge/client.js';
import { fire, quiesce } from './measure/load.js';
import { AUTHORIZATION } from './measure/runners.js';
import { quantile } from './measure/stats.js';
import { cpuMsOf, startGateway } from './peer/servers.js';
import type { Child } from './processes/ipc.js';
import type { CallSummary, Ready } from './processes/protocol.js';
import { SCREEN_WORKLOADS, type ScreenWorkload } from './screens-workloads.js';

export interface ScreenLoad {
  callsPerRequest: number;
  cpuMsPerRequest: number;
  rps: number;
  p99Ms: number;
}

export interface ScreenResult {
  name: ScreenWorkload['name'];
  /** the gateway's answer holds the facts the direct client read */
  sameFacts: boolean;
  gateway: ScreenLoad;
  direct: ScreenLoad;
}

export interface ScreensResult {
  date: string;
  connections: number;
  seconds: number;
  screens: ScreenResult[];
}

export interface ScreensOptions {
  connections: number;
  seconds: number;
  warmupSeconds: number;
  log(message: string): void;
}

async function post(url: string, workload: ScreenWorkload): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: AUTHORIZATION },
    body: JSON.stringify({ query: workload.query, variables: workload.variables }),
  });
  const body = (await response.json()) as { data?: unknown; errors?: unknown[] };
  if (body.errors?.length)
    throw new Error(`${workload.name} answered errors: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** The forge calls of one execution, from the sandbox's log. */
async function callsOf(sandbox: Child<Ready>, run: () => Promise<unknown>): Promise<number> {
  await quiesce(sandbox);
  await sandbox.call('clearCalls');
  await run();
  return (await sandbox.call<CallSummary>('calls')).total;
}

/** The direct client under load in this process: `connections` executions in flight at once. */
async function directLoad(run: () => Promise<unknown>, options: ScreensOptions) {
  const loop = async (seconds: number, times: number[]) => {
    const deadline = performance.now() + seconds * 1000;
    const worker = async () => {
      while (performance.now() < deadline) {
        const started = performance.now();
        await run();
        times.push(performance.now() - started);
      }
    };
    await Promise.all(Array.from({ length: options.connections }, worker));
  };
  if (options.warmupSeconds > 0) await loop(options.warmupSeconds, []);
  const times: number[] = [];
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  await loop(options.seconds, times);
  const wallMs = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  return {
    cpuMsPerRequest: (cpu.user + cpu.system) / 1000 / Math.max(1, times.length),
    rps: (times.length / wallMs) * 1000,
    p99Ms: quantile(times, 0.99),
  };
}

export async function measureScreens(sandbox: Child<Ready>, options: ScreensOptions): Promise<ScreensResult> {
  const { log } = options;
  const forgeUrl = sandbox.ready.url;
  await sandbox.call('setLatency', { ms: 0 });
  const main = await buildAsStarted();
  const gateway = await startGateway(main, forgeUrl);
  const client = new ForgeClient({ baseUrl: forgeUrl, shareInFlight: false });
  // one session per execution, as the gateway has one per request
  const direct = (workload: ScreenWorkload) => () =>
    workload.direct(client.session({ authorization: AUTHORIZATION }));
  const screens: ScreenResult[] = [];
  try {
    for (const workload of SCREEN_WORKLOADS) {
      const expected = await direct(workload)();
      const sameFacts = isDeepStrictEqual(workload.facts(await post(gateway.url, workload)), expected);
      const gatewayCalls = await callsOf(sandbox, () => post(gateway.url, workload));
      const directCalls = await callsOf(sandbox, direct(workload));
      const body = JSON.stringify({ query: workload.query, variables: workload.variables });
      if (options.warmupSeconds > 0)
        await fire(gateway.url, body, options.connections, options.warmupSeconds, 'distinct');
      await quiesce(sandbox);
      const cpuBefore = cpuMsOf(gateway.pid);
      const started = performance.now();
      const load = await fire(gateway.url, body, options.connections, options.seconds, 'distinct');
      const wallMs = performance.now() - started;
      await quiesce(sandbox);
      const result: ScreenResult = {
        name: workload.name,
        sameFacts,
        gateway: {
          callsPerRequest: gatewayCalls,
          cpuMsPerRequest: (cpuMsOf(gateway.pid) - cpuBefore) / Math.max(1, load.sent),
          rps: (load.times.length / wallMs) * 1000,
          p99Ms: quantile(load.times, 0.99),
        },
        direct: { callsPerRequest: directCalls, ...(await directLoad(direct(workload), options)) },
      };
      if (load.failed > 0) throw new Error(`screens: ${workload.name} had ${load.failed} failed requests`);
      screens.push(result);
      const line = (who: 'gateway' | 'direct') => {
        const f = result[who];
        return `${who} ${f.callsPerRequest} calls, ${f.cpuMsPerRequest.toFixed(2)} ms CPU/req, ${f.rps.toFixed(0)} req/s, p99 ${f.p99Ms.toFixed(1)} ms`;
      };
      log(`screens: ${workload.name} same facts ${sameFacts}; ${line('gateway')}; ${line('direct')}`);
    }
  } finally {
    await Promise.all([gateway.stop(), client.close()]);
  }
  return {
    date: new Date().toISOString(),
    connections: options.connections,
    seconds: options.seconds,
    screens,
  };
}
