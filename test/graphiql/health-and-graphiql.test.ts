import { Kind, parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exampleFiles, exampleTabs } from '../../src/graphiql/examples.js';
import { readManifest } from '../../src/persisted/manifest.js';
import { EXAMPLE_QUERY, GRAPHIQL_TITLE } from '../../src/server/gateway.js';
import { freePort } from '../helpers/live.js';
import { type ShippedHarness, startShippedHarness } from '../helpers/shipped.js';

let harness: ShippedHarness;
let origin: string;
beforeAll(async () => {
  harness = await startShippedHarness();
  origin = harness.origin;
});
afterAll(() => harness.close());

describe('health probes', () => {
  it('GET /healthz answers 200 {"status":"ok"} without calling the forge', async () => {
    harness.resetCalls();
    const response = await fetch(`${origin}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
    expect(harness.sandbox.calls).toEqual([]);
  });

  it('GET /readyz answers 200 with the forge version, asked without credentials', async () => {
    harness.resetCalls();
    const response = await fetch(`${origin}/readyz`, { headers: { authorization: 'token alice-token' } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', forge: { version: '1.26.0-dev' } });
    expect(harness.sandbox.calls.map((call) => [call.route, call.user])).toEqual([['GET /version', null]]);
  });

  describe('with the forge unreachable', () => {
    let unreachable: ShippedHarness;
    let url: string;
    beforeAll(async () => {
      unreachable = await startShippedHarness({
        env: { FORGE_URL: `http://127.0.0.1:${await freePort()}/api/v1`, UPSTREAM_RETRIES: '0' },
      });
      url = unreachable.origin;
    });
    afterAll(() => unreachable.close());

    it('GET /readyz answers 503 and says why', async () => {
      const response = await fetch(`${url}/readyz`);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ status: 'unavailable', error: expect.any(String) });
    });

    it('GET /healthz still answers 200: the process itself is fine', async () => {
      expect((await fetch(`${url}/healthz`)).status).toBe(200);
    });
  });
});

describe('GraphiQL', () => {
  it('is served at /graphql to a browser with every example operation and its variables', async () => {
    const response = await fetch(harness.url, { headers: { accept: 'text/html' } });
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    const page = await response.text();
    expect(page).toMatch(/graphiql/i);
    // the screens' documents (operations/screens/) are persisted and typed, not opened as tabs; nor
    // are the files whose operations take a `File`, which GraphiQL cannot send
    const screens = new Set(
      exampleFiles()
        .filter((file) => file.name.includes('/') || /\$\w+\s*:\s*\[?\s*File\b/.test(file.source))
        .flatMap((file) => parse(file.source).definitions)
        .flatMap((definition) =>
          definition.kind === Kind.OPERATION_DEFINITION && definition.name ? [definition.name.value] : [],
        ),
    );
    expect(screens.size).toBeGreaterThan(0);
    for (const operation of readManifest()?.operations ?? [])
      if (!screens.has(operation.name)) expect(page).toContain(operation.name);
    expect(page).toContain('isHeadersEditorEnabled');
    // Tab variables are JSON inside the page's JSON options; the demo seed's values show through.
    expect(page).toContain('docs/guide.md');
    expect(page).toContain('from-template');
  });

  it('loads no script or style from another host, so it works on a network without internet', async () => {
    const page = await fetch(harness.url, { headers: { accept: 'text/html' } }).then((r) => r.text());
    const external = [...page.matchAll(/<(?:script|link)[^>]+(?:src|href)=["']?(https?:[^"' >]+)/g)].map(
      (m) => m[1],
    );
    expect(external).toEqual([]);
    expect(page).not.toContain('unpkg.com');
  });

  it('names every tab differently: each tab is named after its first operation', () => {
    const names = exampleTabs(EXAMPLE_QUERY).map((tab) => {
      const operation = parse(tab.query).definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
      return operation && 'name' in operation ? operation.name?.value : undefined;
    });
    expect(names.every(Boolean)).toBe(true);
    expect(new Set(names).size).toBe(names.length);
  });

  it('costs at most 1 MB on the wire for a first load, every file compressed and validated by an ETag', async () => {
    const encoding = { 'accept-encoding': 'br, gzip' };
    const page = await fetch(harness.url, { headers: { accept: 'text/html', ...encoding } });
    const html = await page.text();
    expect(page.headers.get('content-encoding')).toBe('br');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const assets = [...html.matchAll(/(?:src|href)="(\/graphiql\/[^"]+)"/g)].map((m) => m[1] as string);
    expect(assets).toHaveLength(4);
    let wire = Number(page.headers.get('content-length'));
    for (const path of assets) {
      const response = await fetch(new URL(path, harness.url), { headers: encoding });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-encoding'), path).toBe('br');
      expect(response.headers.get('cache-control'), path).toMatch(/immutable/);
      wire += Number(response.headers.get('content-length'));
      await response.arrayBuffer();
      const again = await fetch(new URL(path, harness.url), {
        headers: { ...encoding, 'if-none-match': response.headers.get('etag') ?? '' },
      });
      expect(again.status, path).toBe(304);
    }
    expect(wire).toBeLessThan(1_000_000);
    const gzip = await fetch(harness.url, { headers: { accept: 'text/html', 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    const revalidated = await fetch(harness.url, {
      headers: { accept: 'text/html', 'if-none-match': page.headers.get('etag') ?? '' },
    });
    expect(revalidated.status).toBe(304);
  });

  it('opens, in front of a forge of its own, with a query any forge answers, not the demo’s', async () => {
    const page = await fetch(harness.url, { headers: { accept: 'text/html' } }).then((r) => r.text());
    expect(page).toContain('query Viewer {');
    expect(page).not.toContain('Try it against the demo forge');
  });

  it('has a title short enough for GraphiQL’s logo corner', async () => {
    const html = await fetch(harness.url, { headers: { accept: 'text/html' } }).then((r) => r.text());
    expect(html).toContain('<title>Forge GraphQL</title>');
    expect(GRAPHIQL_TITLE.length).toBeLessThanOrEqual(16);
  });

  it('opens with a default query that answers from the demo sandbox without errors', async () => {
    const result = await harness.query(EXAMPLE_QUERY, {}, { as: 'alice' });
    expect(result.errors).toBeUndefined();
    expect(result.data).toMatchObject({ repository: { fullName: 'alice/hello' } });
  });
});
