// Reads a V8 .cpuprofile and lists where the CPU time went: the top functions by self time, and
// self time per package, where time spent in Node internals (sockets, streams, timers) is charged to
// the nearest package frame that called into them: that is the code a change would have to touch.
// Standalone: tsx bench/profile.ts <file.cpuprofile> [count]

import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface FrameCost {
  frame: string;
  selfMs: number;
  /** share of the busy (non-idle) time, percent */
  share: number;
}

export interface ProfileSummary {
  file: string;
  busyMs: number;
  functions: FrameCost[];
  packages: FrameCost[];
}

const isInternal = (url: string) => url === '' || url.startsWith('node:');

/** `.../node_modules/@scope/name/...` → @scope/name; our sources → src/<dir>; else the file. */
function packageOf(url: string): string {
  const modules = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (modules?.[1]) return modules[1];
  const src = url.indexOf('/src/');
  if (src >= 0) return `src/${url.slice(src + 5).split('/')[0]}`;
  return url.split('/').slice(-2).join('/');
}

function shortLocation(frame: ProfileNode['callFrame']): string {
  const url = frame.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*?\/(src|bench|dist)\//, '$1/');
  return url ? `${url}:${frame.lineNumber + 1}` : '';
}

function top(costs: Map<string, number>, busyMs: number, count: number): FrameCost[] {
  return [...costs]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([frame, ms]) => ({ frame, selfMs: Math.round(ms), share: Math.round((ms / busyMs) * 1000) / 10 }));
}

export function summarizeProfile(file: string, count = 25): ProfileSummary {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, ProfileNode>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node);
  const functions = new Map<string, number>();
  const packages = new Map<string, number>();
  let busyMs = 0;
  profile.samples.forEach((id, index) => {
    const node = byId.get(id);
    const ms = (profile.timeDeltas[index] ?? 0) / 1000;
    if (!node || node.callFrame.functionName === '(idle)' || ms <= 0) return;
    busyMs += ms;
    const name = `${node.callFrame.functionName || '(anonymous)'} ${shortLocation(node.callFrame)}`.trim();
    functions.set(name, (functions.get(name) ?? 0) + ms);
    let owner: ProfileNode | undefined = node;
    while (owner && isInternal(owner.callFrame.url)) owner = parentOf.get(owner.id);
    const pkg = node.callFrame.functionName.startsWith('(')
      ? node.callFrame.functionName
      : owner
        ? packageOf(owner.callFrame.url)
        : 'node (no JavaScript caller: sockets, HTTP parser, timers)';
    packages.set(pkg, (packages.get(pkg) ?? 0) + ms);
  });
  return {
    file,
    busyMs: Math.round(busyMs),
    functions: top(functions, busyMs, count),
    packages: top(packages, busyMs, 15),
  };
}

export function printProfile(summary: ProfileSummary): void {
  console.log(`\nGateway CPU profile ${summary.file}: ${summary.busyMs} ms busy`);
  console.log('self time by package (Node internals charged to their caller):');
  for (const cost of summary.packages) console.log(`  ${cost.share.toFixed(1).padStart(5)}%  ${cost.frame}`);
  console.log('top functions by self time:');
  for (const cost of summary.functions) console.log(`  ${cost.share.toFixed(1).padStart(5)}%  ${cost.frame}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const file = process.argv[2];
  if (!file) throw new Error('usage: tsx bench/profile.ts <file.cpuprofile> [count]');
  printProfile(summarizeProfile(file, Number(process.argv[3] ?? 30)));
}
