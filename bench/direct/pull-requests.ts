// Direct client for BenchPullRequests: the repository and one page of pull requests, together.
// Authors, labels and base repositories come embedded in the list.

import { getRepository, listPullRequests } from '../../src/forge/endpoints/index.js';
import type { ForgeSession } from '../../src/forge/session.js';
import { cursorAt, enumName } from './shape.js';

export async function pullRequests(
  forge: ForgeSession,
  vars: { owner: string; name: string; first: number },
) {
  const args = { owner: vars.owner, repo: vars.name };
  // the forge's pages hold at most 50, so `first` up to 50 is one call
  const [repository, pulls] = await Promise.all([
    getRepository(forge, args),
    listPullRequests(forge, { ...args, page: 1, limit: vars.first }),
  ]);
  const total = pulls.paging.totalCount;
  const nodes = pulls.data.slice(0, vars.first);
  return {
    repository: {
      fullName: repository.data.full_name,
      description: repository.data.description ?? null,
      pullRequests: {
        totalCount: total,
        pageInfo: {
          hasNextPage: total !== null && nodes.length < total,
          endCursor: nodes.length ? cursorAt(nodes.length - 1) : null,
        },
        nodes: nodes.map((pr) => ({
          number: pr.number,
          title: pr.title,
          state: enumName(pr.state, ['open', 'closed']),
          draft: pr.draft ?? null,
          author: pr.user ? { login: pr.user.login } : null,
          labels: (pr.labels ?? []).map((label) => ({ name: label.name })),
          head: pr.head ? { ref: pr.head.ref } : null,
          base: pr.base
            ? { ref: pr.base.ref, repository: pr.base.repo ? { fullName: pr.base.repo.full_name } : null }
            : null,
        })),
      },
    },
  };
}
