// alice owns alice/hello (public), alice/secret (private) and alice/many-prs; bob owns bob/empty (no
// commits) and writes to alice/hello; carol reads alice/hello only.
import { expect } from 'vitest';
import { asGiteaTests, following } from '../../helpers/gitea-behaviours.js';
import { useSandbox } from '../../helpers/sandbox-client.js';

const sandbox = useSandbox();
const TRACKER = {
  external_tracker_url: 'http://www.somewebsite.com',
  external_tracker_format: 'http://www.somewebsite.com/{user}/{repo}?issue={index}',
  external_tracker_style: 'alphanumeric',
};

asGiteaTests('tests/integration/api_repo_edit_test.go', () => {
  following('TestAPIRepoEdit', (behaves) => {
    behaves('renames a repository and changes its description, website and archived flag (200)', async () => {
      const res = await sandbox.answers(200, 'PATCH', '/repos/alice/many-prs', 'alice', {
        name: 'many-prs-renamed',
        description: 'new description',
        website: 'https://example.com/new',
        archived: true,
      });
      expect(res.body).toMatchObject({
        name: 'many-prs-renamed',
        description: 'new description',
        website: 'https://example.com/new',
        archived: true,
      });
      const back = await sandbox.call('PATCH', '/repos/alice/many-prs-renamed', 'alice', {
        name: 'many-prs',
        archived: false,
      });
      expect([back.status, back.body.name, back.body.archived]).toEqual([200, 'many-prs', false]);
    });

    behaves('refuses an external tracker URL that is not http(s) with a 422', async () => {
      const res = await sandbox.call('PATCH', '/repos/alice/hello', 'alice', {
        has_issues: true,
        external_tracker: { ...TRACKER, external_tracker_url: 'htp://www.somewebsite.com' },
      });
      expect([res.status, res.body.message]).toEqual([422, 'External tracker URL not valid']);
    });

    behaves('refuses an external tracker format with a broken placeholder with a 422', async () => {
      const res = await sandbox.call('PATCH', '/repos/alice/hello', 'alice', {
        has_issues: true,
        external_tracker: {
          ...TRACKER,
          external_tracker_format: 'http://www.somewebsite.com/{user/{repo}?issue={index}',
        },
      });
      expect([res.status, res.body.message]).toEqual([422, 'External tracker URL format not valid']);
    });

    behaves('refuses an external wiki URL that is not http(s) with a 422', async () => {
      const res = await sandbox.call('PATCH', '/repos/alice/hello', 'alice', {
        has_wiki: true,
        external_wiki: { external_wiki_url: 'htp://www.somewebsite.com' },
      });
      expect([res.status, res.body.message]).toEqual([422, 'External wiki URL not valid']);
    });

    behaves('leaves the issue and wiki settings alone when an edit does not name them', async () => {
      const res = await sandbox.answers(200, 'PATCH', '/repos/alice/hello', 'alice', {
        description: 'small change',
      });
      expect(res.body).toMatchObject({ description: 'small change', has_issues: true, has_wiki: true });
    });

    behaves(
      'answers 404 for a repository that does not exist and for a private one the caller cannot see',
      async () => {
        expect(
          (await sandbox.call('PATCH', '/repos/alice/repodoesnotexist', 'alice', { name: 'x' })).status,
        ).toBe(404);
        expect(
          (await sandbox.call('PATCH', '/repos/alice/secret', 'carol', { description: 'x' })).status,
        ).toBe(404);
        expect(
          (await sandbox.call('PATCH', '/repos/alice/secret', undefined, { description: 'x' })).status,
        ).toBe(404);
      },
    );

    behaves('refuses a caller without admin access to a repository it sees (403)', async () => {
      expect((await sandbox.call('PATCH', '/repos/alice/hello', 'carol', { description: 'x' })).status).toBe(
        403,
      );
      expect((await sandbox.call('PATCH', '/repos/alice/hello', 'bob', { description: 'x' })).status).toBe(
        403,
      );
    });

    behaves('makes a private repository public and private again', async () => {
      const open = await sandbox.call('PATCH', '/repos/alice/secret', 'alice', { private: false });
      expect([open.status, open.body.private]).toEqual([200, false]);
      const closed = await sandbox.call('PATCH', '/repos/alice/secret', 'alice', { private: true });
      expect([closed.status, closed.body.private]).toEqual([200, true]);
    });

    behaves('archives and unarchives an empty repository', async () => {
      expect((await sandbox.call('PATCH', '/repos/bob/empty', 'bob', { archived: true })).body.archived).toBe(
        true,
      );
      expect(
        (await sandbox.call('PATCH', '/repos/bob/empty', 'bob', { archived: false })).body.archived,
      ).toBe(false);
    });
  });
});
