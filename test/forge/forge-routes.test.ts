// The forge client's endpoints come from one generated operation table (generated/forge-endpoints.ts):
// every row names its route by the swagger's tag and operationId (or a documented newer route's), every
// endpoint names a route of the table, the sandbox serves it, a plain row forwards its arguments under
// the forge's names, and the generated route map types a call's parameters, query, body and answer.

import { readFileSync } from 'node:fs';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { FORGE_OPERATIONS } from '../../generated/forge-endpoints.js';
import { swaggerRouteKeys } from '../../scripts/forge-routes.js';
import { SWAGGER_PATH } from '../../scripts/forge-types.js';
import * as endpoints from '../../src/forge/endpoints/index.js';
import { getLabel, listLabels, listMilestones } from '../../src/forge/endpoints/index.js';
import { USED_OPERATIONS } from '../../src/forge/endpoints/used.js';
import type { ForgeResponse } from '../../src/forge/http/call.js';
import type { Operation } from '../../src/forge/routes/endpoint.js';
import { NEWER_ROUTES } from '../../src/forge/routes/newer.js';
import type { ForgeSession } from '../../src/forge/session.js';
import type { Label, Milestone } from '../../src/forge/types/index.js';
import { routeRows } from '../../src/sandbox/http/routes.js';

interface SwaggerOperation {
  operationId?: string;
  tags?: string[];
}
const swagger = JSON.parse(readFileSync(SWAGGER_PATH, 'utf8')) as {
  paths: Record<string, Record<string, SwaggerOperation>>;
};
const swaggerRoutes = new Set(swaggerRouteKeys(swagger as never));
/** Templates compared with their parameter names left out: the sandbox may name them otherwise. */
const shape = (route: string) => route.replace(/\{[^}]+\}/g, '{}');
const sandboxRoutes = new Set(
  routeRows({ assigneesRoute: true, contentsExt: true }).map((row) => shape(row.route)),
);

/** Every row of the operation table. */
const table: Operation[] = Object.values(FORGE_OPERATIONS).flatMap((group) => Object.values(group));

/** Every endpoint function, by its exported name, with its route. */
const rows = Object.entries(endpoints).flatMap(([name, value]) => {
  const route = (value as { route?: unknown })?.route;
  return typeof value === 'function' && typeof route === 'string' ? [{ name, route }] : [];
});

/** What the swagger, or the newer routes, say of a route: its operationId and tag. */
function declared(route: string): { operationId?: string; tag?: string } {
  const newer = NEWER_ROUTES[route as keyof typeof NEWER_ROUTES];
  if (newer) return { operationId: newer.operationId, tag: newer.tag };
  const [method, path] = route.split(' ') as [string, string];
  const operation = swagger.paths[path]?.[method.toLowerCase()];
  return { operationId: operation?.operationId, tag: operation?.tags?.[0] };
}

describe('the operation table', () => {
  it('holds one row per operation the gateway calls, keyed by its tag and operationId', () => {
    const used = new Set(Object.values(USED_OPERATIONS));
    expect(table.map((row) => row.operationId).sort()).toEqual([...used].sort());
    for (const [tag, group] of Object.entries(FORGE_OPERATIONS)) {
      for (const [operationId, row] of Object.entries(group)) {
        expect({ tag: row.tag, operationId: row.operationId }).toEqual({ tag, operationId });
      }
    }
  });

  it("names each row's operation by the operationId and first tag the swagger, or src/forge/routes/newer.ts, gives its route", () => {
    const mismatched = table.filter((row) => {
      const { operationId, tag } = declared(row.route);
      return operationId !== row.operationId || tag !== row.tag;
    });
    expect(mismatched).toEqual([]);
  });

  it("makes a function of every line of src/forge/endpoints/used.ts, or finds it written by hand, on the line's route", () => {
    const byId = new Map(table.map((row) => [row.operationId, row.route]));
    const routes = new Map(rows.map((row) => [row.name, row.route]));
    for (const [name, operationId] of Object.entries(USED_OPERATIONS)) {
      expect(routes.get(name), name).toBe(byId.get(operationId));
    }
  });
});

describe('the forge endpoints', () => {
  it('are all functions that carry a route of the operation table', () => {
    expect(rows.length).toBeGreaterThanOrEqual(364);
    const routes = new Set<string>(table.map((row) => row.route));
    expect(rows.filter((row) => !routes.has(row.route))).toEqual([]);
  });

  it('name a route of the reference swagger, or a newer route documented in src/forge/routes/newer.ts', () => {
    const unknown = rows.filter((row) => !swaggerRoutes.has(row.route) && !(row.route in NEWER_ROUTES));
    expect(unknown).toEqual([]);
  });

  it('declare as newer only routes the swagger lacks, each with the Gitea version that added it', () => {
    for (const [route, { since }] of Object.entries(NEWER_ROUTES)) {
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

  it("send a plain row's camelCase arguments under the forge's query names, and read text where the swagger says so", async () => {
    const calls: { route: string; options: Record<string, unknown> }[] = [];
    const forge = {
      request: (route: string, options: Record<string, unknown>) => {
        calls.push({ route, options });
        return Promise.resolve({ status: 200, data: null, paging: {} });
      },
    } as unknown as ForgeSession;
    await endpoints.searchTeams(forge, { org: 'acme', q: 'core', includeDesc: true, limit: 5 });
    await endpoints.getSigningKey(forge);
    await endpoints.renderMarkdownRaw(forge, {}, '# title');
    expect(calls).toEqual([
      {
        route: 'GET /orgs/{org}/teams/search',
        options: {
          params: { org: 'acme' },
          query: { q: 'core', include_desc: true, page: undefined, limit: 5 },
          body: undefined,
        },
      },
      {
        route: 'GET /signing-key.gpg',
        options: { params: {}, query: undefined, body: undefined, text: true },
      },
      {
        route: 'POST /markdown/raw',
        options: { params: {}, query: undefined, body: '# title', text: true, rawBody: true },
      },
    ]);
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
