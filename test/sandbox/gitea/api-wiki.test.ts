// Wiki pages, as tests/integration/api_wiki_test.go reads and writes them (alice/hello's wiki: Home with
// three revisions, FAQ with two, Getting-Started, Release-Notes, a _Sidebar and a _Footer).
import { expect } from 'vitest';
import { asGiteaTests, following } from '../../helpers/gitea-behaviours.js';
import { useSandbox } from '../../helpers/sandbox-client.js';

const sandbox = useSandbox();
const b64 = (text: string) => Buffer.from(text).toString('base64');
const alice = { name: 'Alice Anderson', email: 'alice@example.com' };

asGiteaTests('tests/integration/api_wiki_test.go', () => {
  following('TestAPIGetWikiPage', (behaves) => {
    behaves('a page reads with its last commit, content, revision count, sidebar and footer', async () => {
      const res = await sandbox.answers(200, 'GET', '/repos/alice/hello/wiki/page/Home');
      expect(res.body).toEqual({
        title: 'Home',
        html_url: `${sandbox.sb.origin}/alice/hello/wiki/Home`,
        sub_url: 'Home',
        last_commit: {
          sha: expect.stringMatching(/^[0-9a-f]{40}$/),
          author: { ...alice, date: '2026-01-04T08:00:00Z' },
          commiter: { ...alice, date: '2026-01-04T08:00:00Z' },
          message: 'Link the guide from Home\n',
        },
        content_base64: b64(
          '# Home\n\nWelcome to the *hello* wiki.\n\nStart with [Getting Started](Getting-Started).\n',
        ),
        commit_count: 3,
        sidebar: b64('- [Home](Home)\n- [FAQ](FAQ)\n'),
        footer: b64('Maintained by the hello team.\n'),
      });
    });
  });

  following('TestAPIListWikiPages', (behaves) => {
    behaves('the pages list by file name with their sub URLs and last commits, without content', async () => {
      const res = await sandbox.answers(200, 'GET', '/repos/alice/hello/wiki/pages');
      expect(res.body.map((p: { title: string; sub_url: string }) => [p.title, p.sub_url])).toEqual([
        ['FAQ', 'FAQ'],
        ['Getting Started', 'Getting-Started'],
        ['Home', 'Home'],
        ['Release Notes', 'Release-Notes'],
        // routers/api/v1/repo/wiki.go lists every .md file; only the web UI hides these two
        ['_Footer', '_Footer'],
        ['_Sidebar', '_Sidebar'],
      ]);
      expect(res.body[2].last_commit.message).toBe('Link the guide from Home\n');
      expect(res.body[0]).not.toHaveProperty('content_base64');
    });
  });

  following('TestAPIListPageRevisions', (behaves) => {
    behaves("a page's revisions list newest first with their count", async () => {
      const res = await sandbox.answers(200, 'GET', '/repos/alice/hello/wiki/revisions/Home');
      expect(res.body.count).toBe(3);
      expect(res.body.commits.map((c: { message: string }) => c.message)).toEqual([
        'Link the guide from Home\n',
        'Fix typo on Home\n',
        'Create Home\n',
      ]);
    });
  });

  following('TestAPINewWikiPage', (behaves) => {
    behaves('a new page is created 201, its title made a path, with a default message', async () => {
      for (const [title, subUrl] of [
        ['New page', 'New-page'],
        ['&&&&', '&&&&'],
      ]) {
        const res = await sandbox.answers(201, 'POST', '/repos/alice/hello/wiki/new', 'alice', {
          title,
          content_base64: b64('Wiki page content for API unit tests'),
          message: '',
        });
        expect(res.body).toMatchObject({ title, sub_url: subUrl, commit_count: 1 });
        expect(res.body.last_commit.message).toBe(`Add "${title}"\n`);
      }
    });
  });

  following('TestAPIEditWikiPage', (behaves) => {
    behaves('editing a page under a new title is 200 and renames it, with a default message', async () => {
      const res = await sandbox.answers(200, 'PATCH', '/repos/alice/hello/wiki/page/FAQ', 'alice', {
        title: 'edited title',
        content_base64: b64('Edited wiki page content for API unit tests'),
        message: '',
      });
      expect(res.body).toMatchObject({ title: 'edited title', sub_url: 'edited-title' });
      expect(res.body.last_commit.message).toBe('Update "edited-title"\n');
      expect((await sandbox.call('GET', '/repos/alice/hello/wiki/page/FAQ')).status).toBe(404);
    });
  });
});
