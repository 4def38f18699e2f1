// Repositories: listing, searching, reading, creating, transferring and generating them, as
// tests/integration/api_repo_test.go asserts it. The seed: alice owns hello, many-prs (public) and secret
// (private); bob owns dotfiles, empty, hello-fork (a fork) and journal (private) and collaborates on
// alice/hello and, through acme's devs team, on acme/template; acme owns template and legacy.
import { expect } from 'vitest';
import { asGiteaTests, following } from '../../helpers/gitea-behaviours.js';
import { useSandbox } from '../../helpers/sandbox-client.js';
import { refusesAt } from '../../helpers/sandbox-requests.js';

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
  const res = await sandbox.answers(200, 'GET', `/repos/search?${query}`, user);
  expect(res.body.ok).toBe(true);
  return res.body.data as Repo[];
};

asGiteaTests('tests/integration/api_repo_test.go', () => {
  following('TestAPIUserReposNotLogin', (behaves) => {
    behaves("an anonymous reader lists a user's public repositories only", async () => {
      const res = await sandbox.answers(200, 'GET', '/users/bob/repos');
      expect(names(res.body)).toEqual(['bob/dotfiles', 'bob/empty', 'bob/hello-fork']);
      for (const repo of res.body) {
        expect(repo.owner.id).toBe(3);
        expect(repo.private).toBe(false);
      }
    });
  });

  following('TestAPISearchRepo', (behaves) => {
    behaves('a keyword finds public repositories whose name holds it', async () => {
      const repos = await search('q=hello');
      expect(names(repos)).toEqual(['alice/hello', 'bob/hello-fork']);
      for (const repo of repos) expect(repo.private).toBe(false);
    });
  });

  following('TestAPISearchRepo/RepositoriesMax10', (behaves) => {
    behaves('`limit` caps the page and X-Total-Count counts every match', async () => {
      const res = await sandbox.call('GET', '/repos/search?limit=2&private=false');
      expect(res.body.data).toHaveLength(2);
      expect(res.headers.get('x-total-count')).toBe('7');
    });
  });

  following('TestAPISearchRepo/RepositoriesByName', (behaves) => {
    behaves('an owner/name keyword searches that owner’s repositories', async () => {
      expect(names(await search('q=alice/he&private=false'))).toEqual(['alice/hello']);
    });
  });

  following('TestAPISearchRepo/RepositoriesAccessibleAndRelatedToUser', (behaves) => {
    behaves(
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
  });

  following('TestAPISearchRepo/RepositoriesAccessibleAndRelatedToUser4/SearchModeFork', (behaves) => {
    behaves('`mode` keeps forks or sources', async () => {
      expect(names(await search('uid=3&mode=fork'))).toEqual(['bob/hello-fork']);
      expect(names(await search('uid=3&mode=source', 'bob'))).not.toContain('bob/hello-fork');
    });
  });

  following('TestAPIViewRepo', (behaves) => {
    behaves(
      'a repository reads with its counts of releases, open issues and pulls, forks and stars',
      async () => {
        const res = await sandbox.answers(200, 'GET', '/repos/alice/hello');
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
  });

  following('TestAPIOrgRepos', (behaves) => {
    behaves("an organization's repositories list, private ones to members only", async () => {
      const anonymous = await sandbox.answers(200, 'GET', '/orgs/acme/repos');
      for (const repo of anonymous.body) expect(repo.private).toBe(false);
      const owner = await sandbox.call('GET', '/orgs/acme/repos', 'alice');
      expect(names(owner.body)).toEqual(['acme/legacy', 'acme/template']);
    });
  });

  following('TestAPIGetRepoByIDUnauthorized', (behaves) => {
    behaves('a private repository by id is 404 to someone without access', async () => {
      await sandbox.answers(404, 'GET', '/repositories/3', 'carol');
      await sandbox.answers(200, 'GET', '/repositories/3', 'alice');
    });
  });

  following('TestAPIMirrorSyncNonMirrorRepo', (behaves) => {
    behaves('syncing a repository that is no mirror is 400', async () => {
      const repo = await sandbox.call('GET', '/repos/alice/hello');
      expect(repo.body.mirror).toBe(false);
      await refusesAt(sandbox, 'POST', '/repos/alice/hello/mirror-sync', [
        [400, 'alice', undefined, 'Repository is not a mirror'],
      ]);
    });
  });

  following('TestAPIRepoCreateConflict', (behaves) => {
    behaves('creating a repository under a name the owner has is 409', async () => {
      await refusesAt(sandbox, 'POST', '/user/repos', [
        [409, 'alice', { name: 'hello' }, 'The repository with the same name already exists.'],
      ]);
    });
  });

  following('TestAPIRepoTransfer', (behaves) => {
    behaves(
      'teams are refused 422 for a user as new owner, and unknown teams for an organization',
      async () => {
        await sandbox.answers(201, 'POST', '/user/repos', 'alice', {
          name: 'moveME',
          description: 'repo move around',
          private: false,
          readme: 'Default',
          auto_init: true,
        });
        await refusesAt(sandbox, 'POST', '/repos/alice/moveME/transfer', [
          [
            422,
            'alice',
            { new_owner: 'bob', team_ids: [2] },
            'Teams can only be added to organization-owned repositories',
          ],
          [422, 'alice', { new_owner: 'acme', team_ids: [99] }, 'team 99 not found'],
        ]);
      },
    );

    behaves('an owner of both moves a repository at once, 202, and back again', async () => {
      const there = await sandbox.answers(202, 'POST', '/repos/alice/moveME/transfer', 'alice', {
        new_owner: 'acme',
        team_ids: [2],
      });
      expect(there.body.owner.login).toBe('acme');
      const back = await sandbox.answers(202, 'POST', '/repos/acme/moveME/transfer', 'alice', {
        new_owner: 'alice',
      });
      expect(back.body.owner.login).toBe('alice');
    });

    behaves('a transfer to an owner that has the name already is 422', async () => {
      await refusesAt(sandbox, 'POST', '/repos/alice/moveME/transfer', [
        [422, 'alice', { new_owner: 'alice' }, 'repository already exists [uname: alice, name: moveME]'],
      ]);
    });

    behaves('a transfer to a user who must accept it starts it, 201', async () => {
      const res = await sandbox.answers(201, 'POST', '/repos/alice/moveME/transfer', 'alice', {
        new_owner: 'carol',
      });
      expect(res.body.owner.login).toBe('alice');
    });
  });

  following('TestAPIRejectTransfer', (behaves) => {
    behaves('someone other than the recipient cannot reject the transfer: 403', async () => {
      await sandbox.answers(403, 'POST', '/repos/alice/moveME/transfer/reject', 'bob');
    });
  });

  following('TestAPIAcceptTransfer', (behaves) => {
    behaves('accepting where no transfer is pending is 404', async () => {
      await refusesAt(sandbox, 'POST', '/repos/alice/hello/transfer/accept', [
        [404, 'carol', undefined, "repository doesn't have a pending transfer [repo_id: 1]"],
      ]);
    });

    behaves('the recipient accepts, 202, and owns the repository', async () => {
      const res = await sandbox.answers(202, 'POST', '/repos/alice/moveME/transfer/accept', 'carol');
      expect(res.body.owner.login).toBe('carol');
    });
  });

  following('TestAPIRejectTransfer', (behaves) => {
    behaves('the recipient rejects a transfer, 200, and the repository stays', async () => {
      await sandbox.answers(201, 'POST', '/repos/carol/moveME/transfer', 'carol', { new_owner: 'bob' });
      const res = await sandbox.answers(200, 'POST', '/repos/carol/moveME/transfer/reject', 'bob');
      expect(res.body.owner.login).toBe('carol');
    });
  });

  following('TestAPIGenerateRepo', (behaves) => {
    behaves('a template generates a repository for a user and for an organization, 201', async () => {
      for (const owner of ['admin', 'acme']) {
        const res = await sandbox.answers(201, 'POST', '/repos/acme/template/generate', 'admin', {
          owner,
          name: 'new-repo',
          description: 'test generate repo',
          private: false,
          git_content: true,
        });
        expect(res.body).toMatchObject({ name: 'new-repo', owner: { login: owner } });
      }
    });
  });

  following('TestAPIRepoGetReviewers', (behaves) => {
    behaves(
      'the possible reviewers are the collaborators by name, then the owning user, the caller not left out',
      async () => {
        const res = await sandbox.answers(200, 'GET', '/repos/alice/hello/reviewers', 'alice');
        expect(res.body.map((u: { login: string }) => u.login)).toEqual(['bob', 'alice']);
        const org = await sandbox.call('GET', '/repos/acme/template/reviewers', 'bob');
        expect(org.body.map((u: { login: string }) => u.login)).toEqual(['alice', 'bob']);
      },
    );

    behaves(
      'a caller who may not ask for reviews is 403 (routers/api/v1/repo/collaborators.go GetReviewers)',
      async () => {
        await refusesAt(sandbox, 'GET', '/repos/alice/hello/reviewers', [
          [403, 'carol', undefined, 'doer has no permission to get reviewers'],
        ]);
      },
    );
  });

  following('TestAPIRepoGetAssignees', (behaves) => {
    behaves('the possible assignees are the writers, the owner included', async () => {
      const res = await sandbox.answers(200, 'GET', '/repos/alice/hello/assignees', 'alice');
      expect(res.body.map((u: { login: string }) => u.login).sort()).toEqual(['alice', 'bob']);
    });
  });
});
