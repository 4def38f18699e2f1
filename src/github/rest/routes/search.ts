// GET /search/issues: GitHub's issue search over the forge's issue lists (search-query.ts says which),
// `{ total_count, incomplete_results, items }` with GitHub's Link header for the other pages.

import { listIssues, searchIssues } from '../../../forge/endpoints/index.js';
import type { Issue } from '../../../forge/types/index.js';
import { json, validationFailed } from '../answer.js';
import { linkHeader, pageOf } from '../link.js';
import type { RestRequest, RestRow } from '../request.js';
import { type IssueFilters, issueFilters } from '../search-query.js';
import { githubIssue } from '../shapes/issue.js';

function forgeSearch(request: RestRequest, filters: IssueFilters, page: number, limit: number) {
  const common = { state: filters.state, labels: filters.labels, q: filters.text || undefined, page, limit };
  if (filters.repo) {
    return listIssues(request.forge, {
      ...filters.repo,
      ...common,
      type: filters.kind,
      createdBy: filters.createdBy,
      assignedBy: filters.assignedBy,
      mentionedBy: filters.mentionedBy,
    });
  }
  return searchIssues(request.forge, {
    ...common,
    type: filters.kind === 'both' ? undefined : filters.kind,
    owner: filters.owner,
    created: filters.created,
    assigned: filters.assigned,
    mentioned: filters.mentioned,
    reviewRequested: filters.reviewRequested,
    reviewed: filters.reviewed,
  });
}

async function searchIssuesRoute(request: RestRequest) {
  const q = request.query.get('q');
  if (!q) return validationFailed('q is missing', 'q');
  const filters = issueFilters(q);
  if ('refused' in filters) return validationFailed(filters.refused, 'q');
  const { page, perPage } = pageOf(request.query);
  const { data, paging } = await forgeSearch(request, filters, page, perPage);
  const items = (data ?? []) as Issue[];
  const total = paging.totalCount ?? (page - 1) * perPage + items.length;
  const link = linkHeader(request.url, page, perPage, total);
  return json(
    {
      total_count: total,
      incomplete_results: false,
      items: items.map((issue) => githubIssue(request.links, issue)),
    },
    200,
    link ? { link } : undefined,
  );
}

export const SEARCH_ROUTES: readonly RestRow[] = [
  ['GET /search/issues', 'RestSearchIssues', searchIssuesRoute],
];
