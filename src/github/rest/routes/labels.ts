// A repository's labels: GET (one page, GitHub's Link header) and POST (what `gh label create` sends).

import { createLabel, listLabels } from '../../../forge/endpoints/index.js';
import { json, validationFailed } from '../answer.js';
import { linkHeader, pageOf } from '../link.js';
import type { RestRequest, RestRow } from '../request.js';
import { githubLabel } from '../shapes/issue.js';
import { repoArgs } from './repository.js';

const fullNameOf = (params: RestRequest['params']) => `${params.owner}/${params.repo}`;

async function list({ forge, links, params, query, url }: RestRequest) {
  const { page, perPage } = pageOf(query);
  const { data, paging } = await listLabels(forge, { ...repoArgs(params), page, limit: perPage });
  const labels = data ?? [];
  const link = linkHeader(url, page, perPage, paging.totalCount ?? (page - 1) * perPage + labels.length);
  return json(
    labels.map((label) => githubLabel(links, fullNameOf(params), label)),
    200,
    link ? { link } : undefined,
  );
}

interface LabelInput {
  name?: unknown;
  color?: unknown;
  description?: unknown;
}

async function create({ forge, links, params, body }: RestRequest) {
  const input = (body ?? {}) as LabelInput;
  if (typeof input.name !== 'string' || input.name === '') return validationFailed('name is missing', 'name');
  // GitHub picks a colour when none is given; the forge needs one
  const color = typeof input.color === 'string' && input.color !== '' ? input.color : 'ededed';
  const description = typeof input.description === 'string' ? input.description : '';
  const { data } = await createLabel(forge, repoArgs(params), { name: input.name, color, description });
  return json(githubLabel(links, fullNameOf(params), data), 201);
}

export const LABEL_ROUTES: readonly RestRow[] = [
  ['GET /repos/{owner}/{repo}/labels', 'RestLabels', list],
  ['POST /repos/{owner}/{repo}/labels', 'RestCreateLabel', create],
];
