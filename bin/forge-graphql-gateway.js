#!/usr/bin/env node
// The `forge-graphql-gateway` command. An installed package holds only the bundle (dist/main.js,
// built by `npm pack` through `prepack`), which runs under plain node. In a checkout of the sources,
// the bundle runs when it is newer than every source file (plain node, without tsx's loader thread:
// ~38 MB of RSS less); otherwise src/start/main.ts runs through tsx, so an edited source never runs stale
// code. Arguments reach main.ts unchanged in process.argv.
//
// The bundle starts from its start-up snapshot (dist/main.blob, bin/snapshot-blob.mjs) when there is
// one for this node, made on the first start where dist/ is writable: a node of its own started with
// `--snapshot-blob` (a flag of node's command line), which this process waits for. Without one, the
// bundle runs in this process.

import { spawn } from 'node:child_process';
import { accessSync, constants, existsSync, readdirSync, statSync } from 'node:fs';
import { blobIsCurrent, buildBlob, SNAPSHOT_ENV, snapshotArguments } from './snapshot-blob.mjs';

const root = new URL('../', import.meta.url);
const dist = new URL('dist/', root);
const bundle = new URL('main.js', dist);
const sources = new URL('src/', root);

function newestSource(directory) {
  let newest = 0;
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const url = new URL(entry.isDirectory() ? `${entry.name}/` : entry.name, directory);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(url) : statSync(url).mtimeMs);
  }
  return newest;
}

function bundleIsFresh() {
  if (!existsSync(sources)) return true;
  try {
    return statSync(bundle).mtimeMs >= newestSource(sources);
  } catch {
    return false;
  }
}

function writable(directory) {
  try {
    accessSync(directory, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

/** Runs the gateway from the blob in a child node and ends as it ends. */
function runFromSnapshot() {
  const child = spawn(process.execPath, snapshotArguments(dist, process.argv.slice(2)), {
    // the IPC channel tells the gateway when this process is gone (src/start/snapshot.ts)
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
    env: { ...SNAPSHOT_ENV, ...process.env },
  });
  // A terminal's Ctrl-C reaches the child itself (same process group); a second SIGINT would make
  // its shutdown skip the drain. Termination asked of this process is passed on.
  process.on('SIGINT', () => {});
  for (const signal of ['SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal === 'SIGTERM' ? 143 : 1)));
}

if (!bundleIsFresh()) {
  const { register } = await import('tsx/esm/api');
  register();
  await import('../src/start/main.ts');
} else if (blobIsCurrent(dist) || (writable(dist) && buildBlob(dist) === undefined)) {
  runFromSnapshot();
} else {
  await import(bundle.href);
}
