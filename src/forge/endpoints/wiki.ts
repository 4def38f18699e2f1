// Wiki revisions (spec op 18). facts: `page` only, a fixed 50 per page, the key `commiter` misspelt.

import type { ForgeResponse, ForgeSession } from '../session.js';
import type { WikiCommitList } from '../types.js';
import type { RepoArgs } from './repos.js';

export const listWikiRevisions = (
  forge: ForgeSession,
  args: RepoArgs & { pageName: string; page?: number },
): Promise<ForgeResponse<WikiCommitList>> =>
  forge.request('GET /repos/{owner}/{repo}/wiki/revisions/{pageName}', {
    params: { owner: args.owner, repo: args.repo, pageName: args.pageName },
    query: { page: args.page },
  });

/** facts: op 18 pages hold 50 revisions */
export const WIKI_REVISIONS_PAGE_SIZE = 50;
