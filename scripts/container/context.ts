// What the image holds beside the base and node (its build context's app/): the bundle with its
// chunks and GraphiQL's files (scripts/build.ts), the sandbox alone as one more bundle, the
// persisted operations, package.json and the runtime packages the lock marks as not dev-only, copied
// from node_modules. No sources, no source maps, no dev dependencies.

import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { bundle, bundleInto } from '../build.js';

const root = new URL('../../', import.meta.url);

/** The lock's packages that run in production: every entry not marked dev (or optional dev). */
export function runtimePackages(lock: {
  packages: Record<string, { dev?: boolean; devOptional?: boolean }>;
}) {
  return Object.entries(lock.packages)
    .filter(([path, entry]) => path.startsWith('node_modules/') && !entry.dev && !entry.devOptional)
    .map(([path]) => path);
}

function removeSourceMaps(directory: string): void {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const path = `${directory}/${entry.name}`;
    if (entry.isDirectory()) removeSourceMaps(path);
    else if (entry.name.endsWith('.map')) rmSync(path);
  }
}

/** Fills `app` (a directory path ending without /) with the files of /app in the image. */
export async function stageApp(app: string): Promise<void> {
  rmSync(app, { recursive: true, force: true });
  const dist = new URL(`file://${app}/dist/`);
  await bundleInto(dist);
  await bundle(new URL('src/sandbox/main.ts', root), 'sandbox', { outdir: dist });
  removeSourceMaps(`${app}/dist`);
  cpSync(new URL('package.json', root), `${app}/package.json`);
  cpSync(new URL('LICENSE', root), `${app}/LICENSE`);
  mkdirSync(`${app}/bin`, { recursive: true });
  cpSync(new URL('bin/snapshot-blob.mjs', root), `${app}/bin/snapshot-blob.mjs`);
  cpSync(new URL('operations/', root), `${app}/operations/`, {
    recursive: true,
    filter: (source) => statSync(source).isDirectory() || /\.(graphql|json)$/.test(source),
  });
  const lock = JSON.parse(readFileSync(new URL('package-lock.json', root), 'utf8'));
  for (const path of runtimePackages(lock)) {
    cpSync(new URL(`${path}/`, root), `${app}/${path}/`, { recursive: true, dereference: true });
  }
}
