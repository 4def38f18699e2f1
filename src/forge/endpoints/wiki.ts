// Wiki revisions (spec op 18). facts: `page` only, a fixed 50 per page, the key `commiter` misspelt.

import type { RepoArgs } from '../endpoint.js';
import { endpoint } from '../endpoint.js';

export const listWikiRevisions = endpoint('GET /repos/{owner}/{repo}/wiki/revisions/{pageName}', {
  query: (args: RepoArgs & { pageName: string; page?: number }) => ({ page: args.page }),
});

/** facts: op 18 pages hold 50 revisions */
export const WIKI_REVISIONS_PAGE_SIZE = 50;
