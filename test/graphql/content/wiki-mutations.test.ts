// createWikiPage, updateWikiPage and deleteWikiPage (the example mutations of operations/wiki.graphql)
// through the gateway against the sandbox: the write and its read-back, every typed error with the
// forge answer behind it, the refusals that cost no call, and the exact forge calls.

import { readFileSync } from 'node:fs';
import { type FragmentDefinitionNode, Kind, parse, print } from 'graphql';
import { describe, expect, it } from 'vitest';
import { DELETE_WIKI_PAGE, EDIT_WIKI_PAGE, NEW_WIKI_PAGE, REPO } from '../../helpers/forge-routes.js';
import type { DemoUser } from '../../helpers/harness.js';
import type { Json } from '../../helpers/mutations.js';
import { useFileHarness } from '../../helpers/use-harness.js';

const examples = parse(readFileSync(new URL('../../../operations/wiki.graphql', import.meta.url), 'utf8'));
const errorFragment = examples.definitions.find(
  (d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION,
) as FragmentDefinitionNode;

const harness = useFileHarness();

/** Runs the example mutation `name` of operations/wiki.graphql; answers the mutation field's value. */
async function mutate(name: string, input: Json, as?: DemoUser): Promise<Json> {
  const operation = examples.definitions.find(
    (d) => d.kind === Kind.OPERATION_DEFINITION && d.name?.value === name,
  );
  if (!operation) throw new Error(`operations/wiki.graphql has no ${name}`);
  const response = await harness.query<Json>(
    `${print(operation)}\n${print(errorFragment)}`,
    { input },
    as ? { as } : {},
  );
  expect(response.errors).toBeUndefined();
  return response.data?.[name.charAt(0).toLowerCase() + name.slice(1)];
}

const hello = { owner: 'alice', repo: 'hello' };

async function pageNames(): Promise<string[]> {
  const { data } = await harness.query<Json>(
    '{ repository(owner: "alice", name: "hello") { wikiPages(first: 50) { nodes { name } } } }',
  );
  return data?.repository.wikiPages.nodes.map((page: Json) => page.name);
}

describe('createWikiPage', () => {
  it('adds a page in one call, answers it from the write, and the page list has it', async () => {
    const result = await mutate(
      'CreateWikiPage',
      { ...hello, title: 'Deploy Guide', text: '# Deploy\n\nRun `make deploy`.\n', clientMutationId: 'w1' },
      'bob',
    );
    expect(result).toEqual({
      __typename: 'CreateWikiPagePayload',
      clientMutationId: 'w1',
      wikiPage: {
        id: expect.any(String),
        name: 'Deploy-Guide',
        title: 'Deploy Guide',
        text: '# Deploy\n\nRun `make deploy`.\n',
        commitCount: 1,
      },
    });
    expect(harness.routes()).toEqual([NEW_WIKI_PAGE]);
    expect(await pageNames()).toContain('Deploy-Guide');
    const wiki = harness.sandbox.store.repos.find((repo) => repo.name === 'hello')?.wiki;
    expect(wiki?.branches.get('main')).toBeDefined();
  });

  it('makes the wiki of a repository that has none with its first page', async () => {
    const result = await mutate(
      'CreateWikiPage',
      { owner: 'alice', repo: 'many-prs', title: 'Home', text: 'Hi' },
      'alice',
    );
    expect(result.wikiPage).toMatchObject({ name: 'Home', text: 'Hi', commitCount: 1 });
    expect(harness.routes()).toEqual([NEW_WIKI_PAGE]);
  });

  it('answers each typed error with the forge status behind it, in one call each', async () => {
    const cases: [Json, DemoUser, string, number][] = [
      [{ ...hello, title: 'FAQ', text: 'again' }, 'alice', 'ConflictError', 400],
      [{ ...hello, title: 'Mine', text: 'x' }, 'carol', 'ForbiddenError', 403],
      [{ owner: 'acme', repo: 'legacy', title: 'Late', text: 'x' }, 'alice', 'RepoArchivedError', 423],
      [{ owner: 'alice', repo: 'nowhere', title: 'Lost', text: 'x' }, 'alice', 'NotFoundError', 404],
    ];
    for (const [input, as, typename, status] of cases) {
      harness.resetCalls();
      const result = await mutate('CreateWikiPage', input, as);
      expect([input.title, result.__typename, result.upstreamStatus]).toEqual([
        input.title,
        typename,
        status,
      ]);
      expect(harness.routes()).toEqual([NEW_WIKI_PAGE]);
    }
  });

  it('refuses an empty title, a name the wiki reserves and an anonymous caller without any call', async () => {
    const cases: [Json, DemoUser | undefined, string, string | undefined][] = [
      [{ ...hello, title: '  ', text: 'x' }, 'alice', 'ValidationError', 'title'],
      [{ ...hello, title: '_pages', text: 'x' }, 'alice', 'ValidationError', 'title'],
      [{ ...hello, title: 'Fine', text: 'x' }, undefined, 'UnauthenticatedError', undefined],
    ];
    for (const [input, as, typename, field] of cases) {
      const result = await mutate('CreateWikiPage', input, as);
      expect(result).toMatchObject({
        __typename: typename,
        upstreamStatus: null,
        ...(field ? { field } : {}),
      });
    }
    expect(harness.routes()).toEqual([]);
  });
});

describe('updateWikiPage', () => {
  it('replaces the content in one call, and a new title renames the page', async () => {
    const same = await mutate(
      'UpdateWikiPage',
      { ...hello, name: 'Getting-Started', text: 'Step one.\n' },
      'alice',
    );
    expect(same).toMatchObject({
      __typename: 'UpdateWikiPagePayload',
      wikiPage: {
        name: 'Getting-Started',
        text: 'Step one.\n',
        commitCount: 2,
        lastCommit: { message: 'Update "Getting-Started"\n' },
      },
    });
    const renamed = await mutate(
      'UpdateWikiPage',
      {
        ...hello,
        name: 'Getting-Started',
        title: 'First Steps',
        text: 'Step one.\n',
        message: 'Rename the guide',
      },
      'alice',
    );
    expect(renamed.wikiPage).toMatchObject({ name: 'First-Steps', title: 'First Steps', commitCount: 1 });
    expect(harness.routes()).toEqual([EDIT_WIKI_PAGE, EDIT_WIKI_PAGE]);
    const names = await pageNames();
    expect(names).toContain('First-Steps');
    expect(names).not.toContain('Getting-Started');
  });

  it('answers ForbiddenError and RepoArchivedError from the forge, and refuses a reserved title without a call', async () => {
    const forbidden = await mutate('UpdateWikiPage', { ...hello, name: 'Home', text: 'x' }, 'carol');
    expect(forbidden).toMatchObject({ __typename: 'ForbiddenError', upstreamStatus: 403 });
    const archived = await mutate(
      'UpdateWikiPage',
      { owner: 'acme', repo: 'legacy', name: 'Home', text: 'x' },
      'alice',
    );
    expect(archived).toMatchObject({ __typename: 'RepoArchivedError', upstreamStatus: 423 });
    expect(harness.routes()).toEqual([EDIT_WIKI_PAGE, EDIT_WIKI_PAGE]);
    harness.resetCalls();
    const reserved = await mutate(
      'UpdateWikiPage',
      { ...hello, name: 'Home', title: '_edit', text: 'x' },
      'alice',
    );
    expect(reserved).toMatchObject({ __typename: 'ValidationError', field: 'title', upstreamStatus: null });
    expect(harness.routes()).toEqual([]);
  });
});

describe('deleteWikiPage', () => {
  it('deletes a page in one call, and a second delete of it is a NotFoundError', async () => {
    const first = await mutate('DeleteWikiPage', { ...hello, name: 'Release-Notes' }, 'alice');
    expect(first).toEqual({
      __typename: 'DeleteWikiPagePayload',
      deletedPageName: 'Release-Notes',
      repository: { fullName: 'alice/hello' },
    });
    expect(harness.routes()).toEqual([DELETE_WIKI_PAGE, REPO]);
    expect(await pageNames()).not.toContain('Release-Notes');
    harness.resetCalls();
    const again = await mutate('DeleteWikiPage', { ...hello, name: 'Release-Notes' }, 'alice');
    expect(again).toMatchObject({ __typename: 'NotFoundError', upstreamStatus: 404 });
    expect(harness.routes()).toEqual([DELETE_WIKI_PAGE]);
  });
});
