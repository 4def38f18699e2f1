// `npm start` against a forge that cannot be reached: one warning line, and the gateway serves anyway.
// `npm run sandbox -- --profile <name>`: the sandbox alone, standing for another forge.

import { describe, expect, it } from 'vitest';
import { startSandbox } from '../../../src/sandbox/server.js';
import { LISTENING, launch } from '../../helpers/process.js';

describe('npm start with an unreachable forge', () => {
  it('prints one warning line naming the forge and keeps serving', async () => {
    const sandbox = await startSandbox();
    const forgeUrl = sandbox.url;
    await sandbox.close(); // nothing listens on its port any more
    const gateway = launch(['--import', 'tsx', 'src/start/main.ts'], {
      FORGE_URL: forgeUrl,
      PORT: '0',
      UPSTREAM_RETRIES: '0',
    });
    const [, url] = await gateway.waitFor(() => LISTENING.exec(gateway.output().stdout));
    const warning = await gateway.waitFor(() => {
      const lines = gateway
        .output()
        .stderr.split('\n')
        .filter((line) => line.startsWith('warning:'));
      return lines.length > 0 && lines;
    });
    expect(warning).toEqual([
      expect.stringContaining(`warning: the forge at ${forgeUrl} cannot be reached (`),
    ]);
    const health = await fetch(new URL('/healthz', url as string));
    expect(health.status).toBe(200);
    const result = await fetch(url as string, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ repository(owner: "alice", name: "hello") { name } }' }),
    }).then((r) => r.json());
    expect(result.data).toEqual({ repository: null });
    expect(result.errors[0].extensions.code).toBe('UPSTREAM_UNAVAILABLE');
  });
});

describe('npm run sandbox --profile', () => {
  const sandboxMain = (args: string[]) =>
    launch(['--import', 'tsx', 'src/sandbox/main.ts', ...args], { SANDBOX_PORT: '0' });

  it('serves the forge the profile names, and says which', async () => {
    const sandbox = sandboxMain(['--profile', 'forgejo']);
    const [, url] = await sandbox.waitFor(() =>
      /Sandbox forge \(forgejo\): (\S+)/.exec(sandbox.output().stdout),
    );
    expect(await fetch(`${url}/version`).then((r) => r.json())).toEqual({ version: '16.0.5+gitea-1.22.0' });
    const jobs = await fetch(`${url}/user/actions/jobs`, { headers: { authorization: 'token alice-token' } });
    expect([jobs.status, await jobs.text()]).toEqual([404, '404 page not found\n']);
    sandbox.child.kill('SIGTERM');
    expect(await sandbox.exited).toBe(0);
  });

  it('refuses an unknown profile with one line naming the known ones, and exit code 2', async () => {
    const sandbox = sandboxMain(['--profile=gitea-1.0']);
    expect(await sandbox.exited).toBe(2);
    expect(sandbox.output().stderr.trim()).toBe(
      '--profile must be one of gitea-1.26, gitea-1.22, forgejo, got "gitea-1.0"',
    );
  });
});
