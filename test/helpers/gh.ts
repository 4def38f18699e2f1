// GitHub's CLI (`gh`, Debian's package) pointed at the gateway as at a GitHub Enterprise host: the
// gateway as `npm start` runs it (shipped.ts) serves HTTPS with a self-signed certificate for
// localhost and 127.0.0.1 that openssl makes for the file, and gh trusts it through SSL_CERT_FILE. gh
// runs with a throwaway config directory and home, no colour, no prompts and no update check, signed
// in through GH_ENTERPRISE_TOKEN as a demo user; `-R localhost:<port>/owner/repo` names a repository.

import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll } from 'vitest';
import type { DemoUser } from './harness.js';
import { type ShippedHarness, startShippedHarness } from './shipped.js';

const run = promisify(execFile);

export interface GhResult {
  code: number;
  stdout: string;
  stderr: string;
}

export interface GhHarness {
  shipped: ShippedHarness;
  /** the gateway's certificate (PEM): what a client other than gh trusts */
  certificate: string;
  /** `localhost:<port>`: GH_HOST, and the host part of `-R` */
  host: string;
  /** `-R localhost:<port>/owner/name` */
  repoFlag(fullName: string): string[];
  /** as a demo user (its token is `<login>-token`), or as one the forge does not know */
  gh(args: readonly string[], as?: DemoUser | 'nobody'): Promise<GhResult>;
  /** gh's stdout as JSON; fails the test with gh's stderr when gh fails */
  ghJson<T = unknown>(args: readonly string[], as?: DemoUser): Promise<T>;
  /** what the forge itself says: a GET of its REST API (`/repos/alice/hello`) as `as` */
  forge<T = unknown>(path: string, as?: DemoUser): Promise<T>;
  /** the forge's answer as text (a diff) */
  forgeText(path: string, as?: DemoUser): Promise<string>;
  close(): Promise<void>;
}

/** A self-signed certificate for localhost and 127.0.0.1, valid for a day. */
async function makeCertificate(dir: string): Promise<{ cert: string; key: string }> {
  const cert = join(dir, 'cert.pem');
  const key = join(dir, 'key.pem');
  await run('openssl', [
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-days',
    '1',
    '-subj',
    '/CN=localhost',
    '-addext',
    'subjectAltName=DNS:localhost,IP:127.0.0.1',
    '-keyout',
    key,
    '-out',
    cert,
  ]);
  return { cert, key };
}

/** `env`: more of the gateway's variables; `log`: keep its log (shipped.ts) */
export async function startGhHarness(
  options: { env?: Record<string, string>; log?: boolean } = {},
): Promise<GhHarness> {
  const dir = await mkdtemp(join(tmpdir(), 'gh-gateway-'));
  const { cert, key } = await makeCertificate(dir);
  const shipped = await startShippedHarness({
    env: { ...options.env, TLS_CERT: cert, TLS_KEY: key },
    log: options.log,
  });
  const host = `localhost:${new URL(shipped.url).port}`;
  const forgeUrl = shipped.sandbox.url;
  const env = (as: string) => ({
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: dir,
    GH_CONFIG_DIR: join(dir, 'gh'),
    GH_HOST: host,
    GH_ENTERPRISE_TOKEN: `${as}-token`,
    SSL_CERT_FILE: cert,
    NO_COLOR: '1',
    GH_PROMPT_DISABLED: '1',
    GH_NO_UPDATE_NOTIFIER: '1',
    GH_PAGER: 'cat',
  });
  const gh = async (args: readonly string[], as: DemoUser | 'nobody' = 'alice'): Promise<GhResult> => {
    try {
      const { stdout, stderr } = await run('gh', [...args], { env: env(as), cwd: dir, timeout: 30_000 });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code?: number; stdout?: string; stderr?: string };
      return {
        code: typeof failed.code === 'number' ? failed.code : -1,
        stdout: failed.stdout ?? '',
        stderr: failed.stderr ?? '',
      };
    }
  };
  const forgeCall = async (path: string, as: DemoUser) => {
    const response = await fetch(`${forgeUrl}${path}`, { headers: { authorization: `token ${as}-token` } });
    if (!response.ok) throw new Error(`the forge answered ${response.status} to GET ${path}`);
    return response;
  };
  return {
    shipped,
    certificate: await readFile(cert, 'utf8'),
    host,
    repoFlag: (fullName) => ['-R', `${host}/${fullName}`],
    gh,
    async ghJson<T>(args: readonly string[], as?: DemoUser) {
      const result = await gh(args, as);
      if (result.code !== 0)
        throw new Error(`gh ${args.join(' ')} failed (${result.code}): ${result.stderr}`);
      return JSON.parse(result.stdout) as T;
    },
    forge: async <T>(path: string, as: DemoUser = 'alice') => (await (await forgeCall(path, as)).json()) as T,
    forgeText: async (path, as = 'alice') => (await forgeCall(path, as)).text(),
    async close() {
      await shipped.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * One gateway and sandbox for the test file: started before its tests, closed after them. The answer
 * stands for the harness once started (its fields are read at each use).
 */
export function useGhHarness(options: Parameters<typeof startGhHarness>[0] = {}): GhHarness {
  let started: GhHarness | undefined;
  beforeAll(async () => {
    started = await startGhHarness(options);
  }, 120_000);
  afterAll(() => started?.close());
  return new Proxy({} as GhHarness, {
    get: (_, key) => {
      if (!started) throw new Error('the gh harness is not started yet');
      return started[key as keyof GhHarness];
    },
  });
}

/** A list ordered by its items' numbers: gh and the forge may order issues differently. */
export const byNumber = <T extends { number: number }>(list: readonly T[]) =>
  [...list].sort((a, b) => a.number - b.number);
