// A harness per test file: started before its tests, closed after them, with the sandbox's call log
// and injected faults cleared before each test, so each test's call counts and faults are its own.

import { afterAll, beforeAll, beforeEach } from 'vitest';
import { type Harness, startHarness } from './harness.js';

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
