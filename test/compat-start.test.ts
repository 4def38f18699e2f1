// `npm start` against a forge that cannot be reached: one warning line, and the gateway serves anyway.

import { describe, expect, it } from 'vitest';
import { startSandbox } from '../src/sandbox/server.js';
import { LISTENING, launch } from './helpers/process.js';

describe('npm start with an unreachable forge', () => {
  it('prints one warning line naming the forge and keeps serving', async () => {
    const sandbox = await startSandbox();
    const forgeUrl = sandbox.url;
    await sandbox.close(); // nothing listens on its port any more
    const gateway = launch(['--import', 'tsx', 'src/main.ts'], {
      FORGE_URL: forgeUrl,
      PORT: '0',
      UPSTREAM_RETRIES: '0',
    });
    const [, url] = await gateway.waitFor(() => LISTENING.exec(gateway.output().stdout));
    const warning = await gateway.waitFor(() =>
      gateway
        .output()
        .stderr.split('\n')
        .filter((line) => line.startsWith('warning:')),
    );
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
