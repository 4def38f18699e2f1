// GET /repos/{owner}/{repo}/pulls/{number}: the pull request in GitHub's shape, or, asked with
// `Accept: application/vnd.github.v3.diff` (what `gh pr diff` sends), its diff as the forge writes it.

import { getPullRequest, getPullRequestDiff } from '../../../forge/endpoints/index.js';
import { json, notFound } from '../answer.js';
import type { RestRequest, RestRow } from '../request.js';
import { githubPull } from '../shapes/pull.js';
import { repoArgs } from './repository.js';

const wantsDiff = (accept: string) => /application\/vnd\.github(\.v3)?\.diff/.test(accept);

async function pull({ forge, links, params, accept }: RestRequest) {
  const args = repoArgs(params);
  if (!/^\d{1,15}$/.test(params.number ?? '')) return notFound();
  const index = Number(params.number);
  if (wantsDiff(accept)) {
    const { data } = await getPullRequestDiff(forge, { ...args, index });
    return { status: 200, text: String(data), contentType: 'application/vnd.github.v3.diff; charset=utf-8' };
  }
  const { data } = await getPullRequest(forge, { ...args, index });
  return json(githubPull(links, `${args.owner}/${args.repo}`, data));
}

export const PULL_ROUTES: readonly RestRow[] = [
  ['GET /repos/{owner}/{repo}/pulls/{number}', 'RestPullRequest', pull],
];
