// `npm run build` (and `prestart`): bundles src/main.ts into dist/main.js (and its chunks) with
// esbuild, so that `npm start` runs plain JavaScript under plain node. Under tsx, Node 20 runs tsx's module hooks on
// a loader thread of their own, which stays alive with its own V8 heap (~38 MB of RSS) for the
// whole life of the process. Dependencies stay external (resolved from node_modules as before):
// only our own TypeScript is transpiled and bundled. The bench bundles its gateway process the
// same way (bench/run.ts).

import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

/**
 * Bundles one entry point into dist/<name>.js. dist/ sits one directory below the package root, as
 * src/ does (see src/package-root.ts). Split into chunks, so that a dynamic import stays lazy:
 * `--help` and `--version` answer without loading the schema and its dependencies.
 */
export async function bundle(entry: URL, name: string): Promise<URL> {
  const outdir = new URL('../dist/', import.meta.url);
  await build({
    entryPoints: [{ in: entry.pathname, out: name }],
    outdir: outdir.pathname,
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    // Stack traces point into the bundle; `node --enable-source-maps dist/main.js` maps them back.
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  return new URL(`${name}.js`, outdir);
}

// Run as a script (not imported by the bench): build the production entry point, into an emptied
// dist/ so that chunks of earlier builds (named by content hash) do not pile up.
if (process.argv[1] && pathToFileURL(resolve(process.argv[1])).href === import.meta.url) {
  rmSync(new URL('../dist/', import.meta.url), { recursive: true, force: true });
  await bundle(new URL('../src/main.ts', import.meta.url), 'main');
}
