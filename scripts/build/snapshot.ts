// The start-up snapshot's script (src/start/snapshot.ts bundled into one CommonJS file, dist/snapshot.cjs),
// from which bin/snapshot-blob.mjs makes dist/main.blob with `node --build-snapshot`. Node 20 runs such
// a script with a `require` that knows only Node's own modules, so everything is bundled into the one
// file, and three things differ from dist/main.js:
// - `node:http`, `node:https`, `node:tls` and `node:http2` load on first use, from every importer:
//   `node:http` holds a native parser binding that V8 cannot keep in a snapshot (the build stops with
//   "global handle not serialized"), and at build time it cannot even load (`methods.toSorted is not a
//   function`: the snapshot builder's context lacks the newest Array methods);
// - undici's pool and request modules are evaluated on first use (they read `node:http` at their top);
// - the packages left outside the bundle (Redis, WebSocket) are required at run time from the
//   bundle's directory, with a `require` made then.

import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { BuildOptions, Plugin } from 'esbuild';
import { LAZY_BUILTINS, lazyBuiltins } from './lazy-builtins.js';
import { oneCopyPerPackage } from './one-copy.js';

/** Modules evaluated on first use (see above), as the gateway's sources import them. */
const DEFERRED_MODULES = ['undici/lib/api/api-request.js', 'undici/lib/dispatcher/pool.js'];

const DEFERRED = 'deferred-module';
const resolveFromRoot = createRequire(import.meta.url).resolve;

/**
 * A CommonJS module whose export is a function or class, evaluated when it is first called or
 * constructed: its importer gets a forwarding function instead.
 */
function deferredModules(paths: string[]): Plugin {
  return {
    name: DEFERRED,
    setup(build) {
      build.onResolve({ filter: /.*/ }, (args) =>
        paths.includes(args.path) ? { path: args.path, namespace: DEFERRED } : undefined,
      );
      build.onLoad({ filter: /.*/, namespace: DEFERRED }, (args) => ({
        resolveDir: fileURLToPath(new URL('../../', import.meta.url)),
        loader: 'js',
        contents: [
          'let real;',
          `const load = () => (real ??= require(${JSON.stringify(resolveFromRoot(args.path))}));`,
          'module.exports = function (...args) {',
          '  return new.target ? Reflect.construct(load(), args) : load().apply(this, args);',
          '};',
        ].join('\n'),
      }));
    },
  };
}

const EXTERNAL = 'runtime-require';

/** Each external package, required at run time by a `require` made for the bundle's file then. */
function requiredAtRunTime(packages: string[]): Plugin {
  const filter = new RegExp(`^(${packages.join('|')})(/.*)?$`);
  return {
    name: EXTERNAL,
    setup(build) {
      build.onResolve({ filter }, (args) => ({ path: args.path, namespace: EXTERNAL }));
      build.onLoad({ filter: /.*/, namespace: EXTERNAL }, (args) => ({
        loader: 'js',
        contents: `module.exports = __runtimeRequire(${JSON.stringify(args.path)});`,
      }));
    },
  };
}

/**
 * `__runtimeRequire` and `import.meta.url` of the bundle: a module's URL is the bundle's (as in
 * dist/main.js, whose chunks sit beside it), fixed when the snapshot is built in dist/.
 */
const BANNER = [
  'var __moduleUrl = require("node:url").pathToFileURL(__filename).href;',
  'var __runtimeRequire = (id) => (__runtimeRequire.real ??= require("node:module").createRequire(__filename))(id);',
].join('\n');

/** esbuild's options for dist/snapshot.cjs; `base` holds what it shares with dist/main.js. */
export function snapshotBuildOptions(base: BuildOptions, external: string[], outfile: string): BuildOptions {
  return {
    ...base,
    entryPoints: [new URL('../../src/start/snapshot.ts', import.meta.url).pathname],
    outdir: undefined,
    outfile,
    splitting: false,
    format: 'cjs',
    external: [],
    banner: { js: BANNER },
    define: { 'import.meta.url': '__moduleUrl' },
    // no source map: a stack trace of the snapshot path points into dist/snapshot.cjs, as it ran
    sourcemap: false,
    metafile: true,
    plugins: [
      deferredModules(DEFERRED_MODULES),
      requiredAtRunTime(external),
      oneCopyPerPackage(),
      lazyBuiltins({ names: [...LAZY_BUILTINS, 'http'], everyImporter: true }),
    ],
  };
}
