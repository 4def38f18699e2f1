#!/usr/bin/env node
// The `forge-graphql-gateway` command. An installed package holds only the bundle (dist/main.js,
// built by `npm pack` through `prepack`), which runs under plain node. In a checkout of the sources,
// the bundle runs when it is newer than every source file (plain node, without tsx's loader thread:
// ~38 MB of RSS less); otherwise src/start/main.ts runs through tsx, so an edited source never runs stale
// code. Arguments reach main.ts unchanged in process.argv.

import { existsSync, readdirSync, statSync } from 'node:fs';

const root = new URL('../', import.meta.url);
const bundle = new URL('dist/main.js', root);
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

if (bundleIsFresh()) {
  await import(bundle.href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import('../src/start/main.ts');
}
