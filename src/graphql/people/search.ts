// Query.searchRepositories (GET /repos/search) and Query.searchUsers (GET /users/search). Both answer
// `{ok, data}` with X-Total-Count; the connection pages over `data`.

import { type RepoSearchQuery, searchRepos, searchUsers } from '../../forge/endpoints/index.js';
import { unexpectedShape } from '../../forge/errors.js';
import type { ForgeResponse } from '../../forge/session.js';
import type { Repository, User } from '../../forge/types/index.js';
import { pagedArgs } from '../kit/arg-table.js';
import { builder } from '../kit/builder.js';
import type { Context } from '../kit/context.js';
import { OrderDirection, RepositorySearchMode, RepositorySearchSort } from '../kit/enums.js';
import { pagedList } from '../kit/paged-field.js';
import { RepositoryConnection } from '../kit/refs/repository.js';
import { UserConnection } from './user.js';

/** The items of a search answer (`{ok, data}`), or UPSTREAM_ERROR when it holds none. */
export function unwrap<T>(
  response: ForgeResponse<{ ok?: boolean; data?: T[] }>,
  route: string,
): ForgeResponse<T[]> {
  const data = response.data?.data;
  if (response.data?.ok !== true || !Array.isArray(data)) throw unexpectedShape(route);
  return { ...response, data };
}

interface RepoSearchArgs {
  query?: string | null;
  topicOnly?: boolean | null;
  includeDescription?: boolean | null;
  ownerId?: bigint | number | null;
  exclusive?: boolean | null;
  priorityOwnerId?: bigint | number | null;
  teamId?: bigint | number | null;
  includePrivate?: boolean | null;
  isPrivate?: boolean | null;
  template?: boolean | null;
  archived?: boolean | null;
  mode?: string | null;
  sort?: string | null;
  order?: string | null;
}

const id = (value: bigint | number | null | undefined) => (value == null ? undefined : String(value));
const opt = <T>(value: T | null | undefined) => value ?? undefined;

/** Our arguments as the forge's query parameters; `order` alone sorts by name (the forge would ignore it). */
export function repoSearchQuery(args: RepoSearchArgs): RepoSearchQuery {
  return {
    q: opt(args.query),
    topic: opt(args.topicOnly),
    includeDesc: opt(args.includeDescription),
    uid: id(args.ownerId),
    exclusive: opt(args.exclusive),
    priority_owner_id: id(args.priorityOwnerId),
    team_id: id(args.teamId),
    private: opt(args.includePrivate),
    is_private: opt(args.isPrivate),
    template: opt(args.template),
    archived: opt(args.archived),
    mode: opt(args.mode),
    sort: opt(args.sort) ?? (args.order ? 'alpha' : undefined),
    order: opt(args.order),
  };
}

const ROOT = { search: true };

interface UserSearchArgs {
  query?: string | null;
  uid?: bigint | number | null;
}

/** One page of GET /repos/search, its `{ok, data}` envelope opened. */
export const searchRepositoryPage = async (
  context: Context,
  query: RepoSearchQuery & { page: number; limit: number },
) => unwrap(await searchRepos(context.forge, query), 'GET /repos/search');

const repositories = pagedList<typeof ROOT, RepoSearchArgs, Repository>({
  endpoint: searchRepos,
  key: () => 'repos',
  filters: repoSearchQuery,
  fetch: (context: Context, _root: typeof ROOT, args: RepoSearchArgs, page) =>
    searchRepositoryPage(context, { ...repoSearchQuery(args), ...page }),
});

const users = pagedList<typeof ROOT, UserSearchArgs, User>({
  endpoint: searchUsers,
  key: () => 'users',
  fetch: async (context: Context, _root: typeof ROOT, args: UserSearchArgs, page) =>
    unwrap(
      await searchUsers(context.forge, { q: opt(args.query), uid: id(args.uid), ...page }),
      'GET /users/search',
    ),
});

/** The filters of GET /repos/search: the terms, the kind, whose, the order, and visibility and state. */
const REPOSITORY_FILTERS = {
  query: 'Comma-separated terms; empty matches every repository.',
  topicOnly: ['Boolean', 'Match the terms against topics only, exactly.'],
  includeDescription: ['Boolean', 'Also match the terms in descriptions.'],
  mode: [RepositorySearchMode, 'Which kind of repositories to return; all kinds when absent.'],
  ownerId: ['BigInt', 'Only repositories this user (by `databaseId`) owns or collaborates on.'],
  exclusive: ['Boolean', 'With `ownerId`: only the ones the user owns.'],
  priorityOwnerId: ['BigInt', 'List this owner’s repositories first.'],
  teamId: ['BigInt', 'Only repositories of this team (by `databaseId`).'],
  sort: [RepositorySearchSort, 'ALPHA when absent'],
  order: [OrderDirection, 'ASC when absent'],
  includePrivate: [
    'Boolean',
    'Include private repositories the caller may read (the forge’s default: true).',
  ],
  isPrivate: ['Boolean', 'Only private (true) or only public (false) repositories.'],
  template: ['Boolean', 'Only templates (true) or only non-templates (false).'],
  archived: ['Boolean', 'Only archived (true) or only active (false) repositories.'],
} as const;

/** The filters of GET /users/search. */
const USER_FILTERS = {
  query: 'Empty matches every account.',
  uid: ['BigInt', 'Only the account with this `databaseId`.'],
} as const;

builder.queryFields((t) => ({
  searchRepositories: t.field({
    type: RepositoryConnection,
    description:
      'Repositories the caller may see whose name (or `owner/name`) or topics contain a term of `query` (comma-separated), by name unless `sort` says otherwise (GET /repos/search).',
    args: pagedArgs(t, REPOSITORY_FILTERS),
    resolve: (_root, args, context) => repositories(context, ROOT, args),
  }),
  searchUsers: t.field({
    type: UserConnection,
    description:
      'Individual accounts the caller may see whose login, full name or (public) email contains `query`, by login (GET /users/search).',
    args: pagedArgs(t, USER_FILTERS),
    resolve: (_root, args, context) => users(context, ROOT, args),
  }),
}));
