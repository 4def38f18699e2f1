// The screens section of latest.md (screens.ts): each screen through the gateway beside the direct
// client's hand-written minimum, with the ratio of each figure.

import { n, table } from './markdown.js';
import type { ScreensResult } from './screens.js';

export const SCREENS_HEADING = '## Screens: gateway and the hand-written REST minimum';

export function screensSection(result: ScreensResult): string {
  const ratio = (gateway: number, direct: number) => (direct > 0 ? `${n(gateway / direct, 2)}×` : '–');
  return [
    SCREENS_HEADING,
    '',
    `${result.date}. Three screens of operations/screens/ through the gateway as \`npm start\` runs it beside a direct ` +
      'REST client making the minimum each screen’s header lists (in parallel where it can), on the ' +
      `sandbox (large seed, forge latency 0 ms); ${result.connections} requests in flight for ` +
      `${result.seconds} s each, every gateway request its own caller. CPU: the gateway’s process, or the ` +
      'client’s own, per request. Same facts: the gateway’s answer holds what the direct client read.',
    '',
    table(
      ['screen', 'same facts', 'forge calls (gateway / direct)', 'CPU ms/req', 'req/s', 'p99 ms'],
      result.screens.map((s) => [
        s.name,
        s.sameFacts ? 'yes' : '**no**',
        `${s.gateway.callsPerRequest} / ${s.direct.callsPerRequest}`,
        `${n(s.gateway.cpuMsPerRequest, 2)} / ${n(s.direct.cpuMsPerRequest, 2)} (${ratio(s.gateway.cpuMsPerRequest, s.direct.cpuMsPerRequest)})`,
        `${n(s.gateway.rps, 0)} / ${n(s.direct.rps, 0)} (${ratio(s.gateway.rps, s.direct.rps)})`,
        `${n(s.gateway.p99Ms, 1)} / ${n(s.direct.p99Ms, 1)} (${ratio(s.gateway.p99Ms, s.direct.p99Ms)})`,
      ]),
    ),
  ].join('\n');
}
