// The teams of an organization's repository, as tests/integration/api_repo_teams_test.go walks them
// (acme/template: the Owners team, which includes every repository, and devs; acme/legacy: Owners only;
// alice owns acme, carol is no member).
import { expect } from 'vitest';
import { asGiteaTests, following } from '../../helpers/gitea-behaviours.js';
import { useSandbox } from '../../helpers/sandbox-client.js';
import { refusesAt } from '../../helpers/sandbox-requests.js';

const sandbox = useSandbox();

asGiteaTests('tests/integration/api_repo_teams_test.go', () => {
  following('TestAPIRepoTeams', (behaves) => {
    behaves("a repository's teams list with their permission, units and repo-creation right", async () => {
      const res = await sandbox.answers(200, 'GET', '/repos/acme/template/teams', 'carol');
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
    });

    behaves('a team of the repository reads by any case of its name, as listed', async () => {
      const list = await sandbox.call('GET', '/repos/acme/template/teams', 'carol');
      const res = await sandbox.answers(200, 'GET', '/repos/acme/template/teams/DEVS', 'carol');
      expect(res.body).toEqual(list.body[1]);
    });

    behaves('a team the organization does not have is 404 naming it', async () => {
      await refusesAt(sandbox, 'GET', '/repos/acme/template/teams/NonExistingTeam', [
        [404, 'carol', undefined, 'team does not exist [org_id: 5, team_id: 0, name: NonExistingTeam]'],
      ]);
    });

    behaves('a team of the organization not given the repository is 404 there', async () => {
      expect((await sandbox.call('GET', '/repos/acme/legacy/teams/devs', 'carol')).status).toBe(404);
    });

    behaves('adding a team needs admin rights on the repository: 403', async () => {
      await sandbox.answers(403, 'PUT', '/repos/acme/legacy/teams/devs', 'carol');
    });

    behaves('an admin adds a team 204, and adding it again is 422', async () => {
      expect((await sandbox.call('PUT', '/repos/acme/legacy/teams/devs', 'alice')).status).toBe(204);
      await refusesAt(sandbox, 'PUT', '/repos/acme/legacy/teams/devs', [
        [422, 'alice', undefined, "team 'devs' is already added to repo"],
      ]);
    });

    behaves('removing the team is 204, and removing it again is 422', async () => {
      expect((await sandbox.call('DELETE', '/repos/acme/legacy/teams/devs', 'alice')).status).toBe(204);
      await refusesAt(sandbox, 'DELETE', '/repos/acme/legacy/teams/devs', [
        [422, 'alice', undefined, "team 'devs' was not added to repo"],
      ]);
    });
  });
});
