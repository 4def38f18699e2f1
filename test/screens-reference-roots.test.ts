// user(login:), organization(login:) and issue(number:) as references: a selection that needs none of
// the record's own fields costs no read of it, and a missing one answers as before, with the same
// NOT_FOUND, message and path, at the cost of that one read.

import { describe, expect, it } from 'vitest';
import { countRoutes } from './helpers/harness.js';
import { useHarness } from './helpers/use-harness.js';

const harness = useHarness();

/** The errors as a client reads them: message, path, code. */
const errorsOf = (response: {
  errors?: readonly {
    message: string;
    path?: readonly (string | number)[];
    extensions?: Record<string, unknown>;
  }[];
}) => response.errors?.map((error) => [error.message, error.path, error.extensions?.code]);

/** Runs the reference query, then the same root asking for a field of its own, for a missing object. */
async function missingBoth(asReference: string, asRecord: string) {
  const direct = await harness().query(asRecord, {}, { as: 'alice' });
  harness().resetCalls();
  const missing = await harness().query(asReference, {}, { as: 'alice' });
  return { direct, missing };
}

describe('user(login:) as a reference', () => {
  it('lists the user’s repositories without reading the user', async () => {
    const response = await harness().query<{ user: { repositories: { nodes: { name: string }[] } } }>(
      '{ user(login: "alice") { repositories(first: 5) { nodes { name } } } }',
      {},
      { as: 'bob' },
    );
    expect(response.errors).toBeUndefined();
    expect(response.data?.user.repositories.nodes.map((repo) => repo.name)).toContain('hello');
    expect(countRoutes(harness().routes())).toEqual({ 'GET /users/{username}/repos': 1 });
  });

  it('answers a missing user as null with the same NOT_FOUND, reading the record once', async () => {
    const { direct, missing } = await missingBoth(
      '{ user(login: "nobody") { repositories(first: 5) { nodes { name } } } }',
      '{ user(login: "nobody") { login } }',
    );
    expect(missing.data).toEqual({ user: null });
    expect(errorsOf(missing)).toEqual(errorsOf(direct));
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(countRoutes(harness().routes())).toEqual({
      'GET /users/{username}/repos': 1,
      'GET /users/{username}': 1,
    });
  });

  it('reads the user for an ordered list: the search needs the user’s id', async () => {
    const response = await harness().query(
      '{ user(login: "alice") { repositories(first: 5, orderBy: { field: NAME, direction: ASC }) { totalCount } } }',
      {},
      { as: 'bob' },
    );
    expect(response.errors).toBeUndefined();
    expect(countRoutes(harness().routes())).toEqual({ 'GET /users/{username}': 1, 'GET /repos/search': 1 });
  });
});

describe('organization(login:) as a reference', () => {
  it('lists the teams without reading the organization, and names the organization from one read', async () => {
    const teams = await harness().query<{ organization: { teams: { nodes: { name: string }[] } } }>(
      '{ organization(login: "acme") { teams(first: 10) { nodes { name } } } }',
      {},
      { as: 'alice' },
    );
    expect(teams.errors).toBeUndefined();
    expect(teams.data?.organization.teams.nodes.map((team) => team.name)).toContain('devs');
    expect(countRoutes(harness().routes())).toEqual({ 'GET /orgs/{org}/teams': 1 });

    harness().resetCalls();
    const named = await harness().query<{
      organization: { teams: { nodes: { organization: { fullName: string | null } }[] } };
    }>(
      '{ organization(login: "acme") { teams(first: 10) { nodes { organization { name fullName } } } } }',
      {},
      { as: 'alice' },
    );
    expect(named.errors).toBeUndefined();
    expect(named.data?.organization.teams.nodes[0]?.organization).toEqual({
      name: 'acme',
      fullName: expect.any(String),
    });
    expect(countRoutes(harness().routes())).toEqual({ 'GET /orgs/{org}/teams': 1, 'GET /orgs/{org}': 1 });
  });

  it('answers a missing organization as null with the same NOT_FOUND, reading the record once', async () => {
    const { direct, missing } = await missingBoth(
      '{ organization(login: "nowhere") { teams(first: 10) { totalCount } } }',
      '{ organization(login: "nowhere") { name } }',
    );
    expect(missing.data).toEqual({ organization: null });
    expect(errorsOf(missing)).toEqual(errorsOf(direct));
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(countRoutes(harness().routes())).toEqual({ 'GET /orgs/{org}/teams': 1, 'GET /orgs/{org}': 1 });
  });
});

describe('issue(number:) as a reference', () => {
  it('lists the comments without reading the issue or the repository', async () => {
    const response = await harness().query<{
      repository: { issue: { comments: { totalCount: number } } };
    }>(
      '{ repository(owner: "alice", name: "hello") { issue(number: 1) { comments(first: 10) { totalCount nodes { body } } } } }',
      {},
      { as: 'alice' },
    );
    expect(response.errors).toBeUndefined();
    expect(response.data?.repository.issue.comments.totalCount).toBeGreaterThan(0);
    expect(countRoutes(harness().routes())).toEqual({
      'GET /repos/{owner}/{repo}/issues/{index}/comments': 1,
    });
  });

  it('answers a missing issue as null with the same NOT_FOUND, reading the issue and the repository', async () => {
    const { direct, missing } = await missingBoth(
      '{ repository(owner: "alice", name: "hello") { issue(number: 999) { comments(first: 10) { totalCount } } } }',
      '{ repository(owner: "alice", name: "hello") { issue(number: 999) { title } } }',
    );
    expect(missing.data).toEqual({ repository: { issue: null } });
    expect(errorsOf(missing)).toEqual(errorsOf(direct));
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(countRoutes(harness().routes())).toEqual({
      'GET /repos/{owner}/{repo}/issues/{index}/comments': 1,
      'GET /repos/{owner}/{repo}/issues/{index}': 1,
      'GET /repos/{owner}/{repo}': 1,
    });
  });

  it('reads the issue when the selection asks for one of its fields', async () => {
    await harness().query(
      '{ repository(owner: "alice", name: "hello") { issue(number: 1) { title comments(first: 10) { totalCount } } } }',
      {},
      { as: 'alice' },
    );
    expect(countRoutes(harness().routes())).toEqual({
      'GET /repos/{owner}/{repo}/issues/{index}/comments': 1,
      'GET /repos/{owner}/{repo}/issues/{index}': 1,
    });
  });
});
