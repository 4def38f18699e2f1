// Renders bench/results/latest.md from the results: targets first, then calls and latency at
// concurrency 1, then load. Numbers are rounded to what a shared two-core machine can resolve.

import { cacheSection } from './cache-report.js';
import { n, table } from './markdown.js';
import { missedTargetsSection } from './missed-targets.js';
import { sideBySideSection } from './peer/report.js';
import type { BenchResults, OperationResult } from './results-model.js';
import { screensSection } from './screens-report.js';

function callsCell(op: OperationResult, who: 'gateway' | 'direct' | 'naive'): string {
  const summary = op.calls[who];
  return summary.failed ? `${summary.total} (${summary.failed} failed)` : String(summary.total);
}

function singleTable(results: BenchResults, latencyMs: number): string {
  const rows = results.operations.flatMap((op) => {
    const l = op.latency.find((entry) => entry.forgeLatencyMs === latencyMs);
    if (!l) return [];
    const critical = l.criticalPathMs;
    return [
      [
        op.name,
        String(op.chain),
        callsCell(op, 'gateway'),
        callsCell(op, 'direct'),
        callsCell(op, 'naive'),
        n(l.gatewayMs),
        n(l.directMs),
        n(l.ratio, 2),
        critical === null ? '–' : `${n(critical, 0)} / ${n(l.gatewayMs / critical, 2)}`,
        n(l.naiveMs),
        n(l.gatewayCpuMs, 2),
        n(l.directCpuMs, 2),
      ],
    ];
  });
  return table(
    [
      'operation',
      'chain',
      'calls gateway',
      'calls direct (min)',
      'calls naive',
      'gateway ms',
      'direct ms',
      'gateway / direct',
      'critical path ms / ratio',
      'naive ms',
      'gateway CPU ms/op',
      'direct client CPU ms/op',
    ],
    rows,
  );
}

function loadTable(results: BenchResults): string {
  const rows = results.operations.flatMap((op) =>
    op.load.map((l) => [
      op.name,
      `${l.forgeLatencyMs} ms`,
      l.callers === 'one' ? 'one' : 'distinct',
      String(l.connections),
      n(l.rps, 0),
      n(l.p50Ms),
      n(l.p99Ms),
      n(l.tail, 2),
      n(l.gatewayCpuMs, 2),
      `${n(l.gatewayCores, 2)} / ${n(l.sandboxCores, 2)} / ${n(l.loadGeneratorCores, 2)}`,
      n(l.peakRssMb, 0),
      n(l.upstreamCallsPerRequest, 2),
      String(l.failed),
    ]),
  );
  return table(
    [
      'operation',
      'forge latency',
      'callers',
      'c',
      'req/s',
      'p50 ms',
      'p99 ms',
      'p99 / p50',
      'gateway CPU ms/req',
      'cores: gateway / sandbox / load gen',
      'peak RSS MB',
      'calls/req',
      'failed',
    ],
    rows,
  );
}

function directLoadTable(results: BenchResults): string {
  const rows = results.operations.flatMap((op) =>
    op.directLoad.map((d) => {
      const one = op.load.find(
        (l) =>
          l.callers === 'one' && l.forgeLatencyMs === d.forgeLatencyMs && l.connections === d.connections,
      );
      const distinct = op.load.find(
        (l) =>
          l.callers === 'distinct' &&
          l.forgeLatencyMs === d.forgeLatencyMs &&
          l.connections === d.connections,
      );
      return [
        op.name,
        `${d.forgeLatencyMs} ms`,
        String(d.connections),
        n(d.rps, 0),
        n(d.cpuMs, 2),
        n(d.upstreamCallsPerRequest, 2),
        distinct ? n(distinct.gatewayCpuMs / d.cpuMs, 2) : '–',
        one ? n(one.rps / d.rps, 2) : '–',
        one ? n(one.gatewayCpuMs, 2) : '–',
      ];
    }),
  );
  return table(
    [
      'operation',
      'forge latency',
      'c',
      'direct req/s',
      'direct CPU ms/req',
      'direct calls/req',
      'gateway CPU / direct (distinct callers)',
      'gateway req/s / direct (one caller)',
      'gateway CPU ms/req (one caller)',
    ],
    rows,
  );
}

/** The live-update run: delivery to the last of 1,000 SSE subscribers, and the gateway's RSS. */
export function liveSection(live: NonNullable<BenchResults['live']>): string {
  return [
    '## Live updates: 1,000 SSE subscribers',
    '',
    `${live.date} · 1-min load average ${n(live.loadAverage.before, 2)} before, ${n(live.loadAverage.after, 2)} after ` +
      '(the machine is shared: figures taken under load from other processes are slower than on an idle one).',
    '',
    `One gateway process (in-process event bus) with ${live.subscribers} open GraphQL-over-SSE subscriptions ` +
      '`repositoryEvents(owner: "alice", name: "hello")`, opened by one driver process; then ' +
      `${live.deliveries} signed push deliveries (${live.payloadBytes} B each) posted to \`POST /webhooks/forge\` ` +
      'one after another, after 5 unrecorded. Time = from sending the delivery to the moment the driver has ' +
      "read the event on a subscriber's stream.",
    '',
    table(
      ['measure', 'p50', 'p99', 'max'],
      [
        [
          'delivery → last subscriber',
          `${n(live.lastSubscriberMs.p50)} ms`,
          `${n(live.lastSubscriberMs.p99)} ms`,
          `${n(live.lastSubscriberMs.max)} ms`,
        ],
        [
          'delivery → median subscriber',
          `${n(live.medianSubscriberMs.p50)} ms`,
          `${n(live.medianSubscriberMs.p99)} ms`,
          '',
        ],
      ],
    ),
    '',
    table(
      ['gateway RSS', 'MB'],
      [
        ['idle', n(live.rssIdleMb, 0)],
        [`with ${live.subscribers} subscribers open`, n(live.rssWithSubscribersMb, 0)],
        ['after the deliveries (uncollected garbage included)', n(live.rssAfterDeliveriesMb, 0)],
      ],
    ),
    '',
    `Opening the ${live.subscribers} subscriptions (each reads the repository once from the forge) took ${n(live.subscribeSeconds, 1)} s.`,
  ].join('\n');
}

/**
 * `markdown` (a committed latest.md) with its live-update section replaced by `section`, or with
 * `section` appended when it has none: a live-only run keeps the workload's figures. Any other
 * section by its `heading` likewise (the side-by-side one).
 */
export function withLiveSection(markdown: string, section: string, heading = '## Live updates:'): string {
  const start = markdown.indexOf(heading);
  if (start < 0) return `${markdown.trimEnd()}\n\n${section.trimEnd()}\n`;
  const next = markdown.indexOf('\n## ', start + heading.length);
  const rest = next < 0 ? '' : markdown.slice(next);
  return `${markdown.slice(0, start)}${section.trimEnd()}\n${rest}`;
}

export function renderMarkdown(results: BenchResults): string {
  const { meta } = results;
  const { config } = meta;
  const latencies = [...new Set(results.operations.flatMap((op) => op.latency.map((l) => l.forgeLatencyMs)))];
  const parts = [
    '# Benchmark: the reference workload',
    '',
    `${meta.date} · Node ${meta.node} · ${meta.cpus} · 1-min load average ${n(meta.loadAverage.before, 2)} before, ` +
      `${n(meta.loadAverage.after, 2)} after (the machine may be shared) · ${n(meta.wallSeconds, 0)} s in all.`,
    '',
    'The sandbox forge (large seed), the gateway, the naive gateway and the driver (load generator and ' +
      'direct client) each run in a process of their own and measure their own CPU time. ' +
      `Concurrency 1: medians of ${config.runs} executions after ${config.warmup} warm-up, gateway, direct ` +
      'client and naive gateway interleaved; the write (changeFilesThenRead) is measured there only, each ' +
      `execution committing onto a new branch. Load: autocannon, ${config.durationS} s per run after ` +
      `${config.loadWarmupS} s unrecorded. Chain: dependent REST round trips of the operation; critical path = ` +
      `chain × forge latency. Gateway RSS when idle: ${n(meta.gatewayIdleRssMb, 0)} MB` +
      (meta.startUp
        ? `; the gateway as \`npm start\` runs it (\`dist/main.js\` from \`dist/main.blob\`): first answer ${n(meta.startUp.firstAnswerMs, 0)} ms after the spawn, ` +
          `${n(meta.startUp.idleRssMb, 0)} MB RSS when idle after it (medians of ${meta.startUp.starts} starts)`
        : '') +
      (config.gatewayNodeFlags.length
        ? `; gateway Node flags: \`${config.gatewayNodeFlags.join(' ')}\`.`
        : '.'),
    ...(results.sideBySide ? ['', sideBySideSection(results.sideBySide)] : []),
    ...(results.screens ? ['', screensSection(results.screens)] : []),
    '',
    '## Targets',
    '',
    table(
      ['target', 'goal', 'figure', 'met'],
      results.targets.map((t) => [t.target, t.goal, t.figure, t.met ? 'met' : '**missed**']),
    ),
    ...missedTargetsSection(results.targets, results.profile !== null),
  ];
  for (const latencyMs of latencies) {
    parts.push(
      '',
      `## Calls and latency at concurrency 1, forge latency ${latencyMs} ms`,
      '',
      singleTable(results, latencyMs),
    );
  }
  parts.push(
    '',
    '## Under load',
    '',
    'Callers `distinct`: every request its own spelling of the same token, so no two share a forge ' +
      'call. Callers `one`: one token for all, 16 identical requests in flight, which share one ' +
      'execution (graphql/shared-execution.ts) and, across different queries, identical reads share ' +
      'one forge call (forge/in-flight.ts).',
    '',
    loadTable(results),
    '',
    '## The direct client under the same load',
    '',
    directLoadTable(results),
    '',
    '## Workload',
    '',
  );
  parts.push(
    table(
      ['operation', 'what', 'data = direct client', 'naive = gateway', 'gateway calls by route'],
      results.operations.map((op) => [
        op.name,
        op.description,
        op.calls.sameAsDirect ? 'yes' : `**no**: ${op.calls.difference ?? ''}`.replaceAll('|', '\\|'),
        op.calls.sameAsNaive ? 'yes' : '**no**',
        Object.entries(op.calls.gateway.routes)
          .map(([route, count]) => `${count}× \`${route}\``)
          .join(', '),
      ]),
    ),
  );
  if (results.profile) {
    parts.push('', '## Gateway CPU profile (self time)', '');
    if (results.profileScope) parts.push(`Covers ${results.profileScope}.`, '');
    parts.push(
      'By package (time in Node’s internals charged to the package that called into them):',
      '',
      table(
        ['package', 'share'],
        results.profile.packages.map((p) => [p.frame, `${n(p.share)} %`]),
      ),
      '',
      'By function (top 15):',
      '',
      table(
        ['function', 'share'],
        results.profile.functions.slice(0, 15).map((f) => [`\`${f.frame}\``, `${n(f.share)} %`]),
      ),
    );
  }
  if (results.cache) parts.push('', cacheSection(results.cache));
  if (results.live) parts.push('', liveSection(results.live));
  return `${parts.join('\n')}\n`;
}
