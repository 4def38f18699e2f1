// The cache run's section of bench/results/latest.md: one row per screen, the anonymous readers' rate
// beside the direct client's, and their ratio.

import { describe, expect, it } from 'vitest';
import type { CacheRun } from '../../bench/cache.js';
import { cacheSection } from '../../bench/cache-report.js';

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
        run('ceiling', 30_000),
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
      '0.000',
      '100',
      '2000 (1 calls)',
      '30000',
      '10.0×',
      '15.0×',
      '',
    ]);
    expect(section).toContain('p50 40.0 ms, max 90.0 ms');
  });

  it('judges the cache’s targets: calls per request, the ratio to the direct client, write → visible', () => {
    const verdictOf = (section: string, start: string) =>
      section
        .split('\n')
        .find((line) => line.startsWith(`| ${start}`))
        ?.split('|')
        .at(-2)
        ?.trim();
    const met = cacheSection({
      runs: [run('on', 20_000), run('on', 300, 'signed-in distinct'), run('direct', 2_000)],
      writeToVisibleMs: { p50: 40, max: 90 },
    });
    expect(verdictOf(met, 'forge calls per request, anonymous')).toBe('met');
    expect(verdictOf(met, 'anonymous req/s')).toBe('met');
    expect(verdictOf(met, 'a change made at the forge')).toBe('met');
    const missed = cacheSection({
      runs: [run('on', 9_000), run('direct', 2_000), run('ceiling', 15_000)],
      writeToVisibleMs: { p50: 40, max: 1_500 },
    });
    expect(verdictOf(missed, 'anonymous req/s')).toBe('**missed**');
    expect(verdictOf(missed, 'a change made at the forge')).toBe('**missed**');
    // no signed-in run measured: nothing proves the target
    expect(verdictOf(missed, 'forge calls per request, signed-in')).toBe('**missed**');
    expect(missed).toContain(
      'The 10× target is out of reach of any Node server on this machine for: issue view.',
    );
    expect(missed).not.toContain('within reach');
    const reachable = cacheSection({
      runs: [run('on', 9_000), run('direct', 1_000), run('ceiling', 15_000)],
      writeToVisibleMs: { p50: 40, max: 90 },
    });
    expect(verdictOf(reachable, 'anonymous req/s')).toBe('**missed**');
    expect(reachable).toContain(
      'The bare server shows the 10× within reach of a Node process for: issue view.',
    );
    expect(reachable).not.toContain('out of reach');
  });
});
