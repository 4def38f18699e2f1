// The gateway's start-up snapshot, dist/main.blob: the heap of dist/snapshot.cjs once its modules are
// evaluated and its schema built (src/start/snapshot.ts), which `node --snapshot-blob dist/main.blob`
// deserializes instead of compiling the bundle and building the schema again. A blob only loads in the
// node binary that built it, with the same V8 flags (NODE_OPTIONS included), and holds the paths of
// the directory it was built in; so it is built where it runs, by `npm run build`, by `npm start`'s
// prestart and by the installed command on its first start, and dist/main.blob.json records what it
// was built for. Plain JavaScript: the installed package runs it without tsx.

import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The files of the snapshot path in a bundle directory (a file: URL ending in /). */
export function snapshotFiles(dist) {
  const path = (name) => fileURLToPath(new URL(name, dist));
  return {
    main: path('main.js'),
    script: path('snapshot.cjs'),
    blob: path('main.blob'),
    record: path('main.blob.json'),
  };
}

/** What a blob must have been built for to load in this process's node, and where (its paths). */
function buildTarget(dist, env = process.env) {
  return {
    node: process.version,
    execPath: process.execPath,
    nodeOptions: env.NODE_OPTIONS ?? '',
    directory: fileURLToPath(dist),
  };
}

/** The blob exists, is newer than its script and was built here, for this node binary and its flags. */
export function blobIsCurrent(dist, env = process.env) {
  const files = snapshotFiles(dist);
  try {
    if (statSync(files.blob).mtimeMs < statSync(files.script).mtimeMs) return false;
    const recorded = JSON.parse(readFileSync(files.record, 'utf8'));
    const target = buildTarget(dist, env);
    return Object.entries(target).every(([key, value]) => recorded[key] === value);
  } catch {
    return false;
  }
}

/**
 * Builds the blob beside its script (written aside, then renamed, so a start meanwhile never reads
 * half a blob). Answers why it could not (the script is absent, the directory is not writable, the
 * build failed), or undefined once built; then the gateway runs as the plain bundle.
 */
export function buildBlob(dist, env = process.env) {
  const files = snapshotFiles(dist);
  if (!existsSync(files.script)) return `no ${files.script}`;
  const aside = `${files.blob}.${process.pid}`;
  // graphql-js decides at its module's evaluation whether to make its development checks; the
  // gateway's start (dist/main.js under NODE_ENV=production, as `npm start` is documented) skips them.
  const result = spawnSync(process.execPath, ['--snapshot-blob', aside, '--build-snapshot', files.script], {
    env: { ...env, NODE_ENV: 'production' },
    encoding: 'utf8',
  });
  try {
    if (result.status !== 0) return `node --build-snapshot failed:\n${result.stderr || result.error}`;
    renameSync(aside, files.blob);
    writeFileSync(files.record, `${JSON.stringify(buildTarget(dist, env), null, 2)}\n`);
    return undefined;
  } catch (error) {
    return String(error);
  } finally {
    rmSync(aside, { force: true });
  }
}

/**
 * The environment the gateway from the blob starts with (package.json's `start` sets the same). Node
 * reads the blob (15 MB) into memory and frees it once deserialized; glibc then raises its trim
 * threshold to twice that size, so the 36 MB that V8 uses on a worker thread when undici's HTTP parser
 * (WebAssembly) is compiled at the first forge call stayed mapped: 124 MB of RSS after the first
 * answer instead of 91. A fixed threshold (glibc's default value) gives it back.
 */
export const SNAPSHOT_ENV = { MALLOC_TRIM_THRESHOLD_: '131072' };

/** node's arguments that start the gateway from the blob, as dist/main.js would start with `args`. */
export function snapshotArguments(dist, args = []) {
  const files = snapshotFiles(dist);
  return ['--snapshot-blob', files.blob, files.main, ...args];
}
