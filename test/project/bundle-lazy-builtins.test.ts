// Node modules that bundled dependencies import at their top but the gateway never uses
// (`node:http2`, `node:https`, `node:tls`) load on first use: a dependency gets a stand-in whose
// keys load the real module when read. Checked on a bundle of a small package, run in a fresh
// process that reports which of Node's modules it has loaded before and after reading them.

import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAZY_BUILTINS, lazyBuiltins } from '../../scripts/build/lazy-builtins.js';

const DEPENDENCY = `
const http2 = require('node:http2');
const { constants: { HTTP2_HEADER_PATH } } = http2;
const https = require('https');
module.exports = { path: HTTP2_HEADER_PATH, connect: () => http2.connect, request: () => https.request, Agent: () => https.Agent };
`;

const ENTRY = `
import dependency from 'dependency';
import { rootCertificates } from 'node:tls';
const loaded = () => process.moduleLoadList.filter((m) => /^NativeModule (http2|https|tls)$/.test(m)).map((m) => m.slice(13)).sort();
const before = loaded();
const real = await Promise.all(['node:http2', 'node:https', 'node:tls'].map((name) => import(name)));
const after = {
  path: dependency.path,
  connect: dependency.connect() === real[0].connect,
  request: dependency.request() === real[1].request,
  Agent: dependency.Agent() === real[1].Agent,
  rootCertificates: rootCertificates === real[2].rootCertificates,
};
console.log(JSON.stringify({ before, after }));
`;

let directory: string;
let output: { before: string[]; after: Record<string, unknown> };

beforeAll(async () => {
  directory = mkdtempSync(join(tmpdir(), 'lazy-builtins-'));
  mkdirSync(join(directory, 'node_modules', 'dependency'), { recursive: true });
  writeFileSync(join(directory, 'node_modules', 'dependency', 'index.js'), DEPENDENCY);
  // The entry stands in for the gateway's code, whose own imports are left alone: make it a package too.
  mkdirSync(join(directory, 'node_modules', 'entry'), { recursive: true });
  writeFileSync(join(directory, 'node_modules', 'entry', 'index.mjs'), ENTRY);
  await build({
    entryPoints: [join(directory, 'node_modules', 'entry', 'index.mjs')],
    outfile: join(directory, 'out.mjs'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    banner: {
      js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    },
    plugins: [lazyBuiltins()],
    logLevel: 'silent',
  });
  output = JSON.parse(execFileSync(process.execPath, [join(directory, 'out.mjs')], { encoding: 'utf8' }));
}, 30_000);
afterAll(() => rmSync(directory, { recursive: true, force: true }));

describe('a bundled dependency importing a Node module the gateway does not use', () => {
  it('leaves the module unloaded until a key of it is read', () => {
    expect(LAZY_BUILTINS).toEqual(['http2', 'https', 'tls']);
    expect(output.before).toEqual([]);
  });

  it('reads the same values as from the real module once loaded', () => {
    expect(output.after).toEqual({
      path: ':path',
      connect: true,
      request: true,
      Agent: true,
      rootCertificates: true,
    });
  });
});
