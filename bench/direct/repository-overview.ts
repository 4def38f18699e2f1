// Direct client for RepositoryOverview (operations/repository.graphql): three independent calls, started together.

import { getFileContents, getRepository, listPullRequests } from '../../src/forge/endpoints/index.js';
import type { ForgeSession } from '../../src/forge/session.js';
import { globalId, urlOrNull } from './shape.js';

export async function repositoryOverview(forge: ForgeSession, vars: { owner: string; name: string }) {
  const args = { owner: vars.owner, repo: vars.name };
  const [repository, pulls, files] = await Promise.all([
    getRepository(forge, args),
    listPullRequests(forge, { ...args, state: 'open', page: 1, limit: 5 }),
    getFileContents(forge, { ...args, files: ['README.md'] }),
  ]);
  const r = repository.data;
  const readme = files.data[0];
  return {
    repository: {
      id: globalId('Repository', r.full_name.toLowerCase()),
      fullName: r.full_name,
      description: r.description ?? null,
      private: r.private ?? null,
      archived: r.archived ?? null,
      defaultBranch: r.default_branch ?? null,
      starsCount: r.stars_count ?? null,
      openIssuesCount: r.open_issues_count ?? null,
      owner: r.owner ? { login: r.owner.login, avatarUrl: urlOrNull(r.owner.avatar_url) } : null,
      pullRequests: {
        totalCount: pulls.paging.totalCount,
        nodes: pulls.data.map((pr) => ({
          number: pr.number,
          title: pr.title,
          author: pr.user ? { login: pr.user.login } : null,
        })),
      },
      readme: readme
        ? { path: readme.path, text: Buffer.from(readme.content ?? '', 'base64').toString('utf8') }
        : null,
    },
  };
}
