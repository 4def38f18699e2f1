// `npm run build` (and `prestart`): bundles src/start/main.ts into dist/main.js (and its chunks) with
// esbuild, so that `npm start` runs plain JavaScript under plain node. Under tsx, Node 20 runs tsx's module hooks on
// a loader thread of their own, which stays alive with its own V8 heap (~38 MB of RSS) for the
// whole life of the process.
//
// The dependencies are bundled too: Node 20 resolves, reads and compiles every file of an external
// package one by one (graphql-yoga alone is hundreds of files), which took half of the time to the
// first answer (670 ms → 380 ms measured with the dependencies bundled). A few stay external:
// the ones that read files beside their own code (`__dirname`) or load optional native add-ons, and
// which the gateway loads only when a feature needs them (Redis, WebSocket subscriptions).

import { existsSync, renameSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type BuildOptions, build, type Metafile } from 'esbuild';
import { buildBlob, snapshotArguments } from '../bin/snapshot-blob.mjs';
import { copyGraphiQLAssets } from './build/graphiql-assets.js';
import { lazyBuiltins } from './build/lazy-builtins.js';
import { duplicatePackages, oneCopyPerPackage } from './build/one-copy.js';
import { snapshotBuildOptions } from './build/snapshot.js';

/** Loaded from node_modules at run time, not bundled (see above). */
export const EXTERNAL_PACKAGES = ['ioredis', 'ws', 'bufferutil', 'utf-8-validate', 'pino-pretty'];

/**
 * CommonJS dependencies inside an ES module bundle still call `require` for Node's own modules;
 * this gives every chunk a real one.
 */
const REQUIRE_SHIM =
  "import { createRequire as __createRequire } from 'node:module';\nconst require = __createRequire(import.meta.url);";

export interface BundleOptions {
  /**
   * Leave every dependency external (resolved from node_modules as Node does): the benchmark's CPU
   * profile then names the package of each frame instead of one bundle file.
   */
  externalDependencies?: boolean;
  /** a directory one level below the package root, as dist/ is (default dist/) */
  outdir?: URL;
}

/**
 * Bundles one entry point into dist/<name>.js. dist/ sits one directory below the package root, as
 * src/ does (see src/package/root.ts). Split into chunks, so that a dynamic import stays lazy:
 * `--help` and `--version` answer without loading the schema and its dependencies.
 */
export async function bundle(entry: URL, name: string, options: BundleOptions = {}): Promise<URL> {
  const outdir = options.outdir ?? new URL('../dist/', import.meta.url);
  const result = await build({
    ...sharedOptions(!options.externalDependencies),
    entryPoints: [{ in: entry.pathname, out: name }],
    outdir: outdir.pathname,
    splitting: true,
    format: 'esm',
    ...(options.externalDependencies
      ? { packages: 'external' as const }
      : { external: EXTERNAL_PACKAGES, banner: { js: REQUIRE_SHIM } }),
    // Stack traces point into the bundle; `node --enable-source-maps dist/main.js` maps them back.
    sourcemap: 'linked',
    plugins: options.externalDependencies ? [] : [oneCopyPerPackage(), lazyBuiltins()],
  });
  checkOneCopy(result.metafile);
  return new URL(`${name}.js`, outdir);
}

/** What dist/main.js and the start-up snapshot's script (scripts/build/snapshot.ts) are bundled with. */
function sharedOptions(minify: boolean): BuildOptions {
  return {
    bundle: true,
    platform: 'node',
    target: 'node20',
    // A package's ES module build where it has one (before its CommonJS `main`): tree-shaken, and
    // without the wrappers that copy a CommonJS module's exports; idle RSS went from 89 to 80 MB.
    mainFields: ['module', 'main'],
    // Without comments and blanks: less to read and compile at start, and the source V8 keeps in
    // memory stays ASCII (one comment with a `’` made V8 hold the whole 2.5 MB chunk as UTF-16).
    // Identifiers keep their names, so CPU profiles and stack traces stay readable; a profiling
    // build keeps its lines too, so that a frame's line number points somewhere.
    minifyWhitespace: minify,
    minifySyntax: minify,
    legalComments: 'none',
    charset: 'ascii',
    logLevel: 'warning',
    metafile: true,
  };
}

function checkOneCopy(metafile: Metafile | undefined): void {
  const duplicates = metafile ? duplicatePackages(metafile) : [];
  if (duplicates.length > 0) {
    throw new Error(`the bundle holds packages twice:\n  ${duplicates.join('\n  ')}`);
  }
}

/** dist/snapshot.cjs: src/start/snapshot.ts in one CommonJS file (scripts/build/snapshot.ts). */
async function bundleSnapshotScript(outdir: URL): Promise<void> {
  const outfile = fileURLToPath(new URL('snapshot.cjs', outdir));
  const result = await build(snapshotBuildOptions(sharedOptions(true), EXTERNAL_PACKAGES, outfile));
  checkOneCopy(result.metafile);
}

/**
 * dist/main.js, its chunks, the start-up snapshot's script and GraphiQL's files, built into `outdir`
 * beside whatever else is there; the blob is not made (it holds the paths of where it runs).
 */
export async function bundleInto(outdir: URL): Promise<void> {
  await bundle(new URL('../src/start/main.ts', import.meta.url), 'main', { outdir });
  await bundleSnapshotScript(outdir);
  copyGraphiQLAssets(outdir);
}

/**
 * What `npm run build` (and so `npm start` and `npm pack`) makes: src/start/main.ts bundled into an emptied
 * directory (dist/ by default), so that chunks of earlier builds (named by content hash) do not pile
 * up. Built beside it and then swapped in, so that a gateway or a test run that is loading the
 * current bundle meanwhile never finds the directory half-written or gone.
 */
export async function buildProduction(outdir = new URL('../dist/', import.meta.url)): Promise<URL> {
  const target = outdir.pathname.replace(/\/$/, '');
  const fresh = `${target}.${process.pid}.new`;
  const stale = `${target}.${process.pid}.old`;
  rmSync(fresh, { recursive: true, force: true });
  await bundleInto(pathToFileURL(`${fresh}/`));
  if (existsSync(target)) renameSync(target, stale);
  renameSync(fresh, target);
  rmSync(stale, { recursive: true, force: true });
  // The blob holds the paths of its directory, so it is built in place (bin/snapshot-blob.mjs).
  const failure = buildBlob(outdir);
  if (failure) throw new Error(`the start-up snapshot could not be built: ${failure}`);
  return new URL('main.js', outdir);
}

/**
 * dist/main.js with its start-up snapshot, built into `outdir` beside whatever else is there (the
 * benchmark's own bundles), and node's arguments that start it as `npm start` does.
 */
export async function buildAsStarted(outdir = new URL('../dist/', import.meta.url)): Promise<string[]> {
  await bundleInto(outdir);
  const failure = buildBlob(outdir);
  if (failure) throw new Error(`the start-up snapshot could not be built: ${failure}`);
  return snapshotArguments(outdir);
}

// Run as a script (not imported by the bench or the tests).
if (process.argv[1] && pathToFileURL(resolve(process.argv[1])).href === import.meta.url) {
  await buildProduction();
}
