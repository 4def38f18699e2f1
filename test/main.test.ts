// `npm start` as a newcomer runs it: the process, its output and its GraphiQL page.

import { type ChildProcess, spawn } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGTERM');
});

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    env: { ...process.env, FORGE_URL: '', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk) => (stdout += chunk));
  child.stderr?.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const output = () => ({ stdout, stderr });
  const waitFor = async (pattern: RegExp) => {
    for (let i = 0; i < 200; i++) {
      const match = pattern.exec(stdout);
      if (match) return match;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no ${pattern} in output: ${stdout}${stderr}`);
  };
  return { child, exited, output, waitFor };
}

describe('npm start', () => {
  it('starts the demo sandbox without FORGE_URL and serves GraphiQL and queries', async () => {
    const gateway = start({});
    const [, url] = (await gateway.waitFor(/GraphQL gateway on (http:\/\/\S+\/graphql)/)) ?? [];
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
