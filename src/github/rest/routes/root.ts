// GET /api/v3/: GitHub's API root, the URL templates of the routes a client may follow. A caller who
// sends a token has it checked (the forge's GET /user), so that a client asking the root whether its
// token works (gh auth status) hears GitHub's 401 for one the forge refuses.

import { getViewer } from '../../../forge/endpoints/index.js';
import { json } from '../answer.js';
import type { RestRequest, RestRow } from '../request.js';

async function apiRoot({ forge, links }: RestRequest) {
  if (forge.init.authorization) await getViewer(forge);
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
