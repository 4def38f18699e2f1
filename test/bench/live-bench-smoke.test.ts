// The benchmark's live-update run at a small scale, so that `npm test` catches a broken run before
// anyone runs `npm run bench -- --only live` with 1,000 subscribers.

import { describe, expect, it } from 'vitest';
import { measureLive } from '../../bench/live.js';
import { liveSection, withLiveSection } from '../../bench/report.js';
import { useFileSandbox } from '../helpers/sandbox-client.js';

const sandbox = useFileSandbox();

describe('the live-update benchmark run', () => {
  it('measures delivery to the last of 20 subscribers and renders its section', async () => {
    const result = await measureLive(sandbox.url, { subscribers: 20, deliveries: 3, log: () => {} });
    expect(result).toMatchObject({ subscribers: 20, deliveries: 3 });
    expect(result.lastSubscriberMs.p50).toBeGreaterThan(0);
    expect(result.lastSubscriberMs.p99).toBeGreaterThanOrEqual(result.lastSubscriberMs.p50);
    expect(result.rssWithSubscribersMb).toBeGreaterThan(10);
    const repositoryReads = sandbox.calls.filter((call) => call.route === 'GET /repos/{owner}/{repo}');
    // Every subscriber's access check is a read with alice's token; identical checks in flight at
    // the same moment share one forge call (forge/in-flight.ts), so 20 subscribers cost 1 to 20.
    expect(repositoryReads.length).toBeGreaterThanOrEqual(1);
    expect(repositoryReads.length).toBeLessThanOrEqual(20);
    const section = liveSection({ ...result, date: 'now', loadAverage: { before: 1, after: 1 } });
    expect(section).toMatch(/delivery → last subscriber \| [\d.]+ ms/);
  }, 60_000);

  it('replaces only the live section of a committed latest.md, or appends it', () => {
    const workload = '# Benchmark\n\n## Under load\n\nfigures\n';
    const once = withLiveSection(workload, '## Live updates: 1,000 SSE subscribers\n\nfirst\n');
    expect(once).toBe(`${workload}\n## Live updates: 1,000 SSE subscribers\n\nfirst\n`);
    const twice = withLiveSection(
      `${once}\n## Gateway CPU profile\n\nkept\n`,
      '## Live updates: 1,000 SSE subscribers\n\nsecond\n',
    );
    expect(twice).toContain('second');
    expect(twice).not.toContain('first');
    expect(twice).toContain('## Under load\n\nfigures');
    expect(twice).toContain('## Gateway CPU profile\n\nkept');
  });
});
