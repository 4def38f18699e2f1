// Node modules that bundled dependencies import at their top but use only on paths the gateway never
// takes: undici's HTTP/2 client (`node:http2`, a forge is spoken to in HTTP/1.1) and the fetch ponyfill's
// HTTPS and curl requests (`node:https`, `node:tls`: Yoga's fetchAPI serves requests, it does not
// send any). Loading them cost about 15 ms of CPU and 5 MB of RSS before the first answer. Each import
// of one of them from node_modules gets a stand-in instead: the same keys, each a getter that loads the
// real module on first read, so whatever does use them finds the real thing.

import { createRequire } from 'node:module';
import type { Plugin } from 'esbuild';

const require = createRequire(import.meta.url);

/**
 * Keys read at a dependent's top level, and so copied as values at build time (undici destructures
 * `http2.constants` when its module loads): plain tables of numbers and strings.
 */
const COPIED_KEYS: Record<string, string[]> = { http2: ['constants'] };

export const LAZY_BUILTINS = ['http2', 'https', 'tls'];

const NAMESPACE = 'lazy-builtin';

/** CommonJS source of the stand-in for one Node module. */
function standIn(name: string): string {
  const real = require(`node:${name}`) as Record<string, unknown>;
  const copied = new Set(COPIED_KEYS[name] ?? []);
  const lines = Object.keys(real).map((key) =>
    copied.has(key)
      ? `  ${JSON.stringify(key)}: ${JSON.stringify(real[key])},`
      : `  get ${JSON.stringify(key)}() { return load()[${JSON.stringify(key)}]; },`,
  );
  return [
    'let real;',
    `const load = () => (real ??= require(${JSON.stringify(`node:${name}`)}));`,
    `module.exports = {\n${lines.join('\n')}\n};`,
  ].join('\n');
}

/**
 * `names` are the modules given stand-ins (default LAZY_BUILTINS); `everyImporter` gives them to the
 * gateway's own imports too, not only to dependencies' (the start-up snapshot's build: a module whose
 * native binding V8 cannot keep in a snapshot must not load before the snapshot is taken).
 */
export function lazyBuiltins(options: { names?: string[]; everyImporter?: boolean } = {}): Plugin {
  const filter = new RegExp(`^(node:)?(${(options.names ?? LAZY_BUILTINS).join('|')})$`);
  return {
    name: NAMESPACE,
    setup(build) {
      build.onResolve({ filter }, (args) => {
        if (args.namespace !== 'file') return undefined;
        if (!options.everyImporter && !args.importer.includes('/node_modules/')) return undefined;
        return { path: args.path.replace(/^node:/, ''), namespace: NAMESPACE };
      });
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => ({
        contents: standIn(args.path),
        loader: 'js',
      }));
    },
  };
}
