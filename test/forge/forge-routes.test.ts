// The forge client's endpoints are rows typed by route: every row names a route of the reference
// swagger or a documented newer one, the sandbox serves it, and the generated route map types a
// call's parameters, query, body and answer from its route.

import { readdirSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { swaggerRouteKeys } from '../../scripts/forge-routes.js';
import { SWAGGER_PATH } from '../../scripts/forge-types.js';
import { getLabel, listLabels } from '../../src/forge/endpoints/labels.js';
import { listMilestones } from '../../src/forge/endpoints/milestones.js';
import type { ForgeResponse } from '../../src/forge/http/call.js';
import { NEWER_ROUTES } from '../../src/forge/routes/newer.js';
import type { ForgeSession } from '../../src/forge/session.js';
import type { Label, Milestone } from '../../src/forge/types/index.js';
import { routeRows } from '../../src/sandbox/http/routes.js';

const ENDPOINTS_DIR = new URL('../../src/forge/endpoints/', import.meta.url);
const swaggerRoutes = new Set(swaggerRouteKeys(JSON.parse(readFileSync(SWAGGER_PATH, 'utf8'))));
/** Templates compared with their parameter names left out: the sandbox may name them otherwise. */
const shape = (route: string) => route.replace(/\{[^}]+\}/g, '{}');
const sandboxRoutes = new Set(
  routeRows({ assigneesRoute: true, contentsExt: true }).map((row) => shape(row.route)),
);

interface Row {
  file: string;
  name: string;
  route: string;
}
let rows: Row[] = [];

beforeAll(async () => {
  const files = readdirSync(ENDPOINTS_DIR).filter((file) => file.endsWith('.ts'));
  for (const file of files) {
    const module = (await import(new URL(file, ENDPOINTS_DIR).href)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      const route = (value as { route?: unknown })?.route;
      if (typeof value === 'function' && typeof route === 'string') rows.push({ file, name, route });
    }
  }
  // a row re-exported by a second file (the milestone writes in labels.ts) counts once
  rows = [...new Map(rows.map((row) => [row.name, row])).values()];
});

describe('the forge endpoints', () => {
  it('are all rows that carry their route, in every file of src/forge/endpoints', () => {
    expect(rows.length).toBeGreaterThanOrEqual(149);
    const files = new Set(rows.map((row) => row.file));
    expect([...files].sort()).toEqual(
      readdirSync(ENDPOINTS_DIR)
        .filter((file) => file.endsWith('.ts'))
        .sort(),
    );
  });

  it('name a route of the reference swagger, or a newer route documented in src/forge/routes/newer.ts', () => {
    const unknown = rows.filter((row) => !swaggerRoutes.has(row.route) && !(row.route in NEWER_ROUTES));
    expect(unknown).toEqual([]);
  });

  it('declare as newer only routes the swagger lacks, each with the Gitea version that added it', () => {
    for (const [route, since] of Object.entries(NEWER_ROUTES)) {
      expect(swaggerRoutes.has(route), route).toBe(false);
      expect(since).toMatch(/^Gitea 1\.\d+$/);
      expect(rows.map((row) => row.route)).toContain(route);
    }
  });

  it('each have a route the sandbox serves', () => {
    const unserved = rows.filter((row) => !sandboxRoutes.has(shape(row.route)));
    expect(unserved).toEqual([]);
  });

  it('answer the types the route map gives their route, with the overlay applied', () => {
    expectTypeOf(listLabels).returns.toEqualTypeOf<Promise<ForgeResponse<Label[]>>>();
    expectTypeOf(getLabel).parameter(1).toHaveProperty('id');
    expectTypeOf(listMilestones).returns.toEqualTypeOf<Promise<ForgeResponse<Milestone[]>>>();
    expect(listLabels.route).toBe('GET /repos/{owner}/{repo}/labels');
  });

  it('type forge.request by its route key, so a wrong parameter, query, body or route does not compile', async () => {
    const calls: string[] = [];
    const forge = {
      request: (route: string) => {
        calls.push(route);
        return Promise.resolve({ status: 200, data: { id: 1, name: 'bug' }, paging: {} });
      },
    } as unknown as ForgeSession;
    await expect(typedByRoute(forge)).resolves.toEqual({ id: 1, name: 'bug' });
    expect(calls).toHaveLength(6);
  });
});

/** tsc checks each line: a route, its parameters, its query, its body and its answer cannot disagree. */
function typedByRoute(forge: ForgeSession) {
  // @ts-expect-error the labels route has no {index}
  void forge.request('GET /repos/{owner}/{repo}/labels', { params: { owner: 'a', index: 1 } });
  // @ts-expect-error {repo} is missing
  void forge.request('GET /repos/{owner}/{repo}/labels', { params: { owner: 'a' } });
  void forge.request('GET /repos/{owner}/{repo}/labels', {
    params: { owner: 'a', repo: 'b' },
    // @ts-expect-error `state` is no query parameter of the labels route
    query: { state: 'open' },
  });
  // @ts-expect-error no such route
  void forge.request('GET /repos/{owner}/{repo}/labelz', { params: { owner: 'a', repo: 'b' } });
  // @ts-expect-error a label is created from a CreateLabelOption, which needs a name and a color
  void forge.request('POST /repos/{owner}/{repo}/labels', { params: { owner: 'a', repo: 'b' }, body: {} });
  return forge
    .request('GET /repos/{owner}/{repo}/labels/{id}', { params: { owner: 'a', repo: 'b', id: 1 } })
    .then((response): Label => response.data);
}
