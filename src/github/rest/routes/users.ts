// GET /user (the caller) and GET /users/{username}, in GitHub's user shape.

import { getUser, getViewer } from '../../../forge/endpoints/index.js';
import { json } from '../answer.js';
import type { RestRequest, RestRow } from '../request.js';
import { githubUser } from '../shapes/user.js';

async function viewer({ forge, links }: RestRequest) {
  const { data } = await getViewer(forge);
  return json(githubUser(links, data));
}

async function user({ forge, links, params }: RestRequest) {
  const { data } = await getUser(forge, { username: params.username ?? '' });
  return json(githubUser(links, data));
}

export const USER_ROUTES: readonly RestRow[] = [
  ['GET /user', 'RestViewer', viewer],
  ['GET /users/{username}', 'RestUser', user],
];
