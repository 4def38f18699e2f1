// The teams of an organization's repository, as tests/integration/api_repo_teams_test.go walks them
// (acme/template: the Owners team, which includes every repository, and devs; acme/legacy: Owners only;
// alice owns acme, carol is no member).
import { expect } from 'vitest';
import { asGiteaTests, behaves } from '../../helpers/gitea-behaviours.js';
import { useSandbox } from '../../helpers/sandbox-client.js';

const sandbox = useSandbox();

asGiteaTests('tests/integration/api_repo_teams_test.go', () => {
  behaves(
    'TestAPIRepoTeams',
    "a repository's teams list with their permission, units and repo-creation right",
    async () => {
      const res = await sandbox.call('GET', '/repos/acme/template/teams', 'carol');
      expect(res.status).toBe(200);
      expect(res.body.map((t: { name: string }) => t.name)).toEqual(['Owners', 'devs']);
      expect(res.body[0]).toMatchObject({ permission: 'owner', can_create_org_repo: true });
      expect(res.body[0].units).toEqual([
        'repo.code',
        'repo.issues',
        'repo.ext_issues',
        'repo.wiki',
        'repo.pulls',
        'repo.releases',
        'repo.ext_wiki',
        'repo.projects',
        'repo.packages',
        'repo.actions',
      ]);
      expect(res.body[1]).toMatchObject({ permission: 'write', can_create_org_repo: false });
    },
  );

  behaves(
    'TestAPIRepoTeams',
    'a team of the repository reads by any case of its name, as listed',
    async () => {
      const list = await sandbox.call('GET', '/repos/acme/template/teams', 'carol');
      const res = await sandbox.call('GET', '/repos/acme/template/teams/DEVS', 'carol');
      expect(res.status).toBe(200);
      expect(res.body).toEqual(list.body[1]);
    },
  );

  behaves('TestAPIRepoTeams', 'a team the organization does not have is 404 naming it', async () => {
    const res = await sandbox.call('GET', '/repos/acme/template/teams/NonExistingTeam', 'carol');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('team does not exist [org_id: 5, team_id: 0, name: NonExistingTeam]');
  });

  behaves(
    'TestAPIRepoTeams',
    'a team of the organization not given the repository is 404 there',
    async () => {
      expect((await sandbox.call('GET', '/repos/acme/legacy/teams/devs', 'carol')).status).toBe(404);
    },
  );

  behaves('TestAPIRepoTeams', 'adding a team needs admin rights on the repository: 403', async () => {
    const res = await sandbox.call('PUT', '/repos/acme/legacy/teams/devs', 'carol');
    expect(res.status).toBe(403);
  });

  behaves('TestAPIRepoTeams', 'an admin adds a team 204, and adding it again is 422', async () => {
    expect((await sandbox.call('PUT', '/repos/acme/legacy/teams/devs', 'alice')).status).toBe(204);
    const again = await sandbox.call('PUT', '/repos/acme/legacy/teams/devs', 'alice');
    expect(again.status).toBe(422);
    expect(again.body.message).toBe("team 'devs' is already added to repo");
  });

  behaves('TestAPIRepoTeams', 'removing the team is 204, and removing it again is 422', async () => {
    expect((await sandbox.call('DELETE', '/repos/acme/legacy/teams/devs', 'alice')).status).toBe(204);
    const again = await sandbox.call('DELETE', '/repos/acme/legacy/teams/devs', 'alice');
    expect(again.status).toBe(422);
    expect(again.body.message).toBe("team 'devs' was not added to repo");
  });
});
