// Start-up as `npm start` runs it: `node --snapshot-blob dist/main.blob dist/main.js` (the bundle
// from its start-up snapshot, scripts/build.ts's buildAsStarted) against the bench's sandbox, timed from the
// spawn to its first answer of a GraphQL query, then its RSS once idle. Three starts, medians, so a
// busy moment on a shared machine does not decide the figure.

import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { SNAPSHOT_ENV } from '../../bin/snapshot-blob.mjs';
import { buildAsStarted } from '../../scripts/build.js';
import { AUTHORIZATION } from './runners.js';
import { median } from './stats.js';

export interface StartUpResult {
  starts: number;
  /** spawn of the gateway to its first GraphQL answer, median */
  firstAnswerMs: number;
  /** RSS of that process one second after its first answer, median */
  idleRssMb: number;
  /**
   * RSS of the last start once settled, 12 s after its first answer: V8's memory reducer runs after
   * about 8 s without allocation and gives back the young generation start-up grew.
   */
  settledRssMb?: number;
}

/** Long enough for V8's memory reducer (8 s after the last collection, then a collection). */
const SETTLE_MS = 12_000;

const LISTENING = /GraphQL gateway on (http:\/\/\S+\/graphql)/;

function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

async function startOnce(
  nodeArgs: string[],
  forgeUrl: string,
  settle = false,
): Promise<{ firstAnswerMs: number; idleRssMb: number; settledRssMb?: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, nodeArgs, {
    env: {
      ...SNAPSHOT_ENV,
      ...process.env,
      FORGE_URL: forgeUrl,
      PORT: '0',
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const url = await new Promise<string>((resolve, reject) => {
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = LISTENING.exec(output);
        if (match?.[1]) resolve(match[1]);
      });
      child.once('exit', (code) => reject(new Error(`the gateway exited with ${code} before listening`)));
    });
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: AUTHORIZATION },
      body: JSON.stringify({ query: 'query FirstAnswer { viewer { login } }' }),
    });
    const body = (await response.json()) as { data?: { viewer?: { login?: string } } };
    if (body.data?.viewer?.login !== 'alice')
      throw new Error(`unexpected first answer ${JSON.stringify(body)}`);
    const firstAnswerMs = performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const idleRssMb = rssOf(child.pid as number);
    if (!settle) return { firstAnswerMs, idleRssMb };
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS - 1000));
    return { firstAnswerMs, idleRssMb, settledRssMb: rssOf(child.pid as number) };
  } finally {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
  }
}

export async function measureStartUp(forgeUrl: string, starts = 3): Promise<StartUpResult> {
  const main = await buildAsStarted();
  const samples: { firstAnswerMs: number; idleRssMb: number; settledRssMb?: number }[] = [];
  for (let i = 0; i < starts; i++) samples.push(await startOnce(main, forgeUrl, i === starts - 1));
  return {
    starts,
    firstAnswerMs: median(samples.map((s) => s.firstAnswerMs)),
    idleRssMb: median(samples.map((s) => s.idleRssMb)),
    settledRssMb: samples.at(-1)?.settledRssMb,
  };
}
