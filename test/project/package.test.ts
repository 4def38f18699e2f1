// The package as npm delivers it: `npm pack` of the package's files (package.json `files`, with the
// production bundle as `prepack` builds it), installed globally into an empty prefix, then the
// installed `forge-graphql-gateway` command started with no forge (it serves the embedded sandbox)
// and queried over HTTP. The tarball carries only what runs, and the install only production
// dependencies.

import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProduction } from '../../scripts/build.js';
import { type Launched, LISTENING, launch } from '../helpers/process.js';
import { DOC_PAGES } from '../helpers/readme.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const PACKAGE = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  name: string;
  version: string;
  files: string[];
  dependencies: Record<string, string>;
};

let work: string;
let tarball: string;
let packed: string[];
let prefix: string;
let installed: Launched;

const npm = (args: string[], cwd: string) =>
  execFileSync('npm', [...args, '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, npm_config_update_notifier: 'false' },
  });

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'gateway-package-'));
  // A copy of the package's own files with a bundle built for it, packed as `npm pack` packs: the
  // shared dist/ of the checkout may hold the benchmark's bundles too, which a real pack (whose
  // `prepack` empties dist/ first) never carries.
  const staged = join(work, 'package');
  for (const entry of ['package.json', 'bin', 'operations', 'schema', 'README.md', 'docs', 'LICENSE']) {
    cpSync(join(ROOT, entry), join(staged, entry), { recursive: true });
  }
  await buildProduction(new URL(`file://${staged}/dist/`));
  const [report] = JSON.parse(
    npm(['pack', '--ignore-scripts', '--json', '--pack-destination', work], staged),
  ) as {
    filename: string;
    files: { path: string }[];
  }[];
  tarball = join(work, report?.filename ?? '');
  packed = (report?.files ?? []).map((file) => file.path).sort();
  prefix = join(work, 'prefix');
  npm(['install', '--global', '--prefix', prefix, '--prefer-offline', tarball], work);
  installed = launch([join(prefix, 'bin', 'forge-graphql-gateway'), '--port', '0'], {
    FORGE_URL: '',
    LOG_LEVEL: 'silent',
  });
}, 180_000);
afterAll(() => {
  installed?.child.kill('SIGTERM');
  rmSync(work, { recursive: true, force: true });
});

describe('the npm package', () => {
  it('carries only what runs: the bundle, the command, the operations, the schema, README, its docs and LICENSE', () => {
    expect(existsSync(tarball)).toBe(true);
    const outside = packed.filter(
      (path) =>
        !/^(dist\/([\w-]+\.js(\.map)?|snapshot\.cjs|graphiql\/[\w.-]+)|bin\/(forge-graphql-gateway\.js|snapshot-blob\.mjs)|operations\/[\w-]+\.(graphql|json)|schema\/schema\.graphql|README\.md|docs\/[\w-]+\.md|LICENSE|package\.json)$/.test(
          path,
        ),
    );
    expect(outside).toEqual([]);
    expect(packed).toContain('dist/main.js');
    // the start-up snapshot is made where it runs (bin/snapshot-blob.mjs): only its script ships
    expect(packed).toContain('dist/snapshot.cjs');
    expect(packed.filter((path) => path.includes('.blob'))).toEqual([]);
    expect(packed).toContain('operations/manifest.json');
    // every page README.md links to
    expect(packed.filter((path) => path.startsWith('docs/'))).toEqual(
      DOC_PAGES.map((page) => `docs/${page}.md`),
    );
    expect(packed.some((path) => /^(src|test|bench|scripts)\//.test(path))).toBe(false);
  });

  it('installs its production dependencies and nothing of the development set', () => {
    const modules = join(prefix, 'lib', 'node_modules', PACKAGE.name, 'node_modules');
    const present = new Set(readdirSync(modules));
    for (const dependency of Object.keys(PACKAGE.dependencies))
      expect(present.has(dependency), dependency).toBe(true);
    for (const development of [
      'tsx',
      'esbuild',
      'vitest',
      'typescript',
      'graphql',
      'graphiql',
      'react',
      '@pothos',
    ]) {
      expect(present.has(development), development).toBe(false);
    }
  });

  it('serves a query from the installed command, with the embedded sandbox when no forge is given', async () => {
    const [, url] = await installed.waitFor(() => LISTENING.exec(installed.output().stdout));
    expect(installed.output().stdout).toContain('No FORGE_URL given: started the demo sandbox forge');
    // made on this first start, for this node, and started from
    expect(existsSync(join(prefix, 'lib', 'node_modules', PACKAGE.name, 'dist', 'main.blob'))).toBe(true);
    const response = await fetch(url as string, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'token alice-token' },
      body: JSON.stringify({
        query: '{ viewer { login } repository(owner: "alice", name: "hello") { fullName } }',
      }),
    });
    // the installed command reports extensions.cost: compare the data
    expect(await response.json()).toMatchObject({
      data: { viewer: { login: 'alice' }, repository: { fullName: 'alice/hello' } },
    });
  });

  it('serves GraphiQL’s page and files from the bundle, without GraphiQL’s packages installed', async () => {
    const [, url] = await installed.waitFor(() => LISTENING.exec(installed.output().stdout));
    const html = await fetch(url as string, { headers: { accept: 'text/html' } }).then((r) => r.text());
    const scripts = [...html.matchAll(/(?:src|href)="(\/graphiql\/[^"]+)"/g)].map((m) => m[1] as string);
    expect(scripts).toHaveLength(4);
    for (const path of scripts) {
      const file = await fetch(new URL(path, url as string));
      expect(file.status, path).toBe(200);
      expect((await file.arrayBuffer()).byteLength, path).toBeGreaterThan(1_000);
    }
  });

  it('answers --version with the package’s version', () => {
    const version = execFileSync(join(prefix, 'bin', 'forge-graphql-gateway'), ['--version'], {
      encoding: 'utf8',
    });
    expect(version.trim()).toContain(PACKAGE.version);
  });
});
