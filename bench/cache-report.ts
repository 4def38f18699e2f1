// The cache run's section of latest.md: per screen, anonymous readers through the gateway with its
// cache on (kept answers sent by the fast path) and off, signed-in readers, and the direct client
// making the screen's REST calls itself, all at 64 connections in the same run.

import type { CacheBenchResult, CacheRun } from './cache.js';
import { n, table } from './markdown.js';

export function cacheSection(result: CacheBenchResult): string {
  const screens = [...new Set(result.runs.map((run) => run.screen))];
  const find = (screen: string, callers: CacheRun['callers'], cache: CacheRun['cache']) =>
    result.runs.find((run) => run.screen === screen && run.callers === callers && run.cache === cache);
  const rps = (run: CacheRun | undefined) => (run ? n(run.rps, 0) : '–');
  const rows = screens.map((screen) => {
    const on = find(screen, 'anonymous', 'on');
    const direct = find(screen, 'anonymous', 'direct');
    return [
      screen,
      rps(on),
      on ? `${n(on.p99Ms)} ms` : '–',
      on ? n(on.callsPerRequest, 3) : '–',
      rps(find(screen, 'anonymous', 'off')),
      rps(find(screen, 'signed-in distinct', 'on')),
      rps(find(screen, 'signed-in distinct', 'off')),
      direct ? `${n(direct.rps, 0)} (${n(direct.callsPerRequest, 0)} calls)` : '–',
      on && direct ? `${n(on.rps / direct.rps, 1)}×` : '–',
    ];
  });
  return [
    '## Cache: readers of one public repository at c=64',
    '',
    'Anonymous readers get kept whole answers from the fast path (`src/server/fast-path/`); signed-in ' +
      'readers (each request a distinct caller) share the forge answers below it. The direct client makes ' +
      'the screen’s REST calls itself, in parallel, against the same sandbox in the same run.',
    '',
    table(
      [
        'screen',
        'anonymous, cache on req/s',
        'p99',
        'forge calls/req',
        'anonymous, cache off',
        'signed-in, cache on',
        'signed-in, cache off',
        'direct client screens/s',
        'anonymous on / direct',
      ],
      rows,
    ),
    '',
    `Write → visible through the webhook (an issue edited at the forge until an anonymous reader of the ` +
      `kept issue view sees it): p50 ${n(result.writeToVisibleMs.p50)} ms, max ${n(result.writeToVisibleMs.max)} ms.`,
  ].join('\n');
}
