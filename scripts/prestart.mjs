// `npm start` runs this first: it bundles src/ into dist/main.js (scripts/build.ts) only when the
// bundle is missing or older than a file it is built from, so a start with a current bundle costs
// a directory walk (a few ms) instead of tsx's start-up and an esbuild run (~1.3 s). With a current
// bundle, it remakes the start-up snapshot (dist/main.blob, which `npm start` runs) when that was
// built by another node binary or with other NODE_OPTIONS (bin/snapshot-blob.mjs). Plain
// JavaScript under plain node, since loading tsx alone would cost more than the check.

import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { blobIsCurrent, buildBlob } from '../bin/snapshot-blob.mjs';

const root = new URL('../', import.meta.url);

function newest(url) {
  const stat = statSync(url);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(url, { withFileTypes: true })) {
    latest = Math.max(latest, newest(new URL(entry.isDirectory() ? `${entry.name}/` : entry.name, url)));
  }
  return latest;
}

/** What dist/main.js is built from: the sources, the build script and the dependency set. */
const INPUTS = [
  'src/',
  'scripts/build.ts',
  'scripts/build/',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
];

export function bundleIsCurrent() {
  try {
    const built = statSync(new URL('dist/main.js', root)).mtimeMs;
    return INPUTS.every((input) => newest(new URL(input, root)) <= built);
  } catch {
    return false;
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  if (!bundleIsCurrent()) {
    const tsx = fileURLToPath(new URL('node_modules/.bin/tsx', root));
    const result = spawnSync(tsx, [fileURLToPath(new URL('scripts/build.ts', root))], { stdio: 'inherit' });
    process.exit(result.status ?? 1);
  }
  const dist = new URL('dist/', root);
  if (!blobIsCurrent(dist)) {
    const failure = buildBlob(dist);
    if (failure) {
      console.error(`the start-up snapshot could not be built: ${failure}`);
      process.exit(1);
    }
  }
}
