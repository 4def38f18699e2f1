// The benchmark's workload, once each, against the large seed with no forge latency: the gateway
// must return the direct REST client's data and make exactly its calls, so a regression in call
// counts fails `npm test` long before anyone runs `npm run bench`.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstDifference } from '../../bench/measure/calls.js';
import { directRunner, gatewayRunner } from '../../bench/measure/runners.js';
import { WORKLOAD } from '../../bench/workload.js';
import { seedLarge } from '../../src/sandbox/seed/large.js';
import { countRoutes, type Harness, startHarness } from '../helpers/harness.js';

let harness: Harness;
let gateway: ReturnType<typeof gatewayRunner>;
let direct: ReturnType<typeof directRunner>;

beforeAll(async () => {
  harness = await startHarness({ sandbox: { seed: seedLarge } });
  gateway = gatewayRunner(harness.url);
  direct = directRunner(harness.sandbox.url);
});

afterAll(async () => {
  await Promise.all([gateway.close(), direct.close()]);
  await harness.close();
});

let executions = 0;
const tag = () => `smoke-${++executions}`;

describe('benchmark workload', () => {
  it.each(WORKLOAD.map((operation) => [operation.name, operation] as const))(
    '%s: same data as the direct client, with exactly its calls',
    async (_name, operation) => {
      harness.resetCalls();
      const ours = await gateway.run(operation, tag());
      const gatewayRoutes = countRoutes(harness.routes());

      harness.resetCalls();
      const theirs = await direct.run(operation, tag());
      const directRoutes = countRoutes(harness.routes());

      expect(firstDifference(operation.comparable(ours), operation.comparable(theirs))).toBeNull();
      expect(gatewayRoutes).toEqual(directRoutes);
    },
  );

  it('declares a chain length for every operation and load-tests only reads', () => {
    for (const operation of WORKLOAD) {
      expect(operation.chain).toBeGreaterThanOrEqual(1);
      expect(operation.load).toBe(!operation.name.startsWith('changeFiles'));
    }
    expect(WORKLOAD.length).toBeGreaterThanOrEqual(6);
  });
});
