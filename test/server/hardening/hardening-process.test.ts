// The real gateway process (`node src/main.ts`) in front of a sandbox forge started here: it
// survives a stray promise rejection, and on SIGTERM it finishes the request in flight, refuses
// new connections and exits 0, or cuts requests at SHUTDOWN_TIMEOUT_MS and exits 1.

import { EventEmitter } from 'node:events';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Sandbox, startSandbox } from '../../../src/sandbox/server.js';
import { guardProcess } from '../../../src/start/shutdown.js';
import { captureLog } from '../../helpers/log-capture.js';
import { LISTENING, launch } from '../../helpers/process.js';

const SLOW_QUERY = JSON.stringify({ query: '{ repository(owner: "alice", name: "hello") { fullName } }' });
const SLOWER_QUERY = JSON.stringify({ query: '{ user(login: "bob") { login } }' });
let sandbox: Sandbox;
// Two processes, started together since each takes a second or two: one with the default shutdown
// bound, one with a bound of 300 ms.
let gateway: Gateway;
let bounded: Gateway;
beforeAll(async () => {
  sandbox = await startSandbox();
  [gateway, bounded] = await Promise.all([startGateway(), startGateway({ SHUTDOWN_TIMEOUT_MS: '300' })]);
});
afterAll(async () => {
  await sandbox.close();
});

async function startGateway(env: Record<string, string> = {}) {
  const launched = launch(
    ['--import', 'tsx', '--import', './test/helpers/stray-rejection.ts', 'src/start/main.ts'],
    {
      FORGE_URL: sandbox.url,
      PORT: '0',
      LOG_LEVEL: 'info',
      // answers as graphql-js gives them, without `extensions.cost`
      REPORT_COST: 'false',
      ...env,
    },
  );
  const { child, exited, waitFor } = launched;
  const printed = () => launched.output().stdout + launched.output().stderr;
  const logged = () =>
    printed()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  const [, url] = await waitFor(() => LISTENING.exec(launched.output().stdout));
  const post = (body: string) =>
    fetch(url as string, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'token alice-token' },
      body,
    });
  return { child, url: new URL(url as string), exited, logged, waitFor, post };
}

type Gateway = Awaited<ReturnType<typeof startGateway>>;

/** Whether a new TCP connection to the gateway's port is accepted. */
function accepts(url: URL): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(Number(url.port), url.hostname);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

const arrived = (process: Gateway, route: string) =>
  process.waitFor(() => sandbox.calls.some((call) => call.route === route));

describe('the gateway process', () => {
  it('logs an unhandled rejection and keeps serving', async () => {
    gateway.child.kill('SIGUSR2');
    const [entry] = (await gateway.waitFor(() => {
      const found = gateway.logged().filter((line) => line.msg === 'unhandled rejection; still serving');
      return found.length ? found : null;
    })) as Record<string, unknown>[];
    expect(entry).toMatchObject({ level: 50, err: { message: 'stray rejection, raised by the test' } });
    const answer = await gateway.post(JSON.stringify({ query: '{ viewer { login } }' }));
    expect(await answer.json()).toEqual({ data: { viewer: { login: 'alice' } } });
    expect(gateway.child.exitCode).toBeNull();
  });

  it('on SIGTERM finishes the slow request in flight, refuses new connections and exits 0', async () => {
    sandbox.clearCalls();
    sandbox.faults.setLatency('GET /repos/{owner}/{repo}', 800);
    try {
      const slow = gateway.post(SLOW_QUERY);
      await arrived(gateway, 'GET /repos/{owner}/{repo}');
      gateway.child.kill('SIGTERM');
      await gateway.waitFor(() =>
        gateway.logged().some((line) => String(line.msg).startsWith('shutdown: refusing')),
      );
      expect(await accepts(gateway.url)).toBe(false);
      expect(await (await slow).json()).toEqual({ data: { repository: { fullName: 'alice/hello' } } });
      expect(await gateway.exited).toBe(0);
      expect(gateway.logged().find((line) => line.msg === 'shutdown: done')).toMatchObject({ forced: false });
    } finally {
      sandbox.faults.clear();
    }
  });
});

describe('a request longer than the shutdown bound', () => {
  it('cuts a request still running at SHUTDOWN_TIMEOUT_MS and exits 1', async () => {
    sandbox.clearCalls();
    sandbox.faults.setLatency('GET /users/{username}', 5_000);
    try {
      const slow = bounded.post(SLOWER_QUERY).then(
        () => 'answered',
        () => 'connection closed',
      );
      await arrived(bounded, 'GET /users/{username}');
      const started = performance.now();
      bounded.child.kill('SIGTERM');
      expect(await slow).toBe('connection closed');
      expect(await bounded.exited).toBe(1);
      expect(performance.now() - started).toBeLessThan(3_000);
    } finally {
      sandbox.faults.clear();
    }
  });
});

describe('the process guards', () => {
  it('drain and exit 1 on an uncaught exception, since shared state may be half-updated', () => {
    const log = captureLog();
    const target = new EventEmitter();
    const shutdowns: [string, number][] = [];
    guardProcess(
      log.logger,
      (reason, code) => shutdowns.push([reason, code]),
      target as unknown as NodeJS.Process,
    );
    target.emit('unhandledRejection', new Error('one request’s bug'));
    expect(shutdowns).toEqual([]);
    target.emit('uncaughtException', new Error('state unknown'));
    expect(shutdowns).toEqual([['uncaughtException', 1]]);
    expect(log.entries().map((entry) => [entry.level, entry.msg])).toEqual([
      [50, 'unhandled rejection; still serving'],
      [60, 'uncaught exception; shutting down'],
    ]);
  });
});
