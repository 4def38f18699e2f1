// A list an account keeps (its SSH keys, its GPG keys): the caller's own through `/user/…`, anyone
// else's through `/users/{username}/…`, one call per page either way.

import type { ForgeResponse } from '../../forge/session.js';
import type { Context } from '../context.js';
import { pagedList } from '../paged-field.js';
import { type UserListRef, userListKey } from '../viewer.js';

type Page = { page: number; limit: number };
type Answer = Promise<ForgeResponse<unknown>>;

export function accountList<Item>(
  route: string,
  mine: (context: Context, page: Page) => Answer,
  theirs: (context: Context, username: string, page: Page) => Answer,
) {
  return pagedList<UserListRef, object, Item>({
    route,
    key: userListKey,
    fetch: (context, ref, _args, page) =>
      ref.viewer ? mine(context, page) : theirs(context, ref.login, page),
  });
}
