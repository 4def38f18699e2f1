// A list under a repository that takes only the page (stargazers, forks, tags, ...): one row each.

import type { ForgeResponse, ForgeSession } from '../../forge/session.js';
import { pagedList, type RouteCarrier } from '../kit/paged-field.js';
import { type RepoRef, repoListKey } from '../kit/refs/repository.js';

type Page = { page: number; limit: number };

/** A paged list under a repository, of the endpoint `call` (items typed `Raw`), each mapped with its repository when `map` says so. */
export function repositoryList<Raw, Item = Raw>(
  call: ((forge: ForgeSession, args: RepoRef & Page) => Promise<ForgeResponse<unknown>>) & RouteCarrier,
  map?: (item: Raw, ref: RepoRef) => Item,
) {
  return pagedList<RepoRef, object, Raw, Item>({
    endpoint: call,
    key: repoListKey,
    fetch: (context, ref, _args, page) => call(context.forge, { ...ref, ...page }),
    map,
  });
}
