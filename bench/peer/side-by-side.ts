// The gateway (as `npm start` runs it), Tailcall and the direct REST client in one run, on the bench's
// sandbox (large seed): the four reference workloads of shared/peers/tailcall/README.md, first
// checked to answer the same facts, then under load at forge latency 0 ms with distinct callers and
// with one caller; latency at concurrency 1 with 10 ms forge latency; start-up; idle and peak RSS;
// and a soak of the gateway. CPU per request = the process's utime + stime / answered requests.

import { isDeepStrictEqual } from 'node:util';
import { buildAsStarted } from '../../scripts/build.js';
import { ForgeClient } from '../../src/forge/client.js';
import { measureDirectLoad } from '../measure/direct-load.js';
import { type Callers, fire, quiesce } from '../measure/load.js';
import { AUTHORIZATION, directRunner, gatewayRunner, nextTag } from '../measure/runners.js';
import { median, quantile } from '../measure/stats.js';
import type { Child } from '../processes/ipc.js';
import type { Ready } from '../processes/protocol.js';
import {
  cpuMsOf,
  rssMbOf,
  type Server,
  startGateway,
  startTailcall,
  tailcallFolder,
  withPeakRss,
} from './servers.js';
import { asOperation, PEER_WORKLOADS, type PeerWorkload } from './workloads.js';

export type ServerName = Server['name'];

export interface ServerLoad {
  rps: number;
  p50Ms: number;
  p99Ms: number;
  cpuMsPerRequest: number;
  peakRssMb: number;
  failed: number;
}

export interface WorkloadSideBySide {
  name: PeerWorkload['name'];
  /** the facts of each answer equal the direct client's */
  sameFacts: Record<ServerName, boolean>;
  load: { callers: Callers; gateway: ServerLoad; tailcall: ServerLoad | null }[];
  direct: { rps: number; cpuMsPerRequest: number };
  /** concurrency 1, forge latency `latencyMs`: medians */
  latency: { gatewayMs: number; tailcallMs: number | null; directMs: number };
}

export interface SoakResult {
  seconds: number;
  connections: number;
  requests: number;
  failed: number;
  /** [seconds since the start, RSS MB] every 10 s */
  rssMb: [number, number][];
}

export interface SideBySideResult {
  date: string;
  /** why Tailcall was not measured, when it was not */
  tailcallMissing: string | null;
  connections: number;
  seconds: number;
  latencyMs: number;
  runs: number;
  startUpMs: Record<ServerName, number | null>;
  /** CPU time used by the first answer (median of the same starts) */
  startUpCpuMs?: Record<ServerName, number | null>;
  idleRssMb: Record<ServerName, number | null>;
  workloads: WorkloadSideBySide[];
  soak: SoakResult | null;
}

export interface SideBySideOptions {
  connections: number;
  seconds: number;
  warmupSeconds: number;
  latencyMs: number;
  runs: number;
  soakSeconds: number;
  log(message: string): void;
}

const STARTS = 3;
const SOAK_SAMPLE_S = 10;

async function post(url: string, query: string): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: AUTHORIZATION },
    body: JSON.stringify({ query }),
  });
  const body = (await response.json()) as { data?: unknown; errors?: unknown[] };
  if (body.errors?.length) throw new Error(`${url} answered errors: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** Spawn to first answer, median of a few starts; the RSS of the last one, 1 s after its answer. */
async function startUps(
  start: () => Promise<Server>,
): Promise<{ ms: number; cpuMs: number; idleRssMb: number }> {
  const times: number[] = [];
  const cpu: number[] = [];
  let idleRssMb = Number.NaN;
  for (let i = 0; i < STARTS; i++) {
    const server = await start();
    times.push(server.startUpMs);
    cpu.push(server.startUpCpuMs);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    idleRssMb = rssMbOf(server.pid);
    await server.stop();
  }
  return { ms: median(times), cpuMs: median(cpu), idleRssMb };
}

async function loadRun(
  server: Server,
  sandbox: Child<Ready>,
  body: string,
  callers: Callers,
  options: SideBySideOptions,
): Promise<ServerLoad> {
  if (options.warmupSeconds > 0)
    await fire(server.url, body, options.connections, options.warmupSeconds, callers);
  await quiesce(sandbox);
  const cpuBefore = cpuMsOf(server.pid);
  const started = performance.now();
  const { result, peakRssMb } = await withPeakRss(server.pid, () =>
    fire(server.url, body, options.connections, options.seconds, callers),
  );
  const wallMs = performance.now() - started;
  // Requests in flight when the load stopped finish now; `sent` counts them, their CPU counts too.
  await quiesce(sandbox);
  const cpuMs = cpuMsOf(server.pid) - cpuBefore;
  return {
    rps: (result.times.length / wallMs) * 1000,
    p50Ms: quantile(result.times, 0.5),
    p99Ms: quantile(result.times, 0.99),
    cpuMsPerRequest: cpuMs / Math.max(1, result.sent),
    peakRssMb,
    failed: result.failed,
  };
}

/** Concurrency 1, the three clients interleaved so that a busy moment falls on all alike. */
async function latencies(
  workload: PeerWorkload,
  servers: Server[],
  forgeUrl: string,
  runs: number,
): Promise<WorkloadSideBySide['latency']> {
  const runners = servers.map((server) => ({ server, runner: gatewayRunner(server.url) }));
  const direct = directRunner(forgeUrl);
  const samples = new Map<string, number[]>();
  const time = async (key: string, run: () => Promise<unknown>) => {
    const started = performance.now();
    await run();
    samples.set(key, [...(samples.get(key) ?? []), performance.now() - started]);
  };
  try {
    for (let i = 0; i < runs + 5; i++) {
      const measured = i >= 5;
      for (const { server, runner } of runners) {
        const operation = asOperation(workload, server.name);
        await time(measured ? server.name : 'warm-up', () => runner.run(operation, nextTag()));
      }
      await time(measured ? 'direct' : 'warm-up', () =>
        direct.run(asOperation(workload, 'gateway'), nextTag()),
      );
    }
  } finally {
    await Promise.all([...runners.map(({ runner }) => runner.close()), direct.close()]);
  }
  const at = (key: string) => (samples.has(key) ? median(samples.get(key) ?? []) : null);
  return {
    gatewayMs: at('gateway') ?? Number.NaN,
    tailcallMs: at('tailcall'),
    directMs: at('direct') ?? Number.NaN,
  };
}

async function sameFacts(workload: PeerWorkload, servers: Server[], forgeUrl: string) {
  const client = new ForgeClient({ baseUrl: forgeUrl, shareInFlight: false });
  try {
    const expected = await workload.direct(client.session({ authorization: AUTHORIZATION }));
    const verdicts: Record<string, boolean> = {};
    for (const server of servers) {
      const facts = workload.facts[server.name](await post(server.url, workload[server.name]));
      verdicts[server.name] = isDeepStrictEqual(facts, expected);
    }
    return { gateway: verdicts.gateway ?? false, tailcall: verdicts.tailcall ?? false };
  } finally {
    await client.close();
  }
}

/** The gateway under the four workloads in turn, distinct callers, its RSS every 10 s. */
async function soak(server: Server, options: SideBySideOptions): Promise<SoakResult> {
  const started = performance.now();
  const rssMb: [number, number][] = [[0, rssMbOf(server.pid)]];
  const timer = setInterval(() => {
    rssMb.push([Math.round((performance.now() - started) / 1000), rssMbOf(server.pid)]);
  }, SOAK_SAMPLE_S * 1000);
  try {
    const bodies = PEER_WORKLOADS.map((w) => JSON.stringify({ query: w.gateway }));
    const result = await fire(server.url, bodies, options.connections, options.soakSeconds, 'distinct');
    return {
      seconds: options.soakSeconds,
      connections: options.connections,
      requests: result.times.length,
      failed: result.failed,
      rssMb,
    };
  } finally {
    clearInterval(timer);
  }
}

export async function sideBySide(
  sandbox: Child<Ready>,
  options: SideBySideOptions,
): Promise<SideBySideResult> {
  const { log } = options;
  const forgeUrl = sandbox.ready.url;
  const folder = tailcallFolder();
  const tailcallMissing = folder ? null : 'no shared/peers/tailcall/ beside the project root';
  const main = await buildAsStarted();
  const starters: [ServerName, () => Promise<Server>][] = [['gateway', () => startGateway(main, forgeUrl)]];
  if (folder) starters.push(['tailcall', () => startTailcall(folder, forgeUrl)]);

  await sandbox.call('setLatency', { ms: 0 });
  // A first start installs Tailcall into its copy where it is not yet: not a start-up to time.
  if (folder) await (await startTailcall(folder, forgeUrl)).stop();
  const startUpMs: SideBySideResult['startUpMs'] = { gateway: null, tailcall: null };
  const startUpCpuMs: SideBySideResult['startUpMs'] = { gateway: null, tailcall: null };
  const idleRssMb: SideBySideResult['idleRssMb'] = { gateway: null, tailcall: null };
  for (const [name, start] of starters) {
    const { ms, cpuMs, idleRssMb: rss } = await startUps(start);
    startUpMs[name] = ms;
    startUpCpuMs[name] = cpuMs;
    idleRssMb[name] = rss;
    log(
      `side by side: ${name} first answer ${ms.toFixed(0)} ms (${cpuMs.toFixed(0)} ms of CPU), idle RSS ${rss.toFixed(0)} MB`,
    );
  }

  const servers: Server[] = [];
  const workloads: WorkloadSideBySide[] = [];
  let soakResult: SoakResult | null = null;
  try {
    for (const [, start] of starters) servers.push(await start());
    for (const workload of PEER_WORKLOADS) {
      const facts = await sameFacts(workload, servers, forgeUrl);
      log(`side by side: ${workload.name} same facts as the direct client: ${JSON.stringify(facts)}`);
      const load: WorkloadSideBySide['load'] = [];
      for (const callers of ['distinct', 'one'] as const) {
        const figures: Partial<Record<ServerName, ServerLoad>> = {};
        for (const server of servers) {
          figures[server.name] = await loadRun(
            server,
            sandbox,
            JSON.stringify({ query: workload[server.name] }),
            callers,
            options,
          );
          const f = figures[server.name] as ServerLoad;
          log(
            `side by side: ${workload.name} ${callers} ${server.name}: ${f.rps.toFixed(0)} req/s, ` +
              `CPU ${f.cpuMsPerRequest.toFixed(2)} ms/req, p99 ${f.p99Ms.toFixed(1)} ms, peak ${f.peakRssMb.toFixed(0)} MB`,
          );
        }
        load.push({ callers, gateway: figures.gateway as ServerLoad, tailcall: figures.tailcall ?? null });
      }
      const directClient = directRunner(forgeUrl);
      const direct = await measureDirectLoad(asOperation(workload, 'gateway'), directClient.run, sandbox, {
        connections: options.connections,
        seconds: options.seconds,
        forgeLatencyMs: 0,
      }).finally(() => directClient.close());
      log(
        `side by side: ${workload.name} direct: ${direct.rps.toFixed(0)} req/s, CPU ${direct.cpuMs.toFixed(2)} ms/req`,
      );
      workloads.push({
        name: workload.name,
        sameFacts: facts,
        load,
        direct: { rps: direct.rps, cpuMsPerRequest: direct.cpuMs },
        latency: { gatewayMs: Number.NaN, tailcallMs: null, directMs: Number.NaN },
      });
    }
    await sandbox.call('setLatency', { ms: options.latencyMs });
    for (const [i, workload] of PEER_WORKLOADS.entries()) {
      const latency = await latencies(workload, servers, forgeUrl, options.runs);
      const entry = workloads[i];
      if (entry) entry.latency = latency;
      log(
        `side by side: ${workload.name} c=1 forge ${options.latencyMs} ms: gateway ${latency.gatewayMs.toFixed(1)} ms, ` +
          `tailcall ${latency.tailcallMs?.toFixed(1) ?? '–'} ms, direct ${latency.directMs.toFixed(1)} ms`,
      );
    }
    await sandbox.call('setLatency', { ms: 0 });
    const gateway = servers.find((server) => server.name === 'gateway');
    if (gateway && options.soakSeconds > 0) {
      log(`side by side: soak of the gateway, ${options.soakSeconds} s at c=${options.connections}…`);
      soakResult = await soak(gateway, options);
      log(`side by side: soak RSS ${soakResult.rssMb.map(([, mb]) => mb.toFixed(0)).join(' ')} MB`);
    }
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
  return {
    date: new Date().toISOString(),
    tailcallMissing,
    connections: options.connections,
    seconds: options.seconds,
    latencyMs: options.latencyMs,
    runs: options.runs,
    startUpMs,
    startUpCpuMs,
    idleRssMb,
    workloads,
    soak: soakResult,
  };
}
