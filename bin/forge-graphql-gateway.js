#!/usr/bin/env node
// The `forge-graphql-gateway` command. Runs dist/main.js, the bundle `npm run build` (and `npm
// start`) makes of src/ with esbuild, when it is newer than every source file: plain node then,
// without tsx's loader thread (~38 MB of RSS). Otherwise src/main.ts through tsx's loader, so a
// fresh clone or an edited source never runs stale code. Arguments reach main.ts unchanged in
// process.argv.

import { readdirSync, statSync } from 'node:fs';

const root = new URL('../', import.meta.url);
const bundle = new URL('dist/main.js', root);

function newestSource(directory) {
  let newest = 0;
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const url = new URL(entry.isDirectory() ? `${entry.name}/` : entry.name, directory);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(url) : statSync(url).mtimeMs);
  }
  return newest;
}

function bundleIsFresh() {
  try {
    return statSync(bundle).mtimeMs >= newestSource(new URL('src/', root));
  } catch {
    return false;
  }
}

if (bundleIsFresh()) {
  await import(bundle.href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import('../src/main.ts');
}
