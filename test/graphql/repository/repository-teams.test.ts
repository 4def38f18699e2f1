// An organization's repository's teams over HTTP against the sandbox: listed and checked from the
// repository, taken away and given back by an owner, refused to a writer and for a team that has it
// already, and none for a repository a user owns, each with its exact forge calls.

import { describe, expect, it } from 'vitest';
import type { Json } from '../../helpers/mutations.js';
import { useHarness } from '../../helpers/use-harness.js';
import { writesOf } from '../../helpers/writes.js';

const harness = useHarness();
const { calls, query, write } = writesOf(harness);
const TEAMS = `{ repository(owner: "acme", name: "template") {
  teams(first: 10) { totalCount nodes { name permission } }
  devs: hasTeam(name: "devs") nobody: hasTeam(name: "nobody") } }`;

describe('repository teams', () => {
  it('lists the teams of an organization’s repository, Owners first, and checks two by name; the 404 of the one it lacks has the repository read once to prove it exists', async () => {
    const { data, errors } = await query(TEAMS);
    expect(errors).toBeUndefined();
    expect(data?.repository).toEqual({
      teams: {
        totalCount: 2,
        nodes: [
          { name: 'Owners', permission: 'OWNER' },
          { name: 'devs', permission: 'WRITE' },
        ],
      },
      devs: true,
      nobody: false,
    });
    expect(calls()).toEqual({
      'GET /repos/{owner}/{repo}': 1,
      'GET /repos/{owner}/{repo}/teams': 1,
      'GET /repos/{owner}/{repo}/teams/{team}': 2,
    });
  });

  it('takes a team’s access away and gives it back, one call each', async () => {
    const input = { owner: 'acme', repo: 'template', team: 'devs' };
    expect(await write('removeRepositoryTeam', input)).toEqual({ __typename: 'RemoveRepositoryTeamPayload' });
    expect(calls()).toEqual({ 'DELETE /repos/{owner}/{repo}/teams/{team}': 1 });
    harness().resetCalls();
    const after = await query('{ repository(owner: "acme", name: "template") { hasTeam(name: "devs") } }');
    expect(after.data?.repository).toEqual({ hasTeam: false });
    harness().resetCalls();
    expect(await write('addRepositoryTeam', input)).toEqual({ __typename: 'AddRepositoryTeamPayload' });
    expect(calls()).toEqual({ 'PUT /repos/{owner}/{repo}/teams/{team}': 1 });
  });

  it.each<[string, Json, 'alice' | 'bob', string]>([
    ['a team that has the repository already', { team: 'devs' }, 'alice', 'ValidationError'],
    ['a team the organization lacks', { team: 'nobody' }, 'alice', 'NotFoundError'],
    ['a writer who is no admin', { team: 'devs' }, 'bob', 'ForbiddenError'],
  ])('refuses to add %s after one call', async (_case, input, as, typename) => {
    const result = await write('addRepositoryTeam', { owner: 'acme', repo: 'template', ...input }, as);
    expect(result.__typename).toBe(typename);
    expect(calls()).toEqual({ 'PUT /repos/{owner}/{repo}/teams/{team}': 1 });
  });

  it('answers no teams for a repository a user owns, after the forge’s 405', async () => {
    const { data, errors } = await query(
      '{ repository(owner: "alice", name: "hello") { teams(first: 5) { totalCount nodes { name } } hasTeam(name: "devs") } }',
    );
    expect(errors).toBeUndefined();
    expect(data?.repository).toEqual({ teams: { totalCount: 0, nodes: [] }, hasTeam: false });
    expect(calls()).toEqual({
      'GET /repos/{owner}/{repo}/teams': 1,
      'GET /repos/{owner}/{repo}/teams/{team}': 1,
    });
  });
});
