// What the shared cache keeps in each mode, how long the forge's word on visibility is trusted, and
// what it shows: sha-addressed answers only without forge events, an organization that stops being
// public served to nobody once its visibility is asked again, ETags and 304 on public GET queries,
// its metrics and the `cached` count of the request's log line.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Sandbox, startSandbox } from '../../../src/sandbox/server.js';
import { bannerLines } from '../../../src/start/banner.js';
import { enableLiveUpdates, ISSUE_TITLE, read, startCachingGateway } from '../../helpers/cache.js';
import type { LiveGateway } from '../../helpers/live.js';
import { type CapturedLog, captureLog } from '../../helpers/log-capture.js';
import { addRepo } from '../../helpers/mutations.js';

let sandbox: Sandbox;
/** no webhook secret: no forge event can reach it */
let withoutEvents: LiveGateway;
/** trusts the forge's word on visibility for 150 ms only */
let shortTrust: LiveGateway;
/** hears forge events, trusting the forge’s word on visibility for a minute */
let withEvents: LiveGateway;
let log: CapturedLog;

const COMMIT = `query Commit($sha: String!) {
  repository(owner: "alice", name: "hello") { commit(sha: $sha) { sha message } }
}`;
const NAME =
  'query Name($owner: String!, $name: String!) { repository(owner: $owner, name: $name) { name } }';

beforeAll(async () => {
  sandbox = await startSandbox();
  log = captureLog();
  withoutEvents = await startCachingGateway(sandbox, { logger: log.logger }, { webhookSecret: undefined });
  shortTrust = await startCachingGateway(sandbox, { cache: { visibilityTtlMs: 150 } });
  withEvents = await startCachingGateway(sandbox);
});
afterAll(async () => {
  await withoutEvents.close();
  await shortTrust.close();
  await withEvents.close();
  await sandbox.close();
});

describe('without forge events', () => {
  it('keeps a commit read by its full sha for every caller, and says so in the log line', async () => {
    const head = await read(sandbox, withoutEvents, COMMIT, { sha: 'main' });
    const sha = head.body.data?.repository.commit.sha as string;
    expect(sha).toMatch(/^[0-9a-f]{40}$/);
    const first = await read(sandbox, withoutEvents, COMMIT, { sha });
    // the commit and the repository record, which told the forge's word on its visibility
    expect(first.calls.sort()).toEqual([
      'GET /repos/{owner}/{repo} as anonymous',
      'GET /repos/{owner}/{repo}/git/commits/{sha} as anonymous',
    ]);
    log.clear();
    const second = await read(sandbox, withoutEvents, COMMIT, { sha }, { as: 'carol' });
    // the data alone: extensions.cost.actual counts the forge calls, fewer from the cache
    expect(second.body.data).toEqual(first.body.data);
    // the record is the caller's own (its permissions); the commit comes from the cache
    expect(second.calls).toEqual(['GET /repos/{owner}/{repo} as carol']);
    expect(log.entries('request').at(-1)).toMatchObject({ upstreamCalls: 1, cached: 1 });
  });

  it('keeps nothing a later push could change: a branch’s commit costs its call each time', async () => {
    await read(sandbox, withoutEvents, COMMIT, { sha: 'main' });
    const again = await read(sandbox, withoutEvents, COMMIT, { sha: 'main' });
    // the root is a reference (no record read); the forge's word on visibility is still trusted
    expect(again.calls).toEqual(['GET /repos/{owner}/{repo}/git/commits/{sha} as anonymous']);
  });

  it('counts hits, misses and the entries it holds in /metrics', async () => {
    const metrics = await (await fetch(`${withoutEvents.origin}/metrics`)).text();
    expect(metrics).toMatch(/forge_cache_hits_total\{tier="memory"\} [1-9]/);
    expect(metrics).toMatch(/forge_cache_misses_total [1-9]/);
    expect(metrics).toMatch(/forge_cache_entries [1-9]/);
  });
});

describe('the forge’s word on visibility', () => {
  it('serves an organization’s repository to nobody anonymous once the organization stopped being public', async () => {
    addRepo(sandbox.store, 'acme', 'cache-org');
    await enableLiveUpdates(sandbox, shortTrust, 'acme', 'cache-org', 'alice');
    const vars = { owner: 'acme', name: 'cache-org' };
    expect((await read(sandbox, shortTrust, NAME, vars)).calls).toEqual([
      'GET /repos/{owner}/{repo} as anonymous',
    ]);
    expect((await read(sandbox, shortTrust, NAME, vars)).calls).toEqual([]);
    const acme = sandbox.store.userByName('acme');
    if (!acme) throw new Error('no acme');
    acme.visibility = 'limited';
    try {
      // Gitea sends no event for it: the word is asked again once its trust (150 ms here) ran out
      await new Promise((resolve) => setTimeout(resolve, 200));
      const anonymous = await read(sandbox, shortTrust, NAME, vars);
      expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect(anonymous.calls).toEqual(['GET /repos/{owner}/{repo} as anonymous']);
      const member = await read(sandbox, shortTrust, NAME, vars, { as: 'bob' });
      expect(member.body.data?.repository.name).toBe('cache-org');
      expect(member.calls).toEqual(['GET /repos/{owner}/{repo} as bob']);
    } finally {
      acme.visibility = 'public';
    }
  });
});

describe('HTTP caching of public GET queries', () => {
  it('gives a query answered from public data an ETag and answers 304 to it', async () => {
    await enableLiveUpdates(sandbox, withEvents, 'alice', 'hello', 'alice');
    const vars = { owner: 'alice', name: 'hello', number: 1 };
    const first = await read(sandbox, withEvents, ISSUE_TITLE, vars, { get: true });
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(first.headers.get('cache-control')).toBe('public, no-cache');
    const again = await read(sandbox, withEvents, ISSUE_TITLE, vars, {
      get: true,
      headers: { 'if-none-match': etag as string },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.calls).toEqual([]);
  });

  it('gives no ETag to an answer that holds the caller’s own data', async () => {
    const own = await read(
      sandbox,
      withEvents,
      NAME,
      { owner: 'alice', name: 'secret' },
      { as: 'alice', get: true },
    );
    expect(own.body.data?.repository.name).toBe('secret');
    expect(own.headers.get('etag')).toBeNull();
    expect(own.headers.get('cache-control')).toBeNull();
    expect(own.calls).toEqual(['GET /repos/{owner}/{repo} as alice']);
  });
});

describe('the size bound', () => {
  it('evicts the least recently used answers past its size and counts them', async () => {
    // about 6 KB: the forge's word on visibility, one commit and a file or two
    const tiny = await startCachingGateway(
      sandbox,
      { cache: { memoryMb: 0.006 } },
      { webhookSecret: undefined },
    );
    try {
      const head = await read(sandbox, tiny, COMMIT, { sha: 'main' });
      const sha = head.body.data?.repository.commit.sha as string;
      await read(sandbox, tiny, COMMIT, { sha });
      const file =
        'query($sha: String!, $path: String!) { repository(owner: "alice", name: "hello") { file(path: $path, ref: $sha) { text } } }';
      for (const path of ['README.md', 'src/main.ts', 'docs/guide.md'])
        await read(sandbox, tiny, file, { sha, path });
      // the commit, least recently used, was evicted: reading it again costs its call
      const again = await read(sandbox, tiny, COMMIT, { sha });
      expect(again.calls).toContain('GET /repos/{owner}/{repo}/git/commits/{sha} as anonymous');
      const metrics = await (await fetch(`${tiny.origin}/metrics`)).text();
      expect(metrics).toMatch(/forge_cache_evictions_total [1-9]/);
    } finally {
      await tiny.close();
    }
  });
});

describe('the start-up banner', () => {
  it('says which mode the cache runs in', () => {
    expect(withoutEvents.gateway.client.cache?.mode).toBe('sha-only');
    expect(withEvents.gateway.client.cache?.mode).toBe('public-with-hooks');
    const lines = (cacheMode: 'sha-only' | 'public-with-hooks') =>
      bannerLines({ demo: false, corsOrigins: [], persistedOnly: false, demoQuery: '', cacheMode });
    expect(lines('sha-only')).toContain(
      'Shared cache: sha-addressed answers only, since no forge events reach this gateway (--webhook-secret turns public answers on).',
    );
    expect(lines('public-with-hooks')).toContain(
      'Shared cache: public answers of repositories whose events reach this gateway (live updates on, or a delivery received), and sha-addressed answers.',
    );
  });
});
