// The benchmark's issue-14 pieces that `npm test` can check in milliseconds: the distinct-callers
// load really sends a different Authorization per request that the forge still reads as alice, and
// the target table judges one-caller throughput, shared calls and CPU against the direct client.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DirectLoadResult } from '../../bench/measure/direct-load.js';
import { type Callers, distinctAuthorization, type LoadResult } from '../../bench/measure/load.js';
import { missedTargetsSection, NOTED } from '../../bench/missed-targets.js';
import type { ServerLoad, SideBySideResult } from '../../bench/peer/side-by-side.js';
import { evaluateTargets, type OperationResult } from '../../bench/results-model.js';
import { type Sandbox, startSandbox } from '../../src/sandbox/server.js';

describe('distinct callers', () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await startSandbox();
  });
  afterAll(() => sandbox.close());

  it('spells alice’s token differently for each of 2,048 requests in a row', () => {
    const spellings = Array.from({ length: 2048 }, (_, n) => distinctAuthorization(n));
    expect(new Set(spellings).size).toBe(2048);
  });

  it('is read as alice by the forge, whatever the spelling', async () => {
    for (const n of [0, 1, 31, 32, 2047]) {
      const response = await fetch(`${sandbox.url}/user`, {
        headers: { authorization: distinctAuthorization(n) },
      });
      expect(((await response.json()) as { login: string }).login).toBe('alice');
    }
  });
});

const load = (callers: Callers, figures: Partial<LoadResult>): LoadResult => ({
  callers,
  forgeLatencyMs: 0,
  connections: 16,
  requests: 1000,
  rps: 500,
  p50Ms: 10,
  p99Ms: 20,
  tail: 2,
  failed: 0,
  gatewayCpuMs: 1,
  gatewayCores: 1,
  sandboxCores: 0.5,
  loadGeneratorCores: 0.3,
  peakRssMb: 100,
  upstreamCallsPerRequest: 3,
  ...figures,
});

const directLoad = (figures: Partial<DirectLoadResult>): DirectLoadResult => ({
  forgeLatencyMs: 0,
  connections: 16,
  executions: 1000,
  rps: 400,
  cpuMs: 0.8,
  upstreamCallsPerRequest: 3,
  ...figures,
});

function overview(one: Partial<LoadResult>, distinct: Partial<LoadResult>): OperationResult {
  const calls = { total: 3, routes: {}, failed: 0 };
  return {
    name: 'repositoryOverview',
    description: '',
    chain: 1,
    calls: {
      gateway: calls,
      direct: calls,
      naive: calls,
      sameAsDirect: true,
      sameAsNaive: true,
      difference: null,
    },
    latency: [],
    load: [load('distinct', distinct), load('one', one)],
    directLoad: [directLoad({})],
  } as OperationResult;
}

/** A side-by-side step of the same run in which Tailcall used `tailcallCpuMs` per overview request. */
function sideBySide(tailcallCpuMs: number | null): SideBySideResult {
  const server = (cpuMsPerRequest: number): ServerLoad => ({
    rps: 500,
    p50Ms: 10,
    p99Ms: 20,
    cpuMsPerRequest,
    peakRssMb: 60,
    failed: 0,
  });
  return {
    tailcallMissing: tailcallCpuMs === null ? 'no shared/peers/tailcall/ beside the project root' : null,
    workloads: [
      {
        name: 'overview',
        sameFacts: { gateway: true, tailcall: true },
        load: [
          {
            callers: 'distinct',
            gateway: server(1),
            tailcall: tailcallCpuMs === null ? null : server(tailcallCpuMs),
          },
        ],
        direct: { rps: 500, cpuMsPerRequest: 0.8 },
        latency: { gatewayMs: 12, tailcallMs: 12, directMs: 11 },
      },
    ],
  } as SideBySideResult;
}

const target = (operations: OperationResult[], name: string, tailcallCpuMs: number | null = 1.78) =>
  evaluateTargets(
    operations,
    10,
    { starts: 3, firstAnswerMs: 250, idleRssMb: 80 },
    sideBySide(tailcallCpuMs),
  ).find((t) => t.target.startsWith(name));

describe('issue 14 targets', () => {
  it('meets one-caller throughput at 4× the direct client’s and misses it below', () => {
    expect(
      target([overview({ rps: 1600 }, {})], 'One caller, 16 identical in flight: gateway'),
    ).toMatchObject({
      met: true,
      figure: 'repositoryOverview 4.00',
    });
    expect(target([overview({ rps: 1500 }, {})], 'One caller, 16 identical in flight: gateway')?.met).toBe(
      false,
    );
  });

  it('wants fewer than 0.5 upstream calls per request from one caller', () => {
    expect(
      target(
        [overview({ upstreamCallsPerRequest: 0.19 }, {})],
        'One caller, 16 identical in flight: upstream',
      )?.met,
    ).toBe(true);
    expect(
      target([overview({ upstreamCallsPerRequest: 0.5 }, {})], 'One caller, 16 identical in flight: upstream')
        ?.met,
    ).toBe(false);
  });

  it('compares distinct callers’ CPU with 1.5× the direct client’s and with Tailcall’s figure of the same run', () => {
    const cheap = [overview({}, { gatewayCpuMs: 1.2 })];
    expect(target(cheap, 'Distinct callers: gateway CPU /')?.met).toBe(true);
    expect(target(cheap, 'Distinct callers: gateway CPU ms/req vs Tailcall')).toMatchObject({
      met: true,
      figure: 'repositoryOverview 1.20 vs 1.78',
    });
    expect(target(cheap, 'Distinct callers: gateway CPU ms/req vs Tailcall', 0.9)).toMatchObject({
      met: false,
      figure: 'repositoryOverview 1.20 vs 0.90',
    });
    expect(target(cheap, 'Distinct callers: gateway CPU ms/req vs Tailcall', null)).toMatchObject({
      met: false,
      figure: 'Tailcall not measured in this run (side-by-side step)',
    });
    const costly = [overview({}, { gatewayCpuMs: 1.4 })];
    expect(target(costly, 'Distinct callers: gateway CPU /')).toMatchObject({
      met: false,
      figure: 'repositoryOverview 1.75',
    });
  });

  it('judges start-up: first answer and idle RSS of dist/main.js', () => {
    expect(target([], 'First answer')).toMatchObject({ met: true, figure: '250 ms (median of 3 starts)' });
    expect(target([], 'Idle RSS')).toMatchObject({ met: false, figure: '80 MB' });
  });
});

describe('the report under a missed target', () => {
  it('says what explains each target it can miss and what was tried, never a bare figure', () => {
    // every target missed: a costly gateway, a slow start, a fat process
    const all = evaluateTargets(
      [overview({ rps: 10, upstreamCallsPerRequest: 3 }, { gatewayCpuMs: 50, peakRssMb: 900, tail: 9 })],
      10,
      { starts: 3, firstAnswerMs: 900, idleRssMb: 300 },
    ).map((t) => ({ ...t, met: false }));
    const lines = missedTargetsSection(all, true);
    expect(lines).toContain('## Missed targets: what explains them, what was tried');
    const explained = lines.filter((line) => line.startsWith('  What was tried: '));
    const unexplained = all.filter((t) => !NOTED.some((prefix) => t.target.startsWith(prefix)));
    expect(explained.length + unexplained.length).toBe(all.length);
    // the targets this gateway misses on this machine (bench/results/latest.md) all have their note
    for (const name of [
      'Distinct callers: gateway CPU /',
      'Distinct callers: gateway CPU ms/req vs Tailcall',
      'One caller, 16 identical in flight: gateway',
      'Latency, c=1',
      'Idle RSS',
      'First answer',
      'Gateway peak RSS',
    ]) {
      const index = lines.findIndex((line) => line.startsWith(`- **${name}`));
      expect(index).toBeGreaterThan(0);
      expect(lines[index + 2]).toMatch(/^ {2}What was tried: /);
    }
  });

  it('says nothing when every target is met', () => {
    expect(
      missedTargetsSection([{ target: 'Upstream calls', goal: '', figure: '', met: true }], true),
    ).toEqual([]);
  });
});
