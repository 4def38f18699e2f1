// Repositories: listing, searching, reading, creating, transferring and generating them, as
// tests/integration/api_repo_test.go asserts it. The seed: alice owns hello, many-prs (public) and secret
// (private); bob owns dotfiles, empty, hello-fork (a fork) and journal (private) and collaborates on
// alice/hello and, through acme's devs team, on acme/template; acme owns template and legacy.
import { expect } from 'vitest';
import { asGiteaTests, behaves } from '../../helpers/gitea-behaviours.js';
import { useSandbox } from '../../helpers/sandbox-client.js';

const sandbox = useSandbox();
type Repo = {
  id: number;
  name: string;
  full_name: string;
  private: boolean;
  owner: { id: number; login: string };
};
const names = (repos: Repo[]) => repos.map((r) => r.full_name).sort();
const search = async (query: string, user?: string) => {
  const res = await sandbox.call('GET', `/repos/search?${query}`, user);
  expect(res.status).toBe(200);
  expect(res.body.ok).toBe(true);
  return res.body.data as Repo[];
};

asGiteaTests('tests/integration/api_repo_test.go', () => {
  behaves(
    'TestAPIUserReposNotLogin',
    "an anonymous reader lists a user's public repositories only",
    async () => {
      const res = await sandbox.call('GET', '/users/bob/repos');
      expect(res.status).toBe(200);
      expect(names(res.body)).toEqual(['bob/dotfiles', 'bob/empty', 'bob/hello-fork']);
      for (const repo of res.body) {
        expect(repo.owner.id).toBe(3);
        expect(repo.private).toBe(false);
      }
    },
  );

  behaves('TestAPISearchRepo', 'a keyword finds public repositories whose name holds it', async () => {
    const repos = await search('q=hello');
    expect(names(repos)).toEqual(['alice/hello', 'bob/hello-fork']);
    for (const repo of repos) expect(repo.private).toBe(false);
  });

  behaves(
    'TestAPISearchRepo/RepositoriesMax10',
    '`limit` caps the page and X-Total-Count counts every match',
    async () => {
      const res = await sandbox.call('GET', '/repos/search?limit=2&private=false');
      expect(res.body.data).toHaveLength(2);
      expect(res.headers.get('x-total-count')).toBe('7');
    },
  );

  behaves(
    'TestAPISearchRepo/RepositoriesByName',
    'an owner/name keyword searches that owner’s repositories',
    async () => {
      expect(names(await search('q=alice/he&private=false'))).toEqual(['alice/hello']);
    },
  );

  behaves(
    'TestAPISearchRepo/RepositoriesAccessibleAndRelatedToUser',
    '`uid` finds what the user owns or collaborates on, private ones only for who may see them',
    async () => {
      expect(names(await search('uid=3'))).toEqual([
        'alice/hello',
        'bob/dotfiles',
        'bob/empty',
        'bob/hello-fork',
      ]);
      expect(names(await search('uid=3', 'bob'))).toEqual([
        'acme/template',
        'alice/hello',
        'bob/dotfiles',
        'bob/empty',
        'bob/hello-fork',
        'bob/journal',
      ]);
    },
  );

  behaves(
    'TestAPISearchRepo/RepositoriesAccessibleAndRelatedToUser4/SearchModeFork',
    '`mode` keeps forks or sources',
    async () => {
      expect(names(await search('uid=3&mode=fork'))).toEqual(['bob/hello-fork']);
      expect(names(await search('uid=3&mode=source', 'bob'))).not.toContain('bob/hello-fork');
    },
  );

  behaves(
    'TestAPIViewRepo',
    'a repository reads with its counts of releases, open issues and pulls, forks and stars',
    async () => {
      const res = await sandbox.call('GET', '/repos/alice/hello');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        id: 1,
        name: 'hello',
        release_counter: 1,
        open_issues_count: 5,
        open_pr_counter: 2,
        forks_count: 1,
        stars_count: 2,
      });
    },
  );

  behaves(
    'TestAPIOrgRepos',
    "an organization's repositories list, private ones to members only",
    async () => {
      const anonymous = await sandbox.call('GET', '/orgs/acme/repos');
      expect(anonymous.status).toBe(200);
      for (const repo of anonymous.body) expect(repo.private).toBe(false);
      const owner = await sandbox.call('GET', '/orgs/acme/repos', 'alice');
      expect(names(owner.body)).toEqual(['acme/legacy', 'acme/template']);
    },
  );

  behaves(
    'TestAPIGetRepoByIDUnauthorized',
    'a private repository by id is 404 to someone without access',
    async () => {
      expect((await sandbox.call('GET', '/repositories/3', 'carol')).status).toBe(404);
      expect((await sandbox.call('GET', '/repositories/3', 'alice')).status).toBe(200);
    },
  );

  behaves('TestAPIMirrorSyncNonMirrorRepo', 'syncing a repository that is no mirror is 400', async () => {
    const repo = await sandbox.call('GET', '/repos/alice/hello');
    expect(repo.body.mirror).toBe(false);
    const res = await sandbox.call('POST', '/repos/alice/hello/mirror-sync', 'alice');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Repository is not a mirror');
  });

  behaves(
    'TestAPIRepoCreateConflict',
    'creating a repository under a name the owner has is 409',
    async () => {
      const res = await sandbox.call('POST', '/user/repos', 'alice', { name: 'hello' });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('The repository with the same name already exists.');
    },
  );

  behaves(
    'TestAPIRepoTransfer',
    'teams are refused 422 for a user as new owner, and unknown teams for an organization',
    async () => {
      const created = await sandbox.call('POST', '/user/repos', 'alice', {
        name: 'moveME',
        description: 'repo move around',
        private: false,
        readme: 'Default',
        auto_init: true,
      });
      expect(created.status).toBe(201);
      const toUser = await sandbox.call('POST', '/repos/alice/moveME/transfer', 'alice', {
        new_owner: 'bob',
        team_ids: [2],
      });
      expect(toUser.status).toBe(422);
      expect(toUser.body.message).toBe('Teams can only be added to organization-owned repositories');
      const unknown = await sandbox.call('POST', '/repos/alice/moveME/transfer', 'alice', {
        new_owner: 'acme',
        team_ids: [99],
      });
      expect(unknown.status).toBe(422);
      expect(unknown.body.message).toBe('team 99 not found');
    },
  );

  behaves(
    'TestAPIRepoTransfer',
    'an owner of both moves a repository at once, 202, and back again',
    async () => {
      const there = await sandbox.call('POST', '/repos/alice/moveME/transfer', 'alice', {
        new_owner: 'acme',
        team_ids: [2],
      });
      expect(there.status).toBe(202);
      expect(there.body.owner.login).toBe('acme');
      const back = await sandbox.call('POST', '/repos/acme/moveME/transfer', 'alice', { new_owner: 'alice' });
      expect(back.status).toBe(202);
      expect(back.body.owner.login).toBe('alice');
    },
  );

  behaves('TestAPIRepoTransfer', 'a transfer to an owner that has the name already is 422', async () => {
    const res = await sandbox.call('POST', '/repos/alice/moveME/transfer', 'alice', { new_owner: 'alice' });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('repository already exists [uname: alice, name: moveME]');
  });

  behaves('TestAPIRepoTransfer', 'a transfer to a user who must accept it starts it, 201', async () => {
    const res = await sandbox.call('POST', '/repos/alice/moveME/transfer', 'alice', { new_owner: 'carol' });
    expect(res.status).toBe(201);
    expect(res.body.owner.login).toBe('alice');
  });

  behaves(
    'TestAPIRejectTransfer',
    'someone other than the recipient cannot reject the transfer: 403',
    async () => {
      expect((await sandbox.call('POST', '/repos/alice/moveME/transfer/reject', 'bob')).status).toBe(403);
    },
  );

  behaves('TestAPIAcceptTransfer', 'accepting where no transfer is pending is 404', async () => {
    const res = await sandbox.call('POST', '/repos/alice/hello/transfer/accept', 'carol');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("repository doesn't have a pending transfer [repo_id: 1]");
  });

  behaves('TestAPIAcceptTransfer', 'the recipient accepts, 202, and owns the repository', async () => {
    const res = await sandbox.call('POST', '/repos/alice/moveME/transfer/accept', 'carol');
    expect(res.status).toBe(202);
    expect(res.body.owner.login).toBe('carol');
  });

  behaves(
    'TestAPIRejectTransfer',
    'the recipient rejects a transfer, 200, and the repository stays',
    async () => {
      expect(
        (await sandbox.call('POST', '/repos/carol/moveME/transfer', 'carol', { new_owner: 'bob' })).status,
      ).toBe(201);
      const res = await sandbox.call('POST', '/repos/carol/moveME/transfer/reject', 'bob');
      expect(res.status).toBe(200);
      expect(res.body.owner.login).toBe('carol');
    },
  );

  behaves(
    'TestAPIGenerateRepo',
    'a template generates a repository for a user and for an organization, 201',
    async () => {
      for (const owner of ['admin', 'acme']) {
        const res = await sandbox.call('POST', '/repos/acme/template/generate', 'admin', {
          owner,
          name: 'new-repo',
          description: 'test generate repo',
          private: false,
          git_content: true,
        });
        expect(res.status).toBe(201);
        expect(res.body).toMatchObject({ name: 'new-repo', owner: { login: owner } });
      }
    },
  );

  behaves(
    'TestAPIRepoGetReviewers',
    'the possible reviewers are the collaborators by name, then the owning user, the caller not left out',
    async () => {
      const res = await sandbox.call('GET', '/repos/alice/hello/reviewers', 'alice');
      expect(res.status).toBe(200);
      expect(res.body.map((u: { login: string }) => u.login)).toEqual(['bob', 'alice']);
      const org = await sandbox.call('GET', '/repos/acme/template/reviewers', 'bob');
      expect(org.body.map((u: { login: string }) => u.login)).toEqual(['alice', 'bob']);
    },
  );

  behaves(
    'TestAPIRepoGetReviewers',
    'a caller who may not ask for reviews is 403 (routers/api/v1/repo/collaborators.go GetReviewers)',
    async () => {
      const res = await sandbox.call('GET', '/repos/alice/hello/reviewers', 'carol');
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('doer has no permission to get reviewers');
    },
  );

  behaves(
    'TestAPIRepoGetAssignees',
    'the possible assignees are the writers, the owner included',
    async () => {
      const res = await sandbox.call('GET', '/repos/alice/hello/assignees', 'alice');
      expect(res.status).toBe(200);
      expect(res.body.map((u: { login: string }) => u.login).sort()).toEqual(['alice', 'bob']);
    },
  );
});
