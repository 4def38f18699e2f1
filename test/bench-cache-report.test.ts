// The cache run's section of bench/results/latest.md: one row per screen, the anonymous readers' rate
// beside the direct client's, and their ratio.

import { describe, expect, it } from 'vitest';
import type { CacheRun } from '../bench/cache.js';
import { cacheSection } from '../bench/cache-report.js';

const run = (
  cache: CacheRun['cache'],
  rps: number,
  callers: CacheRun['callers'] = 'anonymous',
): CacheRun => ({
  screen: 'issue view',
  callers,
  cache,
  rps,
  p99Ms: 12,
  callsPerRequest: cache === 'direct' ? 1 : 0,
});

describe('the cache section of the bench report', () => {
  it('puts each screen’s anonymous, signed-in and direct rates in one row with the ratio to the direct client', () => {
    const section = cacheSection({
      runs: [
        run('on', 20_000),
        run('off', 900),
        run('on', 300, 'signed-in distinct'),
        run('off', 100, 'signed-in distinct'),
        run('direct', 2_000),
      ],
      writeToVisibleMs: { p50: 40, max: 90 },
    });
    expect(section).toContain('## Cache: readers of one public repository at c=64');
    const row = section.split('\n').find((line) => line.startsWith('| issue view'));
    expect(row?.split('|').map((cell) => cell.trim())).toEqual([
      '',
      'issue view',
      '20000',
      '12.0 ms',
      '0.000',
      '900',
      '300',
      '100',
      '2000 (1 calls)',
      '10.0×',
      '',
    ]);
    expect(section).toContain('p50 40.0 ms, max 90.0 ms');
  });
});
