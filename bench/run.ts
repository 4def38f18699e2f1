// `npm run bench`: the reference workload against the sandbox forge with the large seed, measured
// side by side in one run (gateway, naive gateway, direct REST client). Writes results/latest.json
// and results/latest.md and prints the markdown. Flags: see config.ts.
//
// Separate processes for the sandbox, the gateway, its naive twin, and this one, which drives the
// requests (the direct client runs here too). Each measures its own CPU time, so the gateway's cost
// per request is not inflated by the forge it calls or by the client that parses its answers; on two
// cores they still compete, which the report shows as CPU cores used by each during load runs.

import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundle } from '../scripts/build.js';
import { measureCache } from './cache.js';
import { type BenchConfig, BenchConfigError, benchConfig } from './config.js';
import { measureLive } from './live.js';
import { countCalls } from './measure/calls.js';
import { measureDirectLoad } from './measure/direct-load.js';
import { measureLatency } from './measure/latency.js';
import { measureLoad } from './measure/load.js';
import { type ProfileStep, profileDistinctCallers } from './measure/profile-step.js';
import { directRunner, gatewayRunner, nextTag } from './measure/runners.js';
import { measureStartUp } from './measure/start-up.js';
import { SIDE_BY_SIDE_HEADING, sideBySideSection } from './peer/report.js';
import { type SideBySideResult, sideBySide } from './peer/side-by-side.js';
import { Child } from './processes/ipc.js';
import type { Ready, Usage } from './processes/protocol.js';
import { printProfile, summarizeProfile } from './profile.js';
import { liveSection, renderMarkdown, withLiveSection } from './report.js';
import { type BenchResults, evaluateTargets, type OperationResult } from './results-model.js';
import { measureScreens, type ScreensResult } from './screens.js';
import { SCREENS_HEADING, screensSection } from './screens-report.js';
import { WORKLOAD } from './workload.js';

const log = (message: string) => process.stderr.write(`${message}\n`);

/** one caller with 16 identical requests in flight, compared with the direct client at the same concurrency */
const ONE_CALLER_CONNECTIONS = 16;

/** the operations the report's CPU profile covers: the smallest and the largest gateway cost per request */
const PROFILED = ['repositoryOverview', 'pullRequests50'];

async function main() {
  const config = benchConfig(process.argv.slice(2), process.env);
  const started = performance.now();
  const loadBefore = loadavg()[0] ?? 0;
  const operations = WORKLOAD.filter((op) => !config.only || config.only.includes(op.name));
  const runLive = !config.only || config.only.includes('live');
  // `--only side-by-side`: the gateway beside Tailcall and the direct client (peer/).
  const runSideBySide = !config.only || config.only.includes('side-by-side');
  // `--only screens`: three screens of operations/screens/ beside their hand-written minimum (screens.ts).
  const runScreens = !config.only || config.only.includes('screens');
  if (operations.length === 0 && !runLive && !runSideBySide && !runScreens)
    throw new BenchConfigError(`--only matches no operation`);
  if (operations.length === 0)
    return stepsOnly(config, { live: runLive, sideBySide: runSideBySide, screens: runScreens });
  // Outside the repository: profiles are large and not for committing.
  const profileFile = join(tmpdir(), `forge-bench-gateway-${process.pid}.cpuprofile`);

  log('starting the sandbox (large seed) and the gateways…');
  const sandbox = await Child.start<Ready>(new URL('./processes/sandbox.ts', import.meta.url));
  // Bundled to plain JavaScript and run without tsx, as `npm start` runs the gateway (dist/main.js):
  // under tsx, its loader thread alone adds ~38 MB to the gateway's RSS. With --profile the
  // dependencies stay outside the bundle, so that the profile can name the package of each frame.
  const script = await bundle(new URL('./processes/gateway.ts', import.meta.url), 'bench-gateway', {
    externalDependencies: config.profile,
  });
  // Production mode, as deployed: graphql-js skips its development-only checks.
  const env = { ...process.env, NODE_ENV: 'production' };
  const [gateway, naive] = await Promise.all([
    Child.start<Ready>(script, {
      args: [sandbox.ready.url, ...(config.noShareInFlight ? ['--no-share-in-flight'] : [])],
      env,
      tsx: false,
      nodeFlags: config.gatewayNodeFlags,
    }),
    Child.start<Ready>(script, { args: [sandbox.ready.url, '--naive'], env, tsx: false }),
  ]);
  const idle = await gateway.call<Usage>('usage');
  const clients = {
    gateway: gatewayRunner(gateway.ready.url),
    naive: gatewayRunner(naive.ready.url),
    direct: directRunner(sandbox.ready.url),
  };
  const runners = { gateway: clients.gateway.run, naive: clients.naive.run, direct: clients.direct.run };
  const results: OperationResult[] = [];
  let startUp = null;
  let live: BenchResults['live'];
  let sideBySideResult: SideBySideResult | undefined;
  let cacheResult: BenchResults['cache'];
  let screensResult: ScreensResult | undefined;
  let profileStep: ProfileStep | undefined;
  try {
    log('timing the first answer of the gateway as `npm start` runs it…');
    startUp = await measureStartUp(sandbox.ready.url);
    log(`first answer ${startUp.firstAnswerMs.toFixed(0)} ms, idle RSS ${startUp.idleRssMb.toFixed(0)} MB`);
    await sandbox.call('setLatency', { ms: 0 });
    for (const op of operations) {
      const calls = await countCalls(op, sandbox, runners);
      results.push({
        name: op.name,
        description: op.description,
        chain: op.chain,
        calls,
        latency: [],
        load: [],
        directLoad: [],
      });
      log(
        `calls ${op.name}: gateway ${calls.gateway.total}, direct ${calls.direct.total}, naive ${calls.naive.total}`,
      );
    }
    // Every code path of all three runners hot before the first measurement, so the first
    // operation measured is not also the one that pays for the JIT.
    for (let i = 0; i < config.warmup * 4; i++) {
      for (const op of operations) {
        for (const run of Object.values(runners)) await run(op, nextTag());
      }
    }
    const latencies = [...new Set([config.latencyMs, 0])];
    for (const forgeLatencyMs of latencies) {
      await sandbox.call('setLatency', { ms: forgeLatencyMs });
      for (const [i, op] of operations.entries()) {
        const latency = await measureLatency(op, runners, gateway, { ...config, forgeLatencyMs });
        results[i]?.latency.push(latency);
        log(
          `c=1 ${forgeLatencyMs} ms ${op.name}: gateway ${latency.gatewayMs.toFixed(1)} ms, ` +
            `direct ${latency.directMs.toFixed(1)} ms, ratio ${latency.ratio.toFixed(2)}, ` +
            `CPU ${latency.gatewayCpuMs.toFixed(2)} ms`,
        );
      }
    }
    // The profile covers the load runs: the steady state, where per-request costs add up.
    if (config.profile) await gateway.call('profileStart');
    for (const forgeLatencyMs of latencies) {
      await sandbox.call('setLatency', { ms: forgeLatencyMs });
      for (const [i, op] of operations.entries()) {
        if (!op.load) continue;
        const connections = Math.max(...config.connections);
        if (config.loadWarmupS > 0) {
          await measureLoad(
            op,
            { gateway, sandbox },
            { connections, seconds: config.loadWarmupS, forgeLatencyMs, callers: 'distinct' },
          );
        }
        // Each request its own credentials at every concurrency; then one caller, 16 identical
        // requests in flight, and the direct client under the same 16-way load.
        const runs = [
          ...config.connections.map((c) => ({ connections: c, callers: 'distinct' as const })),
          { connections: ONE_CALLER_CONNECTIONS, callers: 'one' as const },
        ];
        for (const { connections: c, callers } of runs) {
          const load = await measureLoad(
            op,
            { gateway, sandbox },
            { connections: c, seconds: config.durationS, forgeLatencyMs, callers },
          );
          results[i]?.load.push(load);
          log(
            `load ${forgeLatencyMs} ms c=${c} ${callers} ${op.name}: ${load.rps.toFixed(0)} req/s, ` +
              `p50 ${load.p50Ms.toFixed(1)} ms, p99 ${load.p99Ms.toFixed(1)} ms, CPU ${load.gatewayCpuMs.toFixed(2)} ms/req, ` +
              `${load.upstreamCallsPerRequest.toFixed(2)} calls/req`,
          );
        }
        const direct = await measureDirectLoad(op, clients.direct.run, sandbox, {
          connections: ONE_CALLER_CONNECTIONS,
          seconds: config.durationS,
          forgeLatencyMs,
        });
        results[i]?.directLoad.push(direct);
        log(
          `load ${forgeLatencyMs} ms c=${ONE_CALLER_CONNECTIONS} direct ${op.name}: ${direct.rps.toFixed(0)} req/s, ` +
            `CPU ${direct.cpuMs.toFixed(2)} ms/req`,
        );
      }
    }
    if (config.profile) await gateway.call('profileStop', { file: profileFile });
    else {
      // The profile the report explains the CPU targets with (measure/profile-step.ts).
      const profiled = PROFILED.flatMap((name) => operations.filter((op) => op.name === name && op.load));
      const subjects = profiled.length ? profiled : operations.filter((op) => op.load).slice(0, 1);
      if (subjects.length) {
        log(`profiling ${subjects.map((op) => op.name).join(' and ')} in a gateway of its own…`);
        profileStep = await profileDistinctCallers(subjects, sandbox, config.durationS);
      }
    }
    if (runLive) live = await liveStep(sandbox.ready.url);
    if (!config.only) cacheResult = await measureCache(sandbox, { log, seconds: config.durationS });
    if (runSideBySide) sideBySideResult = await sideBySideStep(sandbox, config);
    if (runScreens) screensResult = await screensStep(sandbox, config);
  } finally {
    await Promise.all(Object.values(clients).map((client) => client.close()));
    await Promise.all([gateway.stop(), naive.stop(), sandbox.stop()]);
  }

  const profile = config.profile ? summarizeProfile(profileFile) : (profileStep?.summary ?? null);
  const profileScope = config.profile
    ? 'every load run of the measured gateway (--profile; the profiler slows it)'
    : profileStep?.scope;
  const cpu = cpus();
  const output: BenchResults = {
    meta: {
      date: new Date().toISOString(),
      node: process.version,
      cpus: `${cpu.length} × ${cpu[0]?.model.trim() ?? 'unknown CPU'}`,
      loadAverage: { before: loadBefore, after: loadavg()[0] ?? 0 },
      wallSeconds: (performance.now() - started) / 1000,
      gatewayIdleRssMb: idle.rss / 2 ** 20,
      startUp,
      config,
    },
    operations: results,
    targets: evaluateTargets(results, config.latencyMs, startUp, sideBySideResult),
    profile,
    profileScope,
    live,
    ...(cacheResult ? { cache: cacheResult } : {}),
    sideBySide: sideBySideResult,
    screens: screensResult,
  };
  mkdirSync(config.outDir, { recursive: true });
  const markdown = renderMarkdown(output);
  writeFileSync(join(config.outDir, 'latest.json'), `${JSON.stringify(output, null, 2)}\n`);
  writeFileSync(join(config.outDir, 'latest.md'), markdown);
  console.log(markdown);
  if (profile) printProfile(profile);
}

/** The live-update step, on the sandbox already running. */
async function liveStep(sandboxUrl: string): Promise<NonNullable<BenchResults['live']>> {
  const before = loadavg()[0] ?? 0;
  const result = await measureLive(sandboxUrl, { log });
  log(
    `live: delivery → last of ${result.subscribers} subscribers p50 ${result.lastSubscriberMs.p50.toFixed(1)} ms, ` +
      `p99 ${result.lastSubscriberMs.p99.toFixed(1)} ms; RSS ${result.rssWithSubscribersMb.toFixed(0)} MB with the subscribers open`,
  );
  return { ...result, date: new Date().toISOString(), loadAverage: { before, after: loadavg()[0] ?? 0 } };
}

/** The side-by-side step (peer/), on the sandbox already running: 16 connections, as Tailcall's table. */
function sideBySideStep(sandbox: Child<Ready>, config: BenchConfig): Promise<SideBySideResult> {
  return sideBySide(sandbox, {
    connections: ONE_CALLER_CONNECTIONS,
    seconds: config.durationS,
    warmupSeconds: config.loadWarmupS,
    latencyMs: config.latencyMs,
    runs: config.runs,
    soakSeconds: config.soakSeconds,
    log,
  });
}

/** The screens step (screens.ts), on the sandbox already running: 16 connections, as the side-by-side step. */
function screensStep(sandbox: Child<Ready>, config: BenchConfig): Promise<ScreensResult> {
  return measureScreens(sandbox, {
    connections: ONE_CALLER_CONNECTIONS,
    seconds: config.durationS,
    warmupSeconds: config.loadWarmupS,
    log,
  });
}

/**
 * `--only live`, `--only side-by-side` and/or `--only screens`: those steps alone, merged into the last full run's
 * results so that latest.md keeps the workload's figures (or holds only these sections when there
 * is no full run).
 */
async function stepsOnly(
  config: BenchConfig,
  steps: { live: boolean; sideBySide: boolean; screens: boolean },
): Promise<void> {
  const { outDir } = config;
  log('starting the sandbox (large seed)…');
  const sandbox = await Child.start<Ready>(new URL('./processes/sandbox.ts', import.meta.url));
  const fresh: Pick<BenchResults, 'live' | 'sideBySide' | 'screens'> = {};
  try {
    if (steps.live) fresh.live = await liveStep(sandbox.ready.url);
    if (steps.sideBySide) fresh.sideBySide = await sideBySideStep(sandbox, config);
    if (steps.screens) fresh.screens = await screensStep(sandbox, config);
  } finally {
    await sandbox.stop();
  }
  mkdirSync(outDir, { recursive: true });
  const jsonFile = join(outDir, 'latest.json');
  const mdFile = join(outDir, 'latest.md');
  const previous = existsSync(jsonFile) ? (JSON.parse(readFileSync(jsonFile, 'utf8')) as BenchResults) : null;
  let markdown: string;
  if (previous) {
    const merged = { ...previous, ...fresh };
    writeFileSync(jsonFile, `${JSON.stringify(merged, null, 2)}\n`);
    markdown = renderMarkdown(merged);
  } else {
    // latest.json is not committed: keep the committed latest.md and replace these sections only.
    markdown = existsSync(mdFile) ? readFileSync(mdFile, 'utf8') : '';
    if (fresh.live) markdown = withLiveSection(markdown, liveSection(fresh.live));
    if (fresh.sideBySide)
      markdown = withLiveSection(markdown, sideBySideSection(fresh.sideBySide), SIDE_BY_SIDE_HEADING);
    if (fresh.screens) markdown = withLiveSection(markdown, screensSection(fresh.screens), SCREENS_HEADING);
  }
  writeFileSync(mdFile, markdown);
  console.log(markdown);
}

main().catch((error: unknown) => {
  console.error(error instanceof BenchConfigError ? `bench: ${error.message}` : error);
  process.exit(error instanceof BenchConfigError ? 2 : 1);
});
