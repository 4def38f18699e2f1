// `npm start` as a newcomer runs it: the process, its output and its GraphiQL page.

import { describe, expect, it } from 'vitest';
import { LISTENING, launch } from './helpers/process.js';

function start(env: Record<string, string>) {
  return launch(['--import', 'tsx', 'src/main.ts'], { FORGE_URL: '', PORT: '0', ...env });
}

describe('npm start', () => {
  it('starts the demo sandbox without FORGE_URL and serves GraphiQL and queries', async () => {
    const gateway = start({});
    const [, url] = await gateway.waitFor(() => LISTENING.exec(gateway.output().stdout));
    expect(gateway.output().stdout).toMatch(/alice-password/);
    const page = await fetch(url as string, { headers: { accept: 'text/html' } });
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(await page.text()).toMatch(/graphiql/i);
    const result = await fetch(url as string, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'token alice-token' },
      body: JSON.stringify({ query: '{ viewer { login } }' }),
    }).then((r) => r.json());
    expect(result).toEqual({ data: { viewer: { login: 'alice' } } });
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
