// What an account keeps (its SSH keys, its GPG keys): the list, the caller's own through `/user/…`,
// anyone else's through `/users/{username}/…`, one call per page either way; and the key's node,
// refetched by its id with one call to the caller's own route.

import type { ForgeResponse, ForgeSession } from '../../forge/session.js';
import { builder } from '../kit/builder.js';
import type { Context } from '../kit/context.js';
import { forgeNumberField } from '../kit/forge-numbers.js';
import { loadEach } from '../kit/loaders.js';
import { pagedList } from '../kit/paged-field.js';
import { type UserListRef, userListKey } from '../kit/viewer.js';

type Page = { page: number; limit: number };
type Answer = Promise<ForgeResponse<unknown>>;

export function accountList<Item>(
  mine: (forge: ForgeSession, page: Page) => Answer,
  theirs: ((forge: ForgeSession, params: Page & { username: string }) => Answer) & { route: string },
) {
  return pagedList<UserListRef, object, Item>({
    endpoint: theirs,
    key: userListKey,
    fetch: (context, ref, _args, page) =>
      ref.viewer ? mine(context.forge, page) : theirs(context.forge, { username: ref.login, ...page }),
  });
}

/** The node of one kind of account key: its global id and `databaseId` are the forge's id, read back with `get`. */
export function accountKeyRef<Key extends { id?: number }>(
  name: string,
  get: ((forge: ForgeSession, params: { id: string }) => Answer) & { route: string },
) {
  const keyOf = (key: Key) => String(key.id);
  const ref = builder.loadableNodeRef(name, {
    id: { resolve: keyOf },
    load: (ids: string[], context: Context) =>
      loadEach<string, Key>(ids, (id) => get(context.forge, { id }) as Promise<ForgeResponse<Key>>, {
        route: get.route,
        identity: 'id',
      }),
    toKey: keyOf,
    cacheResolved: true,
  });
  builder.objectFields(ref, (t) => ({
    databaseId: forgeNumberField(t, 'BigInt', (key) => key.id, {
      required: {},
      description: 'The forge’s own numeric id, as its REST API names this object.',
    }),
  }));
  return ref;
}
