// acme's teams: 1 Owners (alice), 2 devs (bob; write on acme/template). carol is no member of acme.
import { expect } from 'vitest';
import { asGiteaTests, following } from '../../helpers/gitea-behaviours.js';
import { useSandbox } from '../../helpers/sandbox-client.js';

const sandbox = useSandbox();
const TEAMS = '/orgs/acme/teams';
const ALL_UNITS = [
  'repo.actions',
  'repo.code',
  'repo.ext_issues',
  'repo.ext_wiki',
  'repo.issues',
  'repo.packages',
  'repo.projects',
  'repo.pulls',
  'repo.releases',
  'repo.wiki',
];

async function created(body: Record<string, unknown>) {
  const res = await sandbox.answers(201, 'POST', TEAMS, 'admin', body);
  return res.body;
}

asGiteaTests('tests/integration/api_team_test.go', () => {
  following('TestAPITeam', (behaves) => {
    behaves('shows a team to its member, with its organization', async () => {
      const res = await sandbox.answers(200, 'GET', '/teams/2', 'bob');
      expect(res.body).toMatchObject({ id: 2, name: 'devs', organization: { username: 'acme' } });
    });

    behaves(
      'refuses a team to a member of the organization outside it (403) and to anonymous callers (401)',
      async () => {
        await sandbox.refuses(403, 'Must be a team member', 'GET', '/teams/1', 'bob');
        expect((await sandbox.call('GET', '/teams/2')).status).toBe(401);
      },
    );

    behaves('creates a team with a permission and units, each unit at that permission', async () => {
      const team = await created({
        name: 'team1',
        description: 'team one',
        includes_all_repositories: true,
        permission: 'write',
        units: ['repo.code', 'repo.issues'],
      });
      expect(team).toMatchObject({
        name: 'team1',
        description: 'team one',
        includes_all_repositories: true,
        permission: 'write',
        units_map: { 'repo.code': 'write', 'repo.issues': 'write' },
      });
      expect([...team.units].sort()).toEqual(['repo.code', 'repo.issues']);
    });

    behaves('makes an admin team of an edit to permission admin, with every unit', async () => {
      const team = await created({ name: 'team1b', permission: 'write', units: ['repo.code'] });
      const res = await sandbox.answers(200, 'PATCH', `/teams/${team.id}`, 'admin', {
        name: 'teamone',
        description: 'team 1',
        permission: 'admin',
        includes_all_repositories: false,
        units: ['repo.code', 'repo.pulls', 'repo.releases'],
      });
      expect(res.body).toMatchObject({
        name: 'teamone',
        permission: 'admin',
        includes_all_repositories: false,
      });
      expect([...res.body.units].sort()).toEqual(ALL_UNITS);
    });

    behaves('edits the description alone (200), keeping the name, permission and units', async () => {
      const team = await created({ name: 'team1c', permission: 'write', units: ['repo.code'] });
      const res = await sandbox.answers(200, 'PATCH', `/teams/${team.id}`, 'admin', {
        description: 'first team',
      });
      expect(res.body).toMatchObject({
        name: 'team1c',
        description: 'first team',
        permission: 'write',
        units: ['repo.code'],
      });
      expect((await sandbox.call('GET', `/teams/${team.id}`, 'admin')).body.description).toBe('first team');
    });

    behaves('takes the lowest level of units_map as the permission of a team below admin', async () => {
      const units_map = { 'repo.code': 'read', 'repo.issues': 'write', 'repo.wiki': 'none' };
      const team = await created({ name: 'team2', permission: 'write', units_map });
      expect(team).toMatchObject({ permission: 'read', units_map });
      const edited = await sandbox.call('PATCH', `/teams/${team.id}`, 'admin', {
        name: 'teamtwo',
        permission: 'write',
        units_map: { 'repo.code': 'read', 'repo.pulls': 'read', 'repo.releases': 'write' },
      });
      expect(edited.body).toMatchObject({
        name: 'teamtwo',
        permission: 'read',
        units_map: { 'repo.code': 'read', 'repo.pulls': 'read', 'repo.releases': 'write' },
      });
    });

    behaves(
      'gives a team created with units and no permission the permission none, on every unit',
      async () => {
        const team = await created({ name: 'unitsonly', units: ['repo.code', 'repo.issues'] });
        expect(team).toMatchObject({
          permission: 'none',
          units_map: { 'repo.code': 'none', 'repo.issues': 'none' },
        });
      },
    );

    behaves('fails with a 500 for a team below admin without units', async () => {
      await sandbox.answers(500, 'POST', TEAMS, 'admin', { name: 'nounits', permission: 'read' });
      expect((await sandbox.call('GET', `${TEAMS}/search?q=nounits`, 'admin')).body.data).toEqual([]);
    });

    behaves('gives an admin team every unit at admin, the external tracker and wiki at read', async () => {
      const team = await created({ name: 'teamadmin', permission: 'admin', includes_all_repositories: true });
      expect([...team.units].sort()).toEqual(ALL_UNITS);
      expect(team.units_map['repo.code']).toBe('admin');
      expect(team.units_map['repo.ext_issues']).toBe('read');
      expect(team.units_map['repo.ext_wiki']).toBe('read');
    });

    behaves('deletes a team (204), after which it is gone (404)', async () => {
      const team = await created({ name: 'doomed', permission: 'read', units: ['repo.code'] });
      expect((await sandbox.call('DELETE', `/teams/${team.id}`, 'admin')).status).toBe(204);
      expect((await sandbox.call('GET', `/teams/${team.id}`, 'admin')).status).toBe(404);
    });
  });

  following('TestAPITeamSearch', (behaves) => {
    behaves('finds the caller’s own teams by part of the name, as `{ok, data}`', async () => {
      const res = await sandbox.answers(200, 'GET', `${TEAMS}/search?q=dev`, 'bob');
      expect(res.body.ok).toBe(true);
      expect(res.body.data.map((t: { name: string }) => t.name)).toEqual(['devs']);
    });

    behaves(
      'searches only the teams an organization owner is in, and every team for a site admin',
      async () => {
        const owner = await sandbox.call('GET', `${TEAMS}/search?q=devs`, 'alice');
        expect(owner.body.data).toEqual([]);
        const own = await sandbox.call('GET', `${TEAMS}/search?q=owners`, 'alice');
        expect(own.body.data.map((t: { name: string }) => t.name)).toEqual(['Owners']);
        const admin = await sandbox.call('GET', `${TEAMS}/search?q=devs`, 'admin');
        expect(admin.body.data.map((t: { name: string }) => t.name)).toEqual(['devs']);
      },
    );

    behaves('refuses a search to a caller outside the organization (403)', async () => {
      await sandbox.answers(403, 'GET', `${TEAMS}/search?q=team`, 'carol');
    });
  });

  following('TestAPIGetTeamRepo', (behaves) => {
    behaves(
      'reads a repository of the team for its member, and answers 404 to a caller outside the organization',
      async () => {
        const res = await sandbox.answers(200, 'GET', '/teams/2/repos/acme/template', 'bob');
        expect(res.body.full_name).toBe('acme/template');
        expect((await sandbox.call('GET', '/teams/2/repos/acme/template', 'carol')).status).toBe(404);
      },
    );
  });
});
