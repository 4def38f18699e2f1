// A harness per test file: started before its tests, closed after them, with the sandbox's call log
// and injected faults cleared before each test, so each test's call counts and faults are its own.

import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { SandboxProfile } from '../../src/sandbox/http/profiles.js';
import { forwardTo } from './forward.js';
import { type Harness, startHarness } from './harness.js';
import { learnTheForge } from './profiles.js';

/** Registers the file's hooks; the answer gives the running harness (only inside tests and hooks). */
export function useHarness(options?: Parameters<typeof startHarness>[0]): () => Harness {
  let harness: Harness | undefined;
  beforeAll(async () => {
    harness = await startHarness(options);
  });
  afterAll(() => harness?.close());
  beforeEach(() => {
    harness?.resetCalls();
    harness?.sandbox.faults.clear();
  });
  return () => {
    if (!harness) throw new Error('the harness starts in beforeAll');
    return harness;
  };
}

/**
 * `useHarness` for files that use the harness as a value (`harness.query(...)`, `helper(harness)`):
 * the answer forwards to the harness running for the current test.
 */
export function useFileHarness(options?: Parameters<typeof startHarness>[0]): Harness {
  return forwardTo(useHarness(options));
}

/** `useFileHarness` on a forge profile, the gateway having learned what the forge offers before the tests. */
export function useProfileHarness(profile: SandboxProfile): Harness {
  const harness = useFileHarness({ sandbox: { profile } });
  beforeAll(() => learnTheForge(harness));
  return harness;
}
