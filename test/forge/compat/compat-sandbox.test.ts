// The sandbox's forge profiles over raw HTTP: what each profile's forge lacks answers Go's
// plain-text 404, everything else is still served, and `/version` answers as that forge does.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES_ADDED_AFTER_1_22 } from '../../../src/sandbox/http/profiles.js';
import { type Sandbox, startSandbox } from '../../../src/sandbox/server.js';
import { PROFILES } from '../../helpers/profiles.js';

const alice = { authorization: 'token alice-token' };

/** One request per route the profiles care about, with the route template the call log names. */
const probes = [
  {
    route: 'GET /repos/{owner}/{repo}/file-contents',
    method: 'GET',
    path: '/repos/alice/hello/file-contents?body=%7B%22files%22%3A%5B%22README.md%22%5D%7D',
  },
  {
    route: 'POST /repos/{owner}/{repo}/file-contents',
    method: 'POST',
    path: '/repos/alice/hello/file-contents',
    body: { files: ['README.md'] },
  },
  { route: 'GET /repos/{owner}/{repo}/contents-ext', method: 'GET', path: '/repos/alice/hello/contents-ext' },
  {
    route: 'GET /repos/{owner}/{repo}/contents-ext/{filepath}',
    method: 'GET',
    path: '/repos/alice/hello/contents-ext/README.md',
  },
  { route: 'GET /user/actions/jobs', method: 'GET', path: '/user/actions/jobs' },
] as const;

async function send(sandbox: Sandbox, probe: { method: string; path: string; body?: unknown }) {
  const response = await fetch(`${sandbox.url}${probe.path}`, {
    method: probe.method,
    headers: probe.body ? { ...alice, 'content-type': 'application/json' } : alice,
    body: probe.body ? JSON.stringify(probe.body) : undefined,
  });
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
}

describe.each(PROFILES)('the %s profile', (profile) => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await startSandbox({ profile });
  });
  afterAll(() => sandbox.close());

  it('names itself on the sandbox handle', () => {
    expect(sandbox.profile).toBe(profile);
  });

  it.each(probes.map((probe) => [probe.route, probe] as const))(
    'serves %s exactly when the forge has it',
    async (route, probe) => {
      const answer = await send(sandbox, probe);
      if (profile === 'gitea-1.26') {
        expect(answer.status).toBe(200);
        expect(answer.type).toMatch(/^application\/json/);
      } else {
        // an unregistered route is Go's default handler, in plain text
        expect(answer).toEqual({
          status: 404,
          type: 'text/plain; charset=utf-8',
          text: '404 page not found\n',
        });
      }
      expect(sandbox.calls.at(-1)).toMatchObject({ route: profile === 'gitea-1.26' ? route : '(unmatched)' });
    },
  );

  it('still serves the routes Gitea 1.22 had: contents, the repository, the pulls', async () => {
    for (const path of [
      '/repos/alice/hello/contents',
      '/repos/alice/hello/contents/README.md',
      '/repos/alice/hello',
      '/repos/alice/hello/pulls',
    ]) {
      expect((await send(sandbox, { method: 'GET', path })).status, path).toBe(200);
    }
  });

  it('answers GET /version as its forge does', async () => {
    const expected = { 'gitea-1.26': '1.26.0-dev', 'gitea-1.22': '1.22.0', forgejo: '16.0.5+gitea-1.22.0' }[
      profile
    ];
    expect(JSON.parse((await send(sandbox, { method: 'GET', path: '/version' })).text)).toEqual({
      version: expected,
    });
  });

  it('serves Forgejo’s own version route on Forgejo only', async () => {
    const response = await fetch(`${sandbox.origin}/api/forgejo/v1/version`);
    if (profile === 'forgejo') {
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ version: '16.0.5+gitea-1.22.0' });
    } else {
      expect(response.status).toBe(404);
      expect(await response.text()).toBe('404 page not found\n');
    }
  });
});

describe('the profiles', () => {
  it('remove exactly the routes of the seed Gitea added after 1.22', () => {
    expect([...ROUTES_ADDED_AFTER_1_22].sort()).toEqual(probes.map((probe) => probe.route).sort());
  });

  it('default to Gitea 1.26, where switching contents-ext off stands for Gitea 1.24', async () => {
    const sandbox = await startSandbox({ contentsExt: false });
    try {
      expect(sandbox.profile).toBe('gitea-1.26');
      const version = await fetch(`${sandbox.url}/version`).then((r) => r.json());
      expect(version).toEqual({ version: '1.24.6' });
      expect((await send(sandbox, probes[3])).status).toBe(404);
      expect((await send(sandbox, probes[0])).status).toBe(200);
    } finally {
      await sandbox.close();
    }
  });
});
