// The side-by-side section of latest.md: the gateway beside Tailcall and the direct REST client,
// every figure with its ratio to both, then the targets it is held to.

import { n, table } from '../markdown.js';
import { median } from '../measure/stats.js';
import { noteLines } from '../missed-targets.js';
import type { ServerLoad, SideBySideResult, SoakResult, WorkloadSideBySide } from './side-by-side.js';

export const SIDE_BY_SIDE_HEADING = '## Side by side: gateway, Tailcall, direct client';

/**
 * The last 5 minutes of a soak (or its second half when shorter): growth of RSS in %, from the
 * median of the window's first minute to the median of its last minute, so that one sample taken
 * just before a collection does not decide it; and the highest sample after the start.
 */
export function soakGrowth(soak: SoakResult): { fromS: number; growthPercent: number; maxMb: number } {
  const end = soak.rssMb.at(-1)?.[0] ?? 0;
  const fromS = Math.round(Math.max(0, end - Math.min(300, end / 2)));
  const window = soak.rssMb.filter(([s]) => s >= fromS);
  const minuteFrom = (start: number) =>
    median(window.filter(([s]) => s >= start && s < start + 60).map(([, mb]) => mb));
  const first = minuteFrom(window[0]?.[0] ?? 0);
  const last = minuteFrom(Math.max(fromS, end - 59));
  return {
    fromS,
    growthPercent: ((last - first) / first) * 100,
    maxMb: Math.max(...soak.rssMb.slice(1).map(([, mb]) => mb)),
  };
}

const ratio = (a: number | null | undefined, b: number | null | undefined) =>
  a === null || a === undefined || b === null || b === undefined ? '–' : n(a / b, 2);

type Row = [string, number | null, number | null, number | null, number];

function rows(w: WorkloadSideBySide): Row[] {
  const out: Row[] = [];
  for (const { callers, gateway, tailcall } of w.load) {
    const pick = (key: keyof ServerLoad, digits: number): Row => [
      `${key === 'cpuMsPerRequest' ? 'CPU ms/req' : key === 'rps' ? 'req/s' : key === 'p99Ms' ? 'p99 ms' : 'peak RSS MB'}, ${callers === 'one' ? 'one caller' : 'distinct callers'}`,
      gateway[key],
      tailcall?.[key] ?? null,
      key === 'cpuMsPerRequest' ? w.direct.cpuMsPerRequest : key === 'rps' ? w.direct.rps : null,
      digits,
    ];
    out.push(pick('cpuMsPerRequest', 2), pick('rps', 0), pick('p99Ms', 1), pick('peakRssMb', 0));
  }
  out.push([
    'latency ms, c=1, forge 10 ms',
    w.latency.gatewayMs,
    w.latency.tailcallMs,
    w.latency.directMs,
    1,
  ]);
  return out;
}

function targets(r: SideBySideResult): string[][] {
  const distinct = r.workloads.map((w) => ({ w, load: w.load.find((l) => l.callers === 'distinct') }));
  const verdict = (met: boolean) => (met ? 'met' : '**missed**');
  const vsTailcall = distinct.map(({ w, load }) => ({
    name: w.name,
    gateway: load?.gateway.cpuMsPerRequest ?? Number.NaN,
    tailcall: load?.tailcall?.cpuMsPerRequest ?? null,
  }));
  const vsDirect = distinct.map(({ w, load }) => ({
    name: w.name,
    ratio: (load?.gateway.cpuMsPerRequest ?? Number.NaN) / w.direct.cpuMsPerRequest,
  }));
  const peaks = r.workloads.flatMap((w) =>
    w.load.map((l) => ({ name: `${w.name} ${l.callers}`, mb: l.gateway.peakRssMb })),
  );
  const peak = peaks.reduce((a, b) => (b.mb > a.mb ? b : a), { name: '–', mb: 0 });
  const out = [
    [
      'gateway CPU ms/req ≤ Tailcall’s, distinct callers, every workload',
      r.tailcallMissing
        ? `not measured: ${r.tailcallMissing}`
        : vsTailcall.map((t) => `${t.name} ${n(t.gateway, 2)} vs ${n(t.tailcall, 2)}`).join('; '),
      r.tailcallMissing
        ? '–'
        : verdict(vsTailcall.every((t) => t.tailcall !== null && t.gateway <= t.tailcall)),
    ],
    [
      'gateway CPU ms/req ≤ 1.5 × the direct client’s, distinct callers, every workload',
      vsDirect.map((t) => `${t.name} ${n(t.ratio, 2)}×`).join('; '),
      verdict(vsDirect.every((t) => t.ratio <= 1.5)),
    ],
    ['gateway peak RSS under load ≤ 150 MB', `${n(peak.mb, 0)} MB (${peak.name})`, verdict(peak.mb <= 150)],
    [
      'gateway idle RSS ≤ 70 MB (1 s after its first answer)',
      `${n(r.idleRssMb.gateway, 0)} MB`,
      verdict((r.idleRssMb.gateway ?? Number.POSITIVE_INFINITY) <= 70),
    ],
    [
      'gateway first answer ≤ 300 ms after `node dist/main.js`',
      `${n(r.startUpMs.gateway, 0)} ms (median of 3 starts${r.startUpCpuMs ? `; ${n(r.startUpCpuMs.gateway, 0)} ms of CPU` : ''})`,
      verdict((r.startUpMs.gateway ?? Number.POSITIVE_INFINITY) <= 300),
    ],
  ];
  if (r.soak) {
    const g = soakGrowth(r.soak);
    out.push([
      `soak (${r.soak.seconds} s at c=${r.soak.connections}): RSS < 200 MB, last 5 min growing < 5 %`,
      `max ${n(g.maxMb, 0)} MB; ${n(g.growthPercent, 1)} % from the first minute after ${g.fromS} s to the last (medians)`,
      verdict(g.maxMb < 200 && g.growthPercent < 5),
    ]);
  }
  return out;
}

/** Under the table, each missed target's note: what explains it and what was tried (../missed-targets.ts). */
function missedHere(rows: string[][]): string[] {
  const missed = rows.filter(([, , verdict]) => verdict === '**missed**');
  if (missed.length === 0) return [];
  return ['', ...missed.flatMap(([name = '', figure = '']) => noteLines(name, figure, true))];
}

export function sideBySideSection(r: SideBySideResult): string {
  const parts = [
    SIDE_BY_SIDE_HEADING,
    '',
    `${r.date}. The gateway as \`npm start\` runs it (\`node dist/main.js\`, production, its request log ` +
      `on), ${r.tailcallMissing ? `Tailcall not measured (${r.tailcallMissing})` : 'Tailcall 1.6.14 (shared/peers/tailcall, the same forge)'}, ` +
      `and the direct REST client (the driver process), on the sandbox with the large seed, forge latency 0 ms, ` +
      `${r.connections} connections, ${r.seconds} s per run after 1 s unrecorded. Distinct callers: every request its ` +
      'own spelling of alice’s token; one caller: the same header on every request. CPU per request = the ' +
      'process’s utime + stime over the run / answered requests; the direct client’s is the driver’s own CPU per execution. ' +
      `Latency: medians of ${r.runs} executions at concurrency 1, forge latency ${r.latencyMs} ms, the three interleaved.`,
    '',
    table(
      ['workload', 'same facts as direct (gateway / Tailcall)'],
      r.workloads.map((w) => [
        w.name,
        `${w.sameFacts.gateway ? 'yes' : '**no**'} / ${r.tailcallMissing ? '–' : w.sameFacts.tailcall ? 'yes' : '**no**'}`,
      ]),
    ),
    '',
    '### Targets',
    '',
    table(['target', 'figure', 'met'], targets(r)),
    ...missedHere(targets(r)),
    '',
    '### Figures and ratios',
    '',
    table(
      ['workload', 'measure', 'gateway', 'Tailcall', 'direct', 'gateway / Tailcall', 'gateway / direct'],
      [
        [
          'all',
          'first answer ms (spawn → answer)',
          r.startUpMs.gateway,
          r.startUpMs.tailcall,
          null,
          0,
        ] as const,
        [
          'all',
          'CPU ms used by the first answer',
          r.startUpCpuMs?.gateway,
          r.startUpCpuMs?.tailcall,
          null,
          0,
        ] as const,
        ['all', 'idle RSS MB', r.idleRssMb.gateway, r.idleRssMb.tailcall, null, 0] as const,
      ]
        .map(([w, m, g, t, d, digits]) => [
          w,
          m,
          n(g, digits),
          n(t, digits),
          n(d, digits),
          ratio(g, t),
          ratio(g, d),
        ])
        .concat(
          r.workloads.flatMap((w) =>
            rows(w).map(([m, g, t, d, digits]) => [
              w.name,
              m,
              n(g, digits),
              n(t, digits),
              n(d, digits),
              ratio(g, t),
              ratio(g, d),
            ]),
          ),
        ),
    ),
  ];
  if (r.soak) {
    parts.push(
      '',
      `### Soak: the gateway, ${r.soak.seconds} s at c=${r.soak.connections}`,
      '',
      `The four workloads in turn, distinct callers, forge latency 0 ms: ${r.soak.requests} answers, ${r.soak.failed} failed. RSS every 10 s (MB):`,
      '',
      r.soak.rssMb.map(([s, mb]) => `${s} s: ${n(mb, 0)}`).join(' · '),
    );
  }
  return parts.join('\n');
}
