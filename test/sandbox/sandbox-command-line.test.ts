import { describe, expect, it } from 'vitest';
import { parseSandboxCommandLine, SandboxArgumentError } from '../../src/sandbox/command-line.js';
import { freePort } from '../helpers/live.js';
import { launch } from '../helpers/process.js';

describe('the sandbox’s command line', () => {
  it('takes the port from --port over SANDBOX_PORT, from SANDBOX_PORT without it, and 3000 by default', () => {
    expect(parseSandboxCommandLine(['--port', '3100'], { SANDBOX_PORT: '3200' })).toEqual({
      port: 3100,
      host: '127.0.0.1',
      profile: 'gitea-1.26',
    });
    expect(parseSandboxCommandLine(['--port=0', '--profile', 'forgejo'], {})).toEqual({
      port: 0,
      host: '127.0.0.1',
      profile: 'forgejo',
    });
    expect(parseSandboxCommandLine([], { SANDBOX_PORT: '3200' }).port).toBe(3200);
    expect(parseSandboxCommandLine([], {}).port).toBe(3000);
  });

  it('takes the address from --host over SANDBOX_HOST, and loopback by default', () => {
    expect(parseSandboxCommandLine(['--host', '0.0.0.0'], { SANDBOX_HOST: '::' }).host).toBe('0.0.0.0');
    expect(parseSandboxCommandLine([], { SANDBOX_HOST: '::' }).host).toBe('::');
    expect(parseSandboxCommandLine([], {}).host).toBe('127.0.0.1');
  });

  it('names the flag or the variable a bad port came from', () => {
    expect(() => parseSandboxCommandLine(['--port', 'eighty'], {})).toThrow(
      new SandboxArgumentError('--port must be a whole number from 0 to 65535, got "eighty"'),
    );
    expect(() => parseSandboxCommandLine([], { SANDBOX_PORT: '70000' })).toThrow(
      new SandboxArgumentError('SANDBOX_PORT must be a whole number from 0 to 65535, got "70000"'),
    );
    expect(() => parseSandboxCommandLine(['--prot', '1'], {})).toThrow(
      'unknown argument "--prot"; the sandbox takes --port <port>, --host <address> and --profile <gitea-1.26|gitea-1.22|forgejo>',
    );
  });

  it('serves on the port its --port flag names, whatever SANDBOX_PORT says', async () => {
    const port = await freePort();
    const sandbox = launch(['--import', 'tsx', 'src/sandbox/main.ts', '--port', String(port)], {
      SANDBOX_PORT: '1',
    });
    const url = await sandbox.waitFor(
      () => /Sandbox forge \(gitea-1\.26\): (\S+)/.exec(sandbox.output().stdout)?.[1],
    );
    expect(url).toBe(`http://127.0.0.1:${port}/api/v1`);
    expect(await fetch(`${url}/version`).then((response) => response.json())).toEqual({
      version: '1.26.0-dev',
    });
    sandbox.child.kill('SIGTERM');
    expect(await sandbox.exited).toBe(0);
  });

  it('stops with one line and exit code 2 on a bad --port', async () => {
    const sandbox = launch(['--import', 'tsx', 'src/sandbox/main.ts', '--port', 'eighty']);
    expect(await sandbox.exited).toBe(2);
    expect(sandbox.output().stderr).toBe('--port must be a whole number from 0 to 65535, got "eighty"\n');
  });
});
