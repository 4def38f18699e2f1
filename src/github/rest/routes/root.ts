// GET /api/v3/: GitHub's API root, the URL templates of the routes a client may follow. No forge call.

import { json } from '../answer.js';
import type { RestRequest, RestRow } from '../request.js';

async function apiRoot({ links }: RestRequest) {
  const api = links.api;
  return json({
    current_user_url: `${api}/user`,
    user_url: `${api}/users/{user}`,
    repository_url: `${api}/repos/{owner}/{repo}`,
    issue_search_url: `${api}/search/issues?q={query}{&page,per_page,sort,order}`,
  });
}

export const ROOT_ROUTES: readonly RestRow[] = [
  ['GET /', 'RestApiRoot', apiRoot],
  ['GET ', 'RestApiRoot', apiRoot],
];
