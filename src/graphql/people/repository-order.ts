// `repositories(orderBy:)` on User, Organization and the viewer. The owner's own list routes
// (GET /users/{username}/repos, /orgs/{org}/repos, /user/repos) take no sort, so an ordered list is one
// call to GET /repos/search with the owner's id (`uid`) and the forge's `sort` and `order` instead:
// `exclusive` keeps a user's or an organization's own repositories; the viewer's list leaves it out to
// keep the ones they collaborate on, as GET /user/repos does. Without `orderBy` the owner's route serves.

import { searchRepos } from '../../forge/endpoints/index.js';
import type { Repository } from '../../forge/types/index.js';
import { type ArgFieldBuilder, pagedArgs } from '../kit/arg-table.js';
import { builder } from '../kit/builder.js';
import type { ConnectionArgs } from '../kit/connection.js';
import type { Context } from '../kit/context.js';
import { forgeEnum } from '../kit/enum-values.js';
import { OrderDirection } from '../kit/enums.js';
import { type ListResolver, pagedList } from '../kit/paged-field.js';
import { type PrefetchFrom, prefetch } from '../kit/prefetch.js';
import { repoSearchQuery, searchRepositoryPage } from './search.js';

export const RepositoryOrderField = forgeEnum('RepositoryOrderField');

export const RepositoryOrder = builder.inputType('RepositoryOrder', {
  description: 'The order of a repository list.',
  fields: (t) => ({
    field: t.field({ type: RepositoryOrderField, required: true, description: 'What to sort by.' }),
    direction: t.field({ type: OrderDirection, required: true, description: 'Ascending or descending.' }),
  }),
});

interface OrderArgs {
  orderBy?: { field: string; direction: string } | null;
}

/** Whose repositories, by the forge's id; `own` for a user's or an organization's own ones only. */
interface OwnerId {
  id: number;
  own: boolean;
}

const ordered = pagedList<OwnerId, OrderArgs, Repository>({
  endpoint: searchRepos,
  key: (owner) => `${owner.id}:${owner.own}`,
  filters: (args) => [args.orderBy?.field, args.orderBy?.direction],
  fetch: (context, owner, args, page) =>
    searchRepositoryPage(context, {
      ...repoSearchQuery({ ownerId: owner.id, exclusive: owner.own || undefined }),
      sort: args.orderBy?.field,
      order: args.orderBy?.direction,
      ...page,
    }),
});

/**
 * A `repositories` field's resolver and lookahead: the owner's own route (`list`) without `orderBy`,
 * GET /repos/search once the owner's id is known with it (no lookahead: the id comes with the owner).
 */
export function orderableRepositories<Parent, Ref>(
  list: ListResolver<Ref, object, Repository>,
  refOf: (parent: Parent) => Ref,
  ownerOf: (parent: Parent) => OwnerId,
  from: PrefetchFrom = 'parent',
) {
  return {
    resolve: (parent: Parent, args: OrderArgs & ConnectionArgs, context: Context) =>
      args.orderBy ? ordered(context, ownerOf(parent), args) : list(context, refOf(parent), args),
    extensions: prefetch<Ref>(
      (context, ref, args) => (args.orderBy ? undefined : list(context, ref, args as ConnectionArgs)),
      from,
    ),
  };
}

export const ORDER_BY_DESCRIPTION =
  'The order (one call to GET /repos/search with the owner’s id, `sort` and `order`); the owner’s own route and its order when absent.';

/** The arguments of an owner's repository list: Relay's window and `orderBy`. */
export const orderableRepositoryArgs = (t: ArgFieldBuilder) =>
  pagedArgs(t, { orderBy: [RepositoryOrder, ORDER_BY_DESCRIPTION] });
