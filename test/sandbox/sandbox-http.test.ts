import { request } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Sandbox, startSandbox } from '../../src/sandbox/server.js';

let sb: Sandbox;

beforeAll(async () => {
  sb = await startSandbox();
});

afterAll(async () => {
  await sb.close();
});

beforeEach(() => {
  sb.faults.clear();
  sb.clearCalls();
});

function get(path: string, headers: Record<string, string> = {}) {
  return fetch(`${sb.url}${path}`, { headers });
}

/** fetch resolves `%2E%2E` like `..` before sending; node:http sends the path exactly as written. */
function rawGet(path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(sb.origin);
    const req = request({ hostname, port, path: `/api/v1${path}` }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const basic = (user: string, password: string) => ({
  Authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`,
});

describe('routing', () => {
  it('serves a repository with Go-style JSON headers and a trailing newline', async () => {
    const res = await get('/repos/alice/hello');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json;charset=utf-8');
    const text = await res.text();
    expect(text.endsWith('}\n')).toBe(true);
    const repo = JSON.parse(text);
    expect(repo).toMatchObject({
      id: 1,
      full_name: 'alice/hello',
      html_url: `${sb.origin}/alice/hello`,
      url: `${sb.url}/repos/alice/hello`,
      default_branch: 'main',
      permissions: { admin: false, push: false, pull: true },
      internal_tracker: { enable_time_tracker: true, enable_issue_dependencies: true },
    });
    expect(repo.owner.login).toBe('alice');
  });

  it('keeps an encoded slash inside one segment instead of reaching another route', async () => {
    const res = await get('/repos/alice/hello%2Fcontents');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ errors: null, message: 'not found', url: `${sb.origin}/api/swagger` });
    expect(sb.calls.at(-1)?.route).toBe('GET /repos/{owner}/{repo}');
  });

  it('treats an owner spelled %2E%2E as a name, which does not exist', async () => {
    const owner = await rawGet('/repos/%2E%2E/hello');
    expect(owner.status).toBe(404);
    expect(JSON.parse(owner.body)).toMatchObject({
      message: 'GetUserByName',
      errors: ['user redirect does not exist [name: ..]'],
    });
    const repo = await rawGet('/repos/alice/%2E%2E');
    expect(repo.status).toBe(404);
    expect(JSON.parse(repo.body).message).toBe('not found');
    expect(sb.calls.map((c) => c.path)).toEqual(['/repos/%2E%2E/hello', '/repos/alice/%2E%2E']);
  });

  it('answers an unknown route with a plain-text 404 like Go', async () => {
    const res = await get('/repos/alice/hello/nothing-here');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await res.text()).toBe('404 page not found\n');
    expect(sb.calls.at(-1)?.route).toBe('(unmatched)');
  });

  it('answers a wrong method on an existing path with an empty 405', async () => {
    const res = await fetch(`${sb.url}/repos/alice/hello`, { method: 'PUT' });
    expect(res.status).toBe(405);
    expect(await res.text()).toBe('');
  });

  it('removes repeated and trailing slashes before routing', async () => {
    const res = await get('//repos//alice/hello/');
    expect(res.status).toBe(200);
    expect(sb.calls.at(-1)?.route).toBe('GET /repos/{owner}/{repo}');
  });

  it('gives a file path the rest of the URL, decoded segment by segment', async () => {
    const res = await get('/repos/alice/hello/contents/src/main.ts');
    expect(res.status).toBe(200);
    expect((await res.json()).path).toBe('src/main.ts');
    expect((await get('/repos/alice/hello/contents/src%2Fmain.ts')).status).toBe(200);
  });
});

describe('authentication', () => {
  it('accepts Basic with a password', async () => {
    const res = await get('/user', basic('alice', 'alice-password'));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ login: 'alice', email: 'alice@example.com', is_admin: false });
  });

  it('accepts a token as the Basic username with an empty password, or as the password', async () => {
    expect((await get('/user', basic('bob-token', ''))).status).toBe(200);
    const res = await get('/user', basic('whoever', 'bob-token'));
    expect((await res.json()).login).toBe('bob');
  });

  it('accepts the token and Bearer schemes in any case', async () => {
    expect((await (await get('/user', { Authorization: 'token carol-token' })).json()).login).toBe('carol');
    expect((await (await get('/user', { Authorization: 'BEARER carol-token' })).json()).login).toBe('carol');
  });

  it('rejects bad credentials with 401 even on a public endpoint', async () => {
    for (const headers of [basic('alice', 'wrong'), { Authorization: 'token nope' }]) {
      const res = await get('/repos/alice/hello', headers);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({
        message: 'invalid username, password or token',
        url: `${sb.origin}/api/swagger`,
      });
    }
  });

  it('asks anonymous callers of token-only endpoints for a token', async () => {
    const res = await get('/user');
    expect(res.status).toBe(401);
    expect((await res.json()).message).toBe('token is required');
  });

  it('lets anonymous callers read public data with a placeholder email', async () => {
    const res = await get('/users/alice');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ login: 'alice', email: 'alice@noreply.localhost' });
  });

  it('hides a private repository from anonymous callers and non-collaborators', async () => {
    expect((await get('/repos/alice/secret')).status).toBe(404);
    const bob = await get('/repos/alice/secret', { Authorization: 'token bob-token' });
    expect(bob.status).toBe(404);
    expect(await bob.json()).toEqual({ errors: null, message: 'not found', url: `${sb.origin}/api/swagger` });
    const alice = await get('/repos/alice/secret', { Authorization: 'token alice-token' });
    expect(alice.status).toBe(200);
    expect((await alice.json()).permissions).toEqual({ admin: true, push: true, pull: true });
  });

  it('lets only site admins use sudo', async () => {
    const asAdmin = await get('/user?sudo=carol', { Authorization: 'token admin-token' });
    expect((await asAdmin.json()).login).toBe('carol');
    const asAlice = await get('/user?sudo=carol', { Authorization: 'token alice-token' });
    expect(asAlice.status).toBe(403);
    expect(await asAlice.json()).toEqual({ message: 'Only administrators allowed to sudo.' });
  });
});

describe('call log', () => {
  it('records method, route template, raw path, query, status, user and request id', async () => {
    await fetch(`${sb.url}/repos/alice/many-prs/pulls?state=open&labels=1&labels=2`, {
      headers: { Authorization: 'token bob-token', 'X-Request-Id': 'req-42' },
    });
    await get('/repos/alice/nothing');
    expect(sb.calls).toEqual([
      {
        method: 'GET',
        route: 'GET /repos/{owner}/{repo}/pulls',
        path: '/repos/alice/many-prs/pulls',
        query: { state: 'open', labels: ['1', '2'] },
        status: 200,
        user: 'bob',
        requestId: 'req-42',
      },
      {
        method: 'GET',
        route: 'GET /repos/{owner}/{repo}',
        path: '/repos/alice/nothing',
        query: {},
        status: 404,
        user: null,
      },
    ]);
  });

  it('is served and cleared over HTTP without logging itself', async () => {
    await get('/version');
    const log = await (await fetch(`${sb.origin}/_sandbox/calls`)).json();
    expect(log).toHaveLength(1);
    expect(log[0].route).toBe('GET /version');
    expect((await fetch(`${sb.origin}/_sandbox/calls`, { method: 'DELETE' })).status).toBe(204);
    expect(sb.calls).toHaveLength(0);
  });
});

describe('faults', () => {
  it('delays the matching route only', async () => {
    sb.faults.setLatency('GET /version', 150);
    let start = Date.now();
    await get('/version');
    expect(Date.now() - start).toBeGreaterThanOrEqual(140);
    start = Date.now();
    await get('/repos/alice/hello');
    expect(Date.now() - start).toBeLessThan(140);
  });

  it('injects a status a given number of times, then handles normally', async () => {
    sb.faults.injectStatus('GET /repos/{owner}/{repo}', 503, { times: 2 });
    const first = await get('/repos/alice/hello');
    expect(first.status).toBe(503);
    expect(await first.json()).toEqual({ message: 'injected', url: `${sb.origin}/api/swagger` });
    expect((await get('/repos/alice/hello')).status).toBe(503);
    expect((await get('/repos/alice/hello')).status).toBe(200);
    expect(sb.calls.map((c) => c.status)).toEqual([503, 503, 200]);
  });

  it('injects a custom body on every route with the wildcard', async () => {
    sb.faults.injectStatus('*', 502, { times: 1, body: { message: 'bad gateway' } });
    const res = await get('/version');
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ message: 'bad gateway' });
  });

  it('resets the connection before handling: nothing changes', async () => {
    sb.faults.resetConnection('POST /user/hooks', { times: 1 });
    const body = JSON.stringify({
      type: 'gitea',
      config: { url: 'https://example.com/hook', content_type: 'json' },
    });
    const request = () =>
      fetch(`${sb.url}/user/hooks`, {
        method: 'POST',
        headers: { Authorization: 'token carol-token', 'Content-Type': 'application/json' },
        body,
      });
    const before = sb.store.hooks.length;
    await expect(request()).rejects.toThrow();
    expect(sb.store.hooks.length).toBe(before);
    expect((await request()).status).toBe(201);
    expect(sb.store.hooks.length).toBe(before + 1);
  });

  it('resets the connection after handling: the change happened but no answer came', async () => {
    sb.faults.resetConnection('POST /user/hooks', { times: 1, afterHandling: true });
    const before = sb.store.hooks.length;
    const attempt = fetch(`${sb.url}/user/hooks`, {
      method: 'POST',
      headers: { Authorization: 'token carol-token', 'Content-Type': 'application/json' },
      body: JSON.stringify({
        type: 'gitea',
        config: { url: 'https://example.com/h2', content_type: 'form' },
      }),
    });
    await expect(attempt).rejects.toThrow();
    expect(sb.store.hooks.length).toBe(before + 1);
    expect(sb.calls.at(-1)).toMatchObject({ route: 'POST /user/hooks', status: 0 });
  });

  it('takes knobs over HTTP for a standalone sandbox', async () => {
    const res = await fetch(`${sb.origin}/_sandbox/faults`, {
      method: 'POST',
      body: JSON.stringify({ status: [{ route: 'GET /version', status: 500, times: 1 }] }),
    });
    expect(res.status).toBe(200);
    expect((await get('/version')).status).toBe(500);
    expect((await get('/version')).status).toBe(200);
  });
});
