// An organization's settings screens: creating, editing and deleting organizations and teams, members
// and their public membership, a team's members and repositories, with their forge calls and refusals.

import { describe, expect, it } from 'vitest';
import type { Json } from '../../helpers/mutations.js';
import { useHarness } from '../../helpers/use-harness.js';
import { writesOf } from '../../helpers/writes.js';

const harness = useHarness();
const { calls, query, write } = writesOf(harness);

const teamId = async (name: string, org = 'acme') => {
  const { data } = await query(
    `{ organization(login: "${org}") { teams(first: 50) { nodes { id name } } } }`,
  );
  return data?.organization.teams.nodes.find((t: Json) => t.name === name)?.id as string;
};

describe('organizations', () => {
  it('list every visible organization with one call', async () => {
    const { data } = await query('{ organizations { totalCount nodes { name } } }');
    expect(data?.organizations).toEqual({ totalCount: 1, nodes: [{ name: 'acme' }] });
    expect(calls()).toEqual({ 'GET /orgs': 1 });
  });

  it('create one with one call, the caller its owner, and refuse its name again', async () => {
    const created = await write(
      'createOrganization',
      { login: 'widgets', fullName: 'Widgets Inc', visibility: 'LIMITED' },
      'carol',
      '... on CreateOrganizationPayload { organization { name fullName visibility } }',
    );
    expect(created.organization).toEqual({ name: 'widgets', fullName: 'Widgets Inc', visibility: 'LIMITED' });
    expect(calls()).toEqual({ 'POST /orgs': 1 });
    const again = await write('createOrganization', { login: 'widgets' }, 'carol');
    expect(again.__typename).toBe('ValidationError');
    harness().resetCalls();
    const { data } = await query(
      '{ organization(login: "widgets") { permissionsOf(login: "carol") { canRead canWrite isAdmin isOwner canCreateRepository } } }',
      'carol',
    );
    expect(data?.organization.permissionsOf).toEqual({
      canRead: true,
      canWrite: true,
      isAdmin: true,
      isOwner: true,
      canCreateRepository: true,
    });
    expect(calls()).toEqual({ 'GET /orgs/{org}': 1, 'GET /users/{username}/orgs/{org}/permissions': 1 });
  });

  it('show bob’s permissions in acme from his write team', async () => {
    const { data } = await query(
      '{ organization(login: "acme") { permissionsOf(login: "bob") { canRead canWrite isAdmin isOwner canCreateRepository } } }',
      'bob',
    );
    expect(data?.organization.permissionsOf).toEqual({
      canRead: true,
      canWrite: true,
      isAdmin: false,
      isOwner: false,
      canCreateRepository: false,
    });
  });

  it('update with one call; ForbiddenError for a non-owner', async () => {
    const updated = await write(
      'updateOrganization',
      { login: 'widgets', location: 'Oslo' },
      'carol',
      '... on UpdateOrganizationPayload { organization { location fullName } }',
    );
    expect(updated.organization).toEqual({ location: 'Oslo', fullName: 'Widgets Inc' });
    expect(calls()).toEqual({ 'PATCH /orgs/{org}': 1 });
    expect((await write('updateOrganization', { login: 'acme', location: 'Oslo' }, 'bob')).__typename).toBe(
      'ForbiddenError',
    );
  });

  it('delete with one call; UpstreamError for acme, which still owns repositories', async () => {
    const deleted = await write(
      'deleteOrganization',
      { login: 'widgets' },
      'carol',
      '... on DeleteOrganizationPayload { deletedLogin }',
    );
    expect(deleted).toEqual({ __typename: 'DeleteOrganizationPayload', deletedLogin: 'widgets' });
    expect(calls()).toEqual({ 'DELETE /orgs/{org}': 1 });
    expect((await write('deleteOrganization', { login: 'acme' })).__typename).toBe('UpstreamError');
  });
});

describe('membership', () => {
  it('tell members apart with one call each; an outsider is sent to the public check', async () => {
    const { data } = await query(
      '{ organization(login: "acme") { bob: hasMember(login: "bob") carol: hasMember(login: "carol") } }',
    );
    expect(data?.organization).toEqual({ bob: true, carol: false });
    expect(calls()['GET /orgs/{org}/members/{username}']).toBe(2);
    harness().resetCalls();
    const outsider = await query('{ organization(login: "acme") { hasMember(login: "bob") } }', 'carol');
    expect(outsider.data?.organization.hasMember).toBe(false);
    expect(calls()).toEqual({
      'GET /orgs/{org}': 1,
      'GET /orgs/{org}/members/{username}': 1,
      'GET /orgs/{org}/public_members/{username}': 1,
    });
  });

  it('bob publicizes his own membership with one call, and may not publicize alice’s', async () => {
    const done = await write(
      'publicizeOrganizationMembership',
      { organization: 'acme', login: 'bob' },
      'bob',
    );
    expect(done.__typename).toBe('PublicizeOrganizationMembershipPayload');
    expect(calls()).toEqual({ 'PUT /orgs/{org}/public_members/{username}': 1 });
    const { data } = await query(
      '{ organization(login: "acme") { hasPublicMember(login: "bob") } }',
      'carol',
    );
    expect(data?.organization.hasPublicMember).toBe(true);
    const other = await write(
      'concealOrganizationMembership',
      { organization: 'acme', login: 'alice' },
      'bob',
    );
    expect(other.__typename).toBe('ForbiddenError');
    await write('concealOrganizationMembership', { organization: 'acme', login: 'bob' }, 'bob');
    const after = await query('{ organization(login: "acme") { hasPublicMember(login: "bob") } }', 'carol');
    expect(after.data?.organization.hasPublicMember).toBe(false);
  });
});

describe('teams', () => {
  it('create a team with one call and find it by search', async () => {
    const created = await write(
      'createTeam',
      {
        organization: 'acme',
        name: 'docs',
        description: 'Writers',
        permission: 'READ',
        units: ['repo.code', 'repo.wiki'],
      },
      'alice',
      '... on CreateTeamPayload { team { name permission units organization { name } } }',
    );
    expect(created.team).toEqual({
      name: 'docs',
      permission: 'READ',
      units: ['repo.code', 'repo.wiki'],
      organization: { name: 'acme' },
    });
    expect(calls()).toEqual({ 'POST /orgs/{org}/teams': 1 });
    expect(
      (await write('createTeam', { organization: 'acme', name: 'docs', units: ['repo.code'] })).__typename,
    ).toBe('ValidationError');
    expect((await write('createTeam', { organization: 'acme', name: 'x' }, 'bob')).__typename).toBe(
      'ForbiddenError',
    );
    harness().resetCalls();
    const { data } = await query(
      '{ organization(login: "acme") { searchTeams(query: "writ") { totalCount nodes { name } } } }',
      'admin',
    );
    expect(data?.organization.searchTeams).toEqual({ totalCount: 1, nodes: [{ name: 'docs' }] });
    expect(calls()).toEqual({ 'GET /orgs/{org}/teams/search': 1 });
  });

  it('create a team of units without a permission: the forge gives it NONE; without units it fails', async () => {
    const created = await write(
      'createTeam',
      { organization: 'acme', name: 'readers', units: ['repo.code'] },
      'alice',
      '... on CreateTeamPayload { team { name permission units } }',
    );
    // team.go CreateTeam: an absent permission parses as none, and each unit gets the team's permission
    expect(created.team).toEqual({ name: 'readers', permission: 'NONE', units: ['repo.code'] });
    harness().resetCalls();
    const bare = await write(
      'createTeam',
      { organization: 'acme', name: 'bare', permission: 'READ' },
      'alice',
    );
    expect(bare.__typename).toBe('UpstreamError');
    expect(calls()).toEqual({ 'POST /orgs/{org}/teams': 1 });
  });

  it('change only a team’s description: one call, the name and permission kept', async () => {
    const id = await teamId('readers');
    harness().resetCalls();
    const edited = await write(
      'updateTeam',
      { id, description: 'Only reads' },
      'alice',
      '... on UpdateTeamPayload { team { name description permission } }',
    );
    expect(edited.team).toEqual({ name: 'readers', description: 'Only reads', permission: 'NONE' });
    expect(calls()).toEqual({ 'PATCH /teams/{id}': 1 });
  });

  it('refuse OWNER as a team permission without a call', async () => {
    expect(
      (await write('createTeam', { organization: 'acme', name: 'bosses', permission: 'OWNER' })).__typename,
    ).toBe('ValidationError');
    expect(calls()).toEqual({});
  });

  it('add admin and a repository to docs, one call each, then check both', async () => {
    const id = await teamId('docs');
    harness().resetCalls();
    const added = await write(
      'addTeamMember',
      { teamId: id, login: 'admin' },
      'alice',
      '... on AddTeamMemberPayload { user { login } }',
    );
    expect(added).toMatchObject({ user: { login: 'admin' } });
    expect(calls()).toEqual({ 'PUT /teams/{id}/members/{username}': 1, 'GET /users/{username}': 1 });
    harness().resetCalls();
    expect(
      (await write('addTeamRepository', { teamId: id, organization: 'acme', name: 'template' })).__typename,
    ).toBe('AddTeamRepositoryPayload');
    expect(calls()).toEqual({ 'PUT /teams/{id}/repos/{org}/{repo}': 1 });
    harness().resetCalls();
    const { data } = await query(
      `{ node(id: "${id}") { ... on Team { hasMember(login: "admin") hasRepository(name: "template") legacy: hasRepository(name: "legacy") } } }`,
    );
    expect(data?.node).toEqual({ hasMember: true, hasRepository: true, legacy: false });
    expect(calls()).toEqual({
      'GET /teams/{id}': 1,
      'GET /teams/{id}/members/{username}': 1,
      'GET /teams/{id}/repos/{org}/{repo}': 2,
    });
  });

  it('refuse team changes to bob, a member of acme outside the team, with ForbiddenError', async () => {
    const id = await teamId('docs');
    expect((await write('addTeamMember', { teamId: id, login: 'bob' }, 'bob')).__typename).toBe(
      'ForbiddenError',
    );
    // carol is outside acme: the team itself is hidden from her
    expect((await write('addTeamMember', { teamId: id, login: 'bob' }, 'carol')).__typename).toBe(
      'NotFoundError',
    );
  });

  it('remove admin and the repository, then rename the team: one call each', async () => {
    const id = await teamId('docs');
    harness().resetCalls();
    expect((await write('removeTeamMember', { teamId: id, login: 'admin' })).__typename).toBe(
      'RemoveTeamMemberPayload',
    );
    expect(
      (await write('removeTeamRepository', { teamId: id, organization: 'acme', name: 'template' }))
        .__typename,
    ).toBe('RemoveTeamRepositoryPayload');
    const renamed = await write(
      'updateTeam',
      { id, name: 'writers', permission: 'WRITE' },
      'alice',
      '... on UpdateTeamPayload { team { name permission } }',
    );
    expect(renamed.team).toEqual({ name: 'writers', permission: 'WRITE' });
    expect(calls()).toEqual({
      'DELETE /teams/{id}/members/{username}': 1,
      'DELETE /teams/{id}/repos/{org}/{repo}': 1,
      'PATCH /teams/{id}': 1,
    });
  });

  it('remove bob from acme with one call; the last owner stays', async () => {
    const removed = await write(
      'removeOrganizationMember',
      { organization: 'acme', login: 'bob' },
      'alice',
      '... on RemoveOrganizationMemberPayload { user { login } }',
    );
    expect(removed.user).toEqual({ login: 'bob' });
    expect(
      (await write('removeOrganizationMember', { organization: 'acme', login: 'alice' })).__typename,
    ).toBe('UpstreamError');
  });

  it('delete the team with one call; the Owners team cannot go', async () => {
    const id = await teamId('writers');
    harness().resetCalls();
    expect((await write('deleteTeam', { id })).__typename).toBe('DeleteTeamPayload');
    expect(calls()).toEqual({ 'DELETE /teams/{id}': 1 });
    expect((await write('deleteTeam', { id: await teamId('Owners') })).__typename).toBe('UpstreamError');
    expect((await write('deleteTeam', { id: 'nope' })).__typename).toBe('ValidationError');
  });
});
