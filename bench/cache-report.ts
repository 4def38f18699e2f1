// The cache run's section of latest.md: per screen, anonymous readers through the gateway with its
// cache on (kept answers sent by the fast path) and off, signed-in readers, the direct client making
// the screen's REST calls itself, and a bare Node server sending the same bytes, all at 64
// connections in the same run; then the targets the cache is held to.

import type { CacheBenchResult, CacheRun } from './cache.js';
import { n, table } from './markdown.js';

const verdict = (met: boolean) => (met ? 'met' : '**missed**');

export function cacheSection(result: CacheBenchResult): string {
  const screens = [...new Set(result.runs.map((run) => run.screen))];
  const find = (screen: string, callers: CacheRun['callers'], cache: CacheRun['cache']) =>
    result.runs.find((run) => run.screen === screen && run.callers === callers && run.cache === cache);
  const rps = (run: CacheRun | undefined) => (run ? n(run.rps, 0) : '–');
  const calls = (run: CacheRun | undefined) => (run ? n(run.callsPerRequest, 3) : '–');
  const ratio = (a: CacheRun | undefined, b: CacheRun | undefined) =>
    a && b ? `${n(a.rps / b.rps, 1)}×` : '–';
  const per = screens.map((screen) => ({
    screen,
    on: find(screen, 'anonymous', 'on'),
    off: find(screen, 'anonymous', 'off'),
    signedOn: find(screen, 'signed-in distinct', 'on'),
    signedOff: find(screen, 'signed-in distinct', 'off'),
    direct: find(screen, 'anonymous', 'direct'),
    ceiling: find(screen, 'anonymous', 'ceiling'),
  }));
  const rows = per.map((s) => [
    s.screen,
    rps(s.on),
    s.on ? `${n(s.on.p99Ms)} ms` : '–',
    calls(s.on),
    rps(s.off),
    rps(s.signedOn),
    calls(s.signedOn),
    rps(s.signedOff),
    s.direct ? `${n(s.direct.rps, 0)} (${n(s.direct.callsPerRequest, 0)} calls)` : '–',
    rps(s.ceiling),
    ratio(s.on, s.direct),
    ratio(s.ceiling, s.direct),
  ]);
  const each = (pick: (s: (typeof per)[number]) => string) =>
    per.map((s) => `${s.screen} ${pick(s)}`).join('; ');
  const all = (test: (s: (typeof per)[number]) => boolean) => per.length > 0 && per.every(test);
  const targets = [
    [
      'forge calls per request, anonymous readers, cache on ≤ 0.05',
      each((s) => calls(s.on)),
      verdict(all((s) => (s.on?.callsPerRequest ?? 1) <= 0.05)),
    ],
    [
      'forge calls per request, signed-in readers (distinct credentials), cache on ≤ 0.5',
      each((s) => calls(s.signedOn)),
      verdict(all((s) => (s.signedOn?.callsPerRequest ?? 1) <= 0.5)),
    ],
    [
      'anonymous req/s, cache on ≥ 10 × the direct client’s screens/s',
      each((s) => ratio(s.on, s.direct)),
      verdict(all((s) => !!s.on && !!s.direct && s.on.rps >= 10 * s.direct.rps)),
    ],
    [
      'a change made at the forge visible within 1 s of its webhook',
      `p50 ${n(result.writeToVisibleMs.p50)} ms, max ${n(result.writeToVisibleMs.max)} ms`,
      verdict(result.writeToVisibleMs.max <= 1000),
    ],
  ];
  const short = (s: (typeof per)[number]) => Boolean(s.on && s.direct && s.on.rps < 10 * s.direct.rps);
  const screensWhere = (test: (s: (typeof per)[number]) => boolean) =>
    per
      .filter(test)
      .map((s) => s.screen)
      .join(', ');
  // a screen the bare server cannot send at 10× either, and one it can but the fast path does not
  const outOfReach = screensWhere(
    (s) => short(s) && Boolean(s.ceiling && s.ceiling.rps < 10 * s.direct!.rps),
  );
  const fastPathShort = screensWhere(
    (s) => short(s) && Boolean(s.ceiling && s.ceiling.rps >= 10 * s.direct!.rps),
  );
  const signedInShort = screensWhere((s) => (s.signedOn?.callsPerRequest ?? 0) > 0.5);
  return [
    '## Cache: readers of one public repository at c=64',
    '',
    'Anonymous readers get kept whole answers from the fast path (`src/server/fast-path/`); signed-in ' +
      'readers (each request a distinct caller) share the forge answers below it. The direct client makes ' +
      'the screen’s REST calls itself, in parallel, against the same sandbox in the same run. The bare Node ' +
      'server (`bench/processes/ceiling.ts`) reads each request and answers the screen’s bytes, nothing else, ' +
      'driven by the same load generator as the gateway: the most any Node server answering from memory ' +
      'sends here. Anonymous readers with the cache on, the bare server and the direct client are measured ' +
      'side by side in three interleaved rounds (the machine’s speed drifts within a minute); each figure is ' +
      'its median round.',
    '',
    table(
      [
        'screen',
        'anonymous, cache on req/s',
        'p99',
        'forge calls/req',
        'anonymous, cache off',
        'signed-in, cache on',
        'signed-in forge calls/req',
        'signed-in, cache off',
        'direct client screens/s',
        'bare Node server req/s',
        'anonymous on / direct',
        'bare server / direct',
      ],
      rows,
    ),
    '',
    table(['target', 'figure', 'met'], targets),
    ...(outOfReach
      ? [
          '',
          `The 10× target is out of reach of any Node server on this machine for: ${outOfReach}. The bare ` +
            'server sending the same bytes, with no GraphQL, cache or log, reaches the ratio in its column. The ' +
            'sandbox is an in-memory forge, so a screen’s two or three calls cost it far less than a forge’s ' +
            'database queries do, and the load generator shares the machine’s two cores with the server it drives.',
        ]
      : []),
    ...(fastPathShort
      ? [
          '',
          `The bare server shows the 10× within reach of a Node process for: ${fastPathShort}. What the fast ` +
            'path still adds to it (CPU per answer read from /proc over interleaved 3 s runs of the issue view at ' +
            'c=64, after 5 s of signed-in readers as here): about 25 µs per kept answer, 19 µs for a handler ' +
            'sending fixed bytes inside the gateway’s own process, 17 µs for the bare server. The difference is ' +
            'the fast path’s own work (the request’s key, its id, the checks Node makes of each header, metrics) ' +
            'and the garbage it leaves; the rest is Node’s HTTP server itself (parsing each request, writing each ' +
            'answer: on loopback the kernel’s work for both ends).',
        ]
      : []),
    ...(signedInShort
      ? [
          '',
          `Signed-in readers cost more than 0.5 forge calls per request on: ${signedInShort}. They read per ` +
            'caller what Gitea answers differently to each caller: branches (`user_can_push`), the release list ' +
            '(drafts for writers) and, without FORGE_ADMIN_TOKEN or while a pending review is on the page, a ' +
            'pull request’s reviews (a pending review is listed to its author only: convert.ToPullReviewList).',
        ]
      : []),
    '',
    `Write → visible through the webhook (an issue edited at the forge until an anonymous reader of the ` +
      `kept issue view sees it): p50 ${n(result.writeToVisibleMs.p50)} ms, max ${n(result.writeToVisibleMs.max)} ms.`,
  ].join('\n');
}
