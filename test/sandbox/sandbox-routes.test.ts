// The sandbox's route table: every row under a repository runs Gitea's repoAssignment, so a private
// repository is a 404 to whoever cannot read it, whatever the route; the guards run before the handler
// (no body is read, no state changes) and in Gitea's order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeRows } from '../../src/sandbox/http/routes.js';
import { type Sandbox, startSandbox } from '../../src/sandbox/server.js';

let sb: Sandbox;

beforeAll(async () => {
  sb = await startSandbox();
});

afterAll(async () => {
  await sb.close();
});

const rows = routeRows({ assigneesRoute: true, contentsExt: true });

/** The path of a row: alice's repository `repo` (her private one by default), `1` for ids and indexes. */
function pathOf(route: string, repo: string): string {
  return route
    .slice(route.indexOf(' ') + 1)
    .replace(/\{(owner|template_owner|username)\}/g, 'alice')
    .replace(/\{(repo|template_repo)\}/g, repo)
    .replace(/\{org\}/g, 'acme')
    .replace(/\{\w+\}/g, '1');
}

function call(route: string, token?: string, repo = 'secret') {
  const method = route.slice(0, route.indexOf(' '));
  const headers: Record<string, string> = token ? { Authorization: `token ${token}` } : {};
  return fetch(`${sb.url}${pathOf(route, repo)}`, { method, headers });
}

describe('the route table', () => {
  const repoRoutes = rows.map((row) => row.route).filter((route) => /\{(template_)?repo\}/.test(route));

  it('lists each route once', () => {
    const routes = rows.map((row) => row.route);
    expect(routes.length).toBeGreaterThan(150);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('answers every repository route with a 404 to a signed-in caller who cannot read the private repository', async () => {
    expect(repoRoutes.length).toBeGreaterThan(100);
    const answers: Record<string, unknown> = {};
    for (const route of repoRoutes) {
      const res = await call(route, 'carol-token');
      answers[route] = res.status === 404 ? await res.json() : res.status;
    }
    const notFound = { errors: null, message: 'not found', url: `${sb.origin}/api/swagger` };
    expect(answers).toEqual(Object.fromEntries(repoRoutes.map((route) => [route, notFound])));
  });

  it('answers an anonymous caller 404 too, except where reqToken runs before the repository lookup', async () => {
    const statuses: Record<string, number> = {};
    for (const route of repoRoutes) statuses[route] = (await call(route)).status;
    // the /teams/{id} group runs reqToken before its handlers look the repository up
    const tokenFirst = repoRoutes.filter(
      (route) => route.includes(' /user/starred/') || route.includes(' /teams/'),
    );
    expect(tokenFirst).toEqual([
      'GET /user/starred/{owner}/{repo}',
      'PUT /user/starred/{owner}/{repo}',
      'DELETE /user/starred/{owner}/{repo}',
      'GET /teams/{id}/repos/{org}/{repo}',
      'PUT /teams/{id}/repos/{org}/{repo}',
      'DELETE /teams/{id}/repos/{org}/{repo}',
    ]);
    expect(statuses).toEqual(
      Object.fromEntries(repoRoutes.map((route) => [route, tokenFirst.includes(route) ? 401 : 404])),
    );
  });

  it('reads the caller only behind reqToken: no route fails inside the sandbox for an anonymous caller', async () => {
    const failures: string[] = [];
    for (const { route } of rows) {
      const res = await call(route, undefined, 'hello');
      const error = res.headers.get('x-sandbox-error');
      if (error) failures.push(`${route}: ${error}`);
    }
    expect(failures).toEqual([]);
  });

  it('serves the private repository to its owner through the same rows', async () => {
    const res = await call('GET /repos/{owner}/{repo}', 'alice-token');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ full_name: 'alice/secret', private: true });
  });
});
