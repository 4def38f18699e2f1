// Paging and one failure for each people list not covered elsewhere: the window maps onto one forge
// page, totals come from X-Total-Count, and a failing list fails alone, with its path.

import { describe, expect, it } from 'vitest';
import type { Json } from '../../helpers/mutations.js';
import { callsWithQuery } from '../../helpers/people-fixtures.js';
import { useFileHarness } from '../../helpers/use-harness.js';
import { writesOf } from '../../helpers/writes.js';

const harness = useFileHarness();
const { query } = writesOf(() => harness);

const SECOND = 'b2Zmc2V0OjA'; // the cursor after the first item

async function secondPage(document: string, as: 'alice' | 'bob' | 'carol') {
  const { data, errors } = await harness.query<Json>(document, { after: SECOND }, { as });
  expect(errors).toBeUndefined();
  return data;
}

describe('paging', () => {
  it('viewer.repositories: the second repository of bob’s, from page 2 of size 1', async () => {
    const data = await secondPage(
      'query ($after: String) { viewer { repositories(first: 1, after: $after) { totalCount pageInfo { hasNextPage hasPreviousPage } nodes { fullName } } } }',
      'bob',
    );
    expect(data?.viewer.repositories).toEqual({
      totalCount: 6,
      pageInfo: { hasNextPage: true, hasPreviousPage: true },
      nodes: [{ fullName: 'bob/empty' }],
    });
    expect(callsWithQuery(harness).sort()).toEqual(['GET /user/repos ?limit=1&page=2']);
  });

  it('following: alice follows one account, so a window past it is empty', async () => {
    const data = await secondPage(
      'query ($after: String) { user(login: "alice") { following(first: 1, after: $after) { totalCount pageInfo { hasNextPage } nodes { login } } } }',
      'bob',
    );
    expect(data?.user.following).toEqual({ totalCount: 1, pageInfo: { hasNextPage: false }, nodes: [] });
    expect(callsWithQuery(harness).sort()).toEqual(['GET /users/{username}/following ?limit=1&page=2']);
  });

  it('organizations and teams of the viewer page like the rest', async () => {
    const { data } = await query(
      '{ viewer { organizations(first: 1) { totalCount pageInfo { hasNextPage } nodes { login } } teams(first: 1) { totalCount pageInfo { hasNextPage } } } }',
    );
    expect(data?.viewer).toEqual({
      organizations: { totalCount: 1, pageInfo: { hasNextPage: false }, nodes: [{ login: 'acme' }] },
      teams: { totalCount: 1, pageInfo: { hasNextPage: false } },
    });
    expect(callsWithQuery(harness).sort()).toEqual([
      'GET /user/orgs ?limit=1&page=1',
      'GET /user/teams ?limit=1&page=1',
    ]);
  });

  it('organization members and teams: the second of each', async () => {
    const data = await secondPage(
      'query ($after: String) { organization(login: "acme") { members(first: 1, after: $after) { totalCount nodes { login } } teams(first: 1, after: $after) { totalCount pageInfo { hasNextPage } nodes { name } } } }',
      'alice',
    );
    expect(data?.organization).toEqual({
      members: { totalCount: 2, nodes: [{ login: 'bob' }] },
      teams: { totalCount: 2, pageInfo: { hasNextPage: false }, nodes: [{ name: 'Owners' }] },
    });
    expect(callsWithQuery(harness).sort()).toEqual([
      'GET /orgs/{org}/members ?limit=1&page=2',
      'GET /orgs/{org}/teams ?limit=1&page=2',
    ]);
  });

  it('a team’s repositories: the second of the Owners team’s', async () => {
    const data = await secondPage(
      'query ($after: String) { viewer { teams { nodes { name repositories(first: 1, after: $after) { totalCount nodes { fullName } } members(first: 1) { totalCount pageInfo { hasNextPage } } } } } }',
      'alice',
    );
    expect(data?.viewer.teams.nodes).toEqual([
      {
        name: 'Owners',
        repositories: { totalCount: 2, nodes: [{ fullName: 'acme/template' }] },
        members: { totalCount: 1, pageInfo: { hasNextPage: false } },
      },
    ]);
    expect(callsWithQuery(harness).sort()).toEqual([
      'GET /teams/{id}/members ?limit=1&page=1',
      'GET /teams/{id}/repos ?limit=1&page=2',
      'GET /user/teams ?limit=30&page=1',
    ]);
  });
});

describe('a failing list fails alone', () => {
  it('organization members fail alone when the forge fails, the organization intact', async () => {
    harness.sandbox.faults.injectStatus('GET /orgs/{org}/members', 404, { times: 1 });
    const { data, errors } = await query(
      '{ organization(login: "acme") { login members { totalCount } repositories { totalCount } } }',
      'carol',
    );
    expect(data?.organization).toEqual({ login: 'acme', members: null, repositories: { totalCount: 2 } });
    expect(errors?.map((e) => [e.path?.join('.'), e.extensions?.code])).toEqual([
      ['organization.members', 'NOT_FOUND'],
    ]);
  });

  it('a team’s members are FORBIDDEN to an organization member outside the team', async () => {
    const { data, errors } = await query(
      '{ organization(login: "acme") { teams { nodes { name members { totalCount } } } } }',
      'bob',
    );
    expect(data?.organization.teams.nodes).toEqual([
      { name: 'devs', members: { totalCount: 1 } },
      { name: 'Owners', members: null },
    ]);
    expect(errors?.map((e) => [e.path?.join('.'), e.extensions?.code, e.extensions?.upstream])).toEqual([
      [
        'organization.teams.nodes.1.members',
        'FORBIDDEN',
        { status: 403, route: 'GET /teams/{id}/members', message: 'Must be a team member' },
      ],
    ]);
  });

  it('a forge failure on a list is UPSTREAM_ERROR on it, its siblings intact', async () => {
    harness.sandbox.faults.injectStatus('GET /orgs/{org}/repos', 500, { times: 1 });
    harness.sandbox.faults.injectStatus('GET /users/{username}/orgs', 500, { times: 1 });
    harness.sandbox.faults.injectStatus('GET /teams/{id}/repos', 500, { times: 1 });
    const { data, errors } =
      await query(`{ organization(login: "acme") { repositories { totalCount } members { totalCount } }
         user(login: "alice") { organizations { totalCount } following { totalCount } }
         viewer { teams { nodes { repositories { totalCount } } } } }`);
    expect(data).toEqual({
      organization: { repositories: null, members: { totalCount: 2 } },
      user: { organizations: null, following: { totalCount: 1 } },
      viewer: { teams: { nodes: [{ repositories: null }] } },
    });
    expect(errors?.map((e) => [e.path?.join('.'), e.extensions?.code]).sort()).toEqual([
      ['organization.repositories', 'UPSTREAM_ERROR'],
      ['user.organizations', 'UPSTREAM_ERROR'],
      ['viewer.teams.nodes.0.repositories', 'UPSTREAM_ERROR'],
    ]);
  });

  it('viewerIsFollowing fails on its field when the forge fails', async () => {
    harness.sandbox.faults.injectStatus('GET /user/following/{username}', 500, { times: 1 });
    const { data, errors } = await query('{ user(login: "bob") { login viewerIsFollowing } }');
    expect(data?.user).toEqual({ login: 'bob', viewerIsFollowing: null });
    expect(errors?.[0]).toMatchObject({
      path: ['user', 'viewerIsFollowing'],
      extensions: { code: 'UPSTREAM_ERROR' },
    });
  });
});
