// The side-by-side benchmark (bench/peer/) at the scale of `npm test`: each of the four reference
// workloads answers through the gateway the facts the direct REST client reads, with exactly its
// calls, and the report judges the gateway against Tailcall and the direct client from its figures.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sideBySideSection, soakGrowth } from '../../bench/peer/report.js';
import type { ServerLoad, SideBySideResult } from '../../bench/peer/side-by-side.js';
import { PEER_WORKLOADS } from '../../bench/peer/workloads.js';
import { ForgeClient } from '../../src/forge/client.js';
import { seedLarge } from '../../src/sandbox/seed/large.js';
import { countRoutes, type Harness, startHarness } from '../helpers/harness.js';

let harness: Harness;
let client: ForgeClient;

beforeAll(async () => {
  harness = await startHarness({ sandbox: { seed: seedLarge } });
  client = new ForgeClient({ baseUrl: harness.sandbox.url, shareInFlight: false });
});

afterAll(async () => {
  await client.close();
  await harness.close();
});

const EXPECTED_CALLS: Record<string, Record<string, number>> = {
  overview: {
    'GET /repos/{owner}/{repo}': 1,
    'GET /repos/{owner}/{repo}/pulls': 1,
    'GET /repos/{owner}/{repo}/file-contents': 1,
  },
  pulls50: { 'GET /repos/{owner}/{repo}': 1, 'GET /repos/{owner}/{repo}/pulls': 1 },
  feed50: { 'GET /users/{username}': 1, 'GET /users/{username}/activities/feeds': 1 },
  packages50: { 'GET /users/{username}': 1, 'GET /packages/{owner}': 1 },
};

describe('the four workloads measured beside Tailcall', () => {
  it.each(PEER_WORKLOADS.map((workload) => [workload.name, workload] as const))(
    '%s: the gateway answers the direct client’s facts, with exactly its calls',
    async (name, workload) => {
      harness.resetCalls();
      const answer = await harness.query(workload.gateway, {}, { as: 'alice' });
      expect(answer.errors).toBeUndefined();
      const gatewayCalls = countRoutes(harness.routes());

      harness.resetCalls();
      const facts = await workload.direct(client.session({ authorization: 'token alice-token' }));
      const directCalls = countRoutes(harness.routes());

      expect(workload.facts.gateway(answer.data)).toEqual(facts);
      expect(gatewayCalls).toEqual(EXPECTED_CALLS[name]);
      expect(directCalls).toEqual(EXPECTED_CALLS[name]);
    },
  );

  it('reads Tailcall’s answer shape into the same facts (a hand-made answer of one pull request)', () => {
    const pulls = PEER_WORKLOADS.find((workload) => workload.name === 'pulls50');
    const tailcallAnswer = {
      repository: {
        full_name: 'alice/big',
        pullRequests: [{ number: 1, title: 'One', state: 'open', user: { login: 'bob' }, labels: [] }],
      },
    };
    expect(pulls?.facts.tailcall(tailcallAnswer)).toEqual({
      fullName: 'alice/big',
      pulls: [[1, 'One', 'open', 'bob', []]],
    });
  });
});

const serverLoad = (figures: Partial<ServerLoad>): ServerLoad => ({
  rps: 500,
  p50Ms: 10,
  p99Ms: 30,
  cpuMsPerRequest: 1,
  peakRssMb: 120,
  failed: 0,
  ...figures,
});

function result(gatewayCpu: number, overrides: Partial<SideBySideResult> = {}): SideBySideResult {
  return {
    date: 'now',
    tailcallMissing: null,
    connections: 16,
    seconds: 4,
    latencyMs: 10,
    runs: 30,
    startUpMs: { gateway: 250, tailcall: 150 },
    startUpCpuMs: { gateway: 240, tailcall: 60 },
    idleRssMb: { gateway: 65, tailcall: 40 },
    workloads: [
      {
        name: 'overview',
        sameFacts: { gateway: true, tailcall: true },
        load: [
          {
            callers: 'distinct',
            gateway: serverLoad({ cpuMsPerRequest: gatewayCpu }),
            tailcall: serverLoad({ cpuMsPerRequest: 1.5 }),
          },
          { callers: 'one', gateway: serverLoad({}), tailcall: serverLoad({ cpuMsPerRequest: 0.2 }) },
        ],
        direct: { rps: 400, cpuMsPerRequest: 1 },
        latency: { gatewayMs: 12, tailcallMs: 11, directMs: 11 },
      },
    ],
    soak: {
      seconds: 600,
      connections: 16,
      requests: 100_000,
      failed: 0,
      rssMb: [
        [0, 90],
        [300, 150],
        [600, 155],
      ],
    },
    ...overrides,
  };
}

const targetRow = (markdown: string, start: string) =>
  markdown.split('\n').find((line) => line.startsWith(`| ${start}`));

describe('the side-by-side report', () => {
  it('meets the CPU targets at or under Tailcall’s CPU and 1.5 × the direct client’s', () => {
    const met = sideBySideSection(result(1.4));
    expect(targetRow(met, 'gateway CPU ms/req ≤ Tailcall’s')).toContain('overview 1.40 vs 1.50 | met');
    expect(targetRow(met, 'gateway CPU ms/req ≤ 1.5 ×')).toContain('overview 1.40× | met');
    const missed = sideBySideSection(result(1.6));
    expect(targetRow(missed, 'gateway CPU ms/req ≤ Tailcall’s')).toContain('**missed**');
    expect(targetRow(missed, 'gateway CPU ms/req ≤ 1.5 ×')).toContain('overview 1.60× | **missed**');
  });

  it('says under the table what explains each missed target and what was tried', () => {
    const lines = sideBySideSection(result(1.6)).split('\n');
    const missed = lines.filter((line) => line.startsWith('| ') && line.endsWith('| **missed** |'));
    expect(missed.length).toBeGreaterThan(0);
    for (const row of missed) {
      const name = row.slice(2, row.indexOf(' | '));
      const note = lines.findIndex((line) => line.startsWith(`- **${name}**`));
      expect(note, name).toBeGreaterThan(0);
      expect(lines[note + 2], name).toMatch(/^ {2}What was tried: /);
    }
  });

  it('gives every figure with its ratio to Tailcall and to the direct client', () => {
    const markdown = sideBySideSection(result(2));
    expect(markdown).toContain(
      '| overview | CPU ms/req, distinct callers | 2.00 | 1.50 | 1.00 | 1.33 | 2.00 |',
    );
    expect(markdown).toContain('| all | first answer ms (spawn → answer) | 250 | 150 | – | 1.67 | – |');
    expect(markdown).toContain('| all | CPU ms used by the first answer | 240 | 60 | – | 4.00 | – |');
  });

  it('judges the soak by its highest RSS and the growth of its last 5 minutes', () => {
    const soak = result(1).soak;
    expect(soak && soakGrowth(soak)).toEqual({ fromS: 300, growthPercent: (5 / 150) * 100, maxMb: 155 });
    expect(targetRow(sideBySideSection(result(1)), 'soak (600 s at c=16)')).toContain(
      'max 155 MB; 3.3 % from the first minute after 300 s',
    );
  });

  it('says when Tailcall was not there to measure', () => {
    const markdown = sideBySideSection(result(1, { tailcallMissing: 'no shared/peers/tailcall/' }));
    expect(markdown).toContain('Tailcall not measured (no shared/peers/tailcall/)');
    expect(targetRow(markdown, 'gateway CPU ms/req ≤ Tailcall’s')).toContain('not measured');
  });
});
