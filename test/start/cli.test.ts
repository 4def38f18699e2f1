// The `forge-graphql-gateway` command (bin/), run as a user runs it, and its flag parsing.

import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { nearestFlag, OPTIONS, parseCommandLine } from '../../src/start/cli.js';
import { ConfigError } from '../../src/start/config.js';
import { freePort } from '../helpers/live.js';
import { launch } from '../helpers/process.js';
import { useFileSandbox } from '../helpers/sandbox-client.js';

const BIN = 'bin/forge-graphql-gateway.js';
const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

function launchCommand(args: string[], env: Record<string, string> = {}) {
  return launch([BIN, ...args], { FORGE_URL: '', PORT: '', ...env });
}

async function waitUntilHealthy(origin: string): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const healthy = await fetch(`${origin}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${origin} never became healthy`);
}

describe.concurrent('the forge-graphql-gateway command', () => {
  it('prints its usage with every flag and variable for --help, and exits 0', async () => {
    const command = launchCommand(['--help']);
    expect(await command.exited).toBe(0);
    const { stdout } = command.output();
    expect(stdout).toMatch(/^Usage: forge-graphql-gateway \[options\]/);
    for (const flag of [
      '--forge-url <url>',
      '--port <port>',
      '--host',
      '--persisted-only',
      '--max-page-size',
    ]) {
      expect(stdout).toContain(flag);
    }
    for (const option of OPTIONS) expect(stdout).toContain(option.env);
  });

  it('prints the package version for --version', async () => {
    const command = launchCommand(['--version']);
    expect(await command.exited).toBe(0);
    expect(command.output().stdout.trim()).toBe(`forge-graphql-gateway ${version}`);
  });

  // biome-ignore format: a table, one row a line
  it.each([
    ['a bad --port with one line naming the flag', ['--port', 'eighty'], '--port must be a whole number from 0 to 65535, got "eighty"'],
    ['an unknown flag with one line that suggests the nearest one', ['--prot', '4000'], 'unknown option --prot; did you mean --port? (see --help)'],
  ])('rejects %s, and exit code 2', async (_what, args, message) => {
    const command = launchCommand(args);
    expect(await command.exited).toBe(2);
    expect(command.output().stderr).toBe(`configuration error: ${message}\n`);
  });

  it('stops with one line and exit code 2 when the TLS files cannot be read or hold no certificate', async () => {
    const missing = launchCommand([
      '--tls-cert',
      '/nonexistent/cert.pem',
      '--tls-key',
      '/nonexistent/key.pem',
    ]);
    const notPem = launchCommand(['--tls-cert', BIN, '--tls-key', BIN]);
    expect(await missing.exited).toBe(2);
    expect(missing.output().stderr).toMatch(/^configuration error: TLS_CERT cannot be read: ENOENT[^\n]*\n$/);
    expect(await notPem.exited).toBe(2);
    expect(notPem.output().stderr).toMatch(
      /^configuration error: TLS_CERT and TLS_KEY are no certificate and its key: [^\n]*\n$/,
    );
  });

  it('answers a busy port with one line that suggests --port, and exit code 1', async () => {
    const busy = createServer();
    await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
    const { port } = busy.address() as AddressInfo;
    try {
      const command = launchCommand(['--port', String(port)]);
      expect(await command.exited).toBe(1);
      const lines = command.output().stderr.trim().split('\n');
      expect(lines.at(-1)).toBe(
        `port ${port} on 127.0.0.1 is already in use: start with --port <another port> (or --port 0 for any free one)`,
      );
      expect(command.output().stderr).not.toMatch(/EADDRINUSE|at Server/);
    } finally {
      await new Promise<void>((resolve) => busy.close(() => resolve()));
    }
  });

  describe('serving', () => {
    const sandbox = useFileSandbox();

    it('takes its flags over their variables', async () => {
      const port = await freePort();
      const command = launchCommand(
        ['--port', String(port), '--forge-url', sandbox.url, '--max-page-size', '7'],
        {
          PORT: 'not a port',
          FORGE_URL: 'ftp://not-a-forge',
          MAX_PAGE_SIZE: '500',
        },
      );
      const origin = `http://127.0.0.1:${port}`;
      await Promise.race([
        waitUntilHealthy(origin),
        command.exited.then((code) => {
          throw new Error(`exited with ${code}: ${command.output().stderr}`);
        }),
      ]);
      const ask = (first: number) =>
        fetch(`${origin}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            query: `{ repository(owner: "alice", name: "hello") { pullRequests(first: ${first}) { totalCount } } }`,
          }),
        }).then((response) => response.json() as Promise<{ data?: unknown; errors?: { message: string }[] }>);
      expect((await ask(7)).data).toEqual({ repository: { pullRequests: { totalCount: 3 } } });
      expect((await ask(8)).errors?.[0]?.message).toBe('`first` may be at most 7, got 8');
      expect((await fetch(`${origin}/readyz`)).status).toBe(200);
    });
  });
});

describe('nearestFlag', () => {
  it('suggests a flag one or two typos away, and nothing for a word that is no flag', () => {
    expect(nearestFlag('--prot')).toBe('--port');
    expect(nearestFlag('--forge-ulr')).toBe('--forge-url');
    expect(nearestFlag('--cors-origin')).toBe('--cors-origins');
    expect(nearestFlag('--banana')).toBeUndefined();
  });
});

describe('parseCommandLine', () => {
  const serve = (argv: string[], env: Record<string, string> = {}) => {
    const command = parseCommandLine(argv, env);
    if (command.kind !== 'serve') throw new Error('expected a configuration');
    return command.config;
  };

  it('reads each setting from its variable when no flag is given', () => {
    expect(
      serve([], { PORT: '5000', HOST: '0.0.0.0', MAX_PAGE_SIZE: '20', PERSISTED_ONLY: 'true' }),
    ).toMatchObject({ port: 5000, host: '0.0.0.0', maxPageSize: 20, persistedOnly: true });
  });

  it('lets every flag beat its variable', () => {
    const config = serve(
      ['--port=5001', '--host', '::1', '--max-page-size', '30', '--forge-url', 'https://git.example.com'],
      { PORT: '5000', HOST: '0.0.0.0', MAX_PAGE_SIZE: '20', FORGE_URL: 'https://other.example.com' },
    );
    expect(config).toMatchObject({
      port: 5001,
      host: '::1',
      maxPageSize: 30,
      forgeUrl: 'https://git.example.com/api/v1',
    });
    expect(serve(['--persisted-only'], { PERSISTED_ONLY: 'false' }).persistedOnly).toBe(true);
  });

  it('names the variable when the bad value came from the environment', () => {
    expect(() => serve(['--port', '1'], { MAX_PAGE_SIZE: '0' })).toThrow(
      /^MAX_PAGE_SIZE must be a whole number/,
    );
  });

  it('refuses a flag without a value and positional arguments', () => {
    expect(() => serve(['--port='])).toThrow(new ConfigError('--port needs a value (see --help)'));
    expect(() => serve(['--port'])).toThrow(/--port <value>' argument missing/);
    expect(() => serve(['serve'])).toThrow(/Unexpected argument 'serve'/);
  });
});
