// The wiki's pages through the gateway against the sandbox: the page list with its paging (and the
// forge's limit-of-one quirk), one page with its content, rendering, sidebar and footer from one read,
// and the errors of a missing page or wiki, each with its exact forge calls.

import { describe, expect, it } from 'vitest';
import { encodeCursor } from '../../../src/graphql/kit/connection.js';
import { MARKUP, REPO, WIKI_PAGE, WIKI_PAGES } from '../../helpers/forge-routes.js';
import type { Json } from '../../helpers/mutations.js';
import { useFileHarness } from '../../helpers/use-harness.js';

const harness = useFileHarness();

const pagesQuery = (args: string) =>
  `{ repository(owner: "alice", name: "hello") { wikiPages(${args}) { totalCount pageInfo { hasNextPage }
     nodes { name title lastCommit { message author { name } } } } } }`;
const pagesCalls = () =>
  harness.sandbox.calls.filter((call) => call.route === WIKI_PAGES).map((call) => call.query);

describe('Repository.wikiPages', () => {
  it('lists every page by file name with its title and last change, in one call after the repository', async () => {
    const { data, errors } = await harness.query<Json>(pagesQuery('first: 10'));
    expect(errors).toBeUndefined();
    expect(data?.repository.wikiPages.totalCount).toBe(6);
    expect(data?.repository.wikiPages.nodes.map((page: Json) => [page.name, page.title])).toEqual([
      ['FAQ', 'FAQ'],
      ['Getting-Started', 'Getting Started'],
      ['Home', 'Home'],
      ['Release-Notes', 'Release Notes'],
      ['_Footer', '_Footer'],
      ['_Sidebar', '_Sidebar'],
    ]);
    expect(data?.repository.wikiPages.nodes[0].lastCommit).toEqual({
      message: 'Answer in the FAQ\n',
      author: { name: 'Bob Brown' },
    });
    expect(harness.routes().sort()).toEqual([WIKI_PAGES]);
    expect(pagesCalls()).toEqual([{ page: '1', limit: '10' }]);
  });

  it('asks for two where one is wanted, since the forge reads a limit of 1 as 30, and keeps the right one', async () => {
    const third = await harness.query<Json>(pagesQuery(`first: 1, after: "${encodeCursor(1)}"`));
    expect(third.data?.repository.wikiPages.nodes.map((page: Json) => page.name)).toEqual(['Home']);
    expect(third.data?.repository.wikiPages.pageInfo.hasNextPage).toBe(true);
    const first = await harness.query<Json>(pagesQuery('first: 1'));
    expect(first.data?.repository.wikiPages.nodes.map((page: Json) => page.name)).toEqual(['FAQ']);
    expect(pagesCalls()).toEqual([
      { page: '2', limit: '2' },
      { page: '1', limit: '2' },
    ]);
  });

  it('pages by the window asked for, and the title, link and last change of a listed page cost nothing more', async () => {
    const { data } = await harness.query<Json>(
      `{ repository(owner: "alice", name: "hello") { wikiPages(first: 2, after: "${encodeCursor(1)}") {
         nodes { name htmlUrl title lastCommit { sha } } } } }`,
    );
    expect(data?.repository.wikiPages.nodes.map((page: Json) => page.name)).toEqual([
      'Home',
      'Release-Notes',
    ]);
    expect(data?.repository.wikiPages.nodes[0].htmlUrl).toMatch(/\/alice\/hello\/wiki\/Home$/);
    expect(harness.routes().sort()).toEqual([WIKI_PAGES]);
    expect(pagesCalls()).toEqual([{ page: '2', limit: '2' }]);
  });

  it('answers NOT_FOUND for a repository whose wiki has no page, on that field alone', async () => {
    const { data, errors } = await harness.query<Json>(
      '{ repository(owner: "alice", name: "many-prs") { name wikiPages(first: 5) { totalCount } } }',
    );
    expect(data?.repository).toEqual({ name: 'many-prs', wikiPages: null });
    expect(errors?.map((e) => [e.path, e.extensions?.code])).toEqual([
      [['repository', 'wikiPages'], 'NOT_FOUND'],
    ]);
    expect(harness.routes().sort()).toEqual([REPO, WIKI_PAGES]);
  });
});

describe('Repository.wikiPage', () => {
  it('reads the page once for its text, revision count, sidebar, footer and title, and renders it in wiki mode, without reading the repository', async () => {
    const { data, errors } = await harness.query<Json>(
      `{ repository(owner: "alice", name: "hello") { wikiPage(name: "FAQ") {
         name title text commitCount sidebar footer bodyHTML lastCommit { message committer { name } }
         revisions(first: 5) { totalCount } } } }`,
    );
    expect(errors).toBeUndefined();
    const page = data?.repository.wikiPage;
    expect(page).toMatchObject({
      name: 'FAQ',
      title: 'FAQ',
      text: '# FAQ\n\n**Who answers?** @bob does.\n\n**Where are bugs?** See #1.\n',
      commitCount: 2,
      sidebar: '- [Home](Home)\n- [FAQ](FAQ)\n',
      footer: 'Maintained by the hello team.\n',
      lastCommit: { message: 'Answer in the FAQ\n', committer: { name: 'Bob Brown' } },
      revisions: { totalCount: 2 },
    });
    expect(page.bodyHTML).toContain('<strong>Who answers?</strong>');
    const counts: Record<string, number> = {};
    for (const route of harness.routes()) counts[route] = (counts[route] ?? 0) + 1;
    // the page's and its revisions' answers prove the repository exists: no read of its own
    expect(counts).toEqual({
      [WIKI_PAGE]: 1,
      'GET /repos/{owner}/{repo}/wiki/revisions/{pageName}': 1,
      [MARKUP]: 1,
    });
  });

  it('costs no call for its name alone, and answers NOT_FOUND on the fields of a page that does not exist', async () => {
    const named = await harness.query<Json>(
      '{ repository(owner: "alice", name: "hello") { wikiPage(name: "Nowhere") { name } } }',
    );
    expect(named.data?.repository.wikiPage).toEqual({ name: 'Nowhere' });
    expect(harness.routes()).toEqual([REPO]);
    harness.resetCalls();
    const { data, errors } = await harness.query<Json>(
      '{ repository(owner: "alice", name: "hello") { wikiPage(name: "Nowhere") { name title text } } }',
    );
    expect(data?.repository.wikiPage).toEqual({ name: 'Nowhere', title: null, text: null });
    expect(errors?.map((e) => [e.path?.at(-1), e.extensions?.code]).sort()).toEqual([
      ['text', 'NOT_FOUND'],
      ['title', 'NOT_FOUND'],
    ]);
    // the page's 404 may be the repository's: the repository is read after it, and exists
    expect(harness.routes()).toEqual([WIKI_PAGE, REPO]);
  });

  it('answers a missing repository as null with the NOT_FOUND of `repository` itself, read after the page’s 404', async () => {
    const direct = await harness.query<Json>('{ repository(owner: "alice", name: "nope") { name } }');
    harness.resetCalls();
    const missing = await harness.query<Json>(
      '{ repository(owner: "alice", name: "nope") { wikiPage(name: "Home") { title revisions(first: 5) { totalCount } } } }',
    );
    expect(missing.data).toEqual({ repository: null });
    expect(missing.errors?.map((e) => [e.message, e.path, e.extensions?.code])).toEqual(
      direct.errors?.map((e) => [e.message, e.path, e.extensions?.code]),
    );
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect([...harness.routes()].sort()).toEqual([
      REPO,
      WIKI_PAGE,
      'GET /repos/{owner}/{repo}/wiki/revisions/{pageName}',
    ]);
  });
});
