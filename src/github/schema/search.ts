// `search(query:, type:)`: issues and pull requests through the forge's issue search or a
// repository's issue list (search-query.ts says which qualifiers go where), repositories through
// GET /repos/search and users through GET /users/search.

import {
  type ListIssuesArgs,
  listIssues,
  searchIssues,
  searchRepos,
  searchUsers,
} from '../../forge/endpoints/index.js';
import type { Paging } from '../../forge/http/paging.js';
import type { Issue, Repository, User } from '../../forge/types/index.js';
import type { GithubContext } from '../context.js';
import { builder } from './builder.js';
import { type ConnectionResult, PageInfoRef, pagedList, pagingArgs, wholeList } from './connection.js';
import { SearchTypeEnum } from './enums.js';
import { unprocessable } from './errors.js';
import { listRepositoryPulls } from './lists.js';
import { readPull, readViewer, repoOf } from './reads.js';
import { SearchResultItemRef, type Typed } from './refs.js';
import { type IssueSearch, parseIssueSearch } from './search-query.js';
import { inRepo, tag } from './shapes.js';

interface SearchResult extends ConnectionResult<Typed> {
  kind: string;
}

const SearchEdgeRef = builder.objectRef<{ cursor: string; node: Typed }>('SearchResultItemEdge').implement({
  description: 'An edge in a connection.',
  fields: (t) => ({
    cursor: t.exposeString('cursor', { nullable: false }),
    node: t.field({ type: SearchResultItemRef, resolve: (e) => e.node as never }),
  }),
});

const countOf = (kind: string) => (c: SearchResult) =>
  c.kind === kind ? Number(c.totalCount ?? c.edges.length) : 0;

const SearchConnectionRef = builder.objectRef<SearchResult>('SearchResultItemConnection').implement({
  description: 'A list of results that matched against a search query.',
  fields: (t) => ({
    edges: t.field({ type: [SearchEdgeRef], nullable: { list: true, items: true }, resolve: (c) => c.edges }),
    nodes: t.field({
      type: [SearchResultItemRef],
      nullable: { list: true, items: true },
      resolve: (c) => c.edges.map((e) => e.node) as never,
    }),
    pageInfo: t.field({ type: PageInfoRef, nullable: false, resolve: (c) => c.pageInfo }),
    issueCount: t.int({ nullable: false, resolve: countOf('ISSUE') }),
    repositoryCount: t.int({ nullable: false, resolve: countOf('REPOSITORY') }),
    userCount: t.int({ nullable: false, resolve: countOf('USER') }),
    // the forge searches neither code, discussions nor wikis
    codeCount: t.int({ nullable: false, resolve: () => 0 }),
    discussionCount: t.int({ nullable: false, resolve: () => 0 }),
    wikiCount: t.int({ nullable: false, resolve: () => 0 }),
  }),
});

/** Issues stay issues; a pull request found as an issue is read as the pull request it is. */
async function asResults(context: GithubContext, issues: Issue[]): Promise<Typed[]> {
  return Promise.all(
    issues.map((issue) => {
      const where = repoOf(issue.repository ?? {});
      return issue.pull_request ? readPull(context, where, issue.number ?? 0) : inRepo('Issue', where, issue);
    }),
  );
}

/** Whether a login qualifier names the caller (`@me` or its login): the forge's search filters by the caller only. */
async function namesViewer(context: GithubContext, login: string | undefined, qualifier: string) {
  if (login === undefined) return undefined;
  if (login === '@me') return true;
  const viewer = await readViewer(context);
  if (viewer.login?.toLowerCase() === login.toLowerCase()) return true;
  throw unprocessable(
    `The forge's search filters ${qualifier}: by the signed-in user only; add repo: to filter by ${login}`,
  );
}

async function viewerLogin(context: GithubContext, login: string | undefined) {
  return login === '@me' ? (await readViewer(context)).login : login;
}

async function searchInRepository(context: GithubContext, search: IssueSearch, args: object) {
  const where = search.repo ?? { owner: '', repo: '' };
  if (search.reviewRequested) {
    // the forge's list routes do not filter by requested reviewer: open pull requests, filtered here
    const login = (await viewerLogin(context, search.reviewRequested))?.toLowerCase();
    const pulls = await listRepositoryPulls(context, where, {
      states: [search.state === 'closed' ? 'CLOSED' : 'OPEN'],
      first: context.settings.maxPageSize,
    });
    const kept = pulls.edges
      .map((e) => e.node)
      .filter((p) => p.requested_reviewers?.some((u) => u.login?.toLowerCase() === login));
    return wholeList(context, args, kept);
  }
  const query: ListIssuesArgs = {
    ...where,
    type: search.type ?? 'issues',
    state: search.state ?? 'all',
    labels: search.labels.length ? search.labels : undefined,
    createdBy: await viewerLogin(context, search.author),
    assignedBy: await viewerLogin(context, search.assignee),
    mentionedBy: await viewerLogin(context, search.mentions),
    q: search.text || undefined,
  };
  if (
    !search.type &&
    (search.author || search.assignee || search.mentions || search.text || search.labels.length)
  ) {
    // GitHub's default searches both: the forge's list route answers one kind per call
    query.type = 'issues';
  }
  return resultPages(context, search, args, (page, limit) =>
    listIssues(context.forge, { ...query, page, limit }),
  );
}

async function searchEverywhere(context: GithubContext, search: IssueSearch, args: object) {
  const query = {
    type: search.type,
    state: search.state ?? 'all',
    labels: search.labels.length ? search.labels : undefined,
    q: search.text || undefined,
    owner: search.org,
    created: await namesViewer(context, search.author, 'author'),
    assigned: await namesViewer(context, search.assignee, 'assignee'),
    mentioned: await namesViewer(context, search.mentions, 'mentions'),
    reviewRequested: await namesViewer(context, search.reviewRequested, 'review-requested'),
  } as const;
  return resultPages(context, search, args, (page, limit) =>
    searchIssues(context.forge, { ...query, page, limit }),
  );
}

/** The pages of a search's issues and pull requests, less those its `is:merged`/`is:unmerged` excludes. */
function resultPages(
  context: GithubContext,
  search: IssueSearch,
  args: object,
  fetch: (page: number, limit: number) => Promise<{ data: unknown; paging: Paging }>,
) {
  return pagedList(context, args, async (page, limit) => {
    const response = await fetch(page, limit);
    let issues = (response.data as Issue[] | null) ?? [];
    if (search.merged !== undefined)
      issues = issues.filter((i) => Boolean(i.pull_request?.merged) === search.merged);
    return {
      items: await asResults(context, issues),
      totalCount: response.paging.totalCount,
      paging: response.paging,
    };
  });
}

async function search(
  context: GithubContext,
  text: string,
  type: string,
  args: object,
): Promise<SearchResult> {
  if (type === 'ISSUE') {
    const parsed = parseIssueSearch(text);
    const result = parsed.repo
      ? await searchInRepository(context, parsed, args)
      : await searchEverywhere(context, parsed, args);
    return { ...(result as ConnectionResult<Typed>), kind: type };
  }
  if (type === 'REPOSITORY') {
    const result = await pagedList(context, args, async (page, limit) => {
      const response = await searchRepos(context.forge, { q: text, page, limit });
      const items = ((response.data as unknown as { data?: Repository[] }).data ?? []).map((r) =>
        tag('Repository', r),
      );
      return { items, totalCount: response.paging.totalCount, paging: response.paging };
    });
    return { ...result, kind: type };
  }
  if (type === 'USER') {
    const result = await pagedList(context, args, async (page, limit) => {
      const response = await searchUsers(context.forge, { q: text, page, limit });
      const items = ((response.data as unknown as { data?: User[] }).data ?? []).map((u) => tag('User', u));
      return { items, totalCount: response.paging.totalCount, paging: response.paging };
    });
    return { ...result, kind: type };
  }
  // the forge has no discussions
  return { ...wholeList<Typed>(context, args, []), kind: type };
}

builder.queryFields((t) => ({
  search: t.field({
    type: SearchConnectionRef,
    nullable: false,
    description: 'Perform a search across resources, returning a maximum of 1,000 results.',
    args: {
      ...pagingArgs(t.arg),
      query: t.arg.string({ required: true }),
      type: t.arg({ type: SearchTypeEnum, required: true }),
    },
    resolve: (_root, args, context) => search(context, args.query, args.type, args),
  }),
}));
