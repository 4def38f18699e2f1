// The two GraphQL servers measured side by side, each a plain OS process read through /proc: the
// gateway as `npm start` runs it (dist/main.js from its start-up snapshot, production, default logging) and Tailcall
// started by the peer folder's start.sh (which execs it, so the PID is Tailcall's). Neither is
// instrumented: CPU time is the kernel's utime + stime, memory its VmRSS.

import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SNAPSHOT_ENV } from '../../bin/snapshot-blob.mjs';

/** Clock ticks per second of /proc/PID/stat's utime and stime (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

export interface Server {
  name: 'gateway' | 'tailcall';
  url: string;
  pid: number;
  /** spawn to the first answer of a GraphQL query */
  startUpMs: number;
  /** CPU time the process had used by then: start-up's cost, less sensitive to a busy machine */
  startUpCpuMs: number;
  stop(): Promise<void>;
}

/** utime + stime of a process, ms. */
export function cpuMsOf(pid: number): number {
  // The command name may hold spaces; the fields after its closing parenthesis do not.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

export function rssMbOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN) / 1024;
}

/** Peak RSS of a process while `work` runs, sampled every 100 ms. */
export async function withPeakRss<T>(
  pid: number,
  work: () => Promise<T>,
): Promise<{ result: T; peakRssMb: number }> {
  let peakRssMb = rssMbOf(pid);
  const timer = setInterval(() => {
    peakRssMb = Math.max(peakRssMb, rssMbOf(pid));
  }, 100);
  try {
    const result = await work();
    return { result, peakRssMb: Math.max(peakRssMb, rssMbOf(pid)) };
  } finally {
    clearInterval(timer);
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Polls with a query both servers answer until the first answer comes; its time from `started`. */
async function firstAnswer(
  child: ChildProcess,
  url: string,
  query: string,
  started: number,
): Promise<number> {
  const deadline = started + 120_000;
  while (performance.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${url}: the server exited`);
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'token alice-token' },
        body: JSON.stringify({ query }),
      });
      const body = (await response.json()) as { data?: { user?: { login?: string } } };
      if (body.data?.user?.login === 'alice') return performance.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`${url}: no answer within 2 minutes`);
}

function stopper(child: ChildProcess) {
  return async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
}

const FIRST_QUERY = 'query First { user(login: "alice") { login } }';

async function startProcess(
  name: Server['name'],
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  port: number,
): Promise<Server> {
  const started = performance.now();
  const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${port}/graphql`;
  const stop = stopper(child);
  try {
    const startUpMs = await firstAnswer(child, url, FIRST_QUERY, started);
    const pid = child.pid as number;
    return { name, url, pid, startUpMs, startUpCpuMs: cpuMsOf(pid), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * The gateway as `npm start` runs it (`nodeArgs`, from scripts/build.ts's buildAsStarted: dist/main.js
 * from its start-up snapshot), logging as deployed, against the forge at `forgeUrl`.
 */
export async function startGateway(nodeArgs: string[], forgeUrl: string): Promise<Server> {
  const port = await freePort();
  const env = {
    ...SNAPSHOT_ENV,
    ...process.env,
    FORGE_URL: forgeUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
  };
  return startProcess('gateway', process.execPath, nodeArgs, env, port);
}

/** `shared/peers/tailcall/` beside the project root, or null when this checkout has none. */
export function tailcallFolder(): string | null {
  const folder = fileURLToPath(new URL('../../../shared/peers/tailcall/', import.meta.url));
  return existsSync(join(folder, 'start.sh')) ? folder : null;
}

/**
 * Tailcall from a writable copy of the peer folder (start.sh installs the binary and, where the
 * system's glibc is too old, a private one into it once; the copy is kept between runs).
 */
export async function startTailcall(folder: string, forgeUrl: string): Promise<Server> {
  const copy = join(tmpdir(), 'forge-bench-tailcall');
  // The peer folder's files are read-only: replaced one by one, leaving what start.sh installed.
  for (const entry of readdirSync(folder)) rmSync(join(copy, entry), { recursive: true, force: true });
  cpSync(folder, copy, { recursive: true });
  const port = await freePort();
  const env = { ...process.env, TAILCALL_TRACKER: 'false' };
  return startProcess('tailcall', join(copy, 'start.sh'), [forgeUrl, String(port)], env, port);
}
