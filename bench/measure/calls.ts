// Upstream calls per operation, read from the sandbox's call log, and whether the gateway, the
// naive gateway and the direct client return the same data.

import { isDeepStrictEqual } from 'node:util';
import type { Child } from '../processes/ipc.js';
import type { CallSummary, Ready } from '../processes/protocol.js';
import type { WorkloadOperation } from '../workload.js';
import { nextTag, type Runner } from './runners.js';

export interface CallCounts {
  gateway: CallSummary;
  naive: CallSummary;
  direct: CallSummary;
  /** gateway data equals the direct client's (fields that differ per execution aside) */
  sameAsDirect: boolean;
  /** the naive gateway answers exactly like the gateway */
  sameAsNaive: boolean;
  /** where gateway and direct data first differ, for the report */
  difference: string | null;
}

/** The first path at which two JSON values differ, or null. */
export function firstDifference(a: unknown, b: unknown, path = '$'): string | null {
  if (isDeepStrictEqual(a, b)) return null;
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const key of keys) {
      const found = firstDifference(
        (a as Record<string, unknown>)[key],
        (b as Record<string, unknown>)[key],
        `${path}.${key}`,
      );
      if (found) return found;
    }
  }
  return `${path}: ${JSON.stringify(a)?.slice(0, 120)} ≠ ${JSON.stringify(b)?.slice(0, 120)}`;
}

async function counted(sandbox: Child<Ready>, run: () => Promise<unknown[]>) {
  await sandbox.call('clearCalls');
  const data = await run();
  return { data, calls: await sandbox.call<CallSummary>('calls') };
}

export async function countCalls(
  operation: WorkloadOperation,
  sandbox: Child<Ready>,
  runners: { gateway: Runner; naive: Runner; direct: Runner },
): Promise<CallCounts> {
  const gateway = await counted(sandbox, () => runners.gateway(operation, nextTag()));
  const naive = await counted(sandbox, () => runners.naive(operation, nextTag()));
  const direct = await counted(sandbox, () => runners.direct(operation, nextTag()));
  const ours = operation.comparable(gateway.data);
  const difference = firstDifference(ours, operation.comparable(direct.data));
  return {
    gateway: gateway.calls,
    naive: naive.calls,
    direct: direct.calls,
    sameAsDirect: difference === null,
    sameAsNaive: isDeepStrictEqual(ours, operation.comparable(naive.data)),
    difference,
  };
}
