// GET /repos/{owner}/{repo} and its README (GET /repos/{owner}/{repo}/readme), in GitHub's shapes.
// The forge has no README route: the README is the root's file named README (any extension, any
// case; README.md first, as GitHub picks it), read through the contents route.

import { getContents, getRepository, listRootContents } from '../../../forge/endpoints/index.js';
import type { ContentsResponse } from '../../../forge/types/index.js';
import { json, notFound } from '../answer.js';
import type { RestRequest, RestRow } from '../request.js';
import { repoUrl } from '../shapes/links.js';
import { githubRepository } from '../shapes/repository.js';

export const repoArgs = (params: RestRequest['params']) => ({
  owner: params.owner ?? '',
  repo: params.repo ?? '',
});

async function repository({ forge, links, params }: RestRequest) {
  const { data } = await getRepository(forge, repoArgs(params));
  return json(githubRepository(links, data));
}

function readmeOf(entries: readonly ContentsResponse[]): ContentsResponse | undefined {
  const readmes = entries.filter((entry) => entry.type === 'file' && /^readme(\.[^.]+)?$/i.test(entry.name));
  return readmes.find((entry) => entry.name === 'README.md') ?? readmes[0];
}

/** Accept: application/vnd.github.raw (or .v3.raw) asks for the file itself. */
const wantsRaw = (accept: string) => /application\/vnd\.github(\.v3)?\.raw/.test(accept);

async function readme({ forge, links, params, query, accept }: RestRequest) {
  const args = repoArgs(params);
  const ref = query.get('ref') ?? undefined;
  const { data: root } = await listRootContents(forge, { ...args, ref });
  const entry = readmeOf(root ?? []);
  if (!entry) return notFound();
  const { data: file } = await getContents(forge, { ...args, filepath: entry.path, ref });
  const single = Array.isArray(file) ? undefined : (file as ContentsResponse);
  if (!single || typeof single.content !== 'string') return notFound();
  if (wantsRaw(accept)) {
    return {
      status: 200,
      text: Buffer.from(single.content, 'base64').toString('utf8'),
      contentType: 'application/vnd.github.raw; charset=utf-8',
    };
  }
  const url = `${repoUrl(links, `${args.owner}/${args.repo}`)}/contents/${single.path}${ref ? `?ref=${encodeURIComponent(ref)}` : ''}`;
  return json({
    type: 'file',
    encoding: single.encoding ?? 'base64',
    size: single.size,
    name: single.name,
    path: single.path,
    content: single.content,
    sha: single.sha,
    url,
    html_url: single.html_url ?? null,
    git_url: single.git_url ?? null,
    download_url: single.download_url ?? null,
  });
}

export const REPOSITORY_ROUTES: readonly RestRow[] = [
  ['GET /repos/{owner}/{repo}', 'RestRepository', repository],
  ['GET /repos/{owner}/{repo}/readme', 'RestReadme', readme],
];
