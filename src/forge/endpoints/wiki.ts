// The wiki (routers/api/v1/repo/wiki.go): its pages, one page, writes, and revisions.
// Revisions take `page` only, hold a fixed 50 per page, and spell the commit key `commiter`.

import type { PageArgs, RepoArgs } from '../routes/endpoint.js';
import { endpoint, paged } from '../routes/endpoint.js';

export const listWikiRevisions = endpoint('GET /repos/{owner}/{repo}/wiki/revisions/{pageName}', {
  query: (args: RepoArgs & { pageName: string; page?: number }) => ({ page: args.page }),
});

/** A page of wiki revisions holds 50 */
export const WIKI_REVISIONS_PAGE_SIZE = 50;

/** ListWikiPages: the wiki's files in tree order, X-Total-Count counting every entry */
export const listWikiPages = endpoint('GET /repos/{owner}/{repo}/wiki/pages', {
  query: (args: PageArgs) => paged(args),
});

/** GetWikiPage: the page with its content, sidebar and footer in base64 */
export const getWikiPage = endpoint('GET /repos/{owner}/{repo}/wiki/page/{pageName}');

/** NewWikiPage: 201 with the page; 400 for an empty title, bad base64 or a title in use */
export const createWikiPage = endpoint('POST /repos/{owner}/{repo}/wiki/new');

/** EditWikiPage: 200 with the page; a new title renames it */
export const editWikiPage = endpoint('PATCH /repos/{owner}/{repo}/wiki/page/{pageName}');

/** DeleteWikiPage: 204; 404 for a page that is not there */
export const deleteWikiPage = endpoint('DELETE /repos/{owner}/{repo}/wiki/page/{pageName}');
