// An organization's members, teams and repositories, and Team as a refetchable node with its own
// members and repositories, through the graph with their exact forge calls.

import { describe, expect, it } from 'vitest';
import type { Json } from '../../helpers/mutations.js';
import { callsWithQuery } from '../../helpers/people-fixtures.js';
import { useFileHarness } from '../../helpers/use-harness.js';
import { writesOf } from '../../helpers/writes.js';
import { logins, names } from './people-nodes.js';

const harness = useFileHarness();

const { calls, query } = writesOf(() => harness);

describe('an organization’s lists', () => {
  it('read members, teams and repositories in parallel with the organization', async () => {
    const { data, errors } = await query(
      `{ organization(login: "acme") { login
          members { totalCount nodes { login } }
          teams { totalCount nodes { name organization { login } } }
          repositories { totalCount nodes { fullName } } } }`,
      'bob',
    );
    expect(errors).toBeUndefined();
    const org = data?.organization;
    expect(org.members).toEqual({ totalCount: 2, nodes: [{ login: 'alice' }, { login: 'bob' }] });
    // the forge leaves a listed team's organization null: the parent fills it, without a call
    expect(org.teams).toEqual({
      totalCount: 2,
      nodes: [
        { name: 'devs', organization: { login: 'acme' } },
        { name: 'Owners', organization: { login: 'acme' } },
      ],
    });
    expect(names(org.repositories)).toEqual(['acme/template', 'acme/legacy']);
    expect(calls()).toEqual({
      'GET /orgs/{org}': 1,
      'GET /orgs/{org}/members': 1,
      'GET /orgs/{org}/teams': 1,
      'GET /orgs/{org}/repos': 1,
    });
  });

  it('show a non-member only the public members and refuse the teams with FORBIDDEN on that field', async () => {
    const { data, errors } = await query(
      '{ organization(login: "acme") { login members { nodes { login } } teams { totalCount } } }',
      'carol',
    );
    expect(data?.organization).toEqual({
      login: 'acme',
      members: { nodes: [{ login: 'alice' }] },
      teams: null,
    });
    expect(errors).toHaveLength(1);
    expect(errors?.[0]).toMatchObject({
      path: ['organization', 'teams'],
      extensions: { code: 'FORBIDDEN', upstream: { status: 403, message: 'Must be an organization member' } },
    });
  });

  it('show an anonymous caller the public members, through the route that needs no token', async () => {
    const { data, errors } = await harness.query<Json>(
      '{ organization(login: "acme") { members { totalCount nodes { login } } } }',
    );
    expect(errors).toBeUndefined();
    expect(data?.organization.members).toEqual({ totalCount: 1, nodes: [{ login: 'alice' }] });
    expect(callsWithQuery(harness).sort()).toEqual(['GET /orgs/{org}/public_members ?limit=30&page=1']);
  });

  it('page the repositories with one call per window', async () => {
    const { data } = await harness.query<Json>(
      '{ organization(login: "acme") { repositories(first: 1, after: "b2Zmc2V0OjA") { totalCount pageInfo { hasNextPage hasPreviousPage } nodes { fullName } } } }',
    );
    expect(data?.organization.repositories).toEqual({
      totalCount: 2,
      pageInfo: { hasNextPage: false, hasPreviousPage: true },
      nodes: [{ fullName: 'acme/legacy' }],
    });
    expect(callsWithQuery(harness).sort()).toEqual(['GET /orgs/{org}/repos ?limit=1&page=2']);
  });

  it('answer NOT_FOUND for an unknown organization on the organization alone', async () => {
    const { data, errors } = await query('{ organization(login: "nobody") { members { totalCount } } }');
    expect(data?.organization).toBeNull();
    expect(errors?.map((e) => e.extensions?.code)).toEqual(['NOT_FOUND']);
  });
});

describe('teams', () => {
  it('list each team’s members and repositories: one call per team and list, in parallel', async () => {
    const { data } = await query(`{ organization(login: "acme") { teams { nodes { name
          members { totalCount nodes { login } } repositories { totalCount nodes { fullName } } } } } }`);
    const [devs, owners] = (data as Json).organization.teams.nodes;
    expect([devs.name, logins(devs.members), names(devs.repositories)]).toEqual([
      'devs',
      ['bob'],
      ['acme/template'],
    ]);
    expect([
      owners.name,
      logins(owners.members),
      names(owners.repositories),
      owners.repositories.totalCount,
    ]).toEqual(['Owners', ['alice'], ['acme/legacy', 'acme/template'], 2]);
    expect(calls()).toEqual({
      'GET /orgs/{org}/teams': 1,
      'GET /teams/{id}/members': 2,
      'GET /teams/{id}/repos': 2,
    });
  });

  it('refetch by id with GET /teams/{id}, the same id the viewer’s teams give', async () => {
    const viewer = await query('{ viewer { teams { nodes { id databaseId } } } }', 'bob');
    const team = viewer.data?.viewer.teams.nodes[0];
    expect(team.databaseId).toBe(2);
    const org = await query('{ organization(login: "acme") { teams { nodes { id } } } }', 'bob');
    expect(org.data?.organization.teams.nodes[0].id).toBe(team.id);
    harness.resetCalls();
    const { data } = await harness.query<Json>(
      'query ($id: ID!) { node(id: $id) { __typename ... on Team { name permission organization { login } } } }',
      { id: team.id },
      { as: 'bob' },
    );
    expect(data?.node).toEqual({
      __typename: 'Team',
      name: 'devs',
      permission: 'WRITE',
      organization: { login: 'acme' },
    });
    expect(calls()).toEqual({ 'GET /teams/{id}': 1 });
  });

  it('refetch as someone outside the team: NOT_FOUND, the forge hiding it', async () => {
    const viewer = await harness.query<Json>('{ viewer { teams { nodes { id } } } }', {}, { as: 'bob' });
    harness.resetCalls();
    const { data, errors } = await harness.query<Json>(
      'query ($id: ID!) { node(id: $id) { id } }',
      { id: viewer.data?.viewer.teams.nodes[0].id },
      { as: 'carol' },
    );
    expect(data?.node).toBeNull();
    expect(errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND', upstream: { status: 404 } });
    expect(calls()).toEqual({ 'GET /teams/{id}': 1 });
  });
});
