// Upstream faults over HTTP: bounded retries of reads only, a write never repeated, a circuit
// breaker that fails fast while the forge is unreachable, and redirects that never carry the
// caller's credentials to another origin.

import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logPath } from '../../../src/sandbox/git/repository.js';
import { type GraphQLResponse, type Harness, startHarness } from '../../helpers/harness.js';
import { addRepo } from '../../helpers/mutations.js';
import { Tally } from '../../helpers/tally.js';
import { useFileHarness } from '../../helpers/use-harness.js';

const tally = new Tally('Upstream faults: retries, writes, breaker, redirects');
// The forge's 5xx answers count towards the circuit breaker: the retries and writes below inject
// more of them than its threshold, so this harness runs without one (the breaker has its own below).
const harness = useFileHarness({ gateway: { breaker: false } });
afterAll(() => tally.print());

const codesOf = (response: GraphQLResponse) => (response.errors ?? []).map((e) => e.extensions?.code);
const REPO = '{ repository(owner: "alice", name: "hello") { fullName } }';
const REPO_ROUTE = 'GET /repos/{owner}/{repo}';

describe('retries', () => {
  it('retries a read twice on 503 and answers once the forge recovers', async () => {
    harness.sandbox.faults.injectStatus(REPO_ROUTE, 503, { times: 2 });
    const response = await harness.query(REPO, undefined, { as: 'alice' });
    expect(response).toMatchObject({ data: { repository: { fullName: 'alice/hello' } } });
    expect(harness.routes()).toEqual([REPO_ROUTE, REPO_ROUTE, REPO_ROUTE]);
    tally.add('503 twice on a read', { sent: 1 });
  });

  it('gives up after the bounded retries with UPSTREAM_UNAVAILABLE', async () => {
    harness.sandbox.faults.injectStatus(REPO_ROUTE, 502, { times: 5 });
    const response = await harness.query(REPO, undefined, { as: 'alice' });
    expect(codesOf(response)).toEqual(['UPSTREAM_UNAVAILABLE']);
    expect(harness.routes()).toHaveLength(3);
    tally.add('502 on every attempt of a read', { sent: 1, typed: 1 });
  });

  it('retries a read after a reset connection', async () => {
    harness.sandbox.faults.resetConnection(REPO_ROUTE, { times: 1 });
    const response = await harness.query(REPO, undefined, { as: 'alice' });
    expect(response.errors).toBeUndefined();
    expect(harness.routes()).toEqual([REPO_ROUTE, REPO_ROUTE]);
    tally.add('reset on a read', { sent: 1 });
  });

  it('does not retry a 500, which is an answer rather than a transient failure', async () => {
    harness.sandbox.faults.injectStatus(REPO_ROUTE, 500, { times: 1 });
    const response = await harness.query(REPO, undefined, { as: 'alice' });
    expect(codesOf(response)).toEqual(['UPSTREAM_ERROR']);
    expect(harness.routes()).toEqual([REPO_ROUTE]);
    tally.add('500 on a read', { sent: 1, typed: 1 });
  });

  it('makes one attempt when UPSTREAM_RETRIES is 0', async () => {
    const once = await startHarness({ gateway: { upstreamRetries: 0 } });
    try {
      once.sandbox.faults.injectStatus(REPO_ROUTE, 503, { times: 1 });
      const response = await once.query(REPO, undefined, { as: 'alice' });
      expect(codesOf(response)).toEqual(['UPSTREAM_UNAVAILABLE']);
      expect(once.routes()).toEqual([REPO_ROUTE]);
      tally.add('503 with retries off', { sent: 1, typed: 1 });
    } finally {
      await once.close();
    }
  });
});

describe('prefetched calls', () => {
  it('raise no unhandled rejection when they fail after their parent failed and nobody reads them', async () => {
    let unhandled = 0;
    const count = () => unhandled++;
    process.on('unhandledRejection', count);
    try {
      harness.sandbox.faults.injectStatus(REPO_ROUTE, 404, { times: 1 });
      harness.sandbox.faults.injectStatus('GET /repos/{owner}/{repo}/pulls', 500);
      harness.sandbox.faults.injectStatus('GET /repos/{owner}/{repo}/file-contents', 500);
      harness.sandbox.faults.injectStatus('GET /repos/{owner}/{repo}/issues/{index}', 500);
      const response = await harness.query(
        `{ repository(owner: "alice", name: "hello") {
          pullRequests(first: 5) { totalCount } file(path: "README.md") { text } issue(number: 1) { title }
        } }`,
        undefined,
        { as: 'alice' },
      );
      expect(codesOf(response)).toEqual(['NOT_FOUND']);
      expect(harness.routes()).toHaveLength(4);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(unhandled).toBe(0);
      tally.add('prefetched calls failing unread', { sent: 1, typed: 1 });
    } finally {
      process.off('unhandledRejection', count);
    }
  });
});

describe('writes', () => {
  const CHANGE_FILES = `mutation ($input: ChangeFilesInput!) {
    changeFiles(input: $input) {
      __typename
      ... on ChangeFilesPayload { commit { sha } }
      ... on UpstreamError { code upstreamStatus }
    }
  }`;
  const commitsOf = (name: string) => {
    const repo = harness.sandbox.store.repoByName(harness.sandbox.store.userByName('alice')?.id ?? -1, name);
    const head = repo?.git.branches.get('main');
    return repo && head ? logPath(repo.git, head, '').length : 0;
  };
  const change = (repo: string, path: string) =>
    harness.query<{ changeFiles: Record<string, unknown> }>(
      CHANGE_FILES,
      { input: { owner: 'alice', repo, files: [{ operation: 'CREATE', path, text: 'once\n' }] } },
      { as: 'alice' },
    );

  it('never repeats changeFiles whose connection was reset after the forge applied it: exactly one commit', async () => {
    addRepo(harness.sandbox.store, 'alice', 'reset-after-write', { 'README.md': '# r\n' });
    expect(commitsOf('reset-after-write')).toBe(1);
    harness.sandbox.faults.resetConnection('POST /repos/{owner}/{repo}/contents', { afterHandling: true });
    const response = await change('reset-after-write', 'once.txt');
    expect(response.data?.changeFiles).toEqual({
      __typename: 'UpstreamError',
      code: 'UPSTREAM_UNAVAILABLE',
      upstreamStatus: null,
    });
    const posts = harness.routes().filter((route) => route === 'POST /repos/{owner}/{repo}/contents');
    expect(posts).toHaveLength(1);
    expect(commitsOf('reset-after-write')).toBe(2);
    tally.add('reset after a write was applied', {
      sent: 1,
      typed: 1,
      duplicates: commitsOf('reset-after-write') - 2,
    });
  });

  it('never retries changeFiles on 503 either', async () => {
    addRepo(harness.sandbox.store, 'alice', 'unavailable-write', { 'README.md': '# u\n' });
    harness.sandbox.faults.injectStatus('POST /repos/{owner}/{repo}/contents', 503, { times: 1 });
    const response = await change('unavailable-write', 'once.txt');
    expect(response.data?.changeFiles).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', upstreamStatus: 503 });
    expect(harness.routes()).toEqual(['POST /repos/{owner}/{repo}/contents']);
    expect(commitsOf('unavailable-write')).toBe(1);
    tally.add('503 on a write', { sent: 1, typed: 1 });
  });
});

describe('circuit breaker', () => {
  let slow: Harness;
  beforeAll(async () => {
    slow = await startHarness({
      gateway: { upstreamTimeoutMs: 150, upstreamRetries: 0, breaker: { threshold: 3, cooldownMs: 1_000 } },
    });
  });
  afterAll(() => slow.close());

  /** `alias` makes the document differ, so that requests in flight at once do not share one execution */
  const timed = async (alias = 'repository') => {
    const started = performance.now();
    const response = await slow.query(REPO.replace('repository(', `${alias}: repository(`), undefined, {
      as: 'alice',
    });
    return { response, ms: performance.now() - started };
  };

  it('opens after 3 timeouts, then answers UPSTREAM_UNAVAILABLE at once without calling the forge', async () => {
    slow.sandbox.faults.setLatency('*', 2_000);
    for (let i = 0; i < 3; i++) {
      const { response, ms } = await timed();
      expect(codesOf(response)).toEqual(['UPSTREAM_TIMEOUT']);
      expect(ms).toBeGreaterThanOrEqual(140);
    }
    expect(slow.routes()).toHaveLength(3);
    for (let i = 0; i < 3; i++) {
      const { response, ms } = await timed();
      expect(codesOf(response)).toEqual(['UPSTREAM_UNAVAILABLE']);
      expect(ms).toBeLessThan(150);
    }
    const open = await Promise.all(Array.from({ length: 20 }, () => timed()));
    for (const { response } of open) expect(codesOf(response)).toEqual(['UPSTREAM_UNAVAILABLE']);
    expect(slow.routes()).toHaveLength(3);
    expect(slow.gateway.client.breaker?.state).toBe('open');
    tally.add('forge hanging, breaker open', { sent: 26, typed: 26 });
  });

  it('lets one probe through after the cool-down, reopens when it fails, and closes when the forge answers', async () => {
    await new Promise((resolve) => setTimeout(resolve, 1_050));
    slow.resetCalls();
    const probing = await Promise.all(Array.from({ length: 10 }, (_, i) => timed(`r${i}`)));
    const codes = probing.flatMap(({ response }) => codesOf(response)).sort();
    expect(codes).toEqual([...Array(9).fill('UPSTREAM_UNAVAILABLE'), 'UPSTREAM_TIMEOUT'].sort());
    expect(slow.routes()).toHaveLength(1);
    expect(slow.gateway.client.breaker?.state).toBe('open');

    slow.sandbox.faults.clear();
    await new Promise((resolve) => setTimeout(resolve, 1_050));
    const { response } = await timed();
    expect(response.data).toEqual({ repository: { fullName: 'alice/hello' } });
    expect(slow.gateway.client.breaker?.state).toBe('closed');
    tally.add('breaker probe', { sent: 11, typed: 10 });
  });
});

describe('redirects', () => {
  interface Recorded {
    path: string;
    headers: IncomingHttpHeaders;
  }
  async function recordingServer(
    answer: (path: string) => { status: number; headers?: Record<string, string> },
  ) {
    const seen: Recorded[] = [];
    const server: Server = createServer((req, res) => {
      seen.push({ path: req.url ?? '', headers: req.headers });
      const { status, headers } = answer(req.url ?? '');
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(status === 200 ? JSON.stringify({ full_name: 'alice/hello', name: 'hello' }) : '');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return { seen, origin, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
  }

  it('follows a 301 of a renamed repository within the forge, with the caller’s credentials', async () => {
    const store = harness.sandbox.store;
    const alice = store.userByName('alice');
    const hello = alice && store.repoByName(alice.id, 'hello');
    if (!alice || !hello) throw new Error('demo seed without alice/hello');
    store.repoRedirects.set(`${alice.id}/old-hello`, hello.id);
    const response = await harness.query(
      '{ repository(owner: "alice", name: "old-hello") { fullName } }',
      undefined,
      { as: 'alice' },
    );
    expect(response.data).toEqual({ repository: { fullName: 'alice/hello' } });
    expect(harness.sandbox.calls.map((call) => [call.path, call.status, call.user])).toEqual([
      ['/repos/alice/old-hello', 301, 'alice'],
      ['/repos/alice/hello', 200, 'alice'],
    ]);
    tally.add('same-origin 301', { sent: 1 });
  });

  it('does not follow a redirect to another origin, so the Authorization header never leaves the forge', async () => {
    const elsewhere = await recordingServer(() => ({ status: 200 }));
    const forge = await recordingServer((path) => ({
      status: 301,
      headers: { location: `${elsewhere.origin}${path}` },
    }));
    const gateway = await startHarness({ gateway: { forgeUrl: `${forge.origin}/api/v1` } });
    try {
      const response = await gateway.query(REPO, undefined, { as: 'alice' });
      expect(response.data).toEqual({ repository: null });
      expect(response.errors?.[0]?.extensions).toMatchObject({
        code: 'UPSTREAM_ERROR',
        upstream: { status: 301, route: REPO_ROUTE },
      });
      expect(forge.seen.map((request) => request.headers.authorization)).toEqual(['token alice-token']);
      expect(elsewhere.seen).toEqual([]);
      tally.add('cross-origin 301', { sent: 1, typed: 1, leaks: elsewhere.seen.length });
    } finally {
      await gateway.close();
      await forge.close();
      await elsewhere.close();
    }
  });
});

describe('bodies that arrive in many pieces', () => {
  it('decodes characters split between two pieces of a body exactly', async () => {
    const description = 'Grüße, 日本語 and 🚀 across chunk boundaries';
    const body = Buffer.from(
      JSON.stringify({
        id: 1,
        full_name: 'alice/hello',
        name: 'hello',
        description,
        owner: { login: 'alice' },
      }),
    );
    // One byte at a time with a pause between, so that every multi-byte character is cut in pieces.
    const server: Server = createServer(async (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      for (const byte of body) {
        res.write(Buffer.from([byte]));
        await new Promise((resolve) => setImmediate(resolve));
      }
      res.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const gateway = await startHarness({ gateway: { forgeUrl: `${origin}/api/v1` } });
    try {
      const response = await gateway.query(
        '{ repository(owner: "alice", name: "hello") { fullName description } }',
        undefined,
        { as: 'alice' },
      );
      expect(response.errors).toBeUndefined();
      expect(response.data).toEqual({ repository: { fullName: 'alice/hello', description } });
    } finally {
      await gateway.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
