// createWikiPage (POST /repos/{owner}/{repo}/wiki/new), updateWikiPage (PATCH …/wiki/page/{pageName})
// and deleteWikiPage (DELETE …/wiki/page/{pageName}): one forge write each (routers/api/v1/repo/wiki.go).

import { createWikiPage, deleteWikiPage, editWikiPage } from '../../forge/endpoints/index.js';
import { ForgeError } from '../../forge/errors.js';
import type { WikiPage } from '../../forge/types/wiki.js';
import { ConflictGatewayError, REFUSED_WRITE_ERRORS, RepoArchivedGatewayError } from '../kit/errors.js';
import { inputTable } from '../kit/input-table.js';
import { type InputFields, invalid, opt, requiredString, requireText } from '../kit/inputs.js';
import { repoKey } from '../kit/loaders.js';
import { defineMutation, type PayloadFields, readAfterWrite, writtenObject } from '../kit/mutation.js';
import { RepositoryRef } from '../kit/refs/repository.js';
import { returnedString } from '../kit/returned-value.js';
import { WikiPageRef, type WikiPageShape } from './wiki.js';

/** services/wiki validateWebPath: the wiki's own routes; the forge's edit answers them with a 500 */
const RESERVED = ['_pages', '_new', '_edit', 'raw'];

/** UserTitleToWebPath: the web name a title becomes */
const webPathOf = (title: string) => title.trim().replaceAll(' ', '-');

function checkTitle(title: string, field: string): string {
  if (RESERVED.includes(webPathOf(title))) throw invalid(`\`${title}\` is a name the wiki reserves`, field);
  return title;
}

// biome-ignore format: a table, one row a line
const contentFields = (t: InputFields) => inputTable(t, {
  text: ['String!', 'The page’s Markdown.'],
  message: ['String', 'The commit message (the forge writes `Add "<title>"` / `Update "<name>"`).'],
});

const PAGE_PAYLOAD = 'The page as the forge answered the write, and its repository.';

interface PagePayload {
  wikiPage: WikiPageShape;
  repository: string;
}

/** What a page write answers: the page the forge sent back, and its repository's key. */
const written = (repository: { owner: string; repo: string }, page: WikiPage): PagePayload => ({
  wikiPage: { ...repository, name: page.sub_url, page },
  repository: repoKey(repository.owner, repository.repo),
});

const base64Of = (text: string) => Buffer.from(text, 'utf8').toString('base64');

const pageNameField = (t: InputFields) => requiredString(t, 'The page’s web name, e.g. Getting-Started.');

const pageFields = (t: PayloadFields<PagePayload>) => ({
  wikiPage: writtenObject(t, WikiPageRef, 'wikiPage'),
  repository: readAfterWrite(
    t,
    RepositoryRef,
    'repository',
    'The repository, read after the write only when selected.',
  ),
});

// NewWikiPage: 400 for an empty title, bad base64, a reserved name and a title in use (the last is a
// ConflictError here); reqRepoWriter's 403, mustNotBeArchived's 423, 404 for a repository without the wiki
defineMutation('createWikiPage', {
  on: 'repository',
  input: 'The new page (CreateWikiPageOptions).',
  inputFields: (t) => ({
    ...contentFields(t),
    ...inputTable(t, { title: ['String!', 'The page’s title; its web name has dashes for spaces.'] }),
  }),
  description:
    'Adds a page to the wiki, making the wiki with its first page (POST /repos/{owner}/{repo}/wiki/new, 201): one call. Needs write access to the repository.',
  errors: [...REFUSED_WRITE_ERRORS, ConflictGatewayError, RepoArchivedGatewayError],
  changes: [WikiPageRef, RepositoryRef],
  write: async (input, context, repository) => {
    const title = checkTitle(requireText(input.title, 'title'), 'title');
    try {
      const { data } = await createWikiPage(context.forge, repository, {
        title,
        content_base64: base64Of(input.text),
        message: opt(input.message),
      });
      return written(repository, data);
    } catch (error) {
      // the forge answers a title in use with a 400 like any bad input; it is a clash
      if (error instanceof ForgeError && error.status === 400 && /already exists/.test(error.message)) {
        throw new ConflictGatewayError(`The wiki already has a page titled ${JSON.stringify(title)}.`, {
          upstreamStatus: 400,
          field: 'title',
        });
      }
      throw error;
    }
  },
  payload: PAGE_PAYLOAD,
  outputFields: pageFields,
});

/** What editing and deleting a page meet and change: the page and its repository's wiki. */
const PAGE_WRITE = {
  errors: [...REFUSED_WRITE_ERRORS, RepoArchivedGatewayError],
  changes: [WikiPageRef, RepositoryRef],
};

// EditWikiPage: every failure of the write is a 500 (a reserved title is refused here first);
// reqRepoWriter's 403, mustNotBeArchived's 423
defineMutation('updateWikiPage', {
  on: 'repository',
  input: 'The page, its new content and, to rename it, its new title (CreateWikiPageOptions).',
  inputFields: (t) => ({
    ...contentFields(t),
    name: pageNameField(t),
    ...inputTable(t, { title: ['String', 'A new title renames the page.'] }),
  }),
  description:
    'Replaces a page’s content, and renames it when `title` is given (PATCH /repos/{owner}/{repo}/wiki/page/{pageName}, 200): one call. The forge writes the content it is sent (none would empty the page, so `text` is required), and writes a page that does not exist yet as a new one. Needs write access to the repository.',
  ...PAGE_WRITE,
  write: async (input, context, repository) => {
    const name = requireText(input.name, 'name');
    const title = input.title == null ? undefined : checkTitle(requireText(input.title, 'title'), 'title');
    const { data } = await editWikiPage(
      context.forge,
      { ...repository, pageName: name },
      {
        title,
        content_base64: base64Of(input.text),
        message: opt(input.message),
      },
    );
    return written(repository, data);
  },
  payload: PAGE_PAYLOAD,
  outputFields: pageFields,
});

// DeleteWikiPage: 404 for a page that is not there, reqRepoWriter's 403, mustNotBeArchived's 423
defineMutation('deleteWikiPage', {
  on: 'repository',
  input: 'The page to delete.',
  inputFields: (t) => ({ name: pageNameField(t) }),
  description:
    'Deletes a wiki page; its history stays in the wiki’s git (DELETE /repos/{owner}/{repo}/wiki/page/{pageName}, 204): one call. Needs write access to the repository.',
  ...PAGE_WRITE,
  write: async (input, context, repository) => {
    const name = requireText(input.name, 'name');
    await deleteWikiPage(context.forge, { ...repository, pageName: name });
    return { deletedPageName: name, repository: repoKey(repository.owner, repository.repo) };
  },
  payload: 'Which page went, and its repository.',
  outputFields: (t) => ({
    deletedPageName: returnedString(t, 'deletedPageName', 'The web name of the deleted page.'),
    repository: readAfterWrite(
      t,
      RepositoryRef,
      'repository',
      'The repository, read after the write only when selected.',
    ),
  }),
});
