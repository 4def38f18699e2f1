// `npm start` as a newcomer runs it: the process, its output and its GraphiQL page.

import { describe, expect, it } from 'vitest';
import { bannerOf, launch } from '../helpers/process.js';

function start(env: Record<string, string>) {
  return launch(['--import', 'tsx', 'src/start/main.ts'], { FORGE_URL: '', PORT: '0', ...env });
}

describe('npm start', () => {
  it('starts the demo sandbox without FORGE_URL and serves GraphiQL and queries', async () => {
    const gateway = start({});
    const url = await bannerOf(gateway);
    expect(gateway.output().stdout).toMatch(/alice-password/);
    expect(gateway.output().stdout).toContain('token alice-token');
    expect(gateway.output().stdout).toContain('--cors-origins http://localhost:5173');
    const page = await fetch(url, { headers: { accept: 'text/html' } });
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(await page.text()).toMatch(/graphiql/i);
    const result = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'token alice-token' },
      body: JSON.stringify({ query: '{ viewer { login } }' }),
    }).then((r) => r.json());
    // the shipped start reports extensions.cost: compare the data
    expect(result).toMatchObject({ data: { viewer: { login: 'alice' } } });
  });

  it('names no demo credentials when it fronts a forge of its own', async () => {
    const { startSandbox } = await import('../../src/sandbox/server.js');
    const forge = await startSandbox();
    try {
      const gateway = start({ FORGE_URL: forge.url, CORS_ORIGINS: 'http://127.0.0.1:5173' });
      await bannerOf(gateway);
      const { stdout } = gateway.output();
      expect(stdout).not.toMatch(/alice-token|alice-password/);
      expect(stdout).toContain('Authorization: token <your token>');
      expect(stdout).toContain('Browser pages on http://127.0.0.1:5173 may call it');
      gateway.child.kill();
    } finally {
      await forge.close();
    }
  });

  it('rejects a bad FORGE_URL with one clear line', async () => {
    const gateway = start({ FORGE_URL: 'ftp://example.com' });
    expect(await gateway.exited).toBe(2);
    expect(gateway.output().stderr.trim()).toBe(
      'configuration error: FORGE_URL must be http or https, not ftp',
    );
  });

  it('rejects a bad PORT with one clear line', async () => {
    const gateway = start({ PORT: 'eighty' });
    expect(await gateway.exited).toBe(2);
    expect(gateway.output().stderr.trim()).toMatch(/^configuration error: PORT must be a whole number/);
  });
});
