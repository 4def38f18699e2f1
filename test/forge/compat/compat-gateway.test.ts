// The gateway on forges that lack routes it prefers (Gitea 1.22, Forgejo, Gitea 1.24): the first
// plain-text 404 proves a route missing for the whole process, that request is answered through the
// fallback, and every later request, whoever sends it, goes straight to the fallback.

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { probeForge, unreachableWarning } from '../../../src/forge/instance/probe.js';
import { startSandbox } from '../../../src/sandbox/server.js';
import { createGateway } from '../../../src/server/gateway.js';
import { countRoutes, type Harness, startHarness } from '../../helpers/harness.js';

// biome-ignore lint/suspicious/noExplicitAny: assertions walk untyped response JSON
type Json = Record<string, any>;

const FILES = `{ repository(owner: "alice", name: "hello") {
  readme: file(path: "README.md") { path text sha }
  files(paths: ["src/main.ts", "missing.md", "docs"]) { path }
} }`;
const CONTENTS = `{ repository(owner: "alice", name: "hello") {
  contents(path: "docs") { isDirectory entries { name } }
} }`;
const JOBS = '{ viewer { login } workflowJobs(first: 5) { totalCount } }';

const harnesses: Harness[] = [];
afterAll(() => Promise.all(harnesses.map((h) => h.close())));
async function gatewayOn(sandbox: Parameters<typeof startHarness>[0]) {
  const harness = await startHarness(sandbox);
  harnesses.push(harness);
  return harness;
}

describe.each(['gitea-1.22', 'forgejo'] as const)('on %s', (profile) => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await gatewayOn({ sandbox: { profile } });
  });
  afterEach(() => harness.resetCalls());

  it('reads file and files through GET .../contents/{filepath}, one call per path in parallel, after one proof that file-contents is missing', async () => {
    const first = await harness.query<Json>(FILES, {}, { as: 'bob' });
    expect(first.errors).toBeUndefined();
    expect(first.data?.repository.readme).toMatchObject({
      path: 'README.md',
      text: expect.stringMatching(/^# hello/),
    });
    // a missing path is null, as file-contents answers; so is a directory, which `file` does not name
    expect(first.data?.repository.files).toEqual([{ path: 'src/main.ts' }, null, null]);
    expect(countRoutes(harness.routes())).toEqual({
      'GET /repos/{owner}/{repo}': 1,
      '(unmatched)': 1,
      'GET /repos/{owner}/{repo}/contents/{filepath}': 4,
    });
    expect(harness.sandbox.calls.find((c) => c.route === '(unmatched)')?.path).toBe(
      '/repos/alice/hello/file-contents',
    );

    harness.resetCalls();
    // another request and another caller: the absence is the forge's, remembered for the process
    const second = await harness.query<Json>(FILES, {}, { as: 'carol' });
    expect(second.data).toEqual(first.data);
    expect(countRoutes(harness.routes())).toEqual({
      'GET /repos/{owner}/{repo}': 1,
      'GET /repos/{owner}/{repo}/contents/{filepath}': 4,
    });
    expect(harness.gateway.client.capabilities.absentRoutes()).toContain(
      'GET /repos/{owner}/{repo}/file-contents',
    );
  });

  it('keeps a failure of one path on its field while the other files resolve', async () => {
    harness.sandbox.faults.injectStatus('GET /repos/{owner}/{repo}/contents/{filepath}', 500, { times: 1 });
    try {
      const result = await harness.query<Json>(
        '{ repository(owner: "alice", name: "hello") { a: file(path: "README.md") { path } } }',
      );
      expect(result.data?.repository.a).toBeNull();
      expect(result.errors?.map((e) => [e.path?.join('.'), e.extensions?.code])).toEqual([
        ['repository.a', 'UPSTREAM_ERROR'],
      ]);
    } finally {
      harness.sandbox.faults.clear();
    }
  });

  it('reads contents through GET .../contents after one proof that contents-ext is missing', async () => {
    const first = await harness.query<Json>(CONTENTS);
    expect(first.data?.repository.contents).toEqual({ isDirectory: true, entries: [{ name: 'guide.md' }] });
    expect(countRoutes(harness.routes())).toEqual({
      'GET /repos/{owner}/{repo}': 1,
      '(unmatched)': 1,
      'GET /repos/{owner}/{repo}/contents/{filepath}': 1,
    });
    harness.resetCalls();
    expect((await harness.query<Json>(CONTENTS, {}, { as: 'bob' })).data).toEqual(first.data);
    expect(countRoutes(harness.routes())).toEqual({
      'GET /repos/{owner}/{repo}/contents/{filepath}': 1,
    });
  });

  it('answers workflowJobs with NOT_SUPPORTED on that field alone, and makes no call for it once known', async () => {
    const first = await harness.query<Json>(JOBS, {}, { as: 'alice' });
    expect(first.data).toEqual({ viewer: { login: 'alice' }, workflowJobs: null });
    expect(first.errors).toEqual([
      {
        message:
          'This forge does not offer workflow jobs: it has no GET /user/actions/jobs route (Gitea before 1.25 and Forgejo lack it).',
        locations: [{ line: 1, column: 20 }],
        path: ['workflowJobs'],
        extensions: {
          code: 'NOT_SUPPORTED',
          upstream: {
            status: 404,
            route: 'GET /user/actions/jobs',
            // the forge's own text: its router's plain-text 404
            message: '404 page not found',
          },
        },
      },
    ]);
    expect(countRoutes(harness.routes())).toEqual({ 'GET /user': 1, '(unmatched)': 1 });
    harness.resetCalls();
    const second = await harness.query<Json>(JOBS, {}, { as: 'bob' });
    expect(second.errors?.map((e) => e.extensions?.code)).toEqual(['NOT_SUPPORTED']);
    expect(harness.routes()).toEqual(['GET /user']);
  });

  it('learns the forge’s version at start', async () => {
    const expected = profile === 'forgejo' ? '16.0.5+gitea-1.22.0' : '1.22.0';
    expect(await probeForge(harness.gateway.client)).toEqual({ reachable: true, version: expected });
    expect(harness.gateway.client.capabilities.version).toBe(expected);
  });
});

describe('on Gitea 1.24 (file-contents without contents-ext)', () => {
  it('keeps batching files through file-contents while contents fall back to GET .../contents', async () => {
    const harness = await gatewayOn({ sandbox: { contentsExt: false } });
    const result = await harness.query<Json>(`{ repository(owner: "alice", name: "hello") {
      readme: file(path: "README.md") { path } guide: file(path: "docs/guide.md") { path }
      contents(path: "docs") { isDirectory }
    } }`);
    expect(result.errors).toBeUndefined();
    expect(countRoutes(harness.routes())).toEqual({
      'GET /repos/{owner}/{repo}': 1,
      'GET /repos/{owner}/{repo}/file-contents': 1,
      '(unmatched)': 1,
      'GET /repos/{owner}/{repo}/contents/{filepath}': 1,
    });
    expect(harness.gateway.client.capabilities.absentRoutes()).toEqual([
      'GET /repos/{owner}/{repo}/contents-ext/{filepath}',
    ]);
  });
});

describe('on Gitea 1.26', () => {
  it('takes a JSON 404 for a missing object, never for a missing route', async () => {
    const harness = await gatewayOn({});
    const result = await harness.query<Json>(
      '{ repository(owner: "alice", name: "hello") { contents(path: "nope.md") { isDirectory } } }',
    );
    expect(result.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(harness.gateway.client.capabilities.absentRoutes()).toEqual([]);
  });
});

describe('a 404 that is not the forge router’s', () => {
  it('is not taken as proof that the route is missing: an HTML page from a proxy fails the field and is forgotten', async () => {
    const harness = await gatewayOn({});
    harness.sandbox.faults.injectStatus('GET /user/actions/jobs', 404, {
      times: 1,
      raw: { text: '<html><body>404 Not Found</body></html>', contentType: 'text/html' },
    });
    const first = await harness.query<Json>(JOBS, {}, { as: 'alice' });
    expect(first.errors?.map((e) => e.extensions?.code)).toEqual(['NOT_FOUND']);
    expect(harness.gateway.client.capabilities.absentRoutes()).toEqual([]);
    const second = await harness.query<Json>(JOBS, {}, { as: 'alice' });
    expect(second.errors).toBeUndefined();
    expect(second.data?.workflowJobs.totalCount).toBe(6);
  });
});

describe('the start-up probe', () => {
  it('reports a forge that cannot be reached, in one line, without throwing', async () => {
    const sandbox = await startSandbox();
    const url = sandbox.url;
    await sandbox.close();
    const gateway = createGateway({ forgeUrl: url, upstreamRetries: 0 });
    try {
      const probe = await probeForge(gateway.client);
      expect(probe).toEqual({ reachable: false, reason: expect.stringMatching(/could not be reached/) });
      expect(gateway.client.capabilities.version).toBeNull();
      const line = unreachableWarning(url, probe.reachable ? '' : probe.reason);
      expect(line.split('\n')).toHaveLength(1);
      expect(line).toMatch(/^warning: the forge at http:\/\/127\.0\.0\.1:\d+\/api\/v1 cannot be reached/);
    } finally {
      await gateway.close();
    }
  });
});
