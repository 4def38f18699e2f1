// `npx tsx bench/tracing-cost.ts [requests] [rounds]`: what tracing costs. The production bundle runs
// the repository overview (the benchmark's cheapest read, so the one where a fixed cost per request
// weighs most) against the sandbox forge, in turns with tracing off and with tracing on, sampling
// and exporting every span to an OTLP/HTTP receiver here; the gateway's own CPU time (user + system,
// from /proc) is divided by the requests answered. Prints each round and the medians.

import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildProduction } from '../scripts/build.js';
import { readManifest } from '../src/persisted/manifest.js';
import { startSandbox } from '../src/sandbox/server.js';

const REQUESTS = Number(process.argv[2] ?? 3000);
const ROUNDS = Number(process.argv[3] ?? 3);
const CONNECTIONS = 8;
const WARM_UP = 500;
const CLOCK_TICKS_PER_SECOND = 100;

const overview = readManifest()?.operations.find((operation) => operation.name === 'RepositoryOverview');
if (!overview) throw new Error('operations/manifest.json has no RepositoryOverview');
const body = JSON.stringify({ query: overview.body, variables: { owner: 'alice', name: 'hello' } });

/** A receiver that takes every export and keeps only its count, as a collector's OTLP/HTTP port does. */
async function startReceiver() {
  let exports = 0;
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      exports++;
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    exports: () => exports,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The process's CPU time so far, in ms. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  // utime and stime are fields 14 and 15 of the line, 12 and 13 after the command's name
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
}

async function startGateway(bundle: string, env: Record<string, string>) {
  const child: ChildProcess = spawn(process.execPath, [bundle], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve) => {
    let out = '';
    child.stdout?.on('data', (chunk) => {
      out += chunk;
      const found = /GraphQL gateway on (http:\/\/\S+\/graphql)/.exec(out);
      if (found?.[1]) resolve(found[1]);
    });
  });
  return { child, url, pid: child.pid as number };
}

async function drive(url: string, requests: number) {
  let next = 0;
  const worker = async () => {
    while (next++ < requests) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'token alice-token' },
        body,
      });
      const answer = (await response.json()) as { errors?: unknown };
      if (answer.errors) throw new Error(`the overview failed: ${JSON.stringify(answer.errors)}`);
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
}

async function cpuPerRequest(bundle: string, forgeUrl: string, env: Record<string, string>) {
  const gateway = await startGateway(bundle, { FORGE_URL: forgeUrl, ...env });
  try {
    await drive(gateway.url, WARM_UP);
    const before = cpuMs(gateway.pid);
    await drive(gateway.url, REQUESTS);
    return (cpuMs(gateway.pid) - before) / REQUESTS;
  } finally {
    gateway.child.kill('SIGTERM');
    await new Promise((resolve) => gateway.child.once('exit', resolve));
  }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

async function main() {
  const bundle = (await buildProduction()).pathname;
  const sandbox = await startSandbox();
  const receiver = await startReceiver();
  const traced = { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, OTEL_BSP_MAX_QUEUE_SIZE: '65536' };
  const off: number[] = [];
  const on: number[] = [];
  try {
    for (let round = 1; round <= ROUNDS; round++) {
      // in turns, first off then on first, so that neither profits from running second
      if (round % 2 === 1) off.push(await cpuPerRequest(bundle, sandbox.url, {}));
      on.push(await cpuPerRequest(bundle, sandbox.url, traced));
      if (round % 2 === 0) off.push(await cpuPerRequest(bundle, sandbox.url, {}));
      console.log(
        `round ${round}: off ${off.at(-1)?.toFixed(3)} ms, on ${on.at(-1)?.toFixed(3)} ms of gateway CPU per request`,
      );
    }
    const ratio = median(on) / median(off);
    console.log(
      `median: off ${median(off).toFixed(3)} ms, on ${median(on).toFixed(3)} ms, on/off ${ratio.toFixed(3)}× ` +
        `(${REQUESTS} requests × ${ROUNDS} rounds, ${CONNECTIONS} connections, ${receiver.exports()} exports received)`,
    );
  } finally {
    await receiver.close();
    await sandbox.close();
  }
}

await main();
