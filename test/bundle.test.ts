// The production bundle as `npm start` runs it: src/ and its dependencies bundled by esbuild
// (scripts/build.ts) into a directory beside src/, started with plain node. It answers queries,
// serves GraphiQL's page and files (read from node_modules at run time), and refuses a body with
// the gateway's own code.

import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundle } from '../scripts/build.js';
import { type Launched, LISTENING, launch } from './helpers/process.js';

const OUTDIR = new URL('../dist-test/', import.meta.url);
let gateway: Launched;
let url: string;

beforeAll(async () => {
  rmSync(OUTDIR, { recursive: true, force: true });
  const main = await bundle(new URL('../src/main.ts', import.meta.url), 'main', { outdir: OUTDIR });
  gateway = launch([fileURLToPath(main)], { FORGE_URL: '', PORT: '0', NODE_ENV: 'production' });
  const listening = await gateway.waitFor(() => LISTENING.exec(gateway.output().stdout));
  url = listening[1] as string;
}, 30_000);
afterAll(() => {
  gateway?.child.kill('SIGTERM');
  rmSync(OUTDIR, { recursive: true, force: true });
});

describe('the bundled gateway', () => {
  it('answers a query against the demo sandbox', async () => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'token alice-token' },
      body: JSON.stringify({
        query: '{ viewer { login } repository(owner: "alice", name: "hello") { fullName } }',
      }),
    });
    expect(await response.json()).toEqual({
      data: { viewer: { login: 'alice' }, repository: { fullName: 'alice/hello' } },
    });
  });

  it('serves GraphiQL’s page and its files from node_modules', async () => {
    const page = await fetch(url, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<title>Forge GraphQL</title>');
    const script = /src="(\/graphiql\/graphiql\.js\?v=[^"]+)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const file = await fetch(new URL(script as string, url));
    expect(file.status).toBe(200);
    expect((await file.arrayBuffer()).byteLength).toBeGreaterThan(100_000);
  });

  it('answers a refused body with its code, as the unbundled gateway does', async () => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `{ viewer { login } } #${'x'.repeat(200_000)}` }),
    });
    expect(response.status).toBe(413);
    expect(
      ((await response.json()) as { errors: { extensions: { code: string } }[] }).errors[0]?.extensions.code,
    ).toBe('BODY_TOO_LARGE');
  });
});
